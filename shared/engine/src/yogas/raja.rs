//! Raja yogas of kendra and trikona lords (BPHS ch. 34 v. 11–12, ch. 39), Dhana yoga
//! (BPHS ch. 41), the Viparita Raja yogas and the Parivartana yogas (Phaladeepika ch. 6), and
//! Neecha Bhanga Raja yoga (Phaladeepika ch. 7).

use super::{
    Association, Detail, Formation, aspects, association, dedup, detail_key, is_dusthana,
    is_kendra, lord, sign,
};
use crate::chart::Chart;
use crate::dignity::{Dignity, dignity, exaltation};
use crate::functional::houses_owned;
use crate::types::{Planet, Sign};

/// Lordship pairs `(a, house of a, b, house of b)`: `a` rules one of `first`, `b` one of
/// `second`, `a != b`, each unordered pair once, in `Planet::SEVEN` order.
fn lord_pairs(chart: &Chart, first: &[u8], second: &[u8]) -> Vec<(Planet, u8, Planet, u8)> {
    let asc = chart.ascendant_sign();
    let mut out: Vec<(Planet, u8, Planet, u8)> = Vec::new();
    for a in Planet::SEVEN {
        let Some(&ha) = houses_owned(asc, a).iter().find(|h| first.contains(h)) else {
            continue;
        };
        for b in Planet::SEVEN {
            if a == b {
                continue;
            }
            let Some(&hb) = houses_owned(asc, b).iter().find(|h| second.contains(h)) else {
                continue;
            };
            if out.iter().any(|&(x, _, y, _)| (x, y) == (b, a)) {
                continue;
            }
            out.push((a, ha, b, hb));
        }
    }
    out
}

fn pair_detail(kind: Association, a: Planet, ha: u8, b: Planet, hb: u8) -> Detail {
    Detail::new(kind.detail_key(), vec![a, b], vec![ha, hb])
}

/// Pairs from [`lord_pairs`] that are associated, as a formation.
fn associated_lords(chart: &Chart, first: &[u8], second: &[u8]) -> Formation {
    let mut planets = Vec::new();
    let mut details = Vec::new();
    for (a, ha, b, hb) in lord_pairs(chart, first, second) {
        if let Some(kind) = association(chart, a, b) {
            planets.extend([a, b]);
            details.push(pair_detail(kind, a, ha, b, hb));
        }
    }
    Formation {
        present: !details.is_empty(),
        planets: dedup(planets),
        details,
    }
}

/// Raja yoga (BPHS ch. 34 v. 11–12; ch. 39): a lord of a kendra (1, 4, 7, 10) and a lord of a
/// trikona (1, 5, 9), two different planets, joined in a sign, exchanging signs, or aspecting
/// each other. Rahu and Ketu are not counted as lords.
pub(super) fn kendra_trikona(chart: &Chart) -> Formation {
    associated_lords(chart, &[1, 4, 7, 10], &[1, 5, 9])
}

/// Dharma-Karmadhipati yoga (BPHS ch. 39): the lords of the 9th and the 10th, two different
/// planets, associated as above.
pub(super) fn dharma_karmadhipati(chart: &Chart) -> Formation {
    let (l9, l10) = (lord(chart, 9), lord(chart, 10));
    match association(chart, l9, l10) {
        Some(kind) => Formation {
            present: true,
            planets: vec![l9, l10],
            details: vec![pair_detail(kind, l9, 9, l10, 10)],
        },
        None => Formation::absent(),
    }
}

/// Dhana yoga (BPHS ch. 41): a lord of a house of wealth (2nd, 11th) associated with a lord of
/// the lagna or a trikona (1st, 5th, 9th).
pub(super) fn dhana(chart: &Chart) -> Formation {
    associated_lords(chart, &[2, 11], &[1, 5, 9])
}

/// A Viparita Raja yoga (Phaladeepika ch. 6): the lord of dusthana `h` placed in a dusthana.
fn viparita(chart: &Chart, h: u8) -> Formation {
    let l = lord(chart, h);
    Formation::when(is_dusthana(chart.graha(l).house), vec![l])
}

/// Harsha (Phaladeepika ch. 6): lord of the 6th in the 6th, 8th or 12th.
pub(super) fn harsha(chart: &Chart) -> Formation {
    viparita(chart, 6)
}

/// Sarala (Phaladeepika ch. 6): lord of the 8th in the 6th, 8th or 12th.
pub(super) fn sarala(chart: &Chart) -> Formation {
    viparita(chart, 8)
}

/// Vimala (Phaladeepika ch. 6): lord of the 12th in the 6th, 8th or 12th.
pub(super) fn vimala(chart: &Chart) -> Formation {
    viparita(chart, 12)
}

/// Whether `p` stands in a kendra from the lagna or from the Moon (the Moon itself only from
/// the lagna: counted from itself it would always be in the 1st).
fn kendra_from_lagna_or_moon(chart: &Chart, p: Planet) -> bool {
    is_kendra(chart.graha(p).house)
        || (p != Planet::Moon && is_kendra(sign(chart, Planet::Moon).house_of(sign(chart, p))))
}

/// The sign where `p` is exalted.
fn exaltation_sign(p: Planet) -> Option<Sign> {
    exaltation(p).map(|(s, _)| s)
}

/// Neecha Bhanga Raja yoga (Phaladeepika ch. 7): a debilitated planet whose fall is cancelled
/// by any of:
/// - the lord of its debilitation sign in a kendra from the lagna or the Moon;
/// - the lord of its exaltation sign in a kendra from the lagna or the Moon;
/// - the planet exalted in its debilitation sign in a kendra from the lagna or the Moon;
/// - the lord of its debilitation sign aspecting it or joined with it.
///
/// Each cancellation found is a detail; the debilitated planets and the cancelling planets form
/// the yoga.
pub(super) fn neecha_bhanga(chart: &Chart) -> Formation {
    let mut planets = Vec::new();
    let mut details = Vec::new();
    for p in Planet::SEVEN {
        if dignity(chart, p) != Dignity::Debilitated {
            continue;
        }
        let here = sign(chart, p);
        let dispositor = here.lord();
        let mut found = Vec::new();
        if dispositor != p && kendra_from_lagna_or_moon(chart, dispositor) {
            found.push((detail_key!("nbDispositorKendra"), dispositor));
        }
        if let Some(ex_lord) = exaltation_sign(p).map(Sign::lord)
            && ex_lord != p
            && ex_lord != dispositor
            && kendra_from_lagna_or_moon(chart, ex_lord)
        {
            found.push((detail_key!("nbExaltationLordKendra"), ex_lord));
        }
        if let Some(q) = Planet::SEVEN
            .into_iter()
            .find(|&q| exaltation_sign(q) == Some(here))
            && q != p
            && kendra_from_lagna_or_moon(chart, q)
        {
            found.push((detail_key!("nbExaltedThereKendra"), q));
        }
        if dispositor != p && (sign(chart, dispositor) == here || aspects(chart, dispositor, p)) {
            found.push((detail_key!("nbDispositorAspect"), dispositor));
        }
        if !found.is_empty() {
            planets.push(p);
            for (key, q) in found {
                planets.push(q);
                details.push(Detail::new(key, vec![p, q], vec![]));
            }
        }
    }
    Formation {
        present: !details.is_empty(),
        planets: dedup(planets),
        details,
    }
}

/// Kind of a sign exchange (Phaladeepika ch. 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ExchangeKind {
    /// Between the lords of two of the houses 1, 2, 4, 5, 7, 9, 10, 11.
    Maha,
    /// One of the two is the 3rd lord (and neither a dusthana lord).
    Khala,
    /// One of the two is the lord of the 6th, 8th or 12th.
    Dainya,
}

/// Every exchange of signs among the seven planets, with its kind.
fn exchanges(chart: &Chart) -> Vec<(ExchangeKind, Planet, u8, Planet, u8)> {
    let mut out = Vec::new();
    for (i, a) in Planet::SEVEN.into_iter().enumerate() {
        for b in Planet::SEVEN.into_iter().skip(i + 1) {
            if association(chart, a, b) != Some(Association::Exchange) {
                continue;
            }
            // `a` sits in a sign of `b`: the house it occupies is one `b` rules, and vice versa.
            let (ha, hb) = (chart.graha(a).house, chart.graha(b).house);
            let kind = if is_dusthana(ha) || is_dusthana(hb) {
                ExchangeKind::Dainya
            } else if ha == 3 || hb == 3 {
                ExchangeKind::Khala
            } else {
                ExchangeKind::Maha
            };
            out.push((kind, a, hb, b, ha));
        }
    }
    out
}

fn parivartana(chart: &Chart, want: ExchangeKind) -> Formation {
    let mut planets = Vec::new();
    let mut details = Vec::new();
    for (kind, a, ha, b, hb) in exchanges(chart) {
        if kind == want {
            planets.extend([a, b]);
            details.push(pair_detail(Association::Exchange, a, ha, b, hb));
        }
    }
    Formation {
        present: !details.is_empty(),
        planets: dedup(planets),
        details,
    }
}

/// Maha Parivartana (Phaladeepika ch. 6): exchange between lords of the good houses.
pub(super) fn maha_parivartana(chart: &Chart) -> Formation {
    parivartana(chart, ExchangeKind::Maha)
}

/// Khala Parivartana (Phaladeepika ch. 6): an exchange involving the 3rd lord.
pub(super) fn khala_parivartana(chart: &Chart) -> Formation {
    parivartana(chart, ExchangeKind::Khala)
}

/// Dainya Parivartana (Phaladeepika ch. 6): an exchange involving a lord of the 6th, 8th or 12th.
pub(super) fn dainya_parivartana(chart: &Chart) -> Formation {
    parivartana(chart, ExchangeKind::Dainya)
}
