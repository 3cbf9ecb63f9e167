//! The Kundli report: cover with birth details, D1 and D9 charts, planets, houses and lords,
//! the Vimshottari timeline with antar dashas, the ashtakavarga grid, yogas present, doshas
//! and basic predictions. Each section built from a reply the engine cannot give yet is left
//! out rather than shown empty.

use super::{Ctx, chart_of, chart_page, cover, dms, prose, s};
use crate::pdf::layout::{Align, Column, Doc, Row};
use graha::astro::dignity::dignity;
use graha::astro::{Chart, Planet};
use graha::endpoints::Endpoint;
use serde_json::Value;

/// Lays out the whole report.
pub fn build(ctx: &Ctx) -> anyhow::Result<Doc> {
    let person = ctx
        .req
        .persons
        .first()
        .ok_or_else(|| graha::calc::CalcError::invalid("profileId", "no profile given"))?;
    let chart = chart_of(person)?;
    let mut doc = ctx.doc();
    cover(
        ctx,
        &mut doc,
        &ctx.t("kundli.title"),
        &ctx.t("kundli.subtitle"),
        &[(person, &chart)],
    );
    doc.reserve_toc();

    doc.heading(&ctx.t("kundli.charts"), 1);
    doc.paragraph(&ctx.t("kundli.chartsIntro"));
    chart_page(ctx, &mut doc, &chart, 222.0);

    planets(ctx, &mut doc, &chart);
    houses(ctx, &mut doc, &chart);
    if let Some(d) = ctx.call_for(Endpoint::Dasha, 0) {
        dasha(ctx, &mut doc, &d);
    }
    if let Some(av) = ctx.call_for(Endpoint::Ashtakavarga, 0) {
        ashtakavarga(ctx, &mut doc, &av);
    }
    if let Some(y) = ctx.call_for(Endpoint::Yogas, 0) {
        yogas(ctx, &mut doc, &y);
    }
    if let Some(d) = ctx.call_for(Endpoint::Dosha, 0) {
        doshas(ctx, &mut doc, &d);
    }
    let personality = ctx.call_for(Endpoint::Personality, 0);
    let periods = ctx.call_for(Endpoint::Predictions, 0);
    predictions(ctx, &mut doc, personality.as_ref(), periods.as_ref());
    Ok(doc)
}

fn planets(ctx: &Ctx, doc: &mut Doc, chart: &Chart) {
    doc.heading(&ctx.t("kundli.planets"), 1);
    doc.paragraph(&ctx.t("kundli.planetsIntro"));
    let cols = [
        Column::new(ctx.t("table.graha"), 1.15, Align::Left),
        Column::new(ctx.t("table.sign"), 1.1, Align::Left),
        Column::new(ctx.t("table.degree"), 0.85, Align::Right),
        Column::new(ctx.t("table.nakshatra"), 1.95, Align::Left),
        Column::new(ctx.t("table.house"), 0.6, Align::Center),
        Column::new(ctx.t("table.dignity"), 1.2, Align::Left),
        Column::new(ctx.t("table.motion"), 1.0, Align::Left),
    ];
    let asc = chart.ascendant;
    let mut rows = vec![Row {
        cells: vec![
            ctx.t("common.ascendantShort"),
            ctx.sign(asc.sign().name()),
            dms(asc.degree_in_sign()),
            format!("{} {}", ctx.nakshatra(asc.nakshatra().name()), asc.pada()),
            "1".to_owned(),
            "—".to_owned(),
            "—".to_owned(),
        ],
        strong: true,
        highlight: false,
    }];
    for g in &chart.grahas {
        rows.push(Row::new(vec![
            ctx.planet(g.planet.name()),
            ctx.sign(g.sign().name()),
            dms(g.degree()),
            format!("{} {}", ctx.nakshatra(g.nakshatra().name()), g.pada()),
            g.house.to_string(),
            ctx.t(&format!("dignity.{}", dignity(chart, g.planet).name())),
            if g.retrograde {
                ctx.t("common.retrograde")
            } else {
                ctx.t("common.direct")
            },
        ]));
    }
    doc.table(&cols, &rows, 9.5);
    doc.note(&ctx.t("kundli.planetsNote"));

    let lord = asc.sign().lord();
    doc.heading(&ctx.t("kundli.ascendantTitle"), 2);
    doc.paragraph(&ctx.f(
        "kundli.ascendantReading",
        &[
            ("sign", &ctx.sign(asc.sign().name())),
            ("lord", &ctx.planet(lord.name())),
            ("house", &chart.graha(lord).house.to_string()),
            ("lordSign", &ctx.sign(chart.graha(lord).sign().name())),
        ],
    ));
    let moon = chart.graha(Planet::Moon);
    doc.paragraph(&ctx.f(
        "kundli.moonReading",
        &[
            ("sign", &ctx.sign(moon.sign().name())),
            ("nakshatra", &ctx.nakshatra(moon.nakshatra().name())),
            ("pada", &moon.pada().to_string()),
            ("house", &moon.house.to_string()),
        ],
    ));
}

fn houses(ctx: &Ctx, doc: &mut Doc, chart: &Chart) {
    doc.heading(&ctx.t("kundli.houses"), 1);
    doc.paragraph(&ctx.t("kundli.housesIntro"));
    let cols = [
        Column::new(ctx.t("table.house"), 0.6, Align::Center),
        Column::new(ctx.t("table.sign"), 1.1, Align::Left),
        Column::new(ctx.t("table.lord"), 1.0, Align::Left),
        Column::new(ctx.t("table.lordIn"), 0.9, Align::Center),
        Column::new(ctx.t("table.occupants"), 1.5, Align::Left),
        Column::new(ctx.t("table.signifies"), 2.6, Align::Left),
    ];
    let rows: Vec<Row> = chart
        .houses()
        .iter()
        .map(|h| {
            let occupants: Vec<String> = chart
                .occupants(h.number)
                .map(|g| ctx.planet(g.planet.name()))
                .collect();
            let mut r = Row::new(vec![
                h.number.to_string(),
                ctx.sign(h.sign.name()),
                ctx.planet(h.lord.name()),
                chart.graha(h.lord).house.to_string(),
                if occupants.is_empty() {
                    "—".to_owned()
                } else {
                    occupants.join(", ")
                },
                ctx.t(&format!("houseTheme.{}", h.number)),
            ]);
            r.highlight = h.number == 1;
            r
        })
        .collect();
    doc.table(&cols, &rows, 9.0);
    doc.note(&ctx.t("kundli.housesNote"));
}

/// The running periods and the timeline, one row per maha dasha followed by its antars.
pub fn dasha(ctx: &Ctx, doc: &mut Doc, d: &Value) {
    doc.heading(&ctx.t("kundli.dasha"), 1);
    doc.paragraph(&ctx.t("kundli.dashaIntro"));
    current_periods(ctx, doc, d);
    if let Some(b) = d.get("balanceAtBirth") {
        let num = |k: &str| b.get(k).and_then(Value::as_u64).unwrap_or(0).to_string();
        doc.paragraph(&ctx.f(
            "kundli.balance",
            &[
                ("planet", &ctx.planet(s(b, "planet"))),
                ("years", &num("years")),
                ("months", &num("months")),
                ("days", &num("days")),
            ],
        ));
    }
    if let Some(reading) = prose(d, "interpretation") {
        doc.paragraph(reading);
    }
    doc.heading(&ctx.t("kundli.timeline"), 2);
    let running_maha = d["currentMahaDasha"]["planet"].as_str();
    let running_antar = (
        d["currentAntarDasha"]["planet"].as_str(),
        d["currentAntarDasha"]["startDate"].as_str(),
    );
    let cols = [
        Column::new(ctx.t("table.mahadasha"), 1.2, Align::Left),
        Column::new(ctx.t("table.antardasha"), 1.2, Align::Left),
        Column::new(ctx.t("table.from"), 1.0, Align::Center),
        Column::new(ctx.t("table.to"), 1.0, Align::Center),
    ];
    let mut rows = Vec::new();
    for (k, m) in d["timeline"].as_array().into_iter().flatten().enumerate() {
        let lord = ctx.planet(s(m, "planet"));
        rows.push(Row {
            cells: vec![
                lord.clone(),
                String::new(),
                s(m, "startDate").into(),
                s(m, "endDate").into(),
            ],
            strong: true,
            highlight: k == 0 && running_maha == Some(s(m, "planet")),
        });
        for a in m["antarDashas"].as_array().into_iter().flatten() {
            let running =
                k == 0 && running_antar == (Some(s(a, "planet")), Some(s(a, "startDate")));
            rows.push(Row {
                cells: vec![
                    String::new(),
                    format!("{lord} – {}", ctx.planet(s(a, "planet"))),
                    s(a, "startDate").into(),
                    s(a, "endDate").into(),
                ],
                strong: false,
                highlight: running,
            });
        }
    }
    doc.table(&cols, &rows, 8.5);
}

/// The maha, antar and pratyantar dashas running now.
pub fn current_periods(ctx: &Ctx, doc: &mut Doc, d: &Value) {
    let cols = [
        Column::new(ctx.t("table.level"), 1.3, Align::Left),
        Column::new(ctx.t("table.graha"), 1.0, Align::Left),
        Column::new(ctx.t("table.from"), 1.0, Align::Center),
        Column::new(ctx.t("table.to"), 1.0, Align::Center),
    ];
    let rows: Vec<Row> = [
        ("currentMahaDasha", "table.mahadasha"),
        ("currentAntarDasha", "table.antardasha"),
        ("currentPratyantarDasha", "table.pratyantardasha"),
    ]
    .iter()
    .filter_map(|(k, label)| {
        let p = d.get(*k).filter(|p| p.is_object())?;
        Some(Row::new(vec![
            ctx.t(label),
            ctx.planet(s(p, "planet")),
            s(p, "startDate").into(),
            s(p, "endDate").into(),
        ]))
    })
    .collect();
    if !rows.is_empty() {
        doc.heading(&ctx.t("kundli.running"), 2);
        doc.table(&cols, &rows, 9.5);
    }
}

fn ashtakavarga(ctx: &Ctx, doc: &mut Doc, av: &Value) {
    let signs: Vec<&str> = av["signs"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    if signs.len() != 12 {
        return;
    }
    doc.heading(&ctx.t("kundli.ashtakavarga"), 1);
    doc.paragraph(&ctx.t("kundli.ashtakavargaIntro"));
    let mut cols = vec![Column::new("", 1.7, Align::Left)];
    for sg in &signs {
        cols.push(Column::new(
            ctx.t(&format!("chart.signShort.{sg}")),
            1.0,
            Align::Center,
        ));
    }
    cols.push(Column::new(ctx.t("table.total"), 1.1, Align::Center));
    let mut rows = Vec::new();
    for p in Planet::SEVEN {
        let Some(b) = av["bhinna"][p.name()].as_array() else {
            continue;
        };
        let mut cells = vec![ctx.planet(p.name())];
        cells.extend(b.iter().map(|x| x.as_u64().unwrap_or(0).to_string()));
        cells.push(
            av["totals"]["bhinna"][p.name()]
                .as_u64()
                .unwrap_or(0)
                .to_string(),
        );
        rows.push(Row::new(cells));
    }
    if let Some(sarva) = av["sarva"].as_array() {
        let mut cells = vec![ctx.t("table.sarva")];
        cells.extend(sarva.iter().map(|x| x.as_u64().unwrap_or(0).to_string()));
        cells.push(av["totals"]["sarva"].as_u64().unwrap_or(0).to_string());
        rows.push(Row {
            cells,
            strong: true,
            highlight: true,
        });
    }
    doc.table(&cols, &rows, 8.5);
    doc.note(&ctx.t("kundli.ashtakavargaNote"));
    if let Some(reading) = prose(av, "interpretation") {
        doc.paragraph(reading);
    }
    // Sarva bindus by house, with the reply's rating of each.
    if let Some(houses) = av["houses"].as_array() {
        doc.heading(&ctx.t("kundli.ashtakavargaHouses"), 2);
        let cols = [
            Column::new(ctx.t("table.house"), 0.7, Align::Center),
            Column::new(ctx.t("table.sign"), 1.2, Align::Left),
            Column::new(ctx.t("table.bindus"), 0.8, Align::Center),
            Column::new(ctx.t("table.rating"), 1.6, Align::Left),
            Column::new(ctx.t("table.signifies"), 2.6, Align::Left),
        ];
        let rows: Vec<Row> = houses
            .iter()
            .map(|h| {
                let house = h["house"].as_u64().unwrap_or(0);
                let mut r = Row::new(vec![
                    house.to_string(),
                    ctx.sign(s(h, "sign")),
                    h["sarva"].as_u64().unwrap_or(0).to_string(),
                    ctx.word("rating", s(h, "rating")),
                    ctx.t(&format!("houseTheme.{house}")),
                ]);
                r.highlight = s(h, "rating") == "strong";
                r
            })
            .collect();
        doc.table(&cols, &rows, 8.5);
        // The reply's reading of each rating, once.
        let mut seen = Vec::new();
        for h in houses {
            let (rating, desc) = (s(h, "rating"), prose(h, "description").unwrap_or(""));
            if !desc.is_empty() && !seen.contains(&rating) {
                seen.push(rating);
                doc.labelled(&ctx.word("rating", rating), desc);
            }
        }
    }
}

/// Yogas present, each with its strength, forming grahas and description (spec §4.10).
fn yogas(ctx: &Ctx, doc: &mut Doc, y: &Value) {
    let present: Vec<&Value> = y["yogas"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|y| y["isPresent"].as_bool().unwrap_or(false))
        .collect();
    doc.heading(&ctx.t("kundli.yogas"), 1);
    doc.paragraph(&ctx.t("kundli.yogasIntro"));
    if let (Some(n), Some(of)) = (
        y["summary"]["present"].as_u64(),
        y["summary"]["checked"].as_u64(),
    ) {
        doc.paragraph(&ctx.f(
            "kundli.yogasCount",
            &[("present", &n.to_string()), ("checked", &of.to_string())],
        ));
    }
    if present.is_empty() {
        doc.paragraph(&ctx.t("kundli.noYogas"));
        return;
    }
    for y in present {
        let name = prose(y, "displayName").unwrap_or(s(y, "name"));
        let mut title = name.to_owned();
        for (group, key) in [("category", "category"), ("strength", "strength")] {
            if !matches!(s(y, key), "" | "none") {
                title = format!("{title} · {}", ctx.word(group, s(y, key)));
            }
        }
        doc.heading(&title, 2);
        let forming: Vec<String> = y["formingPlanets"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .map(|p| ctx.planet(p))
            .collect();
        if !forming.is_empty() {
            doc.labelled(&ctx.t("kundli.formedBy"), &forming.join(", "));
        }
        if let Some(desc) = prose(y, "description") {
            doc.paragraph(desc);
        }
    }
}

/// The doshas checked, present ones with severity, houses, description and remedies (§4.9).
pub fn doshas(ctx: &Ctx, doc: &mut Doc, d: &Value) {
    let list: Vec<&Value> = d["doshas"].as_array().into_iter().flatten().collect();
    if list.is_empty() {
        return;
    }
    doc.heading(&ctx.t("kundli.doshas"), 1);
    doc.paragraph(&ctx.t("kundli.doshasIntro"));
    let cols = [
        Column::new(ctx.t("table.dosha"), 2.0, Align::Left),
        Column::new(ctx.t("table.present"), 1.0, Align::Center),
        Column::new(ctx.t("table.severity"), 1.2, Align::Left),
    ];
    let rows: Vec<Row> = list
        .iter()
        .map(|x| {
            let present = x["isPresent"].as_bool().unwrap_or(false);
            let mut r = Row::new(vec![
                dosha_name(ctx, x),
                ctx.t(if present { "common.yes" } else { "common.no" }),
                match s(x, "severity") {
                    "" => "—".to_owned(),
                    sev => ctx.word("severity", sev),
                },
            ]);
            r.highlight = present;
            r
        })
        .collect();
    doc.table(&cols, &rows, 9.5);
    for x in list
        .iter()
        .filter(|x| x["isPresent"].as_bool().unwrap_or(false))
    {
        doc.heading(&dosha_name(ctx, x), 2);
        let houses: Vec<String> = x["affectedHouses"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_u64)
            .map(|h| h.to_string())
            .collect();
        if !houses.is_empty() {
            doc.labelled(&ctx.t("kundli.affectedHouses"), &houses.join(", "));
        }
        let factors: Vec<&str> = x["factors"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        if !factors.is_empty() {
            doc.labelled(&ctx.t("kundli.factors"), &factors.join("; "));
        }
        if let Some(desc) = prose(x, "description") {
            doc.paragraph(desc);
        }
        let remedies: Vec<String> = x["remedies"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .filter(|r| !super::unresolved(r))
            .map(str::to_owned)
            .collect();
        if !remedies.is_empty() {
            doc.labelled(&ctx.t("kundli.remedies"), "");
            doc.bullets(&remedies);
        }
    }
}

/// A dosha's name in the report's language (`report.doshaName.MangalDosha`), else the reply's.
fn dosha_name(ctx: &Ctx, x: &Value) -> String {
    ctx.word("doshaName", &s(x, "name").replace(' ', ""))
}

/// Basic predictions: the personality the chart describes and the reading of the periods
/// running now.
fn predictions(ctx: &Ctx, doc: &mut Doc, personality: Option<&Value>, periods: Option<&Value>) {
    let traits: Vec<(&str, &str)> = personality
        .map(|p| {
            p["traits"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|t| Some((s(t, "area"), prose(t, "text")?)))
                .collect()
        })
        .unwrap_or_default();
    let current: Vec<&Value> = periods
        .map(|p| {
            p["periods"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|x| x["isCurrent"].as_bool().unwrap_or(false))
                .collect()
        })
        .unwrap_or_default();
    if traits.is_empty() && current.is_empty() {
        return;
    }
    doc.heading(&ctx.t("kundli.predictions"), 1);
    doc.paragraph(&ctx.t("kundli.predictionsIntro"));
    if !traits.is_empty() {
        doc.heading(&ctx.t("kundli.personality"), 2);
        for (area, text) in traits {
            doc.labelled(&ctx.word("trait", area), text);
        }
        for (key, title) in [
            ("strengths", "kundli.strengths"),
            ("challenges", "kundli.challenges"),
        ] {
            let items: Vec<String> = personality
                .and_then(|p| p[key].as_array())
                .into_iter()
                .flatten()
                .filter_map(|x| prose(x, "text"))
                .map(str::to_owned)
                .collect();
            if !items.is_empty() {
                doc.labelled(&ctx.t(title), "");
                doc.bullets(&items);
            }
        }
    }
    for p in current {
        super::predictions::period_reading(ctx, doc, p);
    }
}
