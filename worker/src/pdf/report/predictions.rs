//! The Predictions report: the running and next dashas, the transits now, and the year ahead
//! month by month (dasha periods and slow transits of each month, the monthly rashifal by life
//! area when the engine gives it), then a summary per life area.

use super::{Ctx, chart_of, cover, kundli, prose, s};
use crate::pdf::layout::{Align, Column, Doc, Row};
use chrono::{DateTime, Datelike, NaiveDate, Utc};
use graha::calc::{Calendar, Period};
use graha::endpoints::Endpoint;
use serde_json::Value;

/// The life areas a rashifal scores (DESIGN §9).
pub const AREAS: [&str; 5] = ["overall", "career", "finance", "love", "health"];

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
        &ctx.t("predictions.title"),
        &ctx.t("predictions.subtitle"),
        &[(person, &chart)],
    );
    doc.reserve_toc();

    if let Some(d) = ctx.call_for(Endpoint::Dasha, 0) {
        periods(ctx, &mut doc, &d);
    }
    if let Some(p) = ctx.call_for(Endpoint::Predictions, 0) {
        let periods: Vec<&Value> = p["periods"].as_array().into_iter().flatten().collect();
        if periods
            .iter()
            .any(|x| prose(&x["overall"], "text").is_some())
        {
            doc.heading(&ctx.t("predictions.reading"), 1);
            doc.paragraph(&ctx.t("predictions.readingIntro"));
            for x in periods {
                period_reading(ctx, &mut doc, x);
            }
        }
    }
    if let Some(t) = ctx.call_for(Endpoint::Transits, 0) {
        transits(ctx, &mut doc, &t);
    }
    let months = gather_months(ctx);
    areas(ctx, &mut doc, &months);
    year_ahead(ctx, &mut doc, &months);
    Ok(doc)
}

/// The running dashas and the antar dashas that follow within the next years.
fn periods(ctx: &Ctx, doc: &mut Doc, d: &Value) {
    doc.heading(&ctx.t("predictions.periods"), 1);
    doc.paragraph(&ctx.t("predictions.periodsIntro"));
    kundli::current_periods(ctx, doc, d);
    if let Some(reading) = prose(d, "interpretation") {
        doc.paragraph(reading);
    }
    let today = ctx.req.now.format("%Y-%m-%d").to_string();
    let mut next: Vec<Row> = Vec::new();
    for m in d["timeline"].as_array().into_iter().flatten() {
        for a in m["antarDashas"].as_array().into_iter().flatten() {
            if s(a, "endDate") > today.as_str() && next.len() < 6 {
                let mut r = Row::new(vec![
                    ctx.planet(s(m, "planet")),
                    ctx.planet(s(a, "planet")),
                    s(a, "startDate").into(),
                    s(a, "endDate").into(),
                ]);
                r.highlight = s(a, "startDate") <= today.as_str();
                next.push(r);
            }
        }
    }
    if !next.is_empty() {
        doc.heading(&ctx.t("predictions.next"), 2);
        let cols = [
            Column::new(ctx.t("table.mahadasha"), 1.0, Align::Left),
            Column::new(ctx.t("table.antardasha"), 1.0, Align::Left),
            Column::new(ctx.t("table.from"), 1.0, Align::Center),
            Column::new(ctx.t("table.to"), 1.0, Align::Center),
        ];
        doc.table(&cols, &next, 9.5);
    }
    if let Some(m) = d["timeline"].as_array().and_then(|t| t.get(1)) {
        doc.paragraph(&ctx.f(
            "predictions.nextMaha",
            &[
                ("planet", &ctx.planet(s(m, "planet"))),
                ("start", s(m, "startDate")),
                ("end", s(m, "endDate")),
            ],
        ));
    }
}

/// The grahas' transits over the natal Moon now (spec §4.7).
fn transits(ctx: &Ctx, doc: &mut Doc, t: &Value) {
    let list: Vec<&Value> = t["transits"].as_array().into_iter().flatten().collect();
    if list.is_empty() {
        return;
    }
    doc.heading(&ctx.t("predictions.transits"), 1);
    doc.paragraph(&ctx.t("predictions.transitsIntro"));
    let cols = [
        Column::new(ctx.t("table.graha"), 1.0, Align::Left),
        Column::new(ctx.t("table.sign"), 1.0, Align::Left),
        Column::new(ctx.t("table.fromMoon"), 0.8, Align::Center),
        Column::new(ctx.t("table.effect"), 3.6, Align::Left),
    ];
    let rows: Vec<Row> = list
        .iter()
        .map(|x| {
            let mut name = ctx.planet(s(x, "planet"));
            let node = matches!(s(x, "planet"), "Rahu" | "Ketu");
            if x["isRetrograde"].as_bool().unwrap_or(false) && !node {
                name = format!("{name} {}", ctx.t("chart.retrograde"));
            }
            let mut r = Row::new(vec![
                name,
                ctx.sign(s(x, "currentSign")),
                x["natalHouseFromMoon"].as_u64().unwrap_or(0).to_string(),
                prose(x, "effect").unwrap_or("").to_owned(),
            ]);
            r.highlight = x["significantTransit"].as_bool().unwrap_or(false);
            r
        })
        .collect();
    doc.table(&cols, &rows, 9.0);
    for sig in t["significantTransits"].as_array().into_iter().flatten() {
        let title = [s(sig, "type"), s(sig, "phase"), s(sig, "duration")]
            .into_iter()
            .filter(|x| !x.is_empty())
            .collect::<Vec<_>>()
            .join(" · ");
        doc.callout(&title, prose(sig, "description").unwrap_or(""));
    }
}

/// What one month of the year ahead rests on.
pub struct Month {
    pub start: NaiveDate,
    /// Lords of the maha, antar and pratyantar dashas at the month's start.
    pub dasha: Vec<String>,
    /// Slow grahas: (planet, sign, house from the natal Moon).
    pub slow: Vec<(String, String, u64)>,
    /// Area → (score 1–10, text) from the monthly rashifal.
    pub areas: Vec<(String, Option<f64>, String)>,
}

/// The grahas whose transits set the tone of a year.
const SLOW: [&str; 4] = ["Jupiter", "Saturn", "Rahu", "Ketu"];

fn month_starts(now: DateTime<Utc>) -> Vec<NaiveDate> {
    let first = NaiveDate::from_ymd_opt(now.year(), now.month(), 1).unwrap_or(now.date_naive());
    (0..12)
        .filter_map(|k| first.checked_add_months(chrono::Months::new(k)))
        .collect()
}

/// Gathers the twelve months from the current one: the dasha periods running at each
/// month's start, where the slow grahas stand from the Moon, the monthly rashifal by area.
fn gather_months(ctx: &Ctx) -> Vec<Month> {
    let Some(person) = ctx.req.persons.first() else {
        return Vec::new();
    };
    let mut months = Vec::new();
    for start in month_starts(ctx.req.now) {
        let at: DateTime<Utc> = start
            .and_hms_opt(12, 0, 0)
            .map_or(ctx.req.now, |t| t.and_utc());
        let dasha = ctx.call_at(Endpoint::Dasha, person, at, |_| {});
        let transit = ctx.call_at(Endpoint::Transits, person, at, |o| o.date = Some(start));
        let rashifal = ctx.call_at(Endpoint::Rashifal, person, at, |o| {
            o.date = Some(start);
            o.period = Some(Period::Monthly);
            o.calendar = Some(Calendar::Ad);
        });
        if dasha.is_none() && transit.is_none() && rashifal.is_none() {
            continue;
        }
        let dasha = dasha.map_or_else(Vec::new, |d| {
            [
                "currentMahaDasha",
                "currentAntarDasha",
                "currentPratyantarDasha",
            ]
            .iter()
            .filter_map(|k| d[*k]["planet"].as_str())
            .map(str::to_owned)
            .collect()
        });
        let slow = transit.map_or_else(Vec::new, |t| {
            t["transits"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|x| SLOW.contains(&s(x, "planet")))
                .map(|x| {
                    (
                        s(x, "planet").to_owned(),
                        s(x, "currentSign").to_owned(),
                        x["natalHouseFromMoon"].as_u64().unwrap_or(0),
                    )
                })
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
        "predictions.monthTitle",
        &[
            ("month", &ctx.t(&format!("month.{}", d.month()))),
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
    doc.heading(&ctx.t("predictions.yearAhead"), 1);
    doc.paragraph(&ctx.t("predictions.yearAheadIntro"));
    let mut cols = vec![
        Column::new(ctx.t("table.month"), 1.15, Align::Left),
        Column::new(ctx.t("table.dasha"), 1.9, Align::Left),
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
                .map(|p| ctx.planet(p))
                .collect::<Vec<_>>()
                .join(" / "),
        ];
        for p in SLOW {
            cells.push(
                m.slow
                    .iter()
                    .find(|x| x.0 == p)
                    .map_or("—".to_owned(), |(_, sign, house)| {
                        format!("{} ({house})", ctx.sign(sign))
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
    doc.note(&ctx.t("predictions.yearAheadNote"));
    for m in months.iter().filter(|m| !m.areas.is_empty()) {
        doc.heading(&month_label(ctx, m.start), 2);
        let rows: Vec<Row> = m
            .areas
            .iter()
            .map(|(a, score, text)| {
                Row::new(vec![
                    area_title(ctx, a),
                    score.map_or("—".to_owned(), |x| format!("{x:.0}/10")),
                    text.clone(),
                ])
            })
            .collect();
        let cols = [
            Column::new(ctx.t("table.area"), 1.0, Align::Left),
            Column::new(ctx.t("table.score"), 0.6, Align::Center),
            Column::new(ctx.t("table.outlook"), 4.0, Align::Left),
        ];
        doc.table(&cols, &rows, 9.0);
    }
}

/// Reads a rashifal's areas: `areas` as an array of `{ area, score, text }` or an object keyed
/// by area.
pub fn rashifal_areas(r: &Value) -> Vec<(String, Option<f64>, String)> {
    let text_of = |v: &Value| -> String {
        ["text", "prediction", "description", "summary"]
            .iter()
            .find_map(|k| prose(v, k))
            .unwrap_or("")
            .to_owned()
    };
    let mut out = Vec::new();
    match &r["areas"] {
        Value::Array(a) => {
            for v in a {
                let name = [s(v, "area"), s(v, "name")]
                    .into_iter()
                    .find(|x| !x.is_empty());
                if let Some(name) = name {
                    out.push((name.to_owned(), v["score"].as_f64(), text_of(v)));
                }
            }
        }
        Value::Object(m) => {
            for area in AREAS {
                if let Some(v) = m.get(area) {
                    out.push((area.to_owned(), v["score"].as_f64(), text_of(v)));
                }
            }
        }
        _ => {
            for area in AREAS {
                let v = &r[area];
                if v.is_object() {
                    out.push((area.to_owned(), v["score"].as_f64(), text_of(v)));
                }
            }
        }
    }
    out
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
                    .find(|(a, _, _)| a == area)
                    .and_then(|(_, s, _)| s.map(|s| (m.start, s)))
            })
            .collect();
        if scored.is_empty() {
            continue;
        }
        let avg = scored.iter().map(|x| x.1).sum::<f64>() / scored.len() as f64;
        let label =
            |d: NaiveDate| format!("{} {}", ctx.t(&format!("month.{}", d.month())), d.year());
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
    doc.heading(&ctx.t("predictions.areas"), 1);
    doc.paragraph(&ctx.t("predictions.areasIntro"));
    let cols = [
        Column::new(ctx.t("table.area"), 1.2, Align::Left),
        Column::new(ctx.t("table.average"), 0.9, Align::Center),
        Column::new(ctx.t("table.bestMonth"), 1.4, Align::Center),
        Column::new(ctx.t("table.hardestMonth"), 1.4, Align::Center),
    ];
    doc.table(&cols, &rows, 9.5);
}

/// A life area's title (`report.area.career`), or the key itself when it is not one of ours.
pub fn area_title(ctx: &Ctx, key: &str) -> String {
    let k = format!("report.area.{key}");
    match graha::content::catalog(ctx.locale)
        .value(&k)
        .and_then(Value::as_str)
    {
        Some(t) => t.to_owned(),
        None => key.to_owned(),
    }
}

/// One period of the `/v1/predictions` reply: its lord and dates, the overall reading and
/// the life areas it touches with their tone.
pub fn period_reading(ctx: &Ctx, doc: &mut Doc, p: &Value) {
    let level = match s(p, "level") {
        "maha" => ctx.t("table.mahadasha"),
        "antar" => ctx.t("table.antardasha"),
        other => other.to_owned(),
    };
    let planet = match s(p, "mahaPlanet") {
        "" => ctx.planet(s(p, "planet")),
        maha => format!("{} – {}", ctx.planet(maha), ctx.planet(s(p, "planet"))),
    };
    let mut title = format!(
        "{level} {planet}: {} – {}",
        s(p, "startDate"),
        s(p, "endDate")
    );
    if !s(p, "tone").is_empty() {
        title = format!("{title} · {}", ctx.word("tone", s(p, "tone")));
    }
    doc.heading(&title, 2);
    if let Some(t) = prose(&p["overall"], "text") {
        doc.paragraph(t);
    }
    let rows: Vec<Row> = p["areas"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| {
            Some(Row::new(vec![
                area_title(ctx, s(a, "area")),
                ctx.word("tone", s(a, "tone")),
                prose(a, "text")?.to_owned(),
            ]))
        })
        .collect();
    if !rows.is_empty() {
        let cols = [
            Column::new(ctx.t("table.area"), 1.1, Align::Left),
            Column::new(ctx.t("table.tone"), 0.9, Align::Left),
            Column::new(ctx.t("table.outlook"), 4.0, Align::Left),
        ];
        doc.table(&cols, &rows, 9.0);
    }
}
