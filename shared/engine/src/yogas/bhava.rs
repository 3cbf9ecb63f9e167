//! Combinations for the houses from the 3rd to the 10th (brothers, house and mother, vehicles,
//! children, wife, fortune, father, fame), as numbered in B. V. Raman's *Three Hundred Important
//! Combinations* (nos. 179–244). Clauses that need Gulika (Mandi), shashtiamsas or the finer
//! amsas are not read; the rules keep the rest, and their comments say so.

use super::common::{
    aspected_by, benefic_in, benefic_touch, dispositor, exalted, forming, house, in_house, joined,
    kendra_or_trikona, malefic, malefic_in, malefic_touch, navamsa, navamsa_lord, touched_by,
    touches,
};
use super::{Formation, dignified, is_benefic, is_dusthana, is_kendra, is_strong_lord, lord, sign};
use crate::chart::Chart;
use crate::types::Planet;

/// Ekabhagini, Raman no. 179: Mercury in the 3rd, the lord of the 3rd with the Moon, Mars with
/// Saturn.
pub(super) fn ekabhagini(chart: &Chart) -> Formation {
    let l3 = lord(chart, 3);
    let ok = house(chart, Planet::Mercury) == 3
        && (l3 == Planet::Moon || joined(chart, l3, Planet::Moon))
        && joined(chart, Planet::Mars, Planet::Saturn);
    Formation::when(
        ok,
        forming(&[Planet::Mercury, l3, Planet::Mars, Planet::Saturn]),
    )
}

/// Uttama Griha, Raman no. 187: the lord of the 4th in a kendra or trikona, joined with a
/// benefic and aspected by a benefic.
pub(super) fn uttama_griha(chart: &Chart) -> Formation {
    let l4 = lord(chart, 4);
    let with = Planet::ALL
        .iter()
        .copied()
        .any(|q| is_benefic(chart, q) && joined(chart, q, l4));
    let ok =
        kendra_or_trikona(chart, l4) && with && aspected_by(chart, l4, |q| is_benefic(chart, q));
    Formation::when(ok, vec![l4])
}

/// Vichitra Saudha Prakara, Raman no. 188: the lords of the 4th and 10th together with Saturn and
/// Mars.
pub(super) fn vichitra_saudha(chart: &Chart) -> Formation {
    let four = forming(&[
        lord(chart, 4),
        lord(chart, 10),
        Planet::Saturn,
        Planet::Mars,
    ]);
    let s = sign(chart, four[0]);
    Formation::when(
        lord(chart, 4) != lord(chart, 10) && four.iter().all(|&p| sign(chart, p) == s),
        four,
    )
}

/// Ayatna Griha Prapta, Raman no. 189: the lords of the lagna and the 7th in the lagna or the
/// 4th, aspected by benefics (read: a benefic aspects one of them).
pub(super) fn ayatna_griha_189(chart: &Chart) -> Formation {
    let (l1, l7) = (lord(chart, 1), lord(chart, 7));
    let placed = [l1, l7].iter().all(|&p| matches!(house(chart, p), 1 | 4));
    let seen = [l1, l7]
        .iter()
        .any(|&p| aspected_by(chart, p, |q| is_benefic(chart, q)));
    Formation::when(placed && seen, forming(&[l1, l7]))
}

/// Ayatna Griha Prapta, Raman no. 190: the lord of the 9th in a kendra, the lord of the 4th in
/// its exaltation, moolatrikona or own sign.
pub(super) fn ayatna_griha_190(chart: &Chart) -> Formation {
    let (l9, l4) = (lord(chart, 9), lord(chart, 4));
    Formation::when(
        is_kendra(house(chart, l9)) && dignified(chart, l4),
        forming(&[l9, l4]),
    )
}

/// Grihanasa, Raman no. 191: the lord of the 4th in the 12th, aspected by a malefic.
pub(super) fn grihanasa(chart: &Chart) -> Formation {
    let l4 = lord(chart, 4);
    Formation::when(
        house(chart, l4) == 12 && aspected_by(chart, l4, |q| malefic(chart, q)),
        vec![l4],
    )
}

/// Grihanasa, Raman no. 192: the lord of the navamsa the 4th lord occupies in the 12th.
pub(super) fn grihanasa_192(chart: &Chart) -> Formation {
    let d = navamsa_lord(chart, lord(chart, 4));
    Formation::when(house(chart, d) == 12, vec![d])
}

/// Bandhu Pujya, Raman no. 193: the lord of the 4th a benefic aspected by another benefic, and
/// Mercury in the lagna.
pub(super) fn bandhu_pujya(chart: &Chart) -> Formation {
    let l4 = lord(chart, 4);
    let ok = is_benefic(chart, l4)
        && aspected_by(chart, l4, |q| is_benefic(chart, q))
        && house(chart, Planet::Mercury) == 1;
    Formation::when(ok, forming(&[l4, Planet::Mercury]))
}

/// Bandhu Pujya, Raman no. 194: the 4th house or its lord joined with or aspected by Jupiter.
pub(super) fn bandhu_pujya_194(chart: &Chart) -> Formation {
    let (l4, j) = (lord(chart, 4), Planet::Jupiter);
    let ok = matches!(house(chart, j), 4)
        || super::common::aspects_house(chart, j, 4)
        || l4 == j
        || touches(chart, j, l4);
    Formation::when(ok, forming(&[j, l4]))
}

/// Kapata, Raman no. 202: a malefic in the 4th, and the lord of the 4th joined with or aspected
/// by a malefic.
pub(super) fn kapata(chart: &Chart) -> Formation {
    let l4 = lord(chart, 4);
    Formation::when(malefic_in(chart, 4) && malefic_touch(chart, l4), vec![l4])
}

/// Nishkapata, Raman no. 205: the 4th house holding a benefic or a planet in its exaltation, own
/// or a friend's sign (the reading "or a benefic sign rising in the 4th" is left out: it would
/// hold for half the charts).
pub(super) fn nishkapata(chart: &Chart) -> Formation {
    let found: Vec<Planet> = in_house(chart, 4)
        .filter(|&p| {
            is_benefic(chart, p) || dignified(chart, p) || super::common::friendly(chart, p)
        })
        .collect();
    Formation::when(!found.is_empty(), found)
}

/// Nishkapata, Raman no. 206: the lord of the lagna in the 4th, joined with or aspected by a
/// benefic.
pub(super) fn nishkapata_206(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    Formation::when(house(chart, l1) == 4 && benefic_touch(chart, l1), vec![l1])
}

/// Matru Satrutwa, Raman no. 207: Mercury, lord of the lagna and the 4th (Gemini rising),
/// joined with or aspected by a malefic.
pub(super) fn matru_satrutwa(chart: &Chart) -> Formation {
    let me = Planet::Mercury;
    Formation::when(
        lord(chart, 1) == me && lord(chart, 4) == me && malefic_touch(chart, me),
        vec![me],
    )
}

/// Vahana, Raman no. 209: the lord of the lagna in the 4th, 11th or 9th.
pub(super) fn vahana(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    Formation::when(matches!(house(chart, l1), 4 | 9 | 11), vec![l1])
}

/// Vahana, Raman no. 210: the lord of the 4th exalted, the lord of its exaltation sign (its
/// dispositor) in a kendra or trikona.
pub(super) fn vahana_210(chart: &Chart) -> Formation {
    let l4 = lord(chart, 4);
    let d = dispositor(chart, l4);
    Formation::when(
        exalted(chart, l4) && kendra_or_trikona(chart, d),
        forming(&[l4, d]),
    )
}

/// Anapatya, Raman no. 211: Jupiter and the lords of the lagna, the 5th and the 7th all weak
/// (none of them strong by [`is_strong_lord`]).
pub(super) fn anapatya(chart: &Chart) -> Formation {
    let four = forming(&[
        Planet::Jupiter,
        lord(chart, 1),
        lord(chart, 5),
        lord(chart, 7),
    ]);
    Formation::when(four.iter().all(|&p| !is_strong_lord(chart, p)), four)
}

/// Sarpa Shapa, Raman no. 212: Rahu in the 5th aspected by Mars, or in the 5th when it is a sign
/// of Mars.
pub(super) fn sarpa_shapa(chart: &Chart) -> Formation {
    let r = Planet::Rahu;
    let mars_sign = chart.house_sign(5).lord() == Planet::Mars;
    let ok = house(chart, r) == 5 && (mars_sign || aspected_by(chart, r, |q| q == Planet::Mars));
    Formation::when(ok, vec![r, Planet::Mars])
}

/// Sarpa Shapa, Raman no. 213: the lord of the 5th with Rahu, Saturn in the 5th joined with or
/// aspected by the Moon.
pub(super) fn sarpa_shapa_213(chart: &Chart) -> Formation {
    let l5 = lord(chart, 5);
    let s = Planet::Saturn;
    let ok =
        joined(chart, l5, Planet::Rahu) && house(chart, s) == 5 && touches(chart, Planet::Moon, s);
    Formation::when(ok, forming(&[l5, Planet::Rahu, s, Planet::Moon]))
}

/// Sarpa Shapa, Raman no. 214: Jupiter with Mars, Rahu in the lagna, the lord of the 5th in the
/// 6th, 8th or 12th.
pub(super) fn sarpa_shapa_214(chart: &Chart) -> Formation {
    let l5 = lord(chart, 5);
    let ok = joined(chart, Planet::Jupiter, Planet::Mars)
        && house(chart, Planet::Rahu) == 1
        && is_dusthana(house(chart, l5));
    Formation::when(
        ok,
        forming(&[Planet::Jupiter, Planet::Mars, Planet::Rahu, l5]),
    )
}

/// Sarpa Shapa, Raman no. 215: the 5th a sign of Mars holding Rahu, joined with or aspected by
/// Mercury.
pub(super) fn sarpa_shapa_215(chart: &Chart) -> Formation {
    let r = Planet::Rahu;
    let ok = chart.house_sign(5).lord() == Planet::Mars
        && house(chart, r) == 5
        && touches(chart, Planet::Mercury, r);
    Formation::when(ok, vec![r, Planet::Mercury])
}

/// Matru Shapa Sutakshaya, Raman no. 217: the lords of the 5th and 8th exchanging signs, the
/// Moon and the lord of the 4th in the 6th.
pub(super) fn matru_shapa(chart: &Chart) -> Formation {
    let l4 = lord(chart, 4);
    let ok = super::common::lords_exchange(chart, 5, 8)
        && house(chart, Planet::Moon) == 6
        && house(chart, l4) == 6;
    Formation::when(
        ok,
        forming(&[lord(chart, 5), lord(chart, 8), Planet::Moon, l4]),
    )
}

/// Bhratru Shapa Sutakshaya, Raman no. 218: the lords of the lagna and the 5th in the 8th, the
/// lord of the 3rd with Mars and Rahu in the 5th.
pub(super) fn bhratru_shapa(chart: &Chart) -> Formation {
    let (l1, l5, l3) = (lord(chart, 1), lord(chart, 5), lord(chart, 3));
    let ok = house(chart, l1) == 8
        && house(chart, l5) == 8
        && [l3, Planet::Mars, Planet::Rahu]
            .iter()
            .all(|&p| house(chart, p) == 5);
    Formation::when(ok, forming(&[l1, l5, l3, Planet::Mars, Planet::Rahu]))
}

/// Preta Shapa, Raman no. 219: the Sun and Saturn in the 5th, a weak Moon in the 7th, Rahu in
/// the lagna, Jupiter in the 12th. "Weak" is read as within 72° of the Sun (the Moon weak in
/// paksha bala, BPHS ch. 27): a Moon two signs past the Sun is always waxing, so "waning" would
/// never hold.
pub(super) fn preta_shapa(chart: &Chart) -> Formation {
    let ok = house(chart, Planet::Sun) == 5
        && house(chart, Planet::Saturn) == 5
        && house(chart, Planet::Moon) == 7
        && moon_near_sun(chart)
        && house(chart, Planet::Rahu) == 1
        && house(chart, Planet::Jupiter) == 12;
    Formation::when(
        ok,
        vec![
            Planet::Sun,
            Planet::Saturn,
            Planet::Moon,
            Planet::Rahu,
            Planet::Jupiter,
        ],
    )
}

/// Bahu Putra, Raman no. 220: Rahu in the 5th, not in a navamsa of Saturn.
pub(super) fn bahu_putra(chart: &Chart) -> Formation {
    let r = Planet::Rahu;
    Formation::when(
        house(chart, r) == 5 && navamsa(chart, r).lord() != Planet::Saturn,
        vec![r],
    )
}

/// Dattaputra, Raman no. 222: Mars and Saturn in the 5th, the lord of the lagna in a sign of
/// Mercury, joined with or aspected by them.
pub(super) fn dattaputra(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let pair = [Planet::Mars, Planet::Saturn];
    let ok = pair.iter().all(|&p| house(chart, p) == 5)
        && sign(chart, l1).lord() == Planet::Mercury
        && pair.iter().all(|&p| p == l1 || touches(chart, p, l1));
    Formation::when(ok, forming(&[Planet::Mars, Planet::Saturn, l1]))
}

/// Dattaputra, Raman no. 223: the lord of the 7th in the 11th, the lord of the 5th with a
/// benefic, Mars or Saturn in the 5th.
pub(super) fn dattaputra_223(chart: &Chart) -> Formation {
    let (l7, l5) = (lord(chart, 7), lord(chart, 5));
    let with = Planet::ALL
        .iter()
        .copied()
        .any(|q| is_benefic(chart, q) && joined(chart, q, l5));
    let ok = house(chart, l7) == 11
        && with
        && (house(chart, Planet::Mars) == 5 || house(chart, Planet::Saturn) == 5);
    Formation::when(ok, forming(&[l7, l5]))
}

/// Aputra, Raman no. 224: the lord of the 5th in the 6th, 8th or 12th.
pub(super) fn aputra(chart: &Chart) -> Formation {
    let l5 = lord(chart, 5);
    Formation::when(is_dusthana(house(chart, l5)), vec![l5])
}

/// Kalanirdesha Putra, Raman no. 227: Jupiter in the 5th, the lord of the 5th with Venus.
pub(super) fn kala_putra(chart: &Chart) -> Formation {
    let l5 = lord(chart, 5);
    let ok = house(chart, Planet::Jupiter) == 5
        && (l5 == Planet::Venus || joined(chart, l5, Planet::Venus));
    Formation::when(ok, forming(&[Planet::Jupiter, l5, Planet::Venus]))
}

/// Kalanirdesha Putra, Raman no. 228: Jupiter in the 9th, Venus in the 9th from Jupiter with the
/// lord of the lagna.
pub(super) fn kala_putra_228(chart: &Chart) -> Formation {
    let l1 = lord(chart, 1);
    let v = Planet::Venus;
    let ok = house(chart, Planet::Jupiter) == 9
        && sign(chart, Planet::Jupiter).house_of(sign(chart, v)) == 9
        && (l1 == v || joined(chart, l1, v));
    Formation::when(ok, forming(&[Planet::Jupiter, v, l1]))
}

/// Buddhimaturya, Raman no. 231: the lord of the 5th a benefic, aspected by another benefic or
/// in a sign of a benefic (Mercury, Jupiter, Venus).
pub(super) fn buddhimaturya(chart: &Chart) -> Formation {
    let l5 = lord(chart, 5);
    let host = sign(chart, l5).lord();
    let ok = is_benefic(chart, l5)
        && (aspected_by(chart, l5, |q| is_benefic(chart, q))
            || matches!(host, Planet::Mercury | Planet::Jupiter | Planet::Venus));
    Formation::when(ok, vec![l5])
}

/// Jara, Raman no. 236: the lords of the 10th, 2nd and 7th in the 10th.
pub(super) fn jara(chart: &Chart) -> Formation {
    let three = forming(&[lord(chart, 10), lord(chart, 2), lord(chart, 7)]);
    Formation::when(three.iter().all(|&p| house(chart, p) == 10), three)
}

/// Bahu Stree, Raman no. 238: the lords of the lagna and the 7th joined or in mutual aspect.
pub(super) fn bahu_stree(chart: &Chart) -> Formation {
    let (l1, l7) = (lord(chart, 1), lord(chart, 7));
    let ok = joined(chart, l1, l7)
        || (l1 != l7 && super::aspects(chart, l1, l7) && super::aspects(chart, l7, l1));
    Formation::when(ok, forming(&[l1, l7]))
}

/// Satkalatra, Raman no. 239: the lord of the 7th or Venus joined with or aspected by Jupiter or
/// Mercury.
pub(super) fn satkalatra(chart: &Chart) -> Formation {
    let l7 = lord(chart, 7);
    let by = |t: Planet| touched_by(chart, t, |q| matches!(q, Planet::Jupiter | Planet::Mercury));
    Formation::when(by(l7) || by(Planet::Venus), forming(&[l7, Planet::Venus]))
}

/// Bhagachumbana, Raman no. 240: the lord of the 7th in the 4th with Venus.
pub(super) fn bhagachumbana(chart: &Chart) -> Formation {
    let l7 = lord(chart, 7);
    Formation::when(
        house(chart, l7) == 4 && house(chart, Planet::Venus) == 4 && l7 != Planet::Venus,
        forming(&[l7, Planet::Venus]),
    )
}

/// Bhagya, Raman no. 241: a strong benefic in the lagna, the 3rd or the 5th aspecting the 9th.
pub(super) fn bhagya(chart: &Chart) -> Formation {
    let found: Vec<Planet> = Planet::ALL
        .iter()
        .copied()
        .filter(|&p| {
            matches!(house(chart, p), 1 | 3 | 5)
                && is_benefic(chart, p)
                && is_strong_lord(chart, p)
                && super::common::aspects_house(chart, p, 9)
        })
        .collect();
    Formation::when(!found.is_empty(), found)
}

/// Jananat Purvam Pitru Marana, Raman no. 242: the Sun in the 6th, 8th or 12th, the lord of the
/// 8th in the 9th, the lord of the 12th in the lagna, the lord of the 6th in the 5th.
pub(super) fn pitru_marana(chart: &Chart) -> Formation {
    let ok = is_dusthana(house(chart, Planet::Sun))
        && house(chart, lord(chart, 8)) == 9
        && house(chart, lord(chart, 12)) == 1
        && house(chart, lord(chart, 6)) == 5;
    Formation::when(ok, vec![Planet::Sun])
}

/// Dhatrutwa, Raman no. 243: the lord of the 9th exalted and aspected by a benefic, a benefic in
/// the 9th.
pub(super) fn dhatrutwa(chart: &Chart) -> Formation {
    let l9 = lord(chart, 9);
    let ok = exalted(chart, l9)
        && aspected_by(chart, l9, |q| is_benefic(chart, q))
        && benefic_in(chart, 9);
    Formation::when(ok, vec![l9])
}

/// Apakeerti, Raman no. 244: the Sun and Saturn in the 10th, in navamsas of malefics (signs of
/// the Sun, Mars or Saturn) or aspected by a malefic.
pub(super) fn apakeerti(chart: &Chart) -> Formation {
    let pair = [Planet::Sun, Planet::Saturn];
    let evil_amsa = |p| {
        matches!(
            navamsa(chart, p).lord(),
            Planet::Sun | Planet::Mars | Planet::Saturn
        )
    };
    let ok = pair.iter().all(|&p| house(chart, p) == 10)
        && (pair.iter().all(|&p| evil_amsa(p))
            || pair
                .iter()
                .any(|&p| aspected_by(chart, p, |q| malefic(chart, q))));
    Formation::when(ok, pair.to_vec())
}

/// The Moon within 72° of the Sun, either side.
fn moon_near_sun(chart: &Chart) -> bool {
    let sun = chart.graha(Planet::Sun).longitude;
    chart.graha(Planet::Moon).longitude.separation(sun) < 72.0
}
