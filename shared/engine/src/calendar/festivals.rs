//! Festivals and observances: rules as typed data (the catalogue, `CATALOGUE`) and the
//! resolver that finds their days at a place.
//!
//! A lunar festival belongs to a tithi of an amanta month; the civil day it is kept on is the
//! one whose time of worship (kala) the tithi pervades: sunrise for most vratas (udaya tithi),
//! madhyahna, aparahna, pradosh, nishita or moonrise for others (Nirnaya Sindhu ch. 1,
//! Dharmasindhu ch. 1, "karmakala-vyapini tithi grahya"). When the tithi pervades that kala on
//! two days, each rule says which (its [`Tie`]); when on neither (a short tithi), the day in
//! which the tithi begins. Named festivals are never kept in an adhika month (Nirnaya Sindhu:
//! "malamasa" is excluded from festivals and vratas); monthly observances are.

mod days;

pub(crate) use days::DayCache;

use super::lunar::{LunarMonth, Masa};
use super::muhurta::DayFrame;
use super::polar::found;
use super::sky::{Angle, Sky};
use crate::bikram_sambat::BsDate;
use crate::ephemeris::EphemerisError;
use crate::panchang::{PanchangError, Slot, jd_at_midnight_ut};
use crate::types::{Days, JulianDay, Sign};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Where a festival is kept (as a public holiday or in the almanacs of that country).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Region {
    /// Nepal.
    Np,
    /// India.
    In,
    /// Both.
    Both,
}

impl Region {
    /// Whether a festival of this region is wanted by a caller asking for `wanted`.
    pub fn serves(self, wanted: Region) -> bool {
        self == Region::Both || wanted == Region::Both || self == wanted
    }
    /// The country codes: `["np"]`, `["in"]` or `["np", "in"]`.
    pub fn codes(self) -> &'static [&'static str] {
        match self {
            Region::Np => &["np"],
            Region::In => &["in"],
            Region::Both => &["np", "in"],
        }
    }
}

/// The time of day a festival's tithi must pervade.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Kala {
    /// The tithi at sunrise (udaya tithi).
    Sunrise,
    /// The third fifth of daytime.
    Madhyahna,
    /// The fourth fifth of daytime.
    Aparahna,
    /// The first three muhurtas after sunset.
    Pradosh,
    /// The 8th muhurta of the night, around midnight.
    Nishita,
    /// The moment the Moon rises (after the day's sunrise).
    Moonrise,
}

/// Which day when the tithi pervades the kala on two days.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tie {
    First,
    Second,
    /// The day it pervades longer (the first when equal).
    Longer,
}

/// Which lunar months a rule applies in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Months {
    /// The (nija) month of this name.
    Named(Masa),
    /// Every month, adhika ones included (Purnima, Pradosh, …).
    Every,
    /// Adhika months only.
    Adhika,
}

/// How a festival's day is found.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Rule {
    /// A tithi (1–30; 16–30 the Krishna paksha of the amanta month) kept on the day whose kala
    /// it pervades.
    Tithi {
        months: Months,
        tithi: u8,
        kala: Kala,
        tie: Tie,
    },
    /// Holika Dahan (Dharmasindhu ch. 2, Phalguna): Phalguna Purnima at pradosh, free of
    /// Bhadra (the Vishti karana, Purnima's first half); when Bhadra lasts past that night's
    /// midnight, the next evening.
    HolikaDahan,
    /// Raksha Bandhan (Nirnaya Sindhu, Shravana): on the day Shravana Purnima holds at sunrise
    /// if it lasts six muhurtas of that day or more; otherwise the day before, when it
    /// pervades the afternoon.
    RakshaBandhan,
    /// The Sun entering a sidereal sign: kept on the day whose daytime, or the night before,
    /// holds the ingress (an ingress after sunset belongs to the next day: Dharmasindhu ch. 1 on
    /// Makara Sankranti's punya kala; Drik Panchang's rule).
    Sankranti(Sign),
    /// Nepal: the first day of a Bikram Sambat month (1–12) from the official table, which
    /// fixes the day each sankranti is kept; outside the table's years, the ingress rule of
    /// [`Rule::Sankranti`].
    BsMonthStart(u8),
}

/// One festival or observance of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Festival {
    /// Stable kebab-case English key; the names are in the content files
    /// (`festivals.<key>`, en/hi/ne).
    pub key: &'static str,
    pub rule: Rule,
    /// Days after the rule's day (Holi is the day after Holika Dahan).
    pub offset: i64,
    pub region: Region,
}

/// A festival on a day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FestivalDay {
    pub date: NaiveDate,
    pub key: &'static str,
    pub region: Region,
}

/// A failure to resolve: an ephemeris error or a place without sunrise.
pub type ResolveError = PanchangError;

impl DayCache<'_, '_> {
    /// The kala of a date as a span (a moment for sunrise and moonrise).
    fn kala(&mut self, date: NaiveDate, kala: Kala) -> Result<Option<Slot>, ResolveError> {
        let at = |t: JulianDay| Slot { start: t, end: t };
        // Only the sunrises and sunsets the kala needs.
        let day = |c: &mut Self| -> Result<DayFrame, ResolveError> {
            let (sunrise, sunset) = c.sun(date)?;
            Ok(DayFrame {
                previous_sunset: sunrise,
                sunrise,
                sunset,
                next_sunrise: sunset,
            })
        };
        let night = |c: &mut Self| -> Result<DayFrame, ResolveError> {
            let sunset = c.sunset(date)?;
            Ok(DayFrame {
                previous_sunset: sunset,
                sunrise: sunset,
                sunset,
                next_sunrise: c.sunrise(next(date))?,
            })
        };
        Ok(Some(match kala {
            Kala::Sunrise => at(self.sunrise(date)?),
            Kala::Madhyahna => day(self)?.fifth(3),
            Kala::Aparahna => day(self)?.fifth(4),
            Kala::Pradosh => night(self)?.pradosh(),
            Kala::Nishita => night(self)?.nishita(),
            Kala::Moonrise => match self.moonrise_after_sunrise(date)? {
                Some(t) => at(t),
                None => return Ok(None),
            },
        }))
    }

    /// The day a tithi running from `start` to `end` is kept on under `kala` and `tie`.
    fn keep(
        &mut self,
        (start, end): (JulianDay, JulianDay),
        kala: Kala,
        tie: Tie,
    ) -> Result<NaiveDate, ResolveError> {
        let mut hits: Vec<(NaiveDate, f64)> = Vec::new();
        // A sunrise in the span falls on a date from the span's first to its last; the other
        // kalas may belong to the day before the span's first date.
        let mut d = if kala == Kala::Sunrise {
            self.date_of(start)
        } else {
            prev(self.date_of(start))
        };
        let last = self.date_of(end);
        while d <= last {
            if let Some(k) = self.kala(d, kala)? {
                let overlap = if k.start == k.end {
                    if k.start >= start && k.start < end {
                        1.0
                    } else {
                        0.0
                    }
                } else {
                    (k.end.value().min(end.value()) - k.start.value().max(start.value())).max(0.0)
                };
                if overlap > 0.0 {
                    hits.push((d, overlap));
                }
            }
            d = next(d);
        }
        Ok(match (hits.first(), hits.get(1)) {
            // The tithi misses the kala on every day (a short one): the day it holds at
            // sunrise, else the day it begins in.
            (None, _) if kala != Kala::Sunrise => self.keep((start, end), Kala::Sunrise, tie)?,
            (None, _) => self.day_holding(start)?,
            (Some(a), None) => a.0,
            (Some(a), Some(b)) => match tie {
                Tie::First => a.0,
                Tie::Second => b.0,
                Tie::Longer => {
                    if b.1 > a.1 {
                        b.0
                    } else {
                        a.0
                    }
                }
            },
        })
    }

    /// Raksha Bandhan's day for Shravana Purnima `span` whose Bhadra ends at `bhadra_ends`
    /// (Nirnaya Sindhu, Shravana: "bhadrayam dve na kartavye shravani phalguni tatha"): the day
    /// Purnima holds at sunrise when it lasts three muhurtas (six ghatis) of that day; else the
    /// day before if Purnima is there, free of Bhadra, from its afternoon to its midnight (the
    /// tying may follow Bhadra's end into the night, as Drik Panchang prints it); else the day it holds at
    /// sunrise, else the day it pervades the afternoon.
    fn raksha_bandhan(
        &mut self,
        span: (JulianDay, JulianDay),
        bhadra_ends: JulianDay,
    ) -> Result<NaiveDate, ResolveError> {
        let at_sunrise = self.keep(span, Kala::Sunrise, Tie::First)?;
        let f = self.frame(at_sunrise)?;
        let holds = span.0 <= f.sunrise && f.sunrise < span.1;
        if holds && span.1 - f.sunrise >= f.day_length() * 0.2 {
            return Ok(at_sunrise);
        }
        let before = if holds { prev(at_sunrise) } else { at_sunrise };
        let b = self.frame(before)?;
        let midnight = b.sunset + b.night_length() / 2.0;
        let free = bhadra_ends.max(span.0).max(b.fifth(4).start);
        if free < midnight && free < span.1 {
            Ok(before)
        } else if holds {
            Ok(at_sunrise)
        } else {
            self.keep(span, Kala::Aparahna, Tie::First)
        }
    }

    /// The day of the Sun's ingress into `sign` by the rule of [`Rule::Sankranti`].
    fn sankranti_day(&mut self, ingress: JulianDay) -> Result<NaiveDate, ResolveError> {
        let d = self.date_of(ingress);
        let set = self.sunset(d)?;
        Ok(if ingress >= set { next(d) } else { d })
    }
}

fn next(d: NaiveDate) -> NaiveDate {
    d.succ_opt().unwrap_or(d)
}

fn prev(d: NaiveDate) -> NaiveDate {
    d.pred_opt().unwrap_or(d)
}

/// Where tithi `n` of a month lies at the least and the most: the month's thirtieth parts
/// widened by a day and a half either way (a tithi runs 19 to 27 hours, so the real span never
/// strays further from its share of the month).
fn rough_span(month: &LunarMonth, n: u8) -> (JulianDay, JulianDay) {
    let part = (month.ends - month.starts) / 30.0;
    let margin = Days::new(1.5);
    (
        month.starts + part * f64::from(n - 1) - margin,
        month.starts + part * f64::from(n) + margin,
    )
}

/// A lunar month's tithi span: the moments tithi `n` (1–30) begins and ends.
fn tithi_span(
    sky: &mut Sky,
    month: &LunarMonth,
    n: u8,
) -> Result<(JulianDay, JulianDay), EphemerisError> {
    let start = if n == 1 {
        month.starts
    } else {
        sky.next_crossing(Angle::Elongation, f64::from(n - 1) * 12.0, month.starts)?
    };
    let end = if n == 30 {
        month.ends
    } else {
        sky.next_crossing(Angle::Elongation, f64::from(n) * 12.0, start)?
    };
    Ok((start, end))
}

/// Every festival of `catalogue` for `region` whose day falls in `from ..= to` at `place`,
/// by date then catalogue order.
pub(crate) fn resolve(
    days: &mut DayCache,
    catalogue: &[Festival],
    from: NaiveDate,
    to: NaiveDate,
    region: Region,
) -> Result<Vec<FestivalDay>, ResolveError> {
    let wanted: Vec<&Festival> = catalogue
        .iter()
        .filter(|f| f.region.serves(region))
        .collect();
    let mut found_days: Vec<(usize, FestivalDay)> = Vec::new();

    // The lunar months whose tithis can be kept in the range. A festival kept on a day D
    // (from − 1 ≤ D ≤ to: offsets are at most a day) has its tithi overlap D's
    // sunrise-to-sunrise, which lies within a day and a half of D's 0h UT.
    let first = jd_at_midnight_ut(from) - Days::new(2.5);
    let last = jd_at_midnight_ut(to) + Days::new(2.5);
    for (idx, day) in lunar_days(days, &wanted, (first, last))? {
        push(&mut found_days, wanted[idx], day, idx, (from, to));
    }
    // Solar rules: each sign's ingress in the range (with a margin for the day rule).
    for (idx, f) in wanted.iter().enumerate() {
        let solar = match f.rule {
            Rule::Sankranti(sign) => sankranti_days(days, sign, (first, last))?,
            Rule::BsMonthStart(month) => bs_month_starts(days, month, (from, to))?,
            _ => Vec::new(),
        };
        for day in solar {
            push(&mut found_days, f, day, idx, (from, to));
        }
    }
    found_days.sort_by_key(|(idx, d)| (d.date, *idx));
    found_days.dedup_by(|a, b| a.1 == b.1);
    Ok(found_days.into_iter().map(|(_, d)| d).collect())
}

/// The days the lunar rules of `wanted` keep their festivals on (with each festival's index),
/// month by month, for the tithis lying near `first ..= last`.
fn lunar_days(
    days: &mut DayCache,
    wanted: &[&Festival],
    (first, last): (JulianDay, JulianDay),
) -> Result<Vec<(usize, NaiveDate)>, ResolveError> {
    let mut out = Vec::new();
    let near = |(start, end): (JulianDay, JulianDay)| end > first && start < last;
    let mut starts = days.sky.previous_crossing(Angle::Elongation, 0.0, first)?;
    while starts < last {
        let month = LunarMonth::at(days.sky, starts + Days::new(1.0))?;
        for (idx, f) in wanted.iter().enumerate() {
            // A festival whose kala falls on a day without sunrise or sunset (polar) is not
            // kept at this place that month.
            if let Some(day) = found(lunar_day(days, f, &month, near))?.flatten() {
                out.push((idx, day));
            }
        }
        starts = month.ends;
    }
    Ok(out)
}

/// The days of the Sun's ingresses into `sign` between `first` and `last` (a day without
/// sunset, polar, left out).
fn sankranti_days(
    days: &mut DayCache,
    sign: Sign,
    (first, last): (JulianDay, JulianDay),
) -> Result<Vec<NaiveDate>, ResolveError> {
    let mut out = Vec::new();
    // Each ingress between `first` and `last`; a sign the Sun cannot reach by `last` even at
    // its fastest costs one look.
    let boundary = sign.index() as f64 * 30.0;
    let mut t = first;
    loop {
        let to_go = (boundary - days.sky.at(t)?.sun).rem_euclid(360.0);
        if t + Days::new(to_go / 1.03) > last {
            break;
        }
        let ingress = days.sky.next_crossing(Angle::Sun, boundary, t)?;
        if ingress > last {
            break;
        }
        if let Some(day) = found(days.sankranti_day(ingress))? {
            out.push(day);
        }
        t = ingress + Days::new(1.0);
    }
    Ok(out)
}

/// The first days of Bikram Sambat month `month` (1–12) in the years around `from ..= to`:
/// from the official table, else by the ingress rule (a polar day left out).
fn bs_month_starts(
    days: &mut DayCache,
    month: u8,
    (from, to): (NaiveDate, NaiveDate),
) -> Result<Vec<NaiveDate>, ResolveError> {
    let mut out = Vec::new();
    let y0 = chrono::Datelike::year(&from) + 56;
    for bs_year in y0..=chrono::Datelike::year(&to) + 58 {
        let day = match u16::try_from(bs_year)
            .ok()
            .and_then(|y| BsDate::new(y, month, 1).ok())
        {
            Some(bs) => bs.to_gregorian(),
            None => match found(bs_ingress_day(days, month, bs_year, from))? {
                Some(d) => d,
                None => continue,
            },
        };
        out.push(day);
    }
    Ok(out)
}

/// Outside the table: the day of the Sun's ingress into the sign of BS month `month` of
/// `bs_year` (Baisakh = Aries) by the rule of [`Rule::Sankranti`].
fn bs_ingress_day(
    days: &mut DayCache,
    month: u8,
    bs_year: i32,
    from: NaiveDate,
) -> Result<NaiveDate, ResolveError> {
    let sign = Sign::from_index(usize::from(month) + 11);
    let approx = NaiveDate::from_ymd_opt(bs_year - 57, 4, 14).unwrap_or(from)
        + chrono::Days::new(u64::from(month - 1) * 30);
    let guess = days.sunrise(approx - chrono::Days::new(20))?;
    let ingress = days
        .sky
        .next_crossing(Angle::Sun, sign.index() as f64 * 30.0, guess)?;
    days.sankranti_day(ingress)
}

/// The day a lunar rule keeps festival `f` on in `month`, if its tithi lies `near` the range.
fn lunar_day(
    days: &mut DayCache,
    f: &Festival,
    month: &LunarMonth,
    near: impl Fn((JulianDay, JulianDay)) -> bool,
) -> Result<Option<NaiveDate>, ResolveError> {
    Ok(Some(match f.rule {
        Rule::Tithi {
            months,
            tithi,
            kala,
            tie,
        } => {
            let applies = match months {
                Months::Named(m) => !month.is_adhika && month.amanta == m,
                Months::Every => true,
                Months::Adhika => month.is_adhika,
            };
            if !applies {
                return Ok(None);
            }
            if !near(rough_span(month, tithi)) {
                return Ok(None);
            }
            let span = tithi_span(days.sky, month, tithi)?;
            if !near(span) {
                return Ok(None);
            }
            days.keep(span, kala, tie)?
        }
        Rule::HolikaDahan if !month.is_adhika && month.amanta == Masa::Phalguna => {
            if !near(rough_span(month, 15)) {
                return Ok(None);
            }
            let span = tithi_span(days.sky, month, 15)?;
            if !near(span) {
                return Ok(None);
            }
            let day = days.keep(span, Kala::Pradosh, Tie::First)?;
            // Bhadra is Purnima's first half (elongation 168° to 174°).
            let bhadra_ends = days.sky.next_crossing(Angle::Elongation, 174.0, span.0)?;
            let f = days.frame(day)?;
            let midnight = f.sunset + f.night_length() / 2.0;
            if bhadra_ends > midnight {
                next(day)
            } else {
                day
            }
        }
        Rule::RakshaBandhan if !month.is_adhika && month.amanta == Masa::Shravana => {
            if !near(rough_span(month, 15)) {
                return Ok(None);
            }
            let span = tithi_span(days.sky, month, 15)?;
            if !near(span) {
                return Ok(None);
            }
            let bhadra_ends = days.sky.next_crossing(Angle::Elongation, 174.0, span.0)?;
            days.raksha_bandhan(span, bhadra_ends)?
        }
        _ => return Ok(None),
    }))
}

/// Keeps festival `f` on `day` moved by its offset, if that falls in `range`.
fn push(
    found: &mut Vec<(usize, FestivalDay)>,
    f: &Festival,
    day: NaiveDate,
    idx: usize,
    (from, to): (NaiveDate, NaiveDate),
) {
    let date = if f.offset >= 0 {
        day + chrono::Days::new(f.offset as u64)
    } else {
        day - chrono::Days::new(f.offset.unsigned_abs())
    };
    if date >= from && date <= to {
        found.push((
            idx,
            FestivalDay {
                date,
                key: f.key,
                region: f.region,
            },
        ));
    }
}
