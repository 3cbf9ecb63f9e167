//! Ashtottari dasha (BPHS ch. 46): Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19,
//! Rahu 12, Venus 21 (108 years); each lord rules a group of nakshatras from Ardra (Sun: Ardra …
//! Ashlesha; Moon: Magha … Uttara Phalguni; Mars: Hasta … Vishakha; Mercury: Anuradha … Mula;
//! Saturn: Purva Ashadha … Shravana, Abhijit inside them; Jupiter: Dhanishta … Purva
//! Bhadrapada; Rahu: Uttara Bhadrapada … Bharani; Venus: Krittika … Mrigashira) and the elapsed
//! part of the first period is the Moon's traversed fraction of the whole group (as PyJHora's
//! `ashtottari_dasha_start_date` does). Antardashas divide a maha in proportion, in the same
//! order, starting with its own lord.

use super::conditions::{birth_paksha, day_birth};
use super::{Lord, System, Timeline, group_start, lay};
use crate::chart::Chart;
use crate::panchang::Paksha;
use crate::types::{Days, Planet};

/// The Ashtottari lords in order: planet, years, nakshatras in its group (from Ardra).
pub const ASHTOTTARI: [(Planet, f64, usize); 8] = [
    (Planet::Sun, 6.0, 4),
    (Planet::Moon, 15.0, 3),
    (Planet::Mars, 8.0, 4),
    (Planet::Mercury, 17.0, 3),
    (Planet::Saturn, 10.0, 3),
    (Planet::Jupiter, 19.0, 3),
    (Planet::Rahu, 12.0, 4),
    (Planet::Venus, 21.0, 3),
];

/// Ardra's index (0-based): the first nakshatra of the Sun's group.
const ARDRA: usize = 5;

/// The Ashtottari lord ruling the Moon's nakshatra (index in [`ASHTOTTARI`]) and the fraction
/// of its nakshatra group the Moon has traversed.
pub fn ashtottari_start(chart: &Chart) -> (usize, f64) {
    let moon = chart.graha(Planet::Moon).longitude;
    let offset = (moon.nakshatra().index() + 27 - ARDRA) % 27;
    group_start(
        offset,
        moon.nakshatra_fraction(),
        ASHTOTTARI.iter().map(|a| a.2),
    )
}

/// The Ashtottari timeline of a chart (computed whether or not it applies: see
/// [`ashtottari_applicability`]).
pub fn ashtottari(chart: &Chart) -> Timeline {
    let (first, fraction) = ashtottari_start(chart);
    let years = ASHTOTTARI[first].1;
    let elapsed = fraction * years;
    let year = Days::new(chart.settings.dasha_year.days());
    lay(
        System::Ashtottari,
        chart,
        chart.jd - year * elapsed,
        years - elapsed,
        |k| {
            let (lord, years, _) = ASHTOTTARI[(first + k) % 8];
            (Lord::Planet(lord), lord.name(), years)
        },
    )
}

/// Whether Ashtottari applies to a chart. Rule: Rahu in a kendra (1, 4, 7, 10) or trikona (5, 9)
/// from the lagna lord's sign and not in the lagna (BPHS ch. 46, the Ashtottari verses;
/// PyJHora's applicability check counts the same way, from the lagna lord's sign), and a day
/// birth in krishna paksha or a night birth in shukla paksha (the paksha rule as practice
/// states it; PyJHora does not check it). Both halves must hold; each is reported, so a caller
/// can apply either alone.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Applicability {
    /// House of Rahu counted from the lagna lord's sign (1–12).
    pub rahu_from_lagna_lord: u8,
    pub rahu_in_lagna: bool,
    /// The Sun above the horizon at birth: its longitude between the descendant and the
    /// ascendant (the Sun's centre on the ecliptic, no refraction).
    pub day_birth: bool,
    pub paksha: Paksha,
}

impl Applicability {
    pub fn rahu_rule(&self) -> bool {
        matches!(self.rahu_from_lagna_lord, 1 | 4 | 5 | 7 | 9 | 10) && !self.rahu_in_lagna
    }
    pub fn paksha_rule(&self) -> bool {
        self.day_birth == (self.paksha == Paksha::Krishna)
    }
    pub fn applicable(&self) -> bool {
        self.rahu_rule() && self.paksha_rule()
    }
}

pub fn ashtottari_applicability(chart: &Chart) -> Applicability {
    let lagna = chart.ascendant_sign();
    let rahu = chart.graha(Planet::Rahu).sign();
    let lord_sign = chart.graha(lagna.lord()).sign();
    Applicability {
        rahu_from_lagna_lord: lord_sign.house_of(rahu),
        rahu_in_lagna: rahu == lagna,
        day_birth: day_birth(chart),
        paksha: birth_paksha(chart),
    }
}
