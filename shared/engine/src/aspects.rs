//! Graha drishti (planetary aspects), whole-sign, and the natural benefic or malefic nature of
//! the aspecting graha.
//!
//! Rules (BPHS ch. 26, Graha drishti): every graha aspects the 7th sign from itself in full;
//! Mars also aspects the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th, those
//! special aspects in full as well. Aspects are counted sign to sign, the graha's own sign
//! being the 1st (whole-sign drishti, as Parashari practice reads a rasi chart); a graha does
//! not aspect its own sign (planets there are conjunct, not aspected).
//!
//! Rahu and Ketu: BPHS ch. 26 gives full aspects only to the seven grahas; the later tradition,
//! common in North Indian and Nepali practice, lets the nodes cast the 5th, 7th and 9th like
//! Jupiter. That is our default ([`NodeAspects::FiveSevenNine`]); the strict 7th-only reading
//! is available as [`NodeAspects::SeventhOnly`]. Rahu and Ketu always stand in each other's
//! 7th: that axis is not reported as an aspect between them.

use super::chart::Chart;
use super::types::{Planet, Sign};
use serde::Serialize;

/// How the lunar nodes cast aspects (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum NodeAspects {
    /// 5th, 7th and 9th, like Jupiter (our default).
    #[default]
    FiveSevenNine,
    /// The 7th only.
    SeventhOnly,
}

/// The signs a graha aspects, counted from its own sign as the 1st, in increasing order: the
/// 7th and the special aspects (BPHS ch. 26).
pub fn aspect_distances(p: Planet, nodes: NodeAspects) -> &'static [u8] {
    match p {
        Planet::Mars => &[4, 7, 8],
        Planet::Jupiter => &[5, 7, 9],
        Planet::Saturn => &[3, 7, 10],
        Planet::Rahu | Planet::Ketu if nodes == NodeAspects::FiveSevenNine => &[5, 7, 9],
        _ => &[7],
    }
}

/// The distance (3–10, own sign = 1) at which a graha in `from` aspects `target`, if it does.
pub fn aspect_distance(p: Planet, from: Sign, target: Sign, nodes: NodeAspects) -> Option<u8> {
    let d = from.house_of(target);
    aspect_distances(p, nodes).contains(&d).then_some(d)
}

/// A house a graha aspects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AspectedHouse {
    /// Whole-sign house from the ascendant, 1–12.
    pub house: u8,
    pub sign: Sign,
    /// The aspect counted from the graha's own sign (7 for the full aspect, 3/4/5/8/9/10 for
    /// the special ones).
    pub distance: u8,
    /// A special aspect (anything but the 7th).
    pub special: bool,
}

/// A graha aspected by another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AspectedGraha {
    pub planet: Planet,
    pub house: u8,
    pub distance: u8,
    pub special: bool,
}

/// Everything one graha aspects.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct GrahaAspects {
    pub planet: Planet,
    /// The houses, in the order of [`aspect_distances`].
    pub houses: Vec<AspectedHouse>,
    /// The grahas standing in those houses, in `Planet::ALL` order.
    pub grahas: Vec<AspectedGraha>,
}

/// Whether `a` and `b` are the two nodes.
fn node_axis(a: Planet, b: Planet) -> bool {
    matches!(
        (a, b),
        (Planet::Rahu, Planet::Ketu) | (Planet::Ketu, Planet::Rahu)
    )
}

/// The houses and grahas `p` aspects in the chart.
pub fn graha_aspects(chart: &Chart, p: Planet, nodes: NodeAspects) -> GrahaAspects {
    let from = chart.graha(p);
    let houses: Vec<AspectedHouse> = aspect_distances(p, nodes)
        .iter()
        .map(|&distance| {
            let house = (from.house + distance - 2) % 12 + 1;
            AspectedHouse {
                house,
                sign: chart.house_sign(house),
                distance,
                special: distance != 7,
            }
        })
        .collect();
    let grahas = chart
        .grahas
        .iter()
        .filter(|g| g.planet != p && !node_axis(p, g.planet))
        .filter_map(|g| {
            aspect_distance(p, from.sign(), g.sign(), nodes).map(|distance| AspectedGraha {
                planet: g.planet,
                house: g.house,
                distance,
                special: distance != 7,
            })
        })
        .collect();
    GrahaAspects {
        planet: p,
        houses,
        grahas,
    }
}

/// The aspects of all nine grahas, in `Planet::ALL` order.
pub fn all_aspects(chart: &Chart, nodes: NodeAspects) -> Vec<GrahaAspects> {
    Planet::ALL
        .iter()
        .map(|&p| graha_aspects(chart, p, nodes))
        .collect()
}

/// The grahas aspecting `target` (in `Planet::ALL` order), with the distance of each aspect.
pub fn aspecting(chart: &Chart, target: Planet, nodes: NodeAspects) -> Vec<(Planet, u8)> {
    let t = chart.graha(target).sign();
    chart
        .grahas
        .iter()
        .filter(|g| g.planet != target && !node_axis(g.planet, target))
        .filter_map(|g| aspect_distance(g.planet, g.sign(), t, nodes).map(|d| (g.planet, d)))
        .collect()
}

/// The grahas aspecting a house (1–12), with the distance of each aspect.
pub fn aspecting_house(chart: &Chart, house: u8, nodes: NodeAspects) -> Vec<(Planet, u8)> {
    let t = chart.house_sign(house);
    chart
        .grahas
        .iter()
        .filter_map(|g| aspect_distance(g.planet, g.sign(), t, nodes).map(|d| (g.planet, d)))
        .collect()
}

/// A pair of grahas aspecting each other (sambandha by mutual drishti, BPHS ch. 26).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MutualAspect {
    pub first: Planet,
    pub second: Planet,
    /// The aspect `first` casts on `second`, counted from `first`'s sign.
    pub first_distance: u8,
    /// The aspect `second` casts on `first`.
    pub second_distance: u8,
}

/// Pairs of grahas aspecting each other, `first` before `second` in `Planet::ALL` order.
pub fn mutual_aspects(chart: &Chart, nodes: NodeAspects) -> Vec<MutualAspect> {
    let mut out = Vec::new();
    for (i, a) in chart.grahas.iter().enumerate() {
        for b in &chart.grahas[i + 1..] {
            if node_axis(a.planet, b.planet) {
                continue;
            }
            let ab = aspect_distance(a.planet, a.sign(), b.sign(), nodes);
            let ba = aspect_distance(b.planet, b.sign(), a.sign(), nodes);
            if let (Some(first_distance), Some(second_distance)) = (ab, ba) {
                out.push(MutualAspect {
                    first: a.planet,
                    second: b.planet,
                    first_distance,
                    second_distance,
                });
            }
        }
    }
    out
}

/// Natural (naisargika) nature of a graha.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum NaturalNature {
    Benefic,
    Malefic,
}

impl NaturalNature {
    /// `benefic` or `malefic`, as published.
    pub fn name(self) -> &'static str {
        match self {
            NaturalNature::Benefic => "benefic",
            NaturalNature::Malefic => "malefic",
        }
    }
}

/// Whether the Moon is waxing (Shukla paksha): less than 180° ahead of the Sun.
pub fn moon_waxing(chart: &Chart) -> bool {
    let e = chart
        .graha(Planet::Sun)
        .longitude
        .forward_to(chart.graha(Planet::Moon).longitude);
    e < 180.0
}

/// Natural nature of a graha in this chart (BPHS ch. 3, on natural benefics and malefics):
/// Jupiter and Venus are benefic; the Moon when waxing; Mercury when not in the same sign as
/// a malefic (Sun, Mars, Saturn, Rahu, Ketu or a waning Moon); Sun, Mars, Saturn, Rahu, Ketu
/// are malefic.
pub fn natural_nature(chart: &Chart, p: Planet) -> NaturalNature {
    use NaturalNature::*;
    let waxing = moon_waxing(chart);
    let plain = |q: Planet| match q {
        Planet::Jupiter | Planet::Venus | Planet::Mercury => Benefic,
        Planet::Moon if waxing => Benefic,
        _ => Malefic,
    };
    if p != Planet::Mercury {
        return plain(p);
    }
    let sign = chart.graha(Planet::Mercury).sign();
    let afflicted = chart
        .grahas
        .iter()
        .any(|g| g.planet != Planet::Mercury && g.sign() == sign && plain(g.planet) == Malefic);
    if afflicted { Malefic } else { Benefic }
}
