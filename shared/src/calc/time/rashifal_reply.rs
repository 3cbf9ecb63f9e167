//! `POST /v1/rashifal` (spec §4.13, DESIGN §6 and §9): a period horoscope from the real
//! transits over the natal Moon sign and the running Vimshottari dasha.
//!
//! Method. The period is sampled (daily: one moment; weekly: each day; monthly: each day;
//! yearly: each week) at 06:00 local mean time at the birth place. At each sample every graha's
//! gochara from the natal Moon is judged (+1 good, 0 good but obstructed by vedha, −1 bad;
//! Phaladeepika ch. 26) and weighted per area by the grahas' natural significations (BPHS
//! ch. 32: the Sun for status, Saturn for work, Jupiter for wealth, Venus for love, the
//! luminaries for the body). The running maha and antar dasha lords add their natal dignity,
//! their house from the ascendant and their own transit (BPHS ch. 46–47: a dasha gives the
//! results of its lord's strength and placement), more so when they rule or occupy the area's
//! houses. Score = 5.5 + 4.5·x rounded, x in −1…1. Lucky days are the days of the period whose
//! Moon has both chandra bala and a good tara from the birth nakshatra.

use super::{
    BsDateOut, bs_error, bs_month_name, date_of, day_of, house_name, planet_name, sign_name,
};
use crate::astro::dignity::dignity;
use crate::astro::gochara::{self, Gochara};
use crate::astro::panchang::{Vara, jd_at_midnight_ut};
use crate::astro::{BsDate, Chart, Ephemeris, JulianDay, Planet, Sign, vimshottari};
use crate::calc::{CalcError, Calendar, Ctx, Period};
use crate::content::{self, Locale};
use crate::key;
use chrono::{Datelike, Days, NaiveDate};
use serde::Serialize;

/// The five areas of a rashifal.
pub const AREAS: [&str; 5] = ["overall", "career", "finance", "love", "health"];

/// Weight of each graha (in `Planet::ALL` order) for an area, by natural signification
/// (BPHS ch. 32).
fn weights(area: &str) -> [f64; 9] {
    //   Sun  Moon Mars Merc Jup  Ven  Sat  Rahu Ketu
    match area {
        "career" => [2.0, 0.5, 1.0, 1.0, 1.0, 0.5, 2.0, 0.5, 0.0],
        "finance" => [0.5, 1.0, 0.5, 1.5, 2.0, 1.5, 0.5, 0.5, 0.0],
        "love" => [0.5, 1.5, 1.0, 0.5, 1.0, 3.0, 0.5, 0.5, 0.0],
        "health" => [2.0, 1.5, 1.0, 0.5, 0.5, 0.5, 1.5, 0.5, 0.5],
        _ => [1.0, 1.0, 1.0, 1.0, 2.0, 1.0, 2.0, 1.0, 1.0],
    }
}

/// Houses (from the ascendant) an area is read from.
fn area_houses(area: &str) -> &'static [u8] {
    match area {
        "career" => &[10],
        "finance" => &[2, 11],
        "love" => &[5, 7],
        "health" => &[1, 6, 8],
        _ => &[],
    }
}

/// The period's first and last day (inclusive).
#[derive(Debug, Clone, Copy)]
pub struct Bounds {
    pub first: NaiveDate,
    pub last: NaiveDate,
}

/// The period holding `day` in a calendar. Weeks run Sunday to Saturday, as the varas do.
pub fn bounds(day: NaiveDate, period: Period, calendar: Calendar) -> Result<Bounds, CalcError> {
    let b = match (period, calendar) {
        (Period::Daily, _) => Bounds {
            first: day,
            last: day,
        },
        (Period::Weekly, _) => {
            let first = day - Days::new(u64::from(day.weekday().num_days_from_sunday()));
            Bounds {
                first,
                last: first + Days::new(6),
            }
        }
        (Period::Monthly, Calendar::Ad) => {
            let first = day.with_day(1).unwrap_or(day);
            let next = first
                .checked_add_months(chrono::Months::new(1))
                .unwrap_or(first);
            Bounds {
                first,
                last: next.pred_opt().unwrap_or(first),
            }
        }
        (Period::Yearly, Calendar::Ad) => Bounds {
            first: NaiveDate::from_ymd_opt(day.year(), 1, 1).unwrap_or(day),
            last: NaiveDate::from_ymd_opt(day.year(), 12, 31).unwrap_or(day),
        },
        (Period::Monthly, Calendar::Bs) => {
            let bs = BsDate::from_gregorian(day).map_err(bs_error)?;
            Bounds {
                first: bs.first_of_month().to_gregorian(),
                last: bs.last_of_month().to_gregorian(),
            }
        }
        (Period::Yearly, Calendar::Bs) => {
            let bs = BsDate::from_gregorian(day).map_err(bs_error)?;
            Bounds {
                first: bs.first_of_year().to_gregorian(),
                last: bs.last_of_year().to_gregorian(),
            }
        }
    };
    Ok(b)
}

/// 06:00 local mean time at a longitude on a date: the Moon "of the day" for lucky days.
fn morning(date: NaiveDate, longitude: f64) -> JulianDay {
    jd_at_midnight_ut(date).plus_days(0.25 - longitude / 360.0)
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RashifalArea)]
pub struct AreaOut {
    /// 1 (hard) … 10 (excellent).
    pub score: u8,
    pub text: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LuckyDayOut {
    pub date: String,
    pub bs_date: Option<BsDateOut>,
    pub weekday: &'static str,
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: &'static str,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: &'static str,
    /// Tara of the day's nakshatra from the birth nakshatra.
    pub tara: &'static str,
    pub reason: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BasisTransitOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: &'static str,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: &'static str,
    pub house_from_moon: u8,
    pub favourable: bool,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashaPeriodOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: &'static str,
    pub start_date: String,
    pub end_date: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RashifalDasha)]
pub struct DashaOut {
    pub maha: DashaPeriodOut,
    pub antar: DashaPeriodOut,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RashifalOut {
    pub period: Period,
    pub calendar: Calendar,
    pub title: String,
    /// First and last day of the period, Gregorian.
    pub start_date: String,
    pub end_date: String,
    /// The same bounds in Bikram Sambat (null outside the BS table).
    pub bs_start: Option<BsDateOut>,
    pub bs_end: Option<BsDateOut>,
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: &'static str,
    pub overall: AreaOut,
    pub career: AreaOut,
    pub finance: AreaOut,
    pub love: AreaOut,
    pub health: AreaOut,
    pub lucky_days: Vec<LuckyDayOut>,
    /// The transits the reading rests on, at the middle of the period.
    pub transits: Vec<BasisTransitOut>,
    /// The dasha it rests on, at the middle of the period.
    pub dasha: Option<DashaOut>,
}

/// Gochara of every graha at one moment.
struct Sample {
    signs: [Sign; 9],
    judged: [Gochara; 9],
}

fn sample(eph: &Ephemeris, moon: Sign, at: JulianDay) -> Result<Sample, CalcError> {
    let bodies = eph.grahas(at)?;
    let signs: [Sign; 9] = std::array::from_fn(|i| bodies[i].longitude.sign());
    let houses = super::transits_reply::houses_from_moon(moon, &signs);
    Ok(Sample {
        signs,
        judged: std::array::from_fn(|i| gochara::judge(Planet::ALL[i], &houses)),
    })
}

/// The transit part of an area, −1…1, averaged over the samples.
fn transit_score(samples: &[Sample], area: &str, period: Period) -> f64 {
    let mut w = weights(area);
    if period == Period::Daily {
        // For one day the Moon's own transit leads (chandra bala).
        w[Planet::Moon.index()] *= 3.0;
    }
    let total: f64 = w.iter().sum();
    samples
        .iter()
        .map(|s| {
            s.judged
                .iter()
                .zip(w)
                .map(|(j, wi)| j.value() * wi)
                .sum::<f64>()
                / total
        })
        .sum::<f64>()
        / samples.len().max(1) as f64
}

/// A dasha lord's promise, −1…1: its natal dignity, its house from the ascendant and its
/// transit from the Moon.
fn lord_score(chart: &Chart, lord: Planet, now: &Sample) -> f64 {
    let dig = 2.0 * dignity(chart, lord).score() - 1.0;
    let house = chart.graha(lord).house;
    let place = match house {
        1 | 4 | 5 | 7 | 9 | 10 => 0.5,
        6 | 8 | 12 => -0.5,
        _ => 0.0,
    };
    let transit = now.judged[lord.index()].value() * 0.5;
    ((dig + place + transit) / 2.0).clamp(-1.0, 1.0)
}

/// Whether a lord rules or occupies one of the area's houses.
fn touches(chart: &Chart, lord: Planet, area: &str) -> bool {
    area_houses(area)
        .iter()
        .any(|&h| chart.house_sign(h).lord() == lord || chart.graha(lord).house == h)
}

fn score_of(x: f64) -> u8 {
    (5.5 + 4.5 * x.clamp(-1.0, 1.0)).round().clamp(1.0, 10.0) as u8
}

fn band(x: f64) -> &'static str {
    if x >= 0.2 {
        "good"
    } else if x <= -0.2 {
        "hard"
    } else {
        "mixed"
    }
}

struct Reading<'a> {
    chart: &'a Chart,
    locale: Locale,
    period: Period,
    samples: &'a [Sample],
    mid: &'a Sample,
    lords: Option<(Planet, Planet)>,
}

impl Reading<'_> {
    fn area(&self, area: &'static str) -> AreaOut {
        let t = transit_score(self.samples, area, self.period);
        let x = match self.lords {
            Some((maha, antar)) => {
                let boost = |p| {
                    if touches(self.chart, p, area) {
                        1.5
                    } else {
                        1.0
                    }
                };
                let (wm, wa) = (0.6 * boost(maha), 0.4 * boost(antar));
                let d = (wm * lord_score(self.chart, maha, self.mid)
                    + wa * lord_score(self.chart, antar, self.mid))
                    / (wm + wa);
                0.65 * t + 0.35 * d
            }
            None => t,
        };
        let mut text = content::text(self.locale, key!("rashifal.areas.{}.{}", area, band(x)));
        if let Some(s) = self.key_transit(area, x >= 0.0) {
            text.push(' ');
            text.push_str(&s);
        }
        if area == "overall"
            && let Some((maha, antar)) = self.lords
        {
            text.push(' ');
            text.push_str(&content::fill(
                self.locale,
                key!("rashifal.dasha"),
                &[
                    ("maha", &planet_name(self.locale, maha)),
                    ("antar", &planet_name(self.locale, antar)),
                ],
            ));
        }
        AreaOut {
            score: score_of(x),
            text,
        }
    }

    /// The sentence naming the graha that weighs most on the area at mid-period, on the side
    /// the score leans to.
    fn key_transit(&self, area: &str, supportive: bool) -> Option<String> {
        let w = weights(area);
        let moon = self.chart.moon_sign();
        let (p, _) = Planet::ALL
            .iter()
            .map(|&p| (p, self.mid.judged[p.index()].value() * w[p.index()]))
            .filter(|(_, v)| if supportive { *v > 0.0 } else { *v < 0.0 })
            .max_by(|a, b| a.1.abs().total_cmp(&b.1.abs()))?;
        let key = if supportive {
            key!("rashifal.support")
        } else {
            key!("rashifal.strain")
        };
        Some(content::fill(
            self.locale,
            key,
            &[
                ("planet", &planet_name(self.locale, p)),
                ("sign", &sign_name(self.locale, self.mid.signs[p.index()])),
                (
                    "house",
                    &house_name(self.locale, moon.house_of(self.mid.signs[p.index()])),
                ),
            ],
        ))
    }
}

/// A lucky day with its rank (higher is better).
type Ranked = (NaiveDate, u32, LuckyDayOut);

/// Lucky days of the period: chandra bala and a good tara on the day (Muhurta Chintamani
/// ch. 1). For a year, the two best of each month of the calendar asked for.
fn lucky_days(
    eph: &Ephemeris,
    chart: &Chart,
    b: Bounds,
    period: Period,
    calendar: Calendar,
    locale: Locale,
) -> Result<Vec<LuckyDayOut>, CalcError> {
    let moon = chart.moon_sign();
    let birth_nak = chart.graha(Planet::Moon).nakshatra();
    let mut found: Vec<Ranked> = Vec::new();
    let mut d = b.first;
    while d <= b.last {
        let m = eph
            .graha(morning(d, chart.longitude), Planet::Moon)?
            .longitude;
        let house = moon.house_of(m.sign());
        let t = gochara::tara(birth_nak, m.nakshatra());
        if gochara::chandra_bala(house) && gochara::tara_is_good(t) {
            // Rank: the 11th and 3rd from the Moon and the friendliest taras first.
            let rank = [0, 4, 0, 5, 0, 2, 3, 3, 0, 0, 4, 6][usize::from(house) - 1]
                + [0, 2, 0, 1, 0, 1, 0, 2, 3][usize::from(t) - 1];
            let vara = Vara::of(d);
            found.push((
                d,
                rank,
                LuckyDayOut {
                    date: d.format("%Y-%m-%d").to_string(),
                    bs_date: BsDate::from_gregorian(d)
                        .ok()
                        .map(|x| BsDateOut::new(x, locale)),
                    weekday: vara.english(),
                    moon_sign: m.sign().name(),
                    nakshatra: m.nakshatra().name(),
                    tara: gochara::TARA_NAMES[usize::from(t) - 1],
                    reason: content::fill(
                        locale,
                        key!("rashifal.luckyReason"),
                        &[
                            ("sign", &sign_name(locale, m.sign())),
                            ("house", &house_name(locale, house)),
                            (
                                "tara",
                                &content::text(
                                    locale,
                                    key!(
                                        "rashifal.tara.{}",
                                        gochara::TARA_NAMES[usize::from(t) - 1]
                                    ),
                                ),
                            ),
                        ],
                    ),
                },
            ));
        }
        d = d.succ_opt().unwrap_or(d + Days::new(1));
    }
    if period == Period::Yearly {
        let mut best = Vec::new();
        let mut by_month: std::collections::BTreeMap<(i32, u32), Vec<Ranked>> = Default::default();
        for f in found {
            // The month of the calendar asked for.
            let key = match (calendar, BsDate::from_gregorian(f.0)) {
                (Calendar::Bs, Ok(bs)) => (i32::from(bs.year()), u32::from(bs.month())),
                _ => (f.0.year(), f.0.month()),
            };
            by_month.entry(key).or_default().push(f);
        }
        for (_, mut v) in by_month {
            v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            v.truncate(2);
            v.sort_by_key(|x| x.0);
            best.extend(v);
        }
        found = best;
    }
    Ok(found.into_iter().map(|(_, _, o)| o).collect())
}

fn title(locale: Locale, period: Period, calendar: Calendar, b: Bounds) -> String {
    let (key, label) = match (period, calendar) {
        (Period::Daily, Calendar::Bs) | (Period::Weekly, Calendar::Bs) => {
            let f = |d: NaiveDate| {
                BsDate::from_gregorian(d)
                    .map(|x| BsDateOut::new(x, locale).formatted)
                    .unwrap_or_else(|_| d.to_string())
            };
            let label = if period == Period::Daily {
                f(b.first)
            } else {
                format!("{} – {}", f(b.first), f(b.last))
            };
            (period_key(period), label)
        }
        (Period::Daily, Calendar::Ad) => (period_key(period), b.first.to_string()),
        (Period::Weekly, Calendar::Ad) => (period_key(period), format!("{} – {}", b.first, b.last)),
        (Period::Monthly, Calendar::Ad) => (
            "monthly",
            format!(
                "{} {}",
                content::text(locale, key!("rashifal.months.{}", b.first.month())),
                b.first.year()
            ),
        ),
        (Period::Yearly, Calendar::Ad) => ("yearly", b.first.year().to_string()),
        (Period::Monthly, Calendar::Bs) => {
            let bs = BsDate::from_gregorian(b.first).ok();
            let label = bs
                .map(|x| format!("{} {}", bs_month_name(x, locale), x.year()))
                .unwrap_or_default();
            ("monthly", label)
        }
        (Period::Yearly, Calendar::Bs) => {
            let y = BsDate::from_gregorian(b.first)
                .map(|x| x.year())
                .unwrap_or_default();
            (
                "yearly",
                content::fill(locale, key!("rashifal.bsYear"), &[("year", &y.to_string())]),
            )
        }
    };
    content::fill(locale, key!("rashifal.title.{}", key), &[("label", &label)])
}

fn period_key(p: Period) -> &'static str {
    match p {
        Period::Daily => "daily",
        Period::Weekly => "weekly",
        Period::Monthly => "monthly",
        Period::Yearly => "yearly",
    }
}

/// `POST /v1/rashifal`
pub fn rashifal(ctx: &Ctx) -> Result<RashifalOut, CalcError> {
    let period = ctx.opts.period.unwrap_or(Period::Monthly);
    let calendar = ctx.opts.calendar.unwrap_or(Calendar::Ad);
    let locale = ctx.locale();
    let chart = ctx.chart();
    let b = bounds(day_of(ctx), period, calendar)?;
    let eph = Ephemeris::new();
    let moon = chart.moon_sign();

    let step = match period {
        Period::Yearly => 7,
        _ => 1,
    };
    let mut samples = Vec::new();
    let mut d = b.first;
    while d <= b.last {
        samples.push(sample(&eph, moon, morning(d, chart.longitude))?);
        d = d + Days::new(step);
    }
    let days = (b.last - b.first).num_days();
    let mid_day = b.first + Days::new((days / 2) as u64);
    let mid_jd = morning(mid_day, chart.longitude);
    let mid = sample(&eph, moon, mid_jd)?;
    let running = vimshottari(chart).running_at(mid_jd);
    let reading = Reading {
        chart,
        locale,
        period,
        samples: &samples,
        mid: &mid,
        lords: running.map(|r| (r.maha.planet, r.antar.planet)),
    };
    let [overall, career, finance, love, health] = AREAS.map(|a| reading.area(a));
    let houses = super::transits_reply::houses_from_moon(moon, &mid.signs);
    let out = RashifalOut {
        period,
        calendar,
        title: title(locale, period, calendar, b),
        start_date: b.first.to_string(),
        end_date: b.last.to_string(),
        bs_start: BsDate::from_gregorian(b.first)
            .ok()
            .map(|x| BsDateOut::new(x, locale)),
        bs_end: BsDate::from_gregorian(b.last)
            .ok()
            .map(|x| BsDateOut::new(x, locale)),
        moon_sign: moon.name(),
        overall,
        career,
        finance,
        love,
        health,
        lucky_days: lucky_days(&eph, chart, b, period, calendar, locale)?,
        transits: Planet::ALL
            .iter()
            .map(|&p| BasisTransitOut {
                planet: p.name(),
                sign: mid.signs[p.index()].name(),
                house_from_moon: houses[p.index()],
                favourable: mid.judged[p.index()] == Gochara::Favourable,
            })
            .collect(),
        dasha: running.map(|r| DashaOut {
            maha: DashaPeriodOut {
                planet: r.maha.planet.name(),
                start_date: date_of(r.maha.start),
                end_date: date_of(r.maha.end),
            },
            antar: DashaPeriodOut {
                planet: r.antar.planet.name(),
                start_date: date_of(r.antar.start),
                end_date: date_of(r.antar.end),
            },
        }),
    };
    Ok(out)
}
