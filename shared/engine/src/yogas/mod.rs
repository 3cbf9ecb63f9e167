//! Classical yogas: a catalogue of planetary combinations, each with its rule from a named
//! classical text, checked against the natal chart (rasi, whole-sign houses from the lagna).
//!
//! The catalogue is a table of [`Rule`]s (key, name, group, category, source, check function);
//! the rules themselves are code in the submodules:
//! - [`lunar_solar`]: the Moon's and the Sun's yogas (BPHS ch. 37, 38), Gaja Kesari, Amala,
//!   Shakata, Chandra-Mangala, Budha-Aditya;
//! - [`classical`]: Pancha Mahapurusha (BPHS ch. 75) and the "many other yogas" of BPHS ch. 36
//!   and Phaladeepika ch. 6 (Saraswati, Lakshmi, Parvata, Kahala, …, Papa Kartari, Daridra);
//! - [`raja`]: Raja yogas of kendra and trikona lords (BPHS ch. 34, 39), Dhana yoga (BPHS ch. 41),
//!   the three Viparita Raja yogas and the three Parivartana yogas (Phaladeepika ch. 6), Neecha
//!   Bhanga Raja yoga (Phaladeepika ch. 7);
//! - [`nabhasa`]: the 32 Nabhasa yogas of BPHS ch. 35;
//! - [`bphs_more`], [`raman_raja`], [`malika`]: further named yogas of BPHS ch. 36, Jataka
//!   Parijata ch. 7 and Phaladeepika ch. 6, and the Raja yogas of B. V. Raman's *Three Hundred
//!   Important Combinations*;
//! - [`dhana_more`], [`bhava`], [`arishta`]: Raman's numbered combinations for wealth and penury
//!   (from BPHS ch. 41–42), the body, the houses, disease and misfortune; [`common`] holds the
//!   facts they share.
//!
//! Conventions shared by the rules:
//! - "benefic" and "malefic" are natural, by [`super::aspects::natural_nature`] (BPHS ch. 3):
//!   Jupiter and Venus are benefics; the Moon while waxing; Mercury unless it shares a sign with
//!   a malefic; the Sun, Mars, Saturn, Rahu, Ketu and the waning Moon are malefics;
//! - aspects are graha drishti by sign, by [`super::aspects`] (BPHS ch. 26): every graha
//!   aspects the 7th sign from itself, Mars also the 4th and 8th, Jupiter the 5th and 9th,
//!   Saturn the 3rd and 10th; Rahu and Ketu the 5th, 7th and 9th (its default);
//! - two planets are *associated* when they share a sign, aspect each other, or exchange signs
//!   (BPHS ch. 34 v. 11–12 names these three for the kendra–trikona relation).
//!
//! Strength ([`strength_of`]) is judged from the forming planets: each one scores
//! 0.6 × its dignity score ([`Dignity::score`]) + 0.4 × a house score (kendra or trikona 1.0,
//! 2nd or 11th 0.6, 3rd 0.5, 6th, 8th or 12th 0.15), halved when it is combust; the mean over the
//! forming planets is strong from 0.6, moderate from 0.4, weak below.

mod arishta;
mod bhava;
mod bphs_more;
mod catalogue;
mod classical;
mod common;
mod dhana_more;
mod lunar_solar;
mod malika;
mod nabhasa;
mod raja;
mod raman_raja;

use super::aspects::{NaturalNature, NodeAspects, aspect_distance, natural_nature};
use super::chart::Chart;
use super::dignity::{Dignity, dignity, is_combust};
use super::types::{Planet, Sign};
use serde::{Deserialize, Serialize};
use std::fmt;

pub use catalogue::CATALOGUE;

/// Whether a yoga is good, bad or both. Serialised lowercase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Auspicious,
    Inauspicious,
    Mixed,
}

impl Category {
    pub fn name(self) -> &'static str {
        match self {
            Category::Auspicious => "auspicious",
            Category::Inauspicious => "inauspicious",
            Category::Mixed => "mixed",
        }
    }
}

/// How strongly a present yoga can act. Serialised lowercase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Strength {
    Weak,
    Moderate,
    Strong,
}

impl Strength {
    pub fn name(self) -> &'static str {
        match self {
            Strength::Weak => "weak",
            Strength::Moderate => "moderate",
            Strength::Strong => "strong",
        }
    }
}

/// The family a yoga belongs to. Serialised camelCase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum Group {
    Mahapurusha,
    Lunar,
    Solar,
    Raja,
    Dhana,
    Viparita,
    NeechaBhanga,
    Parivartana,
    Nabhasa,
    Other,
}

impl Group {
    pub fn name(self) -> &'static str {
        match self {
            Group::Mahapurusha => "mahapurusha",
            Group::Lunar => "lunar",
            Group::Solar => "solar",
            Group::Raja => "raja",
            Group::Dhana => "dhana",
            Group::Viparita => "viparita",
            Group::NeechaBhanga => "neechaBhanga",
            Group::Parivartana => "parivartana",
            Group::Nabhasa => "nabhasa",
            Group::Other => "other",
        }
    }
}

/// A classical text a rule comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum Text {
    /// Brihat Parashara Hora Shastra (chapter numbers as in R. Santhanam's translation).
    Bphs,
    /// Phaladeepika of Mantreswara.
    Phaladeepika,
    /// Saravali of Kalyana Varma.
    Saravali,
    /// Jataka Parijata of Vaidyanatha Dikshita.
    JatakaParijata,
    /// Three Hundred Important Combinations of B. V. Raman; its "chapter" is the number of the
    /// combination (the book numbers its 300 combinations).
    Raman,
}

impl Text {
    /// Short name, also the content key under `yogas.sources`.
    pub fn key(self) -> &'static str {
        match self {
            Text::Bphs => "BPHS",
            Text::Phaladeepika => "Phaladeepika",
            Text::Saravali => "Saravali",
            Text::JatakaParijata => "JatakaParijata",
            Text::Raman => "Raman",
        }
    }
}

/// Where a rule is stated: a text and its chapter (for [`Text::Raman`], the combination's
/// number).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Source {
    pub text: Text,
    pub chapter: u16,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.text {
            Text::Raman => write!(f, "Raman no. {}", self.chapter),
            _ => write!(f, "{} ch. {}", self.text.key(), self.chapter),
        }
    }
}

const fn src(text: Text, chapter: u16) -> Source {
    Source { text, chapter }
}

/// Every [`Detail`] template: each has a text under `yogas.details` in every language of the
/// content (checked by graha's content tests), and [`detail_key!`] refuses any other name when
/// the code is compiled.
pub const DETAIL_KEYS: &[&str] = &[
    "conjunct",
    "exchange",
    "kemadrumaKendraLagna",
    "kemadrumaKendraMoon",
    "mutualAspect",
    "nbDispositorAspect",
    "nbDispositorKendra",
    "nbExaltationLordKendra",
    "nbExaltedThereKendra",
    "shakataCancelled",
];

/// Whether `key` is one of [`DETAIL_KEYS`] (a `const fn`, for [`detail_key!`]).
pub const fn is_detail_key(key: &str) -> bool {
    let mut i = 0;
    while i < DETAIL_KEYS.len() {
        let k = DETAIL_KEYS[i].as_bytes();
        let b = key.as_bytes();
        if k.len() == b.len() {
            let mut j = 0;
            while j < k.len() && k[j] == b[j] {
                j += 1;
            }
            if j == k.len() {
                return true;
            }
        }
        i += 1;
    }
    false
}

/// The name of a [`Detail`]'s template: one of [`DETAIL_KEYS`], or the code does not compile.
macro_rules! detail_key {
    ($key:literal) => {{
        const _: () = ::core::assert!(
            crate::yogas::is_detail_key($key),
            ::core::concat!("`", $key, "` is not in yogas::DETAIL_KEYS")
        );
        $key
    }};
}
use detail_key;

/// A fact found while checking a rule that a reader should see: which pair formed a raja
/// yoga, which condition cancelled a debilitation or a Kemadruma. `key` names a content
/// template under `yogas.details` (made with `detail_key!`); `planets` and `houses` fill it,
/// in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Detail {
    pub key: &'static str,
    pub planets: Vec<Planet>,
    pub houses: Vec<u8>,
}

impl Detail {
    fn new(key: &'static str, planets: Vec<Planet>, houses: Vec<u8>) -> Self {
        Detail {
            key,
            planets,
            houses,
        }
    }
}

/// What a rule found in a chart.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Formation {
    pub present: bool,
    /// The planets forming the yoga (empty when absent).
    pub planets: Vec<Planet>,
    /// Facts worth showing (pairs, cancellations); may be non-empty when absent, e.g. a
    /// Kemadruma formed but cancelled.
    pub details: Vec<Detail>,
}

impl Formation {
    fn absent() -> Self {
        Formation::default()
    }
    fn present(planets: Vec<Planet>) -> Self {
        Formation {
            present: true,
            planets,
            details: Vec::new(),
        }
    }
    /// Present with `planets` when `cond`, absent otherwise.
    fn when(cond: bool, planets: Vec<Planet>) -> Self {
        if cond {
            Formation::present(planets)
        } else {
            Formation::absent()
        }
    }
}

/// A catalogue entry: the yoga's identity and its rule.
pub struct Rule {
    /// camelCase identifier, also the content key (`yogas.list.<key>`).
    pub key: &'static str,
    /// English name as published.
    pub name: &'static str,
    pub group: Group,
    pub category: Category,
    pub source: Source,
    check: fn(&Chart) -> Formation,
}

impl fmt::Debug for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Rule").field("key", &self.key).finish()
    }
}

impl Rule {
    /// Checks this rule against a chart.
    pub fn check(&self, chart: &Chart) -> Formation {
        (self.check)(chart)
    }
}

/// One catalogue entry judged against a chart.
#[derive(Debug, Clone)]
pub struct Yoga {
    pub rule: &'static Rule,
    pub present: bool,
    /// `None` when absent.
    pub strength: Option<Strength>,
    pub planets: Vec<Planet>,
    pub details: Vec<Detail>,
}

/// The catalogue entry with this key.
pub fn rule(key: &str) -> Option<&'static Rule> {
    CATALOGUE.iter().find(|r| r.key == key)
}

/// Judges every yoga of the catalogue against a chart, in catalogue order.
pub fn evaluate(chart: &Chart) -> Vec<Yoga> {
    CATALOGUE.iter().map(|r| judge(chart, r)).collect()
}

/// Judges one rule against a chart.
pub fn judge(chart: &Chart, rule: &'static Rule) -> Yoga {
    let f = rule.check(chart);
    let strength = f.present.then(|| strength_of(chart, &f.planets));
    Yoga {
        rule,
        present: f.present,
        strength,
        planets: if f.present { f.planets } else { Vec::new() },
        details: f.details,
    }
}

/// Strength of one planet for yoga purposes, 0–1 (see the module documentation).
pub fn planet_strength(chart: &Chart, p: Planet) -> f64 {
    let d = dignity(chart, p).score();
    let h = match chart.graha(p).house {
        1 | 4 | 5 | 7 | 9 | 10 => 1.0,
        2 | 11 => 0.6,
        3 => 0.5,
        _ => 0.15,
    };
    let s = 0.6 * d + 0.4 * h;
    if is_combust(chart, p) { s * 0.5 } else { s }
}

/// Strength of a yoga from its forming planets (moderate when none are named).
pub fn strength_of(chart: &Chart, planets: &[Planet]) -> Strength {
    if planets.is_empty() {
        return Strength::Moderate;
    }
    let mean = planets
        .iter()
        .map(|&p| planet_strength(chart, p))
        .sum::<f64>()
        / planets.len() as f64;
    if mean >= 0.6 {
        Strength::Strong
    } else if mean >= 0.4 {
        Strength::Moderate
    } else {
        Strength::Weak
    }
}

// ---- helpers shared by the rules -------------------------------------------------------------

/// Kendra houses (1, 4, 7, 10).
pub(crate) fn is_kendra(h: u8) -> bool {
    matches!(h, 1 | 4 | 7 | 10)
}

/// Trikona houses (1, 5, 9).
pub(crate) fn is_trikona(h: u8) -> bool {
    matches!(h, 1 | 5 | 9)
}

/// Dusthana houses (6, 8, 12).
pub(crate) fn is_dusthana(h: u8) -> bool {
    matches!(h, 6 | 8 | 12)
}

/// Sign of a planet.
fn sign(chart: &Chart, p: Planet) -> Sign {
    chart.graha(p).sign()
}

/// Lord of a house (1–12) from the lagna.
fn lord(chart: &Chart, h: u8) -> Planet {
    chart.house_sign(h).lord()
}

/// The `candidates` placed in house `h` counted from the sign `from`.
fn in_house_from(chart: &Chart, from: Sign, h: u8, candidates: &[Planet]) -> Vec<Planet> {
    candidates
        .iter()
        .copied()
        .filter(|&p| from.house_of(sign(chart, p)) == h)
        .collect()
}

/// Natural benefic in this chart (BPHS ch. 3, by [`natural_nature`]): Jupiter, Venus, the
/// waxing Moon, and Mercury unless it shares a sign with a malefic.
pub(crate) fn is_benefic(chart: &Chart, p: Planet) -> bool {
    natural_nature(chart, p) == NaturalNature::Benefic
}

/// Whether `a` casts a full graha drishti on the sign `b` occupies (BPHS ch. 26, by
/// [`aspect_distance`]; the nodes cast the 5th, 7th and 9th).
pub(crate) fn aspects(chart: &Chart, a: Planet, b: Planet) -> bool {
    aspect_distance(
        a,
        sign(chart, a),
        sign(chart, b),
        NodeAspects::FiveSevenNine,
    )
    .is_some()
}

/// How two planets are associated, if at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Association {
    Conjunction,
    Exchange,
    MutualAspect,
}

impl Association {
    fn detail_key(self) -> &'static str {
        match self {
            Association::Conjunction => detail_key!("conjunct"),
            Association::Exchange => detail_key!("exchange"),
            Association::MutualAspect => detail_key!("mutualAspect"),
        }
    }
}

/// Conjunction (same sign), exchange of signs, or mutual aspect (BPHS ch. 34 v. 11–12).
pub(crate) fn association(chart: &Chart, a: Planet, b: Planet) -> Option<Association> {
    if a == b {
        return None;
    }
    let (sa, sb) = (sign(chart, a), sign(chart, b));
    if sa == sb {
        Some(Association::Conjunction)
    } else if sa.lord() == b && sb.lord() == a {
        Some(Association::Exchange)
    } else if aspects(chart, a, b) && aspects(chart, b, a) {
        Some(Association::MutualAspect)
    } else {
        None
    }
}

/// A lord "strong" enough for the BPHS ch. 36 conditions: not debilitated, in an enemy's sign
/// or combust, and not in a dusthana.
fn is_strong_lord(chart: &Chart, p: Planet) -> bool {
    !matches!(
        dignity(chart, p),
        Dignity::Debilitated | Dignity::Enemy | Dignity::GreatEnemy
    ) && !is_combust(chart, p)
        && !is_dusthana(chart.graha(p).house)
}

/// Own sign, moolatrikona or exaltation.
fn dignified(chart: &Chart, p: Planet) -> bool {
    matches!(
        dignity(chart, p),
        Dignity::Exalted | Dignity::Moolatrikona | Dignity::Own
    )
}

/// Removes repeats, keeping the first occurrence of each planet.
fn dedup(mut v: Vec<Planet>) -> Vec<Planet> {
    let mut seen = [false; 9];
    v.retain(|p| !std::mem::replace(&mut seen[p.index()], true));
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalogue_keys_are_unique_and_at_least_sixty() {
        let mut keys: Vec<&str> = CATALOGUE.iter().map(|r| r.key).collect();
        let n = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), n);
        assert!(n >= 60, "{n} yogas");
    }

    #[test]
    fn source_displays_as_citation() {
        assert_eq!(src(Text::Bphs, 35).to_string(), "BPHS ch. 35");
    }
}
