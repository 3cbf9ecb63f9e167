//! The seven conditional nakshatra dashas of BPHS ch. 46 besides Ashtottari, one table row each:
//! the lords in order with their years, and how the Moon's nakshatra gives the first lord.
//!
//! - **Dwisaptati sama** (72 years): Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, 9
//!   years each; count from Mula to the birth nakshatra, the remainder by 8 gives the lord.
//! - **Shashtihayani** (60): Jupiter, Sun, Mars 10 years each, Moon, Mercury, Venus, Saturn,
//!   Rahu 6 each; from Ashwini the lords take 3 and 4 nakshatras alternately (Jupiter Ashwini …
//!   Krittika, Sun Rohini … Punarvasu, …, Saturn Shravana … Shatabhisha), Rahu the three left
//!   (Purva Bhadrapada … Revati).
//! - **Shatabdika** (100): Sun 5, Moon 5, Venus 10, Mercury 10, Jupiter 20, Mars 20, Saturn 30;
//!   count from Revati, by 7.
//! - **Chaturaseeti sama** (84): Sun … Saturn, 12 years each; count from Swati, by 7.
//! - **Dwadashottari** (112): Sun 7, Jupiter 9, Ketu 11, Mercury 13, Rahu 15, Mars 17, Saturn
//!   19, Moon 21; count from the birth nakshatra to Revati, by 8.
//! - **Panchottari** (105): Sun 12, Mercury 13, Saturn 14, Mars 15, Venus 16, Moon 17, Jupiter
//!   18; count from Anuradha, by 7.
//! - **Shodashottari** (116): Sun 11, Mars 12, Jupiter 13, Saturn 14, Ketu 15, Moon 16, Mercury
//!   17, Venus 18; count from Pushya, by 8.
//!
//! Counts are inclusive (the starting nakshatra is 1, a remainder of 1 the first lord). The
//! elapsed part of the first period is the Moon's traversed fraction of the nakshatras its lord
//! holds: of its one nakshatra, or of its whole group for Shashtihayani, as for Ashtottari.
//! Antardashas divide a maha in proportion to the lords' years, in the system's order, from the
//! maha's own lord. Timelines are computed whether or not the system applies
//! ([`super::conditions`] says whether it does).

use super::{Lord, System, Timeline, group_start, lay};
use crate::chart::Chart;
use crate::types::{Days, Longitude, Nakshatra, Planet};

/// How a system finds its first lord from the Moon's nakshatra.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    /// Each nakshatra from this one on gives the next lord in turn, this one the first.
    From(Nakshatra),
    /// Counted from the birth nakshatra on to this one: this one gives the first lord, the one
    /// before it the second, and so back.
    To(Nakshatra),
    /// From this nakshatra on, each lord rules a group of consecutive nakshatras, as many as
    /// the list gives, in the lords' order.
    Groups(Nakshatra, &'static [usize]),
}

/// One conditional nakshatra dasha: its lords in order with their years, and its count.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scheme {
    pub system: System,
    pub lords: &'static [(Planet, f64)],
    pub count: Count,
}

impl Scheme {
    /// Years of one cycle: the lords' years added.
    pub fn cycle_years(&self) -> f64 {
        self.lords.iter().map(|l| l.1).sum()
    }

    /// The index in [`Scheme::lords`] of the lord running when the Moon is at `moon`, and the
    /// fraction of its period elapsed.
    pub fn start(&self, moon: Longitude) -> (usize, f64) {
        let nakshatra = moon.nakshatra().index();
        let fraction = moon.nakshatra_fraction();
        let n = self.lords.len();
        match self.count {
            Count::From(seed) => ((nakshatra + 27 - seed.index()) % 27 % n, fraction),
            Count::To(seed) => ((seed.index() + 27 - nakshatra) % 27 % n, fraction),
            Count::Groups(seed, stars) => group_start(
                (nakshatra + 27 - seed.index()) % 27,
                fraction,
                stars.iter().copied(),
            ),
        }
    }
}

use Planet::*;

/// The seven, in the order of [`System`] (BPHS ch. 46).
pub const SCHEMES: [Scheme; 7] = [
    Scheme {
        system: System::Dwisaptati,
        lords: &[
            (Sun, 9.0),
            (Moon, 9.0),
            (Mars, 9.0),
            (Mercury, 9.0),
            (Jupiter, 9.0),
            (Venus, 9.0),
            (Saturn, 9.0),
            (Rahu, 9.0),
        ],
        count: Count::From(Nakshatra::Mula),
    },
    Scheme {
        system: System::Shashtihayani,
        lords: &[
            (Jupiter, 10.0),
            (Sun, 10.0),
            (Mars, 10.0),
            (Moon, 6.0),
            (Mercury, 6.0),
            (Venus, 6.0),
            (Saturn, 6.0),
            (Rahu, 6.0),
        ],
        count: Count::Groups(Nakshatra::Ashwini, &[3, 4, 3, 4, 3, 4, 3, 3]),
    },
    Scheme {
        system: System::Shatabdika,
        lords: &[
            (Sun, 5.0),
            (Moon, 5.0),
            (Venus, 10.0),
            (Mercury, 10.0),
            (Jupiter, 20.0),
            (Mars, 20.0),
            (Saturn, 30.0),
        ],
        count: Count::From(Nakshatra::Revati),
    },
    Scheme {
        system: System::Chaturaseeti,
        lords: &[
            (Sun, 12.0),
            (Moon, 12.0),
            (Mars, 12.0),
            (Mercury, 12.0),
            (Jupiter, 12.0),
            (Venus, 12.0),
            (Saturn, 12.0),
        ],
        count: Count::From(Nakshatra::Swati),
    },
    Scheme {
        system: System::Dwadashottari,
        lords: &[
            (Sun, 7.0),
            (Jupiter, 9.0),
            (Ketu, 11.0),
            (Mercury, 13.0),
            (Rahu, 15.0),
            (Mars, 17.0),
            (Saturn, 19.0),
            (Moon, 21.0),
        ],
        count: Count::To(Nakshatra::Revati),
    },
    Scheme {
        system: System::Panchottari,
        lords: &[
            (Sun, 12.0),
            (Mercury, 13.0),
            (Saturn, 14.0),
            (Mars, 15.0),
            (Venus, 16.0),
            (Moon, 17.0),
            (Jupiter, 18.0),
        ],
        count: Count::From(Nakshatra::Anuradha),
    },
    Scheme {
        system: System::Shodashottari,
        lords: &[
            (Sun, 11.0),
            (Mars, 12.0),
            (Jupiter, 13.0),
            (Saturn, 14.0),
            (Ketu, 15.0),
            (Moon, 16.0),
            (Mercury, 17.0),
            (Venus, 18.0),
        ],
        count: Count::From(Nakshatra::Pushya),
    },
];

/// The table row of one of the seven; `None` for the other systems.
pub fn scheme(system: System) -> Option<&'static Scheme> {
    SCHEMES.iter().find(|s| s.system == system)
}

/// The timeline of a chart under one of the seven (`None` for another system).
pub fn conditional(chart: &Chart, system: System) -> Option<Timeline> {
    let s = scheme(system)?;
    let (first, fraction) = s.start(chart.graha(Planet::Moon).longitude);
    let years = s.lords[first].1;
    let elapsed = fraction * years;
    let year = Days::new(chart.settings.dasha_year.days());
    let n = s.lords.len();
    Some(lay(
        system,
        chart,
        chart.jd - year * elapsed,
        years - elapsed,
        |k| {
            let (lord, years) = s.lords[(first + k) % n];
            (Lord::Planet(lord), lord.name(), years)
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cycles_are_the_systems_years() {
        // BPHS ch. 46: 72, 60, 100, 84, 112, 105, 116 years.
        let years: Vec<f64> = SCHEMES.iter().map(Scheme::cycle_years).collect();
        assert_eq!(years, [72.0, 60.0, 100.0, 84.0, 112.0, 105.0, 116.0]);
        for s in &SCHEMES {
            assert_eq!(System::ALL.iter().filter(|&&x| x == s.system).count(), 1);
            if let Count::Groups(_, stars) = s.count {
                assert_eq!(stars.len(), s.lords.len());
                assert_eq!(stars.iter().sum::<usize>(), 27);
            }
        }
    }

    fn at(n: Nakshatra, fraction: f64) -> Longitude {
        Longitude::new((n.index() as f64 + fraction) * 360.0 / 27.0)
    }

    #[test]
    fn the_counts_start_where_bphs_starts_them() {
        let lord = |system, n| {
            let s = scheme(system).unwrap();
            s.lords[s.start(at(n, 0.5)).0].0
        };
        // The starting nakshatra gives the first lord; the next one the second.
        assert_eq!(lord(System::Dwisaptati, Nakshatra::Mula), Sun);
        assert_eq!(lord(System::Dwisaptati, Nakshatra::PurvaAshadha), Moon);
        // 27 from Mula is Jyeshtha: remainder 3 by 8, Mars.
        assert_eq!(lord(System::Dwisaptati, Nakshatra::Jyeshtha), Mars);
        assert_eq!(lord(System::Shatabdika, Nakshatra::Revati), Sun);
        assert_eq!(lord(System::Chaturaseeti, Nakshatra::Swati), Sun);
        assert_eq!(lord(System::Panchottari, Nakshatra::Anuradha), Sun);
        assert_eq!(lord(System::Shodashottari, Nakshatra::Pushya), Sun);
        assert_eq!(lord(System::Shodashottari, Nakshatra::Ashlesha), Mars);
        // Dwadashottari counts from the birth nakshatra to Revati: Revati 1 (Sun), Uttara
        // Bhadrapada 2 (Jupiter), Ashwini 27 (remainder 3, Ketu).
        assert_eq!(lord(System::Dwadashottari, Nakshatra::Revati), Sun);
        assert_eq!(
            lord(System::Dwadashottari, Nakshatra::UttaraBhadrapada),
            Jupiter
        );
        assert_eq!(lord(System::Dwadashottari, Nakshatra::Ashwini), Ketu);
        // Shashtihayani: Krittika the last of Jupiter's three, Rohini the first of the Sun's
        // four, Revati the last of Rahu's.
        assert_eq!(lord(System::Shashtihayani, Nakshatra::Krittika), Jupiter);
        assert_eq!(lord(System::Shashtihayani, Nakshatra::Rohini), Sun);
        assert_eq!(lord(System::Shashtihayani, Nakshatra::Shatabhisha), Saturn);
        assert_eq!(
            lord(System::Shashtihayani, Nakshatra::PurvaBhadrapada),
            Rahu
        );
    }

    #[test]
    fn a_group_elapses_across_its_nakshatras() {
        // Hasta is the third of the Moon's four (Purva Phalguni … Chitra): halfway through it,
        // 2.5 of 4 nakshatras are behind.
        let s = scheme(System::Shashtihayani).unwrap();
        let (i, elapsed) = s.start(at(Nakshatra::Hasta, 0.5));
        assert_eq!(s.lords[i].0, Moon);
        assert!((elapsed - 2.5 / 4.0).abs() < 1e-12);
        // One nakshatra a lord: the fraction of the nakshatra itself.
        let s = scheme(System::Shatabdika).unwrap();
        assert!((s.start(at(Nakshatra::Hasta, 0.25)).1 - 0.25).abs() < 1e-12);
    }
}
