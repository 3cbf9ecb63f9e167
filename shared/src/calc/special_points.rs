//! `POST /v1/special-points`: the upagrahas and special lagnas of a birth chart
//! (`astro::special_points`), each placed in the chart.

use super::natal::round;
use super::{CalcError, Ctx};
use crate::astro::special_points::{self, PartPoint, SpecialLagna, Upagraha, UpagrahaPoint};
use crate::astro::{Chart, Longitude};
use crate::calc::names::{Named, Published};
use crate::content::{self, Locale};
use crate::key;
use chrono::SecondsFormat;
use serde::Serialize;

/// Where in its part of the day or night an upagraha of the parts is taken.
#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum PartConvention {
    /// The ascendant at the part's beginning.
    Beginning,
    /// The ascendant at the part's middle.
    Middle,
}

/// A special point placed in the chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PointOut {
    /// Its key (`dhuma`, `gulika`, `bhava`, …).
    #[schema(value_type = String)]
    pub name: Named<PointName>,
    /// Its name in the reader's language.
    pub title: String,
    #[schema(minimum = 0, maximum = 360)]
    pub longitude: f64,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    /// Whole-sign house from the ascendant.
    #[schema(minimum = 1, maximum = 12)]
    pub house: u8,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    pub nakshatra_pada: u8,
    /// For an upagraha of the day's parts: the part's lord, the moment its ascendant is taken
    /// (RFC 3339, UTC) and where in the part.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::PlanetName>)]
    pub part_lord: Option<crate::astro::Planet>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub taken_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub convention: Option<PartConvention>,
}

/// `POST /v1/special-points`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpecialPointsOut {
    /// The eleven upagrahas, the Sun's five first.
    pub upagrahas: Vec<PointOut>,
    /// The eight special lagnas.
    pub special_lagnas: Vec<PointOut>,
    /// Born between sunrise and sunset (null where the Sun does not rise or set that day).
    pub day_birth: Option<bool>,
    /// The sunrise the day's parts and the lagnas of time are counted from (upper limb with
    /// refraction), RFC 3339 UTC; null where the Sun does not rise that day.
    pub sunrise: Option<String>,
    pub sunset: Option<String>,
    /// The points that need a sunrise and a sunset, left out where the Sun does not rise or set
    /// on the birth day (polar day or night).
    #[schema(value_type = Vec<String>)]
    pub omitted: Vec<Named<PointName>>,
}

/// A special point by its key: an upagraha or a special lagna.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PointName {
    Upagraha(Upagraha),
    Lagna(SpecialLagna),
}

impl Published for PointName {
    fn published(self) -> &'static str {
        match self {
            PointName::Upagraha(u) => u.name(),
            PointName::Lagna(l) => l.name(),
        }
    }
}

/// The points left out of a reply (those that need a sunrise and a sunset), in the order of
/// `SpecialPoints::omitted`: the upagrahas, then the lagnas.
fn omitted(s: &special_points::SpecialPoints) -> Vec<Named<PointName>> {
    let upagrahas = Upagraha::ALL
        .into_iter()
        .filter(|u| !s.upagrahas.iter().any(|p| p.upagraha == *u))
        .map(PointName::Upagraha);
    let lagnas = SpecialLagna::ALL
        .into_iter()
        .filter(|l| !s.lagnas.iter().any(|(m, _)| m == l))
        .map(PointName::Lagna);
    upagrahas.chain(lagnas).map(Named).collect()
}

fn point(chart: &Chart, name: PointName, title: String, lon: Longitude) -> PointOut {
    PointOut {
        name: Named(name),
        title,
        longitude: round(lon.degrees(), 6),
        sign: lon.sign(),
        degree: round(lon.degree_in_sign(), 6),
        house: chart.house_from_ascendant(lon.sign()),
        nakshatra: lon.nakshatra(),
        nakshatra_pada: lon.pada(),
        part_lord: None,
        taken_at: None,
        convention: None,
    }
}

fn upagraha_out(chart: &Chart, u: &UpagrahaPoint, l: Locale) -> PointOut {
    let name = u.upagraha.name();
    let mut p = point(
        chart,
        PointName::Upagraha(u.upagraha),
        content::text(l, key!("specialPoints.upagraha.{}", name)),
        u.longitude,
    );
    if let Some((t, how)) = u.at {
        p.part_lord = u.upagraha.part_lord();
        p.taken_at = Some(t.to_utc().to_rfc3339_opts(SecondsFormat::Secs, true));
        p.convention = Some(match how {
            PartPoint::Beginning => PartConvention::Beginning,
            PartPoint::Middle => PartConvention::Middle,
        });
    }
    p
}

fn lagna_out(chart: &Chart, lagna: SpecialLagna, lon: Longitude, l: Locale) -> PointOut {
    let name = lagna.name();
    point(
        chart,
        PointName::Lagna(lagna),
        content::text(l, key!("specialPoints.lagna.{}", name)),
        lon,
    )
}

/// `POST /v1/special-points`.
pub fn special_points(ctx: &Ctx) -> Result<SpecialPointsOut, CalcError> {
    let chart = ctx.chart();
    let l = ctx.locale();
    let utc = |t: crate::astro::JulianDay| t.to_utc().to_rfc3339_opts(SecondsFormat::Secs, true);
    let s = special_points::special_points(chart, ctx.birth().timezone)?;
    Ok(SpecialPointsOut {
        upagrahas: s
            .upagrahas
            .iter()
            .map(|u| upagraha_out(chart, u, l))
            .collect(),
        special_lagnas: s
            .lagnas
            .iter()
            .map(|&(lagna, lon)| lagna_out(chart, lagna, lon, l))
            .collect(),
        day_birth: s.day.map(|d| d.day_birth),
        sunrise: s.day.map(|d| utc(d.sunrise)),
        sunset: s.day.map(|d| utc(d.sunset)),
        omitted: omitted(&s),
    })
}
