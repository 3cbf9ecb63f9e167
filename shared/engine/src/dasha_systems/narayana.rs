//! Narayana dasha (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, ch. 18;
//! Sanjay Rath, *Narayana Dasa*), and what the other Jaimini sign dashas of this folder share
//! with it: the stronger of two signs and of two co-lords (Integrated Approach ch. 15.5), the
//! narayana years of a sign, the two cycles, and the antardashas.
//!
//! Antardashas (Integrated Approach ch. 18.3; sudasa and drig, whose chapters 20 and 21 give
//! none of their own, take these): twelve equal parts of the maha (a dasha of n years has
//! antardashas of n months) in [`antar_order`], from the sign holding the lord of the stronger
//! of the dasha sign and the 7th from it.

use super::{Lord, System, SystemPeriod, Timeline, is_direct, lay};
use crate::chart::Chart;
use crate::dignity::{debilitation, exaltation};
use crate::jaimini::rashi_aspects;
use crate::types::{JulianDay, Modality, Planet, Sign};
use std::cmp::Ordering;

/// Houses from a movable seed in dasha order: every sign in turn (Integrated Approach ch. 18).
const MOVABLE: [usize; 12] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/// From a fixed seed: every 6th sign.
const FIXED: [usize; 12] = [1, 6, 11, 4, 9, 2, 7, 12, 5, 10, 3, 8];
/// From a dual seed: the trines of the seed, then those of the 10th, of the 7th, of the 4th.
const DUAL: [usize; 12] = [1, 5, 9, 10, 2, 6, 7, 11, 3, 4, 8, 12];

/// The chart's narayana dasha timeline: from birth (no balance), the twelve signs from the
/// stronger of the lagna and the 7th in [`narayana_order`], each its [`dasa_years`], then a
/// second cycle of 12 − those years.
pub fn narayana(chart: &Chart) -> Timeline {
    let lagna = chart.ascendant_sign();
    let seed = stronger_sign(chart, lagna, lagna.nth(7));
    two_cycles(
        System::Narayana,
        chart,
        narayana_order(chart, seed),
        chart.jd,
        None,
    )
}

/// The antardashas of one of the timeline's maha periods: twelve equal parts in
/// [`antar_order`].
pub fn sub_periods(chart: &Chart, maha: &SystemPeriod) -> Vec<SystemPeriod> {
    match maha.lord {
        Lord::Sign(sign) => split(maha, antar_order(chart, sign)),
        Lord::Planet(_) => Vec::new(),
    }
}

/// The antardasha order of a dasha sign (Integrated Approach ch. 18.3): the antardasha seed is
/// the stronger of the dasha sign and the 7th from it; the antardashas start from the sign
/// holding the seed's lord (the stronger co-lord for Scorpio and Aquarius, [`dasa_lord`],
/// ch. 15.5.1) and take every sign in turn, forward from an odd sign and backward from an even
/// one (odd and even, not odd- and even-footed). Saturn in the seed makes them forward; Ketu
/// in it then reverses the direction.
pub fn antar_order(chart: &Chart, dasha: Sign) -> [Sign; 12] {
    let seed = stronger_sign(chart, dasha, dasha.nth(7));
    let from = chart.graha(dasa_lord(chart, seed)).sign();
    let holds = |p: Planet| chart.graha(p).sign() == seed;
    let forward = from.is_odd() || holds(Planet::Saturn);
    let forward = forward != holds(Planet::Ketu);
    MOVABLE.map(|h| toward(from, h, forward))
}

/// The `house`th sign from `from` (itself the 1st), counted forward or backward.
pub(super) fn toward(from: Sign, house: usize, forward: bool) -> Sign {
    if forward {
        from.nth(house)
    } else {
        Sign::from_index(from.index() + 13 - house)
    }
}

/// The twelve signs from `seed` by its modality (regular, every 6th, trines), one direction.
pub(super) fn progression(seed: Sign, forward: bool) -> [Sign; 12] {
    let houses = match seed.modality() {
        Modality::Movable => MOVABLE,
        Modality::Fixed => FIXED,
        Modality::Dual => DUAL,
    };
    houses.map(|h| toward(seed, h, forward))
}

/// The narayana dasha order from `seed` (Integrated Approach ch. 18): forward when the 9th
/// from the seed is odd-footed, else backward; Ketu in the seed reverses the direction; Saturn
/// in it (without Ketu) makes the order regular and forward whatever the seed's modality.
pub fn narayana_order(chart: &Chart, seed: Sign) -> [Sign; 12] {
    let holds = |p: Planet| chart.graha(p).sign() == seed;
    let forward = is_direct(seed.nth(9));
    if holds(Planet::Ketu) {
        progression(seed, !forward)
    } else if holds(Planet::Saturn) {
        MOVABLE.map(|h| seed.nth(h))
    } else {
        progression(seed, forward)
    }
}

/// Lays two cycles of `order` from `start`: each sign its [`dasa_years`], then 12 − those
/// (a sign of 12 years has none in the second cycle), until the period running 120 years after
/// birth. `balance` is the first period's years left at birth (its full years when `None`).
pub(super) fn two_cycles(
    system: System,
    chart: &Chart,
    order: [Sign; 12],
    start: JulianDay,
    balance: Option<f64>,
) -> Timeline {
    let years = order.map(|s| dasa_years(chart, s));
    // A sign of 0 years has no period: the first period is then the next sign's, whole.
    let whole = years
        .iter()
        .copied()
        .find(|&y| y > 0)
        .map_or(0.0, f64::from);
    let first = match balance {
        Some(left) if years[0] > 0 => left,
        _ => whole,
    };
    lay(system, chart, start, first, |k| {
        let i = k % 12;
        let y = match k / 12 {
            0 => years[i],
            1 => 12 - years[i],
            _ => 0,
        };
        (Lord::Sign(order[i]), order[i].name(), f64::from(y))
    })
}

/// `maha` cut into twelve equal antardashas of `signs`, the last ending at the maha's end.
pub(super) fn split(maha: &SystemPeriod, signs: [Sign; 12]) -> Vec<SystemPeriod> {
    let part = (maha.end - maha.start) / 12.0;
    let mut start = maha.start;
    signs
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let end = if i == 11 { maha.end } else { start + part };
            let p = SystemPeriod {
                lord: Lord::Sign(s),
                name: s.name(),
                start,
                end,
                years: maha.years / 12.0,
            };
            start = end;
            p
        })
        .collect()
}

// ------------------------------------------------------------------------------- years

/// A sign's narayana dasha years (Integrated Approach ch. 18; BPHS ch. 46 for the count):
/// signs counted from it to its lord (the stronger co-lord for Scorpio and Aquarius, see
/// [`dasa_lord`]), forward from an odd-footed sign and backward from an even-footed one, less
/// one; 12 with the lord in the sign itself; one more with the lord exalted, one less with it
/// debilitated (Mercury in Virgo counts as in its own sign). From 0 to 12.
pub fn dasa_years(chart: &Chart, sign: Sign) -> u8 {
    let lord = dasa_lord(chart, sign);
    let at = chart.graha(lord).sign();
    let counted = if at == sign {
        12
    } else if is_direct(sign) {
        sign.house_of(at) - 1
    } else {
        at.house_of(sign) - 1
    };
    if exalted(chart, lord) {
        counted + 1
    } else if debilitation(lord) == Some(at) {
        counted - 1
    } else {
        counted
    }
}

/// Scorpio's and Aquarius's two lords.
fn co_lords(sign: Sign) -> Option<(Planet, Planet)> {
    match sign {
        Sign::Scorpio => Some((Planet::Mars, Planet::Ketu)),
        Sign::Aquarius => Some((Planet::Saturn, Planet::Rahu)),
        _ => None,
    }
}

/// The lord a sign's years are counted to (Integrated Approach ch. 18 and 15.5.1): its one lord;
/// for Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu), the co-lord outside the sign when the
/// other is in it (Mars or Saturn with both in it: 12 years either way), else the stronger:
/// joined by more grahas; then conjoined or aspected (rasi drishti) by more of Jupiter, Mercury
/// and its dispositor; then exalted; then in the naturally stronger sign (dual, fixed,
/// movable); then further on in its sign.
pub fn dasa_lord(chart: &Chart, sign: Sign) -> Planet {
    let Some((a, b)) = co_lords(sign) else {
        return sign.lord();
    };
    let at = |p: Planet| chart.graha(p).sign();
    match (at(a) == sign, at(b) == sign) {
        (true, false) => return b,
        (false, true) | (true, true) => return a,
        (false, false) => {}
    }
    let key = |p: Planet| {
        let s = at(p);
        [
            occupants(chart, s),
            support(chart, s, s.lord(), Some(p)),
            usize::from(exalted(chart, p)),
            natural_rank(s),
        ]
    };
    match key(a).cmp(&key(b)) {
        Ordering::Greater => a,
        Ordering::Less => b,
        Ordering::Equal => {
            let deg = |p: Planet| chart.graha(p).degree();
            if deg(a) >= deg(b) { a } else { b }
        }
    }
}

// ---------------------------------------------------------------------------- strength

/// The stronger of two signs (Integrated Approach ch. 15.5.2; Jaimini Upadesa Sutras 2.3): the one
/// holding more grahas; then the one conjoined or aspected (rasi drishti) by more of Jupiter,
/// Mercury and its lord; then the one holding an exalted graha; then the one whose lord stands
/// in a sign of the other oddity; then the naturally stronger (dual, fixed, movable); then the
/// one whose lord ([`dasa_lord`]) is further on in its sign. `a` on a full tie.
pub fn stronger_sign(chart: &Chart, a: Sign, b: Sign) -> Sign {
    let key = |s: Sign| {
        let lord_at = chart.graha(s.lord()).sign();
        [
            occupants(chart, s),
            support(chart, s, s.lord(), None),
            usize::from(
                chart
                    .grahas
                    .iter()
                    .any(|g| g.sign() == s && exalted(chart, g.planet)),
            ),
            usize::from(lord_at.is_odd() != s.is_odd()),
            natural_rank(s),
        ]
    };
    match key(a).cmp(&key(b)) {
        Ordering::Greater => a,
        Ordering::Less => b,
        Ordering::Equal => {
            let deg = |s: Sign| chart.graha(dasa_lord(chart, s)).degree();
            if deg(a) >= deg(b) { a } else { b }
        }
    }
}

/// Grahas in a sign.
fn occupants(chart: &Chart, sign: Sign) -> usize {
    chart.grahas.iter().filter(|g| g.sign() == sign).count()
}

/// How many of Jupiter, Mercury and `lord` are in `sign` or in a sign aspecting it (rasi
/// drishti is mutual: Jaimini Upadesa Sutras 1.1.2–4), `itself` left out: a co-lord weighed
/// in its sign does not join itself (in its own sign it is its own dispositor).
fn support(chart: &Chart, sign: Sign, lord: Planet, itself: Option<Planet>) -> usize {
    let aspects = rashi_aspects(sign);
    [Planet::Jupiter, Planet::Mercury, lord]
        .iter()
        .filter(|&&p| Some(p) != itself)
        .filter(|&&p| {
            let s = chart.graha(p).sign();
            s == sign || aspects.contains(&s)
        })
        .count()
}

/// Dual signs are naturally stronger than fixed ones, fixed than movable.
fn natural_rank(sign: Sign) -> usize {
    match sign.modality() {
        Modality::Movable => 0,
        Modality::Fixed => 1,
        Modality::Dual => 2,
    }
}

/// In its exaltation sign (BPHS ch. 3; Rahu Taurus, Ketu Scorpio as `dignity`), Mercury in its
/// own Virgo excepted.
fn exalted(chart: &Chart, p: Planet) -> bool {
    let at = chart.graha(p).sign();
    exaltation(p).map(|(s, _)| s) == Some(at) && at.lord() != p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{JulianDay, Longitude};

    /// A chart whose grahas stand at 10° of the given signs (Sun … Ketu).
    fn placed(signs: [Sign; 9]) -> Chart {
        // ref: an arbitrary moment; only the signs of the grahas matter here.
        let mut chart = Chart::at(JulianDay::new(2_451_545.0), 28.6, 77.2).unwrap();
        for (g, s) in chart.grahas.iter_mut().zip(signs) {
            g.longitude = Longitude::new(s.index() as f64 * 30.0 + 10.0);
        }
        chart
    }

    #[test]
    fn antardashas_start_from_the_lord_of_the_stronger_of_the_sign_and_its_7th() {
        // ref: Integrated Approach ch. 18.3, Example 67: Capricorn dasha, Saturn in Leo, Moon
        // in Taurus, Cancer the stronger (here by two grahas): from Taurus, even, backward.
        use Sign::*;
        let chart = placed([
            Aries, Taurus, Cancer, Aries, Gemini, Cancer, Leo, Libra, Aries,
        ]);
        assert_eq!(
            antar_order(&chart, Capricorn),
            [
                Taurus,
                Aries,
                Pisces,
                Aquarius,
                Capricorn,
                Sagittarius,
                Scorpio,
                Libra,
                Virgo,
                Leo,
                Cancer,
                Gemini
            ]
        );
        // The same with Ketu in Cancer, the antardasha seed: the direction reversed.
        let chart = placed([
            Aries, Taurus, Cancer, Aries, Gemini, Cancer, Leo, Capricorn, Cancer,
        ]);
        assert_eq!(
            antar_order(&chart, Capricorn),
            [
                Taurus,
                Gemini,
                Cancer,
                Leo,
                Virgo,
                Libra,
                Scorpio,
                Sagittarius,
                Capricorn,
                Aquarius,
                Pisces,
                Aries
            ]
        );
    }

    #[test]
    fn progressions_follow_the_seed_modality() {
        // Integrated Approach ch. 18: Leo forward Le, Cp, Ge, Sc, Ar; Virgo forward Vi, Cp, Ta,
        // Ge, Li; Taurus backward Ta, Sg, Cn, Aq, Vi; Cancer backward Cn, Ge, Ta, Ar.
        let names = |s: [Sign; 12], n: usize| s[..n].iter().map(|s| s.name()).collect::<Vec<_>>();
        assert_eq!(
            names(progression(Sign::Leo, true), 5),
            ["Leo", "Capricorn", "Gemini", "Scorpio", "Aries"]
        );
        assert_eq!(
            names(progression(Sign::Virgo, true), 5),
            ["Virgo", "Capricorn", "Taurus", "Gemini", "Libra"]
        );
        assert_eq!(
            names(progression(Sign::Taurus, false), 5),
            ["Taurus", "Sagittarius", "Cancer", "Aquarius", "Virgo"]
        );
        assert_eq!(
            names(progression(Sign::Cancer, false), 4),
            ["Cancer", "Gemini", "Taurus", "Aries"]
        );
    }

    #[test]
    fn every_progression_holds_the_twelve_signs() {
        for &seed in Sign::ALL {
            for forward in [true, false] {
                let mut seen = progression(seed, forward).map(|s| s.index());
                seen.sort();
                assert_eq!(seen, std::array::from_fn(|i| i), "{seed:?}");
            }
        }
    }
}
