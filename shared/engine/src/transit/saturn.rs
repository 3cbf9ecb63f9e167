//! Saturn's crossings stepped on its model ([`SaturnModel`]), the ephemeris asked about once
//! per crossing and searched only where the model cannot vouch for one.

use super::model::{BAND, Point, SaturnModel, wrap180};
use super::motion::{Motion, motion, safe_step};
use super::search::{Crossing, search};
use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::types::{JulianDay, Longitude, Planet};

/// Saturn's crossings by way of [`SaturnModel`], which stays within [`BAND`] of Saturn: a crossing
/// by Saturn can only happen while the model is that close to the boundary, and where the model
/// goes through it briskly Saturn goes through exactly once, at almost the same moment; one
/// ephemeris call then places it (see [`refine`]). Only where the model lingers near a boundary
/// (a station close to it) does the ephemeris search the stretch itself. A century of Sade Sati
/// costs about thirty heliocentric knots, a call per crossing and a few thousand model points.
pub(super) fn saturn_crossings(
    eph: &Ephemeris,
    bounds: &[f64],
    from: f64,
    to: f64,
) -> Result<Vec<Crossing>, EphemerisError> {
    let m = motion(Planet::Saturn);
    // Every stretch near a boundary that touches `[from, to)` lies whole inside this window.
    let model = SaturnModel::build(eph, bounds, from - SETTLE_DAYS, to + SETTLE_DAYS)?;
    let mut scan = Scan {
        model: &model,
        m: &m,
        bounds,
        sure: Vec::new(),
        unsure: Vec::new(),
    };
    for (a, b) in model.spans() {
        scan.span(a, b);
    }
    let Scan {
        mut sure,
        mut unsure,
        ..
    } = scan;
    // A crossing at an end of the window may fall on either side of it: the ephemeris decides.
    for c in &sure {
        if (c.t - from).abs() < SURE_DAYS || (c.t - to).abs() < SURE_DAYS {
            unsure.push((c.t - SURE_DAYS, c.t + SURE_DAYS));
        }
    }
    let unsure = settle(&mut sure, unsure);
    let mut out = Vec::new();
    for c in sure.iter().filter(|c| c.t >= from && c.t < to) {
        out.push(refine(eph, &m, c)?);
    }
    for (a, b) in unsure {
        let (a, b) = (a.max(from), b.min(to));
        if a < b {
            out.extend(search(eph, Planet::Saturn, bounds, a, b)?);
        }
    }
    out.sort_by(|x, y| x.jd.total_cmp(&y.jd));
    Ok(out)
}

/// Steps of the model scan near boundaries (days): under half the shortest time between two
/// stations of Saturn (133 days, measured AD 1600–2400), so that a step holds at most one.
const SCAN_DAYS: f64 = 60.0;

/// Below this speed (°/day, above the model's own uncertainty in speed) a model crossing is not
/// vouched for. Faster, the model and Saturn move the same way while the model is within
/// [`BAND`] of the boundary, so Saturn crosses exactly once.
const SURE_SPEED: f64 = 0.01;

/// A vouched-for crossing by Saturn lies within this of the model's (days): the model stays
/// within [`BAND`] of the boundary for at most BAND / (0.9·[`SURE_SPEED`]) ≈ 0.3 days either
/// side of its own crossing.
const SURE_DAYS: f64 = 0.5;

/// Longer than any stretch the model spends within [`BAND`] of a boundary without vouching for
/// a crossing (days). Measured AD 1600–2400: Saturn moves slower than [`SURE_SPEED`] only within
/// 6.4 days of a station, and stays within 2·BAND of a station's longitude for under 3 days
/// either side of it.
pub(super) const SETTLE_DAYS: f64 = 15.0;

/// Asking the ephemeris again once a crossing is placed to better than this (days, ≈ 1 s).
const PRECISION_DAYS: f64 = 1e-5;

/// A crossing by the model, vouched for as one by Saturn.
#[derive(Debug, Clone, Copy)]
struct ModelCrossing {
    t: f64,
    boundary: f64,
    speed: f64,
    /// How far Saturn's speed may be from `speed`.
    speed_err: f64,
}

/// The scan of the model for crossings.
struct Scan<'a> {
    model: &'a SaturnModel,
    m: &'a Motion,
    bounds: &'a [f64],
    sure: Vec<ModelCrossing>,
    /// Stretches where only the ephemeris can tell.
    unsure: Vec<(f64, f64)>,
}

impl Scan<'_> {
    /// Scans `[a, b]`: long steps where no boundary is within reach, steps of [`SCAN_DAYS`]
    /// near them, each cut at its station if it has one into stretches where the model moves
    /// one way only.
    fn span(&mut self, a: f64, b: f64) {
        let mut p = self.model.at(a);
        while p.t < b {
            let safe = safe_step(self.m, p.lon, p.speed, self.bounds, 3.0 * BAND);
            if safe >= SCAN_DAYS {
                p = self.model.at((p.t + safe).min(b));
                continue;
            }
            let q = self.model.at((p.t + SCAN_DAYS).min(b));
            if p.speed * q.speed > 0.0 {
                self.one_way(p, q);
            } else {
                let s = self.station(p, q);
                // A station this close to a boundary: Saturn may cross it twice or not at all.
                if self
                    .bounds
                    .iter()
                    .any(|&c| wrap180(s.lon - c).abs() <= BAND)
                {
                    self.unsure.push((s.t - SETTLE_DAYS, s.t + SETTLE_DAYS));
                }
                self.one_way(p, s);
                self.one_way(s, q);
            }
            p = q;
        }
    }

    /// The crossings from `a` to `z`, between which the model moves one way only.
    fn one_way(&mut self, a: Point, z: Point) {
        let moved = wrap180(z.lon - a.lon);
        for &c in self.bounds {
            let dist = if moved > 0.0 {
                (c - a.lon).rem_euclid(360.0)
            } else {
                (a.lon - c).rem_euclid(360.0)
            };
            if dist > 0.0 && dist <= moved.abs() {
                let p = self.root(a, z, c);
                if p.speed.abs() < SURE_SPEED + p.speed_err {
                    self.unsure.push((p.t - SETTLE_DAYS, p.t + SETTLE_DAYS));
                } else {
                    self.sure.push(ModelCrossing {
                        t: p.t,
                        boundary: c,
                        speed: p.speed,
                        speed_err: p.speed_err,
                    });
                }
            }
        }
    }

    /// Where the model crosses `c` between `a` and `z` (on opposite sides of it): Newton's
    /// method kept inside the bracket.
    fn root(&self, a: Point, z: Point, c: f64) -> Point {
        let f = |p: &Point| wrap180(p.lon - c);
        let (fa, fz) = (f(&a), f(&z));
        let (mut lo, mut hi) = (a.t, z.t);
        let mut t = if (fz - fa).abs() > 1e-12 {
            a.t - fa * (z.t - a.t) / (fz - fa)
        } else {
            0.5 * (a.t + z.t)
        };
        let mut p = self.model.at(t);
        for _ in 0..50 {
            let ft = f(&p);
            if (ft < 0.0) == (fa < 0.0) {
                lo = t;
            } else {
                hi = t;
            }
            let newton = t - ft / p.speed;
            let next = if p.speed != 0.0 && newton > lo && newton < hi {
                newton
            } else {
                0.5 * (lo + hi)
            };
            let done = (next - t).abs() < 1e-7 || hi - lo < 1e-7;
            t = next;
            p = self.model.at(t);
            if done {
                break;
            }
        }
        p
    }

    /// The model's station between `a` and `z`, whose speeds differ in sign (regula falsi,
    /// Illinois variant, on the speed, to a hundredth of a day: the longitude is then off by
    /// under 10⁻⁶°).
    fn station(&self, a: Point, z: Point) -> Point {
        let (mut a, mut z) = (a, z);
        let (mut va, mut vz) = (a.speed, z.speed);
        let mut last = 0;
        for _ in 0..60 {
            if va == 0.0 {
                return a;
            }
            if vz == 0.0 || z.t - a.t < 0.01 {
                return z;
            }
            let t = (a.t * vz - z.t * va) / (vz - va);
            let p = self.model.at(t.clamp(a.t, z.t));
            if p.speed.abs() < 1e-9 {
                return p;
            }
            if (p.speed > 0.0) == (va > 0.0) {
                a = p;
                va = p.speed;
                if last == 1 {
                    vz *= 0.5;
                }
                last = 1;
            } else {
                z = p;
                vz = p.speed;
                if last == -1 {
                    va *= 0.5;
                }
                last = -1;
            }
        }
        z
    }
}

/// Merges the unsure stretches and widens them over any vouched-for crossing close enough that
/// the ephemeris search of the stretch could find it too (which is then dropped).
fn settle(sure: &mut Vec<ModelCrossing>, mut unsure: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
    loop {
        unsure.sort_by(|x, y| x.0.total_cmp(&y.0));
        let mut merged: Vec<(f64, f64)> = Vec::new();
        for (a, b) in unsure {
            match merged.last_mut() {
                Some(last) if a <= last.1 => last.1 = last.1.max(b),
                _ => merged.push((a, b)),
            }
        }
        let mut widened = false;
        sure.retain(|c| {
            let (a, b) = (c.t - SURE_DAYS, c.t + SURE_DAYS);
            match merged.iter_mut().find(|r| a <= r.1 && b >= r.0) {
                Some(r) => {
                    r.0 = r.0.min(a);
                    r.1 = r.1.max(b);
                    widened = true;
                    false
                }
                None => true,
            }
        });
        unsure = merged;
        if !widened {
            return unsure;
        }
    }
}

/// Saturn's crossing near a vouched-for model crossing, from longitudes alone: a Newton step
/// with the model's speed, then secant steps. The model is close enough that the first step
/// nearly always lands within a second, which the error bound then shows.
fn refine(eph: &Ephemeris, m: &Motion, c: &ModelCrossing) -> Result<Crossing, EphemerisError> {
    // Near the crossing Saturn moves at least this fast (°/day; positive, by SURE_SPEED), so a
    // point where it is `f` degrees off the boundary is at most |f| / floor days off the root.
    let floor = c.speed.abs() - c.speed_err - 2.0 * SURE_DAYS * m.accel;
    let mut t = c.t;
    let mut slope = c.speed;
    // How far `slope` may be from Saturn's speed at the root, beyond accel · distance.
    let mut slope_err = c.speed_err;
    let mut last: Option<(f64, f64)> = None;
    for _ in 0..10 {
        let f = wrap180(eph.longitude(JulianDay::new(t), Planet::Saturn)?.degrees() - c.boundary);
        // The secant's slope is Saturn's speed somewhere in the `span` between its points.
        let mut span = 0.0;
        if let Some((t0, f0)) = last
            && f != f0
        {
            slope = (f - f0) / (t - t0);
            slope_err = 0.0;
            span = (t - t0).abs();
        }
        let off = (f / floor).abs();
        // A step with a slope off by δ from Saturn's speed leaves off · δ / |slope| to go.
        let err = off * (slope_err + m.accel * (off + span)) / slope.abs();
        last = Some((t, f));
        t -= f / slope;
        if err < PRECISION_DAYS {
            break;
        }
    }
    Ok(Crossing {
        jd: JulianDay::new(t),
        boundary: Longitude::new(c.boundary),
        retrograde: c.speed < 0.0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Days;

    /// The model-led search for Saturn finds what stepping on the ephemeris finds: the same
    /// crossings, each within a second.
    #[test]
    fn saturn_by_the_model_agrees_with_the_ephemeris_search() {
        let eph = Ephemeris::new();
        let signs = |first: usize, n: usize| -> Vec<f64> {
            (first..=first + n)
                .map(|i| (i % 12) as f64 * 30.0)
                .collect()
        };
        let cases = [
            // Sade Sati signs of three Moons over a long life, every sign over 60 years, one
            // sign over 25 years, and short windows opening next to crossings.
            (signs(11, 3), 2_433_282.5, 2_433_282.5 + 44_000.0),
            (signs(3, 3), 2_415_020.5, 2_415_020.5 + 44_000.0),
            (signs(7, 3), 2_451_545.0, 2_451_545.0 + 44_000.0),
            (signs(0, 11), 2_444_239.5, 2_444_239.5 + 21_915.0),
            (signs(5, 1), 2_458_849.5, 2_458_849.5 + 9_131.0),
            (signs(0, 11), 2_459_698.0, 2_459_698.9),
            (signs(0, 11), 2_459_698.9, 2_459_760.0),
        ];
        let mut n = 0;
        for (mut b, from, to) in cases {
            b.sort_by(f64::total_cmp);
            b.dedup();
            let old = search(&eph, Planet::Saturn, &b, from, to).unwrap();
            let new = saturn_crossings(&eph, &b, from, to).unwrap();
            assert_eq!(old.len(), new.len(), "{b:?}: {old:?} {new:?}");
            for (o, n) in old.iter().zip(&new) {
                assert_eq!((o.boundary, o.retrograde), (n.boundary, n.retrograde));
                assert!((o.jd - n.jd).abs() < Days::new(2e-5), "{o:?} {n:?}");
            }
            n += old.len();
        }
        assert!(n > 100, "{n} crossings");
    }
}
