//! Vimshottari dasha (BPHS ch. 46): a 120-year cycle of nine planetary periods in the order
//! Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury, starting from the lord of the
//! Moon's birth nakshatra.
//!
//! Conventions (docs/architecture.md): a dasha year is 365.25 days unless the chart's settings
//! choose another length (sidereal 365.256363, savana 360); the balance at birth is the part of
//! the Moon's nakshatra still to be traversed, so the first maha dasha's theoretical start lies
//! before birth; antar and pratyantar dashas divide their parent in proportion to the lords'
//! years (BPHS ch. 46), starting with the parent's own lord.

use super::chart::Chart;
use super::types::{Days, JulianDay, Nakshatra, Planet};

/// Days in a Vimshottari year under the default settings.
pub const YEAR_DAYS: f64 = 365.25;

/// A default Vimshottari year as a span.
pub const YEAR: Days = Days::new(YEAR_DAYS);

/// Years in the full Vimshottari cycle.
pub const CYCLE_YEARS: f64 = 120.0;

/// The Vimshottari order of lords (BPHS ch. 46), beginning with Ketu (lord of Ashwini).
pub const ORDER: [Planet; 9] = [
    Planet::Ketu,
    Planet::Venus,
    Planet::Sun,
    Planet::Moon,
    Planet::Mars,
    Planet::Rahu,
    Planet::Jupiter,
    Planet::Saturn,
    Planet::Mercury,
];

/// Position of a lord in [`ORDER`].
fn order_index(p: Planet) -> usize {
    ORDER.iter().position(|&q| q == p).unwrap_or(0)
}

/// The nine lords in Vimshottari order starting at `first`.
pub fn sequence_from(first: Planet) -> impl Iterator<Item = Planet> {
    let i = order_index(first);
    (0..9).map(move |k| ORDER[(i + k) % 9])
}

/// A dasha period: `start <= t < end`, Julian days (UT).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Period {
    pub planet: Planet,
    pub start: JulianDay,
    pub end: JulianDay,
}

impl Period {
    /// Length.
    pub fn length(&self) -> Days {
        self.end - self.start
    }
    /// Length in Vimshottari years of 365.25 days (the default year).
    pub fn years(&self) -> f64 {
        self.length() / YEAR
    }

    /// Whether `at` falls in `[start, end)`.
    pub fn contains(&self, at: JulianDay) -> bool {
        self.start <= at && at < self.end
    }
    /// Divides the period among the nine lords in proportion to their years, starting with its
    /// own lord (BPHS ch. 46).
    pub fn subdivide(&self) -> Vec<Period> {
        let total = self.length();
        let mut start = self.start;
        sequence_from(self.planet)
            .map(|planet| {
                let end = start + total * planet.vimshottari_years() / CYCLE_YEARS;
                let p = Period { planet, start, end };
                start = end;
                p
            })
            .collect()
    }
}

/// The maha, antar and pratyantar dashas running at one instant.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Running {
    pub maha: Period,
    pub antar: Period,
    pub pratyantar: Period,
}

/// A native's Vimshottari dasha timeline: nine maha dashas covering 120 years from the
/// theoretical start of the one running at birth.
#[derive(Debug, Clone, PartialEq)]
pub struct Vimshottari {
    birth: JulianDay,
    nakshatra: Nakshatra,
    balance_years: f64,
    mahas: [Period; 9],
    year: Days,
}

/// The Vimshottari timeline of a chart, from the Moon's sidereal longitude at birth, in years
/// of the chart's `settings.dasha_year`.
pub fn vimshottari(chart: &Chart) -> Vimshottari {
    let year_days = chart.settings.dasha_year.days();
    let moon = chart.graha(Planet::Moon).longitude;
    let nakshatra = moon.nakshatra();
    let first = nakshatra.lord();
    let years = first.vimshottari_years();
    let elapsed = moon.nakshatra_fraction() * years;
    let mut start = chart.jd - Days::new(elapsed * year_days);
    let mut lords = sequence_from(first);
    let mahas = std::array::from_fn(|_| {
        let planet = lords.next().unwrap_or(first);
        let end = start + Days::new(planet.vimshottari_years() * year_days);
        let p = Period { planet, start, end };
        start = end;
        p
    });
    Vimshottari {
        birth: chart.jd,
        nakshatra,
        balance_years: years - elapsed,
        mahas,
        year: Days::new(year_days),
    }
}

impl Vimshottari {
    /// The nine maha dashas, the first starting before birth (its theoretical start).
    pub fn mahas(&self) -> &[Period] {
        &self.mahas
    }

    /// The length of a year in this timeline (the chart's `settings.dasha_year`).
    pub fn year(&self) -> Days {
        self.year
    }

    /// Years of the first maha dasha left at birth.
    pub fn balance_at_birth_years(&self) -> f64 {
        self.balance_years
    }

    /// The Moon's nakshatra at birth, whose lord rules the first maha dasha.
    pub fn birth_nakshatra(&self) -> Nakshatra {
        self.nakshatra
    }

    /// The birth instant the timeline was computed for.
    pub fn birth(&self) -> JulianDay {
        self.birth
    }

    /// Antar dashas of a maha dasha, starting with the maha lord.
    pub fn antars(maha: &Period) -> Vec<Period> {
        maha.subdivide()
    }

    /// Pratyantar dashas of an antar dasha, starting with the antar lord.
    pub fn pratyantars(antar: &Period) -> Vec<Period> {
        antar.subdivide()
    }

    /// The maha dasha following `maha` (one of this timeline's); past the 120 years the cycle
    /// repeats from the first lord (a native older than the cycle is rare but possible).
    pub fn next_maha(&self, maha: &Period) -> Period {
        let planet = ORDER[(order_index(maha.planet) + 1) % 9];
        Period {
            planet,
            start: maha.end,
            end: maha.end + Days::new(planet.vimshottari_years() * self.year.days()),
        }
    }

    /// The maha dasha running at `at`: one of [`Self::mahas`], or of a later repetition of the
    /// cycle; `None` before the first maha's theoretical start.
    pub fn maha_at(&self, at: JulianDay) -> Option<Period> {
        let first = self.mahas[0];
        if at < first.start {
            return None;
        }
        let cycle = self.year * CYCLE_YEARS;
        let cycles = ((at - first.start) / cycle).floor();
        let shift = cycle * cycles;
        let shifted: Vec<Period> = self
            .mahas
            .iter()
            .map(|m| Period {
                planet: m.planet,
                start: m.start + shift,
                end: m.end + shift,
            })
            .collect();
        find(&shifted, at)
    }

    /// The chain of periods running at `at`, maha first, `depth` levels deep (1 maha … 5
    /// prana); `None` before the first maha's theoretical start.
    pub fn chain_at(&self, at: JulianDay, depth: usize) -> Option<Vec<Period>> {
        let mut p = self.maha_at(at)?;
        let mut chain = vec![p];
        while chain.len() < depth {
            p = find(&p.subdivide(), at)?;
            chain.push(p);
        }
        Some(chain)
    }

    /// The periods running at `at`; `None` before the first maha's theoretical start.
    pub fn running_at(&self, at: JulianDay) -> Option<Running> {
        let maha = self.maha_at(at)?;
        let antar = find(&maha.subdivide(), at)?;
        let pratyantar = find(&antar.subdivide(), at)?;
        Some(Running {
            maha,
            antar,
            pratyantar,
        })
    }
}

/// The period of `list` containing `at`; the last one if `at` lands on the rounding edge.
fn find(list: &[Period], at: JulianDay) -> Option<Period> {
    list.iter()
        .find(|p| p.contains(at))
        .or_else(|| list.last().filter(|p| at >= p.start))
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subdivision_is_proportional_and_contiguous() {
        // BPHS ch. 46: Sun maha (6 y) → Sun/Sun antar = 6 × 6 / 120 years.
        let maha = Period {
            planet: Planet::Sun,
            start: JulianDay::new(0.0),
            end: JulianDay::new(6.0 * YEAR_DAYS),
        };
        let antars = Vimshottari::antars(&maha);
        assert_eq!(antars.len(), 9);
        assert_eq!(antars[0].planet, Planet::Sun);
        assert_eq!(antars[1].planet, Planet::Moon);
        assert!((antars[0].years() - 0.3).abs() < 1e-12);
        for w in antars.windows(2) {
            assert_eq!(w[0].end, w[1].start);
        }
        assert!((antars[8].end - maha.end).abs() < Days::new(1e-9));
    }
}
