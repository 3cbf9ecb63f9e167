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
    let sample = |t: f64| -> Result<Sample, EphemerisError> {
        let pos = eph.graha(JulianDay::new(t), planet)?;
        Ok(Sample {
            t,
            arc: arc_of(bounds, pos.longitude.degrees()),
            pos,
        })
    };
    let mut cur = sample(from)?;
    while cur.t < to {
        let lon = cur.pos.longitude.degrees();
        let h = safe_step(&m, lon, cur.pos.speed, bounds, 0.0)
            .max(monotonic_step(&m, &cur.pos, bounds))
            .max(m.min_step)
            .min(to - cur.t);
        let next = sample(cur.t + h)?;
        if next.arc != cur.arc {
            resolve(eph, planet, bounds, &cur, &next, &mut out, 0)?;
        }
        cur = next;
    }
    Ok(out)
}

/// Finds the crossing(s) between two samples in different arcs.
fn resolve(
    eph: &Ephemeris,
    planet: Planet,
    bounds: &[f64],
    s0: &Sample,
    s1: &Sample,
    out: &mut Vec<Crossing>,
    depth: u32,
) -> Result<(), EphemerisError> {
    let n = bounds.len();
    let forward = s1.arc == (s0.arc + 1) % n;
    let backward = s0.arc == (s1.arc + 1) % n;
    if !(forward || backward) || (forward && backward && n > 2) {
        // More than one boundary between the samples: split the interval.
        if depth > 40 {
            return Ok(());
        }
        let mid_t = 0.5 * (s0.t + s1.t);
        let pos = eph.graha(JulianDay::new(mid_t), planet)?;
        let mid = Sample {
            t: mid_t,
            arc: arc_of(bounds, pos.longitude.degrees()),
            pos,
        };
        if mid.arc != s0.arc {
            resolve(eph, planet, bounds, s0, &mid, out, depth + 1)?;
        }
        if mid.arc != s1.arc {
            resolve(eph, planet, bounds, &mid, s1, out, depth + 1)?;
        }
        return Ok(());
    }
    // With two boundaries both arcs neighbour each other: the direction of motion decides.
    let forward = if forward && backward {
        s1.pos.speed + s0.pos.speed >= 0.0
    } else {
        forward
    };
    let b = if forward {
        bounds[s1.arc]
    } else {
        bounds[s0.arc]
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
    // Newton's method from the secant's guess, kept inside the bracket; over a short bracket
    // one step lands within a second.
    for _ in 0..60 {
        let p = eph.graha(JulianDay::new(t), planet)?;
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
    out.push(Crossing {
        jd: JulianDay::new(t.clamp(lo.min(hi), hi.max(lo))),
        boundary: Longitude::new(b),
        retrograde: !forward,
    });
    Ok(())
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
