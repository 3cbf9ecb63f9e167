//! The Sun and the Moon over a stretch of days, computed once and reused.
//!
//! A calendar asks the same question many times: when does the elongation reach the next 6°
//! (karana), the Moon the next 13°20′ (nakshatra), the Sun the next 30° (sankranti)? Instead of a
//! root search on the ephemeris for each, the Sky samples the Sun's and the Moon's sidereal
//! longitudes and daily motions on a fixed grid of half days (lazily, only where asked) and
//! answers every question from the cubic Hermite interpolant between two samples. With the
//! exact motions at both ends the interpolation error over half a day is below 1e-5° for the
//! Moon (its fastest large terms have periods near 14 and 27 days), a fraction of a second of
//! time; the tests check the crossings against the Swiss Ephemeris itself.

use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::types::{JulianDay, Planet};
use std::collections::HashMap;

/// Days between two samples.
const STEP: f64 = 0.5;

/// The Sun's and the Moon's sidereal longitudes (degrees, 0–360) and daily motions (degrees per
/// day) at one moment.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Luminaries {
    pub sun: f64,
    pub moon: f64,
    pub sun_speed: f64,
    pub moon_speed: f64,
}

/// An angle a limb of the calendar is measured on; each one only grows with time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Angle {
    /// Moon − Sun: tithi (12°), karana (6°), new moon (0°).
    Elongation,
    /// The Moon: nakshatra (13°20′), Moon sign (30°).
    Moon,
    /// Sun + Moon: yoga (13°20′).
    Sum,
    /// The Sun: sankranti (30°).
    Sun,
}

impl Angle {
    fn coefficients(self) -> (f64, f64) {
        // (moon, sun)
        match self {
            Angle::Elongation => (1.0, -1.0),
            Angle::Moon => (1.0, 0.0),
            Angle::Sum => (1.0, 1.0),
            Angle::Sun => (0.0, 1.0),
        }
    }
    /// The angle at `l`, degrees 0–360.
    pub fn value(self, l: &Luminaries) -> f64 {
        let (m, s) = self.coefficients();
        (m * l.moon + s * l.sun).rem_euclid(360.0)
    }
    /// More than the angle ever moves in a day (the Moon's fastest is under 15.4°/day, the
    /// Sun's under 1.02°/day): a jump of `degrees / max_rate` days never passes a crossing.
    fn max_rate(self) -> f64 {
        match self {
            Angle::Elongation | Angle::Moon => 15.5,
            Angle::Sum => 16.6,
            Angle::Sun => 1.03,
        }
    }

    /// Degrees per day at `l`.
    pub fn rate(self, l: &Luminaries) -> f64 {
        let (m, s) = self.coefficients();
        m * l.moon_speed + s * l.sun_speed
    }
}

/// The sampled Sun and Moon.
pub struct Sky<'e> {
    eph: &'e Ephemeris,
    samples: HashMap<i64, Luminaries>,
}

/// Cubic Hermite interpolation on `[0, 1]`: the value and its derivative (per unit of `s`) from
/// the values `y0`, `y1` and derivatives `d0`, `d1` (per unit of `s`).
fn hermite(y0: f64, y1: f64, d0: f64, d1: f64, s: f64) -> (f64, f64) {
    let s2 = s * s;
    let s3 = s2 * s;
    let h00 = 2.0 * s3 - 3.0 * s2 + 1.0;
    let h10 = s3 - 2.0 * s2 + s;
    let h01 = -2.0 * s3 + 3.0 * s2;
    let h11 = s3 - s2;
    let v = h00 * y0 + h10 * d0 + h01 * y1 + h11 * d1;
    let dv = (6.0 * s2 - 6.0 * s) * y0
        + (3.0 * s2 - 4.0 * s + 1.0) * d0
        + (-6.0 * s2 + 6.0 * s) * y1
        + (3.0 * s2 - 2.0 * s) * d1;
    (v, dv)
}

impl<'e> Sky<'e> {
    pub fn new(eph: &'e Ephemeris) -> Self {
        Sky {
            eph,
            samples: HashMap::new(),
        }
    }

    pub fn ephemeris(&self) -> &'e Ephemeris {
        self.eph
    }

    fn sample(&mut self, k: i64) -> Result<Luminaries, EphemerisError> {
        if let Some(l) = self.samples.get(&k) {
            return Ok(*l);
        }
        let jd = JulianDay::new(k as f64 * STEP);
        let s = self.eph.graha(jd, Planet::Sun)?;
        let m = self.eph.graha(jd, Planet::Moon)?;
        let l = Luminaries {
            sun: s.longitude.degrees(),
            moon: m.longitude.degrees(),
            sun_speed: s.speed,
            moon_speed: m.speed,
        };
        self.samples.insert(k, l);
        Ok(l)
    }

    /// The two samples around `t`, and where `t` lies between them (0–1).
    fn bracket(&mut self, t: f64) -> Result<(i64, Luminaries, Luminaries, f64), EphemerisError> {
        let k = (t / STEP).floor() as i64;
        let a = self.sample(k)?;
        let b = self.sample(k + 1)?;
        Ok((k, a, b, t / STEP - k as f64))
    }

    /// The Sun and the Moon at `jd`, interpolated.
    pub fn at(&mut self, jd: JulianDay) -> Result<Luminaries, EphemerisError> {
        let (_, a, b, s) = self.bracket(jd.value())?;
        let one = |y0: f64, y1: f64, d0: f64, d1: f64| {
            let y1 = y0 + (y1 - y0 + 180.0).rem_euclid(360.0) - 180.0;
            let (v, dv) = hermite(y0, y1, d0 * STEP, d1 * STEP, s);
            (v.rem_euclid(360.0), dv / STEP)
        };
        let (sun, sun_speed) = one(a.sun, b.sun, a.sun_speed, b.sun_speed);
        let (moon, moon_speed) = one(a.moon, b.moon, a.moon_speed, b.moon_speed);
        Ok(Luminaries {
            sun,
            moon,
            sun_speed,
            moon_speed,
        })
    }

    /// The angle on the interval from sample `k` to `k + 1`, unwrapped so that it grows from
    /// its value at `k`: (value at k, value at k+1, rates per unit of the interval).
    fn segment(&mut self, angle: Angle, k: i64) -> Result<[f64; 4], EphemerisError> {
        let a = self.sample(k)?;
        let b = self.sample(k + 1)?;
        let y0 = angle.value(&a);
        let grown = (angle.value(&b) - y0).rem_euclid(360.0);
        Ok([y0, y0 + grown, angle.rate(&a) * STEP, angle.rate(&b) * STEP])
    }

    /// Where on segment `seg` (0–1) the angle reaches `y0 + ahead`.
    fn solve_in(seg: [f64; 4], ahead: f64) -> f64 {
        let [y0, y1, d0, d1] = seg;
        let target = y0 + ahead;
        let mut s = (ahead / (y1 - y0)).clamp(0.0, 1.0);
        for _ in 0..12 {
            let (v, dv) = hermite(y0, y1, d0, d1, s);
            let step = (target - v) / dv.max(1e-9);
            s = (s + step).clamp(0.0, 1.0);
            if step.abs() < 1e-10 {
                break;
            }
        }
        s
    }

    /// The first moment at or after `from` when `angle` reaches `target` degrees.
    pub fn next_crossing(
        &mut self,
        angle: Angle,
        target: f64,
        from: JulianDay,
    ) -> Result<JulianDay, EphemerisError> {
        // Jump over the days the angle cannot reach the target in (no samples there), again
        // from where the jump lands until the target is near.
        let mut from = from;
        for _ in 0..8 {
            let ahead = (target - angle.value(&self.at(from)?)).rem_euclid(360.0);
            let skip = ahead / angle.max_rate() - STEP;
            if skip < STEP {
                break;
            }
            from += crate::Days::new(skip);
        }
        let (mut k, _, _, s_from) = self.bracket(from.value())?;
        let mut s_min = s_from;
        // Every angle passes a full circle within 400 days (the Sun's a year).
        for _ in 0..(400.0 / STEP) as usize {
            let seg = self.segment(angle, k)?;
            let ahead = (target - seg[0]).rem_euclid(360.0);
            if ahead <= seg[1] - seg[0] {
                let s = Self::solve_in(seg, ahead);
                if s >= s_min {
                    return Ok(JulianDay::new((k as f64 + s) * STEP));
                }
            }
            k += 1;
            s_min = 0.0;
        }
        Err(EphemerisError::Calc(format!(
            "no crossing of {target}° found after {}",
            from.value()
        )))
    }

    /// The last moment at or before `from` when `angle` reached `target` degrees.
    pub fn previous_crossing(
        &mut self,
        angle: Angle,
        target: f64,
        from: JulianDay,
    ) -> Result<JulianDay, EphemerisError> {
        let mut from = from;
        for _ in 0..8 {
            let back = (angle.value(&self.at(from)?) - target).rem_euclid(360.0);
            let skip = back / angle.max_rate() - STEP;
            if skip < STEP {
                break;
            }
            from -= crate::Days::new(skip);
        }
        let (mut k, _, _, s_from) = self.bracket(from.value())?;
        let mut s_max = s_from;
        for _ in 0..(400.0 / STEP) as usize {
            let seg = self.segment(angle, k)?;
            let ahead = (target - seg[0]).rem_euclid(360.0);
            if ahead <= seg[1] - seg[0] {
                let s = Self::solve_in(seg, ahead);
                if s <= s_max {
                    return Ok(JulianDay::new((k as f64 + s) * STEP));
                }
            }
            k -= 1;
            s_max = 1.0;
        }
        Err(EphemerisError::Calc(format!(
            "no crossing of {target}° found before {}",
            from.value()
        )))
    }

    /// Every part of `angle` cut into `count` equal parts (0-based index) that overlaps
    /// `[from, to)`: `(index, start, end)`, in time order.
    pub fn parts(
        &mut self,
        angle: Angle,
        count: usize,
        from: JulianDay,
        to: JulianDay,
    ) -> Result<Vec<(usize, JulianDay, JulianDay)>, EphemerisError> {
        let span = 360.0 / count as f64;
        let v = angle.value(&self.at(from)?);
        let mut index = ((v / span).floor() as usize).min(count - 1);
        let mut start = self.previous_crossing(angle, index as f64 * span, from)?;
        let mut out = Vec::new();
        loop {
            let next = (index + 1) % count;
            let end = self.next_crossing(angle, next as f64 * span, start.max(from))?;
            out.push((index, start, end));
            if end >= to {
                return Ok(out);
            }
            index = next;
            start = end;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interpolated_crossings_match_the_ephemeris() {
        // Every tithi boundary over two months of 2024: the elongation on the Swiss Ephemeris
        // one second before and after the interpolated moment lies on either side of it.
        let eph = Ephemeris::new();
        let mut sky = Sky::new(&eph);
        let from = JulianDay::new(2_460_310.5);
        let parts = sky
            .parts(Angle::Elongation, 30, from, from + crate::Days::new(60.0))
            .unwrap();
        assert!(parts.len() >= 59);
        let second = crate::Days::new(1.0 / 86_400.0);
        for (i, _, end) in &parts[..parts.len() - 1] {
            let target = ((i + 1) % 30) as f64 * 12.0;
            let elong = |t: JulianDay| {
                let s = eph.graha(t, Planet::Sun).unwrap().longitude.degrees();
                let m = eph.graha(t, Planet::Moon).unwrap().longitude.degrees();
                ((m - s) - target + 180.0).rem_euclid(360.0) - 180.0
            };
            assert!(elong(*end - second) < 0.0, "{i}: {end:?}");
            assert!(elong(*end + second) > 0.0, "{i}: {end:?}");
        }
    }
}
