//! `POST /v1/calendar`: a whole AD or BS month of days at a place — tithi at
//! sunrise with its end, nakshatra, paksha, sunrise, sunset and festivals — as JSON or as an
//! RFC 5545 calendar (`format: ics`) with the festivals and the tithis.

use super::call::CalendarOptions;
use super::natal::round;
use super::time::panchang_reply::{FestivalOut, LocationOut};
use super::time::{BsDateOut, KATHMANDU, hhmm_in, iso_in, panchang_error};
use super::{CalcError, Calendar, Ctx};
use crate::astro::calendar::{self, CalendarDay, Place, Polar, Region};
use crate::astro::panchang::Tithi;
use crate::astro::{BsDate, Ephemeris, bikram_sambat};
use crate::content::{self, Locale};
use crate::key;
use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;
use serde::Serialize;

pub use super::{CalendarFormat, years};

/// The tithi at sunrise.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CalendarTithi)]
pub struct TithiOut {
    /// 1–30 (Shukla Pratipada … Amavasya).
    pub number: u8,
    #[schema(value_type = String)]
    pub name: crate::calc::names::Named<crate::astro::panchang::Tithi>,
    /// The tithi's name in the reply's language.
    pub label: String,
    pub ends_at: String,
}

/// The nakshatra at sunrise.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CalendarNakshatra)]
pub struct NakshatraOut {
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub name: crate::astro::Nakshatra,
    pub label: String,
    pub ends_at: String,
}

/// One day of a month calendar.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarDayOut {
    /// Gregorian, `YYYY-MM-DD`.
    pub date: String,
    /// Null outside the Bikram Sambat table.
    pub bs_date: Option<BsDateOut>,
    /// Null on a date without a sunrise (`polar`), as are the other fields read at sunrise.
    pub tithi: Option<TithiOut>,
    #[schema(value_type = Option<String>)]
    pub paksha: Option<crate::calc::names::Named<crate::astro::panchang::Paksha>>,
    pub nakshatra: Option<NakshatraOut>,
    /// `HH:MM` in the place's zone; null when the Sun does not rise (set) that date.
    pub sunrise: Option<String>,
    pub sunset: Option<String>,
    /// The amanta lunar month.
    #[schema(value_type = Option<String>)]
    pub lunar_month: Option<crate::calc::names::Named<crate::astro::calendar::Masa>>,
    pub is_adhika: Option<bool>,
    /// Null, or what the date lacks (polar day or night): `no-sunrise` (the Sun stays below
    /// the horizon) or `no-sunset` (it stays above it, or rises and does not set).
    pub polar: Option<Polar>,
    pub festivals: Vec<FestivalOut>,
}

/// `POST /v1/calendar`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarOut {
    pub year: i32,
    /// 1–12, of `calendar`.
    pub month: u8,
    pub calendar: Calendar,
    pub location: LocationOut,
    pub days: Vec<CalendarDayOut>,
    /// The month as an RFC 5545 calendar, with `format: ics` (the API answers it as
    /// `text/calendar`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ics: Option<String>,
}

/// The first and last Gregorian days of a month of `calendar`.
fn span(calendar: Calendar, year: i32, month: u8) -> Result<(NaiveDate, NaiveDate), CalcError> {
    let bad = |field: &str| CalcError::invalid(field, "is outside the calendar");
    if !years(calendar).contains(&year) {
        return Err(bad("year"));
    }
    match calendar {
        Calendar::Ad => {
            let from = NaiveDate::from_ymd_opt(year, u32::from(month), 1).ok_or(bad("month"))?;
            let to = from
                .checked_add_months(chrono::Months::new(1))
                .and_then(|d| d.pred_opt())
                .ok_or(bad("month"))?;
            Ok((from, to))
        }
        Calendar::Bs => {
            let y = u16::try_from(year).map_err(|_| bad("year"))?;
            let days = bikram_sambat::days_in_month(y, month).map_err(|_| bad("month"))?;
            let first = BsDate::new(y, month, 1).map_err(|_| bad("month"))?;
            let last = BsDate::new(y, month, days).map_err(|_| bad("month"))?;
            Ok((first.to_gregorian(), last.to_gregorian()))
        }
    }
}

/// `POST /v1/calendar`: at the place asked for (its zone's dates and clock), or at a profile's
/// birth place (Kathmandu's, as the panchang).
pub fn calendar(ctx: &Ctx, opts: &CalendarOptions) -> Result<CalendarOut, CalcError> {
    let (place, location) = match ctx.place {
        Some(p) => (p.located()?, String::new()),
        None => {
            let b = ctx.birth();
            (
                Place::new(b.latitude, b.longitude, KATHMANDU),
                ctx.person().location.clone(),
            )
        }
    };
    let which = opts.calendar.unwrap_or(Calendar::Ad);
    let (year, month) = (opts.year.0, opts.month.0);
    let range = span(which, year, month)?;
    let eph = Ephemeris::with(ctx.settings);
    let region = opts.region.unwrap_or(Region::Both);
    let days = calendar::range(&eph, range, place, region).map_err(panchang_error)?;
    let locale = ctx.locale();
    let zone = place.zone;
    let ics = (opts.format == Some(CalendarFormat::Ics))
        .then(|| ics(&days, zone, locale, &location, ctx.now));
    Ok(CalendarOut {
        year,
        month,
        calendar: which,
        location: LocationOut {
            name: location,
            latitude: round(place.latitude, 6),
            longitude: round(place.longitude, 6),
            timezone: zone.name(),
        },
        days: days.iter().map(|d| day_out(d, zone, locale)).collect(),
        ics,
    })
}

fn tithi_label(locale: Locale, t: Tithi) -> String {
    format!(
        "{} {}",
        content::text(locale, key!("panchang.paksha.{}", t.paksha().name())),
        content::text(locale, key!("panchang.tithi.{}", t.name()))
    )
}

fn day_out(d: &CalendarDay, zone: Tz, locale: Locale) -> CalendarDayOut {
    CalendarDayOut {
        date: d.date.format("%Y-%m-%d").to_string(),
        bs_date: d.bs_date.map(|bs| BsDateOut::new(bs, locale)),
        tithi: d.at_sunrise.map(|a| TithiOut {
            number: a.tithi.value.number(),
            name: crate::calc::names::Named(a.tithi.value),
            label: tithi_label(locale, a.tithi.value),
            ends_at: iso_in(a.tithi.end, zone),
        }),
        paksha: d.at_sunrise.map(|a| crate::calc::names::Named(a.paksha)),
        nakshatra: d.at_sunrise.map(|a| NakshatraOut {
            name: a.nakshatra.value,
            label: content::text(locale, key!("nakshatras.{}.name", a.nakshatra.value.name())),
            ends_at: iso_in(a.nakshatra.end, zone),
        }),
        sunrise: d.at_sunrise.map(|a| hhmm_in(a.sunrise, zone)),
        sunset: d.sunset.map(|t| hhmm_in(t, zone)),
        lunar_month: d
            .at_sunrise
            .map(|a| crate::calc::names::Named(a.lunar_month.amanta)),
        is_adhika: d.at_sunrise.map(|a| a.lunar_month.is_adhika),
        polar: d.polar,
        festivals: d
            .festivals
            .iter()
            .map(|f| FestivalOut::of(f, locale))
            .collect(),
    }
}

/// RFC 5545 text: `,` `;` `\` and newlines escaped (§3.3.11).
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            _ => out.push(c),
        }
    }
    out
}

/// Appends a content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character,
/// ended by CRLF.
fn line(out: &mut String, text: &str) {
    let mut width = 0;
    for c in text.chars() {
        let n = c.len_utf8();
        if width + n > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += n;
    }
    out.push_str("\r\n");
}

/// The month as an RFC 5545 calendar: each day's tithi at sunrise as an all-day event (with its
/// end time), and each festival as an all-day event; stable UIDs so a re-import updates.
fn ics(
    days: &[CalendarDay],
    zone: Tz,
    locale: Locale,
    location: &str,
    now: DateTime<Utc>,
) -> String {
    let mut out = String::new();
    let stamp = now.format("%Y%m%dT%H%M%SZ").to_string();
    for l in [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Graha//Panchang calendar//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
    ] {
        line(&mut out, l);
    }
    line(
        &mut out,
        &format!(
            "X-WR-CALNAME:{}",
            escape(&content::text(locale, key!("panchang.calendarName")))
        ),
    );
    line(&mut out, &format!("X-WR-TIMEZONE:{}", zone.name()));
    let mut event = |uid: String, date: NaiveDate, summary: String, description: String| {
        let next = date.succ_opt().unwrap_or(date);
        line(&mut out, "BEGIN:VEVENT");
        line(&mut out, &format!("UID:{uid}"));
        line(&mut out, &format!("DTSTAMP:{stamp}"));
        line(
            &mut out,
            &format!("DTSTART;VALUE=DATE:{}", date.format("%Y%m%d")),
        );
        line(
            &mut out,
            &format!("DTEND;VALUE=DATE:{}", next.format("%Y%m%d")),
        );
        line(&mut out, &format!("SUMMARY:{}", escape(&summary)));
        if !description.is_empty() {
            line(&mut out, &format!("DESCRIPTION:{}", escape(&description)));
        }
        if !location.is_empty() {
            line(&mut out, &format!("LOCATION:{}", escape(location)));
        }
        line(&mut out, "TRANSP:TRANSPARENT");
        line(&mut out, "END:VEVENT");
    };
    for d in days {
        let date = d.date.format("%Y%m%d");
        // A date without a sunrise has no tithi at sunrise: no tithi event.
        if let Some(a) = d.at_sunrise {
            let until = content::fill(
                locale,
                key!("panchang.tithiUntil"),
                &[("time", &hhmm_in(a.tithi.end, zone))],
            );
            event(
                format!("{date}-tithi@graha"),
                d.date,
                tithi_label(locale, a.tithi.value),
                until,
            );
        }
        for f in &d.festivals {
            event(
                format!("{date}-{}@graha", f.key),
                d.date,
                crate::calc::calendar_names::festival(locale, f),
                String::new(),
            );
        }
    }
    line(&mut out, "END:VCALENDAR");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_fold_at_75_octets_between_characters() {
        let mut out = String::new();
        let text = format!("SUMMARY:{}", "दशैं ".repeat(20));
        line(&mut out, &text);
        for l in out.split("\r\n").filter(|l| !l.is_empty()) {
            assert!(l.len() <= 75, "{} octets", l.len());
        }
        assert_eq!(out.replace("\r\n ", ""), format!("{text}\r\n"));
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape("a,b;c\\d\ne"), "a\\,b\\;c\\\\d\\ne");
    }
}
