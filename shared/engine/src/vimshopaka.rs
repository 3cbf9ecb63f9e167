//! Vimshopaka bala, the twenty-point strength of a graha over a scheme of divisional charts
//! (BPHS ch. 7, "Vimshopaka bala").
//!
//! Each scheme weighs its divisions so that the weights sum to 20 (BPHS 7.3–8). In each
//! division a graha earns a share of that weight by its standing with the lord of the sign it
//! occupies there (BPHS 7.9–11, with Santhanam's note): in its own or exaltation sign the whole
//! weight (20 of 20), with a great friend 18, a friend 15, a neutral 10, an enemy 7, a great
//! enemy 5. The standing is the compound (panchadha) relationship of the natal chart (BPHS
//! ch. 3): the temporary half is read from the rasi, as every commentary does. The nodes have
//! no relationships in BPHS and get no vimshopaka (the seven grahas only).

use super::chart::Chart;
use super::dignity::{Dignity, compound_relation, exaltation, owns};
use super::types::Planet;
use super::vargas::{Division, varga_sign};

/// One of the four schemes of BPHS ch. 7.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheme {
    Shadvarga,
    Saptavarga,
    Dashavarga,
    Shodashavarga,
}

impl Scheme {
    pub const ALL: [Scheme; 4] = [
        Scheme::Shadvarga,
        Scheme::Saptavarga,
        Scheme::Dashavarga,
        Scheme::Shodashavarga,
    ];

    /// The divisions of the scheme and their weights, summing to 20 (BPHS 7.3–8).
    pub fn weights(self) -> &'static [(Division, f64)] {
        use Division::*;
        match self {
            // BPHS 7.3–4: rasi 6, hora 2, drekkana 4, navamsa 5, dwadasamsa 2, trimsamsa 1.
            Scheme::Shadvarga => &[
                (D1, 6.0),
                (D2, 2.0),
                (D3, 4.0),
                (D9, 5.0),
                (D12, 2.0),
                (D30, 1.0),
            ],
            // BPHS 7.5: the six and the saptamsa; 5, 2, 3, 2.5, 4.5, 2, 1.
            Scheme::Saptavarga => &[
                (D1, 5.0),
                (D2, 2.0),
                (D3, 3.0),
                (D7, 2.5),
                (D9, 4.5),
                (D12, 2.0),
                (D30, 1.0),
            ],
            // BPHS 7.6: rasi 3, shashtiamsa 5, the other eight 1.5 each.
            Scheme::Dashavarga => &[
                (D1, 3.0),
                (D2, 1.5),
                (D3, 1.5),
                (D7, 1.5),
                (D9, 1.5),
                (D10, 1.5),
                (D12, 1.5),
                (D16, 1.5),
                (D30, 1.5),
                (D60, 5.0),
            ],
            // BPHS 7.7–8: rasi 3.5, hora 1, drekkana 1, shodasamsa 2, navamsa 3, shashtiamsa 4,
            // trimsamsa 1, the other nine 0.5 each.
            Scheme::Shodashavarga => &[
                (D1, 3.5),
                (D2, 1.0),
                (D3, 1.0),
                (D4, 0.5),
                (D7, 0.5),
                (D9, 3.0),
                (D10, 0.5),
                (D12, 0.5),
                (D16, 2.0),
                (D20, 0.5),
                (D24, 0.5),
                (D27, 0.5),
                (D30, 1.0),
                (D40, 0.5),
                (D45, 0.5),
                (D60, 4.0),
            ],
        }
    }
}

/// A graha's points of 20 in one division (BPHS 7.9–11): by its standing in the sign it holds
/// there.
pub fn points(chart: &Chart, p: Planet, d: Division) -> f64 {
    let sign = varga_sign(chart.graha(p).longitude, d);
    if owns(p, sign) || exaltation(p).is_some_and(|(s, _)| s == sign) {
        return 20.0;
    }
    match compound_relation(chart, p, sign.lord()) {
        Dignity::GreatFriend => 18.0,
        Dignity::Friend => 15.0,
        Dignity::Neutral => 10.0,
        Dignity::Enemy => 7.0,
        _ => 5.0,
    }
}

/// A graha's vimshopaka bala in a scheme, 0–20 (Σ weight × points / 20).
pub fn vimshopaka(chart: &Chart, p: Planet, scheme: Scheme) -> f64 {
    scheme
        .weights()
        .iter()
        .map(|&(d, w)| w * points(chart, p, d) / 20.0)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_scheme_weighs_twenty() {
        for s in Scheme::ALL {
            let sum: f64 = s.weights().iter().map(|(_, w)| w).sum();
            assert!((sum - 20.0).abs() < 1e-12, "{s:?} sums to {sum}");
        }
    }
}
