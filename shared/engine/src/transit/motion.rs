//! Bounds on how fast and how far a graha can move, from which the transit search takes the
//! longest step that cannot skip a crossing.

use super::bounds;
use crate::ephemeris::BodyPosition;
use crate::settings::Node;
use crate::types::Planet;

/// Bounds on a graha's geocentric sidereal motion, measured on the ephemeris over AD 1900–2150
/// and rounded outwards. Degrees and days.
#[derive(Debug, Clone, Copy)]
pub(super) struct Motion {
    /// Top forward speed (°/day).
    pub(super) fwd: f64,
    /// Top backward speed (°/day); 0 for a graha never retrograde.
    pub(super) bwd: f64,
    /// Top |change of speed| (°/day²).
    pub(super) accel: f64,
    /// Largest arc covered against its mean direction over any interval (a retrograde loop;
    /// for the mean nodes, which always go backwards, a forward arc: none).
    pub(super) loop_arc: f64,
    /// Mean motion (°/day; negative for the nodes).
    pub(super) mean: f64,
    /// Over any interval h, |displacement − mean·h| ≤ band.
    pub(super) band: f64,
    /// Shortest step (days): an excursion over a boundary and back inside it is ignored, being
    /// shorter than the day our dates are given to.
    pub(super) min_step: f64,
    /// Longer than any one pass through a sign, retrograde loops included (days).
    pub(super) max_pass: f64,
    /// Measured displacement limits by elapsed time, forward and backward
    /// ([`super::bounds`]).
    pub(super) table: Option<(&'static [f64], &'static [f64])>,
}

/// Bounds on a graha's motion with Rahu and Ketu the nodes `node` says.
pub(super) fn motion_with(p: Planet, node: Node) -> Motion {
    match (p, node) {
        // The true node wobbles about the mean one: measured every 6 h over AD 1900–2150
        // (sidereal Lahiri; the ayanamsa's own motion, 0.00004°/day, is in the margins):
        // forward 0.0359, backward 0.2555, |change of speed| 0.061 (0.046 at 1.2-h steps),
        // largest forward arc 0.123, band about a mean of 0.05299 backwards 3.81 over any 1500
        // days, longest pass through a sign 632 days.
        (Planet::Rahu | Planet::Ketu, Node::True) => Motion {
            table: None,
            fwd: 0.04,
            bwd: 0.27,
            accel: 0.08,
            loop_arc: 0.15,
            mean: -0.05299,
            band: 4.5,
            min_step: 0.25,
            max_pass: 700.0,
        },
        _ => motion(p),
    }
}

/// Bounds on a graha's motion, Rahu and Ketu being the mean nodes.
pub(super) fn motion(p: Planet) -> Motion {
    let m = |fwd, bwd, accel, loop_arc, mean, band, min_step, max_pass| Motion {
        table: None,
        fwd,
        bwd,
        accel,
        loop_arc,
        mean,
        band,
        min_step,
        max_pass,
    };
    // Measured: Sun 1.0198/—/0.00066, band 3.9; Moon 15.40/—/0.515; Mercury 2.203/1.387/0.199,
    // arc 16.3, band 64; Venus 1.259/0.633/0.042, arc 16.5, band 158; Mars 0.791/0.401/0.0151,
    // arc 19.5, band 114; Jupiter 0.2424/0.1366/0.0035, arc 10.1, band 38.2; Saturn
    // 0.1326/0.0829/0.0019, arc 6.98, band 28.8; mean node 0.05299 backwards, uniform.
    match p {
        Planet::Sun => m(1.025, 0.0, 0.001, 0.0, 0.9856, 4.5, 0.05, 35.0),
        Planet::Moon => m(15.5, 0.0, 0.6, 0.0, 13.176, 20.0, 0.01, 3.0),
        Planet::Mercury => m(2.25, 1.42, 0.25, 17.5, 0.9856, 66.0, 0.05, 120.0),
        Planet::Venus => m(1.28, 0.65, 0.05, 17.5, 0.9856, 162.0, 0.1, 200.0),
        Planet::Mars => m(0.80, 0.41, 0.02, 20.5, 0.5241, 118.0, 0.1, 350.0),
        Planet::Jupiter => Motion {
            table: Some((&bounds::JUPITER_FWD, &bounds::JUPITER_BWD)),
            ..m(0.245, 0.14, 0.005, 10.5, 0.08303, 40.0, 0.25, 700.0)
        },
        Planet::Saturn => Motion {
            table: Some((&bounds::SATURN_FWD, &bounds::SATURN_BWD)),
            ..m(0.135, 0.085, 0.0025, 7.5, 0.03342, 30.0, 0.25, 1500.0)
        },
        Planet::Rahu | Planet::Ketu => m(0.0, 0.0531, 1e-4, 0.0, -0.05295, 1.0, 0.25, 620.0),
    }
}

/// Days needed to cover `d` degrees starting at speed `u` towards it with acceleration at most
/// `a`: the root of ½·a·h² + u·h = d, written to avoid cancellation.
pub(crate) fn reach(d: f64, u: f64, a: f64) -> f64 {
    let s = (u * u + 2.0 * a * d).sqrt();
    if u >= 0.0 {
        2.0 * d / (u + s)
    } else {
        (s - u) / a
    }
}

/// The least time in which a graha at speed `v` (°/day, forward positive) could cover `d`
/// degrees forward (`forward`) or backward.
fn least_time(m: &Motion, d: f64, v: f64, forward: bool) -> f64 {
    let (top, toward, mean_toward) = if forward {
        (m.fwd, v, m.mean)
    } else {
        (m.bwd, -v, -m.mean)
    };
    // Against its mean direction a graha never goes further than one loop.
    if (mean_toward < 0.0 && d > m.loop_arc) || top <= 0.0 {
        return f64::INFINITY;
    }
    let by_speed = d / top;
    let by_accel = reach(d, toward, m.accel);
    let by_mean = if mean_toward > 0.0 {
        (d - m.band) / mean_toward
    } else {
        0.0
    };
    let by_table = match m.table {
        Some((fwd, bwd)) => {
            let t = if forward { fwd } else { bwd };
            // Entry k bounds any interval of at most 10·(k+1) days: the first entry reaching
            // `d` says no shorter interval than 10·k days can.
            match t.iter().position(|&x| x >= d) {
                Some(k) => k as f64 * bounds::STEP_DAYS,
                None if forward => t.len() as f64 * bounds::STEP_DAYS,
                None => f64::INFINITY,
            }
        }
        None => 0.0,
    };
    by_speed.max(by_accel).max(by_mean).max(by_table)
}

/// Longest step from longitude `lon` at speed `v` in which no boundary can come nearer than
/// `margin` degrees.
pub(super) fn safe_step(m: &Motion, lon: f64, v: f64, bounds: &[f64], margin: f64) -> f64 {
    bounds
        .iter()
        .map(|&b| {
            let ahead = (b - lon).rem_euclid(360.0);
            let behind = 360.0 - ahead;
            least_time(m, (ahead - margin).max(0.0), v, true).min(least_time(
                m,
                (behind - margin).max(0.0),
                v,
                false,
            ))
        })
        .fold(f64::INFINITY, f64::min)
}

/// A step over which the graha surely keeps moving the same way (its speed cannot fall to
/// zero in less than |v|/a days), aimed just past the next boundary ahead: any crossing inside
/// it is then single and shows as a change of arc. Zero when no such step helps.
pub(super) fn monotonic_step(m: &Motion, pos: &BodyPosition, bounds: &[f64]) -> f64 {
    let v = pos.speed;
    if v == 0.0 {
        return 0.0;
    }
    let lon = pos.longitude.degrees();
    let ahead = bounds
        .iter()
        .map(|&b| {
            if v > 0.0 {
                (b - lon).rem_euclid(360.0)
            } else {
                (lon - b).rem_euclid(360.0)
            }
        })
        .fold(f64::INFINITY, f64::min);
    let limit = 0.9 * v.abs() / m.accel;
    (ahead / v.abs() * 1.05 + m.min_step).min(limit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reach_is_the_root() {
        for (d, u, a) in [(5.0, 0.1, 0.003), (5.0, -0.08, 0.003), (0.01, 13.0, 0.6)] {
            let h = reach(d, u, a);
            assert!((0.5 * a * h * h + u * h - d).abs() < 1e-9, "{d} {u} {a}");
        }
    }
}
