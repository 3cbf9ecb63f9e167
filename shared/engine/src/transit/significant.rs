//! Which transits count as significant (`significantTransits`): the slow grahas and
//! the sharpest fast ones over the natal Moon, and the named Saturn periods counted from it.

use super::sade_sati::{SadeSatiPhase, sade_sati_periods};
use super::stays::Pass;
use crate::ephemeris::{Ephemeris, EphemerisError};
use crate::types::{JulianDay, Planet, Sign};

/// Whether a graha's transit weighs in its own right: Jupiter, Saturn, Rahu and Ketu stay a
/// year or more in a sign and weigh most in gochara (Phaladeepika ch. 26); of the fast grahas,
/// the Sun and Mars over the Moon or in the 8th from it are the sharpest.
pub fn is_significant(p: Planet, house_from_moon: u8) -> bool {
    matches!(
        p,
        Planet::Jupiter | Planet::Saturn | Planet::Rahu | Planet::Ketu
    ) || (matches!(p, Planet::Sun | Planet::Mars) && matches!(house_from_moon, 1 | 8))
}

/// A major transit over the natal Moon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignificantKind {
    /// Saturn in the 12th, 1st or 2nd from the Moon (Phaladeepika ch. 26).
    SadeSati(SadeSatiPhase),
    /// Saturn in the 4th or the 8th from the Moon (ardhashtama and ashtama Shani, the
    /// two-and-a-half-year "small panoti"); the house.
    Dhaiya(u8),
    /// Saturn in the 10th from the Moon (Kantak Shani; in the 1st, 4th and 8th it is already
    /// Sade Sati or Dhaiya).
    KantakShani,
    /// Jupiter over the Moon's sign (janma Guru).
    JupiterOverMoon,
    /// Rahu or Ketu over the Moon's sign.
    NodeOverMoon,
}

impl SignificantKind {
    /// Every kind with every phase, as [`Self::name`] and [`Self::phase`] give them.
    pub const ALL: [SignificantKind; 8] = [
        SignificantKind::SadeSati(SadeSatiPhase::Rising),
        SignificantKind::SadeSati(SadeSatiPhase::Peak),
        SignificantKind::SadeSati(SadeSatiPhase::Setting),
        SignificantKind::Dhaiya(4),
        SignificantKind::Dhaiya(8),
        SignificantKind::KantakShani,
        SignificantKind::JupiterOverMoon,
        SignificantKind::NodeOverMoon,
    ];

    /// As published (`type`), also a content key segment.
    pub fn name(self) -> &'static str {
        match self {
            SignificantKind::SadeSati(_) => "SadeSati",
            SignificantKind::Dhaiya(_) => "Dhaiya",
            SignificantKind::KantakShani => "KantakShani",
            SignificantKind::JupiterOverMoon => "JupiterOverMoon",
            SignificantKind::NodeOverMoon => "NodeOverMoon",
        }
    }

    /// The phase as published, also a content key segment.
    pub fn phase(self) -> &'static str {
        match self {
            SignificantKind::SadeSati(p) => p.name(),
            SignificantKind::Dhaiya(4) => "fourth",
            SignificantKind::Dhaiya(_) => "eighth",
            SignificantKind::KantakShani => "tenth",
            SignificantKind::JupiterOverMoon | SignificantKind::NodeOverMoon => "janma",
        }
    }
}

/// A major transit running at a moment, with its whole span.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SignificantTransit {
    pub kind: SignificantKind,
    pub planet: Planet,
    pub start: JulianDay,
    pub end: JulianDay,
}

/// The major transits running at `at` for a natal Moon sign, given every graha's pass through
/// its sign at `at` (`passes` in `Planet::ALL` order): Saturn's period first (Sade Sati, Dhaiya
/// or Kantak Shani, at most one), then Jupiter over the Moon, then Rahu, then Ketu over it. A
/// Sade Sati spans all three signs; the others span the graha's pass through its sign.
pub fn significant_transits(
    eph: &Ephemeris,
    moon: Sign,
    at: JulianDay,
    passes: &[Pass],
) -> Result<Vec<SignificantTransit>, EphemerisError> {
    let mut out = Vec::new();
    let over = |kind, pass: &Pass| SignificantTransit {
        kind,
        planet: pass.planet,
        start: pass.start(),
        end: pass.end(),
    };
    let saturn = &passes[Planet::Saturn.index()];
    let saturn_house = moon.house_of(saturn.sign);
    if matches!(saturn_house, 12 | 1 | 2) {
        if let Some(ss) = sade_sati_periods(eph, moon, at, at)?
            .into_iter()
            .find(|s| s.active_at(at))
            && let Some(phase) = ss.phase_at(at)
        {
            out.push(SignificantTransit {
                kind: SignificantKind::SadeSati(phase),
                planet: Planet::Saturn,
                start: ss.start(),
                end: ss.end(),
            });
        }
    } else if matches!(saturn_house, 4 | 8) {
        out.push(over(SignificantKind::Dhaiya(saturn_house), saturn));
    } else if saturn_house == 10 {
        out.push(over(SignificantKind::KantakShani, saturn));
    }
    let jupiter = &passes[Planet::Jupiter.index()];
    if jupiter.sign == moon {
        out.push(over(SignificantKind::JupiterOverMoon, jupiter));
    }
    for node in [Planet::Rahu, Planet::Ketu] {
        let pass = &passes[node.index()];
        if pass.sign == moon {
            out.push(over(SignificantKind::NodeOverMoon, pass));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slow_grahas_always_count_and_fast_ones_over_the_moon_or_in_the_8th() {
        assert!(is_significant(Planet::Saturn, 5));
        assert!(is_significant(Planet::Sun, 8) && is_significant(Planet::Mars, 1));
        assert!(!is_significant(Planet::Sun, 2) && !is_significant(Planet::Moon, 1));
        assert!(!is_significant(Planet::Venus, 8));
    }

    #[test]
    fn kinds_and_phases_as_published() {
        let named: Vec<_> = SignificantKind::ALL
            .iter()
            .map(|k| (k.name(), k.phase()))
            .collect();
        assert_eq!(named[0], ("SadeSati", "rising"));
        assert_eq!(named[3], ("Dhaiya", "fourth"));
        assert_eq!(named[4], ("Dhaiya", "eighth"));
        assert_eq!(named[5], ("KantakShani", "tenth"));
    }
}
