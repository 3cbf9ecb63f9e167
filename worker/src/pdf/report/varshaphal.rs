//! The Varshaphal report: the Tajika annual chart of a year of life beside the birth chart on
//! the cover, the year at a glance, the muntha and the year's lord with their readings, the
//! office-holders, the Tajika yogas, the year's readings by mudda period, the patyayini dasha,
//! the sahams, the aspects and the two strengths (`POST /v1/varshaphal`'s reply).

use super::{Ctx, cover_with, dms};
use crate::pdf::layout::{Align, Column, Doc, Row};
use graha::astro::{Chart, Division, Planet};
use graha::calc::varshaphal::{AnnualPeriodOut, PeriodLord, VarshaphalOut, cast, reply};
use graha::calc::{CalcError, Call, ChartStyle, chart_image};
use graha::draw::PointMark;
use graha::key;

/// A moment of the reply (RFC 3339 in the birth zone) as the report prints it: date and time
/// to the minute.
fn when(t: &str) -> String {
    t.get(..16).unwrap_or(t).replace('T', " ")
}

/// Lays out the whole report.
pub fn build(ctx: &Ctx) -> anyhow::Result<Doc> {
    let (Some(person), Some(natal)) = (ctx.req.persons.first(), ctx.chart(0)) else {
        return Err(CalcError::invalid("profileId", "no profile given").into());
    };
    let year = match &ctx.req.call {
        Call::ReportVarshaphal(o) => o.year.map(|y| i32::from(y.0)),
        _ => None,
    };
    let tz = person.birth()?.timezone;
    let v = cast(natal, tz, year, ctx.req.now)?;
    let r = reply(&v, tz, ctx.locale);
    let mut doc = ctx.doc();
    let title = ctx.f(
        key!("varshaphal.heading.title"),
        &[("year", &r.year.to_string())],
    );
    let subtitle = ctx.f(
        key!("report.varshaphal.subtitle"),
        &[
            ("age", &(r.age + 1).to_string()),
            ("year", &r.year.to_string()),
        ],
    );
    // The two charts on the cover, the year's (with the muntha marked) beside the birth's, in
    // place of the other reports' rasi chart.
    cover_with(
        ctx,
        &mut doc,
        (&title, &subtitle),
        &[(person, natal)],
        false,
    );
    let mut fig = chart_image::chart_figure(&v.chart, Division::D1);
    fig.points.push(PointMark {
        key: "muntha",
        label: ctx.t(key!("report.varshaphal.munthaMark")),
        sign: v.muntha,
        degree: None,
    });
    let annual = graha::draw::north(&fig, &chart_image::chart_labels(ctx.locale, Division::D1));
    let birth = chart_image::drawing(natal, ChartStyle::North, Division::D1, ctx.locale);
    doc.figures(
        &[
            (&annual, ctx.t(key!("varshaphal.heading.annualChart"))),
            (&birth, ctx.t(key!("varshaphal.heading.birthChart"))),
        ],
        180.0,
    );
    doc.note(&ctx.t(key!("report.varshaphal.chartsIntro")));
    doc.reserve_toc();

    // Level-one headings open a page: the short sections sit under the one before them.
    glance(ctx, &mut doc, &r);
    doc.heading(&ctx.t(key!("varshaphal.heading.muntha")), 2);
    doc.paragraph(&r.muntha.reading);
    doc.heading(&ctx.t(key!("varshaphal.heading.yearLord")), 2);
    doc.callout(&ctx.planet(r.year_lord.planet), &r.year_lord.reason);
    doc.paragraph(&r.year_lord.reading);
    offices(ctx, &mut doc, &r);
    yogas(ctx, &mut doc, &r, &v.chart);
    mudda(ctx, &mut doc, &r);
    patyayini(ctx, &mut doc, &r);
    sahams(ctx, &mut doc, &r);
    aspects(ctx, &mut doc, &r);
    strengths(ctx, &mut doc, &r);
    Ok(doc)
}

/// The return, the next one, day or night, the year's ascendant, the muntha and the lord.
fn glance(ctx: &Ctx, doc: &mut Doc, r: &VarshaphalOut) {
    doc.heading(&ctx.t(key!("report.varshaphal.keyFacts")), 1);
    doc.paragraph(&ctx.t(key!("report.varshaphal.keyFactsIntro")));
    let asc = &r.chart.ascendant;
    let rows = [
        (
            ctx.t(key!("varshaphal.heading.returnMoment")),
            when(&r.return_moment),
        ),
        (
            ctx.t(key!("report.varshaphal.nextReturn")),
            when(&r.next_return),
        ),
        (
            ctx.t(key!("report.varshaphal.begins")),
            ctx.t(if r.day {
                key!("report.varshaphal.byDay")
            } else {
                key!("report.varshaphal.byNight")
            }),
        ),
        (
            ctx.t(key!("report.varshaphal.yearAscendant")),
            format!("{} {}", ctx.sign(asc.sign), dms(asc.degree)),
        ),
        (
            ctx.t(key!("varshaphal.heading.muntha")),
            ctx.f(
                key!("report.varshaphal.munthaRow"),
                &[
                    ("sign", &ctx.sign(r.muntha.sign)),
                    ("house", &r.muntha.house.to_string()),
                    ("lord", &ctx.planet(r.muntha.lord)),
                ],
            ),
        ),
        (
            ctx.t(key!("varshaphal.heading.yearLord")),
            ctx.planet(r.year_lord.planet),
        ),
    ];
    let cols = [
        Column::new("", 1.0, Align::Left),
        Column::new("", 2.0, Align::Left),
    ];
    let rows: Vec<Row> = rows
        .into_iter()
        .map(|(k, v)| Row::new(vec![k, v]))
        .collect();
    doc.table(&cols, &rows, 10.0);
}

fn offices(ctx: &Ctx, doc: &mut Doc, r: &VarshaphalOut) {
    doc.heading(&ctx.t(key!("varshaphal.heading.panchadhikaris")), 2);
    doc.paragraph(&ctx.t(key!("report.varshaphal.officesIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.varshaphal.office")), 2.0, Align::Left),
        Column::new(ctx.t(key!("report.table.graha")), 1.0, Align::Left),
        Column::new(ctx.t(key!("report.varshaphal.rupas")), 1.4, Align::Center),
    ];
    let rows: Vec<Row> = r
        .panchadhikaris
        .iter()
        .map(|o| {
            let mut row = Row::new(vec![
                o.title.clone(),
                ctx.planet(o.planet),
                format!("{:.2}", o.rupas),
            ]);
            row.highlight = o.planet == r.year_lord.planet;
            row
        })
        .collect();
    doc.table(&cols, &rows, 10.0);
}

/// A patyayini period's lord in the report's language.
fn lord_name(ctx: &Ctx, lord: PeriodLord) -> String {
    match lord {
        PeriodLord::Ascendant => ctx.t(key!("report.varshaphal.ascendant")),
        PeriodLord::Graha(g) => ctx.planet(g),
    }
}

/// A graha's name with the houses of the annual chart it rules: the matters a yoga joins.
fn with_houses(ctx: &Ctx, chart: &Chart, name: Planet) -> String {
    let houses: Vec<String> = (1..=12u8)
        .filter(|&h| chart.house_sign(h).lord() == name)
        .map(|h| h.to_string())
        .collect();
    if houses.is_empty() {
        return ctx.planet(name);
    }
    ctx.f(
        key!("report.varshaphal.lordOf"),
        &[
            ("planet", &ctx.planet(name)),
            ("houses", &houses.join(", ")),
        ],
    )
}

fn yogas(ctx: &Ctx, doc: &mut Doc, r: &VarshaphalOut, chart: &Chart) {
    doc.heading(&ctx.t(key!("varshaphal.heading.yogas")), 1);
    doc.paragraph(&ctx.t(key!("report.varshaphal.yogasIntro")));
    if r.yogas.is_empty() {
        doc.paragraph(&ctx.t(key!("varshaphal.heading.none")));
    }
    for y in &r.yogas {
        doc.heading(&y.title, 2);
        let formations: Vec<String> = y
            .formations
            .iter()
            .map(|f| {
                f.iter()
                    .map(|&p| with_houses(ctx, chart, p))
                    .collect::<Vec<_>>()
                    .join(" – ")
            })
            .collect();
        doc.note(&ctx.f(
            key!("report.varshaphal.formedBy"),
            &[("planets", &formations.join("; "))],
        ));
        doc.paragraph(&y.description);
    }
}

fn period_rows(ctx: &Ctx, periods: &[AnnualPeriodOut]) -> Vec<Row> {
    periods
        .iter()
        .map(|p| {
            let name = lord_name(ctx, p.planet);
            Row::new(vec![
                name,
                when(&p.start),
                when(&p.end),
                format!("{:.1}", p.days),
            ])
        })
        .collect()
}

fn period_columns(ctx: &Ctx) -> [Column; 4] {
    [
        Column::new(ctx.t(key!("report.table.graha")), 1.0, Align::Left),
        Column::new(ctx.t(key!("report.table.from")), 1.3, Align::Center),
        Column::new(ctx.t(key!("report.table.to")), 1.3, Align::Center),
        Column::new(ctx.t(key!("report.varshaphal.days")), 0.6, Align::Center),
    ]
}

/// The mudda periods, then the year's readings period by period.
fn mudda(ctx: &Ctx, doc: &mut Doc, r: &VarshaphalOut) {
    doc.heading(&ctx.t(key!("varshaphal.heading.mudda")), 1);
    doc.paragraph(&ctx.t(key!("report.varshaphal.muddaIntro")));
    doc.table(&period_columns(ctx), &period_rows(ctx, &r.mudda_dasha), 9.5);
    for p in &r.mudda_dasha {
        let Some(reading) = &p.reading else {
            continue;
        };
        let title = format!(
            "{} · {}",
            lord_name(ctx, p.planet),
            ctx.f(
                key!("varshaphal.heading.period"),
                &[("from", &when(&p.start)[..10]), ("to", &when(&p.end)[..10])],
            )
        );
        doc.heading(&title, 2);
        doc.paragraph(reading);
    }
}

fn patyayini(ctx: &Ctx, doc: &mut Doc, r: &VarshaphalOut) {
    doc.heading(&ctx.t(key!("varshaphal.heading.patyayini")), 2);
    doc.paragraph(&ctx.t(key!("report.varshaphal.patyayiniIntro")));
    doc.table(
        &period_columns(ctx),
        &period_rows(ctx, &r.patyayini_dasha),
        9.5,
    );
}

fn sahams(ctx: &Ctx, doc: &mut Doc, r: &VarshaphalOut) {
    doc.heading(&ctx.t(key!("varshaphal.heading.sahams")), 1);
    doc.paragraph(&ctx.t(key!("report.varshaphal.sahamsIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.varshaphal.saham")), 1.2, Align::Left),
        Column::new(ctx.t(key!("report.varshaphal.meaning")), 2.2, Align::Left),
        Column::new(ctx.t(key!("report.table.sign")), 1.2, Align::Left),
        Column::new(ctx.t(key!("report.table.house")), 0.6, Align::Center),
    ];
    let rows: Vec<Row> = r
        .sahams
        .iter()
        .map(|s| {
            Row::new(vec![
                s.title.clone(),
                s.meaning.clone(),
                format!("{} {}", ctx.sign(s.sign), dms(s.degree)),
                s.house.to_string(),
            ])
        })
        .collect();
    doc.table(&cols, &rows, 9.0);
}

fn aspects(ctx: &Ctx, doc: &mut Doc, r: &VarshaphalOut) {
    doc.heading(&ctx.t(key!("varshaphal.heading.aspects")), 1);
    doc.paragraph(&ctx.t(key!("report.varshaphal.aspectsIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.varshaphal.faster")), 1.0, Align::Left),
        Column::new(ctx.t(key!("report.varshaphal.slower")), 1.0, Align::Left),
        Column::new(ctx.t(key!("report.varshaphal.aspect")), 2.2, Align::Left),
        Column::new(ctx.t(key!("report.varshaphal.orb")), 0.7, Align::Center),
        Column::new(ctx.t(key!("report.varshaphal.state")), 1.1, Align::Left),
    ];
    let rows: Vec<Row> = r
        .tajika_aspects
        .iter()
        .map(|a| {
            let state = if !a.within_orbs {
                key!("report.varshaphal.outOfOrbs")
            } else if a.applying {
                key!("report.varshaphal.applying")
            } else {
                key!("report.varshaphal.separating")
            };
            let mut row = Row::new(vec![
                ctx.planet(a.from),
                ctx.planet(a.to),
                ctx.t(key!("varshaphal.aspect.{}", a.aspect.name())),
                dms(a.orb),
                ctx.t(state),
            ]);
            row.highlight = a.within_orbs && a.applying;
            row
        })
        .collect();
    doc.table(&cols, &rows, 9.0);
}

fn strengths(ctx: &Ctx, doc: &mut Doc, r: &VarshaphalOut) {
    doc.heading(
        &format!(
            "{} · {}",
            ctx.t(key!("varshaphal.heading.harsha")),
            ctx.t(key!("varshaphal.heading.panchaVargeeya"))
        ),
        2,
    );
    doc.paragraph(&ctx.t(key!("report.varshaphal.strengthsIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.table.graha")), 1.0, Align::Left),
        Column::new(ctx.t(key!("varshaphal.heading.harsha")), 1.0, Align::Center),
        Column::new(
            ctx.t(key!("varshaphal.heading.panchaVargeeya")),
            1.4,
            Align::Center,
        ),
    ];
    let rows: Vec<Row> = r
        .harsha_bala
        .iter()
        .zip(&r.pancha_vargeeya_bala)
        .map(|(h, p)| {
            Row::new(vec![
                ctx.planet(h.planet),
                h.points.to_string(),
                format!("{:.2}", p.rupas),
            ])
        })
        .collect();
    doc.table(&cols, &rows, 10.0);
}
