//! Combinations for wealth (BPHS ch. 41) and for penury (BPHS ch. 42), numbered as B. V. Raman
//! gives them in *Three Hundred Important Combinations* (nos. 118–130 and 144–153), and Raman's
//! combinations for the body (nos. 108–117).

use super::common::{
    aspected_by, benefic_touch, forming, house, joined, kendra_or_trikona, lords_exchange, malefic,
    navamsa_lagna, navamsa_lord, touches,
};
use super::{
    Formation, association, is_benefic, is_dusthana, is_kendra, lord, planet_strength, sign,
};
use crate::chart::Chart;
use crate::dignity::owns;
use crate::types::{Element, Modality, Planet};

/// `p` in the 5th from the lagna in its own sign, and every planet of `eleventh` in the 11th.
fn fifth_own_eleventh(chart: &Chart, p: Planet, eleventh: &[Planet]) -> Formation {
    let ok = house(chart, p) == 5
        && owns(p, sign(chart, p))
        && eleventh.iter().all(|&q| house(chart, q) == 11);
    Formation::when(ok, forming(&[&[p][..], eleventh].concat()))
}

/// Raman no. 118 (BPHS ch. 41): Venus in its own sign in the 5th, Saturn in the 11th.
pub(super) fn dhana_118(chart: &Chart) -> Formation {
    fifth_own_eleventh(chart, Planet::Venus, &[Planet::Saturn])
}

/// Raman no. 119 (BPHS ch. 41): Mercury in its own sign in the 5th, the Moon and Mars in the
/// 11th.
pub(super) fn dhana_119(chart: &Chart) -> Formation {
    fifth_own_eleventh(chart, Planet::Mercury, &[Planet::Moon, Planet::Mars])
}

/// Raman no. 120 (BPHS ch. 41): Saturn in its own sign in the 5th, Mercury and Mars in the 11th.
pub(super) fn dhana_120(chart: &Chart) -> Formation {
    fifth_own_eleventh(chart, Planet::Saturn, &[Planet::Mercury, Planet::Mars])
}

/// Raman no. 121 (BPHS ch. 41): the Sun in its own sign (Leo) in the 5th, Jupiter and the Moon
/// in the 11th.
pub(super) fn dhana_121(chart: &Chart) -> Formation {
    fifth_own_eleventh(chart, Planet::Sun, &[Planet::Jupiter, Planet::Moon])
}

/// Raman no. 122 (BPHS ch. 41): Jupiter in its own sign in the 5th, Mars and the Moon in the
/// 11th.
pub(super) fn dhana_122(chart: &Chart) -> Formation {
    fifth_own_eleventh(chart, Planet::Jupiter, &[Planet::Mars, Planet::Moon])
}

/// `p` in the lagna in its own sign (`own`), joined with or aspected by every planet of `by`.
fn lagna_own_touched(chart: &Chart, p: Planet, by: &[Planet]) -> Formation {
    let ok =
        house(chart, p) == 1 && owns(p, sign(chart, p)) && by.iter().all(|&q| touches(chart, q, p));
    Formation::when(ok, forming(&[&[p][..], by].concat()))
}

/// Raman no. 123 (BPHS ch. 41): the Sun in Leo rising, joined with or aspected by Mars and
/// Jupiter.
pub(super) fn dhana_123(chart: &Chart) -> Formation {
    lagna_own_touched(chart, Planet::Sun, &[Planet::Mars, Planet::Jupiter])
}

/// Raman no. 124 (BPHS ch. 41): the Moon in Cancer rising, aspected by Jupiter and Mars (read:
/// joined or aspected, as for the other lagna combinations).
pub(super) fn dhana_124(chart: &Chart) -> Formation {
    lagna_own_touched(chart, Planet::Moon, &[Planet::Jupiter, Planet::Mars])
}

/// Raman no. 125 (BPHS ch. 41): Mars in Aries or Scorpio rising, joined with or aspected by the
/// Moon, Venus and Saturn.
pub(super) fn dhana_125(chart: &Chart) -> Formation {
    lagna_own_touched(
        chart,
        Planet::Mars,
        &[Planet::Moon, Planet::Venus, Planet::Saturn],
    )
}

/// Raman no. 126 (BPHS ch. 41): Mercury in its own sign rising, joined with or aspected by
/// Saturn and Venus.
pub(super) fn dhana_126(chart: &Chart) -> Formation {
    lagna_own_touched(chart, Planet::Mercury, &[Planet::Saturn, Planet::Venus])
}

/// Raman no. 127 (BPHS ch. 41): Jupiter in its own sign rising, joined with or aspected by
/// Mercury and Mars.
pub(super) fn dhana_127(chart: &Chart) -> Formation {
    lagna_own_touched(chart, Planet::Jupiter, &[Planet::Mercury, Planet::Mars])
}

/// Raman no. 128 (BPHS ch. 41): Venus in its own sign rising, joined with or aspected by Saturn
/// and Mercury.
pub(super) fn dhana_128(chart: &Chart) -> Formation {
    lagna_own_touched(chart, Planet::Venus, &[Planet::Saturn, Planet::Mercury])
}

/// Bahudravyarjana, Raman no. 129 (BPHS ch. 41): the lord of the lagna in the 2nd, the lord of
/// the 2nd in the 11th, the lord of the 11th in the lagna.
pub(super) fn bahudravyarjana(chart: &Chart) -> Formation {
    let (l1, l2, l11) = (lord(chart, 1), lord(chart, 2), lord(chart, 11));
    Formation::when(
        house(chart, l1) == 2 && house(chart, l2) == 11 && house(chart, l11) == 1,
        forming(&[l1, l2, l11]),
    )
}

/// Swaveeryaddhana, Raman no. 130 (BPHS ch. 41): the lord of the lagna the strongest of the seven
/// (by [`planet_strength`]), in a kendra, associated with the lord of the 2nd.
pub(super) fn swaveeryaddhana(chart: &Chart) -> Formation {
    let (l1, l2) = (lord(chart, 1), lord(chart, 2));
    let s1 = planet_strength(chart, l1);
    let strongest = Planet::SEVEN
        .into_iter()
        .all(|p| p == l1 || planet_strength(chart, p) < s1);
    let ok = strongest && is_kendra(house(chart, l1)) && association(chart, l1, l2).is_some();
    Formation::when(ok, forming(&[l1, l2]))
}

/// Madhya Vayasi Dhana, Raman no. 133 (BPHS ch. 41): the lords of the lagna, the 2nd and the
/// 11th in kendras or trikonas.
pub(super) fn madhya_vayasi_dhana(chart: &Chart) -> Formation {
    let three = forming(&[lord(chart, 1), lord(chart, 2), lord(chart, 11)]);
    Formation::when(three.iter().all(|&p| kendra_or_trikona(chart, p)), three)
}

/// `p` joined with or aspected by the lord of the 2nd or of the 7th (the maraka lords).
fn maraka_touch(chart: &Chart, p: Planet) -> bool {
    let (l2, l7) = (lord(chart, 2), lord(chart, 7));
    touches(chart, l2, p) || touches(chart, l7, p)
}

/// Raman no. 144 (BPHS ch. 42): the lords of the lagna and the 12th exchanging signs, joined with
/// or aspected by the lord of the 7th.
pub(super) fn daridra_144(chart: &Chart) -> Formation {
    let (l1, l12, l7) = (lord(chart, 1), lord(chart, 12), lord(chart, 7));
    let ok = lords_exchange(chart, 1, 12) && (touches(chart, l7, l1) || touches(chart, l7, l12));
    Formation::when(ok, forming(&[l1, l12, l7]))
}

/// Raman no. 145 (BPHS ch. 42): the lords of the lagna and the 6th exchanging signs, the Moon
/// aspected by the lord of the 2nd or of the 7th.
pub(super) fn daridra_145(chart: &Chart) -> Formation {
    let (l2, l7) = (lord(chart, 2), lord(chart, 7));
    let ok =
        lords_exchange(chart, 1, 6) && aspected_by(chart, Planet::Moon, |q| q == l2 || q == l7);
    Formation::when(ok, forming(&[lord(chart, 1), lord(chart, 6), Planet::Moon]))
}

/// Raman no. 146 (BPHS ch. 42): Ketu and the Moon in the lagna.
pub(super) fn daridra_146(chart: &Chart) -> Formation {
    Formation::when(
        house(chart, Planet::Ketu) == 1 && house(chart, Planet::Moon) == 1,
        vec![Planet::Moon, Planet::Ketu],
    )
}

/// Raman no. 147 (BPHS ch. 42): the lord of the lagna in the 8th, joined with or aspected by the
/// lord of the 2nd or the 7th.
pub(super) fn daridra_147(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    Formation::when(house(chart, l1) == 8 && maraka_touch(chart, l1), vec![l1])
}

/// Raman no. 148 (BPHS ch. 42): the lord of the lagna in the 6th, 8th or 12th with a malefic,
/// joined with or aspected by the lord of the 2nd or the 7th.
pub(super) fn daridra_148(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let with_malefic = Planet::ALL
        .iter()
        .copied()
        .any(|q| malefic(chart, q) && joined(chart, q, l1));
    Formation::when(
        is_dusthana(house(chart, l1)) && with_malefic && maraka_touch(chart, l1),
        vec![l1],
    )
}

/// Raman no. 149 (BPHS ch. 42): the lord of the lagna joined with a lord of the 6th, 8th or 12th
/// and aspected by a malefic.
pub(super) fn daridra_149(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let dl = [lord(chart, 6), lord(chart, 8), lord(chart, 12)];
    let ok =
        dl.iter().any(|&d| joined(chart, d, l1)) && aspected_by(chart, l1, |q| malefic(chart, q));
    Formation::when(ok, vec![l1])
}

/// Raman no. 150 (BPHS ch. 42): the lord of the 5th joined with a lord of the 6th, 8th or 12th,
/// with no benefic joining or aspecting it.
pub(super) fn daridra_150(chart: &Chart) -> Formation {
    let l5 = lord(chart, 5);
    let dl = [lord(chart, 6), lord(chart, 8), lord(chart, 12)];
    let ok = dl.iter().any(|&d| joined(chart, d, l5)) && !benefic_touch(chart, l5);
    Formation::when(ok, vec![l5])
}

/// Raman no. 151 (BPHS ch. 42): the lord of the 5th in the 6th or 10th, aspected by a lord of
/// the 2nd, 6th, 7th, 8th or 12th.
pub(super) fn daridra_151(chart: &Chart) -> Formation {
    let l5 = lord(chart, 5);
    let bad = [2u8, 6, 7, 8, 12].map(|h| lord(chart, h));
    let ok = matches!(house(chart, l5), 6 | 10) && aspected_by(chart, l5, |q| bad.contains(&q));
    Formation::when(ok, vec![l5])
}

/// Raman no. 152 (BPHS ch. 42): a natural malefic not ruling the 9th or the 10th in the lagna,
/// joined with or aspected by the lord of the 2nd or the 7th.
pub(super) fn daridra_152(chart: &Chart) -> Formation {
    let (l9, l10) = (lord(chart, 9), lord(chart, 10));
    let found: Vec<Planet> = Planet::ALL
        .iter()
        .copied()
        .filter(|&p| {
            house(chart, p) == 1
                && malefic(chart, p)
                && p != l9
                && p != l10
                && maraka_touch(chart, p)
        })
        .collect();
    Formation::when(!found.is_empty(), found)
}

/// Raman no. 153 (BPHS ch. 42): the lords of the lagna and of the navamsa lagna in the 6th, 8th
/// or 12th, each joined with or aspected by the lord of the 2nd or the 7th.
pub(super) fn daridra_153(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let n1 = navamsa_lagna(chart).lord();
    let two = forming(&[l1, n1]);
    let ok = two
        .iter()
        .all(|&p| is_dusthana(house(chart, p)) && maraka_touch(chart, p));
    Formation::when(ok, two)
}

/// Sareera Soukhya, Raman no. 108: the lord of the lagna, Jupiter or Venus in a kendra.
pub(super) fn sareera_soukhya(chart: &Chart) -> Formation {
    let found: Vec<Planet> = forming(&[lord(chart, 1), Planet::Jupiter, Planet::Venus])
        .into_iter()
        .filter(|&p| is_kendra(house(chart, p)))
        .collect();
    Formation::when(!found.is_empty(), found)
}

/// Dehapushti, Raman no. 109: the lord of the lagna in a movable sign, aspected by a benefic.
pub(super) fn dehapushti(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let ok = sign(chart, l1).modality() == Modality::Movable
        && aspected_by(chart, l1, |q| is_benefic(chart, q));
    Formation::when(ok, vec![l1])
}

/// Rogagrastha, Raman no. 110: the lord of the lagna in the 6th, 8th or 12th, joined with the
/// lord of the 6th.
pub(super) fn rogagrastha(chart: &Chart) -> Formation {
    let (l1, l6) = (lord(chart, 1), lord(chart, 6));
    Formation::when(
        is_dusthana(house(chart, l1)) && joined(chart, l1, l6),
        forming(&[l1, l6]),
    )
}

/// The dry (fiery) planets of Raman's body combinations: the Sun, Mars and Saturn.
fn dry_planet(p: Planet) -> bool {
    matches!(p, Planet::Sun | Planet::Mars | Planet::Saturn)
}

/// Krisanga, Raman no. 112: the lord of the lagna in a dry (fiery) sign or in a sign of a dry
/// planet.
pub(super) fn krisanga(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let s = sign(chart, l1);
    Formation::when(
        s.element() == Element::Fire || dry_planet(s.lord()),
        vec![l1],
    )
}

/// Dehasthoulya, Raman no. 114: the lord of the lagna and the lord of its navamsa both in watery
/// signs.
pub(super) fn dehasthoulya(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let d = navamsa_lord(chart, l1);
    let watery = |p| sign(chart, p).element() == Element::Water;
    Formation::when(watery(l1) && watery(d), forming(&[l1, d]))
}

/// Dehasthoulya, Raman no. 115: Jupiter in the lagna, or aspecting the lagna from a watery sign.
pub(super) fn dehasthoulya_115(chart: &Chart) -> Formation {
    let j = Planet::Jupiter;
    let ok = house(chart, j) == 1
        || (sign(chart, j).element() == Element::Water
            && super::common::aspects_house(chart, j, 1));
    Formation::when(ok, vec![j])
}

/// Sada Sanchara, Raman no. 117: the lord of the lagna, or the Moon, in a movable sign.
pub(super) fn sada_sanchara(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let movable = |p| sign(chart, p).modality() == Modality::Movable;
    let found: Vec<Planet> = forming(&[l1, Planet::Moon])
        .into_iter()
        .filter(|&p| movable(p))
        .collect();
    Formation::when(!found.is_empty(), found)
}
