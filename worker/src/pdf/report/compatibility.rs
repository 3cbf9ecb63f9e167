//! The Compatibility report: both charts, the partners' Moon factors, the eight kootas with
//! what each measures and how this couple scores, Manglik and Nadi findings, the verdict.

use super::{Ctx, chart_of, cover, prose, s};
use crate::pdf::layout::{Align, Column, Doc, Row};
use graha::astro::Division;
use graha::calc::{ChartStyle, chart_image};
use graha::endpoints::Endpoint;
use serde_json::Value;

/// The eight kootas in the spec's order (§2.6).
pub const KOOTAS: [&str; 8] = [
    "varna",
    "vashya",
    "tara",
    "yoni",
    "grahamaitri",
    "gana",
    "bhakoot",
    "nadi",
];

fn num(v: &Value) -> String {
    match v.as_f64() {
        Some(x) if x.fract() == 0.0 => format!("{x:.0}"),
        Some(x) => format!("{x}"),
        None => "—".to_owned(),
    }
}

/// Lays out the whole report (bride first, then groom).
pub fn build(ctx: &Ctx) -> anyhow::Result<Doc> {
    let [bride, groom] = match ctx.req.persons.as_slice() {
        [b, g, ..] => [b, g],
        _ => {
            return Err(graha::calc::CalcError::invalid(
                "groomProfileId",
                "the compatibility report needs a bride's and a groom's profile",
            )
            .into());
        }
    };
    let charts = [chart_of(bride)?, chart_of(groom)?];
    let mut doc = ctx.doc();
    cover(
        ctx,
        &mut doc,
        &ctx.t("compatibility.title"),
        &ctx.f(
            "compatibility.subtitle",
            &[("bride", &bride.name), ("groom", &groom.name)],
        ),
        &[(bride, &charts[0]), (groom, &charts[1])],
    );
    doc.reserve_toc();

    doc.heading(&ctx.t("compatibility.charts"), 1);
    doc.paragraph(&ctx.t("compatibility.chartsIntro"));
    let names = [&bride.name, &groom.name];
    for division in [Division::D1, Division::D9] {
        let pics: Vec<_> = charts
            .iter()
            .map(|c| chart_image::drawing(c, ChartStyle::North, division, ctx.locale))
            .collect();
        let figs: Vec<_> = pics
            .iter()
            .zip(names)
            .map(|(d, n)| (d, format!("{n} · {}", d.title)))
            .collect();
        doc.figures(&figs, 222.0);
        doc.gap(6.0);
    }

    let Some(reply) = ctx.call_with(
        Endpoint::Matching,
        vec![bride.clone(), groom.clone()],
        ctx.req.now,
        |_| {},
    ) else {
        return Ok(doc);
    };
    let m = &reply["matching"];
    kootas(ctx, &mut doc, m);
    doshas(ctx, &mut doc, m);
    verdict(ctx, &mut doc, m, prose(&reply, "summary").unwrap_or(""));
    Ok(doc)
}

/// The Moon factors the kootas are read from, side by side.
fn partners(ctx: &Ctx, doc: &mut Doc, m: &Value) {
    let (b, g) = (&m["bride"], &m["groom"]);
    doc.heading(&ctx.t("compatibility.partners"), 2);
    doc.paragraph(&ctx.t("compatibility.partnersIntro"));
    let cols = [
        Column::new("", 1.2, Align::Left),
        Column::new(s(b, "name"), 1.5, Align::Left),
        Column::new(s(g, "name"), 1.5, Align::Left),
    ];
    let pair = |label: &str, f: &dyn Fn(&Value) -> String| Row::new(vec![ctx.t(label), f(b), f(g)]);
    let rows = vec![
        pair("table.moonSign", &|p| ctx.sign(s(p, "rashi"))),
        pair("table.signLord", &|p| ctx.planet(s(p, "rashiLord"))),
        pair("table.nakshatra", &|p| {
            ctx.f(
                "common.nakshatraPada",
                &[
                    ("nakshatra", &ctx.nakshatra(s(p, "nakshatra"))),
                    (
                        "pada",
                        &p["nakshatraPada"].as_u64().unwrap_or(0).to_string(),
                    ),
                ],
            )
        }),
        pair("table.nakshatraLord", &|p| {
            ctx.planet(s(p, "nakshatraLord"))
        }),
        pair("table.varna", &|p| ctx.value(s(p, "varna"))),
        pair("table.vashya", &|p| ctx.value(s(p, "vashya"))),
        pair("table.yoni", &|p| ctx.value(s(p, "yoni"))),
        pair("table.gana", &|p| ctx.value(s(p, "gana"))),
        pair("table.nadi", &|p| ctx.value(s(p, "nadi"))),
    ];
    doc.table(&cols, &rows, 9.5);
}

/// The eight kootas: the score table, then what each one measures and this couple's reading.
fn kootas(ctx: &Ctx, doc: &mut Doc, m: &Value) {
    let a = &m["ashtakoot"];
    doc.heading(&ctx.t("compatibility.kootas"), 1);
    partners(ctx, doc, m);
    doc.heading(&ctx.t("compatibility.scoreTable"), 2);
    doc.paragraph(&ctx.t("compatibility.kootasIntro"));
    let cols = [
        Column::new(ctx.t("table.koota"), 1.4, Align::Left),
        Column::new(s(&m["bride"], "name"), 1.2, Align::Left),
        Column::new(s(&m["groom"], "name"), 1.2, Align::Left),
        Column::new(ctx.t("table.points"), 0.9, Align::Center),
    ];
    let mut rows: Vec<Row> = KOOTAS
        .iter()
        .filter_map(|k| a.get(*k).map(|x| (k, x)))
        .map(|(k, x)| {
            let label = match s(x, "label") {
                "" => ctx.t(&format!("koota.{k}.name")),
                l => l.to_owned(),
            };
            let mut r = Row::new(vec![
                label,
                ctx.value(s(x, "brideValue")),
                ctx.value(s(x, "groomValue")),
                format!("{} / {}", num(&x["obtainedPoints"]), num(&x["maxPoints"])),
            ]);
            r.highlight = x["obtainedPoints"].as_f64() == Some(0.0);
            r
        })
        .collect();
    rows.push(Row {
        cells: vec![
            ctx.t("table.total"),
            String::new(),
            String::new(),
            format!("{} / {}", num(&m["totalPoints"]), num(&m["maxPoints"])),
        ],
        strong: true,
        highlight: false,
    });
    doc.table(&cols, &rows, 9.5);
    doc.paragraph(&ctx.f(
        "compatibility.score",
        &[
            ("total", &num(&m["totalPoints"])),
            ("percentage", &num(&m["percentage"])),
            ("level", s(m, "compatibilityLabel")),
        ],
    ));
    doc.heading(&ctx.t("compatibility.kootaReadings"), 2);
    for k in KOOTAS {
        let Some(x) = a.get(k) else { continue };
        let label = match s(x, "label") {
            "" => ctx.t(&format!("koota.{k}.name")),
            l => l.to_owned(),
        };
        doc.labelled(
            &format!(
                "{label} ({} / {})",
                num(&x["obtainedPoints"]),
                num(&x["maxPoints"])
            ),
            &ctx.t(&format!("koota.{k}.measures")),
        );
        if let Some(desc) = prose(x, "description") {
            doc.paragraph(desc);
        }
    }
}

/// Manglik (Mangal dosha) of each partner and its matching outcome; Nadi and Bhakoot doshas
/// with their classical cancellations.
fn doshas(ctx: &Ctx, doc: &mut Doc, m: &Value) {
    let ms = &m["manglikStatus"];
    doc.heading(&ctx.t("compatibility.doshas"), 1);
    doc.heading(&ctx.t("compatibility.manglik"), 2);
    doc.paragraph(&ctx.t("compatibility.manglikIntro"));
    let cols = [
        Column::new("", 1.6, Align::Left),
        Column::new(s(&m["bride"], "name"), 1.2, Align::Left),
        Column::new(s(&m["groom"], "name"), 1.2, Align::Left),
    ];
    let (b, g) = (&ms["bride"], &ms["groom"]);
    let yes_no = |x: &Value| {
        ctx.t(if x.as_bool().unwrap_or(false) {
            "common.yes"
        } else {
            "common.no"
        })
    };
    let house = |x: &Value| x.as_u64().map_or("—".to_owned(), |h| h.to_string());
    let rows = vec![
        Row::new(vec![
            ctx.t("table.manglik"),
            yes_no(&ms["brideHasDosha"]),
            yes_no(&ms["groomHasDosha"]),
        ]),
        Row::new(vec![
            ctx.t("table.severity"),
            ctx.word("severity", s(b, "severity")),
            ctx.word("severity", s(g, "severity")),
        ]),
        Row::new(vec![
            ctx.t("table.marsSign"),
            ctx.sign(s(b, "marsSign")),
            ctx.sign(s(g, "marsSign")),
        ]),
        Row::new(vec![
            ctx.t("table.marsFromAscendant"),
            house(&b["houseFromAscendant"]),
            house(&g["houseFromAscendant"]),
        ]),
        Row::new(vec![
            ctx.t("table.marsFromMoon"),
            house(&b["houseFromMoon"]),
            house(&g["houseFromMoon"]),
        ]),
        Row::new(vec![
            ctx.t("table.marsFromVenus"),
            house(&b["houseFromVenus"]),
            house(&g["houseFromVenus"]),
        ]),
    ];
    doc.table(&cols, &rows, 9.5);
    for p in [b, g] {
        if let Some(desc) = prose(p, "description") {
            doc.paragraph(desc);
        }
        let rules: Vec<String> = p["cancellations"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|r| prose(r, "description"))
            .map(str::to_owned)
            .collect();
        if !rules.is_empty() {
            doc.bullets(&rules);
        }
    }
    if let Some(reason) = prose(ms, "reason") {
        doc.paragraph(reason);
    }
    for (key, title) in [
        ("nadiDosha", "compatibility.nadi"),
        ("bhakootDosha", "compatibility.bhakoot"),
    ] {
        let d = &m[key];
        if !d.is_object() {
            continue;
        }
        doc.heading(&ctx.t(title), 2);
        doc.paragraph(&ctx.t(&format!("{title}Intro")));
        if let Some(desc) = prose(d, "description") {
            doc.paragraph(desc);
        }
        let rules: Vec<String> = d["cancellations"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|r| prose(r, "description"))
            .map(str::to_owned)
            .collect();
        if !rules.is_empty() {
            doc.bullets(&rules);
        }
    }
}

/// The verdict: the level, the score after exceptions, the recommendation and summary.
fn verdict(ctx: &Ctx, doc: &mut Doc, m: &Value, summary: &str) {
    doc.heading(&ctx.t("compatibility.verdict"), 1);
    let title = ctx.f(
        "compatibility.verdictTitle",
        &[
            ("level", s(m, "compatibilityLabel")),
            ("total", &num(&m["totalPoints"])),
            ("adjusted", &num(&m["adjustedPoints"])),
        ],
    );
    doc.callout(&title, prose(m, "recommendation").unwrap_or(""));
    let exceptions: Vec<String> = m["exceptions"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| prose(e, "description"))
        .map(str::to_owned)
        .collect();
    if !exceptions.is_empty() {
        doc.heading(&ctx.t("compatibility.exceptions"), 2);
        doc.bullets(&exceptions);
    }
    if !summary.is_empty() {
        doc.heading(&ctx.t("compatibility.summary"), 2);
        doc.paragraph(summary);
    }
    doc.note(&ctx.t("compatibility.disclaimer"));
}
