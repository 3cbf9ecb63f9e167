//! The Saturn periods counted from the natal Moon: Sade Sati and Kantak Shani.

use super::motion::motion;
use super::stays::{Stay, runs, stays_within};
use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::types::{Days, JulianDay, Planet, Sign};
use serde::{Deserialize, Serialize};

/// Sade Sati phase by Saturn's sign counted from the natal Moon's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum SadeSatiPhase {
    /// Saturn in the 12th from the Moon.
    Rising,
    /// Saturn over the Moon's sign.
    Peak,
    /// Saturn in the 2nd from the Moon.
    Setting,
}

impl SadeSatiPhase {
    /// The three phases, in order.
    pub const ALL: [SadeSatiPhase; 3] = [
        SadeSatiPhase::Rising,
        SadeSatiPhase::Peak,
        SadeSatiPhase::Setting,
    ];

    pub fn name(self) -> &'static str {
        match self {
            SadeSatiPhase::Rising => "rising",
            SadeSatiPhase::Peak => "peak",
            SadeSatiPhase::Setting => "setting",
        }
    }
    /// The phase for Saturn in `saturn` with the natal Moon in `moon`, if any.
    pub fn of(moon: Sign, saturn: Sign) -> Option<SadeSatiPhase> {
        match moon.house_of(saturn) {
            12 => Some(SadeSatiPhase::Rising),
            1 => Some(SadeSatiPhase::Peak),
            2 => Some(SadeSatiPhase::Setting),
            _ => None,
        }
    }
}

/// One Sade Sati: Saturn's transit of the 12th, 1st and 2nd signs from the natal Moon, about
/// seven and a half years (Phaladeepika ch. 26 on Saturn's transit of those houses).
#[derive(Debug, Clone, PartialEq)]
pub struct SadeSati {
    pub moon_sign: Sign,
    /// Saturn's stays in the three signs, in time order (a phase has more than one stay when
    /// Saturn loops back in retrograde motion).
    pub stays: Vec<Stay>,
}

impl SadeSati {
    /// Saturn's first entry into the 12th from the Moon.
    pub fn start(&self) -> JulianDay {
        self.stays[0].start
    }
    /// Saturn's final exit from the 2nd from the Moon.
    pub fn end(&self) -> JulianDay {
        self.stays[self.stays.len() - 1].end
    }
    /// Whether Saturn is in one of the three signs at `at`.
    pub fn active_at(&self, at: JulianDay) -> bool {
        self.stays.iter().any(|s| s.contains(at))
    }
    /// The phase running at `at`, if active.
    pub fn phase_at(&self, at: JulianDay) -> Option<SadeSatiPhase> {
        self.stays
            .iter()
            .find(|s| s.contains(at))
            .and_then(|s| SadeSatiPhase::of(self.moon_sign, s.sign))
    }
    /// The stays with their phases.
    pub fn phases(&self) -> impl Iterator<Item = (SadeSatiPhase, &Stay)> {
        self.stays
            .iter()
            .filter_map(|s| SadeSatiPhase::of(self.moon_sign, s.sign).map(|p| (p, s)))
    }
}

/// The runs of Saturn's stays in `signs` that overlap `[from, to)`. Where Saturn is in or
/// within a retrograde loop of those signs at an end of the window, a run may straddle it, so
/// the search reaches `margin` (longer than any run) beyond that end; elsewhere it stops at the
/// end.
fn saturn_runs(
    eph: &Ephemeris,
    signs: &[Sign],
    from: JulianDay,
    to: JulianDay,
    margin: Days,
) -> Result<Vec<Vec<Stay>>, EphemerisError> {
    let loop_arc = motion(Planet::Saturn).loop_arc;
    let near = |t: JulianDay| -> Result<bool, EphemerisError> {
        let lon = eph.longitude(t, Planet::Saturn)?.degrees();
        Ok(signs.iter().any(|s| {
            let start = s.index() as f64 * 30.0;
            (lon - (start - loop_arc)).rem_euclid(360.0) < 30.0 + 2.0 * loop_arc
        }))
    };
    let lo = if near(from)? { from - margin } else { from };
    let hi = if near(to)? { to + margin } else { to };
    let stays = stays_within(eph, Planet::Saturn, signs, lo, hi)?;
    Ok(runs(stays)
        .into_iter()
        // A run touching the window's edges may be cut: only whole runs that overlap count.
        .filter(|r| r[0].start > lo && r[r.len() - 1].end < hi)
        .filter(|r| r[0].start < to.max(from + Days::new(1e-9)) && r[r.len() - 1].end > from)
        .collect())
}

/// Longer than any Sade Sati (they last 6.3–8.9 years).
const SADE_SATI_MARGIN: Days = Days::new(10.0 * 365.25);

/// Every Sade Sati overlapping `[from, to)` (or running at `from` when `to == from`) for a natal
/// Moon sign, each with its true start and end.
pub fn sade_sati_periods(
    eph: &Ephemeris,
    moon_sign: Sign,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<SadeSati>, EphemerisError> {
    let signs = [moon_sign.nth(12), moon_sign, moon_sign.nth(2)];
    Ok(saturn_runs(eph, &signs, from, to, SADE_SATI_MARGIN)?
        .into_iter()
        .map(|stays| SadeSati { moon_sign, stays })
        .collect())
}

/// Houses from the Moon where Saturn is Kantak Shani, "the thorn": 1, 4, 8, 10.
pub const KANTAK_HOUSES: [u8; 4] = [1, 4, 8, 10];

/// One Kantak Shani spell: Saturn's pass through one of the Kantak houses from the Moon.
#[derive(Debug, Clone, PartialEq)]
pub struct KantakShani {
    /// House from the natal Moon, one of [`KANTAK_HOUSES`].
    pub house: u8,
    pub pass: Vec<Stay>,
}

impl KantakShani {
    pub fn start(&self) -> JulianDay {
        self.pass[0].start
    }
    pub fn end(&self) -> JulianDay {
        self.pass[self.pass.len() - 1].end
    }
    pub fn active_at(&self, at: JulianDay) -> bool {
        self.pass.iter().any(|s| s.contains(at))
    }
}

/// Kantak Shani spells overlapping `[from, to)` for a natal Moon sign, each one Saturn's whole
/// pass through a Kantak sign.
pub fn kantak_shani_periods(
    eph: &Ephemeris,
    moon_sign: Sign,
    from: JulianDay,
    to: JulianDay,
) -> Result<Vec<KantakShani>, EphemerisError> {
    let signs: Vec<Sign> = KANTAK_HOUSES
        .iter()
        .map(|&h| moon_sign.nth(usize::from(h)))
        .collect();
    // Kantak signs are never neighbours, so a run is one sign's pass (at most ~3.3 years).
    Ok(saturn_runs(
        eph,
        &signs,
        from,
        to,
        Days::new(motion(Planet::Saturn).max_pass),
    )?
    .into_iter()
    .map(|pass| KantakShani {
        house: moon_sign.house_of(pass[0].sign),
        pass,
    })
    .collect())
}
