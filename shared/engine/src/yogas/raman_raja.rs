//! Raja yogas: the numbered Raja yogas of B. V. Raman's *Three Hundred Important Combinations*
//! (nos. 245–252) that a chart decides, the named Raja yogas of Jataka Parijata ch. 7 that read
//! the navamsa (Vishnu, Gauri, Chandika, Bharati) or the trines (Shiva, Trilochana), the
//! yogakaraka of BPHS ch. 34, and the Moon's Raja yoga of Phaladeepika ch. 7.
//!
//! Not decided here: Raman no. 246 (a debilitated planet "with bright rays", a quantity the texts
//! do not fix), no. 250 (the Neecha Bhanga conditions, already the catalogue's
//! `neechaBhangaRaja`), and the shashtiamsa clauses of no. 248.

use super::common::{
    aspected_by, debilitated, exalted, forming, house, joined, navamsa, navamsa_lord, waxing,
};
use super::{Formation, dignified, is_kendra, is_trikona, lord, sign};
use crate::chart::Chart;
use crate::dignity::exaltation;
use crate::functional::yogakaraka;
use crate::types::{Modality, Planet, Sign};

/// Raman no. 245: three or more planets in their own or exaltation signs
/// occupying kendras. PyJHora also accepts three exalted planets anywhere; the text places them
/// in kendras.
pub(super) fn raman_245(chart: &Chart) -> Formation {
    let placed: Vec<Planet> = Planet::SEVEN
        .into_iter()
        .filter(|&p| dignified(chart, p) && is_kendra(house(chart, p)))
        .collect();
    Formation::when(placed.len() >= 3, placed)
}

/// Whether `p` has directional strength (dig bala, BPHS ch. 27) by house: Jupiter and Mercury
/// in the 1st, the Moon and Venus in the 4th, Saturn in the 7th, the Sun and Mars in the 10th.
fn dig_bali(chart: &Chart, p: Planet) -> bool {
    let h = house(chart, p);
    match p {
        Planet::Jupiter | Planet::Mercury => h == 1,
        Planet::Moon | Planet::Venus => h == 4,
        Planet::Saturn => h == 7,
        Planet::Sun | Planet::Mars => h == 10,
        Planet::Rahu | Planet::Ketu => false,
    }
}

/// Raman no. 247: two, three or four planets with directional strength (read: two or more).
pub(super) fn raman_247(chart: &Chart) -> Formation {
    let strong: Vec<Planet> = Planet::SEVEN
        .into_iter()
        .filter(|&p| dig_bali(chart, p))
        .collect();
    Formation::when(strong.len() >= 2, strong)
}

/// Raman no. 248: Aquarius rising with Venus in it, and four planets exalted (the clause on
/// evil navamsas and shashtiamsas is not read).
pub(super) fn raman_248(chart: &Chart) -> Formation {
    let high: Vec<Planet> = Planet::SEVEN
        .into_iter()
        .filter(|&p| exalted(chart, p))
        .collect();
    let ok = chart.ascendant_sign() == Sign::Aquarius
        && house(chart, Planet::Venus) == 1
        && high.len() >= 4;
    Formation::when(ok, forming(&[&[Planet::Venus][..], &high].concat()))
}

/// Raman no. 249: the Moon in the lagna, Jupiter in the 4th, Venus in the 10th, Saturn exalted
/// or in its own sign.
pub(super) fn raman_249(chart: &Chart) -> Formation {
    let ok = house(chart, Planet::Moon) == 1
        && house(chart, Planet::Jupiter) == 4
        && house(chart, Planet::Venus) == 10
        && dignified(chart, Planet::Saturn);
    Formation::when(
        ok,
        vec![Planet::Moon, Planet::Jupiter, Planet::Venus, Planet::Saturn],
    )
}

/// Raman no. 251: the Moon in a kendra other than the lagna, aspected by Jupiter, and otherwise
/// powerful (read: waxing and not debilitated).
pub(super) fn raman_251(chart: &Chart) -> Formation {
    let m = Planet::Moon;
    let ok = matches!(house(chart, m), 4 | 7 | 10)
        && aspected_by(chart, m, |q| q == Planet::Jupiter)
        && waxing(chart)
        && !debilitated(chart, m);
    Formation::when(ok, vec![m, Planet::Jupiter])
}

/// Raman no. 252: a planet in its debilitation sign occupying its exaltation navamsa.
pub(super) fn raman_252(chart: &Chart) -> Formation {
    let found: Vec<Planet> = Planet::SEVEN
        .into_iter()
        .filter(|&p| {
            debilitated(chart, p) && exaltation(p).is_some_and(|(s, _)| navamsa(chart, p) == s)
        })
        .collect();
    Formation::when(!found.is_empty(), found)
}

/// Yogakaraka Raja yoga (BPHS ch. 34 v. 11–12): the planet ruling both a kendra and a trikona
/// for this lagna placed in a kendra or a trikona.
pub(super) fn yogakaraka_raja(chart: &Chart) -> Formation {
    match yogakaraka(chart.ascendant_sign()) {
        Some(p) => {
            let h = house(chart, p);
            Formation::when(is_kendra(h) || is_trikona(h), vec![p])
        }
        None => Formation::absent(),
    }
}

/// The Moon's Raja yoga (Phaladeepika ch. 7): the Moon vargottama (in the same sign in the rasi
/// and the navamsa) and aspected by four or more planets.
pub(super) fn vargottama_moon(chart: &Chart) -> Formation {
    let m = Planet::Moon;
    let seeing: Vec<Planet> = Planet::ALL
        .iter()
        .copied()
        .filter(|&q| q != m && super::aspects(chart, q, m))
        .collect();
    Formation::when(
        navamsa(chart, m) == sign(chart, m) && seeing.len() >= 4,
        forming(&[&[m][..], &seeing].concat()),
    )
}

/// Vishnu (Jataka Parijata ch. 7): the lords of the 9th and 10th in the 2nd, with the lord of the
/// navamsa the 9th lord occupies.
pub(super) fn vishnu(chart: &Chart) -> Formation {
    let (l9, l10) = (lord(chart, 9), lord(chart, 10));
    let d = navamsa_lord(chart, l9);
    let three = forming(&[l9, l10, d]);
    Formation::when(three.iter().all(|&p| house(chart, p) == 2), three)
}

/// Shiva (Jataka Parijata ch. 7): the lord of the 5th in the 9th, the lord of the 9th in the
/// 10th, the lord of the 10th in the 5th.
pub(super) fn shiva(chart: &Chart) -> Formation {
    let (l5, l9, l10) = (lord(chart, 5), lord(chart, 9), lord(chart, 10));
    Formation::when(
        house(chart, l5) == 9 && house(chart, l9) == 10 && house(chart, l10) == 5,
        forming(&[l5, l9, l10]),
    )
}

/// Trilochana (Jataka Parijata ch. 7): the Sun, the Moon and Mars in trines from one another
/// (three signs of one element).
pub(super) fn trilochana(chart: &Chart) -> Formation {
    let (s, m, ma) = (
        sign(chart, Planet::Sun),
        sign(chart, Planet::Moon),
        sign(chart, Planet::Mars),
    );
    let trine = |a: Sign, b: Sign| matches!(a.house_of(b), 5 | 9);
    Formation::when(
        trine(s, m) && trine(m, ma) && trine(s, ma),
        vec![Planet::Sun, Planet::Moon, Planet::Mars],
    )
}

/// Gauri (Jataka Parijata ch. 7): the lord of the navamsa the 10th lord occupies exalted in the
/// 10th, joined by the lord of the lagna.
pub(super) fn gauri(chart: &Chart) -> Formation {
    let d = navamsa_lord(chart, lord(chart, 10));
    let l1 = lord(chart, 1);
    Formation::when(
        exalted(chart, d) && house(chart, d) == 10 && (l1 == d || joined(chart, l1, d)),
        forming(&[d, l1]),
    )
}

/// Chandika (Jataka Parijata ch. 7): a fixed sign rising, aspected by the lord of the 6th; the
/// Sun joined with the lords of the navamsas the 6th and 9th lords occupy.
pub(super) fn chandika(chart: &Chart) -> Formation {
    let l6 = lord(chart, 6);
    let (d6, d9) = (navamsa_lord(chart, l6), navamsa_lord(chart, lord(chart, 9)));
    let sun = Planet::Sun;
    let with_sun = |p: Planet| p == sun || joined(chart, p, sun);
    let ok = chart.ascendant_sign().modality() == Modality::Fixed
        && super::common::aspects_house(chart, l6, 1)
        && with_sun(d6)
        && with_sun(d9);
    Formation::when(ok, forming(&[sun, d6, d9, l6]))
}

/// Bharati (Jataka Parijata ch. 7): the lord of the navamsa occupied by the lord of the 2nd, 5th
/// or 11th exalted and joined with the lord of the 9th.
pub(super) fn bharati(chart: &Chart) -> Formation {
    let l9 = lord(chart, 9);
    for h in [2u8, 5, 11] {
        let d = navamsa_lord(chart, lord(chart, h));
        if exalted(chart, d) && (d == l9 || joined(chart, d, l9)) {
            return Formation::present(forming(&[d, l9]));
        }
    }
    Formation::absent()
}
