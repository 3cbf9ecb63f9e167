//! `POST /v1/rashifal`: a period horoscope from the real
//! transits over the natal Moon sign and the running Vimshottari dasha, scored by
//! [`crate::astro::rashifal`].
//!
//! The period is sampled (daily: one moment; weekly: each day; monthly: each day; yearly: each
//! week) at 06:00 local mean time at the birth place ([`morning`]); the dasha lords and the
//! transits the reading names are taken at the middle day.

use super::{
    BsDateOut, bs_error, bs_month_name, date_of, day_of, house_name, planet_name, short_name,
    sign_name,
};
use crate::astro::gochara::{self, Gochara, Snapshot};
use crate::astro::matching::Tara;
use crate::astro::panchang::{Tithi, Vara};
use crate::astro::rashifal::{self as scoring, Area, Band, PeriodGochara, morning};
use crate::astro::{BsDate, Chart, Ephemeris, Planet, vimshottari};
use crate::calc::call::RashifalOptions;
use crate::calc::{CalcError, Calendar, Ctx, Period};
use crate::content::{self, Locale};
use crate::key;
use chrono::{Datelike, Days, NaiveDate};
use serde::Serialize;

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
    #[schema(value_type = String)]
    pub weekday: crate::calc::names::Named<crate::calc::names::Weekday>,
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    /// Tara of the day's nakshatra from the birth nakshatra.
    #[schema(value_type = String)]
    pub tara: crate::calc::names::Named<crate::calc::names::GocharaTara>,
    pub reason: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BasisTransitOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub house_from_moon: u8,
    pub favourable: bool,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashaPeriodOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
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
    pub moon_sign: crate::astro::Sign,
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

struct Reading<'a> {
    chart: &'a Chart,
    locale: Locale,
    period: Period,
    gochara: &'a PeriodGochara,
    /// For a day: the sky its texts are composed from.
    day: Option<DaySky>,
}

/// The day's sky as a daily reading names it (docs/decisions.md, "A daily reading from the
/// day's sky"): the Moon's house from the natal Moon, the day's nakshatra and its tara from
/// the birth nakshatra, the tithi at sunrise and the weekday's lord.
struct DaySky {
    moon_house: u8,
    nakshatra: crate::astro::Nakshatra,
    tara: Tara,
    tithi: Tithi,
    weekday_lord: Planet,
}

impl DaySky {
    fn at(eph: &Ephemeris, chart: &Chart, day: NaiveDate) -> Result<DaySky, CalcError> {
        let jd = morning(day, chart.longitude);
        let moon = eph.longitude(jd, Planet::Moon)?;
        let sun = eph.longitude(jd, Planet::Sun)?;
        Ok(DaySky {
            moon_house: chart.house_from_moon(moon.sign()),
            nakshatra: moon.nakshatra(),
            tara: Tara::of(chart.graha(Planet::Moon).nakshatra(), moon.nakshatra()),
            tithi: Tithi::from_elongation((moon.degrees() - sun.degrees()).rem_euclid(360.0)),
            weekday_lord: Vara::of(day).lord(),
        })
    }
}

impl Reading<'_> {
    fn area(&self, area: Area) -> AreaOut {
        let x = self.gochara.leaning(self.chart, area);
        let band = Band::of(x).name();
        let mut text = self.period_text(area, band);
        if let Some(s) = self.key_transit(area, x >= 0.0) {
            text.push(' ');
            text.push_str(&s);
        }
        if area == Area::Overall
            && let Some((maha, antar)) = self.gochara.lords
        {
            text.push(' ');
            text.push_str(&content::fill(
                self.locale,
                key!("rashifal.dasha"),
                &[
                    ("maha", &short_name(self.locale, maha)),
                    ("antar", &short_name(self.locale, antar)),
                ],
            ));
        }
        AreaOut {
            score: scoring::score(x),
            text,
        }
    }

    /// The area's text for its band over the period, and what the period's sky brings to it:
    /// a day the Moon's house (and for the whole the tara, weekday and tithi); a week or a month
    /// the fast graha that matters most, from its house at mid-period (it changes house within
    /// weeks); a year the Moon sign's own counsel.
    fn period_text(&self, area: Area, band: &str) -> String {
        let l = self.locale;
        let mut text = match self.period {
            Period::Daily => content::text(l, key!("rashifal.areas.{}.{}", area.name(), band)),
            p => content::text(
                l,
                key!(
                    "horoscope.period.{}.{}.{}",
                    period_key(p),
                    area.name(),
                    band
                ),
            ),
        };
        let mut more = Vec::new();
        match &self.day {
            Some(sky) => {
                more.push(content::text(
                    l,
                    key!("horoscope.moon.{}.{}", area.name(), sky.moon_house),
                ));
                if area == Area::Overall {
                    more.extend(super::day_sentences(
                        l,
                        Some((sky.tara, sky.nakshatra)),
                        sky.weekday_lord,
                        sky.tithi,
                    ));
                }
            }
            None if self.period != Period::Yearly => {
                let (p, house) = self.fast_transit(area);
                more.push(content::text(
                    l,
                    key!("transits.effects.{}.{}", p.name(), house),
                ));
            }
            None => more.push(content::text(
                l,
                key!(
                    "moonSigns.{}.{}.{}",
                    self.chart.moon_sign().name(),
                    area.name(),
                    period_key(self.period)
                ),
            )),
        }
        for m in more {
            text.push(' ');
            text.push_str(&m);
        }
        text
    }

    /// The fast graha (Sun, Mercury, Venus, Mars) that weighs most on the area, and its house
    /// from the natal Moon at mid-period.
    fn fast_transit(&self, area: Area) -> (Planet, u8) {
        let w = area.weights();
        let p = [Planet::Sun, Planet::Mercury, Planet::Venus, Planet::Mars]
            .into_iter()
            .max_by(|a, b| w[a.index()].total_cmp(&w[b.index()]))
            .unwrap_or(Planet::Sun);
        (p, self.gochara.mid.houses[p.index()])
    }

    /// The sentence naming the graha that weighs most on the area at mid-period, on the side
    /// the score leans to.
    fn key_transit(&self, area: Area, supportive: bool) -> Option<String> {
        let p = self.gochara.key_graha(area, supportive)?;
        let mid = &self.gochara.mid;
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
                ("sign", &sign_name(self.locale, mid.signs[p.index()])),
                ("house", &house_name(self.locale, mid.houses[p.index()])),
            ],
        ))
    }
}

/// A day the Moon favours: its date, rank (higher is better), the Moon's longitude that
/// morning, its house from the natal Moon and the tara.
type Candidate = (NaiveDate, u32, crate::astro::Longitude, u8, u8);

/// Lucky days of the period: chandra bala and a good tara on the day (Muhurta Chintamani
/// ch. 1). For a year, the two best of each month of the calendar asked for. The days are
/// ranked on the Moon's longitude alone; only the days kept are written out.
fn lucky_days(
    eph: &Ephemeris,
    chart: &Chart,
    b: Bounds,
    period: Period,
    calendar: Calendar,
    locale: Locale,
) -> Result<Vec<LuckyDayOut>, CalcError> {
    let birth_nak = chart.graha(Planet::Moon).nakshatra();
    let mut found: Vec<Candidate> = Vec::new();
    let mut d = b.first;
    while d <= b.last {
        let m = eph.longitude(morning(d, chart.longitude), Planet::Moon)?;
        let house = chart.house_from_moon(m.sign());
        let t = gochara::tara(birth_nak, m.nakshatra());
        if let Some(rank) = scoring::lucky_rank(house, t) {
            found.push((d, rank, m, house, t));
        }
        d = d.succ_opt().unwrap_or(d + Days::new(1));
    }
    if period == Period::Yearly {
        let mut best = Vec::new();
        let mut by_month: std::collections::BTreeMap<(i32, u32), Vec<Candidate>> =
            Default::default();
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
    Ok(found
        .into_iter()
        .map(|(d, _, m, house, t)| lucky_day(d, m, house, t, locale))
        .collect())
}

/// A lucky day as the reply gives it.
fn lucky_day(
    d: NaiveDate,
    m: crate::astro::Longitude,
    house: u8,
    t: u8,
    locale: Locale,
) -> LuckyDayOut {
    let vara = Vara::of(d);
    let tara = crate::calc::names::Named(crate::calc::names::GocharaTara::of_number(t));
    LuckyDayOut {
        date: d.format("%Y-%m-%d").to_string(),
        bs_date: BsDate::from_gregorian(d)
            .ok()
            .map(|x| BsDateOut::new(x, locale)),
        weekday: crate::calc::names::Named(crate::calc::names::Weekday(vara)),
        moon_sign: m.sign(),
        nakshatra: m.nakshatra(),
        tara,
        reason: content::fill(
            locale,
            key!("rashifal.luckyReason"),
            &[
                ("sign", &sign_name(locale, m.sign())),
                ("house", &house_name(locale, house)),
                (
                    "tara",
                    &content::text(locale, key!("rashifal.tara.{}", tara)),
                ),
            ],
        ),
    }
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
pub fn rashifal(ctx: &Ctx, o: &RashifalOptions) -> Result<RashifalOut, CalcError> {
    let period = o.period.unwrap_or(Period::Monthly);
    let calendar = o.calendar.unwrap_or(Calendar::Ad);
    let locale = ctx.locale();
    let chart = ctx.chart();
    let b = bounds(day_of(ctx, o.date.map(|d| d.0)), period, calendar)?;
    let eph = Ephemeris::with(&chart.settings);
    let moon = chart.moon_sign();

    let step = match period {
        Period::Yearly => 7,
        _ => 1,
    };
    let mut samples = Vec::new();
    let mut d = b.first;
    while d <= b.last {
        samples.push(Snapshot::at(&eph, moon, morning(d, chart.longitude))?);
        d = d + Days::new(step);
    }
    let days = (b.last - b.first).num_days();
    let mid_day = b.first + Days::new((days / 2) as u64);
    let mid_jd = morning(mid_day, chart.longitude);
    let running = vimshottari(chart).running_at(mid_jd);
    let gochara = PeriodGochara {
        samples,
        mid: Snapshot::at(&eph, moon, mid_jd)?,
        lords: running.map(|r| (r.maha.planet, r.antar.planet)),
        daily: period == Period::Daily,
    };
    let day = match period {
        Period::Daily => Some(DaySky::at(&eph, chart, b.first)?),
        _ => None,
    };
    let reading = Reading {
        chart,
        locale,
        period,
        gochara: &gochara,
        day,
    };
    let [overall, career, finance, love, health] = Area::ALL.map(|a| reading.area(a));
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
        moon_sign: moon,
        overall,
        career,
        finance,
        love,
        health,
        lucky_days: lucky_days(&eph, chart, b, period, calendar, locale)?,
        transits: basis_transits(&gochara.mid),
        dasha: running.map(|r| dasha_out(&r)),
    };
    Ok(out)
}

/// Each graha's transit at mid-period, the reading's basis.
fn basis_transits(mid: &Snapshot) -> Vec<BasisTransitOut> {
    Planet::ALL
        .iter()
        .map(|&p| BasisTransitOut {
            planet: p,
            sign: mid.signs[p.index()],
            house_from_moon: mid.houses[p.index()],
            favourable: mid.judged[p.index()] == Gochara::Favourable,
        })
        .collect()
}

/// The maha and antar dashas running at mid-period.
fn dasha_out(r: &crate::astro::Running) -> DashaOut {
    DashaOut {
        maha: DashaPeriodOut {
            planet: r.maha.planet,
            start_date: date_of(r.maha.start),
            end_date: date_of(r.maha.end),
        },
        antar: DashaPeriodOut {
            planet: r.antar.planet,
            start_date: date_of(r.antar.start),
            end_date: date_of(r.antar.end),
        },
    }
}
