//! Sign ingresses, stays and whole passes through a sign, retrograde loops included.

use super::crossings::crossings;
use super::motion::motion_with;
use super::search::Crossing;
use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::types::{Days, JulianDay, Longitude, Planet, Sign};

/// A graha entering a new sign.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ingress {
    pub jd: JulianDay,
    pub planet: Planet,
    pub from: Sign,
    pub to: Sign,
    /// Entered moving backwards.
    pub retrograde: bool,
}

fn sign_starts() -> Vec<Longitude> {
    (0..12)
        .map(|i| Longitude::new(f64::from(i) * 30.0))
        .collect()
}

/// Every sign ingress of `planet` in `[from, to)`, retrograde ones included.
pub fn ingresses(
    eph: &Ephemeris,
    planet: Planet,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<Ingress>, EphemerisError> {
    Ok(crossings(eph, planet, &sign_starts(), from, to)?
        .into_iter()
        .map(|c| {
            let at = c.boundary.sign();
            let before = Sign::from_index(at.index() + 11);
            let (from, to) = if c.retrograde {
                (at, before)
            } else {
                (before, at)
            };
            Ingress {
                jd: c.jd,
                planet,
                from,
                to,
                retrograde: c.retrograde,
            }
        })
        .collect())
}

/// A continuous stay of a graha in one sign, from the moment it entered to the moment it left.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stay {
    pub sign: Sign,
    pub start: JulianDay,
    pub end: JulianDay,
    /// Entered moving backwards (a retrograde re-entry, or Rahu/Ketu always).
    pub entered_retrograde: bool,
    /// Left moving backwards.
    pub left_retrograde: bool,
}

impl Stay {
    pub fn contains(&self, at: JulianDay) -> bool {
        self.start <= at && at < self.end
    }
    /// Whether `next`, a later stay in the same sign, continues the same pass: the graha left
    /// over one edge of the sign and came back over that same edge (a retrograde loop), not
    /// round the zodiac.
    pub fn same_pass(&self, next: &Stay) -> bool {
        self.sign == next.sign && self.left_retrograde != next.entered_retrograde
    }
}

/// The boundaries of a set of signs (their first and last degrees).
fn edges_of(signs: &[Sign]) -> Vec<Longitude> {
    signs
        .iter()
        .flat_map(|s| {
            [
                Longitude::new(s.index() as f64 * 30.0),
                Longitude::new((s.index() + 1) as f64 * 30.0),
            ]
        })
        .collect()
}

/// Every stay of `planet` in one of `signs` that begins and ends inside `[from, to)`, in time
/// order.
pub fn stays_within(
    eph: &Ephemeris,
    planet: Planet,
    signs: &[Sign],
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<Stay>, EphemerisError> {
    let edges = edges_of(signs);
    let mut stays = Vec::new();
    // A stay already running at `from` has no known start: it is left out.
    let mut open: Option<(Sign, JulianDay, bool)> = None;
    for c in crossings(eph, planet, &edges, from, to)? {
        if let Some((sign, start, entered_retrograde)) = open.take() {
            stays.push(Stay {
                sign,
                start,
                end: c.jd,
                entered_retrograde,
                left_retrograde: c.retrograde,
            });
        }
        let entered = sign_entered(&c);
        if signs.contains(&entered) {
            open = Some((entered, c.jd, c.retrograde));
        }
    }
    Ok(stays)
}

/// The sign a graha is in just after a sign-edge crossing.
fn sign_entered(c: &Crossing) -> Sign {
    let at = c.boundary.sign();
    if c.retrograde {
        Sign::from_index(at.index() + 11)
    } else {
        at
    }
}

/// A graha's whole pass through one sign: one stay, or several when it loops back in
/// retrograde motion.
#[derive(Debug, Clone, PartialEq)]
pub struct Pass {
    pub planet: Planet,
    pub sign: Sign,
    /// In time order; more than one when the graha left and came back in a retrograde loop.
    pub stays: Vec<Stay>,
}

impl Pass {
    /// First entry into the sign.
    pub fn start(&self) -> JulianDay {
        self.stays[0].start
    }
    /// Final exit from the sign.
    pub fn end(&self) -> JulianDay {
        self.stays[self.stays.len() - 1].end
    }
    /// The stay holding `at`, if the graha is in the sign then.
    pub fn stay_at(&self, at: JulianDay) -> Option<&Stay> {
        self.stays.iter().find(|s| s.contains(at))
    }
}

/// The pass of `planet` through the sign it occupies at `at`, retrograde loops included.
pub fn pass_at(eph: &Ephemeris, planet: Planet, at: JulianDay) -> Result<Pass, EphemerisError> {
    let sign = eph.graha(at, planet)?.longitude.sign();
    let mut w = motion_with(planet, eph.settings().node).max_pass;
    loop {
        let (from, to) = (at - Days::new(w), at + Days::new(w));
        let stays = stays_within(eph, planet, &[sign], from, to)?;
        if let Some(run) = runs(stays)
            .into_iter()
            .find(|r| r.iter().any(|s| s.contains(at)))
        {
            return Ok(Pass {
                planet,
                sign,
                stays: run,
            });
        }
        if w > 20_000.0 {
            return Err(EphemerisError::Calc(format!(
                "{planet}: no stay in {sign} found around JD {}",
                at.value()
            )));
        }
        w *= 2.0;
    }
}

/// Whether `next` continues the run ending with `prev`: it begins where `prev` ends (moving on
/// to the next sign of the set) or it is the same pass through the same sign.
fn joins(prev: &Stay, next: &Stay) -> bool {
    (next.start - prev.end).abs() < SAME_MOMENT || prev.same_pass(next)
}

/// Two crossings found by separate searches closer than this are the same crossing.
const SAME_MOMENT: Days = Days::new(0.01);

/// Groups stays into runs of stays that join.
pub(super) fn runs(stays: Vec<Stay>) -> Vec<Vec<Stay>> {
    let mut out: Vec<Vec<Stay>> = Vec::new();
    for s in stays {
        match out.last_mut() {
            Some(run) if run.last().is_some_and(|p| joins(p, &s)) => run.push(s),
            _ => out.push(vec![s]),
        }
    }
    out
}
