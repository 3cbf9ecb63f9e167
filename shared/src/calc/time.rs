//! Reply builders of everything that depends on "now" or on a calendar day: panchang, transits,
//! sade_sati, rashifal, daily_insight.
//!
//! The day is the Kathmandu civil date of `ctx.now`, or the request's `date`; the
//! moment for positions is `ctx.now`, or noon in Kathmandu of `date`. Clock times are given in
//! Kathmandu time, `HH:MM` rounded to the minute, with full local timestamps beside them.

mod horoscope_reply;
mod insight;
mod panchang_parts;
pub(crate) mod panchang_reply;
mod rashifal_reply;
mod transits_reply;

pub use horoscope_reply::{
    FactorKind, HoroscopeOut, horoscope_replied, max_age as horoscope_max_age,
};
pub use insight::{InsightOut, daily_insight};
pub use panchang_reply::{CalendarName, FestivalOut, PanchangOut, panchang};
pub use rashifal_reply::{RashifalOut, rashifal};
pub use transits_reply::{SadeSatiReply, TransitsOut, sade_sati, transits};

use super::{CalcError, Ctx};
use crate::astro::{BsDate, BsError, Days, JulianDay, PanchangError, Planet, Sign};
use crate::content::{self, Locale};
use crate::key;
use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};
use chrono_tz::Tz;
use serde::Serialize;

/// The zone every clock time of these replies is given in (the published panchang's).
pub const KATHMANDU: Tz = chrono_tz::Asia::Kathmandu;

/// The day asked for: `date`, or today in Kathmandu.
pub(crate) fn day_of(ctx: &Ctx, date: Option<NaiveDate>) -> NaiveDate {
    date.unwrap_or_else(|| ctx.now.with_timezone(&KATHMANDU).date_naive())
}

/// The moment asked for: `now`, or noon in Kathmandu on `date`.
pub(crate) fn moment_of(ctx: &Ctx, date: Option<NaiveDate>) -> JulianDay {
    match date {
        Some(d) => JulianDay::from_utc(kathmandu_noon(d)),
        None => JulianDay::from_utc(ctx.now),
    }
}

fn kathmandu_noon(d: NaiveDate) -> DateTime<Utc> {
    let noon = d.and_time(NaiveTime::from_hms_opt(12, 0, 0).unwrap_or_default());
    crate::astro::birth::local_to_utc(noon, KATHMANDU).unwrap_or_else(|| noon.and_utc())
}

/// Kathmandu wall-clock time of an instant, rounded to the minute.
fn local(jd: JulianDay) -> DateTime<Tz> {
    local_in(jd, KATHMANDU)
}

/// Wall-clock time of an instant in a zone, rounded to the minute.
fn local_in(jd: JulianDay, zone: Tz) -> DateTime<Tz> {
    (jd.to_utc() + Duration::seconds(30)).with_timezone(&zone)
}

/// `HH:MM` in Kathmandu.
pub(crate) fn hhmm(jd: JulianDay) -> String {
    hhmm_in(jd, KATHMANDU)
}

/// `HH:MM` in a zone.
pub(crate) fn hhmm_in(jd: JulianDay, zone: Tz) -> String {
    local_in(jd, zone).format("%H:%M").to_string()
}

/// `YYYY-MM-DDTHH:MM±hh:mm` in a zone.
pub(crate) fn iso_in(jd: JulianDay, zone: Tz) -> String {
    local_in(jd, zone).format("%Y-%m-%dT%H:%M%:z").to_string()
}

/// The Kathmandu civil date of an instant, `YYYY-MM-DD`.
pub(crate) fn date_of(jd: JulianDay) -> String {
    local(jd).format("%Y-%m-%d").to_string()
}

/// A Bikram Sambat date as published (`bsDate`).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BsDateOut {
    pub year: u16,
    pub month: u8,
    pub day: u8,
    /// English (Baisakh … Chaitra).
    #[schema(value_type = String)]
    pub month_name: crate::calc::names::Named<crate::astro::BsMonth>,
    /// Nepali, Devanagari.
    #[schema(value_type = String)]
    pub month_name_ne: crate::calc::names::Named<crate::calc::names::BsMonthNe>,
    /// The date written out in the reply's language.
    pub formatted: String,
}

impl BsDateOut {
    pub fn new(d: BsDate, locale: Locale) -> Self {
        let m = d.bs_month();
        BsDateOut {
            year: d.year(),
            month: d.month(),
            day: d.day(),
            month_name: crate::calc::names::Named(m),
            month_name_ne: crate::calc::names::Named(crate::calc::names::BsMonthNe(m)),
            formatted: content::fill(
                locale,
                key!("panchang.bsFormat"),
                &[
                    ("year", &d.year().to_string()),
                    ("month", bs_month_name(d, locale)),
                    ("day", &d.day().to_string()),
                ],
            ),
        }
    }
}

/// The BS month's name in a reply language (Devanagari for Hindi and Nepali).
pub(crate) fn bs_month_name(d: BsDate, locale: Locale) -> &'static str {
    match locale {
        Locale::En => d.bs_month().name(),
        Locale::Hi | Locale::Ne => d.bs_month().name_ne(),
    }
}

pub(crate) fn bs_error(e: BsError) -> CalcError {
    CalcError::invalid("date", &e.to_string())
}

pub(crate) fn panchang_error(e: PanchangError) -> CalcError {
    match e {
        PanchangError::Ephemeris(e) => e.into(),
        e @ PanchangError::NoSunrise(_) => CalcError::invalid("latitude", &e.to_string()),
    }
}

pub(crate) fn planet_name(locale: Locale, p: Planet) -> String {
    content::text(locale, key!("planets.{}.name", p.name()))
}

/// A planet's name without an article ("Moon"), for "your {maha} mahadasha".
pub(crate) fn short_name(locale: Locale, p: Planet) -> String {
    content::text(locale, key!("planets.{}.short", p.name()))
}

pub(crate) fn sign_name(locale: Locale, s: Sign) -> String {
    content::text(locale, key!("signs.{}.name", s.name()))
}

/// A tithi's group of five, its content key (Nanda, Bhadra, Jaya, Rikta, Purna; Muhurta
/// Chintamani ch. 1); Amavasya, the new moon, has its own (a day for the ancestors, of no
/// beginnings), not Purna's fullness.
pub(crate) fn tithi_group(t: crate::astro::panchang::Tithi) -> &'static str {
    if t.number() == 30 {
        return "amavasya";
    }
    ["nanda", "bhadra", "jaya", "rikta", "purna"][usize::from((t.number() - 1) % 5)]
}

/// A day's own sentences (docs/decisions.md, "A daily reading from the day's sky"): its tara
/// when the reading names one (the day's nakshatra counted from the reader's), what its
/// weekday's lord favours and what its tithi's group means.
pub(crate) fn day_sentences(
    l: Locale,
    tara: Option<(crate::astro::matching::Tara, crate::astro::Nakshatra)>,
    lord: Planet,
    tithi: crate::astro::panchang::Tithi,
) -> Vec<String> {
    let tara = tara.map(|(t, n)| {
        content::fill(
            l,
            key!("horoscope.tara.{}", t.name()),
            &[(
                "nakshatra",
                &content::text(l, key!("nakshatras.{}.name", n.name())),
            )],
        )
    });
    tara.into_iter()
        .chain([
            content::text(l, key!("horoscope.weekday.{}", lord.name())),
            content::fill(
                l,
                key!("horoscope.tithi.{}", tithi_group(tithi)),
                &[(
                    "tithi",
                    &content::text(l, key!("panchang.tithi.{}", tithi.name())),
                )],
            ),
        ])
        .collect()
}

/// "the 4th house" in the reply's language.
pub(crate) fn house_name(locale: Locale, house: u8) -> String {
    content::text(locale, key!("transits.house.{}", house))
}

/// A span of dates in words: "2025-03-29 to 2027-06-03 (2 years 2 months)".
pub(crate) fn span_text(locale: Locale, start: JulianDay, end: JulianDay) -> String {
    content::fill(
        locale,
        key!("transits.duration.range"),
        &[
            ("from", &date_of(start)),
            ("to", &date_of(end)),
            ("length", &length_text(locale, end - start)),
        ],
    )
}

/// A length of time in words, rounded to what matters at its scale.
pub(crate) fn length_text(locale: Locale, span: Days) -> String {
    let days = span.days();
    if days < 3.0 {
        let h = span.hours().round().max(1.0) as i64;
        content::fill(
            locale,
            key!("transits.duration.hours"),
            &[("n", &h.to_string())],
        )
    } else if days < 60.0 {
        let d = days.round() as i64;
        content::fill(
            locale,
            key!("transits.duration.days"),
            &[("n", &d.to_string())],
        )
    } else {
        let months = (days / 30.4375).round() as i64;
        if months < 24 {
            content::fill(
                locale,
                key!("transits.duration.months"),
                &[("n", &months.to_string())],
            )
        } else {
            content::fill(
                locale,
                key!("transits.duration.yearsMonths"),
                &[
                    ("y", &(months / 12).to_string()),
                    ("m", &(months % 12).to_string()),
                ],
            )
        }
    }
}

/// A dated span as published.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpanOut {
    pub start_date: String,
    pub end_date: String,
}

impl SpanOut {
    pub fn new(start: JulianDay, end: JulianDay) -> Self {
        SpanOut {
            start_date: date_of(start),
            end_date: date_of(end),
        }
    }
}
