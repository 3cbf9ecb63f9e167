//! Ashtakoot (aṣṭakūṭa, Gun Milan): the eight-fold comparison of a bride's and a groom's natal
//! Moon for marriage, 36 points in all, with the Nadi and Bhakoot doshas and their classical
//! exceptions, and the Manglik comparison of the two charts.
//!
//! The kootas and their weights (varna 1, vashya 2, tara 3, yoni 4, graha maitri 5, gana 6,
//! bhakoot 7, nadi 8) are those of Muhurta Chintamani ch. 6 (vivāha prakaraṇa) as tabulated in
//! the standard North Indian manuals; where the manuals print a points table, the table used is
//! named beside it. Conventions: `obtained` points are the table values and their
//! sum is the raw score; the score after the Nadi and Bhakoot exceptions is a separate figure.
//!
//! Gana, yoni and nadi of a nakshatra come from [`super::nakshatra_lore`]; this module holds
//! only what compares two Moons.

use crate::dignity::{Relation, natural_relation};
use crate::mangal::MangalDosha;
use crate::nakshatra_lore::{Animal, Gana, Nadi, Yoni, gana, nadi, yoni};
use crate::types::{Longitude, Nakshatra, Planet, Sign};
use serde::{Deserialize, Serialize};

mod doshas;
mod kootas;
mod porutham;

pub use doshas::*;
pub use kootas::*;
pub use porutham::*;

/// Points of the whole Ashtakoot.
pub const MAX_POINTS: f64 = 36.0;

/// The eight kootas in the classical order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
    /// The published reply key: `varna`, …, `grahamaitri`, …, `nadi`.
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
    /// The koota's weight: 1 … 8 in order (36 in all).
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

/// Points restored by an exception to a dosha in the score after cancellations.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Exception {
    pub koota: Koota,
    /// The koota's full points, counted back in.
    pub restored: f64,
}

/// The compatibility level of a score, by the published bands: 28–36 Excellent, 18–27 Good,
/// 12–17 Average, 0–11 Poor. Half points fall to the lower band (27.5 is Good).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub enum Level {
    Excellent,
    Good,
    Average,
    Poor,
}

impl Level {
    /// Every level, best first.
    pub const ALL: [Level; 4] = [Level::Excellent, Level::Good, Level::Average, Level::Poor];

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
        // The published bands: 28-36 Excellent, 18-27 Good, 12-17 Average, 0-11 Poor.
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
