//! The Kundli report: cover with birth details, D1 and D9 charts, planets, houses and lords,
//! the Vimshottari timeline with antar dashas, the ashtakavarga grid, yogas present, doshas
//! and basic predictions. Each section built from a reply the engine cannot give yet is left
//! out rather than shown empty.

use super::dasha::{dasha, period_reading};
use super::{Ctx, chart_page, cover, dms, prose};
use crate::pdf::layout::{Align, Column, Doc, Row};
use graha::astro::dignity::dignity;
use graha::astro::{Chart, Planet};
use graha::calc::CalcError;
use graha::calc::reading::{
    DoshasOut, PersonalityOut, PlacementKind, PlacementReading, PredictionsOut, YogasOut,
};
use graha::calc::special_points::SpecialPointsOut;
use graha::calc::strength::AshtakavargaOut;
use graha::content::{Case, ordinal};
use graha::key;

/// Lays out the whole report.
pub fn build(ctx: &Ctx) -> anyhow::Result<Doc> {
    let (Some(person), Some(chart)) = (ctx.req.persons.first(), ctx.chart(0)) else {
        return Err(CalcError::invalid("profileId", "no profile given").into());
    };
    let mut doc = ctx.doc();
    cover(
        ctx,
        &mut doc,
        &ctx.t(key!("report.kundli.title")),
        &ctx.t(key!("report.kundli.subtitle")),
        &[(person, chart)],
    );
    doc.reserve_toc();

    doc.heading(&ctx.t(key!("report.kundli.charts")), 1);
    doc.paragraph(&ctx.t(key!("report.kundli.chartsIntro")));
    chart_page(ctx, &mut doc, chart, 222.0);

    planets(ctx, &mut doc, chart);
    houses(ctx, &mut doc, chart);
    if let Some(s) = ctx.reply::<SpecialPointsOut>(0) {
        special_points(ctx, &mut doc, &s);
    }
    if let Some(d) = ctx.dasha(0) {
        dasha(ctx, &mut doc, &d);
    }
    if let Some(av) = ctx.reply::<AshtakavargaOut>(0) {
        ashtakavarga(ctx, &mut doc, &av);
    }
    if let Some(y) = ctx.reply::<YogasOut>(0) {
        yogas(ctx, &mut doc, &y);
    }
    if let Some(d) = ctx.reply::<DoshasOut>(0) {
        doshas(ctx, &mut doc, &d);
    }
    let personality = ctx.reply::<PersonalityOut>(0);
    if let Some(p) = &personality {
        placements(ctx, &mut doc, p);
    }
    let periods = ctx.reply::<PredictionsOut>(0);
    predictions(ctx, &mut doc, personality.as_ref(), periods.as_ref());
    Ok(doc)
}

fn planets(ctx: &Ctx, doc: &mut Doc, chart: &Chart) {
    doc.heading(&ctx.t(key!("report.kundli.planets")), 1);
    doc.paragraph(&ctx.t(key!("report.kundli.planetsIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.table.graha")), 1.15, Align::Left),
        Column::new(ctx.t(key!("report.table.sign")), 1.1, Align::Left),
        Column::new(ctx.t(key!("report.table.degree")), 0.85, Align::Right),
        Column::new(ctx.t(key!("report.table.nakshatra")), 1.95, Align::Left),
        Column::new(ctx.t(key!("report.table.house")), 0.6, Align::Center),
        Column::new(ctx.t(key!("report.table.dignity")), 1.2, Align::Left),
        Column::new(ctx.t(key!("report.table.motion")), 1.0, Align::Left),
    ];
    let asc = chart.ascendant;
    let mut rows = vec![Row {
        cells: vec![
            ctx.t(key!("report.common.ascendantShort")),
            ctx.sign(asc.sign()),
            dms(asc.degree_in_sign()),
            format!("{} {}", ctx.nakshatra(asc.nakshatra()), asc.pada()),
            "1".to_owned(),
            "—".to_owned(),
            "—".to_owned(),
        ],
        strong: true,
        highlight: false,
    }];
    for g in &chart.grahas {
        rows.push(Row::new(vec![
            ctx.planet(g.planet),
            ctx.sign(g.sign()),
            dms(g.degree()),
            format!("{} {}", ctx.nakshatra(g.nakshatra()), g.pada()),
            g.house.to_string(),
            ctx.t(key!("report.dignity.{}", dignity(chart, g.planet).name())),
            if g.retrograde {
                ctx.t(key!("report.common.retrograde"))
            } else {
                ctx.t(key!("report.common.direct"))
            },
        ]));
    }
    doc.table(&cols, &rows, 9.5);
    doc.note(&ctx.t(key!("report.kundli.planetsNote")));

    let lord = asc.sign().lord();
    doc.heading(&ctx.t(key!("report.kundli.ascendantTitle")), 2);
    doc.paragraph(&ctx.f(
        key!("report.kundli.ascendantReading"),
        &[
            ("sign", &ctx.sign(asc.sign())),
            ("lord", &ctx.planet(lord)),
            (
                "house",
                &ordinal(ctx.locale, chart.graha(lord).house, Case::Oblique),
            ),
            ("lordSign", &ctx.sign(chart.graha(lord).sign())),
        ],
    ));
    let moon = chart.graha(Planet::Moon);
    doc.paragraph(&ctx.f(
        key!("report.kundli.moonReading"),
        &[
            ("sign", &ctx.sign(moon.sign())),
            ("nakshatra", &ctx.nakshatra(moon.nakshatra())),
            ("pada", &ordinal(ctx.locale, moon.pada(), Case::Oblique)),
            ("house", &ordinal(ctx.locale, moon.house, Case::Oblique)),
        ],
    ));
}

fn houses(ctx: &Ctx, doc: &mut Doc, chart: &Chart) {
    doc.heading(&ctx.t(key!("report.kundli.houses")), 1);
    doc.paragraph(&ctx.t(key!("report.kundli.housesIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.table.house")), 0.6, Align::Center),
        Column::new(ctx.t(key!("report.table.sign")), 1.1, Align::Left),
        Column::new(ctx.t(key!("report.table.lord")), 1.0, Align::Left),
        Column::new(ctx.t(key!("report.table.lordIn")), 0.9, Align::Center),
        Column::new(ctx.t(key!("report.table.occupants")), 1.5, Align::Left),
        Column::new(ctx.t(key!("report.table.signifies")), 2.6, Align::Left),
    ];
    let rows: Vec<Row> = chart
        .houses()
        .iter()
        .map(|h| {
            let occupants: Vec<String> = chart
                .occupants(h.number)
                .map(|g| ctx.planet(g.planet))
                .collect();
            let mut r = Row::new(vec![
                h.number.to_string(),
                ctx.sign(h.sign),
                ctx.planet(h.lord),
                chart.graha(h.lord).house.to_string(),
                if occupants.is_empty() {
                    "—".to_owned()
                } else {
                    occupants.join(", ")
                },
                ctx.t(key!("report.houseTheme.{}", h.number)),
            ]);
            r.highlight = h.number == 1;
            r
        })
        .collect();
    doc.table(&cols, &rows, 9.0);
    doc.note(&ctx.t(key!("report.kundli.housesNote")));
}

/// The upagrahas and special lagnas, after the houses.
fn special_points(ctx: &Ctx, doc: &mut Doc, s: &SpecialPointsOut) {
    doc.heading(&ctx.t(key!("report.kundli.specialPoints")), 2);
    doc.paragraph(&ctx.t(key!("report.kundli.specialPointsIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.kundli.point")), 1.4, Align::Left),
        Column::new(ctx.t(key!("report.table.sign")), 1.3, Align::Left),
        Column::new(ctx.t(key!("report.table.house")), 0.6, Align::Center),
        Column::new(ctx.t(key!("report.table.nakshatra")), 1.6, Align::Left),
    ];
    let rows: Vec<Row> = s
        .upagrahas
        .iter()
        .chain(&s.special_lagnas)
        .map(|p| {
            Row::new(vec![
                p.title.clone(),
                format!("{} {}", ctx.sign(p.sign), dms(p.degree)),
                p.house.to_string(),
                ctx.f(
                    key!("report.common.nakshatraPada"),
                    &[
                        ("nakshatra", &ctx.nakshatra(p.nakshatra)),
                        ("pada", &p.nakshatra_pada.to_string()),
                    ],
                ),
            ])
        })
        .collect();
    doc.table(&cols, &rows, 9.0);
}

/// The ashtakavarga: the bindu grid, the reply's reading, and the sarva bindus by house.
fn ashtakavarga(ctx: &Ctx, doc: &mut Doc, av: &AshtakavargaOut) {
    if av.signs.len() != 12 {
        return;
    }
    doc.heading(&ctx.t(key!("report.kundli.ashtakavarga")), 1);
    doc.paragraph(&ctx.t(key!("report.kundli.ashtakavargaIntro")));
    let (cols, rows) = bindu_grid(ctx, av);
    doc.table(&cols, &rows, 8.5);
    doc.note(&ctx.t(key!("report.kundli.ashtakavargaNote")));
    if let Some(reading) = prose(&av.interpretation) {
        doc.paragraph(reading);
    }
    ashtakavarga_houses(ctx, doc, av);
}

/// The bindu grid: a row per planet's bhinna ashtakavarga and the sarva, by sign, with totals.
fn bindu_grid(ctx: &Ctx, av: &AshtakavargaOut) -> (Vec<Column>, Vec<Row>) {
    let mut cols = vec![Column::new("", 1.7, Align::Left)];
    for sg in &av.signs {
        cols.push(Column::new(
            ctx.t(key!("report.chart.signShort.{}", sg)),
            1.0,
            Align::Center,
        ));
    }
    cols.push(Column::new(
        ctx.t(key!("report.table.total")),
        1.1,
        Align::Center,
    ));
    let mut rows = Vec::new();
    for p in Planet::SEVEN {
        let Some(b) = av.bhinna.get(p.name()) else {
            continue;
        };
        let mut cells = vec![ctx.planet(p)];
        cells.extend(b.iter().map(u8::to_string));
        cells.push(
            av.totals
                .bhinna
                .get(p.name())
                .copied()
                .unwrap_or(0)
                .to_string(),
        );
        rows.push(Row::new(cells));
    }
    let mut cells = vec![ctx.t(key!("report.table.sarva"))];
    cells.extend(av.sarva.iter().map(u8::to_string));
    cells.push(av.totals.sarva.to_string());
    rows.push(Row {
        cells,
        strong: true,
        highlight: true,
    });
    (cols, rows)
}

/// The sarva bindus by house with the reply's rating of each, and each rating's reading once.
fn ashtakavarga_houses(ctx: &Ctx, doc: &mut Doc, av: &AshtakavargaOut) {
    doc.heading(&ctx.t(key!("report.kundli.ashtakavargaHouses")), 2);
    let cols = [
        Column::new(ctx.t(key!("report.table.house")), 0.7, Align::Center),
        Column::new(ctx.t(key!("report.table.sign")), 1.2, Align::Left),
        Column::new(ctx.t(key!("report.table.bindus")), 0.8, Align::Center),
        Column::new(ctx.t(key!("report.table.rating")), 1.6, Align::Left),
        Column::new(ctx.t(key!("report.table.signifies")), 2.6, Align::Left),
    ];
    let rows: Vec<Row> = av
        .houses
        .iter()
        .map(|h| {
            let mut r = Row::new(vec![
                h.house.to_string(),
                ctx.sign(h.sign),
                h.sarva.to_string(),
                ctx.word(key!("report.rating.{}", h.rating), h.rating.name()),
                ctx.t(key!("report.houseTheme.{}", h.house)),
            ]);
            r.highlight = h.rating == "strong";
            r
        })
        .collect();
    doc.table(&cols, &rows, 8.5);
    // The reply's reading of each rating, once.
    let mut seen = Vec::new();
    for h in &av.houses {
        if let Some(desc) = prose(&h.description)
            && !seen.contains(&h.rating)
        {
            seen.push(h.rating);
            doc.labelled(
                &ctx.word(key!("report.rating.{}", h.rating), h.rating.name()),
                desc,
            );
        }
    }
}

/// Yogas present, each with its strength, forming grahas and description (as `POST /v1/yogas`).
fn yogas(ctx: &Ctx, doc: &mut Doc, y: &YogasOut) {
    let present: Vec<_> = y.yogas.iter().filter(|y| y.is_present).collect();
    doc.heading(&ctx.t(key!("report.kundli.yogas")), 1);
    doc.paragraph(&ctx.t(key!("report.kundli.yogasIntro")));
    doc.paragraph(&ctx.f(
        key!("report.kundli.yogasCount"),
        &[
            ("present", &y.summary.present.to_string()),
            ("checked", &y.summary.checked.to_string()),
        ],
    ));
    if present.is_empty() {
        doc.paragraph(&ctx.t(key!("report.kundli.noYogas")));
        return;
    }
    for y in present {
        let mut title = prose(&y.display_name).unwrap_or(y.name).to_owned();
        let strength = y.strength.map_or("none", |s| s.name());
        for (value, word) in [
            (y.category.name(), key!("report.category.{}", y.category)),
            (strength, key!("report.strength.{}", strength)),
        ] {
            if !matches!(value, "" | "none") {
                title = format!("{title} · {}", ctx.word(word, value));
            }
        }
        doc.heading(&title, 2);
        let forming: Vec<String> = y.forming_planets.iter().map(|&p| ctx.planet(p)).collect();
        if !forming.is_empty() {
            doc.labelled(&ctx.t(key!("report.kundli.formedBy")), &forming.join(", "));
        }
        if let Some(desc) = prose(&y.description) {
            doc.paragraph(desc);
        }
    }
}

/// The doshas checked, present ones with severity, houses, description and remedies (§4.9).
pub fn doshas(ctx: &Ctx, doc: &mut Doc, d: &DoshasOut) {
    if d.doshas.is_empty() {
        return;
    }
    doc.heading(&ctx.t(key!("report.kundli.doshas")), 1);
    doc.paragraph(&ctx.t(key!("report.kundli.doshasIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.table.dosha")), 2.0, Align::Left),
        Column::new(ctx.t(key!("report.table.present")), 1.0, Align::Center),
        Column::new(ctx.t(key!("report.table.severity")), 1.2, Align::Left),
    ];
    let rows: Vec<Row> = d
        .doshas
        .iter()
        .map(|x| {
            let severity = x.found.as_ref().map_or("", |f| f.severity.name());
            let mut r = Row::new(vec![
                dosha_name(ctx, x.name.name()),
                ctx.t(if x.is_present {
                    key!("report.common.yes")
                } else {
                    key!("report.common.no")
                }),
                match severity {
                    "" => "—".to_owned(),
                    sev => ctx.word(key!("report.severity.{}", sev), sev),
                },
            ]);
            r.highlight = x.is_present;
            r
        })
        .collect();
    doc.table(&cols, &rows, 9.5);
    for x in d.doshas.iter().filter(|x| x.is_present) {
        doc.heading(&dosha_name(ctx, x.name.name()), 2);
        let Some(f) = &x.found else { continue };
        if !f.affected_houses.is_empty() {
            let houses: Vec<String> = f.affected_houses.iter().map(u8::to_string).collect();
            doc.labelled(
                &ctx.t(key!("report.kundli.affectedHouses")),
                &houses.join(", "),
            );
        }
        if !f.factors.is_empty() {
            doc.labelled(&ctx.t(key!("report.kundli.factors")), &f.factors.join("; "));
        }
        if let Some(desc) = prose(&f.description) {
            doc.paragraph(desc);
        }
        if !f.remedies.is_empty() {
            doc.labelled(&ctx.t(key!("report.kundli.remedies")), "");
            doc.bullets(&f.remedies);
        }
    }
}

/// A dosha's name in the report's language (`report.doshaName.MangalDosha`), else the reply's.
fn dosha_name(ctx: &Ctx, name: &str) -> String {
    let name = name.replace(' ', "");
    ctx.word(key!("report.doshaName.{}", name), &name)
}

/// Basic predictions: the personality the chart describes and the reading of the periods
/// running now.
/// Each graha in its sign and house, then each house's lord where it sits, from the
/// personality reply's placement readings.
fn placements(ctx: &Ctx, doc: &mut Doc, p: &PersonalityOut) {
    for (kinds, title, intro) in [
        (
            &[PlacementKind::PlanetInSign, PlacementKind::PlanetInHouse][..],
            key!("report.kundli.placements"),
            key!("report.kundli.placementsIntro"),
        ),
        (
            &[PlacementKind::LordInHouse][..],
            key!("report.kundli.lords"),
            key!("report.kundli.lordsIntro"),
        ),
    ] {
        let items: Vec<&PlacementReading> = p
            .placements
            .iter()
            .filter(|x| kinds.contains(&x.kind))
            .collect();
        if items.is_empty() {
            continue;
        }
        doc.heading(&ctx.t(title), 1);
        doc.paragraph(&ctx.t(intro));
        for x in items {
            doc.labelled(&x.statement.factor, &x.statement.text);
        }
    }
}

fn predictions(
    ctx: &Ctx,
    doc: &mut Doc,
    personality: Option<&PersonalityOut>,
    periods: Option<&PredictionsOut>,
) {
    let traits: Vec<(&str, &str)> = personality
        .into_iter()
        .flat_map(|p| &p.traits)
        .filter_map(|t| Some((t.area.name(), prose(&t.statement.text)?)))
        .collect();
    let current: Vec<_> = periods
        .into_iter()
        .flat_map(|p| &p.periods)
        .filter(|x| x.is_current)
        .collect();
    if traits.is_empty() && current.is_empty() {
        return;
    }
    doc.heading(&ctx.t(key!("report.kundli.predictions")), 1);
    doc.paragraph(&ctx.t(key!("report.kundli.predictionsIntro")));
    if !traits.is_empty() {
        doc.heading(&ctx.t(key!("report.kundli.personality")), 2);
        for (area, text) in traits {
            doc.labelled(&ctx.word(key!("report.trait.{}", area), area), text);
        }
        for (list, title) in [
            (
                personality.map(|p| &p.strengths),
                key!("report.kundli.strengths"),
            ),
            (
                personality.map(|p| &p.challenges),
                key!("report.kundli.challenges"),
            ),
        ] {
            let items: Vec<String> = list
                .into_iter()
                .flatten()
                .filter_map(|x| prose(&x.text))
                .map(str::to_owned)
                .collect();
            if !items.is_empty() {
                doc.labelled(&ctx.t(title), "");
                doc.bullets(&items);
            }
        }
    }
    for p in current {
        period_reading(ctx, doc, p);
    }
}
