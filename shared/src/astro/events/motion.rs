//! Stations (a graha turning retrograde or direct) and combustion periods (a graha within its
//! orb of the Sun), each placed to about a second.

use crate::astro::dignity::combustion_orb;
use crate::astro::ephemeris::{Ephemeris, EphemerisError};
use crate::astro::types::{JulianDay, Longitude, Planet};
use serde::{Deserialize, Serialize};

/// The grahas that station: the five star planets. The Sun and Moon never go backwards and the
/// mean nodes always do (the true node's wobbles are not stations anyone lists).
pub const STATION_GRAHAS: [Planet; 5] = [
    Planet::Mercury,
    Planet::Venus,
    Planet::Mars,
    Planet::Jupiter,
    Planet::Saturn,
];

/// The grahas whose combustion periods are listed: the five star planets. The Moon, combust
/// within 12° of the Sun every month around amavasya, is left out: almanacs do not list it as
/// an event (the new moon is its own entry in a panchang). The Sun and the nodes are never
/// combust ([`combustion_orb`]).
pub const COMBUSTION_GRAHAS: [Planet; 5] = STATION_GRAHAS;

/// The way a graha moves after a station.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Retrograde,
    Direct,
}

/// A graha standing still in longitude before turning.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Station {
    pub jd: JulianDay,
    pub planet: Planet,
    /// How it moves after the station.
    pub turns: Direction,
    /// Where it stands.
    pub longitude: Longitude,
}

/// A combustion period: the graha within its orb of the Sun (the orbs of
/// [`combustion_orb`], the smaller retrograde ones for Mercury and Venus while they are
/// retrograde).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Combustion {
    pub planet: Planet,
    pub start: JulianDay,
    pub end: JulianDay,
}

/// Sampling step of the station search, days: under a third of the shortest retrograde run
/// (measured 1900–2100: Mercury 19.8 days, Venus 40.9, Mars 59.9, Jupiter 117.5, Saturn 133.7;
/// the direct runs are longer, at least 87.8 days for Mercury), so no step holds two stations.
fn station_step(p: Planet) -> f64 {
    match p {
        Planet::Mercury => 5.0,
        Planet::Venus => 10.0,
        Planet::Mars => 15.0,
        _ => 30.0,
    }
}

/// One second, in days: how closely a station or a combustion limit is placed.
const SECOND: f64 = 1.0 / 86_400.0;

/// Every station of `planet` in `[from, to)`, in time order.
pub fn stations(
    eph: &Ephemeris,
    planet: Planet,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<Station>, EphemerisError> {
    let speed = |t: f64| eph.graha(JulianDay::new(t), planet).map(|p| p.speed);
    let step = station_step(planet);
    let (from, to) = (from.value(), to.value());
    let mut out = Vec::new();
    let (mut t0, mut v0) = (from, speed(from)?);
    while t0 < to {
        let t1 = (t0 + step).min(to);
        let v1 = speed(t1)?;
        if (v0 < 0.0) != (v1 < 0.0) {
            let jd = zero_of(&speed, (t0, v0), (t1, v1))?;
            let pos = eph.graha(JulianDay::new(jd), planet)?;
            out.push(Station {
                jd: JulianDay::new(jd),
                planet,
                turns: if v1 < 0.0 {
                    Direction::Retrograde
                } else {
                    Direction::Direct
                },
                longitude: pos.longitude,
            });
        }
        (t0, v0) = (t1, v1);
    }
    Ok(out)
}

/// The zero of `f` between `a` and `b`, where it changes sign, to a second: regula falsi with
/// the Illinois rule (the daily motion is smooth near a station: a few evaluations).
fn zero_of(
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

/// Top rate at which a graha's separation from the Sun can change, degrees a day: its top
/// backward speed plus the Sun's top speed (the measured bounds of `transit/motion.rs`, rounded
/// up), or its top forward speed less the Sun's least, whichever is larger.
fn separation_rate(p: Planet) -> f64 {
    match p {
        Planet::Mercury => 2.5,
        Planet::Venus => 1.7,
        Planet::Mars => 1.45,
        Planet::Jupiter => 1.2,
        _ => 1.15,
    }
}

/// The shortest step of the combustion search, days: a graha dipping into its orb and out
/// again in less (a grazing pass) may be missed.
const MIN_STEP: f64 = 0.25;

/// Longer than any combustion period, days (measured 1900–2100, the longest: Mars 154 days,
/// Venus 83, Mercury 49, Saturn 36, Jupiter 30), so a period running at `from` is found whole.
const LONGEST: f64 = 200.0;

/// Where a graha stands towards the Sun at a moment.
struct Sample {
    t: f64,
    /// Degrees from the Sun, 0–180.
    separation: f64,
    combust: bool,
}

/// Every combustion period of `planet` with some part in `[from, to)`, in time order, with its
/// true start and end.
pub fn combustions(
    eph: &Ephemeris,
    planet: Planet,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<Combustion>, EphemerisError> {
    let (Some(direct), Some(retro)) = (combustion_orb(planet, false), combustion_orb(planet, true))
    else {
        return Ok(Vec::new());
    };
    let sample = |t: f64| -> Result<Sample, EphemerisError> {
        let at = JulianDay::new(t);
        let g = eph.graha(at, planet)?;
        let sun = eph.longitude(at, Planet::Sun)?;
        let separation = g.longitude.separation(sun);
        let orb = if g.speed < 0.0 { retro } else { direct };
        Ok(Sample {
            t,
            separation,
            combust: separation < orb,
        })
    };
    let rate = separation_rate(planet);
    let (start, stop) = (from.value() - LONGEST, to.value() + LONGEST);
    let mut changes = Vec::new();
    let mut cur = sample(start)?;
    while cur.t < stop {
        // No orb can be reached in less than this (both orbs count: the orb changes when the
        // graha stations).
        let gap = (cur.separation - direct)
            .abs()
            .min((cur.separation - retro).abs());
        let h = (gap / rate).max(MIN_STEP).min(stop - cur.t);
        let next = sample(cur.t + h)?;
        if next.combust != cur.combust {
            changes.push((limit(&sample, &cur, &next)?, next.combust));
        }
        cur = next;
    }
    let mut out = Vec::new();
    let mut open: Option<f64> = None;
    for (t, combust) in changes {
        match (combust, open.take()) {
            (true, _) => open = Some(t),
            (false, Some(s)) if t > from.value() && s < to.value() => out.push(Combustion {
                planet,
                start: JulianDay::new(s),
                end: JulianDay::new(t),
            }),
            _ => {}
        }
    }
    Ok(out)
}

/// The moment between two samples where combustion begins or ends, to a second, by bisection
/// (the state jumps at a station of Mercury or Venus, where the orb changes, so no smoother
/// root finder applies).
fn limit(
    sample: &impl Fn(f64) -> Result<Sample, EphemerisError>,
    a: &Sample,
    b: &Sample,
) -> Result<f64, EphemerisError> {
    let (mut lo, mut hi) = (a.t, b.t);
    while hi - lo > SECOND {
        let mid = 0.5 * (lo + hi);
        if sample(mid)?.combust == a.combust {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Ok(0.5 * (lo + hi))
}
