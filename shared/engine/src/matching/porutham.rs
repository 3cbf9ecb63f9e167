//! The ten poruthams (daśa porutham, the South Indian kūṭas) of a bride's and a groom's natal
//! Moons, each graded uttama (full agreement), madhyama (middling, still an agreement) or adhama
//! (none), and the Dashakoot score read from the same grades.
//!
//! Source: B.V. Raman, *Muhurtha (Electional Astrology)*, the chapter on marriage (its kutas 1–10,
//! which follow Kalaprakasika), with South Indian almanac practice where Raman is silent. Every
//! count runs from the bride's nakshatra (or sign) to the groom's, both counted, as Raman counts.
//! Where practice differs, the convention taken is named on the rule; `docs/decisions.md`
//! (Systems) lists them.

use super::MoonProfile;
use crate::dignity::{Relation, natural_relation};
use crate::nakshatra_lore::Gana;
use crate::types::{Longitude, Nakshatra, Sign};
use serde::{Deserialize, Serialize};

/// The ten poruthams in the customary order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum Porutham {
    Dina,
    Gana,
    Mahendra,
    StreeDeergha,
    Yoni,
    Rasi,
    RasiAdhipathi,
    Vasya,
    Rajju,
    Vedha,
}

impl Porutham {
    /// All ten, in order.
    pub const ALL: [Porutham; 10] = [
        Porutham::Dina,
        Porutham::Gana,
        Porutham::Mahendra,
        Porutham::StreeDeergha,
        Porutham::Yoni,
        Porutham::Rasi,
        Porutham::RasiAdhipathi,
        Porutham::Vasya,
        Porutham::Rajju,
        Porutham::Vedha,
    ];
    /// The stable reply key (also the content key): `dina`, …, `streeDeergha`, …, `vedha`.
    pub fn key(self) -> &'static str {
        match self {
            Porutham::Dina => "dina",
            Porutham::Gana => "gana",
            Porutham::Mahendra => "mahendra",
            Porutham::StreeDeergha => "streeDeergha",
            Porutham::Yoni => "yoni",
            Porutham::Rasi => "rasi",
            Porutham::RasiAdhipathi => "rasiAdhipathi",
            Porutham::Vasya => "vasya",
            Porutham::Rajju => "rajju",
            Porutham::Vedha => "vedha",
        }
    }
}

/// How fully a porutham agrees.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    /// Full agreement.
    Uttama,
    /// A middling agreement: counted as an agreement, at half weight in Dashakoot.
    Madhyama,
    /// No agreement.
    Adhama,
}

impl Grade {
    /// Every grade, best first.
    pub const ALL: [Grade; 3] = [Grade::Uttama, Grade::Madhyama, Grade::Adhama];
    /// Uttama and madhyama agree; adhama does not.
    pub fn compatible(self) -> bool {
        self != Grade::Adhama
    }
    /// Dashakoot points: 1, ½ or 0 (see [`DASHAKOOT_MAX_POINTS`]).
    pub fn points(self) -> f64 {
        match self {
            Grade::Uttama => 1.0,
            Grade::Madhyama => 0.5,
            Grade::Adhama => 0.0,
        }
    }
    /// Lowercase name as published (also the content key).
    pub fn key(self) -> &'static str {
        match self {
            Grade::Uttama => "uttama",
            Grade::Madhyama => "madhyama",
            Grade::Adhama => "adhama",
        }
    }
}

/// The five rajjus ("cords"), the parts of the body the nakshatras are laid along (Raman,
/// kuta 9): Ashwini at the feet, rising to Mrigashira at the head, down again to Ashlesha, up from
/// Magha, and so on in threes of nine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Rajju {
    /// Feet: Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati.
    Pada,
    /// Waist: Bharani, Pushya, Purva Phalguni, Anuradha, Purva Ashadha, Uttara Bhadrapada.
    Kati,
    /// Navel: Krittika, Punarvasu, Uttara Phalguni, Vishakha, Uttara Ashadha, Purva Bhadrapada.
    Nabhi,
    /// Neck: Rohini, Ardra, Hasta, Swati, Shravana, Shatabhisha.
    Kantha,
    /// Head: Mrigashira, Chitra, Dhanishta.
    Siro,
}

impl Rajju {
    /// Every rajju, feet first.
    pub const ALL: [Rajju; 5] = [
        Rajju::Pada,
        Rajju::Kati,
        Rajju::Nabhi,
        Rajju::Kantha,
        Rajju::Siro,
    ];
    /// The rajju of a nakshatra: up the body and down again in each run of nine.
    pub fn of(n: Nakshatra) -> Rajju {
        use Rajju::*;
        [Pada, Kati, Nabhi, Kantha, Siro, Kantha, Nabhi, Kati, Pada][n.index() % 9]
    }
    /// English name as published (also the content key).
    pub fn name(self) -> &'static str {
        match self {
            Rajju::Pada => "Pada",
            Rajju::Kati => "Kati",
            Rajju::Nabhi => "Nabhi",
            Rajju::Kantha => "Kantha",
            Rajju::Siro => "Siro",
        }
    }
}

/// The vedha (mutually afflicting) pairs of Raman's kuta 10, as 0-based nakshatra indices.
/// Raman's list has thirteen pairs and leaves Chitra without a partner; some almanacs join Chitra
/// to the Mrigashira–Dhanishta pair, which is not followed here.
const VEDHA_PAIRS: [(usize, usize); 13] = [
    (0, 17),  // Ashwini – Jyeshtha
    (1, 16),  // Bharani – Anuradha
    (2, 15),  // Krittika – Vishakha
    (3, 14),  // Rohini – Swati
    (5, 21),  // Ardra – Shravana
    (6, 20),  // Punarvasu – Uttara Ashadha
    (7, 19),  // Pushya – Purva Ashadha
    (8, 18),  // Ashlesha – Mula
    (9, 26),  // Magha – Revati
    (10, 25), // Purva Phalguni – Uttara Bhadrapada
    (11, 24), // Uttara Phalguni – Purva Bhadrapada
    (12, 23), // Hasta – Shatabhisha
    (4, 22),  // Mrigashira – Dhanishta
];

/// Whether two nakshatras afflict each other (vedha).
pub fn vedha(a: Nakshatra, b: Nakshatra) -> bool {
    let (a, b) = (a.index(), b.index());
    VEDHA_PAIRS
        .iter()
        .any(|&(x, y)| (a, b) == (x, y) || (a, b) == (y, x))
}

/// The signs each sign holds in vasya, by sign index (the rasi vasya table of the South Indian
/// almanacs, as Raman gives it): Aries holds Leo and Scorpio, Taurus Cancer and Libra, Gemini
/// Virgo, Cancer Scorpio and Sagittarius, Leo Libra, Virgo Gemini and Pisces, Libra Virgo and
/// Capricorn, Scorpio Cancer, Sagittarius Pisces, Capricorn Aries and Aquarius, Aquarius Aries,
/// Pisces Capricorn.
const VASYA: [&[usize]; 12] = [
    &[4, 7],
    &[3, 6],
    &[5],
    &[7, 8],
    &[6],
    &[2, 11],
    &[5, 9],
    &[3],
    &[11],
    &[0, 10],
    &[0],
    &[9],
];

/// Whether `of` holds `other` in vasya.
pub fn holds_in_vasya(of: Sign, other: Sign) -> bool {
    VASYA[of.index()].contains(&other.index())
}

/// The customary overall reading of the ten.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "schema", schema(as = PoruthamVerdict))]
pub enum Verdict {
    /// Rajju and Vedha agree and at least seven of the ten do.
    Recommended,
    /// Rajju and Vedha agree and five or six of the ten do (practice asks at least five, Rajju
    /// among them).
    Acceptable,
    /// Rajju or Vedha fails, which no count makes up for, or fewer than five agree.
    NotRecommended,
}

impl Verdict {
    /// Every verdict, best first.
    pub const ALL: [Verdict; 3] = [
        Verdict::Recommended,
        Verdict::Acceptable,
        Verdict::NotRecommended,
    ];
    /// camelCase name as published (also the content key).
    pub fn key(self) -> &'static str {
        match self {
            Verdict::Recommended => "recommended",
            Verdict::Acceptable => "acceptable",
            Verdict::NotRecommended => "notRecommended",
        }
    }
}

/// Points of the whole Dashakoot: one per koota (½ for a madhyama agreement), the ten-point
/// scale on which South Indian porutham tables score (see `docs/decisions.md`, Systems).
pub const DASHAKOOT_MAX_POINTS: f64 = 10.0;

/// The ten poruthams of a couple, with the facts they were read from.
#[derive(Debug, Clone, PartialEq)]
pub struct Poruthams {
    pub bride: MoonProfile,
    pub groom: MoonProfile,
    /// The groom's nakshatra counted from the bride's, both counted (1–27).
    pub count: u8,
    /// The groom's Moon sign counted from the bride's (1–12).
    pub sign_count: u8,
    /// The bride's rajju and the groom's.
    pub rajjus: (Rajju, Rajju),
    /// The bride's sign holds the groom's in vasya; the groom's holds the bride's.
    pub vasya: (bool, bool),
    /// Natural relation of the bride's Moon-sign lord towards the groom's, and back.
    pub lords: (Relation, Relation),
    /// Grade of each porutham, in [`Porutham::ALL`] order.
    pub grades: [Grade; 10],
}

/// Dina: the groom's star counted from the bride's, divided by 9, leaving 2, 4, 6, 8 or 0 (the
/// Sampat, Kshema, Sadhaka, Mitra and Parama Mitra taras) agrees (Raman, kuta 1). The Janma
/// taras (1st, 10th, 19th) and Vipat, Pratyari, Vadha do not. Some Tamil lists drop the 17th,
/// 22nd and 27th or admit the same star for certain nakshatras; the plain remainder rule is kept.
fn dina(count: u8) -> Grade {
    if matches!(count % 9, 0 | 2 | 4 | 6 | 8) {
        Grade::Uttama
    } else {
        Grade::Adhama
    }
}

/// Gana (Raman, kuta 2): the same gana agrees fully; Deva with Manushya is middling; a Rakshasa
/// groom with a Deva or Manushya bride is allowed as middling; a Rakshasa bride with a Deva or
/// Manushya groom does not agree.
fn gana(bride: Gana, groom: Gana) -> Grade {
    match (bride, groom) {
        (b, g) if b == g => Grade::Uttama,
        (Gana::Rakshasa, _) => Grade::Adhama,
        _ => Grade::Madhyama,
    }
}

/// Mahendra (Raman, kuta 3): the groom's star the 4th, 7th, 10th, 13th, 16th, 19th, 22nd or
/// 25th from the bride's.
fn mahendra(count: u8) -> Grade {
    if count > 1 && count % 3 == 1 {
        Grade::Uttama
    } else {
        Grade::Adhama
    }
}

/// Stree Deergha: the groom's star beyond the 13th from the bride's agrees fully; beyond the 7th
/// (8th–13th) is middling; nearer does not agree. The North Indian manuals put the line at 9 or
/// 15 instead; the South Indian 13 / 7 is kept.
fn stree_deergha(count: u8) -> Grade {
    match count {
        14.. => Grade::Uttama,
        8..=13 => Grade::Madhyama,
        _ => Grade::Adhama,
    }
}

/// Yoni: the same animal or friendly animals agree fully; neutral or unfriendly ones are
/// middling; the seven sworn enemy pairs (Muhurta Chintamani ch. 6) do not agree. Read from the
/// Ashtakoot yoni table: 4 or 3 points uttama, 2 or 1 madhyama, 0 adhama.
fn yoni(b: &MoonProfile, g: &MoonProfile) -> Grade {
    match super::yoni_points(b.yoni.animal, g.yoni.animal) as u8 {
        3.. => Grade::Uttama,
        1 | 2 => Grade::Madhyama,
        _ => Grade::Adhama,
    }
}

/// Rasi: the groom's sign the 7th from the bride's (samasaptama) or the 9th–11th agrees fully;
/// the 8th and 12th (6/8 and 2/12 counted from the groom) are tolerated counted this way, as
/// middling; the 2nd to 6th do not agree. The same sign agrees fully when the stars differ and is
/// middling on the same star (South Indian practice: the count must run past the 6th).
fn rasi(sign_count: u8, same_star: bool) -> Grade {
    match sign_count {
        1 if same_star => Grade::Madhyama,
        1 | 7 | 9..=11 => Grade::Uttama,
        8 | 12 => Grade::Madhyama,
        _ => Grade::Adhama,
    }
}

/// Rasi Adhipathi: the Moon-sign lords the same planet or friends of each other agree fully; no
/// enmity either way (one or both neutral) is middling; enmity either way does not agree
/// (natural relations, BPHS ch. 3).
fn rasi_adhipathi(lords: (Relation, Relation)) -> Grade {
    match lords {
        (Relation::Friend, Relation::Friend) => Grade::Uttama,
        (Relation::Enemy, _) | (_, Relation::Enemy) => Grade::Adhama,
        _ => Grade::Madhyama,
    }
}

/// Vasya (Raman, kuta 8): either sign holds the other in vasya ([`holds_in_vasya`]).
fn vasya(held: (bool, bool)) -> Grade {
    if held.0 || held.1 {
        Grade::Uttama
    } else {
        Grade::Adhama
    }
}

/// Compares two natal Moons (sidereal longitudes) by the ten poruthams.
pub fn poruthams(bride_moon: Longitude, groom_moon: Longitude) -> Poruthams {
    let b = MoonProfile::new(bride_moon);
    let g = MoonProfile::new(groom_moon);
    let count = ((g.nakshatra.index() + 27 - b.nakshatra.index()) % 27 + 1) as u8;
    let sign_count = b.sign.house_of(g.sign);
    let rajjus = (Rajju::of(b.nakshatra), Rajju::of(g.nakshatra));
    let held = (
        holds_in_vasya(b.sign, g.sign),
        holds_in_vasya(g.sign, b.sign),
    );
    let lords = if b.lord() == g.lord() {
        (Relation::Friend, Relation::Friend)
    } else {
        (
            natural_relation(b.lord(), g.lord()),
            natural_relation(g.lord(), b.lord()),
        )
    };
    let grades = Porutham::ALL.map(|p| match p {
        Porutham::Dina => dina(count),
        Porutham::Gana => gana(b.gana, g.gana),
        Porutham::Mahendra => mahendra(count),
        Porutham::StreeDeergha => stree_deergha(count),
        Porutham::Yoni => yoni(&b, &g),
        Porutham::Rasi => rasi(sign_count, b.nakshatra == g.nakshatra),
        Porutham::RasiAdhipathi => rasi_adhipathi(lords),
        Porutham::Vasya => vasya(held),
        Porutham::Rajju if rajjus.0 == rajjus.1 => Grade::Adhama,
        Porutham::Rajju => Grade::Uttama,
        Porutham::Vedha if vedha(b.nakshatra, g.nakshatra) => Grade::Adhama,
        Porutham::Vedha => Grade::Uttama,
    });
    Poruthams {
        bride: b,
        groom: g,
        count,
        sign_count,
        rajjus,
        vasya: held,
        lords,
        grades,
    }
}

impl Poruthams {
    pub fn grade(&self, p: Porutham) -> Grade {
        self.grades[p as usize]
    }
    /// How many of the ten agree (uttama or madhyama).
    pub fn compatible_count(&self) -> u8 {
        self.grades.iter().filter(|g| g.compatible()).count() as u8
    }
    /// Rajju and Vedha decide: either failing, the match is not recommended whatever the count.
    pub fn verdict(&self) -> Verdict {
        let deciding =
            self.grade(Porutham::Rajju).compatible() && self.grade(Porutham::Vedha).compatible();
        match self.compatible_count() {
            _ if !deciding => Verdict::NotRecommended,
            7.. => Verdict::Recommended,
            5 | 6 => Verdict::Acceptable,
            _ => Verdict::NotRecommended,
        }
    }
    /// Dashakoot points of one koota (1, ½ or 0).
    pub fn points(&self, p: Porutham) -> f64 {
        self.grade(p).points()
    }
    /// The Dashakoot total, 0–10.
    pub fn total_points(&self) -> f64 {
        self.grades.iter().map(|g| g.points()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rajjus_follow_the_rope() {
        // Raman, kuta 9: six nakshatras in each rajju but the head's three.
        for r in Rajju::ALL {
            let n = Nakshatra::ALL
                .iter()
                .filter(|&&n| Rajju::of(n) == r)
                .count();
            assert_eq!(n, if r == Rajju::Siro { 3 } else { 6 }, "{r:?}");
        }
        assert_eq!(Rajju::of(Nakshatra::Revati), Rajju::Pada);
        assert_eq!(Rajju::of(Nakshatra::Chitra), Rajju::Siro);
    }

    #[test]
    fn vedha_pairs_cover_all_but_chitra() {
        let paired: Vec<_> = Nakshatra::ALL
            .iter()
            .filter(|&&a| Nakshatra::ALL.iter().any(|&b| vedha(a, b)))
            .collect();
        assert_eq!(paired.len(), 26);
        assert!(!paired.contains(&&Nakshatra::Chitra));
    }
}
