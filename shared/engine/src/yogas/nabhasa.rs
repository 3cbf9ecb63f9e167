//! The 32 Nabhasa yogas of BPHS ch. 35: shapes drawn by the seven planets (Sun to Saturn; the
//! nodes take no part) over the signs and houses.
//!
//! Readings where the verses are terse (stated once here, applied throughout):
//! - a yoga naming a set of houses ("all planets in the 1st and 7th") needs all seven planets
//!   inside that set and every house of it occupied;
//! - Mala and Sarpa need three or more kendras each holding only benefics (Mala) or only
//!   malefics (Sarpa);
//! - Vajra and Yava need every benefic in the one pair of kendras and every malefic in the other,
//!   each group non-empty;
//! - the Sankhya yogas count the signs occupied (7 Vallaki … 1 Gola): exactly one of them holds
//!   in every chart.

use super::{Formation, is_benefic, is_kendra};
use crate::chart::Chart;
use crate::types::{Modality, Planet};

const SEVEN: [Planet; 7] = Planet::SEVEN;

fn all() -> Vec<Planet> {
    SEVEN.to_vec()
}

fn houses(chart: &Chart) -> [u8; 7] {
    SEVEN.map(|p| chart.graha(p).house)
}

/// All seven in `set`, each house of `set` occupied.
fn fill(chart: &Chart, set: &[u8]) -> bool {
    let hs = houses(chart);
    hs.iter().all(|h| set.contains(h)) && set.iter().all(|h| hs.contains(h))
}

fn shape(chart: &Chart, set: &[u8]) -> Formation {
    Formation::when(fill(chart, set), all())
}

fn any_shape(chart: &Chart, sets: &[&[u8]]) -> Formation {
    Formation::when(sets.iter().any(|s| fill(chart, s)), all())
}

/// `n` consecutive houses starting at `start` (1–12).
fn run(start: u8, n: u8) -> Vec<u8> {
    (0..n).map(|i| (start - 1 + i) % 12 + 1).collect()
}

fn modality(chart: &Chart, m: Modality) -> Formation {
    Formation::when(
        SEVEN.iter().all(|&p| chart.graha(p).sign().modality() == m),
        all(),
    )
}

/// Rajju (BPHS ch. 35, Ashraya): all planets in movable signs.
pub(super) fn rajju(chart: &Chart) -> Formation {
    modality(chart, Modality::Movable)
}

/// Musala (BPHS ch. 35, Ashraya): all planets in fixed signs.
pub(super) fn musala(chart: &Chart) -> Formation {
    modality(chart, Modality::Fixed)
}

/// Nala (BPHS ch. 35, Ashraya): all planets in dual signs.
pub(super) fn nala(chart: &Chart) -> Formation {
    modality(chart, Modality::Dual)
}

/// Kendras holding only benefics (`benefic = true`) or only malefics, with their planets.
fn pure_kendras(chart: &Chart, benefic: bool) -> (usize, Vec<Planet>) {
    let mut count = 0;
    let mut planets = Vec::new();
    for h in [1u8, 4, 7, 10] {
        let there: Vec<Planet> = SEVEN
            .into_iter()
            .filter(|&p| chart.graha(p).house == h)
            .collect();
        if !there.is_empty() && there.iter().all(|&p| is_benefic(chart, p) == benefic) {
            count += 1;
            planets.extend(there);
        }
    }
    (count, planets)
}

/// Mala (BPHS ch. 35, Dala): benefics in three kendras.
pub(super) fn mala(chart: &Chart) -> Formation {
    let (n, planets) = pure_kendras(chart, true);
    Formation::when(n >= 3, planets)
}

/// Sarpa (BPHS ch. 35, Dala): malefics in three kendras.
pub(super) fn sarpa(chart: &Chart) -> Formation {
    let (n, planets) = pure_kendras(chart, false);
    Formation::when(n >= 3, planets)
}

/// Gada (BPHS ch. 35, Akriti): all planets in two adjacent kendras.
pub(super) fn gada(chart: &Chart) -> Formation {
    any_shape(chart, &[&[1, 4], &[4, 7], &[7, 10], &[10, 1]])
}

/// Shakata (BPHS ch. 35, Akriti): all planets in the 1st and 7th.
pub(super) fn shakata(chart: &Chart) -> Formation {
    shape(chart, &[1, 7])
}

/// Vihaga (BPHS ch. 35, Akriti): all planets in the 4th and 10th.
pub(super) fn vihaga(chart: &Chart) -> Formation {
    shape(chart, &[4, 10])
}

/// Shringataka (BPHS ch. 35, Akriti): all planets in the 1st, 5th and 9th.
pub(super) fn shringataka(chart: &Chart) -> Formation {
    shape(chart, &[1, 5, 9])
}

/// Hala (BPHS ch. 35, Akriti): all planets in one of the other triads of trines: 2-6-10,
/// 3-7-11 or 4-8-12.
pub(super) fn hala(chart: &Chart) -> Formation {
    any_shape(chart, &[&[2, 6, 10], &[3, 7, 11], &[4, 8, 12]])
}

/// Every benefic in `good` and every malefic in `bad`, both groups non-empty.
fn split(chart: &Chart, good: [u8; 2], bad: [u8; 2]) -> Formation {
    let (b, m): (Vec<Planet>, Vec<Planet>) = SEVEN.into_iter().partition(|&p| is_benefic(chart, p));
    let ok = !b.is_empty()
        && !m.is_empty()
        && b.iter().all(|&p| good.contains(&chart.graha(p).house))
        && m.iter().all(|&p| bad.contains(&chart.graha(p).house));
    Formation::when(ok, all())
}

/// Vajra (BPHS ch. 35, Akriti): benefics in the 1st and 7th, malefics in the 4th and 10th.
pub(super) fn vajra(chart: &Chart) -> Formation {
    split(chart, [1, 7], [4, 10])
}

/// Yava (BPHS ch. 35, Akriti): malefics in the 1st and 7th, benefics in the 4th and 10th.
pub(super) fn yava(chart: &Chart) -> Formation {
    split(chart, [4, 10], [1, 7])
}

/// Kamala (BPHS ch. 35, Akriti): all planets in the four kendras.
pub(super) fn kamala(chart: &Chart) -> Formation {
    shape(chart, &[1, 4, 7, 10])
}

/// Vapi (BPHS ch. 35, Akriti): all planets in the panapharas (2, 5, 8, 11) or all in the
/// apoklimas (3, 6, 9, 12), none in a kendra.
pub(super) fn vapi(chart: &Chart) -> Formation {
    let hs = houses(chart);
    let within = |set: [u8; 4]| hs.iter().all(|h| set.contains(h));
    Formation::when(within([2, 5, 8, 11]) || within([3, 6, 9, 12]), all())
}

/// Yupa (BPHS ch. 35, Akriti): all planets in the four houses from the 1st.
pub(super) fn yupa(chart: &Chart) -> Formation {
    shape(chart, &run(1, 4))
}

/// Ishu or Shara (BPHS ch. 35, Akriti): all planets in the four houses from the 4th.
pub(super) fn ishu(chart: &Chart) -> Formation {
    shape(chart, &run(4, 4))
}

/// Shakti (BPHS ch. 35, Akriti): all planets in the four houses from the 7th.
pub(super) fn shakti(chart: &Chart) -> Formation {
    shape(chart, &run(7, 4))
}

/// Danda (BPHS ch. 35, Akriti): all planets in the four houses from the 10th.
pub(super) fn danda(chart: &Chart) -> Formation {
    shape(chart, &run(10, 4))
}

/// Nauka (BPHS ch. 35, Akriti): the seven houses from the 1st occupied.
pub(super) fn nauka(chart: &Chart) -> Formation {
    shape(chart, &run(1, 7))
}

/// Kuta (BPHS ch. 35, Akriti): the seven houses from the 4th occupied.
pub(super) fn kuta(chart: &Chart) -> Formation {
    shape(chart, &run(4, 7))
}

/// Chhatra (BPHS ch. 35, Akriti): the seven houses from the 7th occupied.
pub(super) fn chhatra(chart: &Chart) -> Formation {
    shape(chart, &run(7, 7))
}

/// Chapa (BPHS ch. 35, Akriti): the seven houses from the 10th occupied.
pub(super) fn chapa(chart: &Chart) -> Formation {
    shape(chart, &run(10, 7))
}

/// Ardha Chandra (BPHS ch. 35, Akriti): seven consecutive houses occupied, starting from a
/// house that is not a kendra.
pub(super) fn ardha_chandra(chart: &Chart) -> Formation {
    let starts = (1..=12u8).filter(|&h| !is_kendra(h));
    let runs: Vec<Vec<u8>> = starts.map(|s| run(s, 7)).collect();
    let sets: Vec<&[u8]> = runs.iter().map(Vec::as_slice).collect();
    any_shape(chart, &sets)
}

/// Chakra (BPHS ch. 35, Akriti): the six alternate houses from the 1st (1, 3, 5, 7, 9, 11)
/// occupied.
pub(super) fn chakra(chart: &Chart) -> Formation {
    shape(chart, &[1, 3, 5, 7, 9, 11])
}

/// Samudra (BPHS ch. 35, Akriti): the six alternate houses from the 2nd (2, 4, …, 12) occupied.
pub(super) fn samudra(chart: &Chart) -> Formation {
    shape(chart, &[2, 4, 6, 8, 10, 12])
}

/// Number of distinct signs the seven planets occupy.
fn signs_occupied(chart: &Chart) -> usize {
    let mut seen = [false; 12];
    for p in SEVEN {
        seen[chart.graha(p).sign().index()] = true;
    }
    seen.iter().filter(|&&b| b).count()
}

fn sankhya(chart: &Chart, n: usize) -> Formation {
    Formation::when(signs_occupied(chart) == n, all())
}

/// Vallaki or Veena (BPHS ch. 35, Sankhya): the planets in seven signs.
pub(super) fn vallaki(chart: &Chart) -> Formation {
    sankhya(chart, 7)
}

/// Damini (BPHS ch. 35, Sankhya): six signs.
pub(super) fn damini(chart: &Chart) -> Formation {
    sankhya(chart, 6)
}

/// Pasha (BPHS ch. 35, Sankhya): five signs.
pub(super) fn pasha(chart: &Chart) -> Formation {
    sankhya(chart, 5)
}

/// Kedara (BPHS ch. 35, Sankhya): four signs.
pub(super) fn kedara(chart: &Chart) -> Formation {
    sankhya(chart, 4)
}

/// Shula (BPHS ch. 35, Sankhya): three signs.
pub(super) fn shula(chart: &Chart) -> Formation {
    sankhya(chart, 3)
}

/// Yuga (BPHS ch. 35, Sankhya): two signs.
pub(super) fn yuga(chart: &Chart) -> Formation {
    sankhya(chart, 2)
}

/// Gola (BPHS ch. 35, Sankhya): all seven in one sign.
pub(super) fn gola(chart: &Chart) -> Formation {
    sankhya(chart, 1)
}
