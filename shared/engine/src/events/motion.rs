//! Stations (a graha turning retrograde or direct) and combustion periods (a graha within its
//! orb of the Sun), each placed to about a second.

use crate::dignity::combustion_orb;
use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::transit::motion::reach;
use crate::types::{JulianDay, Longitude, Planet};
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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

/// Sampling step of the station search, days: under a third of the shortest retrograde run,
/// so no step holds two stations.
fn station_step(p: Planet) -> f64 {
    match p {
        Planet::Mercury => 5.0,
        Planet::Venus => 10.0,
        Planet::Mars => 15.0,
        _ => 30.0,
    }
}

/// The shortest run of a graha's motion after a station, days, measured 1900–2100:
/// retrograde Mercury 19.8, Venus 40.9, Mars 59.9, Jupiter 117.5, Saturn 133.7; direct
/// Mercury 87.8, Venus 538, Mars 684, Jupiter 272.4, Saturn 235.5. The search skips 90% of it
/// after each station.
fn shortest_run(p: Planet, turns: Direction) -> f64 {
    let (retrograde, direct) = match p {
        Planet::Mercury => (19.8, 87.8),
        Planet::Venus => (40.9, 538.0),
        Planet::Mars => (59.9, 684.0),
        Planet::Jupiter => (117.5, 272.4),
        _ => (133.7, 235.5),
    };
    match turns {
        Direction::Retrograde => retrograde,
        Direction::Direct => direct,
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
            let turns = if v1 < 0.0 {
                Direction::Retrograde
            } else {
                Direction::Direct
            };
            out.push(Station {
                jd: JulianDay::new(jd),
                planet,
                turns,
                longitude: pos.longitude,
            });
            // No other station comes sooner than the shortest run; should the graha not be
            // moving as it turned to by then (outside the measured centuries), step on from
            // the station.
            let skip = jd + 0.9 * shortest_run(planet, turns);
            let v = speed(skip)?;
            (t0, v0) = if (v < 0.0) == (turns == Direction::Retrograde) {
                (skip, v)
            } else {
                (t1, v1)
            };
            continue;
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

/// Bounds on how fast a graha's separation from the Sun can change: its top rate (°/day: the
/// graha's top backward speed plus the Sun's top speed, or its top forward speed less the Sun's
/// least, whichever is larger) and the top change of that rate (°/day²: the graha's top
/// acceleration plus the Sun's), from the bounds measured on the ephemeris in
/// `transit/motion.rs`, rounded up; and the longest combustion period (days; measured
/// 1900–2100: Mercury 49, Venus 83, Mars 154, Jupiter 30, Saturn 36), so that one running at
/// `from` is found whole.
struct Closing {
    rate: f64,
    accel: f64,
    longest: f64,
}

fn closing(p: Planet) -> Closing {
    let (rate, accel, longest) = match p {
        Planet::Mercury => (2.5, 0.26, 60.0),
        Planet::Venus => (1.7, 0.052, 100.0),
        Planet::Mars => (1.45, 0.022, 180.0),
        Planet::Jupiter => (1.2, 0.0062, 40.0),
        _ => (1.15, 0.0037, 45.0),
    };
    Closing {
        rate,
        accel,
        longest,
    }
}

/// The shortest step of the combustion search, days: a graha dipping into its orb and out
/// again in less (a grazing pass) may be missed.
const MIN_STEP: f64 = 0.25;

/// Where a graha stands towards the Sun at a moment.
struct Sample {
    t: f64,
    /// Its elongation, degrees east of the Sun, −180 to 180.
    elongation: f64,
    /// The elongation's daily change, °/day.
    rate: f64,
    /// The graha's daily motion.
    speed: f64,
    /// Its orb then (smaller while retrograde, for Mercury and Venus).
    orb: f64,
    combust: bool,
}

/// Every combustion period of `planet` with some part in `[from, to)`, in time order, with its
/// true start and end.
///
/// The search steps on the elongation from the Sun (smooth, where the separation turns at
/// opposition): never further than the least time in which it could reach either side of
/// either orb (by its top rate, and by its present rate and top change of rate); or, while it
/// surely keeps moving the same way and the graha cannot station, just past the next orb
/// ahead, so that a step holds at most one limit. A limit is then placed by regula falsi.
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
        let sun = eph.graha(at, Planet::Sun)?;
        let elongation =
            (g.longitude.degrees() - sun.longitude.degrees() + 180.0).rem_euclid(360.0) - 180.0;
        let orb = if g.speed < 0.0 { retro } else { direct };
        Ok(Sample {
            t,
            elongation,
            rate: g.speed - sun.speed,
            speed: g.speed,
            orb,
            combust: elongation.abs() < orb,
        })
    };
    let stepper = Stepper {
        closing: closing(planet),
        direct,
        retro,
    };
    let b = &stepper.closing;
    let first = sample(from.value())?;
    let begin = if first.combust {
        from.value() - b.longest
    } else {
        from.value()
    };
    let stop = to.value() + b.longest;
    let mut changes = Vec::new();
    let mut cur = if first.combust { sample(begin)? } else { first };
    // On past `to` only to close a period under way.
    while cur.t < stop && (cur.t < to.value() || cur.combust) {
        let next = sample((cur.t + stepper.step(&cur)).min(stop))?;
        if next.combust != cur.combust {
            changes.push((limit(&sample, &cur, &next)?, next.combust));
        }
        cur = next;
    }
    Ok(periods(planet, changes, (from, to)))
}

/// How the combustion search of one graha steps: its bounds of approach to the Sun and its
/// orbs (direct and retrograde).
struct Stepper {
    closing: Closing,
    direct: f64,
    retro: f64,
}

impl Stepper {
    /// The next step from `s`, days: the least time to reach any limit, or just past the
    /// next limit ahead while that surely comes first; never less than [`MIN_STEP`].
    fn step(&self, s: &Sample) -> f64 {
        let (b, direct, retro) = (&self.closing, self.direct, self.retro);
        let limits = [direct, -direct, retro, -retro];
        // Degrees from the elongation forwards and backwards to a limit.
        let ahead = |x: f64| (x - s.elongation).rem_euclid(360.0);
        let behind = |x: f64| (s.elongation - x).rem_euclid(360.0);
        let least = |d: f64, toward: f64| (d / b.rate).max(reach(d, toward, b.accel));
        let safe = limits
            .iter()
            .map(|&x| least(ahead(x), s.rate).min(least(behind(x), -s.rate)))
            .fold(f64::INFINITY, f64::min);
        // Aimed just past the next limit ahead, while the elongation surely keeps moving the
        // same way and (where the orb changes at a station) the graha cannot station.
        let next = limits
            .iter()
            .map(|&x| if s.rate > 0.0 { ahead(x) } else { behind(x) })
            .fold(f64::INFINITY, f64::min);
        let v = s.rate.abs();
        let mut monotonic = (next / v * 1.05 + MIN_STEP).min(0.9 * v / b.accel);
        if direct != retro {
            monotonic = monotonic.min(0.9 * s.speed.abs() / b.accel);
        }
        safe.max(monotonic).max(MIN_STEP)
    }
}

/// The combustion periods of `planet` from the moments its combustion begins and ends
/// (`changes`, in order), those with some part in `from .. to`.
fn periods(
    planet: Planet,
    changes: Vec<(f64, bool)>,
    (from, to): (JulianDay, JulianDay),
) -> Vec<Combustion> {
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
    out
}

/// The moment between two samples where combustion begins or ends, to a second: regula falsi
/// on the separation less the orb, which jumps where Mercury or Venus stations (the orb
/// changes); the bracket still closes on the limit.
fn limit(
    sample: &impl Fn(f64) -> Result<Sample, EphemerisError>,
    a: &Sample,
    b: &Sample,
) -> Result<f64, EphemerisError> {
    let margin = |s: &Sample| s.elongation.abs() - s.orb;
    zero_of(
        &|t| sample(t).map(|s| margin(&s)),
        (a.t, margin(a)),
        (b.t, margin(b)),
    )
}
