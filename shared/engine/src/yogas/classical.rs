//! Pancha Mahapurusha yogas (BPHS ch. 75; Phaladeepika ch. 6 v. 1) and the "many other yogas"
//! of BPHS ch. 36 and Phaladeepika ch. 6, with Daridra yoga of BPHS ch. 42.

use super::{
    Formation, aspects, dedup, dignified, in_house_from, is_benefic, is_dusthana, is_kendra,
    is_strong_lord, is_trikona, lord, sign,
};
use crate::chart::Chart;
use crate::dignity::{Dignity, dignity};
use crate::types::{Planet, Sign};

/// Pancha Mahapurusha (BPHS ch. 75): the planet in its own sign (moolatrikona included) or its
/// exaltation sign, in a kendra from the lagna.
fn mahapurusha(chart: &Chart, p: Planet) -> Formation {
    Formation::when(
        dignified(chart, p) && is_kendra(chart.graha(p).house),
        vec![p],
    )
}

/// Ruchaka: Mars (BPHS ch. 75).
pub(super) fn ruchaka(chart: &Chart) -> Formation {
    mahapurusha(chart, Planet::Mars)
}

/// Bhadra: Mercury (BPHS ch. 75).
pub(super) fn bhadra(chart: &Chart) -> Formation {
    mahapurusha(chart, Planet::Mercury)
}

/// Hamsa: Jupiter (BPHS ch. 75).
pub(super) fn hamsa(chart: &Chart) -> Formation {
    mahapurusha(chart, Planet::Jupiter)
}

/// Malavya: Venus (BPHS ch. 75).
pub(super) fn malavya(chart: &Chart) -> Formation {
    mahapurusha(chart, Planet::Venus)
}

/// Shasha: Saturn (BPHS ch. 75).
pub(super) fn shasha(chart: &Chart) -> Formation {
    mahapurusha(chart, Planet::Saturn)
}

/// Saraswati (Phaladeepika ch. 6): Jupiter, Venus and Mercury each in a kendra, a trikona or
/// the 2nd house, Jupiter in its own, exaltation or a friend's sign.
pub(super) fn saraswati(chart: &Chart) -> Formation {
    let trio = [Planet::Jupiter, Planet::Venus, Planet::Mercury];
    let placed = trio.iter().all(|&p| {
        let h = chart.graha(p).house;
        is_kendra(h) || is_trikona(h) || h == 2
    });
    let jupiter_ok = matches!(
        dignity(chart, Planet::Jupiter),
        Dignity::Exalted
            | Dignity::Moolatrikona
            | Dignity::Own
            | Dignity::GreatFriend
            | Dignity::Friend
    );
    Formation::when(placed && jupiter_ok, trio.to_vec())
}

/// Lakshmi (BPHS ch. 36): the lord of the 9th in its own sign (or moolatrikona) or exaltation,
/// placed in a kendra or trikona, and the lord of the lagna strong.
pub(super) fn lakshmi(chart: &Chart) -> Formation {
    let ninth = lord(chart, 9);
    let first = lord(chart, 1);
    let h = chart.graha(ninth).house;
    Formation::when(
        dignified(chart, ninth) && (is_kendra(h) || is_trikona(h)) && is_strong_lord(chart, first),
        dedup(vec![ninth, first]),
    )
}

/// Parvata (BPHS ch. 36): benefics in the kendras (at least one, and no malefic there), the
/// 6th and 8th empty or holding benefics only.
pub(super) fn parvata(chart: &Chart) -> Formation {
    let in_kendras: Vec<Planet> = Planet::ALL
        .iter()
        .copied()
        .filter(|&p| is_kendra(chart.graha(p).house))
        .collect();
    let benefics: Vec<Planet> = in_kendras
        .iter()
        .copied()
        .filter(|&p| is_benefic(chart, p))
        .collect();
    let kendras_clean = !benefics.is_empty() && benefics.len() == in_kendras.len();
    let six_eight_clean = Planet::ALL
        .iter()
        .copied()
        .filter(|&p| matches!(chart.graha(p).house, 6 | 8))
        .all(|p| is_benefic(chart, p));
    Formation::when(kendras_clean && six_eight_clean, benefics)
}

/// Whether two distinct lords stand in kendras from each other.
fn mutual_kendra(chart: &Chart, a: Planet, b: Planet) -> bool {
    a != b && is_kendra(sign(chart, a).house_of(sign(chart, b)))
}

/// Kahala (BPHS ch. 36): the lords of the 4th and 9th in kendras from each other, the lord of
/// the lagna strong.
pub(super) fn kahala(chart: &Chart) -> Formation {
    let (l4, l9, l1) = (lord(chart, 4), lord(chart, 9), lord(chart, 1));
    Formation::when(
        mutual_kendra(chart, l4, l9) && is_strong_lord(chart, l1),
        dedup(vec![l4, l9, l1]),
    )
}

/// Chamara (BPHS ch. 36): the lord of the lagna exalted in a kendra and aspected by Jupiter;
/// or two benefics together in the lagna, 7th, 9th or 10th.
pub(super) fn chamara(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    if dignity(chart, l1) == Dignity::Exalted
        && is_kendra(chart.graha(l1).house)
        && l1 != Planet::Jupiter
        && aspects(chart, Planet::Jupiter, l1)
    {
        return Formation::present(vec![l1, Planet::Jupiter]);
    }
    for h in [1u8, 7, 9, 10] {
        let there: Vec<Planet> = chart
            .occupants(h)
            .map(|g| g.planet)
            .filter(|&p| is_benefic(chart, p))
            .collect();
        if there.len() >= 2 {
            return Formation::present(there);
        }
    }
    Formation::absent()
}

/// Shankha (BPHS ch. 36): the lords of the 5th and 6th in kendras from each other, the lord of
/// the lagna strong.
pub(super) fn shankha(chart: &Chart) -> Formation {
    let (l5, l6, l1) = (lord(chart, 5), lord(chart, 6), lord(chart, 1));
    Formation::when(
        mutual_kendra(chart, l5, l6) && is_strong_lord(chart, l1),
        dedup(vec![l5, l6, l1]),
    )
}

/// Bheri (BPHS ch. 36): Venus, Jupiter and the lord of the lagna in kendras, the lord of the
/// 9th strong.
pub(super) fn bheri(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let l9 = lord(chart, 9);
    let trio = dedup(vec![Planet::Venus, Planet::Jupiter, l1]);
    Formation::when(
        trio.iter().all(|&p| is_kendra(chart.graha(p).house)) && is_strong_lord(chart, l9),
        dedup(trio.into_iter().chain([l9]).collect()),
    )
}

/// Shrinatha (BPHS ch. 36): the lord of the 7th exalted in the 10th, and the lord of the 10th
/// joined with the lord of the 9th.
pub(super) fn shrinatha(chart: &Chart) -> Formation {
    let (l7, l9, l10) = (lord(chart, 7), lord(chart, 9), lord(chart, 10));
    Formation::when(
        chart.graha(l7).house == 10
            && dignity(chart, l7) == Dignity::Exalted
            && l9 != l10
            && sign(chart, l9) == sign(chart, l10),
        dedup(vec![l7, l10, l9]),
    )
}

/// Kalanidhi (BPHS ch. 36): Jupiter in the 2nd or 5th, joined with or aspected by both Mercury
/// and Venus.
pub(super) fn kalanidhi(chart: &Chart) -> Formation {
    let j = Planet::Jupiter;
    let touches = |p: Planet| sign(chart, p) == sign(chart, j) || aspects(chart, p, j);
    Formation::when(
        matches!(chart.graha(j).house, 2 | 5) && touches(Planet::Mercury) && touches(Planet::Venus),
        vec![j, Planet::Mercury, Planet::Venus],
    )
}

/// Vasumati (Phaladeepika ch. 6): the benefics in the upachayas (3, 6, 10, 11) from the lagna
/// or from the Moon. Read as all three of Mercury, Jupiter and Venus there.
pub(super) fn vasumati(chart: &Chart) -> Formation {
    let trio = [Planet::Mercury, Planet::Jupiter, Planet::Venus];
    let from = |base: Sign| {
        trio.iter()
            .all(|&p| matches!(base.house_of(sign(chart, p)), 3 | 6 | 10 | 11))
    };
    Formation::when(
        from(chart.ascendant_sign()) || from(sign(chart, Planet::Moon)),
        trio.to_vec(),
    )
}

/// The planets in the 2nd and 12th from the lagna.
fn flanks(chart: &Chart) -> (Vec<Planet>, Vec<Planet>) {
    let asc = chart.ascendant_sign();
    (
        in_house_from(chart, asc, 2, Planet::ALL),
        in_house_from(chart, asc, 12, Planet::ALL),
    )
}

/// Shubha Kartari (BPHS ch. 36, "Subha yoga"): benefics in both the 12th and the 2nd from the
/// lagna, no malefic there.
pub(super) fn shubha_kartari(chart: &Chart) -> Formation {
    let (second, twelfth) = flanks(chart);
    let good = |v: &[Planet]| !v.is_empty() && v.iter().all(|&p| is_benefic(chart, p));
    Formation::when(
        good(&second) && good(&twelfth),
        second.into_iter().chain(twelfth).collect(),
    )
}

/// Papa Kartari (BPHS ch. 36, "Asubha yoga"): malefics in both the 12th and the 2nd from the
/// lagna, no benefic there: the lagna hemmed in.
pub(super) fn papa_kartari(chart: &Chart) -> Formation {
    let (second, twelfth) = flanks(chart);
    let bad = |v: &[Planet]| !v.is_empty() && v.iter().all(|&p| !is_benefic(chart, p));
    Formation::when(
        bad(&second) && bad(&twelfth),
        second.into_iter().chain(twelfth).collect(),
    )
}

/// Daridra (BPHS ch. 42, combinations for penury): the lord of the 11th, the house of gains, in
/// the 6th, 8th or 12th.
pub(super) fn daridra(chart: &Chart) -> Formation {
    let l11 = lord(chart, 11);
    Formation::when(is_dusthana(chart.graha(l11).house), vec![l11])
}
