//! Sudasa (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, ch. 20): a narayana
//! dasha reckoned from the sree lagna, whose first dasha runs only for the part of the sree
//! lagna's sign still to rise.

use super::narayana::{dasa_years, toward, two_cycles};
use super::{System, SystemPeriod, Timeline};
use crate::chart::Chart;
use crate::types::{Days, Longitude, Planet, Sign};

/// Houses from the sree lagna's sign in dasha order: the kendras, the panaparas, the apoklimas
/// (Integrated Approach ch. 20).
const KENDRADI: [usize; 12] = [1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12];

/// The sree lagna: the ascendant advanced by the Moon's traversed fraction of its nakshatra
/// × 360° (Integrated Approach ch. 5; as `jaimini::special_lagnas`).
pub fn sree_lagna(chart: &Chart) -> Longitude {
    let moon = chart.graha(Planet::Moon).longitude;
    Longitude::new(chart.ascendant.degrees() + moon.nakshatra_fraction() * 360.0)
}

/// The sudasa order from the sree lagna's sign: kendradi, forward from an odd sign and backward
/// from an even one; Ketu in the sign reverses the direction, Saturn in it (without Ketu) makes
/// it forward (the exceptions of narayana dasha, Integrated Approach ch. 18 and 20).
pub fn sudasa_order(chart: &Chart, seed: Sign) -> [Sign; 12] {
    let holds = |p: Planet| chart.graha(p).sign() == seed;
    let forward = if holds(Planet::Ketu) {
        !seed.is_odd()
    } else {
        seed.is_odd() || holds(Planet::Saturn)
    };
    KENDRADI.map(|h| toward(seed, h, forward))
}

/// The chart's sudasa timeline: the signs of [`sudasa_order`] with their narayana years, then a
/// second cycle of 12 − those years. The first dasha is running at birth with the fraction of
/// the sree lagna's sign still to rise left (its balance), so the timeline starts at its
/// theoretical beginning, before birth.
pub fn sudasa(chart: &Chart) -> Timeline {
    let sree = sree_lagna(chart);
    let order = sudasa_order(chart, sree.sign());
    let first = f64::from(dasa_years(chart, order[0]));
    let risen = sree.degree_in_sign() / 30.0;
    let year = chart.settings.dasha_year.days();
    let start = chart.jd - Days::new(year * first * risen);
    two_cycles(
        System::Sudasa,
        chart,
        order,
        start,
        Some(first * (1.0 - risen)),
    )
}

/// The antardashas of one of the timeline's maha periods: narayana dasha's (Integrated Approach
/// ch. 18.3; ch. 20 gives none of its own), twelve equal parts from the sign holding the lord
/// of the stronger of the dasha sign and its 7th.
pub fn sub_periods(chart: &Chart, maha: &SystemPeriod) -> Vec<SystemPeriod> {
    super::narayana::sub_periods(chart, maha)
}
