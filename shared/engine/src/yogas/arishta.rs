//! Combinations for disease, misfortune and a fall from power, as numbered in B. V. Raman's
//! *Three Hundred Important Combinations* (nos. 265–299). Clauses that need Gulika (Mandi) or
//! shashtiamsas are not read; each rule says which it keeps.

use super::common::{aspected_by, forming, house, joined, malefic, malefic_in, navamsa, waxing};
use super::{Formation, is_kendra, is_trikona, lord, sign};
use crate::chart::Chart;
use crate::types::{Planet, Sign};

/// Vrana, Raman no. 265: the lord of the 6th, a malefic, in the lagna, the 8th or the 10th.
pub(super) fn vrana(chart: &Chart) -> Formation {
    let l6 = lord(chart, 6);
    Formation::when(
        malefic(chart, l6) && matches!(house(chart, l6), 1 | 8 | 10),
        vec![l6],
    )
}

/// Shishnavyadhi, Raman no. 266: Mercury in the lagna with the lords of the 6th and 8th.
pub(super) fn shishnavyadhi(chart: &Chart) -> Formation {
    let me = Planet::Mercury;
    let (l6, l8) = (lord(chart, 6), lord(chart, 8));
    let with = |l: Planet| l == me || joined(chart, l, me);
    Formation::when(
        house(chart, me) == 1 && with(l6) && with(l8),
        forming(&[me, l6, l8]),
    )
}

/// Kushtaroga, Raman no. 268: the lord of the lagna with Mars and Mercury in the 4th or 12th.
pub(super) fn kushtaroga(chart: &Chart) -> Formation {
    let three = forming(&[lord(chart, 1), Planet::Mars, Planet::Mercury]);
    let h = house(chart, three[0]);
    Formation::when(
        matches!(h, 4 | 12) && three.iter().all(|&p| house(chart, p) == h),
        three,
    )
}

/// Kushtaroga, Raman no. 269: Jupiter with Saturn and the Moon in the 6th.
pub(super) fn kushtaroga_269(chart: &Chart) -> Formation {
    let three = [Planet::Jupiter, Planet::Saturn, Planet::Moon];
    Formation::when(three.iter().all(|&p| house(chart, p) == 6), three.to_vec())
}

/// Bandhana, Raman no. 271: the lords of the lagna and the 6th together in a kendra or trikona
/// with Saturn, Rahu or Ketu.
pub(super) fn bandhana(chart: &Chart) -> Formation {
    let (l1, l6) = (lord(chart, 1), lord(chart, 6));
    let h = house(chart, l1);
    let binder = [Planet::Saturn, Planet::Rahu, Planet::Ketu]
        .into_iter()
        .find(|&p| p != l1 && p != l6 && house(chart, p) == h);
    let ok = joined(chart, l1, l6) && (is_kendra(h) || is_trikona(h)) && binder.is_some();
    Formation::when(ok, forming(&[l1, l6, binder.unwrap_or(l1)]))
}

/// Karascheda, Raman no. 272: Saturn in the 9th and Jupiter in the 3rd (the verse names the two
/// houses in that order).
pub(super) fn karascheda(chart: &Chart) -> Formation {
    Formation::when(
        house(chart, Planet::Saturn) == 9 && house(chart, Planet::Jupiter) == 3,
        vec![Planet::Saturn, Planet::Jupiter],
    )
}

/// Durmarana, Raman no. 274: the Moon in the 6th, 8th or 12th with Saturn or Rahu (Mandi is not
/// read), aspected by the lord of the lagna.
pub(super) fn durmarana(chart: &Chart) -> Formation {
    let m = Planet::Moon;
    let l1 = lord(chart, 1);
    let ok = matches!(house(chart, m), 6 | 8 | 12)
        && (joined(chart, m, Planet::Saturn) || joined(chart, m, Planet::Rahu))
        && aspected_by(chart, m, |q| q == l1);
    Formation::when(ok, forming(&[m, l1]))
}

/// Pittaroga, Raman no. 279: the Sun in the 6th with a malefic and aspected by another malefic.
pub(super) fn pittaroga(chart: &Chart) -> Formation {
    let s = Planet::Sun;
    let with: Vec<Planet> = Planet::ALL
        .iter()
        .copied()
        .filter(|&q| malefic(chart, q) && joined(chart, q, s))
        .collect();
    let seen = aspected_by(chart, s, |q| malefic(chart, q) && !with.contains(&q));
    Formation::when(house(chart, s) == 6 && !with.is_empty() && seen, vec![s])
}

/// Putrakalatraheena, Raman no. 281: the waning Moon in the 5th, malefics in the 12th, the 7th
/// and the lagna.
pub(super) fn putrakalatraheena(chart: &Chart) -> Formation {
    let ok = house(chart, Planet::Moon) == 5
        && !waxing(chart)
        && [12u8, 7, 1].iter().all(|&h| malefic_in(chart, h));
    Formation::when(ok, vec![Planet::Moon])
}

/// Bharya Sahavyabhichara, Raman no. 282: Venus, Saturn and Mars with the Moon in the 7th.
pub(super) fn bharya_vyabhichara(chart: &Chart) -> Formation {
    let four = [Planet::Venus, Planet::Saturn, Planet::Mars, Planet::Moon];
    Formation::when(four.iter().all(|&p| house(chart, p) == 7), four.to_vec())
}

/// Vamsacheda, Raman no. 283: the Moon in the 10th, Venus in the 7th, malefics in the 4th.
pub(super) fn vamsacheda(chart: &Chart) -> Formation {
    let ok = house(chart, Planet::Moon) == 10
        && house(chart, Planet::Venus) == 7
        && malefic_in(chart, 4);
    Formation::when(ok, vec![Planet::Moon, Planet::Venus])
}

/// Guhyaroga, Raman no. 284: the Moon with a malefic in the navamsa of Cancer or Scorpio (both
/// in that navamsa sign).
pub(super) fn guhyaroga(chart: &Chart) -> Formation {
    let m = Planet::Moon;
    let n = navamsa(chart, m);
    let with: Vec<Planet> = Planet::ALL
        .iter()
        .copied()
        .filter(|&q| q != m && malefic(chart, q) && navamsa(chart, q) == n)
        .collect();
    Formation::when(
        matches!(n, Sign::Cancer | Sign::Scorpio) && !with.is_empty(),
        forming(&[&[m][..], &with].concat()),
    )
}

/// Angaheena, Raman no. 285: the Moon in the 10th, Mars in the 7th and Saturn in the 2nd from the
/// Sun.
pub(super) fn angaheena(chart: &Chart) -> Formation {
    let sun = sign(chart, Planet::Sun);
    let at = |p, h| sun.house_of(sign(chart, p)) == h;
    Formation::when(
        at(Planet::Moon, 10) && at(Planet::Mars, 7) && at(Planet::Saturn, 2),
        vec![Planet::Sun, Planet::Moon, Planet::Mars, Planet::Saturn],
    )
}

/// Swetakushta, Raman no. 286: Mars and Saturn in the 2nd and the 12th (one in each), the Moon
/// in the lagna, the Sun in the 7th.
pub(super) fn swetakushta(chart: &Chart) -> Formation {
    let (ma, sa) = (house(chart, Planet::Mars), house(chart, Planet::Saturn));
    let ok = matches!((ma, sa), (2, 12) | (12, 2))
        && house(chart, Planet::Moon) == 1
        && house(chart, Planet::Sun) == 7;
    Formation::when(
        ok,
        vec![Planet::Mars, Planet::Saturn, Planet::Moon, Planet::Sun],
    )
}

/// Malefics in the trines (a malefic in the 5th or the 9th).
fn malefic_in_trines(chart: &Chart) -> bool {
    malefic_in(chart, 5) || malefic_in(chart, 9)
}

/// Pishacha Grasta, Raman no. 287: Rahu in the lagna with the Moon, malefics in the trines.
pub(super) fn pishacha_grasta(chart: &Chart) -> Formation {
    let ok = house(chart, Planet::Rahu) == 1
        && house(chart, Planet::Moon) == 1
        && malefic_in_trines(chart);
    Formation::when(ok, vec![Planet::Rahu, Planet::Moon])
}

/// Andha, Raman no. 288: Rahu in the lagna with the Sun, malefics in the trines.
pub(super) fn andha(chart: &Chart) -> Formation {
    let ok = house(chart, Planet::Rahu) == 1
        && house(chart, Planet::Sun) == 1
        && malefic_in_trines(chart);
    Formation::when(ok, vec![Planet::Rahu, Planet::Sun])
}

/// Andha, Raman no. 289: Mars, the Moon, Saturn and the Sun in the 2nd, 6th, 12th and 8th.
pub(super) fn andha_289(chart: &Chart) -> Formation {
    let ok = house(chart, Planet::Mars) == 2
        && house(chart, Planet::Moon) == 6
        && house(chart, Planet::Saturn) == 12
        && house(chart, Planet::Sun) == 8;
    Formation::when(
        ok,
        vec![Planet::Mars, Planet::Moon, Planet::Saturn, Planet::Sun],
    )
}

/// Vataroga, Raman no. 290: Jupiter in the lagna, Saturn in the 7th.
pub(super) fn vataroga(chart: &Chart) -> Formation {
    Formation::when(
        house(chart, Planet::Jupiter) == 1 && house(chart, Planet::Saturn) == 7,
        vec![Planet::Jupiter, Planet::Saturn],
    )
}

/// Matibhramana, Raman no. 291: Jupiter in the lagna, Mars in the 7th.
pub(super) fn matibhramana(chart: &Chart) -> Formation {
    Formation::when(
        house(chart, Planet::Jupiter) == 1 && house(chart, Planet::Mars) == 7,
        vec![Planet::Jupiter, Planet::Mars],
    )
}

/// Matibhramana, Raman no. 292: Saturn in the lagna, Mars in the 9th, 5th or 7th.
pub(super) fn matibhramana_292(chart: &Chart) -> Formation {
    Formation::when(
        house(chart, Planet::Saturn) == 1 && matches!(house(chart, Planet::Mars), 5 | 7 | 9),
        vec![Planet::Saturn, Planet::Mars],
    )
}

/// Matibhramana, Raman no. 293: Saturn in the 12th with the waning Moon.
pub(super) fn matibhramana_293(chart: &Chart) -> Formation {
    Formation::when(
        house(chart, Planet::Saturn) == 12 && house(chart, Planet::Moon) == 12 && !waxing(chart),
        vec![Planet::Saturn, Planet::Moon],
    )
}

/// Khalwata, Raman no. 295: a sign of a malefic (Aries, Leo, Scorpio, Capricorn, Aquarius), or
/// Sagittarius or Taurus, rising, aspected by a malefic.
pub(super) fn khalwata(chart: &Chart) -> Formation {
    let asc = chart.ascendant_sign();
    let kind = matches!(asc.lord(), Planet::Sun | Planet::Mars | Planet::Saturn)
        || matches!(asc, Sign::Sagittarius | Sign::Taurus);
    let seers: Vec<Planet> = Planet::ALL
        .iter()
        .copied()
        .filter(|&q| malefic(chart, q) && super::common::aspects_sign(chart, q, asc))
        .collect();
    Formation::when(kind && !seers.is_empty(), seers)
}

/// Nishturabhashi, Raman no. 296: the Moon with Saturn, without Jupiter's aspect.
pub(super) fn nishturabhashi(chart: &Chart) -> Formation {
    let m = Planet::Moon;
    let ok = joined(chart, m, Planet::Saturn) && !aspected_by(chart, m, |q| q == Planet::Jupiter);
    Formation::when(ok, vec![m, Planet::Saturn])
}

/// Raja Bhanga, Raman no. 298: Leo rising, Saturn exalted (in Libra) but in its debilitation
/// navamsa (Aries).
pub(super) fn raja_bhanga(chart: &Chart) -> Formation {
    let s = Planet::Saturn;
    let ok = chart.ascendant_sign() == Sign::Leo
        && sign(chart, s) == Sign::Libra
        && navamsa(chart, s) == Sign::Aries;
    Formation::when(ok, vec![s])
}

/// Raja Bhanga, Raman no. 299: the Sun in the 10th degree of Libra (9° to 10°), its deepest fall.
pub(super) fn raja_bhanga_299(chart: &Chart) -> Formation {
    let g = chart.graha(Planet::Sun);
    Formation::when(
        g.sign() == Sign::Libra && (9.0..10.0).contains(&g.degree()),
        vec![Planet::Sun],
    )
}
