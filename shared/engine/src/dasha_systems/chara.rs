//! Jaimini's chara dasha, K.N. Rao's rules exactly as `systems_public.json`
//! `meta.conventions.charaDasha` states them: each sign's years counted to its lord, the order
//! from the ascendant by the 9th sign's footing, a second cycle of 12 − each sign's years.

use super::{Lord, System, Timeline, lay};
use crate::chart::Chart;
use crate::types::{Planet, Sign};

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

/// The chara antardashas of a dasha sign (K.N. Rao, *Predicting through Jaimini's Chara Dasha*):
/// twelve equal parts from the sign after it, zodiacally for a direct sign and backward for an
/// indirect one, the dasha sign's own last.
pub(super) fn antar_signs(sign: Sign) -> Vec<(Lord, &'static str, f64)> {
    let forward = is_direct(sign);
    (1..=12)
        .map(|k| {
            let s = if forward {
                sign.nth(k + 1)
            } else {
                Sign::from_index(sign.index() + 12 - k)
            };
            (Lord::Sign(s), s.name(), 1.0)
        })
        .collect()
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
}
