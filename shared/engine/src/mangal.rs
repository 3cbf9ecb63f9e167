//! Mangal (Kuja, Manglik) dosha: Mars in the 1st, 4th, 7th, 8th or 12th house.
//!
//! The published trigger is Mars in one of those houses counted from the
//! ascendant by whole sign; that alone decides [`MangalDosha::present`]. The classical verse behind
//! it — "lagne vyaye ca pātāle jāmitre cāṣṭame kuje …" (Mars in the lagna, 12th, 4th, 7th or 8th),
//! a traditional verse quoted in the marriage chapters of the muhūrta manuals (its attribution
//! varies between editions) — is by the same tradition also read from the Moon and from Venus;
//! those two are reported and raise the severity, never the presence.
//!
//! Cancellations (doṣa-bhaṅga) lower the severity, down to [`Severity::Cancelled`], and never flip
//! `present`: each [`MangalCancellation`] names its source.

use super::chart::Chart;
use super::dignity::{exaltation, owns};
use super::types::{Planet, Sign};
use serde::{Deserialize, Serialize};

/// The houses (whole sign) in which Mars raises the dosha: 1, 4, 7, 8, 12.
pub const DOSHA_HOUSES: [u8; 5] = [1, 4, 7, 8, 12];

/// How heavily the dosha weighs, lightest first; `Cancelled` when a classical exception
/// removes it although the trigger holds. Serialised lowercase (`"moderate"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    None,
    Low,
    Moderate,
    High,
    Cancelled,
}

impl Severity {
    /// Every severity, lightest first.
    pub const ALL: [Severity; 5] = [
        Severity::None,
        Severity::Low,
        Severity::Moderate,
        Severity::High,
        Severity::Cancelled,
    ];

    /// Lowercase name as published.
    pub fn name(self) -> &'static str {
        match self {
            Severity::None => "none",
            Severity::Low => "low",
            Severity::Moderate => "moderate",
            Severity::High => "high",
            Severity::Cancelled => "cancelled",
        }
    }

    /// One step lighter: high → moderate → low → cancelled.
    fn lowered(self) -> Severity {
        match self {
            Severity::High => Severity::Moderate,
            Severity::Moderate => Severity::Low,
            Severity::Low | Severity::Cancelled => Severity::Cancelled,
            Severity::None => Severity::None,
        }
    }
}

/// A classical exception that lowers the Mangal dosha.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum MangalCancellation {
    /// Mars in its own sign, Aries or Scorpio (rulership, BPHS ch. 3). The traditional exception
    /// that Mars in its own or exaltation sign causes no dosha ("svakṣetre uccage bhaume …"),
    /// as quoted in the muhūrta manuals: Mars at home is dignified, not destructive.
    OwnSign,
    /// Mars exalted, in Capricorn (BPHS ch. 3); same verse as [`MangalCancellation::OwnSign`].
    Exalted,
    /// The sign–house exceptions of the verse "aje lagne vyaye cāpe pātāle vṛścike kuje / dyūne
    /// mṛge karkiṇi cāṣṭau bhaumadoṣo na vidyate": Mars in Aries in the 1st, in Sagittarius in the
    /// 12th, in Scorpio in the 4th, in Capricorn in the 7th, in Cancer in the 8th — no dosha.
    /// A traditional verse quoted beside the dosha verse in the muhūrta manuals.
    SignHouseException,
    /// Jupiter in the same sign as Mars: the great benefic's conjunction mitigates (the
    /// Jupiter exception of the same manuals).
    JupiterConjunct,
    /// Jupiter aspects Mars with one of its full aspects, the 5th, 7th or 9th sign from itself
    /// (BPHS ch. 26, graha dṛṣṭi): the "guru-dṛṣṭe" exception.
    JupiterAspect,
}

impl MangalCancellation {
    /// Every exception, in the order they are checked.
    pub const ALL: [MangalCancellation; 5] = [
        MangalCancellation::OwnSign,
        MangalCancellation::Exalted,
        MangalCancellation::SignHouseException,
        MangalCancellation::JupiterConjunct,
        MangalCancellation::JupiterAspect,
    ];

    /// camelCase name as published (also the content key).
    pub fn key(self) -> &'static str {
        match self {
            MangalCancellation::OwnSign => "ownSign",
            MangalCancellation::Exalted => "exalted",
            MangalCancellation::SignHouseException => "signHouseException",
            MangalCancellation::JupiterConjunct => "jupiterConjunct",
            MangalCancellation::JupiterAspect => "jupiterAspect",
        }
    }

    /// Whether the texts say "no dosha" outright (the verses above), rather than that the dosha
    /// is softened (Jupiter's conjunction or aspect lowers it one step).
    pub fn is_full(self) -> bool {
        matches!(
            self,
            MangalCancellation::OwnSign
                | MangalCancellation::Exalted
                | MangalCancellation::SignHouseException
        )
    }
}

/// The Mangal dosha of one chart.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MangalDosha {
    /// The spec's trigger: Mars in house 1, 4, 7, 8 or 12 from the ascendant (whole sign).
    pub present: bool,
    /// Same as `present` (kept by name beside the other two references).
    pub from_ascendant: bool,
    /// Mars in house 1, 4, 7, 8 or 12 counted from the Moon's sign.
    pub from_moon: bool,
    /// Mars in house 1, 4, 7, 8 or 12 counted from Venus' sign.
    pub from_venus: bool,
    /// Mars' house (1–12) from the ascendant.
    pub house_from_ascendant: u8,
    /// Mars' house (1–12) from the Moon's sign.
    pub house_from_moon: u8,
    /// Mars' house (1–12) from Venus' sign.
    pub house_from_venus: u8,
    /// The dosha house Mars occupies from the ascendant; empty when not present.
    pub houses: Vec<u8>,
    /// Mars' sign.
    pub mars_sign: Sign,
    /// Exceptions found; listed only when the dosha is present.
    pub cancellations: Vec<MangalCancellation>,
    pub severity: Severity,
}

impl MangalDosha {
    /// Whether the exceptions cancel the dosha in this chart.
    pub fn is_cancelled(&self) -> bool {
        self.severity == Severity::Cancelled
    }
}

/// Whether a house number raises the dosha.
fn is_dosha_house(h: u8) -> bool {
    DOSHA_HOUSES.contains(&h)
}

/// Whether Jupiter in `jupiter` casts a full aspect on `target`: the 5th, 7th or 9th sign from
/// itself (BPHS ch. 26).
fn jupiter_aspects(jupiter: Sign, target: Sign) -> bool {
    matches!(jupiter.house_of(target), 5 | 7 | 9)
}

/// The sign Mars must occupy in `house` (from the ascendant) for the "aje lagne vyaye cāpe"
/// exception to hold.
fn excepted_sign(house: u8) -> Option<Sign> {
    match house {
        1 => Some(Sign::Aries),
        4 => Some(Sign::Scorpio),
        7 => Some(Sign::Capricorn),
        8 => Some(Sign::Cancer),
        12 => Some(Sign::Sagittarius),
        _ => None,
    }
}

/// The Mangal dosha of a chart.
///
/// Severity when present: one reference (the ascendant only) is low, two (with the Moon or
/// Venus) moderate, all three high. A full exception ([`MangalCancellation::is_full`]) cancels;
/// each Jupiter mitigation lowers it one step.
pub fn mangal_dosha(chart: &Chart) -> MangalDosha {
    let mars = chart.graha(Planet::Mars);
    let mars_sign = mars.sign();
    let house_from_ascendant = mars.house;
    let house_from_moon = chart.moon_sign().house_of(mars_sign);
    let house_from_venus = chart.graha(Planet::Venus).sign().house_of(mars_sign);
    let from_ascendant = is_dosha_house(house_from_ascendant);
    let from_moon = is_dosha_house(house_from_moon);
    let from_venus = is_dosha_house(house_from_venus);
    let present = from_ascendant;

    let mut cancellations = Vec::new();
    let mut severity = Severity::None;
    if present {
        let jupiter_sign = chart.graha(Planet::Jupiter).sign();
        if owns(Planet::Mars, mars_sign) {
            cancellations.push(MangalCancellation::OwnSign);
        }
        if exaltation(Planet::Mars).is_some_and(|(s, _)| s == mars_sign) {
            cancellations.push(MangalCancellation::Exalted);
        }
        if excepted_sign(house_from_ascendant) == Some(mars_sign) {
            cancellations.push(MangalCancellation::SignHouseException);
        }
        if jupiter_sign == mars_sign {
            cancellations.push(MangalCancellation::JupiterConjunct);
        } else if jupiter_aspects(jupiter_sign, mars_sign) {
            cancellations.push(MangalCancellation::JupiterAspect);
        }

        let references = [from_ascendant, from_moon, from_venus]
            .iter()
            .filter(|&&b| b)
            .count();
        severity = match references {
            1 => Severity::Low,
            2 => Severity::Moderate,
            _ => Severity::High,
        };
        if cancellations.iter().any(|c| c.is_full()) {
            severity = Severity::Cancelled;
        } else {
            for _ in cancellations.iter().filter(|c| !c.is_full()) {
                severity = severity.lowered();
            }
        }
    }

    MangalDosha {
        present,
        from_ascendant,
        from_moon,
        from_venus,
        house_from_ascendant,
        house_from_moon,
        house_from_venus,
        houses: if present {
            vec![house_from_ascendant]
        } else {
            Vec::new()
        },
        mars_sign,
        cancellations,
        severity,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jupiter_aspects_fifth_seventh_ninth() {
        // BPHS ch. 26: Jupiter in Sagittarius aspects Aries, Gemini and Leo.
        assert!(jupiter_aspects(Sign::Sagittarius, Sign::Aries));
        assert!(jupiter_aspects(Sign::Sagittarius, Sign::Gemini));
        assert!(jupiter_aspects(Sign::Sagittarius, Sign::Leo));
        assert!(!jupiter_aspects(Sign::Sagittarius, Sign::Virgo));
        assert!(!jupiter_aspects(Sign::Sagittarius, Sign::Sagittarius));
    }

    #[test]
    fn severity_steps_down_to_cancelled() {
        assert_eq!(Severity::High.lowered(), Severity::Moderate);
        assert_eq!(Severity::Low.lowered(), Severity::Cancelled);
        assert_eq!(Severity::None.lowered(), Severity::None);
        assert_eq!(
            serde_json::to_value(Severity::Moderate).unwrap(),
            serde_json::json!("moderate")
        );
    }

    #[test]
    fn sign_house_exceptions_follow_the_verse() {
        // "aje lagne vyaye cāpe pātāle vṛścike kuje / dyūne mṛge karkiṇi cāṣṭau".
        assert_eq!(excepted_sign(1), Some(Sign::Aries));
        assert_eq!(excepted_sign(12), Some(Sign::Sagittarius));
        assert_eq!(excepted_sign(4), Some(Sign::Scorpio));
        assert_eq!(excepted_sign(7), Some(Sign::Capricorn));
        assert_eq!(excepted_sign(8), Some(Sign::Cancer));
        assert_eq!(excepted_sign(2), None);
    }
}
