//! The factors a sign horoscope rests on, its favoured days and its lucky graha.

use super::{Event, FactorKind, FactorOut, LuckyOut, SLOW, WindowOut, Writer, eclipse_kind};
use crate::astro::calendar::DayFrame;
use crate::astro::gochara::TARA_NAMES;
use crate::astro::horoscope::{self as sky, MoonDay, Reach};
use crate::astro::panchang::Vara;
use crate::astro::rashifal::Area;
use crate::astro::{Ephemeris, Planet};
use crate::calc::time::{house_name, iso_in, planet_name, sign_name, tithi_group};
use crate::content;
use crate::key;
use chrono::NaiveDate;
use chrono_tz::Tz;
use std::collections::HashMap;
use std::sync::OnceLock;

impl Writer<'_> {
    /// The days the Moon favours most, best first, at most four, told in date order.
    pub(super) fn favoured(&self) -> String {
        let mut best: Vec<(u32, NaiveDate)> = self
            .r
            .days
            .iter()
            .filter(|d| d.favoured())
            .filter_map(|d| {
                crate::astro::rashifal::lucky_rank(d.house, d.tara).map(|r| (r, d.date))
            })
            .collect();
        best.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut days: Vec<NaiveDate> = best.into_iter().take(4).map(|(_, d)| d).collect();
        days.sort();
        self.runs(&days)
    }

    fn factor(
        &self,
        kind: FactorKind,
        planet: Option<Planet>,
        house: Option<u8>,
        date: Option<NaiveDate>,
        text: String,
    ) -> FactorOut {
        FactorOut {
            kind,
            planet,
            house,
            date: date.map(|d| d.to_string()),
            text,
        }
    }

    fn transit_factor(&self, p: Planet) -> FactorOut {
        let house = self.house_of(p);
        self.factor(
            FactorKind::Transit,
            Some(p),
            Some(house),
            None,
            content::fill(
                self.l,
                key!("horoscope.factor.transit"),
                &[
                    ("planet", &planet_name(self.l, p)),
                    ("house", &house_name(self.l, house)),
                ],
            ),
        )
    }

    /// The sky every text of the sign rests on, in the order the texts name it.
    pub(super) fn factors(&self) -> Vec<FactorOut> {
        let mut out = match (self.sky.day, self.r.days.first()) {
            (Some(day), Some(md)) => self.day_factors(&day, md),
            _ => Vec::new(),
        };
        // The grahas the area texts name, each once.
        let mut named: Vec<Planet> = Vec::new();
        for area in Area::ALL {
            for p in self.lead(area).into_iter().chain(self.key_graha(area)) {
                if !named.contains(&p) {
                    named.push(p);
                }
            }
        }
        if self.sky.reach == Reach::Year {
            for p in SLOW {
                if !named.contains(&p) {
                    named.push(p);
                }
            }
        }
        out.extend(named.into_iter().map(|p| self.transit_factor(p)));
        let mut events = self.events();
        events.sort_by(|a, b| a.at().total_cmp(&b.at()));
        out.extend(events.iter().map(|e| self.event_factor(e)));
        if matches!(self.sky.reach, Reach::Week | Reach::Month) {
            let eighth = self.dates(|d| d.chandrashtama());
            if !eighth.is_empty() {
                out.push(self.factor(
                    FactorKind::Chandrashtama,
                    Some(Planet::Moon),
                    Some(8),
                    None,
                    content::fill(
                        self.l,
                        key!("horoscope.factor.chandrashtama"),
                        &[("dates", &eighth)],
                    ),
                ));
            }
        }
        out
    }

    /// A day's own factors: the Moon's house, the tara, the weekday and the tithi.
    fn day_factors(&self, day: &sky::DayLimbs, md: &MoonDay) -> Vec<FactorOut> {
        let l = self.l;
        let t = usize::from(self.r.tara.unwrap_or(1)) - 1;
        let lord = day.vara.lord();
        let tithi = self.text(key!("panchang.tithi.{}", day.tithi.name()));
        let tithi_text = match tithi_group(day.tithi) {
            // Amavasya is a group of its own: its name says it.
            "amavasya" => tithi,
            group => content::fill(
                l,
                key!("horoscope.factor.tithi"),
                &[
                    ("tithi", &tithi),
                    ("group", &self.text(key!("horoscope.group.{}", group))),
                ],
            ),
        };
        vec![
            self.factor(
                FactorKind::Moon,
                Some(Planet::Moon),
                Some(md.house),
                None,
                content::fill(
                    l,
                    key!("horoscope.factor.moonHouse"),
                    &[("house", &house_name(l, md.house))],
                ),
            ),
            self.factor(
                FactorKind::Tara,
                None,
                None,
                None,
                content::fill(
                    l,
                    key!("horoscope.factor.tara"),
                    &[
                        (
                            "nakshatra",
                            &self.text(key!("nakshatras.{}.name", md.moon.nakshatra().name())),
                        ),
                        ("tara", &self.text(key!("rashifal.tara.{}", TARA_NAMES[t]))),
                    ],
                ),
            ),
            self.factor(
                FactorKind::Weekday,
                Some(lord),
                None,
                None,
                content::fill(
                    l,
                    key!("horoscope.factor.weekday"),
                    &[
                        (
                            "weekday",
                            &self.text(key!("panchang.vara.{}", day.vara.name())),
                        ),
                        ("planet", &planet_name(l, lord)),
                    ],
                ),
            ),
            self.factor(FactorKind::Tithi, None, None, None, tithi_text),
        ]
    }

    fn event_factor(&self, e: &Event) -> FactorOut {
        let l = self.l;
        let day = self.date_of(e.at());
        let date = self.date_words(day);
        match e {
            Event::Ingress(i) => self.factor(
                FactorKind::Ingress,
                Some(i.planet),
                Some(self.r.sign.house_of(i.to)),
                Some(day),
                content::fill(
                    l,
                    key!("horoscope.factor.ingress"),
                    &[
                        ("planet", &planet_name(l, i.planet)),
                        ("sign", &sign_name(l, i.to)),
                        ("date", &date),
                    ],
                ),
            ),
            Event::Station(s) => self.factor(
                FactorKind::Station,
                Some(s.planet),
                Some(self.r.sign.house_of(s.longitude.sign())),
                Some(day),
                content::fill(
                    l,
                    key!("horoscope.factor.station"),
                    &[
                        ("planet", &planet_name(l, s.planet)),
                        (
                            "station",
                            &self.text(key!("horoscope.stationName.{}", sky::turns(s))),
                        ),
                        ("date", &date),
                    ],
                ),
            ),
            Event::Eclipse(x) => self.factor(
                FactorKind::Eclipse,
                None,
                Some(self.r.sign.house_of(x.sign)),
                Some(day),
                content::fill(
                    l,
                    key!("horoscope.factor.eclipse"),
                    &[
                        (
                            "kind",
                            &self.text(key!("horoscope.eclipseKind.{}", eclipse_kind(x))),
                        ),
                        ("sign", &sign_name(l, x.sign)),
                        ("date", &date),
                    ],
                ),
            ),
        }
    }

    /// The lucky number, colour, day and hora of the sign's lucky graha.
    pub(super) fn lucky(
        &self,
        eph: &Ephemeris,
        place: (f64, f64),
        frames: &mut HashMap<NaiveDate, Option<DayFrame>>,
    ) -> LuckyOut {
        let p = self.r.lucky;
        let day = match self.sky.reach {
            Reach::Day => Some(self.sky.first),
            Reach::Week | Reach::Month => self.r.best_day.map(|d| d.date),
            Reach::Year => None,
        };
        let time = day.and_then(|d| {
            let frame = *frames.entry(d).or_insert_with(|| {
                let at = crate::astro::calendar::Place::new(place.0, place.1, self.zone);
                crate::astro::calendar::frame(eph, d, at).ok().flatten()
            });
            let hora = frame?
                .horas(Vara::of(d))
                .into_iter()
                .find(|h| h.daytime && h.lord == p)?;
            Some(WindowOut {
                start: iso_in(hora.slot.start, self.zone),
                end: iso_in(hora.slot.end, self.zone),
            })
        });
        LuckyOut {
            planet: p,
            number: sky::number(p),
            color: self.text(key!("horoscope.lucky.color.{}", p.name())),
            day: day
                .filter(|_| self.sky.reach != Reach::Day)
                .map(|d| d.to_string()),
            time,
        }
    }
}

/// Where a zone's horas are timed (docs/decisions.md, "Sign horoscopes"): its most populous
/// place in the gazetteer (`shared/data/zones.tsv`, written by `scripts/zones.py`); a zone
/// with none (`UTC`, `Etc/GMT+5`), the equator at the meridian of its offset on `date`.
pub fn zone_place(zone: Tz, date: NaiveDate) -> (f64, f64) {
    static TABLE: OnceLock<HashMap<&'static str, (f64, f64)>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        include_str!("../../../../data/zones.tsv")
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| {
                let mut f = l.split('\t');
                let name = f.next()?;
                let lat = f.next()?.parse().ok()?;
                let lon = f.next()?.parse().ok()?;
                Some((name, (lat, lon)))
            })
            .collect()
    });
    table.get(zone.name()).copied().unwrap_or_else(|| {
        use chrono::Offset;
        let noon = sky::noon(date, zone).to_utc();
        let offset = f64::from(noon.with_timezone(&zone).offset().fix().local_minus_utc());
        (0.0, offset / 240.0)
    })
}
