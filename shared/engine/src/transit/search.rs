//! Crossings of boundary longitudes found by stepping on the ephemeris itself: bracketed by
//! safe steps, placed by a secant and Newton steps.

use super::motion::{monotonic_step, motion_with, safe_step};
use crate::ephemeris::{BodyPosition, Ephemeris, EphemerisError};
use crate::types::{JulianDay, Longitude, Planet};

/// A graha crossing one boundary longitude.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Crossing {
    pub jd: JulianDay,
    /// The boundary crossed.
    pub boundary: Longitude,
    /// Crossed moving backwards (retrograde).
    pub retrograde: bool,
}

/// Index of the arc between sorted boundaries holding `lon`: arc `i` is `[b[i], b[i+1])`, the
/// last one wrapping through 360°.
fn arc_of(bounds: &[f64], lon: f64) -> usize {
    match bounds.iter().rposition(|&b| b <= lon) {
        Some(i) => i,
        None => bounds.len() - 1,
    }
}

/// A graha's place at a moment of the search, with the arc holding it.
struct Sample {
    t: f64,
    pos: BodyPosition,
    arc: usize,
}

/// The crossings of the sorted `bounds` in `[from, to)` by stepping on the ephemeris itself.
pub(super) fn search(
    eph: &Ephemeris,
    planet: Planet,
    bounds: &[f64],
    from: f64,
    to: f64,
) -> Result<Vec<Crossing>, EphemerisError> {
    let mut out = Vec::new();
    let m = motion_with(planet, eph.settings().node);
    let s = Searcher {
        eph,
        planet,
        bounds,
    };
    let mut cur = s.sample(from)?;
    while cur.t < to {
        let lon = cur.pos.longitude.degrees();
        let h = safe_step(&m, lon, cur.pos.speed, bounds, 0.0)
            .max(monotonic_step(&m, &cur.pos, bounds))
            .max(m.min_step)
            .min(to - cur.t);
        let next = s.sample(cur.t + h)?;
        if next.arc != cur.arc {
            s.resolve(&cur, &next, &mut out, 0)?;
        }
        cur = next;
    }
    Ok(out)
}

/// One graha's search for the crossings of sorted boundaries.
struct Searcher<'a> {
    eph: &'a Ephemeris,
    planet: Planet,
    bounds: &'a [f64],
}

impl Searcher<'_> {
    /// The graha at `t` and the arc holding it.
    fn sample(&self, t: f64) -> Result<Sample, EphemerisError> {
        let pos = self.eph.graha(JulianDay::new(t), self.planet)?;
        Ok(Sample {
            t,
            arc: arc_of(self.bounds, pos.longitude.degrees()),
            pos,
        })
    }

    /// Finds the crossing(s) between two samples in different arcs.
    fn resolve(
        &self,
        s0: &Sample,
        s1: &Sample,
        out: &mut Vec<Crossing>,
        depth: u32,
    ) -> Result<(), EphemerisError> {
        let n = self.bounds.len();
        let forward = s1.arc == (s0.arc + 1) % n;
        let backward = s0.arc == (s1.arc + 1) % n;
        if !(forward || backward) || (forward && backward && n > 2) {
            // More than one boundary between the samples: split the interval.
            if depth > 40 {
                return Ok(());
            }
            let mid = self.sample(0.5 * (s0.t + s1.t))?;
            if mid.arc != s0.arc {
                self.resolve(s0, &mid, out, depth + 1)?;
            }
            if mid.arc != s1.arc {
                self.resolve(&mid, s1, out, depth + 1)?;
            }
            return Ok(());
        }
        // With two boundaries both arcs neighbour each other: the direction of motion decides.
        let forward = if forward && backward {
            s1.pos.speed + s0.pos.speed >= 0.0
        } else {
            forward
        };
        out.push(self.place(s0, s1, forward)?);
        Ok(())
    }

    /// The crossing of the one boundary between two samples, passed `forward` or backwards:
    /// a secant's guess refined by Newton's steps kept inside the bracket.
    fn place(&self, s0: &Sample, s1: &Sample, forward: bool) -> Result<Crossing, EphemerisError> {
        let b = if forward {
            self.bounds[s1.arc]
        } else {
            self.bounds[s0.arc]
        };
        let f = |p: &BodyPosition| (p.longitude.degrees() - b + 180.0).rem_euclid(360.0) - 180.0;
        let (mut lo, mut hi) = (s0.t, s1.t);
        let mut f_lo = f(&s0.pos);
        let f_hi = f(&s1.pos);
        let mut t = if (f_hi - f_lo).abs() > 1e-12 {
            lo - f_lo * (hi - lo) / (f_hi - f_lo)
        } else {
            0.5 * (lo + hi)
        };
        // Newton's method from the secant's guess, kept inside the bracket; over a short
        // bracket one step lands within a second.
        for _ in 0..60 {
            let p = self.eph.graha(JulianDay::new(t), self.planet)?;
            let ft = f(&p);
            if (ft < 0.0) == (f_lo < 0.0) {
                lo = t;
                f_lo = ft;
            } else {
                hi = t;
            }
            let newton = t - ft / p.speed;
            if p.speed.abs() > 1e-9 && newton > lo && newton < hi {
                if (newton - t).abs() < 1e-3 {
                    t = newton;
                    break;
                }
                t = newton;
            } else {
                t = 0.5 * (lo + hi);
            }
            if hi - lo < 1e-5 {
                break;
            }
        }
        Ok(Crossing {
            jd: JulianDay::new(t.clamp(lo.min(hi), hi.max(lo))),
            boundary: Longitude::new(b),
            retrograde: !forward,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arcs_wrap_through_aries() {
        let b = [30.0, 60.0, 330.0];
        assert_eq!(arc_of(&b, 45.0), 0);
        assert_eq!(arc_of(&b, 100.0), 1);
        assert_eq!(arc_of(&b, 340.0), 2);
        assert_eq!(arc_of(&b, 10.0), 2);
    }
}
