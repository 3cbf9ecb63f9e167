//! Ashtakavarga, BPHS ch. 66–67 (Parashara's tables).
//!
//! Each of the seven grahas and the ascendant (the eight "contributors") gives a benefic point
//! (bindu) to a graha's chart in fixed houses counted from the contributor's own sign. A graha's
//! bhinna ashtakavarga (BAV) is the count of bindus per sign; the sarva ashtakavarga (SAV) sums
//! the seven grahas' BAVs (the ascendant's own BAV is not part of it).
//! Invariants: BAV totals Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39;
//! SAV 337.

use super::chart::Chart;
use super::types::{Planet, Sign};

/// Whose ashtakavarga: one of the seven grahas or the ascendant (lagna).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Contributor {
    Graha(Planet),
    Ascendant,
}

impl Contributor {
    /// The eight contributors in table order: Sun … Saturn, then the ascendant.
    pub const ALL: [Contributor; 8] = [
        Contributor::Graha(Planet::Sun),
        Contributor::Graha(Planet::Moon),
        Contributor::Graha(Planet::Mars),
        Contributor::Graha(Planet::Mercury),
        Contributor::Graha(Planet::Jupiter),
        Contributor::Graha(Planet::Venus),
        Contributor::Graha(Planet::Saturn),
        Contributor::Ascendant,
    ];

    /// `"Sun"` … `"Saturn"`, `"Ascendant"`.
    pub fn name(self) -> &'static str {
        match self {
            Contributor::Graha(p) => p.name(),
            Contributor::Ascendant => "Ascendant",
        }
    }

    fn index(self) -> usize {
        match self {
            Contributor::Graha(p) => p.index(),
            Contributor::Ascendant => 7,
        }
    }
}

/// Houses (1–12, from each contributor in [`Contributor::ALL`] order) where the contributor
/// gives a bindu, per BAV owner. BPHS ch. 66 for the seven grahas; the ascendant's own
/// ashtakavarga (total 49) as given in BPHS ch. 66 and used by Jagannatha Hora.
const TABLE: [[&[u8]; 8]; 8] = [
    // Sun (48): BPHS 66.
    [
        &[1, 2, 4, 7, 8, 9, 10, 11],
        &[3, 6, 10, 11],
        &[1, 2, 4, 7, 8, 9, 10, 11],
        &[3, 5, 6, 9, 10, 11, 12],
        &[5, 6, 9, 11],
        &[6, 7, 12],
        &[1, 2, 4, 7, 8, 9, 10, 11],
        &[3, 4, 6, 10, 11, 12],
    ],
    // Moon (49).
    [
        &[3, 6, 7, 8, 10, 11],
        &[1, 3, 6, 7, 10, 11],
        &[2, 3, 5, 6, 9, 10, 11],
        &[1, 3, 4, 5, 7, 8, 10, 11],
        // From Jupiter: 1, 2, 4, 7, 8, 10, 11 as Maitreya 7 and the reference read BPHS 66;
        // the Varahamihira variant has 12 for 2 (same total).
        &[1, 2, 4, 7, 8, 10, 11],
        &[3, 4, 5, 7, 9, 10, 11],
        &[3, 5, 6, 11],
        &[3, 6, 10, 11],
    ],
    // Mars (39).
    [
        &[3, 5, 6, 10, 11],
        &[3, 6, 11],
        &[1, 2, 4, 7, 8, 10, 11],
        &[3, 5, 6, 11],
        &[6, 10, 11, 12],
        &[6, 8, 11, 12],
        &[1, 4, 7, 8, 9, 10, 11],
        &[1, 3, 6, 10, 11],
    ],
    // Mercury (54).
    [
        &[5, 6, 9, 11, 12],
        &[2, 4, 6, 8, 10, 11],
        &[1, 2, 4, 7, 8, 9, 10, 11],
        &[1, 3, 5, 6, 9, 10, 11, 12],
        &[6, 8, 11, 12],
        &[1, 2, 3, 4, 5, 8, 9, 11],
        &[1, 2, 4, 7, 8, 9, 10, 11],
        &[1, 2, 4, 6, 8, 10, 11],
    ],
    // Jupiter (56).
    [
        &[1, 2, 3, 4, 7, 8, 9, 10, 11],
        &[2, 5, 7, 9, 11],
        &[1, 2, 4, 7, 8, 10, 11],
        &[1, 2, 4, 5, 6, 9, 10, 11],
        &[1, 2, 3, 4, 7, 8, 10, 11],
        &[2, 5, 6, 9, 10, 11],
        &[3, 5, 6, 12],
        &[1, 2, 4, 5, 6, 7, 9, 10, 11],
    ],
    // Venus (52).
    [
        &[8, 11, 12],
        &[1, 2, 3, 4, 5, 8, 9, 11, 12],
        // From Mars: 3, 4, 6, 9, 11, 12 (BPHS 66 as Maitreya 7 reads it; Varahamihira has 5
        // for 4).
        &[3, 4, 6, 9, 11, 12],
        &[3, 5, 6, 9, 11],
        &[5, 8, 9, 10, 11],
        &[1, 2, 3, 4, 5, 8, 9, 10, 11],
        &[3, 4, 5, 8, 9, 10, 11],
        &[1, 2, 3, 4, 5, 8, 9, 11],
    ],
    // Saturn (39).
    [
        &[1, 2, 4, 7, 8, 10, 11],
        &[3, 6, 11],
        &[3, 5, 6, 10, 11, 12],
        &[6, 8, 9, 10, 11, 12],
        &[5, 6, 11, 12],
        &[6, 11, 12],
        &[3, 5, 6, 11],
        &[1, 3, 4, 6, 10, 11],
    ],
    // Ascendant (49).
    [
        &[3, 4, 6, 10, 11, 12],
        &[3, 6, 10, 11, 12],
        &[1, 3, 6, 10, 11],
        &[1, 2, 4, 6, 8, 10, 11],
        &[1, 2, 4, 5, 6, 7, 9, 10, 11],
        &[1, 2, 3, 4, 5, 8, 9],
        &[1, 3, 4, 6, 10, 11],
        &[3, 6, 10, 11],
    ],
];

/// Bindus a contributor's table gives in total (independent of the chart).
pub fn table_total(owner: Contributor) -> u32 {
    TABLE[owner.index()].iter().map(|h| h.len() as u32).sum()
}

/// A chart's ashtakavarga: bhinna per contributor and sarva, bindus in sign order Aries…Pisces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ashtakavarga {
    /// BAV of Sun … Saturn then the ascendant ([`Contributor::ALL`] order).
    pub bhinna: [[u8; 12]; 8],
    /// SAV: per sign, the sum of the seven grahas' BAVs.
    pub sarva: [u8; 12],
}

impl Ashtakavarga {
    /// Bhinna ashtakavarga of one contributor, Aries…Pisces.
    pub fn bav(&self, owner: Contributor) -> &[u8; 12] {
        &self.bhinna[owner.index()]
    }
    /// Total bindus of one BAV.
    pub fn bav_total(&self, owner: Contributor) -> u32 {
        self.bav(owner).iter().map(|&b| u32::from(b)).sum()
    }
    /// SAV bindus of a sign.
    pub fn sarva_of(&self, s: Sign) -> u8 {
        self.sarva[s.index()]
    }
    /// Total SAV bindus (337 for every chart).
    pub fn sarva_total(&self) -> u32 {
        self.sarva.iter().map(|&b| u32::from(b)).sum()
    }
}

/// A sign's standing by its sarva bindus: 28 is the average (337 / 12); 28 or more is strong,
/// 25–27 average, 24 or fewer weak.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SarvaRating {
    Strong,
    Average,
    Weak,
}

impl SarvaRating {
    /// Every rating, strongest first.
    pub const ALL: [SarvaRating; 3] =
        [SarvaRating::Strong, SarvaRating::Average, SarvaRating::Weak];

    /// The rating of a sign holding `bindus` sarva bindus.
    pub fn of(bindus: u8) -> SarvaRating {
        match bindus {
            28.. => SarvaRating::Strong,
            25..=27 => SarvaRating::Average,
            _ => SarvaRating::Weak,
        }
    }

    /// As published, also a content key segment.
    pub fn name(self) -> &'static str {
        match self {
            SarvaRating::Strong => "strong",
            SarvaRating::Average => "average",
            SarvaRating::Weak => "weak",
        }
    }
}

/// Ashtakavarga of a natal chart (signs of the D1 chart).
pub fn ashtakavarga(chart: &Chart) -> Ashtakavarga {
    let signs: [usize; 8] = std::array::from_fn(|i| match Contributor::ALL[i] {
        Contributor::Graha(p) => chart.graha(p).sign().index(),
        Contributor::Ascendant => chart.ascendant_sign().index(),
    });
    let mut bhinna = [[0u8; 12]; 8];
    for (owner, row) in bhinna.iter_mut().enumerate() {
        for (from, houses) in TABLE[owner].iter().enumerate() {
            for &h in *houses {
                row[(signs[from] + usize::from(h) - 1) % 12] += 1;
            }
        }
    }
    let sarva = std::array::from_fn(|s| bhinna[..7].iter().map(|r| r[s]).sum());
    Ashtakavarga { bhinna, sarva }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_average_sign_of_337_bindus_is_strong() {
        // 337 / 12 ≈ 28.1: a sign with the average is strong, one bindu less average.
        assert_eq!(SarvaRating::of(28), SarvaRating::Strong);
        assert_eq!(SarvaRating::of(27), SarvaRating::Average);
        assert_eq!(SarvaRating::of(25), SarvaRating::Average);
        assert_eq!(SarvaRating::of(24), SarvaRating::Weak);
    }

    #[test]
    fn table_totals_are_classical() {
        // BPHS ch. 66 totals.
        let want = [48, 49, 39, 54, 56, 52, 39, 49];
        for (c, w) in Contributor::ALL.iter().zip(want) {
            assert_eq!(table_total(*c), w, "{}", c.name());
        }
    }
}
