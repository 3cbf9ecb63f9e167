//! Stations (a graha turning retrograde or direct) and combustion periods (a graha within its
//! orb of the Sun), each placed to about a second.

use super::tape::{Tape, Turn, place, wrap, zero_of};
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

/// Every station on a graha's tape in `[from, to)`, placed on the ephemeris to a second.
pub(super) fn stations(
    eph: &Ephemeris,
    planet: Planet,
    tape: &Tape,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<Station>, EphemerisError> {
    let mut out = Vec::new();
    for turn in tape.turns() {
        if turn.hi < from.value() || turn.lo >= to.value() {
            continue;
        }
        let jd = JulianDay::new(station_at(eph, planet, &turn)?);
        if jd < from || jd >= to {
            continue;
        }
        out.push(Station {
            jd,
            planet,
            turns: if turn.to_negative {
                Direction::Retrograde
            } else {
                Direction::Direct
            },
            longitude: eph.graha(jd, planet)?.longitude,
        });
    }
    Ok(out)
}

/// The moment a graha's daily motion changes sign near a turn of its tape: regula falsi on the
/// ephemeris's motion, in a bracket of an hour either side of the tape's moment (the tape is far
/// closer than that), or between the samples around it should that not hold the change.
fn station_at(eph: &Ephemeris, planet: Planet, turn: &Turn) -> Result<f64, EphemerisError> {
    let speed = |t: f64| eph.graha(JulianDay::new(t), planet).map(|p| p.speed);
    let hour = 1.0 / 24.0;
    let (a, b) = (turn.t - hour, turn.t + hour);
    let (va, vb) = (speed(a)?, speed(b)?);
    if (va < 0.0) != (vb < 0.0) {
        return zero_of(&speed, (a, va), (b, vb));
    }
    zero_of(
        &speed,
        (turn.lo, speed(turn.lo)?),
        (turn.hi, speed(turn.hi)?),
    )
}

/// The top change of a graha's elongation rate (°/day²: its top acceleration plus the Sun's),
/// from the bounds measured on the ephemeris in `transit/motion.rs`, rounded up; and the longest
/// combustion period (days; measured 1900–2100: Mercury 49, Venus 83, Mars 154, Jupiter 30,
/// Saturn 36), so that one running at the start of a range is found whole.
pub(super) fn closing(p: Planet) -> (f64, f64) {
    match p {
        Planet::Mercury => (0.26, 60.0),
        Planet::Venus => (0.052, 100.0),
        Planet::Mars => (0.022, 180.0),
        Planet::Jupiter => (0.0062, 40.0),
        _ => (0.0037, 45.0),
    }
}

/// Every combustion period of `planet` with some part in `[from, to)`, in time order, with its
/// true start and end, from its tape and the Sun's (each covering the range and the longest
/// period either side of it).
///
/// The graha is combust while its elongation from the Sun is within the orb in force (the
/// smaller retrograde orb while Mercury or Venus is retrograde): the state can change only where
/// the elongation crosses an orb in force, each crossing placed on the ephemeris, or at a
/// station, where the orb changes. Between two such moments the state is read off the tapes.
pub(super) fn combustions(
    eph: &Ephemeris,
    planet: Planet,
    tape: &Tape,
    sun: &Tape,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<Combustion>, EphemerisError> {
    let (Some(direct), Some(retro)) = (combustion_orb(planet, false), combustion_orb(planet, true))
    else {
        return Ok(Vec::new());
    };
    let (accel, _) = closing(planet);
    let elongation = tape.minus(sun);
    let orb = |t: f64| if tape.at(t).1 < 0.0 { retro } else { direct };
    let combust = |t: f64| wrap(elongation.at(t).0).abs() < orb(t);
    let real = |t: f64| -> Result<(f64, f64), EphemerisError> {
        let at = JulianDay::new(t);
        let (g, s) = (eph.graha(at, planet)?, eph.graha(at, Planet::Sun)?);
        Ok((
            g.longitude.degrees() - s.longitude.degrees(),
            g.speed - s.speed,
        ))
    };
    let mut limits = vec![direct, 360.0 - direct, retro, 360.0 - retro];
    limits.dedup();
    let mut moments = Vec::new();
    for g in elongation.crossings(&limits) {
        let o = orb(g.t);
        if g.boundary != o && g.boundary != 360.0 - o {
            continue;
        }
        if let Some(t) = place(&real, &g, accel)? {
            moments.push(t);
        }
    }
    if direct != retro {
        for turn in tape.turns() {
            moments.push(station_at(eph, planet, &turn)?);
        }
    }
    moments.sort_by(f64::total_cmp);
    // The state between two moments, read half-way; a change at each moment where it differs.
    let mut was = combust(elongation.first());
    let mut open: Option<f64> = None;
    let mut out = Vec::new();
    for (i, &t) in moments.iter().enumerate() {
        let next = moments.get(i + 1).copied().unwrap_or(elongation.last());
        let now = combust(0.5 * (t + next));
        if now == was {
            continue;
        }
        was = now;
        match (now, open.take()) {
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
