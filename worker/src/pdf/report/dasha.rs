//! The Vimshottari periods as the kundli and predictions reports show them: the timeline with
//! its antar dashas, the periods running now, and one period's reading by life area.

use super::{Ctx, prose};
use crate::pdf::layout::{Align, Column, Doc, Row};
use graha::astro::Planet;
use graha::calc::dasha::PeriodLevel;
use graha::calc::reading::PeriodReadingOut;
use graha::calc::strength::DashaOut;
use graha::key;

/// The running periods and the timeline, one row per maha dasha followed by its antars.
pub fn dasha(ctx: &Ctx, doc: &mut Doc, d: &DashaOut) {
    doc.heading(&ctx.t(key!("report.kundli.dasha")), 1);
    doc.paragraph(&ctx.t(key!("report.kundli.dashaIntro")));
    current_periods(ctx, doc, d);
    let b = &d.balance_at_birth;
    doc.paragraph(&ctx.f(
        key!("report.kundli.balance"),
        &[
            ("planet", &ctx.planet(b.planet)),
            ("years", &b.years.to_string()),
            ("months", &b.months.to_string()),
            ("days", &b.days.to_string()),
        ],
    ));
    if let Some(reading) = prose(&d.interpretation) {
        doc.paragraph(reading);
    }
    doc.heading(&ctx.t(key!("report.kundli.timeline")), 2);
    // The timeline may start at birth: the running periods are marked wherever they fall.
    let running_maha = d.current_maha_dasha.as_ref();
    let running_antar = d.current_antar_dasha.as_ref();
    let cols = [
        Column::new(ctx.t(key!("report.table.mahadasha")), 1.2, Align::Left),
        Column::new(ctx.t(key!("report.table.antardasha")), 1.2, Align::Left),
        Column::new(ctx.t(key!("report.table.from")), 1.0, Align::Center),
        Column::new(ctx.t(key!("report.table.to")), 1.0, Align::Center),
    ];
    let mut rows = Vec::new();
    let is_running_maha = |m: &graha::calc::dasha::MahaOut| {
        running_maha.is_some_and(|r| r.planet == m.planet && r.start_date == m.start_date)
    };
    // A timeline from birth opens with the maha dasha running at birth: it is shown from the
    // birth date, without the antar dashas that ended before it.
    let born = ctx.birth_date(0).unwrap_or_default();
    let from = |start: &str| {
        if start < born.as_str() {
            born.clone()
        } else {
            start.to_owned()
        }
    };
    for m in &d.timeline {
        let lord = ctx.planet(m.planet);
        rows.push(Row {
            cells: vec![
                lord.clone(),
                String::new(),
                from(&m.start_date),
                m.end_date.clone(),
            ],
            strong: true,
            highlight: is_running_maha(m),
        });
        for a in m
            .antar_dashas
            .iter()
            .filter(|a| a.end_date.as_str() > born.as_str())
        {
            let running = is_running_maha(m)
                && running_antar
                    .is_some_and(|r| r.planet == a.planet && r.start_date == a.start_date);
            rows.push(Row {
                cells: vec![
                    String::new(),
                    format!("{lord} – {}", ctx.planet(a.planet)),
                    from(&a.start_date),
                    a.end_date.clone(),
                ],
                strong: false,
                highlight: running,
            });
        }
    }
    doc.table(&cols, &rows, 8.5);
}

/// A dasha period: lord, start and end date.
pub type Span<'d> = (Planet, &'d str, &'d str);

/// The maha, antar and pratyantar dashas running at the reply's `now` (none before birth).
pub fn running(d: &DashaOut) -> [Option<Span<'_>>; 3] {
    [
        d.current_maha_dasha
            .as_ref()
            .map(|p| (p.planet, p.start_date.as_str(), p.end_date.as_str())),
        d.current_antar_dasha
            .as_ref()
            .map(|p| (p.planet, p.start_date.as_str(), p.end_date.as_str())),
        d.current_pratyantar_dasha
            .as_ref()
            .map(|p| (p.planet, p.start_date.as_str(), p.end_date.as_str())),
    ]
}

/// The maha, antar and pratyantar dashas running now.
pub fn current_periods(ctx: &Ctx, doc: &mut Doc, d: &DashaOut) {
    let cols = [
        Column::new(ctx.t(key!("report.table.level")), 1.3, Align::Left),
        Column::new(ctx.t(key!("report.table.graha")), 1.0, Align::Left),
        Column::new(ctx.t(key!("report.table.from")), 1.0, Align::Center),
        Column::new(ctx.t(key!("report.table.to")), 1.0, Align::Center),
    ];
    let rows: Vec<Row> = [
        key!("report.table.mahadasha"),
        key!("report.table.antardasha"),
        key!("report.table.pratyantardasha"),
    ]
    .into_iter()
    .zip(running(d))
    .filter_map(|(label, p)| {
        let (planet, start, end) = p?;
        Some(Row::new(vec![
            ctx.t(label),
            ctx.planet(planet),
            start.into(),
            end.into(),
        ]))
    })
    .collect();
    if !rows.is_empty() {
        doc.heading(&ctx.t(key!("report.kundli.running")), 2);
        doc.table(&cols, &rows, 9.5);
    }
}

/// A life area's title (`report.area.career`), or the area's key itself when it is not one of
/// ours.
pub fn area_title(ctx: &Ctx, area: &str) -> String {
    ctx.word(key!("report.area.{}", area), area)
}

/// One period of the `/v1/predictions` reply: its lord and dates, the overall reading and
/// the life areas it touches with their tone.
pub fn period_reading(ctx: &Ctx, doc: &mut Doc, p: &PeriodReadingOut) {
    let level = match p.level {
        PeriodLevel::Maha => ctx.t(key!("report.table.mahadasha")),
        PeriodLevel::Antar => ctx.t(key!("report.table.antardasha")),
        other => other.name().to_owned(),
    };
    let planet = match p.maha_planet {
        None => ctx.planet(p.period.planet),
        Some(maha) => format!("{} – {}", ctx.planet(maha), ctx.planet(p.period.planet)),
    };
    let mut title = format!(
        "{level} {planet}: {} – {}",
        p.period.start_date, p.period.end_date
    );
    let tone = p.tone.name();
    if !tone.is_empty() {
        title = format!("{title} · {}", ctx.word(key!("report.tone.{}", tone), tone));
    }
    doc.heading(&title, 2);
    if let Some(t) = prose(&p.overall.text) {
        doc.paragraph(t);
    }
    let rows: Vec<Row> = p
        .areas
        .iter()
        .filter_map(|a| {
            Some(Row::new(vec![
                area_title(ctx, a.area.name()),
                ctx.word(key!("report.tone.{}", a.tone), a.tone.name()),
                prose(&a.statement.text)?.to_owned(),
            ]))
        })
        .collect();
    if !rows.is_empty() {
        let cols = [
            Column::new(ctx.t(key!("report.table.area")), 1.1, Align::Left),
            Column::new(ctx.t(key!("report.table.tone")), 0.9, Align::Left),
            Column::new(ctx.t(key!("report.table.outlook")), 4.0, Align::Left),
        ];
        doc.table(&cols, &rows, 9.0);
    }
}
