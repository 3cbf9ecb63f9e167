//! The full panchang of a day at any place (1800–2400), month calendars and festivals.
//!
//! Everything here is pure and typed; times are moments ([`JulianDay`], UT) and the reply layer
//! turns them into local times. One [`Sky`] samples the Sun and the Moon once for a stretch of
//! days and every limb, month and festival of that stretch is read from it, so a month reuses
//! the work of its days ([`days`], [`month`]).
//!
//! Conventions (docs/architecture.md): the day runs from sunrise to sunrise; sunrise is the
//! Sun's upper limb on the horizon with refraction; each limb is the one running at sunrise,
//! with every limb of the day listed with its start and end; the zodiac is the settings'
//! (Lahiri).

pub mod almanac;
pub mod catalogue;
pub mod festivals;
pub mod lunar;
pub mod muhurta;
pub mod polar;
pub mod sky;

pub use catalogue::CATALOGUE;
pub use festivals::{Festival, FestivalDay, Kala, Months, Region, Rule, Tie};
pub use lunar::{Ayana, Eras, LunarMonth, Masa, Ritu, Samvatsara};
pub use muhurta::{DayFrame, Direction, Hora, Tara, chandrabala, dishashool};
pub use polar::Polar;
pub use sky::{Angle, Luminaries, Sky};

use super::bikram_sambat::BsDate;
use super::ephemeris::Ephemeris;
use super::panchang::{Karana, Limb, Paksha, Panchang, PanchangError, Slot, Tithi, Vara, Yoga};
use super::types::{JulianDay, Longitude, Nakshatra, Sign};
use chrono::{Datelike, NaiveDate, TimeZone};
use festivals::DayCache;
use polar::found;

/// A place on Earth and its civil time zone.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Place {
    /// Degrees, north positive.
    pub latitude: f64,
    /// Degrees, east positive.
    pub longitude: f64,
    /// The zone whose civil dates name the days (and whose clock the reply shows).
    pub zone: chrono_tz::Tz,
}

impl Place {
    pub fn new(latitude: f64, longitude: f64, zone: chrono_tz::Tz) -> Place {
        Place {
            latitude,
            longitude,
            zone,
        }
    }
    /// Kathmandu (Nepal Panchang Nirnayak Samiti's reference place).
    pub fn kathmandu() -> Place {
        Place::new(27.7172, 85.324, chrono_tz::Asia::Kathmandu)
    }
    /// New Delhi (Drik Panchang's default place).
    pub fn new_delhi() -> Place {
        Place::new(28.6139, 77.209, chrono_tz::Asia::Kolkata)
    }
    /// The civil date of a moment at this place.
    pub fn date_of(&self, t: JulianDay) -> NaiveDate {
        t.to_utc().with_timezone(&self.zone).date_naive()
    }
    /// The moment the civil date begins here (see [`midnight`]).
    pub fn midnight(&self, date: NaiveDate) -> JulianDay {
        midnight(date, self.zone)
    }
}

/// The moment a civil date begins in a zone: local midnight, or the first moment of the day
/// when a clock change skips midnight.
pub fn midnight(date: NaiveDate, zone: chrono_tz::Tz) -> JulianDay {
    let naive = date.and_hms_opt(0, 0, 0).unwrap_or_default();
    let t = match zone.from_local_datetime(&naive) {
        chrono::LocalResult::Single(t) | chrono::LocalResult::Ambiguous(t, _) => {
            t.with_timezone(&chrono::Utc)
        }
        chrono::LocalResult::None => {
            let later = naive + chrono::Duration::hours(1);
            zone.from_local_datetime(&later)
                .earliest()
                .map(|t| t.with_timezone(&chrono::Utc))
                .unwrap_or_else(|| naive.and_utc())
        }
    };
    JulianDay::from_utc(t)
}

/// A limb with its start and end.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spell<T> {
    pub value: T,
    pub start: JulianDay,
    pub end: JulianDay,
}

/// A body's sidereal place at sunrise.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BodyPlace {
    pub longitude: Longitude,
    pub sign: Sign,
    pub nakshatra: Nakshatra,
    /// 1–4.
    pub pada: u8,
}

impl BodyPlace {
    fn of(longitude: Longitude) -> BodyPlace {
        BodyPlace {
            longitude,
            sign: longitude.sign(),
            nakshatra: longitude.nakshatra(),
            pada: longitude.pada(),
        }
    }
}

/// The full panchang of one day (the day page `POST /v1/panchang` answers from).
#[derive(Debug, Clone, PartialEq)]
pub struct DayPage {
    pub date: NaiveDate,
    pub place: Place,
    /// `None` outside the Bikram Sambat table (BS 1975–2100).
    pub bs_date: Option<BsDate>,
    pub frame: DayFrame,
    /// Between sunrise and the next sunrise; `None` when the Moon does not rise or set then.
    pub moonrise: Option<JulianDay>,
    pub moonset: Option<JulianDay>,
    pub vara: Vara,
    /// Every tithi, nakshatra, yoga and karana running between sunrise and the next sunrise,
    /// the first the one at sunrise (it may have begun the day before).
    pub tithis: Vec<Spell<Tithi>>,
    pub nakshatras: Vec<Spell<Nakshatra>>,
    pub yogas: Vec<Spell<Yoga>>,
    pub karanas: Vec<Spell<Karana>>,
    /// The Moon's signs through the day.
    pub moon_signs: Vec<Spell<Sign>>,
    pub paksha: Paksha,
    pub sun: BodyPlace,
    pub moon: BodyPlace,
    pub horas: [Hora; 24],
    pub brahma_muhurta: Slot,
    pub abhijit_muhurta: Slot,
    pub vijaya_muhurta: Slot,
    pub godhuli_muhurta: Slot,
    pub nishita: Slot,
    pub durmuhurtas: Vec<Slot>,
    /// Varjyam and amrit kalam windows that overlap the day (sunrise to next sunrise).
    pub varjyam: Vec<Slot>,
    pub amrit_kalam: Vec<Slot>,
    /// The lunar month of the tithi at sunrise.
    pub lunar_month: LunarMonth,
    pub ritu: Ritu,
    pub ayana: Ayana,
    pub eras: Eras,
    /// South Indian (Chaitradi luni-solar) count; see [`Eras::samvatsara`].
    pub samvatsara: Samvatsara,
    pub dishashool: Direction,
    pub festivals: Vec<FestivalDay>,
}

/// A person's strength of the day from their natal Moon: tarabala through the day's
/// nakshatras and chandrabala through the Moon's signs.
#[derive(Debug, Clone, PartialEq)]
pub struct PersonalDay {
    pub tarabala: Vec<Spell<Tara>>,
    /// The house of the day's Moon sign from the natal one (1–12), and whether it is good.
    pub chandrabala: Vec<Spell<(u8, bool)>>,
}

impl DayPage {
    /// The panchang limbs at sunrise in the shape of [`Panchang`] (choghadiya, Rahu kalam …).
    pub fn panchang(&self) -> Panchang {
        Panchang {
            date: self.date,
            latitude: self.place.latitude,
            longitude: self.place.longitude,
            sunrise: self.frame.sunrise,
            sunset: self.frame.sunset,
            next_sunrise: self.frame.next_sunrise,
            vara: self.vara,
            tithi: Limb {
                value: self.tithis[0].value,
                ends: self.tithis[0].end,
            },
            nakshatra: Limb {
                value: self.nakshatras[0].value,
                ends: self.nakshatras[0].end,
            },
            yoga: Limb {
                value: self.yogas[0].value,
                ends: self.yogas[0].end,
            },
            karana: Limb {
                value: self.karanas[0].value,
                ends: self.karanas[0].end,
            },
            sun: self.sun.longitude,
            moon: self.moon.longitude,
        }
    }

    /// Tarabala and chandrabala for a person whose natal Moon is at `natal_moon`.
    pub fn personal(&self, natal_moon: Longitude) -> PersonalDay {
        PersonalDay {
            tarabala: self
                .nakshatras
                .iter()
                .map(|s| Spell {
                    value: Tara::of(natal_moon.nakshatra(), s.value),
                    start: s.start,
                    end: s.end,
                })
                .collect(),
            chandrabala: self
                .moon_signs
                .iter()
                .map(|s| Spell {
                    value: chandrabala(natal_moon.sign(), s.value),
                    start: s.start,
                    end: s.end,
                })
                .collect(),
        }
    }
}

/// Why a calendar could not be made.
pub type CalendarError = PanchangError;

/// The festivals of the catalogue for `region` kept in `from ..= to` at `place`.
pub fn festivals(
    eph: &Ephemeris,
    (from, to): (NaiveDate, NaiveDate),
    place: Place,
    region: Region,
) -> Result<Vec<FestivalDay>, CalendarError> {
    let mut sky = Sky::new(eph);
    let mut cache = DayCache::new(&mut sky, place);
    festivals::resolve(&mut cache, CATALOGUE, from, to, region)
}

/// The frame of one date at a place (the sunset before, sunrise, sunset, the next sunrise), by
/// the calendar's own sunrise rule; `None` where one of them does not happen (a polar date).
pub fn frame(
    eph: &Ephemeris,
    date: NaiveDate,
    place: Place,
) -> Result<Option<DayFrame>, CalendarError> {
    let mut sky = Sky::new(eph);
    polar::found(DayCache::new(&mut sky, place).frame(date))
}

/// The full page of one day.
pub fn day(
    eph: &Ephemeris,
    date: NaiveDate,
    place: Place,
    region: Region,
) -> Result<DayPage, CalendarError> {
    Ok(days(eph, (date, date), place, region)?.remove(0))
}

/// The full pages of every day in `from ..= to`, sharing one sky and one festival pass.
pub fn days(
    eph: &Ephemeris,
    (from, to): (NaiveDate, NaiveDate),
    place: Place,
    region: Region,
) -> Result<Vec<DayPage>, CalendarError> {
    let mut sky = Sky::new(eph);
    let mut cache = DayCache::new(&mut sky, place);
    // A page stands on its day's frame: a date without one (polar) is refused before the
    // festivals are searched (the frames are kept for the pages).
    let mut d = from;
    while d <= to {
        cache.frame(d)?;
        match d.succ_opt() {
            Some(n) => d = n,
            None => break,
        }
    }
    let feasts = festivals::resolve(&mut cache, CATALOGUE, from, to, region)?;
    let mut out = Vec::new();
    let mut d = from;
    while d <= to {
        out.push(page(&mut cache, d, &feasts)?);
        match d.succ_opt() {
            Some(n) => d = n,
            None => break,
        }
    }
    Ok(out)
}

fn spells<T>(
    sky: &mut Sky,
    angle: Angle,
    count: usize,
    (from, to): (JulianDay, JulianDay),
    make: impl Fn(usize) -> T,
) -> Result<Vec<Spell<T>>, CalendarError> {
    Ok(sky
        .parts(angle, count, from, to)?
        .into_iter()
        .map(|(i, start, end)| Spell {
            value: make(i),
            start,
            end,
        })
        .collect())
}

fn page(
    cache: &mut DayCache,
    date: NaiveDate,
    feasts: &[FestivalDay],
) -> Result<DayPage, CalendarError> {
    let place = cache.place;
    let frame = cache.frame(date)?;
    let day = (frame.sunrise, frame.next_sunrise);
    let sky = &mut *cache.sky;
    let at_rise = sky.at(frame.sunrise)?;
    let tithis = spells(sky, Angle::Elongation, 30, day, |i| {
        Tithi::from_elongation(i as f64 * 12.0 + 6.0)
    })?;
    let karanas = spells(sky, Angle::Elongation, 60, day, |i| {
        Karana::from_elongation(i as f64 * 6.0 + 3.0)
    })?;
    let nakshatras = spells(sky, Angle::Moon, 27, day, Nakshatra::from_index)?;
    let yogas = spells(sky, Angle::Sum, 27, day, |i| {
        Yoga::from_sum((i as f64 + 0.5) * 360.0 / 27.0)
    })?;
    let moon_signs = spells(sky, Angle::Moon, 12, day, Sign::from_index)?;
    let (varjyam, amrit_kalam) = nakshatra_periods(sky, &nakshatras, frame)?;
    let lunar_month = LunarMonth::at(sky, frame.sunrise)?;
    let eras = Eras::of(&lunar_month);
    let vara = Vara::of(date);
    let sun = Longitude::new(at_rise.sun);
    let moon = Longitude::new(at_rise.moon);
    let moonrise = moon_event(cache, frame, true)?;
    let moonset = moon_event(cache, frame, false)?;
    Ok(DayPage {
        date,
        place,
        bs_date: BsDate::from_gregorian(date).ok(),
        frame,
        moonrise,
        moonset,
        vara,
        paksha: tithis[0].value.paksha(),
        tithis,
        nakshatras,
        yogas,
        karanas,
        moon_signs,
        sun: BodyPlace::of(sun),
        moon: BodyPlace::of(moon),
        horas: frame.horas(vara),
        brahma_muhurta: frame.brahma_muhurta(),
        abhijit_muhurta: frame.abhijit(),
        vijaya_muhurta: frame.vijaya(),
        godhuli_muhurta: frame.godhuli(),
        nishita: frame.nishita(),
        durmuhurtas: frame.durmuhurtas(vara),
        varjyam,
        amrit_kalam,
        ritu: lunar_month.amanta.ritu(),
        ayana: Ayana::of_sun(sun),
        samvatsara: eras.samvatsara(),
        eras,
        lunar_month,
        dishashool: dishashool(vara),
        festivals: feasts.iter().filter(|f| f.date == date).copied().collect(),
    })
}

/// Varjyam and amrit kalam of the day of `frame`, from the spans of its `nakshatras`; the
/// nakshatra before sunrise's may spill into the day.
fn nakshatra_periods(
    sky: &mut Sky,
    nakshatras: &[Spell<Nakshatra>],
    frame: DayFrame,
) -> Result<(Vec<Slot>, Vec<Slot>), CalendarError> {
    let mut varjyam = Vec::new();
    let mut amrit_kalam = Vec::new();
    let before = sky.previous_crossing(
        Angle::Moon,
        nakshatras[0].value.index() as f64 * 360.0 / 27.0 - 360.0 / 27.0,
        nakshatras[0].start,
    )?;
    let previous = Spell {
        value: Nakshatra::from_index(nakshatras[0].value.index() + 26),
        start: before,
        end: nakshatras[0].start,
    };
    let overlaps = |s: &Slot| s.end > frame.sunrise && s.start < frame.next_sunrise;
    for n in std::iter::once(&previous).chain(nakshatras) {
        varjyam.extend(
            muhurta::varjyam(n.value, n.start, n.end)
                .into_iter()
                .filter(overlaps),
        );
        let a = muhurta::amrit_kalam(n.value, n.start, n.end);
        if overlaps(&a) {
            amrit_kalam.push(a);
        }
    }
    Ok((varjyam, amrit_kalam))
}

/// The Moon's rise or set between sunrise and the next sunrise.
fn moon_event(
    cache: &mut DayCache,
    frame: DayFrame,
    rise: bool,
) -> Result<Option<JulianDay>, CalendarError> {
    let p = cache.place;
    Ok(cache
        .sky
        .ephemeris()
        .moon_crossing(frame.sunrise, p.latitude, p.longitude, rise)?
        .filter(|t| *t < frame.next_sunrise))
}

/// One day of a month calendar (`POST /v1/calendar`).
#[derive(Debug, Clone, PartialEq)]
pub struct CalendarDay {
    pub date: NaiveDate,
    pub bs_date: Option<BsDate>,
    /// `None` on a date without a sunrise (polar day or night).
    pub at_sunrise: Option<AtSunrise>,
    /// `None` on a date without a sunset after its sunrise.
    pub sunset: Option<JulianDay>,
    /// What the date lacks, when it lacks a sunrise or a sunset.
    pub polar: Option<Polar>,
    pub festivals: Vec<FestivalDay>,
}

/// A calendar day's sunrise and what is read at it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AtSunrise {
    pub sunrise: JulianDay,
    /// The tithi and nakshatra at sunrise with their ends.
    pub tithi: Spell<Tithi>,
    pub nakshatra: Spell<Nakshatra>,
    pub paksha: Paksha,
    pub lunar_month: LunarMonth,
}

/// The calendar of the Gregorian month holding `date` at a place.
pub fn month(
    eph: &Ephemeris,
    date: NaiveDate,
    place: Place,
    region: Region,
) -> Result<Vec<CalendarDay>, CalendarError> {
    let from = date.with_day(1).unwrap_or(date);
    let to = from
        .checked_add_months(chrono::Months::new(1))
        .and_then(|d| d.pred_opt())
        .unwrap_or(from);
    range(eph, (from, to), place, region)
}

/// The calendar of every day in `from ..= to` (a Bikram Sambat month is the range from its
/// first to its last day).
pub fn range(
    eph: &Ephemeris,
    (from, to): (NaiveDate, NaiveDate),
    place: Place,
    region: Region,
) -> Result<Vec<CalendarDay>, CalendarError> {
    let mut sky = Sky::new(eph);
    let mut cache = DayCache::new(&mut sky, place);
    let feasts = festivals::resolve(&mut cache, CATALOGUE, from, to, region)?;
    let on = |d: NaiveDate| -> Vec<FestivalDay> {
        feasts.iter().filter(|f| f.date == d).copied().collect()
    };
    let mut out = Vec::new();
    let mut month: Option<LunarMonth> = None;
    let mut d = from;
    while d <= to {
        let Some(sunrise) = found(cache.sunrise(d))? else {
            out.push(CalendarDay {
                date: d,
                bs_date: BsDate::from_gregorian(d).ok(),
                at_sunrise: None,
                sunset: None,
                polar: Some(Polar::of(d, place.latitude)),
                festivals: on(d),
            });
            match d.succ_opt() {
                Some(n) => d = n,
                None => break,
            }
            continue;
        };
        let sunset = found(cache.sunset(d))?;
        let at_sunrise = at_sunrise(cache.sky, sunrise, month)?;
        month = Some(at_sunrise.lunar_month);
        out.push(CalendarDay {
            date: d,
            bs_date: BsDate::from_gregorian(d).ok(),
            at_sunrise: Some(at_sunrise),
            sunset,
            polar: sunset.is_none().then_some(Polar::NoSunset),
            festivals: on(d),
        });
        match d.succ_opt() {
            Some(n) => d = n,
            None => break,
        }
    }
    Ok(out)
}

/// What is read at `sunrise`: the tithi and nakshatra with their spans and the lunar month
/// (`month`, the day before's, reused while it lasts).
fn at_sunrise(
    sky: &mut Sky,
    sunrise: JulianDay,
    month: Option<LunarMonth>,
) -> Result<AtSunrise, CalendarError> {
    let l = sky.at(sunrise)?;
    let tithi = Tithi::from_elongation(Angle::Elongation.value(&l));
    let nak = Longitude::new(l.moon).nakshatra();
    let tithi_start = sky.previous_crossing(
        Angle::Elongation,
        f64::from(tithi.number() - 1) * 12.0,
        sunrise,
    )?;
    let tithi_end = sky.next_crossing(
        Angle::Elongation,
        f64::from(tithi.number() % 30) * 12.0,
        sunrise,
    )?;
    let nak_start =
        sky.previous_crossing(Angle::Moon, nak.index() as f64 * 360.0 / 27.0, sunrise)?;
    let nak_end = sky.next_crossing(
        Angle::Moon,
        ((nak.index() + 1) % 27) as f64 * 360.0 / 27.0,
        sunrise,
    )?;
    let lunar_month = match month {
        Some(m) if sunrise >= m.starts && sunrise < m.ends => {
            // Same amanta month; the purnimanta name follows the paksha.
            let mut m = m;
            m.purnimanta = if tithi.paksha() == Paksha::Krishna && !m.is_adhika {
                m.kshaya.map_or(m.amanta.next(), Masa::next)
            } else {
                m.amanta
            };
            m
        }
        _ => LunarMonth::at(sky, sunrise)?,
    };
    Ok(AtSunrise {
        sunrise,
        tithi: Spell {
            value: tithi,
            start: tithi_start,
            end: tithi_end,
        },
        nakshatra: Spell {
            value: nak,
            start: nak_start,
            end: nak_end,
        },
        paksha: tithi.paksha(),
        lunar_month,
    })
}
