//! Naisargika dasha (BPHS ch. 46): the natural periods of the seven grahas in the order of life,
//! Moon 1 year, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50 (120 years), from
//! birth, without a balance. BPHS gives no antardashas for it, so a maha has none here (see
//! docs/decisions.md).

use super::{Lord, System, SystemPeriod, Timeline};
use crate::chart::Chart;
use crate::types::{Days, Planet};

/// The naisargika periods in order: planet, years (BPHS ch. 46).
pub const NAISARGIKA: [(Planet, f64); 7] = [
    (Planet::Moon, 1.0),
    (Planet::Mars, 2.0),
    (Planet::Mercury, 9.0),
    (Planet::Venus, 20.0),
    (Planet::Jupiter, 18.0),
    (Planet::Sun, 20.0),
    (Planet::Saturn, 50.0),
];

/// Years of the naisargika cycle.
pub const CYCLE_YEARS: f64 = 120.0;

/// The chart's naisargika dasha timeline: the seven from birth, 120 years.
pub fn naisargika(chart: &Chart) -> Timeline {
    let year = Days::new(chart.settings.dasha_year.days());
    let mut elapsed = 0.0;
    let periods = NAISARGIKA
        .iter()
        .map(|&(p, years)| {
            let start = chart.jd + year * elapsed;
            elapsed += years;
            SystemPeriod {
                lord: Lord::Planet(p),
                name: p.name(),
                start,
                end: chart.jd + year * elapsed,
                years,
            }
        })
        .collect();
    Timeline {
        system: System::Naisargika,
        birth: chart.jd,
        year,
        periods,
        balance_years: NAISARGIKA[0].1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seven_make_the_cycle() {
        // ref: BPHS ch. 46, the naisargika years.
        assert_eq!(NAISARGIKA.iter().map(|n| n.1).sum::<f64>(), CYCLE_YEARS);
    }
}
