//! Dasha phala: how a dasha period reads from its lord, and how an antar dasha reads from its
//! lord's place counted from the maha dasha lord.
//!
//! The tone of a period (BPHS ch. 47–48: a dasha gives the results of the houses its lord rules
//! and occupies, good when the lord is strong and well placed): one point each for a functional
//! benefic (two for the yogakaraka), a lord in its exaltation, moolatrikona, own or a great
//! friend's sign, and a lord in a kendra, trikona or the 11th; minus one each for a functional
//! malefic, an enemy's sign or debilitation, a dusthana (6, 8, 12), combustion. Two or more is
//! `favourable`, −1 or less `challenging`, anything between `mixed`. An antar dasha whose lord
//! stands 6th, 8th or 12th from the maha lord is one step harder (BPHS ch. 52–60 on antar
//! dashas of lords in dusthanas from each other).

use super::chart::Chart;
use super::dignity::{Dignity, dignity, is_combust};
use super::functional::{FunctionalRole, Nature};
use super::types::Planet;

/// How a dasha period reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Favourable,
    Mixed,
    Challenging,
}

impl Tone {
    /// Every tone, best first.
    pub const ALL: [Tone; 3] = [Tone::Favourable, Tone::Mixed, Tone::Challenging];

    /// As published, also a content key segment.
    pub fn name(self) -> &'static str {
        match self {
            Tone::Favourable => "favourable",
            Tone::Mixed => "mixed",
            Tone::Challenging => "challenging",
        }
    }

    /// One step harder.
    pub fn harder(self) -> Tone {
        match self {
            Tone::Favourable => Tone::Mixed,
            _ => Tone::Challenging,
        }
    }
}

/// The tone of a period from its lord's functional role, dignity, house and combustion (see the
/// module documentation).
pub fn lord_tone(chart: &Chart, role: &FunctionalRole) -> Tone {
    let p = role.planet;
    let mut pts: i32 = match role.nature {
        Nature::Benefic => 1,
        Nature::Malefic => -1,
        Nature::Neutral => 0,
    };
    if role.yogakaraka {
        pts += 1;
    }
    pts += match dignity(chart, p) {
        Dignity::Exalted | Dignity::Moolatrikona | Dignity::Own | Dignity::GreatFriend => 1,
        Dignity::Enemy | Dignity::GreatEnemy | Dignity::Debilitated => -1,
        _ => 0,
    };
    pts += match chart.graha(p).house {
        1 | 4 | 5 | 7 | 9 | 10 | 11 => 1,
        6 | 8 | 12 => -1,
        _ => 0,
    };
    if is_combust(chart, p) {
        pts -= 1;
    }
    if pts >= 2 {
        Tone::Favourable
    } else if pts <= -1 {
        Tone::Challenging
    } else {
        Tone::Mixed
    }
}

/// How an antar dasha lord stands to its maha dasha lord, by its sign counted from the maha
/// lord's (BPHS ch. 52–60).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AntarRelation {
    /// The maha lord's own antar dasha.
    Same,
    /// In a kendra or trikona from the maha lord (1, 4, 5, 7, 9, 10).
    Supportive,
    /// In a dusthana from the maha lord (6, 8, 12).
    Strained,
    /// Elsewhere (2, 3, 11).
    Mixed,
}

/// An antar dasha read against its maha dasha.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AntarPhala {
    /// The antar lord's sign counted from the maha lord's, 1–12.
    pub position: u8,
    pub relation: AntarRelation,
    /// The antar lord's own tone, one step harder when the relation is strained.
    pub tone: Tone,
}

/// Reads the antar dasha of `role.planet` within the maha dasha of `maha`.
pub fn antar_phala(chart: &Chart, maha: Planet, role: &FunctionalRole) -> AntarPhala {
    let antar = role.planet;
    let position = chart.graha(maha).sign().house_of(chart.graha(antar).sign());
    let relation = match position {
        _ if antar == maha => AntarRelation::Same,
        1 | 4 | 5 | 7 | 9 | 10 => AntarRelation::Supportive,
        6 | 8 | 12 => AntarRelation::Strained,
        _ => AntarRelation::Mixed,
    };
    let mut tone = lord_tone(chart, role);
    if relation == AntarRelation::Strained {
        tone = tone.harder();
    }
    AntarPhala {
        position,
        relation,
        tone,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_strained_antar_is_one_step_harder() {
        // Module documentation: favourable → mixed → challenging, and no further.
        assert_eq!(Tone::Favourable.harder(), Tone::Mixed);
        assert_eq!(Tone::Mixed.harder(), Tone::Challenging);
        assert_eq!(Tone::Challenging.harder(), Tone::Challenging);
    }
}
