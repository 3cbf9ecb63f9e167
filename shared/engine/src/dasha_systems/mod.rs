//! Dasha systems besides Vimshottari (`system` of `POST /v1/dasha`): Yogini, Ashtottari,
//! Jaimini's chara dasha, and the seven conditional nakshatra dashas of BPHS ch. 46 (dwisaptati
//! sama, shashtihayani, shatabdika, chaturaseeti sama, dwadashottari, panchottari,
//! shodashottari). Each gives a timeline of maha periods from the theoretical start of the one
//! running at birth (chara: from birth, it has no balance) until the period running 120 years
//! after birth, in years of the chart's `settings.dasha_year`.
//!
//! Each system is in its own module (`yogini`, `ashtottari`, `chara`), the seven in
//! [`conditional`](mod@conditional) (their lords, years and counts) with [`conditions`] (when
//! they apply).

mod ashtottari;
mod chara;
pub mod conditional;
pub mod conditions;
mod drig;
mod kalachakra;
mod moola;
mod naisargika;
mod narayana;
mod shoola;
mod sudasa;
mod tara;
mod yogini;

pub use ashtottari::{
    ASHTOTTARI, Applicability, ashtottari, ashtottari_applicability, ashtottari_start,
};
pub use chara::{CharaSign, LordRule, chara, chara_order, chara_sign, chara_signs, is_direct};
pub use conditional::{Count, SCHEMES, Scheme, conditional, scheme};
pub use conditions::{ChartFacts, Condition, Unmet, condition, judge};
pub use narayana::{antar_order, dasa_lord, stronger_sign};
pub use yogini::{YOGINIS, first_yogini, yogini};

use crate::chart::Chart;
use crate::types::{Days, JulianDay, Planet, Sign};

/// Years every timeline covers from birth (as Vimshottari's 120).
pub const SPAN_YEARS: f64 = 120.0;

/// A dasha system other than Vimshottari.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum System {
    Yogini,
    Ashtottari,
    Chara,
    Dwisaptati,
    Shashtihayani,
    Shatabdika,
    Chaturaseeti,
    Dwadashottari,
    Panchottari,
    Shodashottari,
    Narayana,
    Kalachakra,
    Moola,
    Sudasa,
    Shoola,
    Drig,
    Naisargika,
    Tara,
}

impl System {
    /// Every system, in the order of [`System::NAMES`].
    pub const ALL: [System; 18] = [
        System::Yogini,
        System::Ashtottari,
        System::Chara,
        System::Dwisaptati,
        System::Shashtihayani,
        System::Shatabdika,
        System::Chaturaseeti,
        System::Dwadashottari,
        System::Panchottari,
        System::Shodashottari,
        System::Narayana,
        System::Kalachakra,
        System::Moola,
        System::Sudasa,
        System::Shoola,
        System::Drig,
        System::Naisargika,
        System::Tara,
    ];

    /// The names as the API spells them.
    pub const NAMES: [&'static str; 18] = [
        "yogini",
        "ashtottari",
        "chara",
        "dwisaptati",
        "shashtihayani",
        "shatabdika",
        "chaturaseeti",
        "dwadashottari",
        "panchottari",
        "shodashottari",
        "narayana",
        "kalachakra",
        "moola",
        "sudasa",
        "shoola",
        "drig",
        "naisargika",
        "tara",
    ];

    /// The name as the API spells it.
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// Years of one cycle; `None` where the cycle depends on the chart (the sign dashas,
    /// kalachakra).
    pub fn cycle_years(self) -> Option<f64> {
        match self {
            System::Yogini => Some(36.0),
            System::Ashtottari => Some(108.0),
            System::Moola => Some(120.0),
            System::Naisargika => Some(naisargika::CYCLE_YEARS),
            System::Tara => Some(120.0),
            other => scheme(other).map(Scheme::cycle_years),
        }
    }
}

/// Who rules a period: a planet, or a sign for chara dasha.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lord {
    Planet(Planet),
    Sign(Sign),
}

impl Lord {
    pub fn name(self) -> &'static str {
        match self {
            Lord::Planet(p) => p.name(),
            Lord::Sign(s) => s.name(),
        }
    }
}

/// A period of a system: `start <= t < end`, Julian days (UT).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SystemPeriod {
    pub lord: Lord,
    /// The yogini's name for Yogini, else the lord's name.
    pub name: &'static str,
    pub start: JulianDay,
    pub end: JulianDay,
    /// Length in dasha years (whole for a maha period of every system).
    pub years: f64,
}

impl SystemPeriod {
    pub fn contains(&self, at: JulianDay) -> bool {
        self.start <= at && at < self.end
    }
}

/// A native's timeline under one system.
#[derive(Debug, Clone, PartialEq)]
pub struct Timeline {
    pub system: System,
    pub birth: JulianDay,
    /// Length of a dasha year (the chart's `settings.dasha_year`).
    pub year: Days,
    /// Maha periods, contiguous, the first running at birth, the last running at birth + 120
    /// years.
    pub periods: Vec<SystemPeriod>,
    /// Years of the first period left at birth.
    pub balance_years: f64,
}

impl Timeline {
    /// The maha period running at `at`, if the timeline covers it.
    pub fn at(&self, at: JulianDay) -> Option<&SystemPeriod> {
        self.periods.iter().find(|p| p.contains(at))
    }

    /// The antardashas of one of this timeline's periods: for the systems of planets every lord
    /// of the cycle from the maha's own, in the cycle's order, each its share of the cycle's
    /// years; for chara the twelve signs in equal parts (see `chara::antar_signs`); for the
    /// other sign dashas and kalachakra as their modules say. `chart` is the chart the timeline
    /// was laid for: the sign dashas start their antardashas from a sign the chart's grahas
    /// decide, and kalachakra's follow the Moon's pada.
    pub fn sub_periods(&self, chart: &Chart, maha: &SystemPeriod) -> Vec<SystemPeriod> {
        debug_assert!(
            chart.jd == self.birth,
            "sub_periods of another chart's timeline"
        );
        let part = |p: Planet, years: f64| (Lord::Planet(p), p.name(), years);
        let parts = match (self.system, maha.lord) {
            (System::Chara, Lord::Sign(sign)) => chara::antar_signs(sign),
            (System::Narayana, _) => return narayana::sub_periods(chart, maha),
            (System::Sudasa, _) => return sudasa::sub_periods(chart, maha),
            (System::Shoola, _) => return shoola::sub_periods(chart, maha),
            (System::Drig, _) => return drig::sub_periods(chart, maha),
            (System::Kalachakra, _) => return kalachakra::sub_periods(self, chart, maha),
            (System::Moola, _) => return moola::sub_periods(chart, maha),
            // BPHS gives naisargika dasha no sub-periods.
            (System::Naisargika, _) => return Vec::new(),
            (System::Tara, _) => return tara::sub_periods(chart, maha),
            (System::Yogini, Lord::Planet(p)) => rotate(
                &YOGINIS,
                |y| y.1 == p,
                |&(name, p, y)| (Lord::Planet(p), name, y),
            ),
            (System::Ashtottari, Lord::Planet(p)) => {
                rotate(&ASHTOTTARI, |a| a.0 == p, |&(p, y, _)| part(p, y))
            }
            (system, Lord::Planet(p)) => match scheme(system) {
                Some(s) => rotate(s.lords, |l| l.0 == p, |&(p, y)| part(p, y)),
                None => return Vec::new(),
            },
            _ => return Vec::new(),
        };
        let cycle: f64 = parts.iter().map(|p: &(Lord, &str, f64)| p.2).sum();
        let total = maha.end - maha.start;
        let mut start = maha.start;
        parts
            .into_iter()
            .map(|(lord, name, years)| {
                let end = start + total * (years / cycle);
                let p = SystemPeriod {
                    lord,
                    name,
                    start,
                    end,
                    years: maha.years * years / cycle,
                };
                start = end;
                p
            })
            .collect()
    }
}

/// The timeline of a chart under any of the systems.
pub fn timeline(chart: &Chart, system: System) -> Timeline {
    match system {
        System::Yogini => yogini(chart),
        System::Ashtottari => ashtottari(chart),
        System::Chara => chara(chart),
        System::Narayana => narayana::narayana(chart),
        System::Kalachakra => kalachakra::kalachakra(chart),
        System::Moola => moola::moola(chart),
        System::Sudasa => sudasa::sudasa(chart),
        System::Shoola => shoola::shoola(chart),
        System::Drig => drig::drig(chart),
        System::Naisargika => naisargika::naisargika(chart),
        System::Tara => tara::tara(chart),
        other => conditional(chart, other).expect("the seven have a scheme"),
    }
}

/// Lays periods end to end from `start` until the one running at `birth + 120 years`.
fn lay(
    system: System,
    chart: &Chart,
    start: JulianDay,
    balance_years: f64,
    mut next: impl FnMut(usize) -> (Lord, &'static str, f64),
) -> Timeline {
    let year = Days::new(chart.settings.dasha_year.days());
    let until = chart.jd + year * SPAN_YEARS;
    let mut periods = Vec::new();
    let mut at = start;
    let mut k = 0;
    while at < until && k < 1000 {
        let (lord, name, years) = next(k);
        k += 1;
        if years <= 0.0 {
            continue;
        }
        let end = at + year * years;
        periods.push(SystemPeriod {
            lord,
            name,
            start: at,
            end,
            years,
        });
        at = end;
    }
    Timeline {
        system,
        birth: chart.jd,
        year,
        periods,
        balance_years,
    }
}

/// One cycle's periods in order from the first item `is_first` finds (the first item when none
/// is): lord, name, years.
fn rotate<T>(
    items: &[T],
    is_first: impl Fn(&T) -> bool,
    part: impl Fn(&T) -> (Lord, &'static str, f64),
) -> Vec<(Lord, &'static str, f64)> {
    let i = items.iter().position(is_first).unwrap_or(0);
    let n = items.len();
    (0..n).map(|k| part(&items[(i + k) % n])).collect()
}

/// The lord whose group of nakshatras holds the nakshatra `offset` places after the first
/// group's first (groups of `stars` nakshatras in turn), and the fraction of its whole group
/// traversed when `fraction` of that nakshatra is.
fn group_start(
    mut offset: usize,
    fraction: f64,
    stars: impl Iterator<Item = usize>,
) -> (usize, f64) {
    for (i, n) in stars.enumerate() {
        if offset < n {
            return (i, (offset as f64 + fraction) / n as f64);
        }
        offset -= n;
    }
    (0, 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cycles_sum_to_their_years() {
        assert_eq!(YOGINIS.iter().map(|y| y.2).sum::<f64>(), 36.0);
        assert_eq!(ASHTOTTARI.iter().map(|a| a.1).sum::<f64>(), 108.0);
        assert_eq!(ASHTOTTARI.iter().map(|a| a.2).sum::<usize>(), 27);
    }

    #[test]
    fn names_are_in_the_order_of_the_systems() {
        for (i, s) in System::ALL.iter().enumerate() {
            assert_eq!(*s as usize, i);
        }
    }
}
