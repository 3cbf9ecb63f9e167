//! The two dashas of the Tajika year (Tajika Neelakanthi, Varsha Tantra): the mudda dasha, the
//! Vimshottari order compressed into the year, and the patyayini dasha, whose periods come from
//! the grahas' degrees in their signs.

use crate::chart::Chart;
use crate::dasha::{ORDER, sequence_from};
use crate::types::{Days, JulianDay, Planet};

/// A period of an annual dasha, with its sub-periods (empty at the second level). `planet`
/// is `None` for the ascendant's period of the patyayini dasha.
#[derive(Debug, Clone, PartialEq)]
pub struct MuddaPeriod {
    pub planet: Option<Planet>,
    pub start: JulianDay,
    pub end: JulianDay,
    pub sub_periods: Vec<MuddaPeriod>,
}

/// Splits `[start, end)` among `lords` in proportion to their weights.
fn split(lords: &[(Option<Planet>, f64)], start: JulianDay, end: JulianDay) -> Vec<MuddaPeriod> {
    let total: f64 = lords.iter().map(|(_, w)| w).sum();
    let span = (end - start).days();
    let mut t = start;
    let mut done = 0.0;
    lords
        .iter()
        .map(|&(planet, w)| {
            done += w;
            let next = start + Days::new(span * done / total);
            let p = MuddaPeriod {
                planet,
                start: t,
                end: next,
                sub_periods: Vec::new(),
            };
            t = next;
            p
        })
        .collect()
}

/// The mudda dasha of the year beginning at `start` (the return `age` years after the birth of
/// `natal`) and ending at `end` (the next return). The first lord is counted from the natal
/// Moon's nakshatra: (its number, Ashwini 1, + completed years − 2) mod 9 in the order Sun,
/// Moon, Mars, Rahu, Jupiter, Saturn, Mercury, Ketu, Venus (0 = Venus); the lords then follow
/// the Vimshottari order, each for its Vimshottari years × 3 days of a 360-day year scaled to
/// the year's length; the first period runs only its balance, the part of the natal Moon's
/// nakshatra still to go, from the return; the part already gone closes the year, the first lord
/// coming round again (ten periods, the first and last one lord's). Sub-periods divide each
/// period as the Vimshottari antardashas do, from the period's own lord, cut where the year cuts
/// it.
pub fn mudda_dasha(natal: &Chart, age: u32, start: JulianDay, end: JulianDay) -> Vec<MuddaPeriod> {
    let moon = natal.graha(Planet::Moon).longitude;
    let number = moon.nakshatra().index() as u32 + 1;
    const COUNT: [Planet; 9] = [
        Planet::Venus,
        Planet::Sun,
        Planet::Moon,
        Planet::Mars,
        Planet::Rahu,
        Planet::Jupiter,
        Planet::Saturn,
        Planet::Mercury,
        Planet::Ketu,
    ];
    let first = COUNT[((number + age + 7) % 9) as usize];
    let year = (end - start).days();
    let scale = year / 360.0;
    let days = |p: Planet| p.vimshottari_years() * 3.0 * scale;
    let elapsed = moon.nakshatra_fraction() * days(first);
    let mut t = start - Days::new(elapsed);
    let cycle: Vec<MuddaPeriod> = sequence_from(first)
        .chain(std::iter::once(first))
        .map(|planet| {
            let until = t + Days::new(days(planet));
            let subs: Vec<(Option<Planet>, f64)> = sequence_from(planet)
                .take(ORDER.len())
                .map(|q| (Some(q), q.vimshottari_years()))
                .collect();
            let p = MuddaPeriod {
                planet: Some(planet),
                start: t,
                end: until,
                sub_periods: split(&subs, t, until),
            };
            t = until;
            p
        })
        .collect();
    // The year is the cycle from the return to the next: the first period's balance at the
    // start, its elapsed part at the end.
    cycle
        .into_iter()
        .filter_map(|p| clip(p, start, end))
        .collect()
}

/// A period (and its sub-periods) cut to `[start, end)`; `None` when nothing is left.
fn clip(mut p: MuddaPeriod, start: JulianDay, end: JulianDay) -> Option<MuddaPeriod> {
    let (from, to) = (p.start.max(start), if p.end < end { p.end } else { end });
    if to <= from {
        return None;
    }
    p.start = from;
    p.end = to;
    p.sub_periods = std::mem::take(&mut p.sub_periods)
        .into_iter()
        .filter_map(|s| clip(s, from, to))
        .collect();
    Some(p)
}

/// The patyayini dasha of the annual chart, from `start` (the return) to `end` (the next): the
/// ascendant and the seven grahas ordered by their degree in their sign (krisamsa), each period
/// in proportion to its degree less the previous one's (the first to its own degree); each
/// period is divided among all eight in the same proportions, from the period's own lord.
pub fn patyayini_dasha(chart: &Chart, start: JulianDay, end: JulianDay) -> Vec<MuddaPeriod> {
    let mut bodies: Vec<(Option<Planet>, f64)> =
        std::iter::once((None, chart.ascendant.degree_in_sign()))
            .chain(
                Planet::SEVEN
                    .iter()
                    .map(|&p| (Some(p), chart.graha(p).degree())),
            )
            .collect();
    bodies.sort_by(|a, b| a.1.total_cmp(&b.1));
    let mut previous = 0.0;
    let weights: Vec<(Option<Planet>, f64)> = bodies
        .iter()
        .map(|&(p, deg)| {
            let w = deg - previous;
            previous = deg;
            (p, w)
        })
        .collect();
    let mut periods = split(&weights, start, end);
    for (i, period) in periods.iter_mut().enumerate() {
        let order: Vec<(Option<Planet>, f64)> =
            weights[i..].iter().chain(&weights[..i]).copied().collect();
        period.sub_periods = split(&order, period.start, period.end);
    }
    periods
}
