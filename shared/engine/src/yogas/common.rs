//! Small facts the further yogas (modules [`super::bphs_more`], [`super::malika`],
//! [`super::dhana_more`], [`super::bhava`], [`super::arishta`], [`super::raman_raja`]) read
//! again and again: houses, lords, conjunctions, aspects on a sign, navamsa signs.
//!
//! Conventions, stated once:
//! - "joined" is sharing a sign; "aspected" is graha drishti by sign (BPHS ch. 26, the nodes
//!   casting the 5th, 7th and 9th), as for the other rules of the catalogue;
//! - "benefic" and "malefic" are natural (BPHS ch. 3, by [`super::is_benefic`]); the nodes and the
//!   waning Moon are malefics;
//! - the navamsa sign is the D9 sign of BPHS ch. 6 ([`crate::vargas::varga_sign`]);
//! - "strong" is [`super::is_strong_lord`]: not debilitated, in an enemy's sign, combust, or in a
//!   dusthana.

use super::{aspects, is_benefic, is_kendra, is_trikona, lord, sign};
use crate::aspects::{NodeAspects, aspect_distance};
use crate::chart::Chart;
use crate::dignity::{Dignity, dignity};
use crate::types::{Planet, Sign};
use crate::vargas::{Division, varga_sign};

/// Whole-sign house of a planet from the lagna.
pub(super) fn house(chart: &Chart, p: Planet) -> u8 {
    chart.graha(p).house
}

/// Lord of the sign a planet occupies (its dispositor).
pub(super) fn dispositor(chart: &Chart, p: Planet) -> Planet {
    sign(chart, p).lord()
}

/// The planets (all nine) in house `h` from the lagna.
pub(super) fn in_house(chart: &Chart, h: u8) -> impl Iterator<Item = Planet> + '_ {
    chart.occupants(h).map(|g| g.planet)
}

/// Two different planets in one sign.
pub(super) fn joined(chart: &Chart, a: Planet, b: Planet) -> bool {
    a != b && sign(chart, a) == sign(chart, b)
}

/// `by` (another planet) shares `target`'s sign or aspects it.
pub(super) fn touches(chart: &Chart, by: Planet, target: Planet) -> bool {
    by != target && (sign(chart, by) == sign(chart, target) || aspects(chart, by, target))
}

/// `p` casts a graha drishti on the sign `s`.
pub(super) fn aspects_sign(chart: &Chart, p: Planet, s: Sign) -> bool {
    aspect_distance(p, sign(chart, p), s, NodeAspects::FiveSevenNine).is_some()
}

/// `p` casts a graha drishti on house `h` from the lagna.
pub(super) fn aspects_house(chart: &Chart, p: Planet, h: u8) -> bool {
    aspects_sign(chart, p, chart.house_sign(h))
}

/// Natural malefic (BPHS ch. 3): the Sun, Mars, Saturn, the nodes, the waning Moon, and Mercury
/// joined with one of them.
pub(super) fn malefic(chart: &Chart, p: Planet) -> bool {
    !is_benefic(chart, p)
}

/// Some planet other than `target` of the kind `pick` joins or aspects `target`.
pub(super) fn touched_by(chart: &Chart, target: Planet, pick: impl Fn(Planet) -> bool) -> bool {
    Planet::ALL
        .iter()
        .copied()
        .any(|q| pick(q) && touches(chart, q, target))
}

/// Some benefic other than `target` joins or aspects it.
pub(super) fn benefic_touch(chart: &Chart, target: Planet) -> bool {
    touched_by(chart, target, |q| is_benefic(chart, q))
}

/// Some malefic other than `target` joins or aspects it.
pub(super) fn malefic_touch(chart: &Chart, target: Planet) -> bool {
    touched_by(chart, target, |q| malefic(chart, q))
}

/// Some planet other than `target` of the kind `pick` aspects `target` (no conjunction).
pub(super) fn aspected_by(chart: &Chart, target: Planet, pick: impl Fn(Planet) -> bool) -> bool {
    Planet::ALL
        .iter()
        .copied()
        .any(|q| q != target && pick(q) && aspects(chart, q, target))
}

/// Some planet of the kind `pick` stands in house `h` from the lagna.
pub(super) fn house_holds(chart: &Chart, h: u8, pick: impl Fn(Planet) -> bool) -> bool {
    in_house(chart, h).any(pick)
}

/// Some benefic stands in house `h` from the lagna.
pub(super) fn benefic_in(chart: &Chart, h: u8) -> bool {
    house_holds(chart, h, |p| is_benefic(chart, p))
}

/// Some malefic stands in house `h` from the lagna.
pub(super) fn malefic_in(chart: &Chart, h: u8) -> bool {
    house_holds(chart, h, |p| malefic(chart, p))
}

/// Some benefic stands in house `h` counted from the sign of `from`.
pub(super) fn benefic_from(chart: &Chart, from: Planet, h: u8) -> bool {
    let base = sign(chart, from);
    Planet::ALL
        .iter()
        .copied()
        .any(|p| is_benefic(chart, p) && base.house_of(sign(chart, p)) == h)
}

/// Exalted (by sign, BPHS ch. 3, as [`crate::dignity::dignity`] reads it).
pub(super) fn exalted(chart: &Chart, p: Planet) -> bool {
    dignity(chart, p) == Dignity::Exalted
}

/// Debilitated.
pub(super) fn debilitated(chart: &Chart, p: Planet) -> bool {
    dignity(chart, p) == Dignity::Debilitated
}

/// In a friend's or a great friend's sign (compound relation, BPHS ch. 3).
pub(super) fn friendly(chart: &Chart, p: Planet) -> bool {
    matches!(dignity(chart, p), Dignity::GreatFriend | Dignity::Friend)
}

/// In a kendra or a trikona from the lagna.
pub(super) fn kendra_or_trikona(chart: &Chart, p: Planet) -> bool {
    let h = house(chart, p);
    is_kendra(h) || is_trikona(h)
}

/// Navamsa (D9) sign of a planet.
pub(super) fn navamsa(chart: &Chart, p: Planet) -> Sign {
    varga_sign(chart.graha(p).longitude, Division::D9)
}

/// Navamsa (D9) sign of the lagna.
pub(super) fn navamsa_lagna(chart: &Chart) -> Sign {
    varga_sign(chart.ascendant, Division::D9)
}

/// Lord of the navamsa sign a planet occupies (its navamsa dispositor).
pub(super) fn navamsa_lord(chart: &Chart, p: Planet) -> Planet {
    navamsa(chart, p).lord()
}

/// Lords of houses `a` and `b` exchange signs (two different planets).
pub(super) fn lords_exchange(chart: &Chart, a: u8, b: u8) -> bool {
    let (la, lb) = (lord(chart, a), lord(chart, b));
    la != lb && sign(chart, la).lord() == lb && sign(chart, lb).lord() == la
}

/// Whether the Moon is waxing (Shukla paksha).
pub(super) fn waxing(chart: &Chart) -> bool {
    crate::aspects::moon_waxing(chart)
}

/// Birth by day: the Sun above the horizon, read on the ecliptic as the Sun standing between
/// the descendant and the ascendant, i.e. 180° or more ahead of the ascendant's degree.
pub(super) fn day_birth(chart: &Chart) -> bool {
    chart
        .ascendant
        .forward_to(chart.graha(Planet::Sun).longitude)
        >= 180.0
}

/// The planets forming a yoga, without repeats.
pub(super) fn forming(planets: &[Planet]) -> Vec<Planet> {
    super::dedup(planets.to_vec())
}
