//! The Compatibility report: both charts, the partners' Moon factors, the eight kootas with
//! what each measures and how this couple scores, Manglik and Nadi findings, the verdict.

use super::{Ctx, cover, prose};
use crate::pdf::layout::{Align, Column, Doc, Row};
use graha::astro::Division;
use graha::calc::matching::{
    AshtakootOut, KootaOut, ManglikOut, MatchingOut, MatchingReply, PartnerOut, RuleOut,
};
use graha::calc::{CalcError, ChartStyle, chart_image};
use graha::content::Key;
use graha::key;

/// The eight kootas in the spec's order (§2.6), with their keys.
fn kootas_of(a: &AshtakootOut) -> [(&'static str, &KootaOut); 8] {
    [
        ("varna", &a.varna),
        ("vashya", &a.vashya),
        ("tara", &a.tara),
        ("yoni", &a.yoni),
        ("grahamaitri", &a.grahamaitri),
        ("gana", &a.gana),
        ("bhakoot", &a.bhakoot),
        ("nadi", &a.nadi),
    ]
}

/// Points without a useless `.0`: `27.5`, `28`.
fn num(x: f64) -> String {
    if !x.is_finite() {
        "—".to_owned()
    } else if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x}")
    }
}

/// The readable descriptions of classical rules (cancellations, exceptions).
fn rule_texts(rules: &[RuleOut]) -> Vec<String> {
    rules
        .iter()
        .filter_map(|r| prose(&r.description))
        .map(str::to_owned)
        .collect()
}

/// Lays out the whole report (bride first, then groom).
pub fn build(ctx: &Ctx) -> anyhow::Result<Doc> {
    let needs_two = || {
        CalcError::invalid(
            "groomProfileId",
            "the compatibility report needs a bride's and a groom's profile",
        )
    };
    let [bride, groom] = match ctx.req.persons.as_slice() {
        [b, g, ..] => [b, g],
        _ => return Err(needs_two().into()),
    };
    let charts = [
        ctx.chart(0).ok_or_else(needs_two)?,
        ctx.chart(1).ok_or_else(needs_two)?,
    ];
    let mut doc = ctx.doc();
    cover(
        ctx,
        &mut doc,
        &ctx.t(key!("report.compatibility.title")),
        &ctx.f(
            key!("report.compatibility.subtitle"),
            &[("bride", &bride.name), ("groom", &groom.name)],
        ),
        &[(bride, charts[0]), (groom, charts[1])],
    );
    doc.reserve_toc();

    doc.heading(&ctx.t(key!("report.compatibility.charts")), 1);
    doc.paragraph(&ctx.t(key!("report.compatibility.chartsIntro")));
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

    let Some(reply) = ctx.reply_with::<MatchingReply>(0..2, ctx.req.now, |_| {}) else {
        return Ok(doc);
    };
    let m = &reply.matching;
    kootas(ctx, &mut doc, m);
    doshas(ctx, &mut doc, m);
    verdict(ctx, &mut doc, m, prose(&reply.summary).unwrap_or(""));
    Ok(doc)
}

/// The Moon factors the kootas are read from, side by side.
fn partners(ctx: &Ctx, doc: &mut Doc, m: &MatchingOut) {
    let (b, g) = (&m.bride, &m.groom);
    doc.heading(&ctx.t(key!("report.compatibility.partners")), 2);
    doc.paragraph(&ctx.t(key!("report.compatibility.partnersIntro")));
    let cols = [
        Column::new("", 1.2, Align::Left),
        Column::new(&b.name, 1.5, Align::Left),
        Column::new(&g.name, 1.5, Align::Left),
    ];
    let pair =
        |label: Key, f: &dyn Fn(&PartnerOut) -> String| Row::new(vec![ctx.t(label), f(b), f(g)]);
    let rows = vec![
        pair(key!("report.table.moonSign"), &|p| ctx.sign(p.rashi)),
        pair(key!("report.table.signLord"), &|p| ctx.planet(p.rashi_lord)),
        pair(key!("report.table.nakshatra"), &|p| {
            ctx.f(
                key!("report.common.nakshatraPada"),
                &[
                    ("nakshatra", &ctx.nakshatra(p.nakshatra)),
                    ("pada", &p.nakshatra_pada.to_string()),
                ],
            )
        }),
        pair(key!("report.table.nakshatraLord"), &|p| {
            ctx.planet(p.nakshatra_lord)
        }),
        pair(key!("report.table.varna"), &|p| ctx.value(p.varna.name())),
        pair(key!("report.table.vashya"), &|p| ctx.value(p.vashya.name())),
        pair(key!("report.table.yoni"), &|p| ctx.value(p.yoni.name())),
        pair(key!("report.table.gana"), &|p| ctx.value(p.gana.name())),
        pair(key!("report.table.nadi"), &|p| ctx.value(p.nadi.name())),
    ];
    doc.table(&cols, &rows, 9.5);
}

/// A koota's name: the reply's label, else the report's.
fn koota_label(ctx: &Ctx, key: &str, x: &KootaOut) -> String {
    match x.label.as_str() {
        "" => ctx.t(key!("report.koota.{}.name", key)),
        l => l.to_owned(),
    }
}

/// The eight kootas: the score table, then what each one measures and this couple's reading.
fn kootas(ctx: &Ctx, doc: &mut Doc, m: &MatchingOut) {
    doc.heading(&ctx.t(key!("report.compatibility.kootas")), 1);
    partners(ctx, doc, m);
    doc.heading(&ctx.t(key!("report.compatibility.scoreTable")), 2);
    doc.paragraph(&ctx.t(key!("report.compatibility.kootasIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.table.koota")), 1.4, Align::Left),
        Column::new(&m.bride.name, 1.2, Align::Left),
        Column::new(&m.groom.name, 1.2, Align::Left),
        Column::new(ctx.t(key!("report.table.points")), 0.9, Align::Center),
    ];
    let mut rows: Vec<Row> = kootas_of(&m.ashtakoot)
        .into_iter()
        .map(|(k, x)| {
            let mut r = Row::new(vec![
                koota_label(ctx, k, x),
                ctx.value(x.bride_value.name()),
                ctx.value(x.groom_value.name()),
                format!("{} / {}", num(x.obtained_points), num(x.max_points)),
            ]);
            r.highlight = x.obtained_points == 0.0;
            r
        })
        .collect();
    rows.push(Row {
        cells: vec![
            ctx.t(key!("report.table.total")),
            String::new(),
            String::new(),
            format!("{} / {}", num(m.total_points), num(m.max_points)),
        ],
        strong: true,
        highlight: false,
    });
    doc.table(&cols, &rows, 9.5);
    doc.paragraph(&ctx.f(
        key!("report.compatibility.score"),
        &[
            ("total", &num(m.total_points)),
            ("percentage", &num(m.percentage)),
            ("level", &m.compatibility_label),
        ],
    ));
    doc.heading(&ctx.t(key!("report.compatibility.kootaReadings")), 2);
    for (k, x) in kootas_of(&m.ashtakoot) {
        doc.labelled(
            &format!(
                "{} ({} / {})",
                koota_label(ctx, k, x),
                num(x.obtained_points),
                num(x.max_points)
            ),
            &ctx.t(key!("report.koota.{}.measures", k)),
        );
        if let Some(desc) = prose(&x.description) {
            doc.paragraph(desc);
        }
    }
}

/// Manglik (Mangal dosha) of each partner and its matching outcome; Nadi and Bhakoot doshas
/// with their classical cancellations.
fn doshas(ctx: &Ctx, doc: &mut Doc, m: &MatchingOut) {
    doc.heading(&ctx.t(key!("report.compatibility.doshas")), 1);
    manglik(ctx, doc, m);
    nadi_and_bhakoot(ctx, doc, m);
}

/// Manglik of each partner side by side, each one's reading and cancellations, and the
/// matching's reason.
fn manglik(ctx: &Ctx, doc: &mut Doc, m: &MatchingOut) {
    let ms = &m.manglik_status;
    doc.heading(&ctx.t(key!("report.compatibility.manglik")), 2);
    doc.paragraph(&ctx.t(key!("report.compatibility.manglikIntro")));
    let cols = [
        Column::new("", 1.6, Align::Left),
        Column::new(&m.bride.name, 1.2, Align::Left),
        Column::new(&m.groom.name, 1.2, Align::Left),
    ];
    doc.table(&cols, &manglik_rows(ctx, ms), 9.5);
    for p in [&ms.bride, &ms.groom] {
        if let Some(desc) = prose(&p.description) {
            doc.paragraph(desc);
        }
        let rules = rule_texts(&p.cancellations);
        if !rules.is_empty() {
            doc.bullets(&rules);
        }
    }
    if let Some(reason) = prose(&ms.reason) {
        doc.paragraph(reason);
    }
}

/// The Manglik table's rows: the dosha, its severity and Mars's sign and houses, per partner.
fn manglik_rows(ctx: &Ctx, ms: &ManglikOut) -> Vec<Row> {
    let (b, g) = (&ms.bride, &ms.groom);
    let yes_no = |x: bool| {
        ctx.t(if x {
            key!("report.common.yes")
        } else {
            key!("report.common.no")
        })
    };
    vec![
        Row::new(vec![
            ctx.t(key!("report.table.manglik")),
            yes_no(ms.bride_has_dosha),
            yes_no(ms.groom_has_dosha),
        ]),
        Row::new(vec![
            ctx.t(key!("report.table.severity")),
            ctx.word(
                key!("report.severity.{}", b.severity.name()),
                b.severity.name(),
            ),
            ctx.word(
                key!("report.severity.{}", g.severity.name()),
                g.severity.name(),
            ),
        ]),
        Row::new(vec![
            ctx.t(key!("report.table.marsSign")),
            ctx.sign(b.mars_sign),
            ctx.sign(g.mars_sign),
        ]),
        Row::new(vec![
            ctx.t(key!("report.table.marsFromAscendant")),
            b.house_from_ascendant.to_string(),
            g.house_from_ascendant.to_string(),
        ]),
        Row::new(vec![
            ctx.t(key!("report.table.marsFromMoon")),
            b.house_from_moon.to_string(),
            g.house_from_moon.to_string(),
        ]),
        Row::new(vec![
            ctx.t(key!("report.table.marsFromVenus")),
            b.house_from_venus.to_string(),
            g.house_from_venus.to_string(),
        ]),
    ]
}

/// The Nadi and Bhakoot doshas, each with its reading and cancellations.
fn nadi_and_bhakoot(ctx: &Ctx, doc: &mut Doc, m: &MatchingOut) {
    for (d, title, intro) in [
        (
            &m.nadi_dosha,
            key!("report.compatibility.nadi"),
            key!("report.compatibility.nadiIntro"),
        ),
        (
            &m.bhakoot_dosha,
            key!("report.compatibility.bhakoot"),
            key!("report.compatibility.bhakootIntro"),
        ),
    ] {
        doc.heading(&ctx.t(title), 2);
        doc.paragraph(&ctx.t(intro));
        if let Some(desc) = prose(&d.description) {
            doc.paragraph(desc);
        }
        let rules = rule_texts(&d.cancellations);
        if !rules.is_empty() {
            doc.bullets(&rules);
        }
    }
}

/// The verdict: the level, the score after exceptions, the recommendation and summary.
fn verdict(ctx: &Ctx, doc: &mut Doc, m: &MatchingOut, summary: &str) {
    doc.heading(&ctx.t(key!("report.compatibility.verdict")), 1);
    let title = ctx.f(
        key!("report.compatibility.verdictTitle"),
        &[
            ("level", &m.compatibility_label),
            ("total", &num(m.total_points)),
            ("adjusted", &num(m.adjusted_points)),
        ],
    );
    doc.callout(&title, prose(&m.recommendation).unwrap_or(""));
    let exceptions: Vec<String> = m
        .exceptions
        .iter()
        .filter_map(|e| prose(&e.description))
        .map(str::to_owned)
        .collect();
    if !exceptions.is_empty() {
        doc.heading(&ctx.t(key!("report.compatibility.exceptions")), 2);
        doc.bullets(&exceptions);
    }
    if !summary.is_empty() {
        doc.heading(&ctx.t(key!("report.compatibility.summary")), 2);
        doc.paragraph(summary);
    }
    doc.note(&ctx.t(key!("report.compatibility.disclaimer")));
}
