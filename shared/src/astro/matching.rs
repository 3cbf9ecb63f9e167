//! Ashtakoot (aṣṭakūṭa, Gun Milan): the eight-fold comparison of a bride's and a groom's natal
//! Moon for marriage, 36 points in all, with the Nadi and Bhakoot doshas and their classical
//! exceptions, and the Manglik comparison of the two charts.
//!
//! The kootas and their weights (varna 1, vashya 2, tara 3, yoni 4, graha maitri 5, gana 6,
//! bhakoot 7, nadi 8) are those of Muhurta Chintamani ch. 6 (vivāha prakaraṇa) as tabulated in
//! the standard North Indian manuals; where the manuals print a points table, the table used is
//! named beside it. Conventions (DESIGN §7): `obtained` points are the table values and their
//! sum is the raw score; the score after the Nadi and Bhakoot exceptions is a separate figure.
//!
//! Gana, yoni and nadi of a nakshatra come from [`super::nakshatra_lore`]; this module holds
//! only what compares two Moons.

use super::dignity::{Relation, natural_relation};
use super::mangal::MangalDosha;
use super::nakshatra_lore::{Animal, Gana, Nadi, Yoni, gana, nadi, yoni};
use super::types::{Longitude, Nakshatra, Planet, Sign};
use serde::{Deserialize, Serialize};

/// Points of the whole Ashtakoot.
pub const MAX_POINTS: f64 = 36.0;

/// The four varnas, highest first, by the Moon's sign: Cancer, Scorpio, Pisces (water) Brahmin;
/// Aries, Leo, Sagittarius (fire) Kshatriya; Taurus, Virgo, Capricorn (earth) Vaishya; Gemini,
/// Libra, Aquarius (air) Shudra (Muhurta Chintamani ch. 6).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    utoipa::ToSchema,
)]
#[schema(as = KootaVarna)]
pub enum Varna {
    Brahmin,
    Kshatriya,
    Vaishya,
    Shudra,
}

impl Varna {
    /// Varna of a Moon sign.
    pub fn of_sign(s: Sign) -> Varna {
        use super::types::Element;
        match s.element() {
            Element::Water => Varna::Brahmin,
            Element::Fire => Varna::Kshatriya,
            Element::Earth => Varna::Vaishya,
            Element::Air => Varna::Shudra,
        }
    }
    /// English name as published.
    pub fn name(self) -> &'static str {
        match self {
            Varna::Brahmin => "Brahmin",
            Varna::Kshatriya => "Kshatriya",
            Varna::Vaishya => "Vaishya",
            Varna::Shudra => "Shudra",
        }
    }
}

/// The five vashya classes of the Moon's sign (Muhurta Chintamani ch. 6): quadruped
/// (chatushpada), human (manava), water-dwelling (jalachara), wild (vanachara, Leo) and insect
/// (keeta, Scorpio). Sagittarius is human in its first half and quadruped in its second;
/// Capricorn quadruped in its first half and water-dwelling in its second.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
pub enum Vashya {
    Chatushpada,
    Manava,
    Jalachara,
    Vanachara,
    Keeta,
}

impl Vashya {
    /// Vashya class of a Moon longitude (the half of Sagittarius and Capricorn matters).
    pub fn of_moon(moon: Longitude) -> Vashya {
        use Sign::*;
        let second_half = moon.degree_in_sign() >= 15.0;
        match moon.sign() {
            Aries | Taurus => Vashya::Chatushpada,
            Gemini | Virgo | Libra | Aquarius => Vashya::Manava,
            Cancer | Pisces => Vashya::Jalachara,
            Leo => Vashya::Vanachara,
            Scorpio => Vashya::Keeta,
            Sagittarius if second_half => Vashya::Chatushpada,
            Sagittarius => Vashya::Manava,
            Capricorn if second_half => Vashya::Jalachara,
            Capricorn => Vashya::Chatushpada,
        }
    }
    /// English name as published.
    pub fn name(self) -> &'static str {
        match self {
            Vashya::Chatushpada => "Chatushpada",
            Vashya::Manava => "Manava",
            Vashya::Jalachara => "Jalachara",
            Vashya::Vanachara => "Vanachara",
            Vashya::Keeta => "Keeta",
        }
    }
}

/// The nine taras counted from one nakshatra to another (remainder of the inclusive count by 9;
/// Muhurta Chintamani ch. 6): Vipat (3), Pratyari (5) and Vadha (7) are the inauspicious ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
pub enum Tara {
    Janma,
    Sampat,
    Vipat,
    Kshema,
    Pratyari,
    Sadhaka,
    Vadha,
    Mitra,
    ParamaMitra,
}

impl Tara {
    /// The tara of `to` counted from `from` (both counted as 1, 27 in all).
    pub fn counted(from: Nakshatra, to: Nakshatra) -> (u8, Tara) {
        let count = (to.index() + 27 - from.index()) % 27 + 1;
        let tara = [
            Tara::ParamaMitra,
            Tara::Janma,
            Tara::Sampat,
            Tara::Vipat,
            Tara::Kshema,
            Tara::Pratyari,
            Tara::Sadhaka,
            Tara::Vadha,
            Tara::Mitra,
        ][count % 9];
        (count as u8, tara)
    }
    /// Vipat, Pratyari and Vadha are inauspicious.
    pub fn is_good(self) -> bool {
        !matches!(self, Tara::Vipat | Tara::Pratyari | Tara::Vadha)
    }
    /// English name as published.
    pub fn name(self) -> &'static str {
        match self {
            Tara::Janma => "Janma",
            Tara::Sampat => "Sampat",
            Tara::Vipat => "Vipat",
            Tara::Kshema => "Kshema",
            Tara::Pratyari => "Pratyari",
            Tara::Sadhaka => "Sadhaka",
            Tara::Vadha => "Vadha",
            Tara::Mitra => "Mitra",
            Tara::ParamaMitra => "Parama Mitra",
        }
    }
}

/// The eight kootas in the classical order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Koota {
    Varna,
    Vashya,
    Tara,
    Yoni,
    GrahaMaitri,
    Gana,
    Bhakoot,
    Nadi,
}

impl Koota {
    /// All eight, in order.
    pub const ALL: [Koota; 8] = [
        Koota::Varna,
        Koota::Vashya,
        Koota::Tara,
        Koota::Yoni,
        Koota::GrahaMaitri,
        Koota::Gana,
        Koota::Bhakoot,
        Koota::Nadi,
    ];
    /// The reply key (spec §2.6): `varna`, …, `grahamaitri`, …, `nadi`.
    pub fn key(self) -> &'static str {
        match self {
            Koota::Varna => "varna",
            Koota::Vashya => "vashya",
            Koota::Tara => "tara",
            Koota::Yoni => "yoni",
            Koota::GrahaMaitri => "grahamaitri",
            Koota::Gana => "gana",
            Koota::Bhakoot => "bhakoot",
            Koota::Nadi => "nadi",
        }
    }
    /// English name as published.
    pub fn name(self) -> &'static str {
        match self {
            Koota::Varna => "Varna",
            Koota::Vashya => "Vashya",
            Koota::Tara => "Tara",
            Koota::Yoni => "Yoni",
            Koota::GrahaMaitri => "Graha Maitri",
            Koota::Gana => "Gana",
            Koota::Bhakoot => "Bhakoot",
            Koota::Nadi => "Nadi",
        }
    }
    /// The koota's weight: 1 … 8 in order (spec §2.6).
    pub fn max_points(self) -> f64 {
        (self as usize + 1) as f64
    }
}

/// What the kootas read from one partner's natal Moon.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MoonProfile {
    pub longitude: Longitude,
    pub sign: Sign,
    pub nakshatra: Nakshatra,
    /// 1–4.
    pub pada: u8,
    pub varna: Varna,
    pub vashya: Vashya,
    pub yoni: Yoni,
    pub gana: Gana,
    pub nadi: Nadi,
}

impl MoonProfile {
    /// Reads a natal Moon's sidereal longitude.
    pub fn new(moon: Longitude) -> Self {
        let nakshatra = moon.nakshatra();
        MoonProfile {
            longitude: moon,
            sign: moon.sign(),
            nakshatra,
            pada: moon.pada(),
            varna: Varna::of_sign(moon.sign()),
            vashya: Vashya::of_moon(moon),
            yoni: yoni(nakshatra),
            gana: gana(nakshatra),
            nadi: nadi(nakshatra),
        }
    }
    /// Lord of the Moon's sign.
    pub fn lord(&self) -> Planet {
        self.sign.lord()
    }
}

/// Varna: 1 when the groom's varna is the same as or higher than the bride's.
pub fn varna_points(bride: Varna, groom: Varna) -> f64 {
    if groom <= bride { 1.0 } else { 0.0 }
}

/// Vashya points, rows the bride's class, columns the groom's, in the order chatushpada,
/// manava, jalachara, vanachara, keeta. Not symmetric. The table of the North Indian manuals
/// as printed in Maitreya (M. Pettau, `Partner.cpp`, groom rows there) and saravali.de.
const VASHYA_POINTS: [[f64; 5]; 5] = [
    [2.0, 0.0, 0.0, 0.5, 0.0],
    [1.0, 2.0, 1.0, 0.5, 1.0],
    [0.5, 1.0, 2.0, 1.0, 1.0],
    [0.0, 0.0, 0.0, 2.0, 0.0],
    [1.0, 1.0, 1.0, 0.0, 2.0],
];

pub fn vashya_points(bride: Vashya, groom: Vashya) -> f64 {
    VASHYA_POINTS[bride as usize][groom as usize]
}

/// Tara: 1.5 for each direction (bride → groom, groom → bride) whose tara is auspicious.
pub fn tara_points(bride: Nakshatra, groom: Nakshatra) -> f64 {
    [Tara::counted(bride, groom).1, Tara::counted(groom, bride).1]
        .iter()
        .filter(|t| t.is_good())
        .count() as f64
        * 1.5
}

/// Yoni points (symmetric): 4 same animal, 3 friendly, 2 neutral, 1 unfriendly, 0 sworn
/// enemies (horse–buffalo, elephant–lion, sheep–monkey, serpent–mongoose, dog–deer, cat–rat,
/// cow–tiger). Order of [`Animal::ALL`]: horse, elephant, sheep, serpent, dog, cat, rat, cow,
/// buffalo, tiger, deer, monkey, mongoose, lion. The table of the North Indian manuals (Muhurta Chintamani
/// ch. 6 for the enemy pairs), as printed by saravali.de and PyJHora.
const YONI_POINTS: [[u8; 14]; 14] = [
    [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
    [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
    [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
    [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
    [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
    [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
    [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
    [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
    [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
    [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
    [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
    [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
    [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
    [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/// Yoni points of two animals (the sex of the yoni does not change the points).
pub fn yoni_points(bride: Animal, groom: Animal) -> f64 {
    f64::from(YONI_POINTS[bride.index()][groom.index()])
}

/// Graha maitri from the natural relationships (BPHS ch. 3) of the two Moon-sign lords, each
/// towards the other: same lord or mutual friends 5, friend–neutral 4, both neutral 3,
/// friend–enemy 1, neutral–enemy 0.5, mutual enemies 0 (Muhurta Chintamani ch. 6 table).
pub fn graha_maitri_points(bride_lord: Planet, groom_lord: Planet) -> f64 {
    use Relation::*;
    if bride_lord == groom_lord {
        return 5.0;
    }
    match (
        natural_relation(bride_lord, groom_lord),
        natural_relation(groom_lord, bride_lord),
    ) {
        (Friend, Friend) => 5.0,
        (Friend, Neutral) | (Neutral, Friend) => 4.0,
        (Neutral, Neutral) => 3.0,
        (Friend, Enemy) | (Enemy, Friend) => 1.0,
        (Neutral, Enemy) | (Enemy, Neutral) => 0.5,
        (Enemy, Enemy) => 0.0,
    }
}

/// Index of a gana in the order deva, manushya, rakshasa.
fn gana_index(g: Gana) -> usize {
    match g {
        Gana::Deva => 0,
        Gana::Manushya => 1,
        Gana::Rakshasa => 2,
    }
}

/// Gana points, rows the bride's gana, columns the groom's (deva, manushya, rakshasa). Not
/// symmetric: a manushya bride with a deva groom 5, the reverse 6; a rakshasa bride with a
/// deva groom 1, the reverse 0. Maitreya (`Partner.cpp`) and saravali.de, as in the North
/// Indian manuals.
const GANA_POINTS: [[f64; 3]; 3] = [[6.0, 6.0, 0.0], [5.0, 6.0, 0.0], [1.0, 0.0, 6.0]];

pub fn gana_points(bride: Gana, groom: Gana) -> f64 {
    GANA_POINTS[gana_index(bride)][gana_index(groom)]
}

/// The three kinds of Bhakoot dosha, by the groom's sign counted from the bride's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum BhakootKind {
    /// 2nd / 12th (dvirdvādaśa).
    DviDvadasha,
    /// 5th / 9th (navapañcama).
    NavaPanchama,
    /// 6th / 8th (ṣaḍaṣṭaka).
    ShadAshtaka,
}

impl BhakootKind {
    /// The kind for the groom's sign counted from the bride's (1–12); `None` for the good
    /// distances 1/1, 3/11, 4/10, 7/7.
    pub fn of_distance(house: u8) -> Option<BhakootKind> {
        match house {
            2 | 12 => Some(BhakootKind::DviDvadasha),
            5 | 9 => Some(BhakootKind::NavaPanchama),
            6 | 8 => Some(BhakootKind::ShadAshtaka),
            _ => None,
        }
    }
    /// camelCase name as published.
    pub fn key(self) -> &'static str {
        match self {
            BhakootKind::DviDvadasha => "dviDvadasha",
            BhakootKind::NavaPanchama => "navaPanchama",
            BhakootKind::ShadAshtaka => "shadAshtaka",
        }
    }
}

/// Bhakoot (rāśi kūṭa): 7 unless the signs stand 2/12, 5/9 or 6/8 from each other.
pub fn bhakoot_points(bride: Sign, groom: Sign) -> f64 {
    if BhakootKind::of_distance(bride.house_of(groom)).is_some() {
        0.0
    } else {
        7.0
    }
}

/// Nadi: 8 when the nadis differ, 0 when they are the same (nāḍī doṣa).
pub fn nadi_points(bride: Nadi, groom: Nadi) -> f64 {
    if bride == groom { 0.0 } else { 8.0 }
}

/// A classical exception to the Nadi dosha. Muhurta Chintamani ch. 6: "rāśyaikye ced
/// bhinnam ṛkṣaṁ dvayoḥ syān nakṣatraikye rāśiyugmaṁ tathaiva / nāḍīdoṣo no gaṇānāṁ ca doṣo
/// nakṣatraikye pādabhede śubhaṁ syāt" — same sign but different nakshatras, the same nakshatra
/// in different signs, or the same nakshatra in different padas: no Nadi (or Gana) dosha.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum NadiCancellation {
    SameRashiDifferentNakshatra,
    SameNakshatraDifferentRashi,
    SameNakshatraDifferentPada,
}

impl NadiCancellation {
    /// camelCase name as published (also the content key).
    pub fn key(self) -> &'static str {
        match self {
            NadiCancellation::SameRashiDifferentNakshatra => "sameRashiDifferentNakshatra",
            NadiCancellation::SameNakshatraDifferentRashi => "sameNakshatraDifferentRashi",
            NadiCancellation::SameNakshatraDifferentPada => "sameNakshatraDifferentPada",
        }
    }
}

/// A classical exception to the Bhakoot dosha (Muhurta Chintamani ch. 6 with the Pīyūṣadhārā
/// commentary: a bad bhakoot is harmless when the two sign lords are one planet, or are
/// friends of each other).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum BhakootCancellation {
    /// Both Moon signs have the same lord (Aries–Scorpio, Taurus–Libra, Capricorn–Aquarius).
    SameLord,
    /// The lords are natural friends of each other (BPHS ch. 3), both ways.
    FriendlyLords,
}

impl BhakootCancellation {
    /// camelCase name as published (also the content key).
    pub fn key(self) -> &'static str {
        match self {
            BhakootCancellation::SameLord => "sameLord",
            BhakootCancellation::FriendlyLords => "friendlyLords",
        }
    }
}

/// The Nadi dosha: both Moons in the same nadi.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NadiDosha {
    pub nadi: Nadi,
    pub cancellations: Vec<NadiCancellation>,
}

impl NadiDosha {
    pub fn is_cancelled(&self) -> bool {
        !self.cancellations.is_empty()
    }
}

/// The Bhakoot dosha: Moon signs 2/12, 5/9 or 6/8 apart.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BhakootDosha {
    pub kind: BhakootKind,
    pub cancellations: Vec<BhakootCancellation>,
}

impl BhakootDosha {
    pub fn is_cancelled(&self) -> bool {
        !self.cancellations.is_empty()
    }
}

fn nadi_dosha(b: &MoonProfile, g: &MoonProfile) -> Option<NadiDosha> {
    if b.nadi != g.nadi {
        return None;
    }
    let mut cancellations = Vec::new();
    if b.sign == g.sign && b.nakshatra != g.nakshatra {
        cancellations.push(NadiCancellation::SameRashiDifferentNakshatra);
    }
    if b.nakshatra == g.nakshatra && b.sign != g.sign {
        cancellations.push(NadiCancellation::SameNakshatraDifferentRashi);
    }
    if b.nakshatra == g.nakshatra && b.pada != g.pada {
        cancellations.push(NadiCancellation::SameNakshatraDifferentPada);
    }
    Some(NadiDosha {
        nadi: b.nadi,
        cancellations,
    })
}

fn bhakoot_dosha(b: &MoonProfile, g: &MoonProfile) -> Option<BhakootDosha> {
    let kind = BhakootKind::of_distance(b.sign.house_of(g.sign))?;
    let (lb, lg) = (b.lord(), g.lord());
    let mut cancellations = Vec::new();
    if lb == lg {
        cancellations.push(BhakootCancellation::SameLord);
    } else if natural_relation(lb, lg) == Relation::Friend
        && natural_relation(lg, lb) == Relation::Friend
    {
        cancellations.push(BhakootCancellation::FriendlyLords);
    }
    Some(BhakootDosha {
        kind,
        cancellations,
    })
}

/// Points restored by an exception to a dosha in the score after cancellations.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Exception {
    pub koota: Koota,
    /// The koota's full points, counted back in.
    pub restored: f64,
}

/// The compatibility level of a score (spec §2.6): 28–36 Excellent, 18–27 Good, 12–17 Average,
/// 0–11 Poor. Half points fall to the lower band (27.5 is Good).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
pub enum Level {
    Excellent,
    Good,
    Average,
    Poor,
}

impl Level {
    pub fn of(points: f64) -> Level {
        if points >= 28.0 {
            Level::Excellent
        } else if points >= 18.0 {
            Level::Good
        } else if points >= 12.0 {
            Level::Average
        } else {
            Level::Poor
        }
    }
    /// English name as published.
    pub fn name(self) -> &'static str {
        match self {
            Level::Excellent => "Excellent",
            Level::Good => "Good",
            Level::Average => "Average",
            Level::Poor => "Poor",
        }
    }
}

/// The full Ashtakoot of a couple.
#[derive(Debug, Clone, PartialEq)]
pub struct Ashtakoot {
    pub bride: MoonProfile,
    pub groom: MoonProfile,
    /// Inclusive count and tara from the bride's nakshatra to the groom's.
    pub tara_bride_to_groom: (u8, Tara),
    /// Inclusive count and tara from the groom's nakshatra to the bride's.
    pub tara_groom_to_bride: (u8, Tara),
    /// Natural relation of the bride's Moon-sign lord towards the groom's, and back.
    pub maitri: (Relation, Relation),
    /// The groom's Moon sign counted from the bride's (1–12).
    pub sign_distance: u8,
    /// Points of each koota, in [`Koota::ALL`] order.
    pub points: [f64; 8],
    pub nadi_dosha: Option<NadiDosha>,
    pub bhakoot_dosha: Option<BhakootDosha>,
}

/// Compares two natal Moons (sidereal longitudes).
pub fn ashtakoot(bride_moon: Longitude, groom_moon: Longitude) -> Ashtakoot {
    let b = MoonProfile::new(bride_moon);
    let g = MoonProfile::new(groom_moon);
    let points = Koota::ALL.map(|k| match k {
        Koota::Varna => varna_points(b.varna, g.varna),
        Koota::Vashya => vashya_points(b.vashya, g.vashya),
        Koota::Tara => tara_points(b.nakshatra, g.nakshatra),
        Koota::Yoni => yoni_points(b.yoni.animal, g.yoni.animal),
        Koota::GrahaMaitri => graha_maitri_points(b.lord(), g.lord()),
        Koota::Gana => gana_points(b.gana, g.gana),
        Koota::Bhakoot => bhakoot_points(b.sign, g.sign),
        Koota::Nadi => nadi_points(b.nadi, g.nadi),
    });
    Ashtakoot {
        tara_bride_to_groom: Tara::counted(b.nakshatra, g.nakshatra),
        tara_groom_to_bride: Tara::counted(g.nakshatra, b.nakshatra),
        maitri: (
            natural_relation(b.lord(), g.lord()),
            natural_relation(g.lord(), b.lord()),
        ),
        sign_distance: b.sign.house_of(g.sign),
        points,
        nadi_dosha: nadi_dosha(&b, &g),
        bhakoot_dosha: bhakoot_dosha(&b, &g),
        bride: b,
        groom: g,
    }
}

impl Ashtakoot {
    /// Points obtained in one koota.
    pub fn points_of(&self, k: Koota) -> f64 {
        self.points[k as usize]
    }
    /// The raw score: the sum of the eight table values (0–36).
    pub fn total(&self) -> f64 {
        self.points.iter().sum()
    }
    /// The doshas whose classical exceptions hold, with the points they restore.
    pub fn exceptions(&self) -> Vec<Exception> {
        let mut out = Vec::new();
        if self
            .nadi_dosha
            .as_ref()
            .is_some_and(NadiDosha::is_cancelled)
        {
            out.push(Exception {
                koota: Koota::Nadi,
                restored: Koota::Nadi.max_points() - self.points_of(Koota::Nadi),
            });
        }
        if self
            .bhakoot_dosha
            .as_ref()
            .is_some_and(BhakootDosha::is_cancelled)
        {
            out.push(Exception {
                koota: Koota::Bhakoot,
                restored: Koota::Bhakoot.max_points() - self.points_of(Koota::Bhakoot),
            });
        }
        out
    }
    /// The score after the Nadi and Bhakoot exceptions: a cancelled dosha counts its koota in
    /// full.
    pub fn adjusted_total(&self) -> f64 {
        self.total() + self.exceptions().iter().map(|e| e.restored).sum::<f64>()
    }
    /// Level of the raw score.
    pub fn level(&self) -> Level {
        Level::of(self.total())
    }
}

/// How the two charts' Mangal doshas compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ManglikOutcome {
    /// Neither chart has the dosha: nothing to cancel.
    Neither,
    /// Both have it: "kujadoṣavatī deyā kujadoṣavate kila" — a Manglik bride is given to a
    /// Manglik groom, and the dosha of each cancels the other (traditional verse quoted in the
    /// muhūrta manuals).
    BothManglik,
    /// Only one has it and it is cancelled within that chart (see `mangal::MangalCancellation`).
    CancelledInChart,
    /// Only one has it and it stands.
    OneSided,
}

impl ManglikOutcome {
    /// Compares the two charts' doshas.
    pub fn of(bride: &MangalDosha, groom: &MangalDosha) -> ManglikOutcome {
        match (bride.present, groom.present) {
            (false, false) => ManglikOutcome::Neither,
            (true, true) => ManglikOutcome::BothManglik,
            (true, false) if bride.is_cancelled() => ManglikOutcome::CancelledInChart,
            (false, true) if groom.is_cancelled() => ManglikOutcome::CancelledInChart,
            _ => ManglikOutcome::OneSided,
        }
    }
    /// Whether a Manglik dosha was present and is neutralised for the marriage.
    pub fn cancels(self) -> bool {
        matches!(
            self,
            ManglikOutcome::BothManglik | ManglikOutcome::CancelledInChart
        )
    }
    /// camelCase name as published (also the content key).
    pub fn key(self) -> &'static str {
        match self {
            ManglikOutcome::Neither => "neither",
            ManglikOutcome::BothManglik => "bothManglik",
            ManglikOutcome::CancelledInChart => "cancelledInChart",
            ManglikOutcome::OneSided => "oneSided",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_at_the_band_edges() {
        // spec §2.6: 28-36 Excellent, 18-27 Good, 12-17 Average, 0-11 Poor.
        assert_eq!(Level::of(36.0), Level::Excellent);
        assert_eq!(Level::of(28.0), Level::Excellent);
        assert_eq!(Level::of(27.5), Level::Good);
        assert_eq!(Level::of(27.0), Level::Good);
        assert_eq!(Level::of(18.0), Level::Good);
        assert_eq!(Level::of(17.5), Level::Average);
        assert_eq!(Level::of(17.0), Level::Average);
        assert_eq!(Level::of(12.0), Level::Average);
        assert_eq!(Level::of(11.5), Level::Poor);
        assert_eq!(Level::of(11.0), Level::Poor);
        assert_eq!(Level::of(0.0), Level::Poor);
    }

    #[test]
    fn weights_sum_to_36() {
        let sum: f64 = Koota::ALL.iter().map(|k| k.max_points()).sum();
        assert_eq!(sum, MAX_POINTS);
        assert_eq!(Koota::Nadi.max_points(), 8.0);
        assert_eq!(Koota::GrahaMaitri.key(), "grahamaitri");
    }

    #[test]
    fn yoni_table_is_symmetric_with_seven_enemy_pairs() {
        let mut zeros = 0;
        for a in Animal::ALL {
            assert_eq!(yoni_points(a, a), 4.0);
            for b in Animal::ALL {
                assert_eq!(yoni_points(a, b), yoni_points(b, a), "{a:?} {b:?}");
                zeros += usize::from(yoni_points(a, b) == 0.0);
            }
        }
        // Each of the seven enemy pairs counted both ways.
        assert_eq!(zeros, 14);
        assert_eq!(yoni_points(Animal::Cat, Animal::Rat), 0.0);
        assert_eq!(yoni_points(Animal::Serpent, Animal::Mongoose), 0.0);
    }

    #[test]
    fn tara_counts_inclusively() {
        // Ashwini to Krittika is the 3rd: Vipat.
        assert_eq!(
            Tara::counted(Nakshatra::Ashwini, Nakshatra::Krittika),
            (3, Tara::Vipat)
        );
        // Same nakshatra: Janma, 1.5 + 1.5.
        assert_eq!(tara_points(Nakshatra::Pushya, Nakshatra::Pushya), 3.0);
        // Revati to Ashwini is the 2nd (wraps): Sampat.
        assert_eq!(
            Tara::counted(Nakshatra::Revati, Nakshatra::Ashwini),
            (2, Tara::Sampat)
        );
        // 9th, 18th, 27th: Parama Mitra.
        assert_eq!(
            Tara::counted(Nakshatra::Ashwini, Nakshatra::Revati),
            (27, Tara::ParamaMitra)
        );
    }

    #[test]
    fn vashya_halves_of_sagittarius_and_capricorn() {
        assert_eq!(
            Vashya::of_moon(Longitude::new(240.0 + 14.9)),
            Vashya::Manava
        );
        assert_eq!(
            Vashya::of_moon(Longitude::new(240.0 + 15.0)),
            Vashya::Chatushpada
        );
        assert_eq!(
            Vashya::of_moon(Longitude::new(270.0 + 14.9)),
            Vashya::Chatushpada
        );
        assert_eq!(
            Vashya::of_moon(Longitude::new(270.0 + 15.0)),
            Vashya::Jalachara
        );
    }
}
