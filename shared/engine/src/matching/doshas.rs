//! The Nadi and Bhakoot doshas of a couple and their classical exceptions.

use super::*;

/// The three kinds of Bhakoot dosha, by the groom's sign counted from the bride's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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

pub(super) fn nadi_dosha(b: &MoonProfile, g: &MoonProfile) -> Option<NadiDosha> {
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

pub(super) fn bhakoot_dosha(b: &MoonProfile, g: &MoonProfile) -> Option<BhakootDosha> {
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
