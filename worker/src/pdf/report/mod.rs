//! What the three reports share: texts of content topic `report`, the engine's typed replies
//! (each person's chart computed once per report), localised names, the cover and the chart
//! page.

pub mod compatibility;
pub mod dasha;
pub mod kundli;
pub mod predictions;
pub mod varshaphal;

use super::fonts::Fonts;
use super::layout::{Align, CONTENT_W, Column, Doc, MARGIN_X, PAGE_W, Rgb, Row, Slot, colour};
use super::text::Font;
use chrono::{DateTime, Utc};
use graha::astro::{BsDate, Chart, Division, Nakshatra, Planet, Sign};
use graha::calc::Call;
use graha::calc::call::{
    DashaOptions, MatchingOptions, NoOptions, OnDay, RashifalOptions, VarshaphalOptions,
    YogasOptions,
};
use graha::calc::matching::MatchingReply;
use graha::calc::reading::{DoshasOut, PersonalityOut, PredictionsOut, YogasOut};
use graha::calc::special_points::SpecialPointsOut;
use graha::calc::strength::{AshtakavargaOut, DashaOut};
use graha::calc::time::{RashifalOut, TransitsOut};
use graha::calc::varshaphal::VarshaphalOut;
use graha::calc::{
    self, CalcError, CalcRequest, ChartStyle, DashaFrom, PersonData, Prepared, Reply, chart_image,
};
use graha::content::{self, Key, Locale};
use graha::endpoints::Endpoint;
use graha::key;
use std::ops::Range;

/// A reply a report reads, and the endpoint that gives it.
pub trait Section: Sized {
    const ENDPOINT: Endpoint;
    /// The options of its endpoint.
    type Options: Default;
    /// The call of its endpoint with `options`.
    fn call(options: Self::Options) -> Call;
    /// The payload when `reply` is this endpoint's.
    fn from_reply(reply: Reply) -> Option<Self>;
}

macro_rules! sections {
    ($( $e:ident($o:ty) => $ty:ty ),+ $(,)?) => {
        $(impl Section for $ty {
            const ENDPOINT: Endpoint = Endpoint::$e;
            type Options = $o;
            fn call(options: $o) -> Call {
                Call::$e(options)
            }
            fn from_reply(reply: Reply) -> Option<Self> {
                match reply {
                    Reply::$e(x) => Some(x),
                    _ => None,
                }
            }
        })+
    };
}

sections! {
    Dasha(DashaOptions) => DashaOut,
    Ashtakavarga(NoOptions) => AshtakavargaOut,
    Yogas(YogasOptions) => YogasOut,
    Dosha(NoOptions) => DoshasOut,
    Personality(NoOptions) => PersonalityOut,
    Predictions(NoOptions) => PredictionsOut,
    Transits(OnDay) => TransitsOut,
    Rashifal(RashifalOptions) => RashifalOut,
    Matching(MatchingOptions) => MatchingReply,
    Varshaphal(VarshaphalOptions) => VarshaphalOut,
    SpecialPoints(NoOptions) => SpecialPointsOut,
}

/// A report being built: the request, its locale, the fonts and the persons' births and
/// charts, computed once for every section.
pub struct Ctx<'a> {
    pub req: &'a CalcRequest,
    pub locale: Locale,
    pub fonts: &'static Fonts,
    /// The cover band's colour (a brand's accent, or the product's).
    pub band: Rgb,
    people: Prepared,
}

impl<'a> Ctx<'a> {
    /// Checks the persons' birth data and computes their charts.
    pub fn new(req: &'a CalcRequest, fonts: &'static Fonts) -> Result<Ctx<'a>, CalcError> {
        Ok(Ctx {
            req,
            locale: req.locale,
            fonts,
            band: colour::BAND,
            people: Prepared::new(&req.persons, &req.settings)?,
        })
    }

    /// Person `i`'s natal chart.
    pub fn chart(&self, i: usize) -> Option<&Chart> {
        self.people.charts.get(i)
    }

    /// A text in the report's locale: `ctx.t(key!("report.kundli.title"))`.
    pub fn t(&self, key: Key) -> String {
        content::text(self.locale, key)
    }

    /// A text with placeholders filled.
    pub fn f(&self, key: Key, args: &[(&str, &str)]) -> String {
        content::fill(self.locale, key, args)
    }

    /// Localised names: `report.planet.Sun`, `report.sign.Aries`, `report.nakshatraName.Rohini`.
    pub fn planet(&self, p: Planet) -> String {
        self.word(key!("report.planet.{}", p.name()), p.name())
    }
    pub fn sign(&self, s: Sign) -> String {
        self.word(key!("report.sign.{}", s.name()), s.name())
    }
    pub fn nakshatra(&self, n: Nakshatra) -> String {
        let name = n.name().replace(' ', "");
        self.word(key!("report.nakshatraName.{}", name), &name)
    }
    /// A value of a reply in the report's language: a graha or sign name, or one of the
    /// classical qualities (`report.quality.*`: varna, vashya, tara, yoni, gana, nadi).
    pub fn value(&self, v: &str) -> String {
        if let Some(p) = Planet::from_name(v) {
            self.planet(p)
        } else if let Some(s) = Sign::from_name(v) {
            self.sign(s)
        } else {
            let v = v.replace(' ', "");
            self.word(key!("report.quality.{}", v), &v)
        }
    }

    /// The report's word for a value of a reply (`key!("report.rating.{}", rating)`), or the
    /// value itself when the report has none (a value another module added after these texts
    /// were written).
    pub fn word(&self, key: Key, value: &str) -> String {
        content::get(self.locale, key).unwrap_or(value).to_owned()
    }

    /// The reply of `T`'s endpoint for the persons `who` (indices into `req.persons`) as of
    /// `now`, with options set by `options` over their defaults; `None` when that part of the
    /// engine cannot answer (its section is then left out).
    pub fn reply_with<T: Section>(
        &self,
        who: Range<usize>,
        now: DateTime<Utc>,
        options: impl FnOnce(&mut T::Options),
    ) -> Option<T> {
        let endpoint = T::ENDPOINT;
        let mut opts = T::Options::default();
        options(&mut opts);
        let req = CalcRequest {
            call: T::call(opts),
            place: None,
            persons: self.req.persons.get(who.clone())?.to_vec(),
            locale: self.req.locale,
            numerals: self.req.numerals,
            settings: self.req.settings,
            image: None,
            now,
        };
        let births = self.people.births.get(who.clone())?;
        let charts = self.people.charts.get(who)?;
        // A section must not take the whole report down with it.
        match std::panic::catch_unwind(|| calc::run_with(&req, births, charts)) {
            Ok(Ok(reply)) => T::from_reply(reply),
            Ok(Err(e)) => {
                tracing::debug!(endpoint = endpoint.name(), error = %e, "report section left out");
                None
            }
            Err(_) => {
                tracing::warn!(
                    endpoint = endpoint.name(),
                    "report section panicked; left out"
                );
                None
            }
        }
    }

    /// The reply of `T`'s endpoint for person `i` as of `now`, with adjusted options.
    pub fn reply_at<T: Section>(
        &self,
        i: usize,
        now: DateTime<Utc>,
        options: impl FnOnce(&mut T::Options),
    ) -> Option<T> {
        self.reply_with(i..i + 1, now, options)
    }

    /// Person `i`'s birth date (local), as the replies write dates.
    pub fn birth_date(&self, i: usize) -> Option<String> {
        let b = self.people.births.get(i)?;
        Some(b.date.format("%Y-%m-%d").to_string())
    }

    /// Where the report's Vimshottari timeline starts: as the request asks, else at birth.
    pub fn dasha_from(&self) -> DashaFrom {
        match &self.req.call {
            Call::ReportKundli(o) | Call::ReportPredictions(o) => o.from,
            _ => None,
        }
        .unwrap_or(DashaFrom::Birth)
    }

    /// The Vimshottari periods of person `i` as of the report's date, from where the report's
    /// timeline starts.
    pub fn dasha(&self, i: usize) -> Option<DashaOut> {
        let from = self.dasha_from();
        self.reply_at::<DashaOut>(i, self.req.now, |o| o.from = Some(from))
    }

    /// The reply of `T`'s endpoint for person `i` as of the report's date.
    pub fn reply<T: Section>(&self, i: usize) -> Option<T> {
        self.reply_at(i, self.req.now, |_| {})
    }

    /// A new document with the locale's line spacing (Devanagari needs more).
    pub fn doc(&self) -> Doc {
        let leading = match self.locale {
            Locale::En => 1.42,
            Locale::Hi | Locale::Ne => 1.62,
        };
        Doc::new(self.fonts, leading)
    }

    /// The right-hand footer.
    pub fn page_label(&self, page: usize, total: usize) -> String {
        self.f(
            key!("report.common.page"),
            &[("page", &page.to_string()), ("total", &total.to_string())],
        )
    }
}

pub use graha::calc::dms;

/// A reply's text when there is one to print (not empty). Reply texts never hold a content
/// key: `graha::key!` checks every key when the code is compiled, and a template filled with a
/// value the content does not know fails the calculation instead of echoing the key.
pub fn prose(t: &str) -> Option<&str> {
    Some(t).filter(|t| !t.trim().is_empty())
}

/// The cover: a band with the report's title, the person's (or couple's) name and the facts
/// of birth, and one person's rasi chart.
pub fn cover(
    ctx: &Ctx,
    doc: &mut Doc,
    title: &str,
    subtitle: &str,
    persons: &[(&PersonData, &Chart)],
) {
    cover_with(ctx, doc, (title, subtitle), persons, true);
}

/// [`cover`], the rasi chart left out when `rasi` is false (a report that sets charts of its
/// own on the cover).
pub fn cover_with(
    ctx: &Ctx,
    doc: &mut Doc,
    (title, subtitle): (&str, &str),
    persons: &[(&PersonData, &Chart)],
    rasi: bool,
) {
    doc.new_page();
    doc.rect(0.0, 0.0, PAGE_W, 190.0, Some(ctx.band), None);
    doc.rect(0.0, 190.0, PAGE_W, 4.0, Some(colour::HIGHLIGHT), None);
    let tf = Font::sans(30.0).serif().bold();
    doc.put_text(Slot::line(100.0), title, tf, colour::PAPER);
    let sf = Font::sans(13.0);
    doc.put_text(Slot::line(132.0), subtitle, sf, colour::HIGHLIGHT);
    // A couple's two tables are set tighter and without the ayanamsa rows (the note below
    // names it), so that the cover holds both and the note.
    let single = persons.len() == 1;
    doc.y = if single { 236.0 } else { 226.0 };
    for (p, chart) in persons {
        // A long name wraps over as many lines as it needs.
        let nf = Font::sans(20.0).serif().bold();
        doc.paragraph_at(MARGIN_X, CONTENT_W, &[(&p.name, nf)], colour::INK);
        doc.y += 6.0;
        birth_table(ctx, doc, p, chart, single);
        doc.gap(if single { 8.0 } else { 4.0 });
    }
    if let ([(_, chart)], true) = (persons, rasi) {
        cover_chart(ctx, doc, chart);
    }
    let date = ctx.req.now.format("%Y-%m-%d").to_string();
    // The settings the charts were computed under (for a couple, the ayanamsa at the first
    // birth), so that a reader comparing with another program sees the conventions.
    let s = ctx.req.settings;
    let degrees = persons.first().map_or(0.0, |(_, c)| c.ayanamsa);
    let days = s.dasha_year.days().to_string();
    doc.note(&ctx.f(
        key!("report.common.prepared"),
        &[
            ("date", &date),
            (
                "ayanamsa",
                &ctx.t(key!("report.settings.ayanamsa.{}", s.ayanamsa.name())),
            ),
            ("degrees", &dms(degrees)),
            (
                "houses",
                &ctx.t(key!("report.settings.houses.{}", s.house_system.name())),
            ),
            (
                "node",
                &ctx.t(key!("report.settings.node.{}", s.node.name())),
            ),
            ("days", &days),
        ],
    ));
}

/// A birth date as the report's readers write it: in Nepali, Bikram Sambat with the AD date
/// after it (AD alone outside the BS table); elsewhere AD.
fn birth_date(locale: Locale, ad: chrono::NaiveDate) -> String {
    let ad_text = ad.format("%Y-%m-%d").to_string();
    match (locale, BsDate::from_gregorian(ad)) {
        (Locale::Ne, Ok(bs)) => content::fill(
            locale,
            key!("report.common.dateBsAd"),
            &[("bs", &bs.to_string()), ("ad", &ad_text)],
        ),
        _ => ad_text,
    }
}

/// The birth table: the person's birth data and the chart's principal points; `full` adds the
/// ayanamsa row and sets it at the size of a single person's cover.
pub fn birth_table(ctx: &Ctx, doc: &mut Doc, p: &PersonData, chart: &Chart, full: bool) {
    let mut rows = birth_rows(ctx, p);
    rows.extend(chart_rows(ctx, chart));
    if !full {
        rows.pop();
    }
    let cols = [
        Column::new("", 1.0, Align::Left),
        Column::new("", 2.0, Align::Left),
    ];
    let rows: Vec<Row> = rows
        .into_iter()
        .map(|(k, v)| Row::new(vec![k, v]))
        .collect();
    doc.table(&cols, &rows, if full { 10.0 } else { 9.0 });
}

/// The birth table's rows of the person: gender, date, time with its UTC offset, place and
/// coordinates.
fn birth_rows(ctx: &Ctx, p: &PersonData) -> Vec<(String, String)> {
    let birth = p.birth().ok();
    let offset = birth.as_ref().map_or(0.0, |b| b.utc_offset_hours());
    let sign_off = if offset < 0.0 { '-' } else { '+' };
    let mins = (offset.abs() * 60.0).round() as i64;
    let gender = match p.gender {
        Some(calc::Gender::Male) => ctx.t(key!("report.common.male")),
        Some(calc::Gender::Female) => ctx.t(key!("report.common.female")),
        None => "—".to_owned(),
    };
    vec![
        (ctx.t(key!("report.common.gender")), gender),
        (
            ctx.t(key!("report.common.dateOfBirth")),
            birth_date(ctx.locale, p.date),
        ),
        (
            ctx.t(key!("report.common.timeOfBirth")),
            format!(
                "{} ({}, UTC{}{:02}:{:02})",
                p.time.format("%H:%M"),
                p.timezone,
                sign_off,
                mins / 60,
                mins % 60
            ),
        ),
        (ctx.t(key!("report.common.place")), p.location.clone()),
        (
            ctx.t(key!("report.common.coordinates")),
            format!(
                "{:.4}° {}, {:.4}° {}",
                p.latitude.abs(),
                if p.latitude >= 0.0 { "N" } else { "S" },
                p.longitude.abs(),
                if p.longitude >= 0.0 { "E" } else { "W" }
            ),
        ),
    ]
}

/// The birth table's rows of the chart: ascendant, Moon and Sun signs, nakshatra and
/// ayanamsa.
fn chart_rows(ctx: &Ctx, chart: &Chart) -> Vec<(String, String)> {
    let asc = chart.ascendant;
    let moon = chart.graha(Planet::Moon);
    vec![
        (
            ctx.t(key!("report.common.ascendant")),
            format!("{} {}", ctx.sign(asc.sign()), dms(asc.degree_in_sign())),
        ),
        (ctx.t(key!("report.common.moonSign")), ctx.sign(moon.sign())),
        (
            ctx.t(key!("report.common.sunSign")),
            ctx.sign(chart.sun_sign()),
        ),
        (
            ctx.t(key!("report.common.nakshatra")),
            ctx.f(
                key!("report.common.nakshatraPada"),
                &[
                    ("nakshatra", &ctx.nakshatra(moon.nakshatra())),
                    ("pada", &moon.pada().to_string()),
                ],
            ),
        ),
        (
            ctx.f(
                key!("report.common.ayanamsa"),
                &[(
                    "name",
                    &ctx.t(key!(
                        "report.settings.ayanamsa.{}",
                        chart.settings.ayanamsa.name()
                    )),
                )],
            ),
            dms(chart.ayanamsa),
        ),
    ]
}

/// North and South Indian pictures of D1 and D9, two by two.
/// The rasi chart on a single person's cover, in the North Indian style, as large as the room
/// left above the cover's note lets it be (none when too little is left).
fn cover_chart(ctx: &Ctx, doc: &mut Doc, chart: &Chart) {
    const NOTE_ROOM: f32 = 60.0;
    let side = (doc.room() - NOTE_ROOM - 24.0).min(210.0);
    if side < 140.0 {
        return;
    }
    let d1 = chart_image::drawing(chart, ChartStyle::North, Division::D1, ctx.locale);
    let caption = format!("{} · {}", d1.title, ctx.t(key!("report.common.north")));
    doc.figures(&[(&d1, caption)], side);
}

pub fn chart_page(ctx: &Ctx, doc: &mut Doc, chart: &Chart, side: f32) {
    for style in [ChartStyle::North, ChartStyle::South] {
        let d1 = chart_image::drawing(chart, style, Division::D1, ctx.locale);
        let d9 = chart_image::drawing(chart, style, Division::D9, ctx.locale);
        let style_name = ctx.t(match style {
            ChartStyle::North => key!("report.common.north"),
            ChartStyle::South => key!("report.common.south"),
            ChartStyle::East => key!("report.common.east"),
        });
        let caption = |d: &graha::draw::Drawing| format!("{} · {style_name}", d.title);
        doc.figures(&[(&d1, caption(&d1)), (&d9, caption(&d9))], side);
        doc.gap(6.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn degrees_as_degrees_and_minutes() {
        assert_eq!(dms(12.5), "12°30′");
        assert_eq!(dms(0.999), "0°59′");
        assert_eq!(dms(29.999_99), "29°59′");
    }

    /// Nepali readers get the birth date in Bikram Sambat with AD after it; the others, and
    /// dates outside the BS table, AD alone. ref: 2024-04-13 AD is Baisakh 1, 2081 BS (the
    /// Nepali new year 2081).
    #[test]
    fn nepali_birth_dates_in_bs_and_ad() {
        let d = |y, m, dd| chrono::NaiveDate::from_ymd_opt(y, m, dd).expect("a date");
        assert_eq!(
            birth_date(Locale::Ne, d(2024, 4, 13)),
            "वि.सं. 2081-01-01 (2024-04-13 ई.सं.)"
        );
        assert_eq!(birth_date(Locale::Hi, d(2024, 4, 13)), "2024-04-13");
        assert_eq!(birth_date(Locale::En, d(2024, 4, 13)), "2024-04-13");
        assert_eq!(birth_date(Locale::Ne, d(1800, 1, 1)), "1800-01-01");
    }
}
