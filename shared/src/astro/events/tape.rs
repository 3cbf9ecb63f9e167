//! A graha sampled once over a range, on a fixed grid, and interpolated between the samples.
//!
//! Each sample is the ephemeris itself (longitude and daily motion); between two samples the
//! longitude is the cubic Hermite polynomial through both values and both motions. Every kind
//! of event about a graha (its sign and nakshatra ingresses, its stations, its combustion
//! limits on the difference of its tape and the Sun's) is looked for on the same samples, and
//! the ephemeris is asked again only to place each event found: Newton's method from the
//! tape's guess, which is already close, so one or two calls place it to a fraction of a
//! second. See `docs/decisions.md` ("Sky events from sampled grahas").
//!
//! The grid is fine enough that no step holds two stations and the interpolant is within a
//! small fraction of a degree of the ephemeris; a boundary that the interpolant crosses and the
//! ephemeris does not (a station grazing it) is found out when it is placed and left out.

use crate::astro::ephemeris::EphemerisError;

/// One second, in days: how closely an event is placed.
pub(super) const SECOND: f64 = 1.0 / 86_400.0;

/// A sampled quantity (a longitude, or an elongation), unwrapped through 360°.
pub(super) struct Tape {
    start: f64,
    step: f64,
    /// Values, continuous (no jump at 360°), degrees.
    value: Vec<f64>,
    /// Daily rates, degrees per day.
    rate: Vec<f64>,
}

/// A crossing of a boundary found on a tape, to be placed on the ephemeris.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Guess {
    /// The tape's moment of the crossing.
    pub t: f64,
    /// The boundary, degrees in [0, 360).
    pub boundary: f64,
    /// Crossed with the value growing.
    pub forward: bool,
    /// The stretch of the tape, holding the guess, over which the value moves one way.
    pub lo: f64,
    pub hi: f64,
}

/// A turn of the value (a station: its rate changes sign) found on a tape.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Turn {
    pub t: f64,
    /// The rate is negative after the turn.
    pub to_negative: bool,
    /// The samples either side, whose rates differ in sign.
    pub lo: f64,
    pub hi: f64,
}

/// Cubic Hermite interpolation on `[0, 1]`: the value and its derivative (per unit of `s`).
fn hermite([y0, y1, d0, d1]: [f64; 4], s: f64) -> (f64, f64) {
    let s2 = s * s;
    let s3 = s2 * s;
    let v = (2.0 * s3 - 3.0 * s2 + 1.0) * y0
        + (s3 - 2.0 * s2 + s) * d0
        + (-2.0 * s3 + 3.0 * s2) * y1
        + (s3 - s2) * d1;
    let dv = (6.0 * s2 - 6.0 * s) * (y0 - y1)
        + (3.0 * s2 - 4.0 * s + 1.0) * d0
        + (3.0 * s2 - 2.0 * s) * d1;
    (v, dv)
}

/// Where in `(0, 1)` the interpolant's derivative vanishes (at most two places), in order.
fn turning_points([y0, y1, d0, d1]: [f64; 4]) -> ([f64; 2], usize) {
    let a = 6.0 * (y0 - y1) + 3.0 * (d0 + d1);
    let b = -6.0 * (y0 - y1) - 4.0 * d0 - 2.0 * d1;
    let c = d0;
    let mut roots = [0.0; 2];
    let mut n = 0;
    let mut keep = |s: f64| {
        if s > 0.0 && s < 1.0 && n < 2 {
            roots[n] = s;
            n += 1;
        }
    };
    if a.abs() < 1e-12 * (b.abs() + c.abs()).max(1e-300) {
        if b != 0.0 {
            keep(-c / b);
        }
    } else {
        let disc = b * b - 4.0 * a * c;
        if disc >= 0.0 {
            // The root without cancellation, then the other from their product.
            let q = -0.5 * (b + b.signum() * disc.sqrt());
            let (r1, r2) = if q != 0.0 { (q / a, c / q) } else { (0.0, 0.0) };
            let (r1, r2) = if r1 <= r2 { (r1, r2) } else { (r2, r1) };
            keep(r1);
            if r2 != r1 {
                keep(r2);
            }
        }
    }
    (roots, n)
}

impl Tape {
    /// Samples `f` (a value in degrees, wrapping at 360°, and its daily rate) every `step` days
    /// from `from` until past `to`.
    pub(super) fn sample(
        from: f64,
        to: f64,
        step: f64,
        mut f: impl FnMut(f64) -> Result<(f64, f64), EphemerisError>,
    ) -> Result<Tape, EphemerisError> {
        let n = ((to - from) / step).ceil().max(1.0) as usize + 1;
        let mut value: Vec<f64> = Vec::with_capacity(n);
        let mut rate = Vec::with_capacity(n);
        for i in 0..n {
            let (v, r) = f(from + i as f64 * step)?;
            let v = match value.last() {
                // The nearest turn of the circle to the last value: no quantity sampled here
                // moves 180° in a step.
                Some(&last) => last + (v - last + 180.0).rem_euclid(360.0) - 180.0,
                None => v,
            };
            value.push(v);
            rate.push(r);
        }
        Ok(Tape {
            start: from,
            step,
            value,
            rate,
        })
    }

    /// The difference `self − other`, sampled on this tape's grid (`other` interpolated there;
    /// it must cover this tape's span).
    pub(super) fn minus(&self, other: &Tape) -> Tape {
        let (mut value, mut rate) = (Vec::new(), Vec::new());
        for (i, (v, r)) in self.value.iter().zip(&self.rate).enumerate() {
            let (ov, or) = other.at(self.time(i));
            value.push(v - ov);
            rate.push(r - or);
        }
        Tape {
            start: self.start,
            step: self.step,
            value,
            rate,
        }
    }

    pub(super) fn first(&self) -> f64 {
        self.start
    }

    pub(super) fn last(&self) -> f64 {
        self.time(self.value.len() - 1)
    }

    fn time(&self, i: usize) -> f64 {
        self.start + i as f64 * self.step
    }

    /// Segment `i` (from sample `i` to `i + 1`) as the interpolant takes it.
    fn segment(&self, i: usize) -> [f64; 4] {
        [
            self.value[i],
            self.value[i + 1],
            self.rate[i] * self.step,
            self.rate[i + 1] * self.step,
        ]
    }

    fn segments(&self) -> usize {
        self.value.len() - 1
    }

    /// The interpolated value (unwrapped) and rate at `t`, within the tape's span.
    pub(super) fn at(&self, t: f64) -> (f64, f64) {
        let x = ((t - self.start) / self.step).clamp(0.0, self.segments() as f64);
        let i = (x.floor() as usize).min(self.segments() - 1);
        let (v, dv) = hermite(self.segment(i), x - i as f64);
        (v, dv / self.step)
    }

    /// Every crossing of the boundaries (degrees in [0, 360)) on the tape, in time order. The
    /// value entering a boundary counts as crossing it: growing, `a < x ≤ b`; falling,
    /// `b < x ≤ a`, as a longitude on a boundary is in the arc that starts there.
    pub(super) fn crossings(&self, bounds: &[f64]) -> Vec<Guess> {
        let mut out = Vec::new();
        for i in 0..self.segments() {
            let seg = self.segment(i);
            let (turns, n) = turning_points(seg);
            let mut cuts = [0.0, 1.0, 1.0, 1.0];
            cuts[1..=n].copy_from_slice(&turns[..n]);
            cuts[n + 1] = 1.0;
            for k in 0..=n {
                let (sa, sb) = (cuts[k], cuts[k + 1]);
                let (ya, yb) = (hermite(seg, sa).0, hermite(seg, sb).0);
                if ya == yb {
                    continue;
                }
                let forward = yb > ya;
                let (lo, hi) = (self.time(i) + sa * self.step, self.time(i) + sb * self.step);
                let mut found: Vec<(f64, f64)> = Vec::new();
                for &b in bounds {
                    if forward {
                        let mut x = b + 360.0 * ((ya - b) / 360.0).floor();
                        while x <= ya {
                            x += 360.0;
                        }
                        while x <= yb {
                            found.push((x, b));
                            x += 360.0;
                        }
                    } else {
                        let mut x = b + 360.0 * ((ya - b) / 360.0).floor();
                        while x > ya {
                            x -= 360.0;
                        }
                        while x > yb {
                            found.push((x, b));
                            x -= 360.0;
                        }
                    }
                }
                found.sort_by(|p, q| {
                    if forward {
                        p.0.total_cmp(&q.0)
                    } else {
                        q.0.total_cmp(&p.0)
                    }
                });
                for (x, b) in found {
                    let s = solve(seg, (sa, ya), (sb, yb), x);
                    out.push(Guess {
                        t: self.time(i) + s * self.step,
                        boundary: b,
                        forward,
                        lo,
                        hi,
                    });
                }
            }
        }
        out
    }

    /// Every turn of the value on the tape (its rate changing sign between two samples), in
    /// time order.
    pub(super) fn turns(&self) -> Vec<Turn> {
        let mut out = Vec::new();
        for i in 0..self.segments() {
            let (r0, r1) = (self.rate[i], self.rate[i + 1]);
            if (r0 < 0.0) == (r1 < 0.0) {
                continue;
            }
            let seg = self.segment(i);
            let (turns, n) = turning_points(seg);
            // One sign change of the rate: the turning point where it happens (the middle one
            // should the interpolant show three, which the grid rules out).
            let s = if n == 0 { 0.5 } else { turns[(n - 1) / 2] };
            out.push(Turn {
                t: self.time(i) + s * self.step,
                to_negative: r1 < 0.0,
                lo: self.time(i),
                hi: self.time(i + 1),
            });
        }
        out
    }
}

/// Where on a stretch `[sa, sb]` of a segment, over which the interpolant moves one way from
/// `ya` to `yb`, it takes the value `x`: Newton's method kept inside a shrinking bracket.
fn solve(seg: [f64; 4], (sa, ya): (f64, f64), (sb, yb): (f64, f64), x: f64) -> f64 {
    let forward = yb > ya;
    let (mut a, mut b) = (sa, sb);
    let mut s = sa + (x - ya) / (yb - ya) * (sb - sa);
    for _ in 0..40 {
        let (v, dv) = hermite(seg, s);
        let e = v - x;
        if (e > 0.0) == forward {
            b = s;
        } else {
            a = s;
        }
        let next = s - e / dv;
        s = if dv != 0.0 && next > a && next < b {
            next
        } else {
            0.5 * (a + b)
        };
        if b - a < 1e-10 || e.abs() < 1e-10 {
            break;
        }
    }
    s
}

/// `x` in (−180°, 180°].
pub(super) fn wrap(x: f64) -> f64 {
    180.0 - (180.0 - x).rem_euclid(360.0)
}

/// Places a crossing found on a tape on the ephemeris: `real(t)` gives the quantity (degrees,
/// wrapping at 360°) and its daily rate. Newton's method from the tape's guess, stopping once
/// the next step's error, bounded by `accel` (the quantity's top change of rate, °/day²), is
/// under a tenth of a second; should it stray from the stretch the tape found the crossing on,
/// regula falsi between the ends of that stretch. `None` when the ephemeris does not cross the
/// boundary there (the interpolant alone grazed it near a station).
pub(super) fn place(
    real: &impl Fn(f64) -> Result<(f64, f64), EphemerisError>,
    g: &Guess,
    accel: f64,
) -> Result<Option<f64>, EphemerisError> {
    let off = |t: f64| real(t).map(|(v, r)| (wrap(v - g.boundary), r));
    let margin = 0.1 * (g.hi - g.lo) + SECOND;
    let mut t = g.t;
    for _ in 0..8 {
        let (f, r) = off(t)?;
        if r == 0.0 || (r > 0.0) != g.forward {
            break;
        }
        let dt = -f / r;
        let next = t + dt;
        if next < g.lo - margin || next > g.hi + margin {
            break;
        }
        if dt.abs() < 1e-7 || accel * dt * dt / (2.0 * r.abs()) < 0.1 * SECOND {
            return Ok(Some(next));
        }
        t = next;
    }
    // Between the ends of the stretch, if the ephemeris crosses there at all.
    let at = |t: f64| off(t).map(|(f, _)| f);
    let (fa, fb) = (at(g.lo)?, at(g.hi)?);
    if fa == 0.0 {
        return Ok(Some(g.lo));
    }
    if (fa < 0.0) == (fb < 0.0) || (fa < 0.0) != g.forward {
        return Ok(None);
    }
    zero_of(&at, (g.lo, fa), (g.hi, fb)).map(Some)
}

/// The zero of `f` between `a` and `b`, where it changes sign, to a second: regula falsi with
/// the Illinois rule.
pub(super) fn zero_of(
    f: &impl Fn(f64) -> Result<f64, EphemerisError>,
    a: (f64, f64),
    b: (f64, f64),
) -> Result<f64, EphemerisError> {
    let ((mut ta, mut fa), (mut tb, mut fb)) = (a, b);
    let mut side = 0;
    for _ in 0..100 {
        let t = if fb != fa {
            (ta * fb - tb * fa) / (fb - fa)
        } else {
            0.5 * (ta + tb)
        };
        let ft = f(t)?;
        if (ft < 0.0) == (fb < 0.0) {
            (tb, fb) = (t, ft);
            if side == -1 {
                fa /= 2.0;
            }
            side = -1;
        } else {
            (ta, fa) = (t, ft);
            if side == 1 {
                fb /= 2.0;
            }
            side = 1;
        }
        if (tb - ta).abs() < SECOND || ft == 0.0 {
            return Ok(t);
        }
    }
    Ok(0.5 * (ta + tb))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A quantity moving as `v(t)`, sampled exactly.
    fn tape_of(v: impl Fn(f64) -> (f64, f64), from: f64, to: f64, step: f64) -> Tape {
        Tape::sample(from, to, step, |t| {
            let (x, r) = v(t);
            Ok((x.rem_euclid(360.0), r))
        })
        .unwrap()
    }

    #[test]
    fn a_cubic_is_its_own_interpolant() {
        let f = |t: f64| {
            (
                0.01 * t * t * t - t * t + 3.0 * t,
                0.03 * t * t - 2.0 * t + 3.0,
            )
        };
        let tape = tape_of(f, 0.0, 40.0, 5.0);
        for t in [0.3, 7.7, 21.0, 39.9] {
            let (v, r) = tape.at(t);
            let (x, dx) = f(t);
            assert!((v - x).abs() < 1e-9 && (r - dx).abs() < 1e-9, "{t}");
        }
    }

    #[test]
    fn crossings_both_ways_and_through_aries() {
        // Forward 350 → 370 (through 0) until a turn at t = 20, then back to 350 at t = 40.
        let f = |t: f64| (350.0 + 2.0 * t - 0.05 * t * t, 2.0 - 0.1 * t);
        let tape = tape_of(f, 0.0, 40.0, 3.0);
        let found = tape.crossings(&[0.0, 5.0]);
        let boundaries: Vec<_> = found.iter().map(|g| (g.boundary, g.forward)).collect();
        assert_eq!(
            boundaries,
            [(0.0, true), (5.0, true), (5.0, false), (0.0, false)]
        );
        for g in &found {
            let x = if g.boundary == 0.0 { 360.0 } else { 365.0 };
            assert!((f(g.t).0 - x).abs() < 1e-9, "{g:?}");
        }
        let turns = tape.turns();
        assert_eq!(turns.len(), 1);
        assert!((turns[0].t - 20.0).abs() < 1e-6 && turns[0].to_negative);
    }

    #[test]
    fn a_guess_is_placed_on_the_real_quantity() {
        let real = |t: f64| {
            Ok::<_, EphemerisError>((10.0 * t + (t * 0.3).sin(), 10.0 + 0.3 * (t * 0.3).cos()))
        };
        let tape = Tape::sample(0.0, 30.0, 2.0, real).unwrap();
        for g in tape.crossings(&[45.0, 200.0]) {
            let t = place(&real, &g, 0.1).unwrap().unwrap();
            assert!(wrap(real(t).unwrap().0 - g.boundary).abs() < 1e-6, "{g:?}");
        }
    }
}
