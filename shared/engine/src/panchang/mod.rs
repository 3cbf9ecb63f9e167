//! Panchanga: the five limbs of a day (vara, tithi, nakshatra, yoga, karana), sunrise and sunset,
//! the choghadiya slots and the inauspicious periods (Rahu kalam, Yamaganda, Gulika kalam).
//!
//! Conventions (docs/architecture.md): the day runs from sunrise to the next sunrise at the
//! place; sunrise and sunset are the Sun's upper limb on the horizon with standard refraction
//! and no elevation ([`RiseKind::Astronomical`]); each limb is the one running at that sunrise,
//! with the moment it ends found by root search on the ephemeris; vara is the weekday of the
//! civil date.

use super::ephemeris::{Ephemeris, EphemerisError, RiseKind};
use super::types::{Days, JulianDay, Longitude, Nakshatra, Planet};
use chrono::{Datelike, NaiveDate, Weekday};
use serde::{Deserialize, Serialize};

mod choghadiya;
mod gowri;
mod limbs;

pub use choghadiya::*;
pub use gowri::*;
pub use limbs::*;

/// Degrees of elongation in one tithi (Surya Siddhanta ch. 2: the Moon's distance from the Sun
/// divided by 12°).
pub const TITHI_DEG: f64 = 12.0;
/// Degrees of elongation in one karana, half a tithi (Surya Siddhanta ch. 2).
pub const KARANA_DEG: f64 = 6.0;
/// Degrees in one nakshatra or one yoga, 13°20′ (Surya Siddhanta ch. 2: 800 arc-minutes).
pub const NAKSHATRA_DEG: f64 = 360.0 / 27.0;

/// Why a panchang could not be made.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PanchangError {
    #[error(transparent)]
    Ephemeris(#[from] EphemerisError),
    /// Polar day or night: the Sun does not rise or set at this place on this date.
    #[error("the Sun does not rise and set at this place on {0}, so there is no panchang day")]
    NoSunrise(NaiveDate),
}

/// One limb with the moment it ends.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limb<T> {
    pub value: T,
    /// When the next one begins (may be after the next sunrise).
    pub ends: JulianDay,
}

/// A time slot of the day or night.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slot {
    pub start: JulianDay,
    pub end: JulianDay,
}

/// A choghadiya slot.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ChoghadiyaSlot {
    pub kind: Choghadiya,
    pub slot: Slot,
    /// Between sunrise and sunset (else between sunset and the next sunrise).
    pub daytime: bool,
}

/// The panchang of one civil day at one place.
#[derive(Debug, Clone, PartialEq)]
pub struct Panchang {
    /// The civil date whose sunrise opens the day.
    pub date: NaiveDate,
    pub latitude: f64,
    pub longitude: f64,
    pub sunrise: JulianDay,
    pub sunset: JulianDay,
    pub next_sunrise: JulianDay,
    /// Weekday of the civil date; it lasts until the next sunrise.
    pub vara: Vara,
    pub tithi: Limb<Tithi>,
    pub nakshatra: Limb<Nakshatra>,
    pub yoga: Limb<Yoga>,
    pub karana: Limb<Karana>,
    /// Sidereal longitudes at sunrise.
    pub sun: Longitude,
    pub moon: Longitude,
}

/// The Sun's and Moon's sidereal longitudes and daily motions at one instant.
#[derive(Debug, Clone, Copy)]
struct Luminaries {
    sun: f64,
    moon: f64,
    sun_speed: f64,
    moon_speed: f64,
}

fn luminaries(eph: &Ephemeris, jd: JulianDay) -> Result<Luminaries, EphemerisError> {
    let s = eph.graha(jd, Planet::Sun)?;
    let m = eph.graha(jd, Planet::Moon)?;
    Ok(Luminaries {
        sun: s.longitude.degrees(),
        moon: m.longitude.degrees(),
        sun_speed: s.speed,
        moon_speed: m.speed,
    })
}

/// Which angle a limb is measured on.
#[derive(Debug, Clone, Copy)]
enum Angle {
    /// Moon − Sun (tithi, karana).
    Elongation,
    /// Moon (nakshatra).
    Moon,
    /// Sun + Moon (yoga).
    Sum,
}

impl Angle {
    fn value(self, l: &Luminaries) -> f64 {
        match self {
            Angle::Elongation => l.moon - l.sun,
            Angle::Moon => l.moon,
            Angle::Sum => l.moon + l.sun,
        }
        .rem_euclid(360.0)
    }
    /// Degrees per day.
    fn rate(self, l: &Luminaries) -> f64 {
        match self {
            Angle::Elongation => l.moon_speed - l.sun_speed,
            Angle::Moon => l.moon_speed,
            Angle::Sum => l.moon_speed + l.sun_speed,
        }
    }
}

/// The first moment after `from` when `angle` reaches `target` degrees. All three angles only
/// grow (the Moon is never retrograde), so Newton's method on the ephemeris converges in a few
/// steps; it stops at a tenth of a second.
fn angle_reaches(
    eph: &Ephemeris,
    angle: Angle,
    target: f64,
    from: JulianDay,
    at_from: &Luminaries,
) -> Result<JulianDay, EphemerisError> {
    let ahead = (target - angle.value(at_from)).rem_euclid(360.0);
    // Newton's steps on the bare day number, a moment again once found.
    let mut t = from.value() + ahead / angle.rate(at_from);
    for _ in 0..8 {
        let l = luminaries(eph, JulianDay::new(t))?;
        // Signed remaining distance, −180..180.
        let d = (target - angle.value(&l) + 180.0).rem_euclid(360.0) - 180.0;
        let step = d / angle.rate(&l);
        t += step;
        if step.abs() < 1e-6 {
            break;
        }
    }
    Ok(JulianDay::new(t))
}

/// Julian day (UT) of 0h Universal Time on a civil date.
pub fn jd_at_midnight_ut(date: NaiveDate) -> JulianDay {
    let days = date.num_days_from_ce() - 719_163; // days since 1970-01-01
    JulianDay::new(JulianDay::UNIX_EPOCH + f64::from(days))
}

/// Sunrise on a civil date at a place: the first sunrise after local mean midnight (a place's
/// sunrise always falls in the morning of its mean solar day, wherever its zone's clock stands).
pub fn sunrise_on(
    eph: &Ephemeris,
    date: NaiveDate,
    latitude: f64,
    longitude: f64,
) -> Result<JulianDay, PanchangError> {
    sunrise_of_kind(eph, date, latitude, longitude, RiseKind::Astronomical)
}

/// [`sunrise_on`] with the sunrise of `kind`.
pub fn sunrise_of_kind(
    eph: &Ephemeris,
    date: NaiveDate,
    latitude: f64,
    longitude: f64,
    kind: RiseKind,
) -> Result<JulianDay, PanchangError> {
    let local_midnight = jd_at_midnight_ut(date) - Days::new(longitude / 360.0);
    match eph.sun_crossing(local_midnight, latitude, longitude, true, kind)? {
        Some(t) if t - local_midnight < Days::new(1.0) => Ok(t),
        _ => Err(PanchangError::NoSunrise(date)),
    }
}

/// The sunrise that opened the Vedic day running at `at` (the day runs sunrise to sunrise),
/// at a place whose civil dates are those of `zone`, with the civil date of that
/// sunrise (its weekday is the day's vara).
pub fn day_start(
    eph: &Ephemeris,
    at: JulianDay,
    zone: chrono_tz::Tz,
    latitude: f64,
    longitude: f64,
) -> Result<(JulianDay, NaiveDate), PanchangError> {
    day_start_of_kind(eph, at, zone, (latitude, longitude), RiseKind::Astronomical)
}

/// [`day_start`] with the sunrise of `kind`, at a place `(latitude, longitude)`.
pub fn day_start_of_kind(
    eph: &Ephemeris,
    at: JulianDay,
    zone: chrono_tz::Tz,
    (latitude, longitude): (f64, f64),
    kind: RiseKind,
) -> Result<(JulianDay, NaiveDate), PanchangError> {
    let date = at.to_utc().with_timezone(&zone).date_naive();
    let sunrise = sunrise_of_kind(eph, date, latitude, longitude, kind)?;
    if sunrise <= at {
        return Ok((sunrise, date));
    }
    let before = date.pred_opt().ok_or(PanchangError::NoSunrise(date))?;
    Ok((
        sunrise_of_kind(eph, before, latitude, longitude, kind)?,
        before,
    ))
}

/// The tithi and the karana running at `sunrise` (the luminaries `l` then), with their ends.
fn tithi_and_karana(
    eph: &Ephemeris,
    sunrise: JulianDay,
    l: &Luminaries,
) -> Result<(Limb<Tithi>, Limb<Karana>), EphemerisError> {
    let elong = Angle::Elongation.value(l);
    let tithi = Tithi::from_elongation(elong);
    let karana = Karana::from_elongation(elong);
    let karana_end = angle_reaches(
        eph,
        Angle::Elongation,
        f64::from(karana.number()) * KARANA_DEG,
        sunrise,
        l,
    )?;
    // A tithi ends with its second karana.
    let tithi_end = if karana.number().is_multiple_of(2) {
        karana_end
    } else {
        angle_reaches(
            eph,
            Angle::Elongation,
            f64::from(tithi.number()) * TITHI_DEG,
            karana_end,
            &luminaries(eph, karana_end)?,
        )?
    };
    Ok((
        Limb {
            value: tithi,
            ends: tithi_end,
        },
        Limb {
            value: karana,
            ends: karana_end,
        },
    ))
}

/// The nakshatra and the yoga running at `sunrise` (the luminaries `l` then), with their ends.
fn nakshatra_and_yoga(
    eph: &Ephemeris,
    sunrise: JulianDay,
    l: &Luminaries,
) -> Result<(Limb<Nakshatra>, Limb<Yoga>), EphemerisError> {
    let nakshatra = Longitude::new(l.moon).nakshatra();
    let yoga = Yoga::from_sum(Angle::Sum.value(l));
    let nakshatra_end = angle_reaches(
        eph,
        Angle::Moon,
        (nakshatra.index() + 1) as f64 * NAKSHATRA_DEG,
        sunrise,
        l,
    )?;
    let yoga_end = angle_reaches(
        eph,
        Angle::Sum,
        f64::from(yoga.number()) * NAKSHATRA_DEG,
        sunrise,
        l,
    )?;
    Ok((
        Limb {
            value: nakshatra,
            ends: nakshatra_end,
        },
        Limb {
            value: yoga,
            ends: yoga_end,
        },
    ))
}

impl Panchang {
    /// The panchang of `date` at a place (degrees, north and east positive).
    pub fn compute(
        eph: &Ephemeris,
        date: NaiveDate,
        latitude: f64,
        longitude: f64,
    ) -> Result<Panchang, PanchangError> {
        let sunrise = sunrise_on(eph, date, latitude, longitude)?;
        let crossing = |from: JulianDay, rise: bool| -> Result<JulianDay, PanchangError> {
            match eph.sun_crossing(from, latitude, longitude, rise, RiseKind::Astronomical)? {
                Some(t) if t - from < Days::new(1.0) => Ok(t),
                _ => Err(PanchangError::NoSunrise(date)),
            }
        };
        let sunset = crossing(sunrise, false)?;
        let next_sunrise = crossing(sunset, true)?;

        let l = luminaries(eph, sunrise)?;
        let (tithi, karana) = tithi_and_karana(eph, sunrise, &l)?;
        let (nakshatra, yoga) = nakshatra_and_yoga(eph, sunrise, &l)?;
        Ok(Panchang {
            date,
            latitude,
            longitude,
            sunrise,
            sunset,
            next_sunrise,
            vara: Vara::of(date),
            tithi,
            nakshatra,
            yoga,
            karana,
            sun: Longitude::new(l.sun),
            moon: Longitude::new(l.moon),
        })
    }

    /// Length of daytime.
    pub fn day_length(&self) -> Days {
        self.sunset - self.sunrise
    }

    /// Length of night.
    pub fn night_length(&self) -> Days {
        self.next_sunrise - self.sunset
    }

    /// The `n`-th (1–8) of the eight equal parts of daytime.
    pub fn day_part(&self, n: u8) -> Slot {
        eighth(self.sunrise, self.sunset, n)
    }

    /// The 8 day choghadiyas (sunrise → sunset) then the 8 night ones (sunset → next sunrise).
    ///
    /// By day the first slot belongs to the weekday's lord and the slots follow in hora order
    /// (Udveg, Char, Labh, Amrit, Kal, Shubh, Rog), the eighth repeating the first. By night the
    /// first slot belongs to the lord of the fifth weekday from today, and each next one is the
    /// fifth in hora order from the previous (so Sunday night runs Shubh, Amrit, Char, Rog, Kal,
    /// Labh, Udveg, Shubh), as North Indian panchangas print them.
    pub fn choghadiya(&self) -> [ChoghadiyaSlot; 16] {
        let day_first = Choghadiya::of_lord(self.vara.lord()) as usize;
        let night_lord = Vara(weekday_after(self.vara.weekday(), 4)).lord();
        let night_first = Choghadiya::of_lord(night_lord) as usize;
        std::array::from_fn(|i| {
            if i < 8 {
                ChoghadiyaSlot {
                    kind: Choghadiya::ORDER[(day_first + i) % 7],
                    slot: eighth(self.sunrise, self.sunset, i as u8 + 1),
                    daytime: true,
                }
            } else {
                let k = i - 8;
                ChoghadiyaSlot {
                    kind: Choghadiya::ORDER[(night_first + 5 * k) % 7],
                    slot: eighth(self.sunset, self.next_sunrise, k as u8 + 1),
                    daytime: false,
                }
            }
        })
    }

    /// Rahu kalam: the eighth part of daytime given by the weekday, Sunday 8th, Monday 2nd,
    /// Tuesday 7th, Wednesday 5th, Thursday 6th, Friday 4th, Saturday 3rd (the South Indian
    /// muhurta rule every panchang prints).
    pub fn rahu_kalam(&self) -> Slot {
        self.day_part(rahu_kalam_part(self.vara))
    }

    /// Yamaganda (Yamaghantaka): Jupiter's part of daytime when the eight parts are given to the
    /// weekday lords from today's (BPHS ch. 3, upagrahas): Sunday 5th … Saturday 6th.
    pub fn yamaganda(&self) -> Slot {
        self.day_part(lord_part(self.vara, Planet::Jupiter))
    }

    /// Gulika kalam: Saturn's part of daytime, counted the same way (BPHS ch. 3): Sunday 7th …
    /// Saturday 1st.
    pub fn gulika_kalam(&self) -> Slot {
        self.day_part(lord_part(self.vara, Planet::Saturn))
    }

    /// Abhijit muhurta: the 8th of the 15 muhurtas of daytime, around local noon (Muhurta
    /// Chintamani ch. 6).
    pub fn abhijit(&self) -> Slot {
        let m = self.day_length() / 15.0;
        Slot {
            start: self.sunrise + m * 7.0,
            end: self.sunrise + m * 8.0,
        }
    }
}

/// Which eighth of daytime (1–8) is Rahu kalam on a weekday: Sunday 8th, Monday 2nd, Tuesday
/// 7th, Wednesday 5th, Thursday 6th, Friday 4th, Saturday 3rd.
pub fn rahu_kalam_part(vara: Vara) -> u8 {
    [8, 2, 7, 5, 6, 4, 3][vara.index()]
}

fn eighth(from: JulianDay, to: JulianDay, n: u8) -> Slot {
    let part = (to - from) / 8.0;
    let k = f64::from(n.clamp(1, 8) - 1);
    Slot {
        start: from + part * k,
        end: if n >= 8 { to } else { from + part * (k + 1.0) },
    }
}

fn weekday_after(w: Weekday, n: u32) -> Weekday {
    let mut d = w;
    for _ in 0..n {
        d = d.succ();
    }
    d
}

/// 1-based part of daytime ruled by `lord` when the parts go to the weekday lords in weekday
/// order from today's own lord.
fn lord_part(vara: Vara, lord: Planet) -> u8 {
    let target = (0..7)
        .find(|&i| Vara(weekday_after(Weekday::Sun, i)).lord() == lord)
        .unwrap_or(0) as usize;
    ((target + 7 - vara.index()) % 7 + 1) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limb_names() {
        assert_eq!(Tithi::from_elongation(56.6).name(), "Panchami");
        assert_eq!(Tithi::from_elongation(359.0).name(), "Amavasya");
        assert_eq!(Tithi::from_elongation(175.0).name(), "Purnima");
        assert_eq!(Tithi::from_elongation(190.0).name(), "Pratipada");
        assert_eq!(Karana::from_elongation(1.0).name(), "Kimstughna");
        assert_eq!(Karana::from_elongation(7.0).name(), "Bava");
        assert_eq!(Karana::from_elongation(345.0).name(), "Shakuni");
        assert_eq!(Karana::from_elongation(355.0).name(), "Naga");
        assert_eq!(Yoga::from_sum(359.0).name(), "Vaidhriti");
    }

    #[test]
    fn upagraha_parts_by_weekday() {
        // Gulika: Sunday 7th … Saturday 1st; Yamaganda: Sunday 5th, Thursday 1st, Saturday 6th.
        let sun = Vara(Weekday::Sun);
        let thu = Vara(Weekday::Thu);
        let sat = Vara(Weekday::Sat);
        assert_eq!(lord_part(sun, Planet::Saturn), 7);
        assert_eq!(lord_part(sat, Planet::Saturn), 1);
        assert_eq!(lord_part(sun, Planet::Jupiter), 5);
        assert_eq!(lord_part(thu, Planet::Jupiter), 1);
        assert_eq!(lord_part(sat, Planet::Jupiter), 6);
    }
}
