//! Drig dasha (Jaimini Upadesa Sutras 2.4; P.V.R. Narasimha Rao, *Vedic Astrology: An
//! Integrated Approach*, ch. 21): the 9th, 10th and 11th from the lagna, each followed by the
//! signs it aspects by rasi drishti, with narayana dasha's years.

use super::narayana::two_cycles;
use super::{System, SystemPeriod, Timeline, is_direct};
use crate::chart::Chart;
use crate::jaimini::rashi_aspects;
use crate::types::Sign;

/// The drig dasha order: for the 9th, 10th and 11th from the lagna in turn, the sign and then
/// the three signs it aspects (Jaimini Upadesa Sutras 1.1.2–4), taken in zodiacal order from
/// it when it is odd-footed and in reverse order when it is even-footed (Integrated Approach
/// ch. 21). The three groups hold the twelve signs.
pub fn drig_order(chart: &Chart) -> [Sign; 12] {
    let lagna = chart.ascendant_sign();
    let mut order = [lagna; 12];
    for (g, house) in [9, 10, 11].into_iter().enumerate() {
        let anchor = lagna.nth(house);
        let forward = is_direct(anchor);
        let distance = |s: &Sign| {
            if forward {
                anchor.house_of(*s)
            } else {
                s.house_of(anchor)
            }
        };
        let mut aspected = rashi_aspects(anchor);
        aspected.sort_by_key(distance);
        order[g * 4] = anchor;
        order[g * 4 + 1..g * 4 + 4].copy_from_slice(&aspected);
    }
    order
}

/// The chart's drig dasha timeline: from birth (no balance), the signs of [`drig_order`] with
/// their narayana years, then a second cycle of 12 − those years.
pub fn drig(chart: &Chart) -> Timeline {
    two_cycles(System::Drig, chart, drig_order(chart), chart.jd, None)
}

/// The antardashas of one of the timeline's maha periods: narayana dasha's (Integrated Approach
/// ch. 18.3; ch. 21 gives none of its own), twelve equal parts from the sign holding the lord
/// of the stronger of the dasha sign and its 7th.
pub fn sub_periods(chart: &Chart, maha: &SystemPeriod) -> Vec<SystemPeriod> {
    super::narayana::sub_periods(chart, maha)
}
