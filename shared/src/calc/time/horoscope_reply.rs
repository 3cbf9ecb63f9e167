//! `POST /v1/horoscope`: sign horoscopes with no profile, one Moon sign or all twelve, written
//! from the period's sky ([`crate::astro::horoscope`]) as a Jyotishi reads it for a rashi
//! (docs/decisions.md, "Sign horoscopes").
//!
//! A day: how the day scores for the area, the Moon's house from the sign, the day's weekday
//! lord and tithi group for the area (for the whole: the tara, weekday and tithi), and the
//! graha that weighs most on the area. A week or a month: the period's sentence for the score,
//! the fast graha that matters most to the area from its house at mid-period, the key graha;
//! for the whole, the period's eclipses, stations and ingresses, the chandrashtama days and the
//! days the Moon favours. A year: the slow grahas' houses, the sign's own counsel, and for the
//! whole the year's ingresses, stations and eclipses of the slow grahas.

use super::rashifal_reply::{AreaOut, bounds};
use super::{house_name, planet_name, sign_name, tithi_group};
use crate::astro::horoscope::{self as sky, Eclipse, MoonDay, Reach, SignReading, Sky};
use crate::astro::rashifal::Area;
use crate::astro::transit::Ingress;
use crate::astro::{Ephemeris, JulianDay, Planet};
use crate::calc::call::HoroscopeOptions;
use crate::calc::reply::{Replied, Reply, SettingsEcho};
use crate::calc::{CalcError, CalcRequest, Calendar, Period};
use crate::content::{self, Locale};
use crate::key;
use chrono::{DateTime, Datelike, Days, NaiveDate, Utc};
use chrono_tz::Tz;
use serde::Serialize;
use std::collections::HashMap;

mod factors;

pub use factors::zone_place;

/// `data` of `POST /v1/horoscope`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoroscopeOut {
    /// One per sign asked for, in zodiac order.
    pub horoscopes: Vec<SignHoroscopeOut>,
}

/// One sign's horoscope for the period.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignHoroscopeOut {
    /// The Moon sign (rashi).
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub period: Period,
    /// The period's first and last day, in the requested zone.
    pub start_date: String,
    pub end_date: String,
    pub overall: AreaOut,
    pub love: AreaOut,
    pub career: AreaOut,
    pub finance: AreaOut,
    pub health: AreaOut,
    pub lucky: LuckyOut,
    /// The sky the texts rest on.
    pub factors: Vec<FactorOut>,
}

/// The period's lucky number, colour, day and time, all from one graha (docs/decisions.md,
/// "Sign horoscopes").
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LuckyOut {
    /// The graha they follow.
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    /// The graha's number, 1–9.
    pub number: u8,
    pub color: String,
    /// A week's or a month's best day for the sign, YYYY-MM-DD: the Moon in chandra bala with a
    /// good tara.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub day: Option<String>,
    /// The graha's first daytime hora on the day (the day itself, or the best day), in the
    /// requested zone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time: Option<WindowOut>,
}

/// A time window, `YYYY-MM-DDTHH:MM±hh:mm` in the requested zone.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = HoroscopeWindow)]
pub struct WindowOut {
    pub start: String,
    pub end: String,
}

/// What a factor is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum FactorKind {
    /// The Moon's house from the sign (a day).
    Moon,
    /// The day's nakshatra and its tara from the sign's nakshatra.
    Tara,
    Weekday,
    Tithi,
    /// A graha's house from the sign (at mid-period).
    Transit,
    Ingress,
    Station,
    Eclipse,
    /// The days the Moon passes the 8th house from the sign.
    Chandrashtama,
}

/// One piece of the sky behind the texts.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FactorOut {
    pub kind: FactorKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::PlanetName>)]
    pub planet: Option<crate::astro::Planet>,
    /// The house from the sign, 1–12.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house: Option<u8>,
    /// The day it happens (an ingress, a station, an eclipse), YYYY-MM-DD in the requested
    /// zone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    pub text: String,
}

/// The zone asked for, Kathmandu by default.
fn zone_of(o: &HoroscopeOptions) -> Tz {
    o.timezone.as_ref().map_or(super::KATHMANDU, |z| z.tz())
}

/// The period asked for, in the zone: its first and last day.
fn period_days(
    o: &HoroscopeOptions,
    now: DateTime<Utc>,
) -> Result<(NaiveDate, NaiveDate), CalcError> {
    let zone = zone_of(o);
    let day = o
        .date
        .map_or_else(|| now.with_timezone(&zone).date_naive(), |d| d.0);
    let b = bounds(day, o.period, Calendar::Ad)?;
    Ok((b.first, b.last))
}

/// Seconds from `now` until the period asked for ends in its zone (none left: 0): how long a
/// reply may be kept.
pub fn max_age(o: &HoroscopeOptions, now: DateTime<Utc>) -> i64 {
    let Ok((_, last)) = period_days(o, now) else {
        return 0;
    };
    let end = crate::astro::calendar::midnight(last + Days::new(1), zone_of(o)).to_utc();
    (end - now).num_seconds().max(0)
}

fn reach(p: Period) -> Reach {
    match p {
        Period::Daily => Reach::Day,
        Period::Weekly => Reach::Week,
        Period::Monthly => Reach::Month,
        Period::Yearly => Reach::Year,
    }
}

/// `POST /v1/horoscope`: the period's sky computed once, read for each sign asked for.
pub fn horoscope_replied(req: &CalcRequest, o: &HoroscopeOptions) -> Result<Replied, CalcError> {
    let zone = zone_of(o);
    let (first, last) = period_days(o, req.now)?;
    let eph = Ephemeris::with(&req.settings);
    let sky = Sky::of(&eph, reach(o.period), first, last, zone)?;
    let place = zone_place(zone, first);
    let mut frames = HashMap::new();
    let mut horoscopes = Vec::new();
    for sign in o.sign.signs() {
        let reading = sky.read(sign);
        let w = Writer {
            l: req.locale,
            sky: &sky,
            r: &reading,
            zone,
        };
        let [overall, career, finance, love, health] = Area::ALL.map(|a| w.area(a));
        let lucky = w.lucky(&eph, place, &mut frames);
        horoscopes.push(SignHoroscopeOut {
            sign,
            period: o.period,
            start_date: first.to_string(),
            end_date: last.to_string(),
            overall,
            love,
            career,
            finance,
            health,
            lucky,
            factors: w.factors(),
        });
    }
    Ok(Replied {
        reply: Reply::Horoscope(HoroscopeOut { horoscopes }),
        settings: SettingsEcho::at(&req.settings, sky::noon(first, zone)),
    })
}

/// The slow grahas a year is read from.
const SLOW: [Planet; 4] = [Planet::Jupiter, Planet::Saturn, Planet::Rahu, Planet::Ketu];
/// Every graha but the Moon (a day's Moon has its own sentence).
const NOT_MOON: [Planet; 8] = [
    Planet::Sun,
    Planet::Mars,
    Planet::Mercury,
    Planet::Jupiter,
    Planet::Venus,
    Planet::Saturn,
    Planet::Rahu,
    Planet::Ketu,
];
/// At most this many of the period's events are told in the overall text (all are factors).
const EVENTS_TOLD: usize = 3;

/// One sign's texts.
struct Writer<'a> {
    l: Locale,
    sky: &'a Sky,
    r: &'a SignReading,
    zone: Tz,
}

impl Writer<'_> {
    fn text(&self, key: content::Key) -> String {
        content::text(self.l, key)
    }

    fn house_of(&self, p: Planet) -> u8 {
        self.r.mid.houses[p.index()]
    }

    /// "3 December".
    fn date_words(&self, d: NaiveDate) -> String {
        format!(
            "{} {}",
            d.day(),
            self.text(key!("rashifal.months.{}", d.month()))
        )
    }

    fn date_of(&self, jd: JulianDay) -> NaiveDate {
        jd.to_utc().with_timezone(&self.zone).date_naive()
    }

    /// The grahas whose houses from the sign an area's reading tells after its score, each
    /// area its own so that no paragraph repeats another: a week or a month, the fast graha
    /// that signifies the area (the Sun work and standing, Mercury trade and money, Venus
    /// love, Mars vigour), in a sentence on that area; a year, for the whole, Jupiter, Saturn
    /// and Rahu (the other areas name their slow graha in one sentence,
    /// [`Writer::key_sentence`]). A day's Moon has its own sentence.
    fn lead(&self, area: Area) -> Vec<Planet> {
        match (self.sky.reach, area) {
            (Reach::Day, _) => Vec::new(),
            (Reach::Year, Area::Overall) => vec![Planet::Jupiter, Planet::Saturn, Planet::Rahu],
            (Reach::Year, _) | (_, Area::Overall) => Vec::new(),
            (_, Area::Career) => vec![Planet::Sun],
            (_, Area::Finance) => vec![Planet::Mercury],
            (_, Area::Love) => vec![Planet::Venus],
            (_, Area::Health) => vec![Planet::Mars],
        }
    }

    fn area(&self, area: Area) -> AreaOut {
        let band = self.r.band(area).name();
        let mut parts = vec![match self.sky.reach {
            Reach::Day => self.text(key!("rashifal.areas.{}.{}", area.name(), band)),
            r => self.text(key!(
                "horoscope.period.{}.{}.{}",
                period_key(r),
                area.name(),
                band
            )),
        }];
        if let Some(day) = self.r.days.first().filter(|_| self.sky.reach == Reach::Day) {
            parts.push(self.text(key!("horoscope.moon.{}.{}", area.name(), day.house)));
            parts.extend(self.day_sentences(area));
        }
        let lead = self.lead(area);
        for &p in &lead {
            // An area's own graha speaks of the area (`horoscope.areaTransit`); a year's slow
            // grahas read in the whole speak of everything (`transits.effects`).
            parts.push(if area == Area::Overall {
                self.text(key!("transits.effects.{}.{}", p.name(), self.house_of(p)))
            } else {
                self.text(key!(
                    "horoscope.areaTransit.{}.{}",
                    area.name(),
                    self.house_of(p)
                ))
            });
        }
        if self.sky.reach == Reach::Year {
            parts.push(self.text(key!(
                "moonSigns.{}.{}.yearly",
                self.r.sign.name(),
                area.name()
            )));
        }
        // The key graha's sentence, once per horoscope: a later area whose key graha an earlier
        // one named leaves it out.
        let named_before = Area::ALL
            .iter()
            .take_while(|a| **a != area)
            .any(|a| self.key_graha(*a) == self.key_graha(area));
        if let Some(p) = self
            .key_graha(area)
            .filter(|p| !lead.contains(p) && !named_before)
        {
            parts.push(self.key_sentence(area, p));
        }
        if area == Area::Overall {
            parts.extend(self.event_sentences());
            parts.extend(self.moon_passage());
        }
        AreaOut {
            score: self.r.score(area),
            text: parts.join(" "),
        }
    }

    /// A day's own sentences for an area: for the whole, its tara, weekday and tithi; for
    /// another area, what the weekday's lord and the tithi's group bring to it.
    fn day_sentences(&self, area: Area) -> Vec<String> {
        let Some(day) = self.sky.day else {
            return Vec::new();
        };
        let lord = day.vara.lord();
        let group = tithi_group(day.tithi);
        if area != Area::Overall {
            return vec![
                self.text(key!(
                    "horoscope.area.{}.weekday.{}",
                    area.name(),
                    lord.name()
                )),
                self.text(key!("horoscope.area.{}.tithi.{}", area.name(), group)),
            ];
        }
        let tara = crate::astro::matching::Tara::ALL[usize::from(self.r.tara.unwrap_or(1)) - 1];
        super::day_sentences(self.l, Some((tara, day.moon.nakshatra())), lord, day.tithi)
    }

    /// The graha that weighs most on the area at mid-period on the side its score leans to
    /// (a good transit when the score leans up). A day leaves the Moon to its own sentence; a
    /// year reads the slow grahas only.
    fn key_graha(&self, area: Area) -> Option<Planet> {
        let candidates: &[Planet] = match self.sky.reach {
            Reach::Year => &SLOW,
            _ => &NOT_MOON,
        };
        self.r
            .key_graha(area, self.r.leaning(area) >= 0.0, candidates)
    }

    /// The sentence naming an area's key graha, its sign and house, on the side the score
    /// leans to.
    fn key_sentence(&self, area: Area, p: Planet) -> String {
        let key = if self.r.leaning(area) >= 0.0 {
            key!("rashifal.support")
        } else {
            key!("rashifal.strain")
        };
        content::fill(
            self.l,
            key,
            &[
                ("planet", &planet_name(self.l, p)),
                ("sign", &sign_name(self.l, self.r.mid.signs[p.index()])),
                ("house", &house_name(self.l, self.house_of(p))),
            ],
        )
    }

    /// The period's events worth telling, most weighty first. A week or a month: eclipses,
    /// then the slow grahas' stations and ingresses, then the fast grahas'. A year: the slow
    /// grahas' ingresses (a change of house for a year or more), then eclipses, then
    /// stations. Ketu's ingress goes with Rahu's.
    fn events(&self) -> Vec<Event<'_>> {
        let slow = |p: Planet| SLOW.contains(&p);
        let year = self.sky.reach == Reach::Year;
        let mut out: Vec<(u8, Event)> = Vec::new();
        out.extend(
            self.sky
                .eclipses
                .iter()
                .map(|e| (if year { 1 } else { 0 }, Event::Eclipse(e))),
        );
        out.extend(self.sky.stations.iter().map(|s| {
            let rank = if !year && slow(s.planet) { 1 } else { 2 };
            (rank, Event::Station(s))
        }));
        out.extend(self.sky.ingresses.iter().map(|i| {
            let rank = match (year, slow(i.planet)) {
                (true, _) => 0,
                (false, true) => 1,
                (false, false) => 2,
            };
            (rank, Event::Ingress(i))
        }));
        out.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.at().total_cmp(&b.1.at())));
        out.into_iter().map(|(_, e)| e).collect()
    }

    fn event_sentences(&self) -> Vec<String> {
        // An ingress into the house an area's paragraph already reads the graha from is told
        // there.
        let told: Vec<Planet> = Area::ALL.iter().flat_map(|a| self.lead(*a)).collect();
        self.events()
            .into_iter()
            .filter(|e| !matches!(e, Event::Ingress(i) if i.planet == Planet::Ketu))
            .filter(|e| {
                !matches!(e, Event::Ingress(i)
                    if told.contains(&i.planet) && self.house_of(i.planet) == self.r.sign.house_of(i.to))
            })
            .take(EVENTS_TOLD)
            .map(|e| self.event_sentence(&e))
            .collect()
    }

    fn event_sentence(&self, e: &Event) -> String {
        let date = self.date_words(self.date_of(e.at()));
        match e {
            Event::Ingress(i) => {
                let house = self.r.sign.house_of(i.to);
                content::fill(
                    self.l,
                    key!("horoscope.ingress"),
                    &[
                        ("planet", &planet_name(self.l, i.planet)),
                        ("sign", &sign_name(self.l, i.to)),
                        ("date", &date),
                        ("house", &house_name(self.l, house)),
                        (
                            "effect",
                            &self.text(key!("transits.effects.{}.{}", i.planet.name(), house)),
                        ),
                    ],
                )
            }
            Event::Station(s) => content::fill(
                self.l,
                key!("horoscope.station.{}", sky::turns(s)),
                &[
                    ("planet", &planet_name(self.l, s.planet)),
                    ("date", &date),
                    (
                        "house",
                        &house_name(self.l, self.r.sign.house_of(s.longitude.sign())),
                    ),
                ],
            ),
            Event::Eclipse(x) => content::fill(
                self.l,
                key!("horoscope.eclipse.{}", eclipse_kind(x)),
                &[
                    ("date", &date),
                    ("sign", &sign_name(self.l, x.sign)),
                    ("house", &house_name(self.l, self.r.sign.house_of(x.sign))),
                ],
            ),
        }
    }

    /// A week's or a month's Moon: the chandrashtama days and the days it favours the sign.
    fn moon_passage(&self) -> Vec<String> {
        if !matches!(self.sky.reach, Reach::Week | Reach::Month) {
            return Vec::new();
        }
        let mut out = Vec::new();
        let eighth = self.dates(|d| d.chandrashtama());
        if !eighth.is_empty() {
            out.push(content::fill(
                self.l,
                key!("horoscope.chandrashtama"),
                &[("dates", &eighth)],
            ));
        }
        let favoured = self.favoured();
        if !favoured.is_empty() {
            out.push(content::fill(
                self.l,
                key!("horoscope.favoured"),
                &[("dates", &favoured)],
            ));
        }
        out
    }

    /// The days of the period that pass `test`, in words, runs of days as one ("20–22
    /// August").
    fn dates(&self, test: impl Fn(&MoonDay) -> bool) -> String {
        let days: Vec<NaiveDate> = self
            .r
            .days
            .iter()
            .filter(|d| test(d))
            .map(|d| d.date)
            .collect();
        self.runs(&days)
    }

    /// Dates in words as a reader writes them: consecutive days joined into a run, the days of
    /// one month before its name once, the last item after "and" ("15, 17 and 20–22
    /// December").
    fn runs(&self, days: &[NaiveDate]) -> String {
        let mut runs: Vec<(NaiveDate, NaiveDate)> = Vec::new();
        for &d in days {
            match runs.last_mut() {
                Some((_, end)) if *end + Days::new(1) == d && end.month() == d.month() => *end = d,
                _ => runs.push((d, d)),
            }
        }
        // Each month's runs, then the month's name once.
        let mut months: Vec<(u32, Vec<String>)> = Vec::new();
        for (a, b) in runs {
            let run = if a == b {
                a.day().to_string()
            } else {
                format!("{}–{}", a.day(), b.day())
            };
            match months.last_mut() {
                Some((m, items)) if *m == a.month() => items.push(run),
                _ => months.push((a.month(), vec![run])),
            }
        }
        let and = self.text(key!("common.and"));
        let join = |items: Vec<String>| match items.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} {and} {last}", rest.join(", ")),
            _ => items.concat(),
        };
        join(
            months
                .into_iter()
                .map(|(m, items)| {
                    format!(
                        "{} {}",
                        join(items),
                        self.text(key!("rashifal.months.{}", m))
                    )
                })
                .collect(),
        )
    }
}

/// An event of the period, as the texts tell it.
enum Event<'a> {
    Ingress(&'a Ingress),
    Station(&'a crate::astro::events::Station),
    Eclipse(&'a Eclipse),
}

impl Event<'_> {
    fn at(&self) -> JulianDay {
        match self {
            Event::Ingress(i) => i.jd,
            Event::Station(s) => s.jd,
            Event::Eclipse(e) => e.at,
        }
    }
}

fn eclipse_kind(e: &Eclipse) -> &'static str {
    if e.solar { "solar" } else { "lunar" }
}

fn period_key(r: Reach) -> &'static str {
    match r {
        Reach::Day => "daily",
        Reach::Week => "weekly",
        Reach::Month => "monthly",
        Reach::Year => "yearly",
    }
}
