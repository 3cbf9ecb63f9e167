//! Tara dasha (Sanjay Rath, *Vimsottari and Udu Dasas*, the dasha for a chart with all four
//! kendras occupied): the nine grahas with their Vimshottari years (120 a cycle), in the order of
//! their houses from the lagna: those in the kendras (1, 4, 7, 10) first, then the panapharas
//! (2, 5, 8, 11), then the apoklimas (3, 6, 9, 12), the stronger first within a group. The
//! first period's elapsed part is the Moon's traversed fraction of its nakshatra, as in
//! Vimshottari. Antardashas: the same order from the maha's own lord, each its share of 120.
//!
//! The timeline is computed whether or not the four kendras are occupied.

use super::{Lord, System, SystemPeriod, Timeline, lay};
use crate::chart::Chart;
use crate::dignity::exaltation;
use crate::jaimini::rashi_aspects;
use crate::types::{Days, Modality, Planet};

/// The chart's tara dasha timeline.
pub fn tara(chart: &Chart) -> Timeline {
    let order = kendradi_order(chart);
    let years = order[0].vimshottari_years();
    let elapsed = chart.graha(Planet::Moon).longitude.nakshatra_fraction() * years;
    let year = Days::new(chart.settings.dasha_year.days());
    lay(
        System::Tara,
        chart,
        chart.jd - year * elapsed,
        years - elapsed,
        |k| {
            let p = order[k % 9];
            (Lord::Planet(p), p.name(), p.vimshottari_years())
        },
    )
}

/// The antardashas of one of the timeline's maha periods: the nine from the maha's lord in
/// kendradi order, each `years / 120` of the maha.
pub fn sub_periods(chart: &Chart, maha: &SystemPeriod) -> Vec<SystemPeriod> {
    let order = kendradi_order(chart);
    let Some(i) = order.iter().position(|&p| Lord::Planet(p) == maha.lord) else {
        return Vec::new();
    };
    let shares = (0..9).map(|k| {
        let p = order[(i + k) % 9];
        (p, p.vimshottari_years() / 120.0)
    });
    split(maha, shares)
}

/// Divides a maha into consecutive parts, each a share (of 1) of it, in order.
pub(super) fn split(
    maha: &SystemPeriod,
    shares: impl Iterator<Item = (Planet, f64)>,
) -> Vec<SystemPeriod> {
    let length = maha.end - maha.start;
    let mut start = maha.start;
    shares
        .map(|(p, share)| {
            let end = start + length * share;
            let sub = SystemPeriod {
                lord: Lord::Planet(p),
                name: p.name(),
                start,
                end,
                years: maha.years * share,
            };
            start = end;
            sub
        })
        .collect()
}

/// The nine grahas in kendradi order from the lagna: kendras, panapharas, apoklimas, the
/// stronger first within each group (Saravali ch. 41 v. 4–5, which Sanjay Rath's tara and
/// moola dashas follow).
pub(super) fn kendradi_order(chart: &Chart) -> Vec<Planet> {
    let group = |p: Planet| (usize::from(chart.graha(p).house) - 1) % 3;
    let mut order = Planet::ALL.to_vec();
    order.sort_by(|&a, &b| {
        group(a).cmp(&group(b)).then_with(|| {
            strength(chart, b)
                .partial_cmp(&strength(chart, a))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
    });
    order
}

/// Jaimini's tests for the stronger of two grahas, in turn (Jaimini Upadesa Sutras ch. 2, as
/// for the co-lords of Scorpio and Aquarius): joined by more grahas; conjoined or aspected (rashi
/// drishti) by more of Jupiter, Mercury and its dispositor; exalted; in a dual sign over a fixed
/// one over a movable one; further on in its sign. Compared as a tuple, first test first.
pub(super) fn strength(chart: &Chart, p: Planet) -> (usize, usize, bool, u8, f64) {
    let g = chart.graha(p);
    let sign = g.sign();
    let sign_of = |q: Planet| chart.graha(q).sign();
    let joined = Planet::ALL
        .iter()
        .filter(|&&q| q != p && sign_of(q) == sign)
        .count();
    let touches =
        |q: Planet| q != p && (sign_of(q) == sign || rashi_aspects(sign_of(q)).contains(&sign));
    let helpers = [Planet::Jupiter, Planet::Mercury, sign.lord()]
        .into_iter()
        .filter(|&q| touches(q))
        .count();
    let exalted = exaltation(p).is_some_and(|(s, _)| s == sign);
    let modality = match sign.modality() {
        Modality::Dual => 3,
        Modality::Fixed => 2,
        Modality::Movable => 1,
    };
    (joined, helpers, exalted, modality, g.degree())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::JulianDay;

    #[test]
    fn kendras_come_first_and_the_order_holds_all_nine() {
        // ref: an arbitrary moment; the rule, not a published chart.
        let chart = Chart::at(JulianDay::new(2_451_545.0), 28.6, 77.2).unwrap();
        let order = kendradi_order(&chart);
        assert_eq!(order.len(), 9);
        let groups: Vec<u8> = order
            .iter()
            .map(|&p| (chart.graha(p).house - 1) % 3)
            .collect();
        assert!(groups.windows(2).all(|w| w[0] <= w[1]), "{groups:?}");
        let t = tara(&chart);
        assert!(t.periods[0].contains(chart.jd));
        let subs = t.sub_periods(&chart, &t.periods[1]);
        assert_eq!(subs.len(), 9);
        assert!((subs[8].end - t.periods[1].end).days().abs() < 1e-6);
    }
}
