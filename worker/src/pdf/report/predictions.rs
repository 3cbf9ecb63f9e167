//! The Predictions report: the running and next dashas, the transits now, and the year ahead
//! month by month (dasha periods and slow transits of each month, the monthly rashifal by life
//! area when the engine gives it), then a summary per life area.

use super::dasha::{area_title, current_periods, period_reading, running};
use super::{Ctx, cover, prose};
use crate::pdf::layout::{Align, Column, Doc, Row};
use chrono::{DateTime, Datelike, NaiveDate, Utc};
use graha::astro::{Planet, Sign};
use graha::calc::call::Day;
use graha::calc::reading::PredictionsOut;
use graha::calc::strength::DashaOut;
use graha::calc::time::{RashifalOut, TransitsOut};
use graha::calc::{CalcError, Calendar, Period};
use graha::key;

/// The life areas a rashifal scores.
pub const AREAS: [&str; 5] = ["overall", "career", "finance", "love", "health"];

/// Lays out the whole report.
pub fn build(ctx: &Ctx) -> anyhow::Result<Doc> {
    let (Some(person), Some(chart)) = (ctx.req.persons.first(), ctx.chart(0)) else {
        return Err(CalcError::invalid("profileId", "no profile given").into());
    };
    let mut doc = ctx.doc();
    cover(
        ctx,
        &mut doc,
        &ctx.t(key!("report.predictions.title")),
        &ctx.t(key!("report.predictions.subtitle")),
        &[(person, chart)],
    );
    doc.reserve_toc();

    if let Some(d) = ctx.dasha(0) {
        periods(ctx, &mut doc, &d);
    }
    if let Some(p) = ctx.reply::<PredictionsOut>(0)
        && p.periods.iter().any(|x| prose(&x.overall.text).is_some())
    {
        doc.heading(&ctx.t(key!("report.predictions.reading")), 1);
        doc.paragraph(&ctx.t(key!("report.predictions.readingIntro")));
        for x in &p.periods {
            period_reading(ctx, &mut doc, x);
        }
    }
    if let Some(t) = ctx.reply::<TransitsOut>(0) {
        transits(ctx, &mut doc, &t);
    }
    let months = gather_months(ctx);
    areas(ctx, &mut doc, &months);
    year_ahead(ctx, &mut doc, &months);
    Ok(doc)
}

/// The running dashas and the antar dashas that follow within the next years.
fn periods(ctx: &Ctx, doc: &mut Doc, d: &DashaOut) {
    doc.heading(&ctx.t(key!("report.predictions.periods")), 1);
    doc.paragraph(&ctx.t(key!("report.predictions.periodsIntro")));
    current_periods(ctx, doc, d);
    if let Some(reading) = prose(&d.interpretation) {
        doc.paragraph(reading);
    }
    let today = ctx.req.now.format("%Y-%m-%d").to_string();
    let mut next: Vec<Row> = Vec::new();
    for m in &d.timeline {
        for a in &m.antar_dashas {
            if a.end_date > today && next.len() < 6 {
                let mut r = Row::new(vec![
                    ctx.planet(m.planet),
                    ctx.planet(a.planet),
                    a.start_date.clone(),
                    a.end_date.clone(),
                ]);
                r.highlight = a.start_date <= today;
                next.push(r);
            }
        }
    }
    if !next.is_empty() {
        doc.heading(&ctx.t(key!("report.predictions.next")), 2);
        let cols = [
            Column::new(ctx.t(key!("report.table.mahadasha")), 1.0, Align::Left),
            Column::new(ctx.t(key!("report.table.antardasha")), 1.0, Align::Left),
            Column::new(ctx.t(key!("report.table.from")), 1.0, Align::Center),
            Column::new(ctx.t(key!("report.table.to")), 1.0, Align::Center),
        ];
        doc.table(&cols, &next, 9.5);
    }
    // The timeline may start at birth: the next maha is the first to start after today.
    if let Some(m) = d.timeline.iter().find(|m| m.start_date > today) {
        doc.paragraph(&ctx.f(
            key!("report.predictions.nextMaha"),
            &[
                ("planet", &ctx.planet(m.planet)),
                ("start", &m.start_date),
                ("end", &m.end_date),
            ],
        ));
    }
}

/// The grahas' transits over the natal Moon now (as `POST /v1/transits`).
fn transits(ctx: &Ctx, doc: &mut Doc, t: &TransitsOut) {
    if t.transits.is_empty() {
        return;
    }
    doc.heading(&ctx.t(key!("report.predictions.transits")), 1);
    doc.paragraph(&ctx.t(key!("report.predictions.transitsIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.table.graha")), 1.0, Align::Left),
        Column::new(ctx.t(key!("report.table.sign")), 1.0, Align::Left),
        Column::new(ctx.t(key!("report.table.fromMoon")), 0.8, Align::Center),
        Column::new(ctx.t(key!("report.table.effect")), 3.6, Align::Left),
    ];
    let rows: Vec<Row> = t
        .transits
        .iter()
        .map(|x| {
            let mut name = ctx.planet(x.planet);
            let node = matches!(x.planet, Planet::Rahu | Planet::Ketu);
            if x.is_retrograde && !node {
                name = format!("{name} {}", ctx.t(key!("report.chart.retrograde")));
            }
            let mut r = Row::new(vec![
                name,
                ctx.sign(x.current_sign),
                x.natal_house_from_moon.to_string(),
                prose(&x.effect).unwrap_or("").to_owned(),
            ]);
            r.highlight = x.significant_transit;
            r
        })
        .collect();
    doc.table(&cols, &rows, 9.0);
    for sig in &t.significant_transits {
        let title = [sig.kind.name(), sig.phase.name(), sig.duration.as_str()]
            .into_iter()
            .filter(|x| !x.is_empty())
            .collect::<Vec<_>>()
            .join(" · ");
        doc.callout(&title, prose(&sig.description).unwrap_or(""));
    }
}

/// What one month of the year ahead rests on.
pub struct Month {
    pub start: NaiveDate,
    /// Lords of the maha, antar and pratyantar dashas at the month's start.
    pub dasha: Vec<Planet>,
    /// Slow grahas: (planet, sign, house from the natal Moon).
    pub slow: Vec<(Planet, Sign, u8)>,
    /// Area → (score 1–10, text) from the monthly rashifal.
    pub areas: Vec<(&'static str, u8, String)>,
}

/// The grahas whose transits set the tone of a year.
const SLOW: [Planet; 4] = [Planet::Jupiter, Planet::Saturn, Planet::Rahu, Planet::Ketu];

fn month_starts(now: DateTime<Utc>) -> Vec<NaiveDate> {
    let first = NaiveDate::from_ymd_opt(now.year(), now.month(), 1).unwrap_or(now.date_naive());
    (0..12)
        .filter_map(|k| first.checked_add_months(chrono::Months::new(k)))
        .collect()
}

/// Gathers the twelve months from the current one: the dasha periods running at each
/// month's start, where the slow grahas stand from the Moon, the monthly rashifal by area.
fn gather_months(ctx: &Ctx) -> Vec<Month> {
    let mut months = Vec::new();
    for start in month_starts(ctx.req.now) {
        let at: DateTime<Utc> = start
            .and_hms_opt(12, 0, 0)
            .map_or(ctx.req.now, |t| t.and_utc());
        let dasha = ctx.reply_at::<DashaOut>(0, at, |_| {});
        let transit = ctx.reply_at::<TransitsOut>(0, at, |o| o.date = Some(Day(start)));
        let rashifal = ctx.reply_at::<RashifalOut>(0, at, |o| {
            o.date = Some(Day(start));
            o.period = Some(Period::Monthly);
            o.calendar = Some(Calendar::Ad);
        });
        if dasha.is_none() && transit.is_none() && rashifal.is_none() {
            continue;
        }
        let dasha = dasha.map_or_else(Vec::new, |d| {
            running(&d)
                .into_iter()
                .flatten()
                .map(|(planet, _, _)| planet)
                .collect()
        });
        let slow = transit.map_or_else(Vec::new, |t| {
            t.transits
                .iter()
                .filter(|x| SLOW.contains(&x.planet))
                .map(|x| (x.planet, x.current_sign, x.natal_house_from_moon))
                .collect()
        });
        let areas = rashifal.as_ref().map_or_else(Vec::new, rashifal_areas);
        months.push(Month {
            start,
            dasha,
            slow,
            areas,
        });
    }
    months
}

fn month_label(ctx: &Ctx, d: NaiveDate) -> String {
    ctx.f(
        key!("report.predictions.monthTitle"),
        &[
            ("month", &ctx.t(key!("report.month.{}", d.month()))),
            ("year", &d.year().to_string()),
        ],
    )
}

/// The year ahead: one table of the months' dashas and slow transits (a month where a slow
/// graha changes sign is tinted), then each month's outlook by life area.
fn year_ahead(ctx: &Ctx, doc: &mut Doc, months: &[Month]) {
    if months.is_empty() {
        return;
    }
    doc.heading(&ctx.t(key!("report.predictions.yearAhead")), 1);
    doc.paragraph(&ctx.t(key!("report.predictions.yearAheadIntro")));
    let mut cols = vec![
        Column::new(ctx.t(key!("report.table.month")), 1.15, Align::Left),
        Column::new(ctx.t(key!("report.table.dasha")), 1.9, Align::Left),
    ];
    for p in SLOW {
        cols.push(Column::new(ctx.planet(p), 1.05, Align::Left));
    }
    let mut rows = Vec::new();
    let mut prev: Option<&Month> = None;
    for m in months {
        let mut cells = vec![
            month_label(ctx, m.start),
            m.dasha
                .iter()
                .map(|&p| ctx.planet(p))
                .collect::<Vec<_>>()
                .join(" / "),
        ];
        for p in SLOW {
            cells.push(
                m.slow
                    .iter()
                    .find(|x| x.0 == p)
                    .map_or("—".to_owned(), |(_, sign, house)| {
                        format!("{} ({house})", ctx.sign(*sign))
                    }),
            );
        }
        let moved = prev.is_some_and(|q| {
            m.slow
                .iter()
                .any(|x| q.slow.iter().any(|y| y.0 == x.0 && y.1 != x.1))
        });
        let mut r = Row::new(cells);
        r.highlight = moved;
        rows.push(r);
        prev = Some(m);
    }
    doc.table(&cols, &rows, 8.5);
    doc.note(&ctx.t(key!("report.predictions.yearAheadNote")));
    for m in months.iter().filter(|m| !m.areas.is_empty()) {
        doc.heading(&month_label(ctx, m.start), 2);
        let rows: Vec<Row> = m
            .areas
            .iter()
            .map(|(a, score, text)| {
                Row::new(vec![
                    area_title(ctx, a),
                    format!("{score}/10"),
                    text.clone(),
                ])
            })
            .collect();
        let cols = [
            Column::new(ctx.t(key!("report.table.area")), 1.0, Align::Left),
            Column::new(ctx.t(key!("report.table.score")), 0.6, Align::Center),
            Column::new(ctx.t(key!("report.table.outlook")), 4.0, Align::Left),
        ];
        doc.table(&cols, &rows, 9.0);
    }
}

/// A rashifal's life areas in the order of [`AREAS`]: (area, score, readable text or empty).
pub fn rashifal_areas(r: &RashifalOut) -> Vec<(&'static str, u8, String)> {
    [&r.overall, &r.career, &r.finance, &r.love, &r.health]
        .into_iter()
        .zip(AREAS)
        .map(|(a, area)| (area, a.score, prose(&a.text).unwrap_or("").to_owned()))
        .collect()
}

/// The year by life area: the average monthly score and the best and hardest months.
fn areas(ctx: &Ctx, doc: &mut Doc, months: &[Month]) {
    let mut rows = Vec::new();
    for area in AREAS {
        let scored: Vec<(NaiveDate, f64)> = months
            .iter()
            .filter_map(|m| {
                m.areas
                    .iter()
                    .find(|(a, _, _)| *a == area)
                    .map(|(_, score, _)| (m.start, f64::from(*score)))
            })
            .collect();
        if scored.is_empty() {
            continue;
        }
        let avg = scored.iter().map(|x| x.1).sum::<f64>() / scored.len() as f64;
        let label =
            |d: NaiveDate| format!("{} {}", ctx.t(key!("report.month.{}", d.month())), d.year());
        let best = scored
            .iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|x| label(x.0));
        let worst = scored
            .iter()
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|x| label(x.0));
        rows.push(Row::new(vec![
            area_title(ctx, area),
            format!("{avg:.1}/10"),
            best.unwrap_or_default(),
            worst.unwrap_or_default(),
        ]));
    }
    if rows.is_empty() {
        return;
    }
    doc.heading(&ctx.t(key!("report.predictions.areas")), 1);
    doc.paragraph(&ctx.t(key!("report.predictions.areasIntro")));
    let cols = [
        Column::new(ctx.t(key!("report.table.area")), 1.2, Align::Left),
        Column::new(ctx.t(key!("report.table.average")), 0.9, Align::Center),
        Column::new(ctx.t(key!("report.table.bestMonth")), 1.4, Align::Center),
        Column::new(ctx.t(key!("report.table.hardestMonth")), 1.4, Align::Center),
    ];
    doc.table(&cols, &rows, 9.5);
}
