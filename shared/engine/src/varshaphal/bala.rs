//! The two Tajika strengths of the annual chart's seven grahas (Tajika Neelakanthi, Samjna
//! Tantra): harsha bala (four sources of delight, 5 points each) and pancha-vargeeya bala (the
//! strength in five divisions, 0–20 rupas, which chooses the year's lord).

use crate::chart::Chart;
use crate::dignity::{Relation, debilitation, exaltation, natural_relation, owns};
use crate::types::{Planet, Sign};
use crate::vargas::{Division, varga_sign};

/// Harsha bala of a graha, with its four sources (0 or 5 each).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HarshaBala {
    pub planet: Planet,
    /// In its house of delight: Sun 9th, Moon 3rd, Mars 6th, Mercury 1st, Jupiter 11th,
    /// Venus 5th, Saturn 12th.
    pub sthana: u8,
    /// In its exaltation or own sign.
    pub uchcha_swa: u8,
    /// A feminine graha (Moon, Mercury, Venus, Saturn) in the 1st–3rd or 7th–9th house, a
    /// masculine one (Sun, Mars, Jupiter) in the 4th–6th or 10th–12th.
    pub stri_purusha: u8,
    /// A masculine graha in a year that begins by day, a feminine one by night.
    pub dina_ratri: u8,
}

impl HarshaBala {
    pub fn points(&self) -> u8 {
        self.sthana + self.uchcha_swa + self.stri_purusha + self.dina_ratri
    }
}

fn feminine(p: Planet) -> bool {
    matches!(
        p,
        Planet::Moon | Planet::Mercury | Planet::Venus | Planet::Saturn
    )
}

/// The house where a graha delights (harsha sthana).
fn delight_house(p: Planet) -> u8 {
    match p {
        Planet::Sun => 9,
        Planet::Moon => 3,
        Planet::Mars => 6,
        Planet::Mercury => 1,
        Planet::Jupiter => 11,
        Planet::Venus => 5,
        _ => 12,
    }
}

/// Harsha bala of one of the seven grahas in the annual chart; `day`: the year begins by day.
pub fn harsha_bala(chart: &Chart, p: Planet, day: bool) -> HarshaBala {
    let g = chart.graha(p);
    let five = |b: bool| if b { 5 } else { 0 };
    let exalted = exaltation(p).is_some_and(|(s, _)| s == g.sign());
    let female_house = matches!(g.house, 1..=3 | 7..=9);
    HarshaBala {
        planet: p,
        sthana: five(g.house == delight_house(p)),
        uchcha_swa: five(exalted || owns(p, g.sign())),
        stri_purusha: five(feminine(p) == female_house),
        dina_ratri: five(feminine(p) != day),
    }
}

/// Pancha-vargeeya bala of a graha, with its five parts (virupa-like points) and the total in
/// rupas (their sum ÷ 4).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PanchaVargeeya {
    pub planet: Planet,
    /// By the rasi sign, out of 30.
    pub kshetra: f64,
    /// By the distance from the deep debilitation point: 0–20.
    pub uchcha: f64,
    /// By the lord of its term (hadda), out of 15.
    pub hadda: f64,
    /// By the drekkana sign, out of 10.
    pub drekkana: f64,
    /// By the navamsa sign, out of 5.
    pub navamsa: f64,
    pub total: f64,
}

/// The terms (hadda) of each sign, Aries first: each term's lord and the degree it ends at.
/// Tajika Neelakanthi's table, which is the Egyptian one.
const HADDA: [[(Planet, f64); 5]; 12] = {
    use Planet::*;
    [
        [
            (Jupiter, 6.0),
            (Venus, 12.0),
            (Mercury, 20.0),
            (Mars, 25.0),
            (Saturn, 30.0),
        ],
        [
            (Venus, 8.0),
            (Mercury, 14.0),
            (Jupiter, 22.0),
            (Saturn, 27.0),
            (Mars, 30.0),
        ],
        [
            (Mercury, 6.0),
            (Jupiter, 12.0),
            (Venus, 17.0),
            (Mars, 24.0),
            (Saturn, 30.0),
        ],
        [
            (Mars, 7.0),
            (Venus, 13.0),
            (Mercury, 19.0),
            (Jupiter, 26.0),
            (Saturn, 30.0),
        ],
        [
            (Jupiter, 6.0),
            (Venus, 11.0),
            (Saturn, 18.0),
            (Mercury, 24.0),
            (Mars, 30.0),
        ],
        [
            (Mercury, 7.0),
            (Venus, 17.0),
            (Jupiter, 21.0),
            (Mars, 28.0),
            (Saturn, 30.0),
        ],
        [
            (Saturn, 6.0),
            (Mercury, 14.0),
            (Jupiter, 21.0),
            (Venus, 28.0),
            (Mars, 30.0),
        ],
        [
            (Mars, 7.0),
            (Venus, 11.0),
            (Mercury, 19.0),
            (Jupiter, 24.0),
            (Saturn, 30.0),
        ],
        [
            (Jupiter, 12.0),
            (Venus, 17.0),
            (Mercury, 21.0),
            (Saturn, 26.0),
            (Mars, 30.0),
        ],
        [
            (Mercury, 7.0),
            (Jupiter, 14.0),
            (Venus, 22.0),
            (Saturn, 26.0),
            (Mars, 30.0),
        ],
        [
            (Mercury, 7.0),
            (Venus, 13.0),
            (Jupiter, 20.0),
            (Mars, 25.0),
            (Saturn, 30.0),
        ],
        [
            (Venus, 12.0),
            (Jupiter, 16.0),
            (Mercury, 19.0),
            (Mars, 28.0),
            (Saturn, 30.0),
        ],
    ]
};

/// The lord of the term holding `degree` (0–30) of `sign`.
pub fn hadda_lord(sign: Sign, degree: f64) -> Planet {
    HADDA[sign.index()]
        .iter()
        .find(|(_, end)| degree < *end)
        .map_or(HADDA[sign.index()][4].0, |(p, _)| *p)
}

/// The share of a division's full points a graha earns in `sign` (Samjna Tantra: the full
/// strength in its own, a quarter less in a friend's, half in a neutral's, a quarter in an
/// enemy's): all of them in its own or exaltation sign, none in its debilitation, else by its
/// natural relation to the sign's lord.
fn share(p: Planet, sign: Sign) -> f64 {
    if owns(p, sign) || exaltation(p).is_some_and(|(s, _)| s == sign) {
        return 1.0;
    }
    if debilitation(p) == Some(sign) {
        return 0.0;
    }
    lord_share(p, sign.lord())
}

/// The share a graha earns from a lord: its own 1, a natural friend's ¾, a neutral's ½, an
/// enemy's ¼.
fn lord_share(p: Planet, lord: Planet) -> f64 {
    if lord == p {
        return 1.0;
    }
    match natural_relation(p, lord) {
        Relation::Friend => 0.75,
        Relation::Neutral => 0.5,
        Relation::Enemy => 0.25,
    }
}

/// Pancha-vargeeya bala of one of the seven grahas in the annual chart.
pub fn pancha_vargeeya(chart: &Chart, p: Planet) -> PanchaVargeeya {
    let g = chart.graha(p);
    let lon = g.longitude;
    let (ex_sign, deep) = exaltation(p).unwrap_or((Sign::Aries, 0.0));
    let debilitation = ex_sign.index() as f64 * 30.0 + deep + 180.0;
    let from_fall = (lon.degrees() - debilitation).rem_euclid(360.0);
    let uchcha = from_fall.min(360.0 - from_fall) / 180.0 * 20.0;
    let kshetra = 30.0 * share(p, g.sign());
    let hadda = 15.0 * lord_share(p, hadda_lord(g.sign(), g.degree()));
    let drekkana = 10.0 * share(p, varga_sign(lon, Division::D3));
    let navamsa = 5.0 * share(p, varga_sign(lon, Division::D9));
    PanchaVargeeya {
        planet: p,
        kshetra,
        uchcha,
        hadda,
        drekkana,
        navamsa,
        total: (kshetra + uchcha + hadda + drekkana + navamsa) / 4.0,
    }
}
