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
//! - [`nabhasa`]: the 32 Nabhasa yogas of BPHS ch. 35.
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

mod classical;
mod lunar_solar;
mod nabhasa;
mod raja;

use super::aspects::{NaturalNature, NodeAspects, aspect_distance, natural_nature};
use super::chart::Chart;
use super::dignity::{Dignity, dignity, is_combust};
use super::types::{Planet, Sign};
use serde::{Deserialize, Serialize};
use std::fmt;

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
}

impl Text {
    /// Short name, also the content key under `yogas.sources`.
    pub fn key(self) -> &'static str {
        match self {
            Text::Bphs => "BPHS",
            Text::Phaladeepika => "Phaladeepika",
            Text::Saravali => "Saravali",
            Text::JatakaParijata => "JatakaParijata",
        }
    }
}

/// Where a rule is stated: a text and its chapter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Source {
    pub text: Text,
    pub chapter: u8,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ch. {}", self.text.key(), self.chapter)
    }
}

const fn src(text: Text, chapter: u8) -> Source {
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

/// A catalogue entry; its texts (`yogas.list.<key>.name`, `.description`) exist in every
/// language of the content (checked by graha's content tests).
macro_rules! rule {
    ($key:literal, $name:literal, $group:ident, $cat:ident, $text:ident $ch:literal, $f:path) => {
        Rule {
            key: $key,
            name: $name,
            group: Group::$group,
            category: Category::$cat,
            source: src(Text::$text, $ch),
            check: $f,
        }
    };
}

/// The catalogue, in the order replies list it.
pub static CATALOGUE: &[Rule] = &[
    // Pancha Mahapurusha: BPHS ch. 75 (Phaladeepika ch. 6 v. 1 agrees).
    rule!("ruchaka", "Ruchaka Yoga", Mahapurusha, Auspicious, Bphs 75, classical::ruchaka),
    rule!("bhadra", "Bhadra Yoga", Mahapurusha, Auspicious, Bphs 75, classical::bhadra),
    rule!("hamsa", "Hamsa Yoga", Mahapurusha, Auspicious, Bphs 75, classical::hamsa),
    rule!("malavya", "Malavya Yoga", Mahapurusha, Auspicious, Bphs 75, classical::malavya),
    rule!("shasha", "Shasha Yoga", Mahapurusha, Auspicious, Bphs 75, classical::shasha),
    // The Moon's yogas.
    rule!("gajaKesari", "Gaja Kesari Yoga", Lunar, Auspicious, Bphs 36, lunar_solar::gaja_kesari),
    rule!("sunapha", "Sunapha Yoga", Lunar, Auspicious, Bphs 37, lunar_solar::sunapha),
    rule!("anapha", "Anapha Yoga", Lunar, Auspicious, Bphs 37, lunar_solar::anapha),
    rule!("durudhura", "Durudhura Yoga", Lunar, Auspicious, Bphs 37, lunar_solar::durudhura),
    rule!("kemadruma", "Kemadruma Yoga", Lunar, Inauspicious, Bphs 37, lunar_solar::kemadruma),
    rule!("adhi", "Adhi Yoga", Lunar, Auspicious, Bphs 37, lunar_solar::adhi),
    rule!("chandraMangala", "Chandra-Mangala Yoga", Lunar, Mixed, Saravali 15, lunar_solar::chandra_mangala),
    rule!("amala", "Amala Yoga", Lunar, Auspicious, Bphs 36, lunar_solar::amala),
    rule!("shakata", "Shakata Yoga", Lunar, Inauspicious, Phaladeepika 6, lunar_solar::shakata),
    // The Sun's yogas.
    rule!("vesi", "Vesi Yoga", Solar, Auspicious, Bphs 38, lunar_solar::vesi),
    rule!("vasi", "Vasi Yoga", Solar, Auspicious, Bphs 38, lunar_solar::vasi),
    rule!("ubhayachari", "Ubhayachari Yoga", Solar, Auspicious, Bphs 38, lunar_solar::ubhayachari),
    rule!("budhaAditya", "Budha-Aditya Yoga", Solar, Auspicious, Saravali 15, lunar_solar::budha_aditya),
    // Raja, dhana, viparita, neecha bhanga, parivartana.
    rule!("kendraTrikonaRaja", "Raja Yoga (Kendra–Trikona lords)", Raja, Auspicious, Bphs 34, raja::kendra_trikona),
    rule!("dharmaKarmadhipati", "Dharma-Karmadhipati Yoga", Raja, Auspicious, Bphs 39, raja::dharma_karmadhipati),
    rule!("dhana", "Dhana Yoga", Dhana, Auspicious, Bphs 41, raja::dhana),
    rule!("harsha", "Harsha Yoga (Viparita Raja)", Viparita, Auspicious, Phaladeepika 6, raja::harsha),
    rule!("sarala", "Sarala Yoga (Viparita Raja)", Viparita, Auspicious, Phaladeepika 6, raja::sarala),
    rule!("vimala", "Vimala Yoga (Viparita Raja)", Viparita, Auspicious, Phaladeepika 6, raja::vimala),
    rule!("neechaBhangaRaja", "Neecha Bhanga Raja Yoga", NeechaBhanga, Auspicious, Phaladeepika 7, raja::neecha_bhanga),
    rule!("mahaParivartana", "Maha Parivartana Yoga", Parivartana, Auspicious, Phaladeepika 6, raja::maha_parivartana),
    rule!("khalaParivartana", "Khala Parivartana Yoga", Parivartana, Mixed, Phaladeepika 6, raja::khala_parivartana),
    rule!("dainyaParivartana", "Dainya Parivartana Yoga", Parivartana, Inauspicious, Phaladeepika 6, raja::dainya_parivartana),
    // BPHS ch. 36 and Phaladeepika ch. 6: many other yogas.
    rule!("saraswati", "Saraswati Yoga", Other, Auspicious, Phaladeepika 6, classical::saraswati),
    rule!("lakshmi", "Lakshmi Yoga", Other, Auspicious, Bphs 36, classical::lakshmi),
    rule!("parvata", "Parvata Yoga", Other, Auspicious, Bphs 36, classical::parvata),
    rule!("kahala", "Kahala Yoga", Other, Auspicious, Bphs 36, classical::kahala),
    rule!("chamara", "Chamara Yoga", Other, Auspicious, Bphs 36, classical::chamara),
    rule!("shankha", "Shankha Yoga", Other, Auspicious, Bphs 36, classical::shankha),
    rule!("bheri", "Bheri Yoga", Other, Auspicious, Bphs 36, classical::bheri),
    rule!("shrinatha", "Shrinatha Yoga", Other, Auspicious, Bphs 36, classical::shrinatha),
    rule!("kalanidhi", "Kalanidhi Yoga", Other, Auspicious, Bphs 36, classical::kalanidhi),
    rule!("vasumati", "Vasumati Yoga", Other, Auspicious, Phaladeepika 6, classical::vasumati),
    rule!("shubhaKartari", "Shubha Kartari Yoga", Other, Auspicious, Bphs 36, classical::shubha_kartari),
    rule!("papaKartari", "Papa Kartari Yoga", Other, Inauspicious, Bphs 36, classical::papa_kartari),
    rule!("daridra", "Daridra Yoga", Other, Inauspicious, Bphs 42, classical::daridra),
    // Nabhasa: BPHS ch. 35. Ashraya (3), Dala (2), Akriti (20), Sankhya (7).
    rule!("rajju", "Rajju Yoga", Nabhasa, Mixed, Bphs 35, nabhasa::rajju),
    rule!("musala", "Musala Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::musala),
    rule!("nala", "Nala Yoga", Nabhasa, Mixed, Bphs 35, nabhasa::nala),
    rule!("mala", "Mala Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::mala),
    rule!("sarpa", "Sarpa Yoga", Nabhasa, Inauspicious, Bphs 35, nabhasa::sarpa),
    rule!("gada", "Gada Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::gada),
    rule!("shakataNabhasa", "Shakata Yoga (Nabhasa)", Nabhasa, Inauspicious, Bphs 35, nabhasa::shakata),
    rule!("vihaga", "Vihaga Yoga", Nabhasa, Mixed, Bphs 35, nabhasa::vihaga),
    rule!("shringataka", "Shringataka Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::shringataka),
    rule!("hala", "Hala Yoga", Nabhasa, Mixed, Bphs 35, nabhasa::hala),
    rule!("vajra", "Vajra Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::vajra),
    rule!("yava", "Yava Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::yava),
    rule!("kamala", "Kamala Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::kamala),
    rule!("vapi", "Vapi Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::vapi),
    rule!("yupa", "Yupa Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::yupa),
    rule!("ishu", "Ishu Yoga", Nabhasa, Mixed, Bphs 35, nabhasa::ishu),
    rule!("shakti", "Shakti Yoga", Nabhasa, Mixed, Bphs 35, nabhasa::shakti),
    rule!("danda", "Danda Yoga", Nabhasa, Inauspicious, Bphs 35, nabhasa::danda),
    rule!("nauka", "Nauka Yoga", Nabhasa, Mixed, Bphs 35, nabhasa::nauka),
    rule!("kuta", "Kuta Yoga", Nabhasa, Inauspicious, Bphs 35, nabhasa::kuta),
    rule!("chhatra", "Chhatra Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::chhatra),
    rule!("chapa", "Chapa Yoga", Nabhasa, Mixed, Bphs 35, nabhasa::chapa),
    rule!("ardhaChandra", "Ardha Chandra Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::ardha_chandra),
    rule!("chakra", "Chakra Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::chakra),
    rule!("samudra", "Samudra Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::samudra),
    rule!("vallaki", "Vallaki (Veena) Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::vallaki),
    rule!("damini", "Damini Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::damini),
    rule!("pasha", "Pasha Yoga", Nabhasa, Mixed, Bphs 35, nabhasa::pasha),
    rule!("kedara", "Kedara Yoga", Nabhasa, Auspicious, Bphs 35, nabhasa::kedara),
    rule!("shula", "Shula Yoga", Nabhasa, Inauspicious, Bphs 35, nabhasa::shula),
    rule!("yuga", "Yuga Yoga", Nabhasa, Inauspicious, Bphs 35, nabhasa::yuga),
    rule!("gola", "Gola Yoga", Nabhasa, Inauspicious, Bphs 35, nabhasa::gola),
];

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
