//! `POST /v1/chart-image`: a rasi or divisional chart drawn North, South or East Indian style,
//! as SVG (text as text, with `data-*` attributes naming each graha, sign and house) in a JSON
//! reply, or as the picture itself — SVG or PNG — when the request's `Accept` asks for one
//! ([`picture`]).

use super::call::ChartImageOptions;
use super::natal::round;
use super::{CalcError, ChartKind, ChartStyle, Ctx, ImageFormat};
use crate::astro::special_points::{self, SpecialLagna, Upagraha};
use crate::astro::vargas::varga_chart;
use crate::astro::{Chart, Division, Longitude, Planet, Sign};
use crate::content::{self, Key, Locale};
use crate::draw::{self, ChartFigure, ChartLabels, Drawing, PointMark};
use crate::key;
use serde::Serialize;

/// A graha as the picture shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlacementOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// House from the chart's ascendant, 1–12: whole-sign, or in a bhava chart the house of
    /// the chosen house system.
    pub house: u8,
    /// Degrees within the sign (rasi chart only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub degree: Option<f64>,
    pub is_retrograde: bool,
}

/// The reply.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChartImageOut {
    /// A standalone SVG document.
    pub svg: String,
    pub style: ChartStyle,
    #[schema(value_type = String)]
    pub division: crate::calc::names::Named<Division>,
    /// `rasi`; `bhava`: each graha in its house of the chosen house system; `sudarshana` or
    /// `sarvatobhadra`: the chakra (`placements` are then the natal grahas').
    pub chart: ChartKind,
    #[schema(value_type = String)]
    pub format: ImageFormat,
    // A media type (an open registry): the format's, `image/svg+xml`.
    pub mime_type: &'static str,
    /// Canvas size in SVG user units (the `viewBox`).
    pub width: f64,
    pub height: f64,
    /// The chart's title as drawn, in the request's locale.
    pub title: String,
    /// Ascendant sign of this division.
    #[schema(value_type = crate::calc::names::SignName)]
    pub ascendant: crate::astro::Sign,
    pub placements: Vec<PlacementOut>,
    /// The drawing itself, for a picture answered as a file (not part of the JSON).
    #[serde(skip)]
    #[schema(ignore)]
    pub drawing: Drawing,
}

/// The words of a chart picture in `locale` (content topic `report`, keys `report.chart.*`).
pub fn chart_labels(locale: Locale, division: Division) -> ChartLabels {
    let t = |k: Key| content::text(locale, k);
    ChartLabels {
        planets: std::array::from_fn(|i| {
            t(key!("report.chart.abbrev.{}", Planet::from_index(i).name()))
        }),
        signs: std::array::from_fn(|i| {
            t(key!(
                "report.chart.signShort.{}",
                Sign::from_index(i).name()
            ))
        }),
        ascendant: t(key!("report.chart.ascendant")),
        retrograde: t(key!("report.chart.retrograde")),
        title: content::fill(
            locale,
            key!("report.chart.title"),
            &[
                (
                    "name",
                    &t(key!("report.chart.division.{}", division.name())),
                ),
                ("division", division.name()),
            ],
        ),
    }
}

/// What the picture of `division` shows (degrees only in the rasi chart).
pub fn chart_figure(chart: &Chart, division: Division) -> ChartFigure {
    match division {
        Division::D1 => ChartFigure::from_chart(chart),
        d => ChartFigure::from_varga(&varga_chart(chart, d), chart),
    }
}

/// The drawing of a chart in a style, labelled in a locale.
pub fn drawing(chart: &Chart, style: ChartStyle, division: Division, locale: Locale) -> Drawing {
    let fig = chart_figure(chart, division);
    let labels = chart_labels(locale, division);
    draw_in(style, &fig, &labels)
}

fn draw_in(style: ChartStyle, fig: &ChartFigure, labels: &ChartLabels) -> Drawing {
    match style {
        ChartStyle::North => draw::north(fig, labels),
        ChartStyle::South => draw::south(fig, labels),
        ChartStyle::East => draw::east(fig, labels),
    }
}

/// The bhava chalit chart: each graha drawn in the sign box of its house in the chosen house
/// system (counted from the ascendant's sign), with its own degree.
pub fn bhava_figure(chart: &Chart) -> ChartFigure {
    let mut fig = ChartFigure::from_chart(chart);
    let asc = chart.ascendant_sign();
    for (b, g) in fig.bodies.iter_mut().zip(chart.grahas.iter()) {
        b.sign = asc.nth(usize::from(g.bhava));
    }
    fig
}

/// A special point a chart picture can show: an upagraha or a special lagna, by the name
/// `POST /v1/special-points` gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ChartPoint {
    Dhuma,
    Vyatipata,
    Parivesha,
    Indrachapa,
    Upaketu,
    Gulika,
    Mandi,
    Kala,
    Mrityu,
    Ardhaprahara,
    Yamaghantaka,
    Bhava,
    Hora,
    Ghati,
    Vighati,
    Pranapada,
    Sree,
    Indu,
    Varnada,
}

impl ChartPoint {
    pub const ALL: [ChartPoint; 19] = {
        use ChartPoint::*;
        [
            Dhuma,
            Vyatipata,
            Parivesha,
            Indrachapa,
            Upaketu,
            Gulika,
            Mandi,
            Kala,
            Mrityu,
            Ardhaprahara,
            Yamaghantaka,
            Bhava,
            Hora,
            Ghati,
            Vighati,
            Pranapada,
            Sree,
            Indu,
            Varnada,
        ]
    };
    /// Its name, as the special points' reply gives it.
    pub fn name(self) -> &'static str {
        let i = Self::ALL.iter().position(|&p| p == self).unwrap_or(0);
        if i < Upagraha::ALL.len() {
            Upagraha::ALL[i].name()
        } else {
            SpecialLagna::ALL[i - Upagraha::ALL.len()].name()
        }
    }
}

/// The special points `points` asks for, as marks of the rasi chart (those the birth day's
/// sky leaves undefined, near the poles, are left out).
fn point_marks(ctx: &Ctx, points: &[ChartPoint]) -> Result<Vec<PointMark>, CalcError> {
    let chart = ctx.chart();
    let s = special_points::special_points(chart, ctx.birth().timezone)?;
    let found: Vec<(&'static str, Longitude)> = s
        .upagrahas
        .iter()
        .map(|u| (u.upagraha.name(), u.longitude))
        .chain(s.lagnas.iter().map(|(l, lon)| (l.name(), *lon)))
        .collect();
    Ok(points
        .iter()
        .filter_map(|p| {
            let (key, lon) = found.iter().find(|(k, _)| *k == p.name())?;
            Some(PointMark {
                key,
                label: content::text(ctx.locale(), key!("specialPoints.abbrev.{}", key)),
                sign: lon.sign(),
                degree: Some(lon.degree_in_sign()),
            })
        })
        .collect())
}

/// `POST /v1/chart-image`: `style` defaults to `north`, `division` to `D1`, `chart` to `rasi`.
pub fn chart_image(ctx: &Ctx, o: &ChartImageOptions) -> Result<ChartImageOut, CalcError> {
    let style = o.style.unwrap_or(ChartStyle::North);
    let division = o.division.unwrap_or(Division::D1);
    let kind = o.chart.unwrap_or_default();
    let chart = ctx.chart();
    let points = o.points.as_deref().unwrap_or_default();
    if matches!(kind, ChartKind::Sudarshana | ChartKind::Sarvatobhadra) {
        if division != Division::D1 {
            return Err(CalcError::invalid(
                "chart",
                "a chakra is drawn of the rasi (division D1) only",
            ));
        }
        if !points.is_empty() {
            return Err(CalcError::invalid(
                "points",
                "special points are drawn on the rasi chart (division D1, chart rasi) only",
            ));
        }
    }
    if !points.is_empty() && (division != Division::D1 || kind != ChartKind::Rasi) {
        return Err(CalcError::invalid(
            "points",
            "special points are drawn on the rasi chart (division D1, chart rasi) only",
        ));
    }
    let (d, fig) = match kind {
        ChartKind::Rasi => {
            let mut fig = chart_figure(chart, division);
            fig.points = point_marks(ctx, points)?;
            let labels = chart_labels(ctx.locale(), division);
            (draw_in(style, &fig, &labels), fig)
        }
        ChartKind::Bhava => {
            if division != Division::D1 {
                return Err(CalcError::invalid(
                    "chart",
                    "a bhava chart is drawn of the rasi (division D1) only",
                ));
            }
            let fig = bhava_figure(chart);
            let mut labels = chart_labels(ctx.locale(), division);
            labels.title = content::fill(
                ctx.locale(),
                key!("report.chart.title"),
                &[
                    (
                        "name",
                        &content::text(ctx.locale(), key!("report.chart.bhava")),
                    ),
                    ("division", chart.settings.house_system.name()),
                ],
            );
            (draw_in(style, &fig, &labels), fig)
        }
        ChartKind::Sudarshana | ChartKind::Sarvatobhadra => {
            (chakra_drawing(ctx, kind)?, ChartFigure::from_chart(chart))
        }
    };
    Ok(ChartImageOut {
        svg: draw::svg::to_svg(&d),
        style,
        division: crate::calc::names::Named(division),
        chart: kind,
        format: ImageFormat::Svg,
        mime_type: ImageFormat::Svg.mime_type(),
        width: d.width,
        height: d.height,
        title: d.title.clone(),
        ascendant: fig.ascendant,
        placements: fig
            .bodies
            .iter()
            .zip(chart.grahas.iter())
            .map(|(b, g)| PlacementOut {
                planet: b.planet,
                // The graha's own sign (a bhava chart draws it in its house's box).
                sign: if kind == ChartKind::Bhava {
                    g.sign()
                } else {
                    b.sign
                },
                house: fig.house_of(b.sign),
                degree: b.degree.map(|x| round(x, 6)),
                is_retrograde: b.retrograde,
            })
            .collect(),
        drawing: d,
    })
}

/// A chakra's picture in the request's locale: the Sudarshana rings, or the Sarvatobhadra grid
/// with the grahas at the request's moment and the vedha of that moment's nakshatra tinted (as
/// `POST /v1/chakras` gives them).
fn chakra_drawing(ctx: &Ctx, kind: ChartKind) -> Result<Drawing, CalcError> {
    let chart = ctx.chart();
    let l = ctx.locale();
    let t = |k: Key| content::text(l, k);
    let mut words = chart_labels(l, Division::D1);
    words.title = t(match kind {
        ChartKind::Sudarshana => key!("report.chart.chakra.sudarshana"),
        _ => key!("report.chart.chakra.sarvatobhadra"),
    });
    let labels = draw::ChakraLabels {
        chart: words,
        rings: [
            t(key!("report.chart.chakra.ringLagna")),
            t(key!("report.chart.chakra.ringMoon")),
            t(key!("report.chart.chakra.ringSun")),
        ],
        directions: [
            t(key!("report.chart.chakra.east")),
            t(key!("report.chart.chakra.south")),
            t(key!("report.chart.chakra.west")),
            t(key!("report.chart.chakra.north")),
        ],
    };
    if kind == ChartKind::Sudarshana {
        return Ok(draw::chakra(chart, draw::Chakra::Sudarshana, &labels));
    }
    let at = crate::astro::JulianDay::from_utc(ctx.now);
    let (grid, day) = super::depth::sarvatobhadra_at(chart, at)?;
    Ok(draw::sarvatobhadra::sarvatobhadra(
        &grid,
        chart,
        Some(day),
        &labels,
    ))
}

/// A picture answered as a file: its media type and bytes. The PNG is rasterised here, on the
/// worker's blocking pool like every calculation.
pub fn picture(
    out: ChartImageOut,
    format: ImageFormat,
) -> Result<(&'static str, Vec<u8>), CalcError> {
    match format {
        ImageFormat::Svg => Ok((format.mime_type(), out.svg.into_bytes())),
        ImageFormat::Png => draw::png::to_png(&out.drawing)
            .map(|png| (format.mime_type(), png))
            .map_err(CalcError::Internal),
    }
}
