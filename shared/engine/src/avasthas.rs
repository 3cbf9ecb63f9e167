//! The five avasthas (states) of the nine grahas, after BPHS ch. 45 (Santhanam's numbering)
//! and Phaladeepika ch. 3.
//!
//! - **Baladi** (BPHS 45.2–3): the sign in five parts of 6°; in an odd sign bala (infant),
//!   kumara, yuva, vriddha, mrita (dead) in that order, in an even sign the reverse.
//! - **Jagradadi** (BPHS 45.4): jagrat (awake) in the exaltation, moolatrikona or own sign;
//!   swapna (dreaming) in the sign of a natural friend or neutral; sushupti (asleep) in the
//!   sign of a natural enemy or the debilitation sign.
//! - **Deeptadi** (Phaladeepika 3.1, BPHS 45.5–8), the first rule that holds: vikala when
//!   combust; peedita when defeated in a planetary war; deepta when exalted; bhita when
//!   debilitated; swastha in its moolatrikona or own sign; shakta when retrograde (a star-planet
//!   "with bright rays"); then by the compound (panchadha) relation with the sign's lord, the
//!   ladder of BPHS 27.2: mudita for a great friend, shanta for a friend, deena for a neutral,
//!   khala for an enemy or a great enemy (the list of ten has no separate duhkhita).
//!   A planetary war (graha yuddha, Surya Siddhanta ch. 7) is two of Mars, Mercury, Jupiter,
//!   Venus and Saturn within 1° of longitude; the one of the smaller (more southern) ecliptic
//!   latitude is defeated.
//! - **Lajjitadi** (BPHS 45.12–17), any number at once: lajjita in the 5th house with Rahu,
//!   Ketu, the Sun, Saturn or Mars; garvita in the exaltation or moolatrikona; kshudhita in a
//!   natural enemy's sign, or with or aspected by an enemy, or with Saturn; trishita in a watery
//!   sign aspected by a malefic and by no benefic; mudita in a natural friend's sign, or with or
//!   aspected by a friend, or with Jupiter; kshobhita with the Sun and aspected by a malefic or an
//!   enemy. "With" is the same sign; aspects are the whole-sign graha drishti of the seven
//!   grahas (BPHS ch. 26, the nodes cast none); benefic and malefic are the natural natures
//!   ([`crate::aspects::natural_nature`]).
//! - **Shayanadi** (BPHS 45.18–20): (the graha's nakshatra × its number (Sun 1 … Saturn 7,
//!   Rahu 8, Ketu 9) × the navamsa it occupies, counted 1–9 within its sign) + the Moon's
//!   nakshatra + the whole ghatis elapsed since sunrise + the ascendant's sign (Aries 1), the
//!   remainder by 12: 1 shayana, 2 upaveshana, 3 netrapani, 4 prakasha, 5 gamana, 6 agamana,
//!   7 sabha, 8 agama, 9 bhojana, 10 nritya-lipsa, 11 kautuka, 0 nidra. Nakshatras count from
//!   Ashwini as 1. It needs the sunrise before the birth; where the Sun does not rise (polar day
//!   or night) it is left out.

use crate::aspects::{NaturalNature, NodeAspects, aspect_distance, natural_nature};
use crate::chart::{Chart, GrahaPosition};
use crate::dignity::{
    Dignity, Relation, compound_relation, debilitation, dignity, exaltation, fixed_dignity,
    is_combust, moolatrikona, natural_relation, owns,
};
use crate::ephemeris::{Ephemeris, EphemerisError, RiseKind};
use crate::panchang::{PanchangError, day_start_of_kind};
use crate::types::{Element, JulianDay, Planet};
use serde::Serialize;

/// Age by degree in the sign (BPHS 45.2–3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Baladi {
    Bala,
    Kumara,
    Yuva,
    Vriddha,
    Mrita,
}

/// Wakefulness by dignity (BPHS 45.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Jagradadi {
    Jagrat,
    Swapna,
    Sushupti,
}

/// Condition by dignity, combustion, war and motion (Phaladeepika 3.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Deeptadi {
    Deepta,
    Swastha,
    Mudita,
    Shanta,
    Shakta,
    Peedita,
    Deena,
    Vikala,
    Khala,
    Bhita,
}

/// Mood by company and aspects (BPHS 45.12–17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Lajjitadi {
    Lajjita,
    Garvita,
    Kshudhita,
    Trishita,
    Mudita,
    Kshobhita,
}

/// Activity by the shayanadi count (BPHS 45.18–20), in the order of the remainders 1 … 12.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Shayanadi {
    Shayana,
    Upaveshana,
    Netrapani,
    Prakasha,
    Gamana,
    Agamana,
    Sabha,
    Agama,
    Bhojana,
    NrityaLipsa,
    Kautuka,
    Nidra,
}

impl Baladi {
    pub const ALL: [Baladi; 5] = [
        Baladi::Bala,
        Baladi::Kumara,
        Baladi::Yuva,
        Baladi::Vriddha,
        Baladi::Mrita,
    ];
    /// Kebab-case name as published (`bala`, …, `mrita`).
    pub fn name(self) -> &'static str {
        ["bala", "kumara", "yuva", "vriddha", "mrita"][self as usize]
    }
}

impl Jagradadi {
    pub const ALL: [Jagradadi; 3] = [Jagradadi::Jagrat, Jagradadi::Swapna, Jagradadi::Sushupti];
    /// Kebab-case name as published.
    pub fn name(self) -> &'static str {
        ["jagrat", "swapna", "sushupti"][self as usize]
    }
}

impl Deeptadi {
    pub const ALL: [Deeptadi; 10] = [
        Deeptadi::Deepta,
        Deeptadi::Swastha,
        Deeptadi::Mudita,
        Deeptadi::Shanta,
        Deeptadi::Shakta,
        Deeptadi::Peedita,
        Deeptadi::Deena,
        Deeptadi::Vikala,
        Deeptadi::Khala,
        Deeptadi::Bhita,
    ];
    /// Kebab-case name as published.
    pub fn name(self) -> &'static str {
        [
            "deepta", "swastha", "mudita", "shanta", "shakta", "peedita", "deena", "vikala",
            "khala", "bhita",
        ][self as usize]
    }
}

impl Lajjitadi {
    pub const ALL: [Lajjitadi; 6] = [
        Lajjitadi::Lajjita,
        Lajjitadi::Garvita,
        Lajjitadi::Kshudhita,
        Lajjitadi::Trishita,
        Lajjitadi::Mudita,
        Lajjitadi::Kshobhita,
    ];
    /// Kebab-case name as published.
    pub fn name(self) -> &'static str {
        [
            "lajjita",
            "garvita",
            "kshudhita",
            "trishita",
            "mudita",
            "kshobhita",
        ][self as usize]
    }
}

impl Shayanadi {
    pub const ALL: [Shayanadi; 12] = [
        Shayanadi::Shayana,
        Shayanadi::Upaveshana,
        Shayanadi::Netrapani,
        Shayanadi::Prakasha,
        Shayanadi::Gamana,
        Shayanadi::Agamana,
        Shayanadi::Sabha,
        Shayanadi::Agama,
        Shayanadi::Bhojana,
        Shayanadi::NrityaLipsa,
        Shayanadi::Kautuka,
        Shayanadi::Nidra,
    ];
    /// Kebab-case name as published.
    pub fn name(self) -> &'static str {
        [
            "shayana",
            "upaveshana",
            "netrapani",
            "prakasha",
            "gamana",
            "agamana",
            "sabha",
            "agama",
            "bhojana",
            "nritya-lipsa",
            "kautuka",
            "nidra",
        ][self as usize]
    }
}

/// The five avasthas of one graha.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct GrahaAvasthas {
    pub planet: Planet,
    pub baladi: Baladi,
    pub jagradadi: Jagradadi,
    pub deeptadi: Deeptadi,
    /// Those that hold, in the order of [`Lajjitadi`]; possibly none.
    pub lajjitadi: Vec<Lajjitadi>,
    /// `None` where there is no sunrise before the birth (polar day or night).
    pub shayanadi: Option<Shayanadi>,
}

/// The avasthas of the nine grahas in `Planet::ALL` order; `sunrise` is that of the day of the
/// birth (see [`birth_sunrise`]), needed for shayanadi alone.
pub fn avasthas(chart: &Chart, sunrise: Option<JulianDay>) -> [GrahaAvasthas; 9] {
    std::array::from_fn(|i| {
        let p = Planet::ALL[i];
        GrahaAvasthas {
            planet: p,
            baladi: baladi(chart.graha(p)),
            jagradadi: jagradadi(chart, p),
            deeptadi: deeptadi(chart, p),
            lajjitadi: lajjitadi(chart, p),
            shayanadi: sunrise.map(|s| shayanadi(chart, p, ghatis_since(chart, s))),
        }
    })
}

/// The sunrise (of `kind`) that begins the birth's day, the civil date taken in `zone`; `None`
/// where the Sun does not rise there (polar day or night).
pub fn birth_sunrise(
    chart: &Chart,
    zone: chrono_tz::Tz,
    kind: RiseKind,
) -> Result<Option<JulianDay>, EphemerisError> {
    let eph = Ephemeris::with(&chart.settings);
    match day_start_of_kind(
        &eph,
        chart.jd,
        zone,
        (chart.latitude, chart.longitude),
        kind,
    ) {
        Ok((sunrise, _)) => Ok(Some(sunrise)),
        Err(PanchangError::NoSunrise(_)) => Ok(None),
        Err(PanchangError::Ephemeris(e)) => Err(e),
    }
}

/// Whole ghatis (24 minutes each, 60 a day) from `sunrise` to the birth.
pub fn ghatis_since(chart: &Chart, sunrise: JulianDay) -> u32 {
    ((chart.jd - sunrise).days() * 60.0).floor().max(0.0) as u32
}

/// Baladi (BPHS 45.2–3): the 6° part of the sign, counted from its start in an odd sign and
/// from its end in an even one.
pub fn baladi(g: &GrahaPosition) -> Baladi {
    let part = ((g.degree() / 6.0).floor() as usize).min(4);
    Baladi::ALL[if g.sign().is_odd() { part } else { 4 - part }]
}

/// Jagradadi (BPHS 45.4), by the sign and the natural relation with its lord.
pub fn jagradadi(chart: &Chart, p: Planet) -> Jagradadi {
    let sign = chart.graha(p).sign();
    if exaltation(p).is_some_and(|(s, _)| s == sign) || moolatrikona(p).0 == sign || owns(p, sign) {
        return Jagradadi::Jagrat;
    }
    if debilitation(p) == Some(sign) {
        return Jagradadi::Sushupti;
    }
    match natural_relation(p, sign.lord()) {
        Relation::Friend | Relation::Neutral => Jagradadi::Swapna,
        Relation::Enemy => Jagradadi::Sushupti,
    }
}

/// Deeptadi (Phaladeepika 3.1): see the module documentation for the order of the rules.
pub fn deeptadi(chart: &Chart, p: Planet) -> Deeptadi {
    let g = chart.graha(p);
    if is_combust(chart, p) {
        return Deeptadi::Vikala;
    }
    if defeated_in_war(chart, p) {
        return Deeptadi::Peedita;
    }
    match dignity(chart, p) {
        Dignity::Exalted => return Deeptadi::Deepta,
        Dignity::Debilitated => return Deeptadi::Bhita,
        Dignity::Moolatrikona | Dignity::Own => return Deeptadi::Swastha,
        _ => {}
    }
    if g.speed < 0.0 && !is_node(p) {
        return Deeptadi::Shakta;
    }
    match compound_relation(chart, p, g.sign().lord()) {
        Dignity::GreatFriend => Deeptadi::Mudita,
        Dignity::Friend => Deeptadi::Shanta,
        Dignity::Neutral => Deeptadi::Deena,
        _ => Deeptadi::Khala,
    }
}

fn is_node(p: Planet) -> bool {
    matches!(p, Planet::Rahu | Planet::Ketu)
}

/// The five star-planets, which alone go to war (Surya Siddhanta ch. 7).
const STAR_PLANETS: [Planet; 5] = [
    Planet::Mars,
    Planet::Mercury,
    Planet::Jupiter,
    Planet::Venus,
    Planet::Saturn,
];

/// Whether `p` is in a planetary war (another star-planet within 1° of longitude) and stands
/// south of its opponent in ecliptic latitude (Surya Siddhanta ch. 7).
pub fn defeated_in_war(chart: &Chart, p: Planet) -> bool {
    if !STAR_PLANETS.contains(&p) {
        return false;
    }
    let g = chart.graha(p);
    STAR_PLANETS.iter().filter(|&&q| q != p).any(|&q| {
        let o = chart.graha(q);
        g.longitude.separation(o.longitude) < 1.0 && g.latitude < o.latitude
    })
}

/// Whether `q` (one of the seven) aspects `p`'s sign by graha drishti (BPHS ch. 26).
fn aspects(chart: &Chart, q: Planet, p: Planet) -> bool {
    q != p
        && !is_node(q)
        && aspect_distance(
            q,
            chart.graha(q).sign(),
            chart.graha(p).sign(),
            NodeAspects::SeventhOnly,
        )
        .is_some()
}

/// Lajjitadi (BPHS 45.12–17): every one that holds.
pub fn lajjitadi(chart: &Chart, p: Planet) -> Vec<Lajjitadi> {
    let g = chart.graha(p);
    let sign = g.sign();
    let with = |q: Planet| q != p && chart.graha(q).sign() == sign;
    let aspecting: Vec<Planet> = Planet::ALL
        .iter()
        .copied()
        .filter(|&q| aspects(chart, q, p))
        .collect();
    let relation = |q: Planet| natural_relation(p, q);
    let lord = sign.lord();
    let lord_is = |r: Relation| lord != p && !owns(p, sign) && relation(lord) == r;
    let company_is = |r: Relation| {
        Planet::ALL
            .iter()
            .any(|&q| (with(q) || aspecting.contains(&q)) && relation(q) == r)
    };
    let nature = |q: Planet| natural_nature(chart, q);
    let malefic_aspect = aspecting
        .iter()
        .any(|&q| nature(q) == NaturalNature::Malefic);
    let benefic_aspect = aspecting
        .iter()
        .any(|&q| nature(q) == NaturalNature::Benefic);
    let mut out = Vec::new();
    let shaming = [
        Planet::Rahu,
        Planet::Ketu,
        Planet::Sun,
        Planet::Saturn,
        Planet::Mars,
    ];
    if g.house == 5 && shaming.iter().any(|&q| with(q)) {
        out.push(Lajjitadi::Lajjita);
    }
    if matches!(
        fixed_dignity(p, sign, g.degree()),
        Some(Dignity::Exalted | Dignity::Moolatrikona)
    ) {
        out.push(Lajjitadi::Garvita);
    }
    if lord_is(Relation::Enemy) || company_is(Relation::Enemy) || with(Planet::Saturn) {
        out.push(Lajjitadi::Kshudhita);
    }
    if sign.element() == Element::Water && malefic_aspect && !benefic_aspect {
        out.push(Lajjitadi::Trishita);
    }
    if lord_is(Relation::Friend) || company_is(Relation::Friend) || with(Planet::Jupiter) {
        out.push(Lajjitadi::Mudita);
    }
    let enemy_aspect = aspecting.iter().any(|&q| relation(q) == Relation::Enemy);
    if with(Planet::Sun) && (malefic_aspect || enemy_aspect) {
        out.push(Lajjitadi::Kshobhita);
    }
    out
}

/// A graha's number for shayanadi (BPHS 45.18): Sun 1 … Saturn 7, Rahu 8, Ketu 9.
fn graha_number(p: Planet) -> u32 {
    p.index() as u32 + 1
}

/// The navamsa a graha occupies, counted 1–9 within its sign.
pub fn navamsa_in_sign(g: &GrahaPosition) -> u32 {
    ((g.degree() / (30.0 / 9.0)).floor() as u32).min(8) + 1
}

/// Shayanadi (BPHS 45.18–20) for `ghatis` whole ghatis elapsed since sunrise.
pub fn shayanadi(chart: &Chart, p: Planet, ghatis: u32) -> Shayanadi {
    let g = chart.graha(p);
    let star = g.nakshatra().index() as u32 + 1;
    let janma = chart.graha(Planet::Moon).nakshatra().index() as u32 + 1;
    let lagna = chart.ascendant_sign().index() as u32 + 1;
    let sum = star * graha_number(p) * navamsa_in_sign(g) + janma + ghatis + lagna;
    // Remainder 1 is the first state, 0 the twelfth.
    Shayanadi::ALL[((sum + 11) % 12) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Longitude;

    fn at(lon: f64) -> GrahaPosition {
        GrahaPosition {
            planet: Planet::Sun,
            longitude: Longitude::new(lon),
            latitude: 0.0,
            speed: 1.0,
            house: 1,
            bhava: 1,
            retrograde: false,
        }
    }

    #[test]
    fn baladi_runs_forward_in_odd_signs_and_back_in_even() {
        // BPHS 45.2–3: Aries (odd) 3° bala, 29° mrita; Taurus (even) 3° mrita, 29° bala.
        assert_eq!(baladi(&at(3.0)), Baladi::Bala);
        assert_eq!(baladi(&at(29.0)), Baladi::Mrita);
        assert_eq!(baladi(&at(33.0)), Baladi::Mrita);
        assert_eq!(baladi(&at(59.0)), Baladi::Bala);
        assert_eq!(baladi(&at(75.0)), Baladi::Yuva);
    }

    #[test]
    fn navamsas_count_within_the_sign() {
        assert_eq!(navamsa_in_sign(&at(0.5)), 1);
        assert_eq!(navamsa_in_sign(&at(29.9)), 9);
        assert_eq!(navamsa_in_sign(&at(34.0)), 2);
    }

    #[test]
    fn names_are_kebab_case() {
        assert_eq!(Shayanadi::NrityaLipsa.name(), "nritya-lipsa");
        assert_eq!(Shayanadi::Nidra.name(), "nidra");
        assert_eq!(Deeptadi::Bhita.name(), "bhita");
        assert_eq!(Lajjitadi::Kshobhita.name(), "kshobhita");
        assert_eq!(Jagradadi::Sushupti.name(), "sushupti");
        assert_eq!(
            serde_json::to_value(Shayanadi::NrityaLipsa).unwrap(),
            "nritya-lipsa"
        );
    }
}
