//! Further named yogas of BPHS ch. 36 ("many other yogas") and of the Raja yoga chapter of
//! Jataka Parijata (ch. 7), as B. V. Raman gathers them at the head of *Three Hundred Important
//! Combinations*: Mridanga, Matsya, Kurma, Khadga, Kusuma, Parijata, Kalpadruma, the Trimurti
//! yogas (Hari, Hara, Brahma), Amsavatara, Devendra, Indra, Garuda, Gaja and others.
//!
//! Readings (stated once): a house said to hold "benefics" or "malefics" must hold at least one
//! such planet and none of the other kind; "deep exaltation" is read as the exaltation sign (the
//! deep degree is a point no chart reaches); "strong" is [`super::is_strong_lord`].

use super::common::{
    aspects_sign, benefic_from, day_birth, debilitated, dispositor, exalted, forming, friendly,
    house, in_house, joined, kendra_or_trikona, lords_exchange, malefic, navamsa_lord, touches,
    waxing,
};
use super::{Formation, dignified, is_benefic, is_kendra, is_strong_lord, is_trikona, lord, sign};
use crate::chart::Chart;
use crate::dignity::{Dignity, dignity};
use crate::types::{Modality, Planet};

/// House `h` holds at least one planet, every one of them passing `pick`.
fn only(chart: &Chart, h: u8, pick: impl Fn(Planet) -> bool) -> bool {
    let mut any = false;
    for p in in_house(chart, h) {
        if !pick(p) {
            return false;
        }
        any = true;
    }
    any
}

/// Mridanga (BPHS ch. 36): planets in their own or exaltation signs in kendras or trikonas, and
/// the lord of the lagna strong. Read as at least two of the seven so placed.
pub(super) fn mridanga(chart: &Chart) -> Formation {
    let placed: Vec<Planet> = Planet::SEVEN
        .into_iter()
        .filter(|&p| dignified(chart, p) && kendra_or_trikona(chart, p))
        .collect();
    let l1 = lord(chart, 1);
    Formation::when(placed.len() >= 2 && is_strong_lord(chart, l1), placed)
}

/// Matsya (BPHS ch. 36): benefics in the lagna and the 9th, planets of both kinds in the 5th,
/// malefics in the 4th and the 8th. Read: the 1st and 9th hold benefics only, the 5th is
/// occupied, the 4th and 8th hold malefics only.
pub(super) fn matsya(chart: &Chart) -> Formation {
    let b = |p| is_benefic(chart, p);
    let m = |p| malefic(chart, p);
    let ok = only(chart, 1, b)
        && only(chart, 9, b)
        && in_house(chart, 5).next().is_some()
        && only(chart, 4, m)
        && only(chart, 8, m);
    let planets = [1u8, 9, 5, 4, 8]
        .iter()
        .flat_map(|&h| in_house(chart, h))
        .collect();
    Formation::when(ok, planets)
}

/// Kurma (BPHS ch. 36): benefics in the 5th, 6th and 7th in their own, exaltation or friendly
/// signs; malefics in the 1st, 3rd and 11th in their own or exaltation signs. Read: those two
/// groups of houses hold only such planets, at least one in each group.
pub(super) fn kurma(chart: &Chart) -> Formation {
    let good = |p| is_benefic(chart, p) && (dignified(chart, p) || friendly(chart, p));
    let bad = |p| malefic(chart, p) && dignified(chart, p);
    let group = |hs: [u8; 3], f: &dyn Fn(Planet) -> bool| {
        let there: Vec<Planet> = hs.iter().flat_map(|&h| in_house(chart, h)).collect();
        (!there.is_empty() && there.iter().all(|&p| f(p))).then_some(there)
    };
    match (group([5, 6, 7], &good), group([1, 3, 11], &bad)) {
        (Some(a), Some(b)) => Formation::present(forming(&[a, b].concat())),
        _ => Formation::absent(),
    }
}

/// Khadga (BPHS ch. 36): the lord of the 2nd in the 9th, the lord of the 9th in the 2nd, and the
/// lord of the lagna in a kendra or trikona.
pub(super) fn khadga(chart: &Chart) -> Formation {
    let (l1, l2, l9) = (lord(chart, 1), lord(chart, 2), lord(chart, 9));
    Formation::when(
        house(chart, l2) == 9 && house(chart, l9) == 2 && kendra_or_trikona(chart, l1),
        forming(&[l2, l9, l1]),
    )
}

/// Kusuma (BPHS ch. 36): a fixed sign rising, Venus in a kendra, the Moon in a trikona with a
/// benefic, Saturn in the 10th.
pub(super) fn kusuma(chart: &Chart) -> Formation {
    let moon = Planet::Moon;
    let ok = chart.ascendant_sign().modality() == Modality::Fixed
        && is_kendra(house(chart, Planet::Venus))
        && is_trikona(house(chart, moon))
        && Planet::ALL
            .iter()
            .copied()
            .any(|q| is_benefic(chart, q) && joined(chart, q, moon))
        && house(chart, Planet::Saturn) == 10;
    Formation::when(ok, vec![Planet::Venus, moon, Planet::Saturn])
}

/// Parijata (BPHS ch. 36; Phaladeepika ch. 6): the dispositor of the lagna lord's dispositor in
/// a kendra or trikona, or in its own or exaltation sign.
pub(super) fn parijata(chart: &Chart) -> Formation {
    let d1 = dispositor(chart, lord(chart, 1));
    let d2 = dispositor(chart, d1);
    Formation::when(
        kendra_or_trikona(chart, d2) || dignified(chart, d2),
        vec![d2],
    )
}

/// Kalpadruma (BPHS ch. 36): the lagna lord, its dispositor, that planet's dispositor, and the
/// navamsa dispositor of the last, every one in a kendra or trikona or exalted.
pub(super) fn kalpadruma(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let d1 = dispositor(chart, l1);
    let d2 = dispositor(chart, d1);
    let d3 = navamsa_lord(chart, d2);
    let four = forming(&[l1, d1, d2, d3]);
    Formation::when(
        four.iter()
            .all(|&p| kendra_or_trikona(chart, p) || exalted(chart, p)),
        four,
    )
}

/// Benefics in each of the houses `hs` counted from `from`.
fn benefics_from(chart: &Chart, from: Planet, hs: [u8; 3]) -> bool {
    hs.into_iter().all(|h| benefic_from(chart, from, h))
}

/// Hari (BPHS ch. 36, one of the Trimurti yogas): benefics in the 2nd, 12th and 8th from the
/// lord of the 2nd.
pub(super) fn hari(chart: &Chart) -> Formation {
    let l2 = lord(chart, 2);
    Formation::when(benefics_from(chart, l2, [2, 12, 8]), vec![l2])
}

/// Hara (BPHS ch. 36): benefics in the 4th, 9th and 8th from the lord of the 7th.
pub(super) fn hara(chart: &Chart) -> Formation {
    let l7 = lord(chart, 7);
    Formation::when(benefics_from(chart, l7, [4, 9, 8]), vec![l7])
}

/// Brahma (BPHS ch. 36): benefics in the 4th, 10th and 11th from the lord of the lagna.
pub(super) fn brahma(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    Formation::when(benefics_from(chart, l1, [4, 10, 11]), vec![l1])
}

/// Harihara Brahma (BPHS ch. 36, the Trimurti yoga from the 9th lord, as Raman gives it):
/// benefics in the 2nd, 12th and 8th from the lord of the 9th.
pub(super) fn harihara_brahma(chart: &Chart) -> Formation {
    let l9 = lord(chart, 9);
    Formation::when(benefics_from(chart, l9, [2, 12, 8]), vec![l9])
}

/// Amsavatara (BPHS ch. 36): Jupiter, Venus and an exalted Saturn in kendras.
pub(super) fn amsavatara(chart: &Chart) -> Formation {
    let trio = [Planet::Jupiter, Planet::Venus, Planet::Saturn];
    Formation::when(
        trio.iter().all(|&p| is_kendra(house(chart, p))) && exalted(chart, Planet::Saturn),
        trio.to_vec(),
    )
}

/// Sharada (BPHS ch. 36): the lord of the 10th in the 5th, Mercury in a kendra, the Sun strong
/// in Leo, Mercury or Jupiter in a trikona from the Moon, and Mars in the 11th.
pub(super) fn sharada(chart: &Chart) -> Formation {
    let moon = sign(chart, Planet::Moon);
    let trine_from_moon = |p| is_trikona(moon.house_of(sign(chart, p)));
    let ok = house(chart, lord(chart, 10)) == 5
        && is_kendra(house(chart, Planet::Mercury))
        && sign(chart, Planet::Sun) == crate::types::Sign::Leo
        && (trine_from_moon(Planet::Mercury) || trine_from_moon(Planet::Jupiter))
        && house(chart, Planet::Mars) == 11;
    Formation::when(ok, vec![Planet::Sun, Planet::Mercury, Planet::Mars])
}

/// Chatussagara (Jataka Parijata ch. 7): every kendra occupied. Read with the nine planets.
pub(super) fn chatussagara(chart: &Chart) -> Formation {
    let ok = [1u8, 4, 7, 10]
        .iter()
        .all(|&h| in_house(chart, h).next().is_some());
    let planets = [1u8, 4, 7, 10]
        .iter()
        .flat_map(|&h| in_house(chart, h))
        .collect();
    Formation::when(ok, planets)
}

/// Rajalakshana (Jataka Parijata ch. 7): Jupiter, Venus, Mercury and the Moon in the lagna or in
/// kendras.
pub(super) fn rajalakshana(chart: &Chart) -> Formation {
    let four = [
        Planet::Jupiter,
        Planet::Venus,
        Planet::Mercury,
        Planet::Moon,
    ];
    Formation::when(
        four.iter().all(|&p| is_kendra(house(chart, p))),
        four.to_vec(),
    )
}

/// Vanchana Chora Bheethi (Jataka Parijata ch. 7, fear of thieves and cheats): the lord of the
/// lagna in the 6th, 8th or 12th, joined with or aspected by a malefic.
pub(super) fn vanchana_chora_bheethi(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    Formation::when(
        super::is_dusthana(house(chart, l1)) && super::common::malefic_touch(chart, l1),
        vec![l1],
    )
}

/// Devendra (Jataka Parijata ch. 7): a fixed sign rising, the lords of the lagna and the 11th
/// exchanging signs, and the lords of the 2nd and the 10th exchanging signs.
pub(super) fn devendra(chart: &Chart) -> Formation {
    let ok = chart.ascendant_sign().modality() == Modality::Fixed
        && lords_exchange(chart, 1, 11)
        && lords_exchange(chart, 2, 10);
    Formation::when(
        ok,
        forming(&[
            lord(chart, 1),
            lord(chart, 11),
            lord(chart, 2),
            lord(chart, 10),
        ]),
    )
}

/// Indra (Jataka Parijata ch. 7): the lords of the 5th and 11th exchanging signs, the Moon in the
/// 5th.
pub(super) fn indra(chart: &Chart) -> Formation {
    Formation::when(
        lords_exchange(chart, 5, 11) && house(chart, Planet::Moon) == 5,
        forming(&[lord(chart, 5), lord(chart, 11), Planet::Moon]),
    )
}

/// Ravi (Jataka Parijata ch. 7): the Sun in the 10th, the lord of the 10th in the 3rd with
/// Saturn.
pub(super) fn ravi(chart: &Chart) -> Formation {
    let l10 = lord(chart, 10);
    let ok = house(chart, Planet::Sun) == 10
        && house(chart, l10) == 3
        && house(chart, Planet::Saturn) == 3;
    Formation::when(ok, forming(&[Planet::Sun, l10, Planet::Saturn]))
}

/// Bhaskara (Jataka Parijata ch. 7): the Moon in the 12th from the Sun, Mercury in the 2nd from
/// the Sun, Jupiter in the 5th or 9th from the Moon.
pub(super) fn bhaskara(chart: &Chart) -> Formation {
    let sun = sign(chart, Planet::Sun);
    let moon = sign(chart, Planet::Moon);
    let ok = sun.house_of(moon) == 12
        && sun.house_of(sign(chart, Planet::Mercury)) == 2
        && matches!(moon.house_of(sign(chart, Planet::Jupiter)), 5 | 9);
    Formation::when(
        ok,
        vec![Planet::Sun, Planet::Moon, Planet::Mercury, Planet::Jupiter],
    )
}

/// Kulavardhana (Jataka Parijata ch. 7): every planet in the 5th from the lagna, from the Moon
/// or from the Sun (each of the seven in at least one of them).
pub(super) fn kulavardhana(chart: &Chart) -> Formation {
    let bases = [
        chart.ascendant_sign(),
        sign(chart, Planet::Moon),
        sign(chart, Planet::Sun),
    ];
    let ok = Planet::SEVEN
        .into_iter()
        .all(|p| bases.iter().any(|b| b.house_of(sign(chart, p)) == 5));
    Formation::when(ok, Planet::SEVEN.to_vec())
}

/// Gandharva (Jataka Parijata ch. 7): the lord of the 10th in a trikona from the 7th (the 3rd,
/// 7th or 11th), the lord of the lagna joined with or aspected by Jupiter, the Sun exalted, and
/// the Moon in the 9th.
pub(super) fn gandharva(chart: &Chart) -> Formation {
    let (l10, l1) = (lord(chart, 10), lord(chart, 1));
    let ok = matches!(house(chart, l10), 3 | 7 | 11)
        && (l1 == Planet::Jupiter || touches(chart, Planet::Jupiter, l1))
        && exalted(chart, Planet::Sun)
        && house(chart, Planet::Moon) == 9;
    Formation::when(ok, forming(&[l10, l1, Planet::Sun, Planet::Moon]))
}

/// Go (Jataka Parijata ch. 7): Jupiter strong in its moolatrikona, the lord of the 2nd with it,
/// and the lord of the lagna exalted.
pub(super) fn go(chart: &Chart) -> Formation {
    let (l2, l1) = (lord(chart, 2), lord(chart, 1));
    let j = Planet::Jupiter;
    let ok = dignity(chart, j) == Dignity::Moolatrikona
        && (l2 == j || joined(chart, l2, j))
        && exalted(chart, l1);
    Formation::when(ok, forming(&[j, l2, l1]))
}

/// Vidyut (Jataka Parijata ch. 7): the lord of the 11th in (deep) exaltation, joined with Venus,
/// the two in a kendra from the lord of the lagna.
pub(super) fn vidyut(chart: &Chart) -> Formation {
    let (l11, l1) = (lord(chart, 11), lord(chart, 1));
    let v = Planet::Venus;
    let ok = exalted(chart, l11)
        && (l11 == v || joined(chart, l11, v))
        && is_kendra(sign(chart, l1).house_of(sign(chart, l11)));
    Formation::when(ok, forming(&[l11, v, l1]))
}

/// Chapa, the Raja yoga (Jataka Parijata ch. 7; not the Nabhasa Chapa): the lords of the 4th and
/// 10th exchanging signs, the lord of the lagna exalted.
pub(super) fn chapa_raja(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    Formation::when(
        lords_exchange(chart, 4, 10) && exalted(chart, l1),
        forming(&[lord(chart, 4), lord(chart, 10), l1]),
    )
}

/// Pushkala (Jataka Parijata ch. 7): the lord of the lagna with the Moon; the Moon's dispositor
/// in a kendra or in a great friend's sign, aspecting the lagna; the lagna occupied by a strong
/// planet (read: one in its own, moolatrikona or exaltation sign).
pub(super) fn pushkala(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let d = dispositor(chart, Planet::Moon);
    let ok = (l1 == Planet::Moon || joined(chart, l1, Planet::Moon))
        && (is_kendra(house(chart, d)) || dignity(chart, d) == Dignity::GreatFriend)
        && aspects_sign(chart, d, chart.ascendant_sign())
        && in_house(chart, 1).any(|p| dignified(chart, p));
    Formation::when(ok, forming(&[l1, Planet::Moon, d]))
}

/// Makuta (Jataka Parijata ch. 7): Jupiter in the 9th from the lord of the 9th, a benefic in the
/// 9th from Jupiter, Saturn in the 10th.
pub(super) fn makuta(chart: &Chart) -> Formation {
    let l9 = lord(chart, 9);
    let j = Planet::Jupiter;
    let ok = sign(chart, l9).house_of(sign(chart, j)) == 9
        && benefic_from(chart, j, 9)
        && house(chart, Planet::Saturn) == 10;
    Formation::when(ok, forming(&[j, l9, Planet::Saturn]))
}

/// Jaya (Jataka Parijata ch. 7): the lord of the 10th in (deep) exaltation, the lord of the 6th
/// debilitated.
pub(super) fn jaya(chart: &Chart) -> Formation {
    let (l10, l6) = (lord(chart, 10), lord(chart, 6));
    Formation::when(
        exalted(chart, l10) && debilitated(chart, l6),
        forming(&[l10, l6]),
    )
}

/// Garuda (Jataka Parijata ch. 7): the lord of the Moon's navamsa exalted, birth by day in the
/// bright half.
pub(super) fn garuda(chart: &Chart) -> Formation {
    let d = navamsa_lord(chart, Planet::Moon);
    Formation::when(
        exalted(chart, d) && day_birth(chart) && waxing(chart),
        forming(&[d, Planet::Moon]),
    )
}

/// Gaja (Jataka Parijata ch. 7): the lord of the 9th from the 11th (the 7th lord) in the 11th
/// with the Moon, aspected by the lord of the 11th.
pub(super) fn gaja(chart: &Chart) -> Formation {
    let (l7, l11) = (lord(chart, 7), lord(chart, 11));
    let ok = house(chart, l7) == 11
        && house(chart, Planet::Moon) == 11
        && l11 != l7
        && super::aspects(chart, l11, l7);
    Formation::when(ok, forming(&[l7, Planet::Moon, l11]))
}

/// Lagnadhi (Phaladeepika ch. 6, Adhi yoga counted from the lagna): benefics in the 7th and 8th
/// from the lagna, no malefic joining or aspecting them. Read: at least one benefic there and no
/// malefic in those houses.
pub(super) fn lagnadhi(chart: &Chart) -> Formation {
    let there: Vec<Planet> = in_house(chart, 7).chain(in_house(chart, 8)).collect();
    let ok = !there.is_empty()
        && there.iter().all(|&p| is_benefic(chart, p))
        && there
            .iter()
            .all(|&p| !super::common::malefic_touch(chart, p));
    Formation::when(ok, there)
}

/// Guru-Mangala (Saravali ch. 15, Jupiter with Mars): Jupiter and Mars in one sign or in the 7th
/// from each other.
pub(super) fn guru_mangala(chart: &Chart) -> Formation {
    let h = sign(chart, Planet::Jupiter).house_of(sign(chart, Planet::Mars));
    Formation::when(matches!(h, 1 | 7), vec![Planet::Jupiter, Planet::Mars])
}

/// Duryoga (Phaladeepika ch. 6): the lord of the 10th in the 6th, 8th or 12th.
pub(super) fn duryoga(chart: &Chart) -> Formation {
    let l10 = lord(chart, 10);
    Formation::when(super::is_dusthana(house(chart, l10)), vec![l10])
}
