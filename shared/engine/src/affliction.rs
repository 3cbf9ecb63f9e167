//! Why a graha needs a remedy (`POST /v1/remedies`). A graha is afflicted when it is debilitated
//! or in an enemy's or great enemy's sign (BPHS ch. 3 dignities), combust (Surya Siddhanta ch. 9,
//! Phaladeepika ch. 2 orbs, see [`super::dignity::is_combust`]), joined by Rahu or Ketu in its
//! sign (whole-sign yuti, BPHS ch. 26), or weak in a dusthana: strength below 0.4 (our
//! threshold on [`super::yogas::planet_strength`]) in the 6th, 8th or 12th.
//!
//! Rahu and Ketu are afflicted ([`node_afflictions`]) when debilitated (Scorpio and Taurus in
//! this engine's scheme), when they share a sign with the Sun or the Moon (the eclipse
//! combination of grahan dosha), or when they occupy the 8th or 12th house, the houses the
//! texts find hardest for the nodes.

use super::bhava::is_dusthana;
use super::chart::Chart;
use super::dignity::{Dignity, dignity, is_combust};
use super::types::Planet;
use serde::Serialize;

/// Below this strength (0–1, [`super::yogas::planet_strength`]) a graha in a dusthana is weak.
pub const WEAK_STRENGTH: f64 = 0.4;

/// Why a planet needs help. Serialised camelCase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum Affliction {
    Debilitated,
    Combust,
    EnemySign,
    NodeConjunction,
    WeakInDusthana,
    /// A node in the sign of the Sun or the Moon.
    LuminaryConjunction,
    /// A node in the 8th or 12th house.
    NodeInHardHouse,
    /// Nothing afflicted: the weakest planet of the chart.
    Weakest,
}

/// The afflictions of `p` in `chart`, in the order above; `strength` is its
/// [`super::yogas::planet_strength`]. Never [`Affliction::Weakest`], which is the reply's
/// choice when no graha is afflicted.
pub fn afflictions(chart: &Chart, p: Planet, strength: f64) -> Vec<Affliction> {
    let mut v = Vec::new();
    let d = dignity(chart, p);
    if d == Dignity::Debilitated {
        v.push(Affliction::Debilitated);
    }
    if is_combust(chart, p) {
        v.push(Affliction::Combust);
    }
    if matches!(d, Dignity::Enemy | Dignity::GreatEnemy) {
        v.push(Affliction::EnemySign);
    }
    let sign = chart.graha(p).sign();
    if [Planet::Rahu, Planet::Ketu]
        .iter()
        .any(|&n| chart.graha(n).sign() == sign)
    {
        v.push(Affliction::NodeConjunction);
    }
    if strength < WEAK_STRENGTH && is_dusthana(chart.graha(p).house) {
        v.push(Affliction::WeakInDusthana);
    }
    v
}

/// The afflictions of Rahu or Ketu (module doc); empty for any other graha.
pub fn node_afflictions(chart: &Chart, node: Planet) -> Vec<Affliction> {
    if !matches!(node, Planet::Rahu | Planet::Ketu) {
        return Vec::new();
    }
    let mut v = Vec::new();
    let g = chart.graha(node);
    if dignity(chart, node) == Dignity::Debilitated {
        v.push(Affliction::Debilitated);
    }
    if [Planet::Sun, Planet::Moon]
        .iter()
        .any(|&l| chart.graha(l).sign() == g.sign())
    {
        v.push(Affliction::LuminaryConjunction);
    }
    if matches!(g.house, 8 | 12) {
        v.push(Affliction::NodeInHardHouse);
    }
    v
}
