//! The rising sign (lagna) through time at a place: each sign's end found once by a secant
//! search on the Swiss Ephemeris's ascendant.
//!
//! The ascendant is `swe_houses_ex`'s (whole signs, in the settings' zodiac) taken apart: the
//! tropical one from the sidereal time, the true obliquity and the latitude
//! (`swe_houses_armc_ex2`), less the ayanamsa (`swe_get_ayanamsa_ex`, as `swehouse.c`'s
//! `sidereal_houses_trad` does). The three slow inputs (the sidereal time less the Earth's
//! rotation angle, the obliquity, the ayanamsa) are sampled once a day and interpolated
//! through four samples, so a step of the search costs one `swe_houses_armc_ex2` instead of a
//! full `swe_houses_ex`.

use crate::calendar::Place;
use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::types::{Days, JulianDay, Longitude, Sign};
use libswisseph_sys as sys;
use std::collections::HashMap;
use std::os::raw::c_char;

/// The slow inputs of the ascendant at one day: the apparent sidereal time less the rotation
/// angle, the true obliquity and the ayanamsa (degrees).
#[derive(Debug, Clone, Copy)]
struct Slow {
    sid: f64,
    eps: f64,
    ayanamsa: f64,
}

/// The Earth rotation angle (IERS 2010, the term `swe_sidtime` starts from), degrees.
fn rotation_angle(t: f64) -> f64 {
    ((0.779_057_273_264 + 1.002_737_811_911_354_5 * (t - 2_451_545.0)) * 360.0).rem_euclid(360.0)
}

/// `a` wrapped into [−180°, 180°).
fn wrap(a: f64) -> f64 {
    (a + 180.0).rem_euclid(360.0) - 180.0
}

/// The value at `s` (0–1) between `y[1]` and `y[2]` of four samples a day apart (cubic
/// Hermite with central differences).
fn through_four(y: [f64; 4], s: f64) -> f64 {
    let (d0, d1) = ((y[2] - y[0]) / 2.0, (y[3] - y[1]) / 2.0);
    let (s2, s3) = (s * s, s * s * s);
    (2.0 * s3 - 3.0 * s2 + 1.0) * y[1]
        + (s3 - 2.0 * s2 + s) * d0
        + (-2.0 * s3 + 3.0 * s2) * y[2]
        + (s3 - s2) * d1
}

/// Where `swe_sidtime` changes model (`SIDT_LTERM_T0`, `SIDT_LTERM_T1`): no interpolation
/// across these.
const SIDTIME_JUMPS: [f64; 2] = [2_396_758.5, 2_469_807.5];

/// The rising sign through time, each sign's end found once.
pub(super) struct Lagna<'e> {
    eph: &'e Ephemeris,
    place: Place,
    /// The sign known to rise from `from` to `end`.
    current: Option<(JulianDay, JulianDay, Sign)>,
    /// The slow inputs by day.
    slow: HashMap<i64, Slow>,
}

impl<'e> Lagna<'e> {
    pub(super) fn new(eph: &'e Ephemeris, place: Place) -> Self {
        Lagna {
            eph,
            place,
            current: None,
            slow: HashMap::new(),
        }
    }

    fn slow_at(&mut self, k: i64) -> Result<Slow, EphemerisError> {
        if let Some(s) = self.slow.get(&k) {
            return Ok(*s);
        }
        let t = k as f64;
        let mut serr = [0 as c_char; 256];
        let flag = self.eph.ephemeris_flag();
        let nut = swisseph::swe::calc_ut(t, sys::SE_ECL_NUT as u32, flag as u32)
            .map_err(EphemerisError::Calc)?
            .out;
        let sidereal = self.eph.sidereal_flag();
        let mut ayanamsa = 0.0;
        if sidereal != 0 {
            // SAFETY: `ayanamsa` and `serr` are live out-pointers of the documented sizes.
            let rc = unsafe {
                let tjde = t + sys::swe_deltat_ex(t, flag, serr.as_mut_ptr());
                sys::swe_get_ayanamsa_ex(tjde, flag | sidereal, &mut ayanamsa, serr.as_mut_ptr())
            };
            if rc < 0 {
                return Err(EphemerisError::Calc("ayanamsa failed".into()));
            }
        }
        // SAFETY: a pure function of three numbers.
        let sidtime = unsafe { sys::swe_sidtime0(t, nut[0], nut[2]) } * 15.0;
        let s = Slow {
            sid: wrap(sidtime - rotation_angle(t)),
            eps: nut[0],
            ayanamsa,
        };
        if !(s.sid.is_finite() && s.eps.is_finite() && s.ayanamsa.is_finite()) {
            return Err(EphemerisError::OutOfRange);
        }
        self.slow.insert(k, s);
        Ok(s)
    }

    /// The ascendant at `t` in the settings' zodiac, degrees.
    fn ascendant(&mut self, t: JulianDay) -> Result<f64, EphemerisError> {
        let t = t.value();
        let k = t.floor() as i64;
        let near_jump = SIDTIME_JUMPS
            .iter()
            .any(|j| (k - 1) as f64 <= *j && (k + 2) as f64 >= *j);
        if near_jump {
            return Ok(self
                .eph
                .angles(JulianDay::new(t), self.place.latitude, self.place.longitude)?
                .ascendant
                .degrees());
        }
        let q = [
            self.slow_at(k - 1)?,
            self.slow_at(k)?,
            self.slow_at(k + 1)?,
            self.slow_at(k + 2)?,
        ];
        let s = t - k as f64;
        let unwrap = |f: fn(&Slow) -> f64| {
            let y0 = f(&q[1]);
            q.map(|x| y0 + wrap(f(&x) - y0))
        };
        let sid = through_four(unwrap(|x| x.sid), s);
        let eps = through_four(q.map(|x| x.eps), s);
        let ayanamsa = through_four(unwrap(|x| x.ayanamsa), s);
        let armc = (rotation_angle(t) + sid + self.place.longitude).rem_euclid(360.0);
        let (mut cusps, mut ascmc) = ([0.0f64; 13], [0.0f64; 10]);
        // SAFETY: the arrays have the sizes the C function documents (13 and 10 doubles); the
        // speeds and the message are not asked for.
        let rc = unsafe {
            sys::swe_houses_armc_ex2(
                armc,
                self.place.latitude,
                eps,
                i32::from(b'E'),
                cusps.as_mut_ptr(),
                ascmc.as_mut_ptr(),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            )
        };
        if rc < 0 || !ascmc[0].is_finite() {
            return Err(EphemerisError::Calc("house computation failed".into()));
        }
        Ok((ascmc[0] - ayanamsa).rem_euclid(360.0))
    }

    /// The sign rising at `t` and when it sets.
    pub(super) fn at(&mut self, t: JulianDay) -> Result<(Sign, JulianDay), EphemerisError> {
        if let Some((from, end, sign)) = self.current
            && t >= from
            && t < end
        {
            return Ok((sign, end));
        }
        let asc = self.ascendant(t)?;
        let mut sign = Longitude::new(asc).sign();
        // At a sign's very end (a moment the last search returned) the next one is rising.
        if (sign.index() + 1) as f64 * 30.0 - asc < 1e-4 {
            sign = Sign::from_index(sign.index() + 1);
        }
        let target = ((sign.index() + 1) % 12) as f64 * 30.0;
        let end = self.reach(t, asc, target)?;
        self.current = Some((t, end, sign));
        Ok((sign, end))
    }

    /// When the ascendant, at `asc` at `t0`, reaches `target` (degrees ahead by less than 30):
    /// secant steps kept inside a bracket, to a second of time.
    fn reach(&mut self, t0: JulianDay, asc: f64, target: f64) -> Result<JulianDay, EphemerisError> {
        // Degrees still to go (negative once passed).
        let ahead = |a: f64| (target - a + 540.0).rem_euclid(360.0) - 180.0;
        let mut lo = (t0, ahead(asc));
        // The ascendant turns once a sidereal day, between ~0.3× and ~3× its mean rate
        // (sooner at high latitudes).
        let mut hi: Option<(JulianDay, f64)> = None;
        let mut t = t0 + Days::new(lo.1.max(0.01) / 361.0);
        for _ in 0..60 {
            let d = ahead(self.ascendant(t)?);
            if d.abs() < 1e-5 {
                return Ok(t);
            }
            if d > 0.0 {
                lo = (t, d);
            } else {
                hi = Some((t, d));
            }
            t = match hi {
                None => t + Days::new(d.max(0.01) / 361.0 * 1.5),
                Some(h) => {
                    if (h.0 - lo.0).days() < 1.0 / 86_400.0 {
                        return Ok(h.0);
                    }
                    // Secant between the bracket's ends, kept inside it.
                    let s = lo.0 + (h.0 - lo.0) * (lo.1 / (lo.1 - h.1));
                    let margin = (h.0 - lo.0) * 0.01;
                    if s <= lo.0 + margin || s >= h.0 - margin {
                        lo.0 + (h.0 - lo.0) / 2.0
                    } else {
                        s
                    }
                }
            };
        }
        Ok(hi.map_or(t, |h| h.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{Ayanamsa, Settings};

    #[test]
    fn the_interpolated_ascendant_is_the_swiss_ephemeris_one() {
        // Every 97 minutes through 2026, at the equator, New Delhi, 60° and 67° N, 45° S,
        // Lahiri and tropical: the ascendant of `swe_houses_ex`, to within what it moves in a
        // hundredth of a second.
        for settings in [
            Settings::default(),
            Settings {
                ayanamsa: Ayanamsa::Tropical,
                ..Settings::default()
            },
        ] {
            let eph = Ephemeris::with(&settings);
            for (lat, lon) in [
                (0.0, -78.5),
                (28.61, 77.21),
                (60.0, 10.7),
                (67.0, 20.2),
                (-45.0, 170.5),
            ] {
                let place = Place::new(lat, lon, chrono_tz::UTC);
                let mut lagna = Lagna::new(&eph, place);
                let mut worst: f64 = 0.0;
                for i in 0..5_420 {
                    let t = JulianDay::new(2_461_041.5 + f64::from(i) * 97.0 / 1440.0);
                    let ours = lagna.ascendant(t).unwrap();
                    let asc = |t: JulianDay| eph.angles(t, lat, lon).unwrap().ascendant.degrees();
                    let theirs = asc(t);
                    let minute = Days::new(1.0 / 1440.0);
                    let per_second = wrap(asc(t + minute) - theirs).abs() / 60.0;
                    worst = worst.max(wrap(ours - theirs).abs() / per_second);
                }
                assert!(worst < 0.01, "{lat}°: {worst} s");
            }
        }
    }
}
