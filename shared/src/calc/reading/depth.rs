//! The deeper parts of a personality reading: a note for a planet that is retrograde, combust
//! or vargottama (the same sign in the birth chart and the Navamsha), and the Navamsha (D9) and
//! Dashamsha (D10) read for the lords that matter most there: the lagna lord in both, the 7th
//! lord in the D9 (marriage), the 10th lord in the D10 (career).
//!
//! A planet's dignity in a divisional chart is judged as in the birth chart: exaltation, own
//! sign and moolatrikona by its sign (and degree) in the division, else its compound relation
//! (natural and temporal, from the birth chart) with the lord of the sign it holds there.

use super::{join, planet, sentence};
use crate::astro::dignity::{compound_relation, fixed_dignity, is_combust};
use crate::astro::vargas::{VargaChart, varga_chart};
use crate::astro::{Chart, Dignity, Division, Planet};
use crate::content::{self, Locale};
use crate::key;
use serde::Serialize;

/// What a note is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum NoteKind {
    Retrograde,
    Combust,
    Vargottama,
}

/// A note on a planet's condition, added to its reading in its sign.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteOut {
    pub kind: NoteKind,
    pub text: String,
}

/// The notes on `p`: retrograde (Mars to Saturn; the nodes always are, the luminaries never),
/// combust, vargottama.
pub(super) fn notes(l: Locale, chart: &Chart, d9: &VargaChart, p: Planet) -> Vec<NoteOut> {
    let g = chart.graha(p);
    let starry = !matches!(p, Planet::Sun | Planet::Moon | Planet::Rahu | Planet::Ketu);
    let mut out = Vec::new();
    if starry && g.retrograde {
        out.push(NoteOut {
            kind: NoteKind::Retrograde,
            text: content::text(l, key!("notes.retrograde.{}", p.name())),
        });
    }
    if is_combust(chart, p) {
        out.push(NoteOut {
            kind: NoteKind::Combust,
            text: content::text(l, key!("notes.combust.{}", p.name())),
        });
    }
    if d9.graha(p).sign == g.sign() {
        out.push(NoteOut {
            kind: NoteKind::Vargottama,
            text: content::text(l, key!("notes.vargottama.{}", p.name())),
        });
    }
    out
}

/// Which lord a divisional reading follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum LordRole {
    /// The lord of the birth ascendant.
    LagnaLord,
    /// The lord of the birth chart's 7th house.
    SeventhLord,
    /// The lord of the birth chart's 10th house.
    TenthLord,
}

impl LordRole {
    fn name(self) -> &'static str {
        match self {
            LordRole::LagnaLord => "lagnaLord",
            LordRole::SeventhLord => "seventhLord",
            LordRole::TenthLord => "tenthLord",
        }
    }

    /// The birth-chart house whose lord this is.
    fn house(self) -> u8 {
        match self {
            LordRole::LagnaLord => 1,
            LordRole::SeventhLord => 7,
            LordRole::TenthLord => 10,
        }
    }
}

/// A birth-chart lord read in a divisional chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DivisionalReading {
    /// `D9` or `D10`.
    pub division: Division,
    pub role: LordRole,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    /// The sign it holds in the division.
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// Its house counted from the division's ascendant, 1–12.
    pub house: u8,
    /// Its dignity there.
    pub dignity: Dignity,
    pub text: String,
}

/// `p`'s dignity in a divisional chart (module doc).
fn varga_dignity(chart: &Chart, v: &VargaChart, p: Planet) -> Dignity {
    let at = v.graha(p);
    fixed_dignity(p, at.sign, at.degree)
        .unwrap_or_else(|| compound_relation(chart, p, at.sign.lord()))
}

/// The D9 read for the lagna and 7th lords, the D10 for the lagna and 10th lords.
pub(super) fn divisional(l: Locale, chart: &Chart, d9: &VargaChart) -> Vec<DivisionalReading> {
    let d10 = varga_chart(chart, Division::D10);
    [
        (d9, LordRole::LagnaLord),
        (d9, LordRole::SeventhLord),
        (&d10, LordRole::LagnaLord),
        (&d10, LordRole::TenthLord),
    ]
    .into_iter()
    .map(|(v, role)| {
        let lord = chart.house_sign(role.house()).lord();
        let at = v.graha(lord);
        let dignity = varga_dignity(chart, v, lord);
        let division = v.division.name();
        let text = join([
            content::text(
                l,
                key!("divisional.{}.{}.{}", division, role.name(), at.house),
            ),
            sentence(
                l,
                key!("divisional.dignity.{}.{}", division, dignity.name()),
                &[("planet", &planet(l, lord))],
            ),
        ]);
        DivisionalReading {
            division: v.division,
            role,
            planet: lord,
            sign: at.sign,
            house: at.house,
            dignity,
            text,
        }
    })
    .collect()
}
