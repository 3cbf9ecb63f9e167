//! When the seven conditional nakshatra dashas apply (BPHS ch. 46). Each rule reads signs (the
//! houses whole signs from the lagna's) and the single sign lords of [`Sign::lord`]:
//!
//! - **Dwisaptati sama**: the lagna lord in the 7th, or the 7th lord in the lagna.
//! - **Shashtihayani**: the Sun in the lagna.
//! - **Shatabdika**: the lagna vargottama (the same sign in the rasi and the navamsa).
//! - **Chaturaseeti sama**: the 10th lord in the 10th.
//! - **Dwadashottari**: the lagna in a navamsa of Venus (Taurus or Libra).
//! - **Panchottari**: the lagna in Cancer and in Cancer's dwadashamsa.
//! - **Shodashottari**: in krishna paksha the lagna in the Moon's hora and a day birth, in shukla
//!   paksha the lagna in the Sun's hora and a night birth (the paksha and birth time pair as in
//!   Ashtottari's rule).
//!
//! The rules are reported, never enforced: a timeline is computed on request either way.

use super::System;
use crate::chart::Chart;
use crate::panchang::{Paksha, Tithi};
use crate::types::{Planet, Sign};
use crate::vargas::{Division, varga_sign};

/// The Sun above the horizon at birth: its longitude between the descendant and the ascendant
/// (the Sun's centre on the ecliptic, no refraction).
pub fn day_birth(chart: &Chart) -> bool {
    let sun = chart.graha(Planet::Sun).longitude.degrees();
    let above = (chart.ascendant.degrees() - sun).rem_euclid(360.0);
    above > 0.0 && above < 180.0
}

/// The paksha of the tithi at birth.
pub fn birth_paksha(chart: &Chart) -> Paksha {
    let sun = chart.graha(Planet::Sun).longitude.degrees();
    let moon = chart.graha(Planet::Moon).longitude.degrees();
    Tithi::from_elongation(moon - sun).paksha()
}

/// What the seven rules read from a chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChartFacts {
    pub lagna: Sign,
    pub lagna_navamsa: Sign,
    pub lagna_dwadashamsa: Sign,
    /// The lord of the lagna's hora (BPHS 6.5–6): the Sun (Leo) or the Moon (Cancer).
    pub lagna_hora: Planet,
    pub day_birth: bool,
    pub paksha: Paksha,
    /// Houses (1–12) from the lagna of its lord, of the 7th lord, the 10th lord and the Sun.
    pub lagna_lord_house: u8,
    pub seventh_lord_house: u8,
    pub tenth_lord_house: u8,
    pub sun_house: u8,
}

impl ChartFacts {
    pub fn of(chart: &Chart) -> ChartFacts {
        let lagna = chart.ascendant_sign();
        let house = |p: Planet| lagna.house_of(chart.graha(p).sign());
        let hora = varga_sign(chart.ascendant, Division::D2);
        ChartFacts {
            lagna,
            lagna_navamsa: varga_sign(chart.ascendant, Division::D9),
            lagna_dwadashamsa: varga_sign(chart.ascendant, Division::D12),
            lagna_hora: if hora == Sign::Leo {
                Planet::Sun
            } else {
                Planet::Moon
            },
            day_birth: day_birth(chart),
            paksha: birth_paksha(chart),
            lagna_lord_house: house(lagna.lord()),
            seventh_lord_house: house(lagna.nth(7).lord()),
            tenth_lord_house: house(lagna.nth(10).lord()),
            sun_house: house(Planet::Sun),
        }
    }
}

/// The first rule of a system's condition that a chart does not meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unmet {
    /// Dwisaptati: neither the lagna lord in the 7th nor the 7th lord in the lagna.
    NeitherLagnaLordInSeventhNorSeventhLordInLagna,
    /// Shashtihayani.
    SunNotInLagna,
    /// Shatabdika.
    LagnaNotVargottama,
    /// Chaturaseeti.
    TenthLordNotInTenth,
    /// Dwadashottari.
    LagnaNotInVenusNavamsa,
    /// Panchottari, its first half.
    LagnaNotInCancer,
    /// Panchottari, its second half.
    LagnaNotInCancerDwadashamsa,
    /// Shodashottari: the lagna's hora is not the paksha's (krishna the Moon's, shukla the Sun's).
    LagnaHoraDoesNotMatchPaksha,
    /// Shodashottari: a night birth in krishna paksha or a day birth in shukla paksha.
    PakshaDoesNotMatchBirthTime,
}

/// Whether one of the seven applies to a chart: the facts read and the first rule unmet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Condition {
    pub system: System,
    pub facts: ChartFacts,
    pub unmet: Option<Unmet>,
}

impl Condition {
    pub fn applicable(&self) -> bool {
        self.unmet.is_none()
    }
}

/// The condition of one of the seven for a chart; `None` for the other systems (Ashtottari's
/// is [`super::ashtottari_applicability`]).
pub fn condition(chart: &Chart, system: System) -> Option<Condition> {
    judge(ChartFacts::of(chart), system)
}

/// The condition of one of the seven for a chart with these facts.
pub fn judge(f: ChartFacts, system: System) -> Option<Condition> {
    let fails = |ok: bool, unmet: Unmet| (!ok).then_some(unmet);
    let unmet = match system {
        System::Dwisaptati => fails(
            f.lagna_lord_house == 7 || f.seventh_lord_house == 1,
            Unmet::NeitherLagnaLordInSeventhNorSeventhLordInLagna,
        ),
        System::Shashtihayani => fails(f.sun_house == 1, Unmet::SunNotInLagna),
        System::Shatabdika => fails(f.lagna_navamsa == f.lagna, Unmet::LagnaNotVargottama),
        System::Chaturaseeti => fails(f.tenth_lord_house == 10, Unmet::TenthLordNotInTenth),
        System::Dwadashottari => fails(
            matches!(f.lagna_navamsa, Sign::Taurus | Sign::Libra),
            Unmet::LagnaNotInVenusNavamsa,
        ),
        System::Panchottari => fails(f.lagna == Sign::Cancer, Unmet::LagnaNotInCancer).or(fails(
            f.lagna_dwadashamsa == Sign::Cancer,
            Unmet::LagnaNotInCancerDwadashamsa,
        )),
        System::Shodashottari => {
            let krishna = f.paksha == Paksha::Krishna;
            let hora = if krishna { Planet::Moon } else { Planet::Sun };
            fails(f.lagna_hora == hora, Unmet::LagnaHoraDoesNotMatchPaksha).or(fails(
                f.day_birth == krishna,
                Unmet::PakshaDoesNotMatchBirthTime,
            ))
        }
        _ => return None,
    };
    Some(Condition {
        system,
        facts: f,
        unmet,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chart's facts: Aries lagna in the Sun's hora, every lord in the 1st, a day birth in
    /// shukla paksha.
    fn facts() -> ChartFacts {
        ChartFacts {
            lagna: Sign::Aries,
            lagna_navamsa: Sign::Aries,
            lagna_dwadashamsa: Sign::Aries,
            lagna_hora: Planet::Sun,
            day_birth: true,
            paksha: Paksha::Shukla,
            lagna_lord_house: 1,
            seventh_lord_house: 1,
            tenth_lord_house: 1,
            sun_house: 1,
        }
    }

    fn unmet(f: ChartFacts, system: System) -> Option<Unmet> {
        judge(f, system).unwrap().unmet
    }

    #[test]
    fn each_rule_as_bphs_states_it() {
        let f = facts();
        // Dwisaptati: the 7th lord in the lagna suffices, as does the lagna lord in the 7th.
        assert_eq!(unmet(f, System::Dwisaptati), None);
        let elsewhere = ChartFacts {
            seventh_lord_house: 4,
            ..f
        };
        assert_eq!(
            unmet(elsewhere, System::Dwisaptati),
            Some(Unmet::NeitherLagnaLordInSeventhNorSeventhLordInLagna)
        );
        let lagna_lord_in_7th = ChartFacts {
            lagna_lord_house: 7,
            ..elsewhere
        };
        assert_eq!(unmet(lagna_lord_in_7th, System::Dwisaptati), None);
        assert_eq!(unmet(f, System::Shashtihayani), None);
        assert_eq!(unmet(f, System::Shatabdika), None);
        assert_eq!(
            unmet(f, System::Chaturaseeti),
            Some(Unmet::TenthLordNotInTenth)
        );
        assert_eq!(
            unmet(f, System::Dwadashottari),
            Some(Unmet::LagnaNotInVenusNavamsa)
        );
        let libra = ChartFacts {
            lagna_navamsa: Sign::Libra,
            ..f
        };
        assert_eq!(unmet(libra, System::Dwadashottari), None);
        assert_eq!(
            unmet(libra, System::Shatabdika),
            Some(Unmet::LagnaNotVargottama)
        );
        // Panchottari: Cancer in the rasi first, then in the dwadashamsa.
        assert_eq!(unmet(f, System::Panchottari), Some(Unmet::LagnaNotInCancer));
        let cancer = ChartFacts {
            lagna: Sign::Cancer,
            ..f
        };
        assert_eq!(
            unmet(cancer, System::Panchottari),
            Some(Unmet::LagnaNotInCancerDwadashamsa)
        );
        let both = ChartFacts {
            lagna_dwadashamsa: Sign::Cancer,
            ..cancer
        };
        assert_eq!(unmet(both, System::Panchottari), None);
        assert!(judge(f, System::Yogini).is_none());
    }

    #[test]
    fn shodashottari_pairs_paksha_hora_and_birth_time() {
        let f = facts();
        // Shukla paksha wants the Sun's hora and a night birth.
        assert_eq!(
            unmet(f, System::Shodashottari),
            Some(Unmet::PakshaDoesNotMatchBirthTime)
        );
        let night = ChartFacts {
            day_birth: false,
            ..f
        };
        assert_eq!(unmet(night, System::Shodashottari), None);
        // Krishna paksha wants the Moon's hora and a day birth.
        let krishna = ChartFacts {
            paksha: Paksha::Krishna,
            ..f
        };
        assert_eq!(
            unmet(krishna, System::Shodashottari),
            Some(Unmet::LagnaHoraDoesNotMatchPaksha)
        );
        let moon_hora = ChartFacts {
            lagna_hora: Planet::Moon,
            ..krishna
        };
        assert_eq!(unmet(moon_hora, System::Shodashottari), None);
    }
}
