//! The kootas read from each Moon (varna, vashya, tara) and the points tables of the eight.

use super::*;

/// The four varnas, highest first, by the Moon's sign: Cancer, Scorpio, Pisces (water) Brahmin;
/// Aries, Leo, Sagittarius (fire) Kshatriya; Taurus, Virgo, Capricorn (earth) Vaishya; Gemini,
/// Libra, Aquarius (air) Shudra (Muhurta Chintamani ch. 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "schema", schema(as = KootaVarna))]
pub enum Varna {
    Brahmin,
    Kshatriya,
    Vaishya,
    Shudra,
}

impl Varna {
    /// Varna of a Moon sign.
    pub fn of_sign(s: Sign) -> Varna {
        use crate::types::Element;
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
    /// The nine, from the birth nakshatra's own.
    pub const ALL: [Tara; 9] = [
        Tara::Janma,
        Tara::Sampat,
        Tara::Vipat,
        Tara::Kshema,
        Tara::Pratyari,
        Tara::Sadhaka,
        Tara::Vadha,
        Tara::Mitra,
        Tara::ParamaMitra,
    ];
    /// The tara of the day's nakshatra counted from the birth nakshatra (tarabala).
    pub fn of(natal: Nakshatra, day: Nakshatra) -> Tara {
        Self::counted(natal, day).1
    }
    /// For a beginning (tarabala of a muhurta): Sampat, Kshema, Sadhaka, Mitra and Parama Mitra;
    /// Janma is mixed and not counted favourable (Muhurta Chintamani ch. 1).
    pub fn is_favourable(self) -> bool {
        matches!(
            self,
            Tara::Sampat | Tara::Kshema | Tara::Sadhaka | Tara::Mitra | Tara::ParamaMitra
        )
    }
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
