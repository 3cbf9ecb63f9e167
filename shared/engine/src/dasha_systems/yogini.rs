//! Yogini dasha: eight yoginis of 1–8 years (36 a cycle); the first is the birth nakshatra's
//! number plus 3, mod 8 (0 → 8; Ashwini = 1); the Moon's traversed fraction of its nakshatra is
//! the elapsed part of the first period (`reference/systems_public.json`
//! `meta.conventions.yogini`).

use super::{Lord, System, Timeline, lay};
use crate::chart::Chart;
use crate::types::{Days, Planet};

/// The eight yoginis: name, planet, years (`systems_public.json` `meta.conventions.yogini`).
pub const YOGINIS: [(&str, Planet, f64); 8] = [
    ("Mangala", Planet::Moon, 1.0),
    ("Pingala", Planet::Sun, 2.0),
    ("Dhanya", Planet::Jupiter, 3.0),
    ("Bhramari", Planet::Mars, 4.0),
    ("Bhadrika", Planet::Mercury, 5.0),
    ("Ulka", Planet::Saturn, 6.0),
    ("Siddha", Planet::Venus, 7.0),
    ("Sankata", Planet::Rahu, 8.0),
];

/// Index in [`YOGINIS`] of the yogini running at birth: (nakshatra number + 3) mod 8, 0 → 8.
pub fn first_yogini(chart: &Chart) -> usize {
    let number = chart.graha(Planet::Moon).longitude.nakshatra().index() + 1;
    (number + 3 + 7) % 8
}

/// The Yogini timeline of a chart.
pub fn yogini(chart: &Chart) -> Timeline {
    let moon = chart.graha(Planet::Moon).longitude;
    let first = first_yogini(chart);
    let years = YOGINIS[first].2;
    let elapsed = moon.nakshatra_fraction() * years;
    let year = Days::new(chart.settings.dasha_year.days());
    lay(
        System::Yogini,
        chart,
        chart.jd - year * elapsed,
        years - elapsed,
        |k| {
            let (name, lord, years) = YOGINIS[(first + k) % 8];
            (Lord::Planet(lord), name, years)
        },
    )
}
