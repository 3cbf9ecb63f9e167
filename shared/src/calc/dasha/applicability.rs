//! Whether a conditional dasha system applies to the chart, as `POST /v1/dasha` reports it:
//! Ashtottari (`astro::dasha_systems::Applicability`) and the seven nakshatra dashas of BPHS
//! ch. 46 (`astro::dasha_systems::conditions`). Reported, never enforced.

use crate::astro::dasha_systems::{self as ds, System, Unmet};
use crate::astro::panchang::Paksha;
use crate::astro::{Chart, Planet, Sign};
use crate::calc::names::Keyed;
use serde::Serialize;

/// Whether a conditional system applies, why, and the facts of the chart its rules read (only
/// those of the system's own rules are given).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DashaApplicability)]
pub struct ApplicabilityOut {
    pub applicable: bool,
    /// `applicable`, or the first rule that fails. Ashtottari:
    /// `rahu-not-in-kendra-or-trikona-from-lagna-lord`, `rahu-in-lagna`,
    /// `paksha-does-not-match-birth-time`; dwisaptati:
    /// `neither-lagna-lord-in-seventh-nor-seventh-lord-in-lagna`; shashtihayani:
    /// `sun-not-in-lagna`; shatabdika: `lagna-not-vargottama`; chaturaseeti:
    /// `tenth-lord-not-in-tenth`; dwadashottari: `lagna-not-in-venus-navamsa`; panchottari:
    /// `lagna-not-in-cancer`, `lagna-not-in-cancer-dwadashamsa`; shodashottari:
    /// `lagna-hora-does-not-match-paksha`, `paksha-does-not-match-birth-time`.
    #[schema(value_type = String)]
    pub reason: ApplicabilityReason,
    /// Ashtottari: the house of Rahu from the lagna lord's sign.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rahu_house_from_lagna_lord: Option<u8>,
    /// Ashtottari, shodashottari: the Sun above the horizon at birth.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub day_birth: Option<bool>,
    /// Ashtottari, shodashottari: `shukla` or `krishna` at birth.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub paksha: Option<Keyed<Paksha>>,
    /// The seven nakshatra dashas: the lagna's sign.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::SignName>)]
    pub lagna: Option<Sign>,
    /// Shatabdika, dwadashottari: the lagna's navamsa sign.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::SignName>)]
    pub lagna_navamsa: Option<Sign>,
    /// Panchottari: the lagna's dwadashamsa sign.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::SignName>)]
    pub lagna_dwadashamsa: Option<Sign>,
    /// Shodashottari: the lord of the lagna's hora, `Sun` or `Moon`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::calc::names::PlanetName>)]
    pub lagna_hora: Option<Planet>,
    /// Dwisaptati: the house of the lagna lord from the lagna.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lagna_lord_house: Option<u8>,
    /// Dwisaptati: the house of the 7th lord from the lagna.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seventh_lord_house: Option<u8>,
    /// Chaturaseeti: the house of the 10th lord from the lagna.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tenth_lord_house: Option<u8>,
    /// Shashtihayani: the house of the Sun from the lagna.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sun_house: Option<u8>,
}

/// Why a conditional system applies to a chart, or the first of its rules that fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ApplicabilityReason {
    Applicable,
    RahuNotInKendraOrTrikonaFromLagnaLord,
    RahuInLagna,
    PakshaDoesNotMatchBirthTime,
    NeitherLagnaLordInSeventhNorSeventhLordInLagna,
    SunNotInLagna,
    LagnaNotVargottama,
    TenthLordNotInTenth,
    LagnaNotInVenusNavamsa,
    LagnaNotInCancer,
    LagnaNotInCancerDwadashamsa,
    LagnaHoraDoesNotMatchPaksha,
}

impl ApplicabilityReason {
    fn of(unmet: Option<Unmet>) -> Self {
        use ApplicabilityReason as R;
        match unmet {
            None => R::Applicable,
            Some(Unmet::NeitherLagnaLordInSeventhNorSeventhLordInLagna) => {
                R::NeitherLagnaLordInSeventhNorSeventhLordInLagna
            }
            Some(Unmet::SunNotInLagna) => R::SunNotInLagna,
            Some(Unmet::LagnaNotVargottama) => R::LagnaNotVargottama,
            Some(Unmet::TenthLordNotInTenth) => R::TenthLordNotInTenth,
            Some(Unmet::LagnaNotInVenusNavamsa) => R::LagnaNotInVenusNavamsa,
            Some(Unmet::LagnaNotInCancer) => R::LagnaNotInCancer,
            Some(Unmet::LagnaNotInCancerDwadashamsa) => R::LagnaNotInCancerDwadashamsa,
            Some(Unmet::LagnaHoraDoesNotMatchPaksha) => R::LagnaHoraDoesNotMatchPaksha,
            Some(Unmet::PakshaDoesNotMatchBirthTime) => R::PakshaDoesNotMatchBirthTime,
        }
    }
}

impl ApplicabilityOut {
    fn bare(applicable: bool, reason: ApplicabilityReason) -> Self {
        ApplicabilityOut {
            applicable,
            reason,
            rahu_house_from_lagna_lord: None,
            day_birth: None,
            paksha: None,
            lagna: None,
            lagna_navamsa: None,
            lagna_dwadashamsa: None,
            lagna_hora: None,
            lagna_lord_house: None,
            seventh_lord_house: None,
            tenth_lord_house: None,
            sun_house: None,
        }
    }
}

/// Whether `system` applies to the chart; `None` for a system without a condition (Yogini,
/// chara, the sign dashas, kalachakra, moola, naisargika, tara).
pub(super) fn applicability(chart: &Chart, system: System) -> Option<ApplicabilityOut> {
    if system == System::Ashtottari {
        return Some(ashtottari(chart));
    }
    let c = ds::condition(chart, system)?;
    let f = c.facts;
    let mut out = ApplicabilityOut::bare(c.applicable(), ApplicabilityReason::of(c.unmet));
    out.lagna = Some(f.lagna);
    match system {
        System::Dwisaptati => {
            out.lagna_lord_house = Some(f.lagna_lord_house);
            out.seventh_lord_house = Some(f.seventh_lord_house);
        }
        System::Shashtihayani => out.sun_house = Some(f.sun_house),
        System::Shatabdika | System::Dwadashottari => out.lagna_navamsa = Some(f.lagna_navamsa),
        System::Chaturaseeti => out.tenth_lord_house = Some(f.tenth_lord_house),
        System::Panchottari => out.lagna_dwadashamsa = Some(f.lagna_dwadashamsa),
        System::Shodashottari => {
            out.lagna_hora = Some(f.lagna_hora);
            out.day_birth = Some(f.day_birth);
            out.paksha = Some(Keyed(f.paksha));
        }
        _ => {}
    }
    Some(out)
}

/// Whether Ashtottari applies to the chart, and by which rule.
fn ashtottari(chart: &Chart) -> ApplicabilityOut {
    let a = ds::ashtottari_applicability(chart);
    let reason = if a.rahu_in_lagna {
        ApplicabilityReason::RahuInLagna
    } else if !a.rahu_rule() {
        ApplicabilityReason::RahuNotInKendraOrTrikonaFromLagnaLord
    } else if !a.paksha_rule() {
        ApplicabilityReason::PakshaDoesNotMatchBirthTime
    } else {
        ApplicabilityReason::Applicable
    };
    let mut out = ApplicabilityOut::bare(a.applicable(), reason);
    out.rahu_house_from_lagna_lord = Some(a.rahu_from_lagna_lord);
    out.day_birth = Some(a.day_birth);
    out.paksha = Some(Keyed(a.paksha));
    out
}
