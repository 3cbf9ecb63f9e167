//! Dasha systems besides Vimshottari (`system` of `POST /v1/dasha`): Yogini, Ashtottari and
//! Jaimini's chara dasha. Each gives a timeline of maha periods from the theoretical start of
//! the one running at birth (chara: from birth, it has no balance) until the period running 120
//! years after birth, in years of the chart's `settings.dasha_year`.
//!
//! - **Yogini**: eight yoginis of 1–8 years (36 a cycle); the first is the birth nakshatra's
//!   number plus 3, mod 8 (0 → 8; Ashwini = 1); the Moon's traversed fraction of its nakshatra
//!   is the elapsed part of the first period (`reference/systems_public.json`
//!   `meta.conventions.yogini`). Antardashas divide a maha in proportion, starting with its own
//!   yogini.
//! - **Ashtottari** (BPHS ch. 46): Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19,
//!   Rahu 12, Venus 21 (108 years); each lord rules a group of nakshatras from Ardra (Sun: Ardra …
//!   Ashlesha; Moon: Magha … Uttara Phalguni; Mars: Hasta … Vishakha; Mercury: Anuradha … Mula;
//!   Saturn: Purva Ashadha … Shravana, Abhijit inside them; Jupiter: Dhanishta … Purva
//!   Bhadrapada; Rahu: Uttara Bhadrapada … Bharani; Venus: Krittika … Mrigashira) and the elapsed
//!   part of the first period is the Moon's traversed fraction of the whole group (as PyJHora's
//!   `ashtottari_dasha_start_date` does). Antardashas divide a maha in proportion, in the same
//!   order, starting with its own lord.
//! - **Chara** (Jaimini), K.N. Rao's rules exactly as `systems_public.json`
//!   `meta.conventions.charaDasha` states them; see [`chara`].

use super::chart::Chart;
use super::panchang::{Paksha, Tithi};
use super::types::{Days, JulianDay, Planet, Sign};

/// Years every timeline covers from birth (as Vimshottari's 120).
pub const SPAN_YEARS: f64 = 120.0;

/// A dasha system other than Vimshottari.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    Yogini,
    Ashtottari,
    Chara,
}

impl System {
    /// The name as the API spells it.
    pub fn name(self) -> &'static str {
        match self {
            System::Yogini => "yogini",
            System::Ashtottari => "ashtottari",
            System::Chara => "chara",
        }
    }
    /// Years of one cycle; `None` for chara, whose cycle depends on the chart.
    pub fn cycle_years(self) -> Option<f64> {
        match self {
            System::Yogini => Some(36.0),
            System::Ashtottari => Some(108.0),
            System::Chara => None,
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
    /// Length in dasha years (whole for a maha period of Yogini, Ashtottari and chara).
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

    /// The antardashas of one of this timeline's periods: for Yogini and Ashtottari the eight
    /// lords from the maha's own, each its share of the cycle; for chara the twelve signs in
    /// equal parts (K.N. Rao, *Predicting through Jaimini's Chara Dasha*: the antardashas run
    /// from the sign after the dasha sign, zodiacally for a direct sign and backward for an
    /// indirect one, and the dasha sign's own comes last).
    pub fn sub_periods(&self, maha: &SystemPeriod) -> Vec<SystemPeriod> {
        let (cycle, parts): (f64, Vec<(Lord, &'static str, f64)>) = match (self.system, maha.lord) {
            (System::Yogini, Lord::Planet(p)) => {
                let i = YOGINIS.iter().position(|y| y.1 == p).unwrap_or(0);
                let parts = (0..8)
                    .map(|k| YOGINIS[(i + k) % 8])
                    .map(|(name, lord, years)| (Lord::Planet(lord), name, years))
                    .collect();
                (36.0, parts)
            }
            (System::Ashtottari, Lord::Planet(p)) => {
                let i = ASHTOTTARI.iter().position(|a| a.0 == p).unwrap_or(0);
                let parts = (0..8)
                    .map(|k| ASHTOTTARI[(i + k) % 8])
                    .map(|(lord, years, _)| (Lord::Planet(lord), lord.name(), years))
                    .collect();
                (108.0, parts)
            }
            (System::Chara, Lord::Sign(sign)) => {
                let forward = is_direct(sign);
                let parts = (1..=12)
                    .map(|k| {
                        let s = if forward {
                            sign.nth(k + 1)
                        } else {
                            Sign::from_index(sign.index() + 12 - k)
                        };
                        (Lord::Sign(s), s.name(), 1.0)
                    })
                    .collect();
                (12.0, parts)
            }
            _ => return Vec::new(),
        };
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

// ---------------------------------------------------------------- Yogini

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

// ---------------------------------------------------------------- Ashtottari

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
    let mut offset = (moon.nakshatra().index() + 27 - ARDRA) % 27;
    for (i, &(_, _, stars)) in ASHTOTTARI.iter().enumerate() {
        if offset < stars {
            return (
                i,
                (offset as f64 + moon.nakshatra_fraction()) / stars as f64,
            );
        }
        offset -= stars;
    }
    (0, 0.0)
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
    let sun = chart.graha(Planet::Sun).longitude.degrees();
    let moon = chart.graha(Planet::Moon).longitude.degrees();
    let above = (chart.ascendant.degrees() - sun).rem_euclid(360.0);
    Applicability {
        rahu_from_lagna_lord: lord_sign.house_of(rahu),
        rahu_in_lagna: rahu == lagna,
        day_birth: above > 0.0 && above < 180.0,
        paksha: Tithi::from_elongation(moon - sun).paksha(),
    }
}

// ---------------------------------------------------------------- Chara

/// How a chara sign's lord was chosen (`systems_public.json` `lordRule`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LordRule {
    /// The sign's one lord, in another sign.
    Lord,
    /// The sign's one lord in the sign itself: 12 years.
    OwnSign,
    /// Scorpio or Aquarius with both co-lords in it: 12 years.
    BothLordsInSign,
    /// Scorpio or Aquarius with one co-lord in it: counted to the other.
    OtherLord,
    /// Both co-lords outside: the one joined by more grahas.
    MorePlanets,
    /// Both outside with as many grahas: the one further on in its sign.
    HigherDegree,
}

impl LordRule {
    pub fn name(self) -> &'static str {
        match self {
            LordRule::Lord => "lord",
            LordRule::OwnSign => "own-sign",
            LordRule::BothLordsInSign => "both-lords-in-sign",
            LordRule::OtherLord => "other-lord",
            LordRule::MorePlanets => "more-planets",
            LordRule::HigherDegree => "higher-degree",
        }
    }
}

/// A sign's chara dasha years and how they were counted.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CharaSign {
    pub sign: Sign,
    /// First-cycle years, 1–12.
    pub years: u8,
    /// The planet counted to; `None` with both co-lords in the sign.
    pub lord: Option<Planet>,
    pub lord_sign: Option<Sign>,
    /// Counted zodiacally (the sign is direct / odd-footed) or backward.
    pub forward: bool,
    pub rule: LordRule,
}

/// Direct (odd-footed, savya) signs: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius.
pub fn is_direct(s: Sign) -> bool {
    matches!(s.index(), 0 | 1 | 2 | 6 | 7 | 8)
}

/// Signs from `from` to `to` both included, forward or backward.
fn count(from: Sign, to: Sign, forward: bool) -> u8 {
    let (a, b) = if forward {
        (to.index(), from.index())
    } else {
        (from.index(), to.index())
    };
    ((a + 12 - b) % 12 + 1) as u8
}

/// The years of one sign (K.N. Rao's rules, no exaltation/debilitation correction).
pub fn chara_sign(chart: &Chart, sign: Sign) -> CharaSign {
    let forward = is_direct(sign);
    let sign_of = |p: Planet| chart.graha(p).sign();
    let co_lords = match sign {
        Sign::Scorpio => Some((Planet::Mars, Planet::Ketu)),
        Sign::Aquarius => Some((Planet::Saturn, Planet::Rahu)),
        _ => None,
    };
    let (lord, rule) = match co_lords {
        None => (Some(sign.lord()), LordRule::Lord),
        Some((a, b)) => match (sign_of(a) == sign, sign_of(b) == sign) {
            (true, true) => (None, LordRule::BothLordsInSign),
            (true, false) => (Some(b), LordRule::OtherLord),
            (false, true) => (Some(a), LordRule::OtherLord),
            (false, false) => {
                let joined = |p: Planet| {
                    Planet::ALL
                        .iter()
                        .filter(|&&q| q != p && sign_of(q) == sign_of(p))
                        .count()
                };
                let (na, nb) = (joined(a), joined(b));
                if na != nb {
                    (Some(if na > nb { a } else { b }), LordRule::MorePlanets)
                } else {
                    let deg = |p: Planet| chart.graha(p).degree();
                    (
                        Some(if deg(a) >= deg(b) { a } else { b }),
                        LordRule::HigherDegree,
                    )
                }
            }
        },
    };
    let lord_sign = lord.map(sign_of);
    let rule = if rule == LordRule::Lord && lord_sign == Some(sign) {
        LordRule::OwnSign
    } else {
        rule
    };
    let years = match lord_sign {
        Some(s) if s != sign => count(sign, s, forward) - 1,
        _ => 12,
    };
    CharaSign {
        sign,
        years,
        lord,
        lord_sign,
        forward,
        rule,
    }
}

/// The twelve signs in chara dasha order: from the ascendant's sign, forward when the 9th sign
/// from it is direct, else backward.
pub fn chara_order(chart: &Chart) -> [Sign; 12] {
    let lagna = chart.ascendant_sign();
    let forward = is_direct(lagna.nth(9));
    std::array::from_fn(|k| {
        if forward {
            lagna.nth(k + 1)
        } else {
            Sign::from_index(lagna.index() + 12 - k)
        }
    })
}

/// The first cycle's signs, in order.
pub fn chara_signs(chart: &Chart) -> [CharaSign; 12] {
    chara_order(chart).map(|s| chara_sign(chart, s))
}

/// The chara dasha timeline of a chart: from birth (no balance), the 12 signs with their years,
/// then the same order again with 12 − each sign's first-cycle years (a sign that had 12 is
/// skipped), until the period running at birth + 120 years (two cycles always last 144).
pub fn chara(chart: &Chart) -> Timeline {
    let signs = chara_signs(chart);
    let first = f64::from(signs[0].years);
    lay(System::Chara, chart, chart.jd, first, |k| {
        let s = signs[k % 12];
        let years = if k < 12 {
            s.years
        } else if k < 24 {
            12 - s.years
        } else {
            0
        };
        (Lord::Sign(s.sign), s.sign.name(), f64::from(years))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counting_includes_both_ends() {
        // K.N. Rao: Aries to Leo forward is 5 signs (4 years); Cancer to Capricorn backward 7.
        assert_eq!(count(Sign::Aries, Sign::Leo, true), 5);
        assert_eq!(count(Sign::Cancer, Sign::Capricorn, false), 7);
        assert_eq!(count(Sign::Cancer, Sign::Gemini, false), 2);
    }

    #[test]
    fn cycles_sum_to_their_years() {
        assert_eq!(YOGINIS.iter().map(|y| y.2).sum::<f64>(), 36.0);
        assert_eq!(ASHTOTTARI.iter().map(|a| a.1).sum::<f64>(), 108.0);
        assert_eq!(ASHTOTTARI.iter().map(|a| a.2).sum::<usize>(), 27);
    }
}
