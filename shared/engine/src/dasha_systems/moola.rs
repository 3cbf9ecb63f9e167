//! Moola dasha, the lagna kendradi graha dasha (Saravali ch. 41 v. 4–5 for the order; Sanjay
//! Rath, "Moola dasa", for the years). The nine grahas in kendradi order from the lagna: those in
//! the kendras first, then the panapharas, then the apoklimas, the stronger first within each
//! group (Jaimini's tests, see [`super::tara`]). It runs from birth, without a balance, in two
//! cycles of the same order:
//!
//! - first cycle: count the signs from the graha to its moolatrikona sign (Rahu to Aquarius,
//!   Ketu to Scorpio) less one, add one when it is exalted, take one when it is debilitated;
//!   a graha in its moolatrikona sign counts 12, exalted or not. Its years are its Vimshottari
//!   years less that count; if the count is the larger, the count less the Vimshottari years;
//!   if they are equal, the full Vimshottari years;
//! - second cycle: the Vimshottari years less the first cycle's (a graha with none is skipped),
//!   so the two cycles last 120 years.
//!
//! Antardashas: the nine from the maha's own lord in the same order, each in proportion to its
//! first-cycle years (the article gives the order only; this is JHora's division).

use super::tara::{kendradi_order, split};
use super::{Lord, SPAN_YEARS, System, SystemPeriod, Timeline};
use crate::chart::Chart;
use crate::dignity::{debilitation, exaltation, moolatrikona};
use crate::types::{Days, Planet, Sign};

/// The moolatrikona sign counted to: BPHS ch. 3's, Aquarius for Rahu and Scorpio for Ketu.
fn target(p: Planet) -> Sign {
    match p {
        Planet::Rahu => Sign::Aquarius,
        Planet::Ketu => Sign::Scorpio,
        _ => moolatrikona(p).0,
    }
}

/// A graha's first-cycle years (see the module documentation).
pub(super) fn first_cycle_years(chart: &Chart, p: Planet) -> f64 {
    let sign = chart.graha(p).sign();
    let vim = p.vimshottari_years();
    let count = if sign == target(p) {
        12.0
    } else {
        let distance = f64::from(sign.house_of(target(p)) - 1);
        if exaltation(p).is_some_and(|(s, _)| s == sign) {
            distance + 1.0
        } else if debilitation(p) == Some(sign) {
            distance - 1.0
        } else {
            distance
        }
    };
    if count == vim {
        vim
    } else {
        (vim - count).abs()
    }
}

/// The chart's moola dasha timeline: two cycles from birth, 120 years.
pub fn moola(chart: &Chart) -> Timeline {
    let order = kendradi_order(chart);
    let year = Days::new(chart.settings.dasha_year.days());
    let first: Vec<f64> = order.iter().map(|&p| first_cycle_years(chart, p)).collect();
    let cycles = (0..18).map(|k| {
        let p = order[k % 9];
        let years = if k < 9 {
            first[k]
        } else {
            p.vimshottari_years() - first[k % 9]
        };
        (p, years)
    });
    let mut periods = Vec::new();
    let mut elapsed = 0.0;
    for (p, years) in cycles.filter(|c| c.1 > 0.0) {
        let start = chart.jd + year * elapsed;
        elapsed += years;
        periods.push(SystemPeriod {
            lord: Lord::Planet(p),
            name: p.name(),
            start,
            end: chart.jd + year * elapsed,
            years,
        });
    }
    debug_assert_eq!(elapsed, SPAN_YEARS);
    Timeline {
        system: System::Moola,
        birth: chart.jd,
        year,
        balance_years: periods[0].years,
        periods,
    }
}

/// The antardashas of one of the timeline's maha periods: the nine from the maha's lord in
/// kendradi order, in proportion to their first-cycle years.
pub fn sub_periods(chart: &Chart, maha: &SystemPeriod) -> Vec<SystemPeriod> {
    let first: Vec<(Planet, f64)> = kendradi_order(chart)
        .into_iter()
        .map(|p| (p, first_cycle_years(chart, p)))
        .collect();
    let Some(i) = first.iter().position(|f| Lord::Planet(f.0) == maha.lord) else {
        return Vec::new();
    };
    let total: f64 = first.iter().map(|f| f.1).sum();
    let n = first.len();
    split(
        maha,
        (0..n).map(|k| {
            let (p, years) = first[(i + k) % n];
            (p, years / total)
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::JulianDay;

    #[test]
    fn years_follow_the_moolatrikona_count() {
        // ref: the rule; a chart only to place the grahas.
        let chart = Chart::at(JulianDay::new(2_451_545.0), 28.6, 77.2).unwrap();
        for p in Planet::ALL {
            let y = first_cycle_years(&chart, *p);
            assert!(y > 0.0 && y <= p.vimshottari_years() + 1e-9, "{p}: {y}");
        }
        let t = moola(&chart);
        let last = t.periods.last().unwrap();
        assert_eq!(last.end, chart.jd + t.year * SPAN_YEARS);
        assert!(t.periods.len() >= 9);
    }
}
