//! The rising sign (lagna) through time at a place: each sign's end found once by a secant
//! search on the Swiss Ephemeris's ascendant.

use crate::astro::calendar::Place;
use crate::astro::ephemeris::{Ephemeris, EphemerisError};
use crate::astro::types::{Days, JulianDay, Longitude, Sign};

/// The rising sign through time, each sign's end found once.
pub(super) struct Lagna<'e> {
    eph: &'e Ephemeris,
    place: Place,
    /// The sign known to rise from `from` to `end`.
    current: Option<(JulianDay, JulianDay, Sign)>,
}

impl<'e> Lagna<'e> {
    pub(super) fn new(eph: &'e Ephemeris, place: Place) -> Self {
        Lagna {
            eph,
            place,
            current: None,
        }
    }

    fn ascendant(&self, t: JulianDay) -> Result<f64, EphemerisError> {
        Ok(self
            .eph
            .angles(t, self.place.latitude, self.place.longitude)?
            .ascendant
            .degrees())
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
    fn reach(&self, t0: JulianDay, asc: f64, target: f64) -> Result<JulianDay, EphemerisError> {
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
