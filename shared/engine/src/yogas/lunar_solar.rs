//! Yogas of the Moon (BPHS ch. 37, 36; Phaladeepika ch. 6; Saravali ch. 15) and of the Sun
//! (BPHS ch. 38; Saravali ch. 15).

use super::{Detail, Formation, dedup, detail_key, in_house_from, is_benefic, is_kendra, sign};
use crate::chart::Chart;
use crate::dignity::{Dignity, dignity, is_combust};
use crate::types::Planet;

/// The planets that form the Moon's 2nd/12th-house yogas: the five "star planets" (BPHS ch. 37
/// excludes the Sun; Rahu and Ketu are left out as in Saravali ch. 13 and common practice).
const TARA: [Planet; 5] = [
    Planet::Mars,
    Planet::Mercury,
    Planet::Jupiter,
    Planet::Venus,
    Planet::Saturn,
];

/// The planets that form the Sun's yogas: the five star planets (BPHS ch. 38 excludes the Moon;
/// the nodes are left out as for the Moon).
const SOLAR: [Planet; 5] = TARA;

fn around_moon(chart: &Chart) -> (Vec<Planet>, Vec<Planet>) {
    let m = sign(chart, Planet::Moon);
    (
        in_house_from(chart, m, 2, &TARA),
        in_house_from(chart, m, 12, &TARA),
    )
}

fn around_sun(chart: &Chart) -> (Vec<Planet>, Vec<Planet>) {
    let s = sign(chart, Planet::Sun);
    (
        in_house_from(chart, s, 2, &SOLAR),
        in_house_from(chart, s, 12, &SOLAR),
    )
}

fn with(first: Planet, rest: &[Planet]) -> Vec<Planet> {
    let mut v = vec![first];
    v.extend_from_slice(rest);
    v
}

/// Sunapha (BPHS ch. 37): a planet other than the Sun in the 2nd from the Moon, none in the 12th.
pub(super) fn sunapha(chart: &Chart) -> Formation {
    let (second, twelfth) = around_moon(chart);
    Formation::when(
        !second.is_empty() && twelfth.is_empty(),
        with(Planet::Moon, &second),
    )
}

/// Anapha (BPHS ch. 37): a planet other than the Sun in the 12th from the Moon, none in the 2nd.
pub(super) fn anapha(chart: &Chart) -> Formation {
    let (second, twelfth) = around_moon(chart);
    Formation::when(
        second.is_empty() && !twelfth.is_empty(),
        with(Planet::Moon, &twelfth),
    )
}

/// Durudhura (BPHS ch. 37): planets other than the Sun on both sides of the Moon.
pub(super) fn durudhura(chart: &Chart) -> Formation {
    let (second, twelfth) = around_moon(chart);
    let mut planets = with(Planet::Moon, &second);
    planets.extend(twelfth.iter().copied());
    Formation::when(!second.is_empty() && !twelfth.is_empty(), planets)
}

/// Kemadruma (BPHS ch. 37): no planet other than the Sun (and the nodes) in the 2nd or the 12th
/// from the Moon. Cancelled (Kemadruma bhanga, BPHS ch. 37 and Phaladeepika ch. 6) when such a
/// planet stands in a kendra from the lagna, or in a kendra from the Moon (which includes
/// sharing the Moon's sign). A formed but cancelled Kemadruma is reported absent, with the
/// cancellations as details.
pub(super) fn kemadruma(chart: &Chart) -> Formation {
    let (second, twelfth) = around_moon(chart);
    if !second.is_empty() || !twelfth.is_empty() {
        return Formation::absent();
    }
    let moon = sign(chart, Planet::Moon);
    let from_lagna: Vec<Planet> = TARA
        .into_iter()
        .filter(|&p| is_kendra(chart.graha(p).house))
        .collect();
    let from_moon: Vec<Planet> = TARA
        .into_iter()
        .filter(|&p| is_kendra(moon.house_of(sign(chart, p))))
        .collect();
    let mut details = Vec::new();
    if !from_lagna.is_empty() {
        details.push(Detail::new(
            detail_key!("kemadrumaKendraLagna"),
            from_lagna,
            vec![],
        ));
    }
    if !from_moon.is_empty() {
        details.push(Detail::new(
            detail_key!("kemadrumaKendraMoon"),
            from_moon,
            vec![],
        ));
    }
    Formation {
        present: details.is_empty(),
        planets: vec![Planet::Moon],
        details,
    }
}

/// Adhi (BPHS ch. 37; Phaladeepika ch. 6): benefics in the 6th, 7th and 8th from the Moon. We
/// read it as at least two of Mercury, Jupiter and Venus there, each a benefic (Mercury not
/// joined by a malefic).
pub(super) fn adhi(chart: &Chart) -> Formation {
    let moon = sign(chart, Planet::Moon);
    let there: Vec<Planet> = [Planet::Mercury, Planet::Jupiter, Planet::Venus]
        .into_iter()
        .filter(|&p| is_benefic(chart, p) && matches!(moon.house_of(sign(chart, p)), 6..=8))
        .collect();
    Formation::when(there.len() >= 2, there)
}

/// Chandra-Mangala (Saravali ch. 15, the Moon joined with Mars): Moon and Mars in one sign.
pub(super) fn chandra_mangala(chart: &Chart) -> Formation {
    Formation::when(
        sign(chart, Planet::Moon) == sign(chart, Planet::Mars),
        vec![Planet::Moon, Planet::Mars],
    )
}

/// Gaja Kesari (BPHS ch. 36; Phaladeepika ch. 6): Jupiter in a kendra from the Moon, neither
/// debilitated nor combust (BPHS adds these conditions).
pub(super) fn gaja_kesari(chart: &Chart) -> Formation {
    let h = sign(chart, Planet::Moon).house_of(sign(chart, Planet::Jupiter));
    Formation::when(
        is_kendra(h)
            && dignity(chart, Planet::Jupiter) != Dignity::Debilitated
            && !is_combust(chart, Planet::Jupiter),
        vec![Planet::Jupiter, Planet::Moon],
    )
}

/// Amala (BPHS ch. 36; Phaladeepika ch. 6): the 10th from the lagna or from the Moon holds only
/// benefics (at least one).
pub(super) fn amala(chart: &Chart) -> Formation {
    let check = |from: crate::types::Sign| -> Option<Vec<Planet>> {
        let there = in_house_from(chart, from, 10, Planet::ALL);
        (!there.is_empty() && there.iter().all(|&p| is_benefic(chart, p))).then_some(there)
    };
    let lagna = check(chart.ascendant_sign());
    let moon = check(sign(chart, Planet::Moon));
    match (lagna, moon) {
        (None, None) => Formation::absent(),
        (a, b) => Formation::present(dedup(
            a.unwrap_or_default()
                .into_iter()
                .chain(b.unwrap_or_default())
                .collect(),
        )),
    }
}

/// Shakata (Phaladeepika ch. 6): the Moon in the 6th, 8th or 12th from Jupiter. Cancelled when
/// the Moon stands in a kendra from the lagna (same verse); a cancelled Shakata is reported
/// absent with the cancellation as a detail.
pub(super) fn shakata(chart: &Chart) -> Formation {
    let h = sign(chart, Planet::Jupiter).house_of(sign(chart, Planet::Moon));
    if !matches!(h, 6 | 8 | 12) {
        return Formation::absent();
    }
    let moon_house = chart.graha(Planet::Moon).house;
    if is_kendra(moon_house) {
        return Formation {
            present: false,
            planets: Vec::new(),
            details: vec![Detail::new(
                detail_key!("shakataCancelled"),
                vec![Planet::Moon],
                vec![moon_house],
            )],
        };
    }
    Formation::present(vec![Planet::Moon, Planet::Jupiter])
}

/// Vesi (BPHS ch. 38): a planet other than the Moon in the 2nd from the Sun, none in the 12th.
pub(super) fn vesi(chart: &Chart) -> Formation {
    let (second, twelfth) = around_sun(chart);
    Formation::when(
        !second.is_empty() && twelfth.is_empty(),
        with(Planet::Sun, &second),
    )
}

/// Vasi (BPHS ch. 38): a planet other than the Moon in the 12th from the Sun, none in the 2nd.
pub(super) fn vasi(chart: &Chart) -> Formation {
    let (second, twelfth) = around_sun(chart);
    Formation::when(
        second.is_empty() && !twelfth.is_empty(),
        with(Planet::Sun, &twelfth),
    )
}

/// Ubhayachari (BPHS ch. 38): planets other than the Moon on both sides of the Sun.
pub(super) fn ubhayachari(chart: &Chart) -> Formation {
    let (second, twelfth) = around_sun(chart);
    let mut planets = with(Planet::Sun, &second);
    planets.extend(twelfth.iter().copied());
    Formation::when(!second.is_empty() && !twelfth.is_empty(), planets)
}

/// Budha-Aditya (Saravali ch. 15, the Sun joined with Mercury, "Nipuna"): Sun and Mercury in one
/// sign. Mercury's combustion, frequent here, weakens it through [`super::strength_of`].
pub(super) fn budha_aditya(chart: &Chart) -> Formation {
    Formation::when(
        sign(chart, Planet::Sun) == sign(chart, Planet::Mercury),
        vec![Planet::Sun, Planet::Mercury],
    )
}
