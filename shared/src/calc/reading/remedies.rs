//! `POST /v1/remedies`: remedies for the weak or afflicted planets (mantra,
//! gemstone with its caveat, fasting day, charity) and for the doshas present.
//!
//! The afflicted planets are [`crate::astro::affliction`]'s. At most four of the seven are
//! listed, weakest first; when none is afflicted the weakest planet is listed so the reply
//! always has one to work on. Rahu and Ketu follow when afflicted (their own rules, in
//! `affliction::node_afflictions`).
//!
//! Gemstones strengthen a planet whatever it stands for, so one is recommended only for a
//! functional benefic or neutral of the ascendant (BPHS ch. 34 lordships, see
//! `astro::functional`); for a functional malefic the reply says not to wear it.

use super::personality::{by_strength, placement_factor};
use super::{Statement, planet, sentence};
use crate::astro::affliction::{Affliction, afflictions, node_afflictions};
use crate::astro::doshas;
use crate::astro::functional::{self, Nature};
use crate::astro::{Chart, Planet};
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Key, Locale};
use crate::key;
use serde::Serialize;

/// A gemstone and whether to wear it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GemstoneOut {
    pub recommended: bool,
    #[serde(flatten)]
    pub statement: Statement,
}

/// Remedies for one planet.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanetRemedyOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub afflictions: Vec<Affliction>,
    /// The planet's placement, in the reply's language.
    pub factor: String,
    pub mantra: Statement,
    pub gemstone: GemstoneOut,
    pub fasting: Statement,
    pub charity: Statement,
}

/// Remedies for one present dosha.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DoshaRemedyOut {
    #[schema(value_type = String)]
    pub name: crate::calc::names::Named<crate::astro::DoshaKind>,
    #[schema(value_type = crate::astro::mangal::Severity)]
    pub severity: crate::astro::mangal::Severity,
    pub factor: String,
    pub remedies: Vec<String>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RemediesOut {
    pub planets: Vec<PlanetRemedyOut>,
    pub doshas: Vec<DoshaRemedyOut>,
}

fn planet_remedy(
    l: Locale,
    chart: &Chart,
    p: Planet,
    afflictions: Vec<Affliction>,
    nature: Nature,
) -> PlanetRemedyOut {
    let factor = |l| placement_factor(l, chart, p);
    let st = |text: Key| Statement::localized(l, factor, content::text(l, text));
    let recommended = nature != Nature::Malefic;
    let caveat = if recommended {
        key!("remedies.gemstoneCaveat.wear")
    } else {
        key!("remedies.gemstoneCaveat.avoid")
    };
    let gem_text = super::join([
        content::text(l, key!("remedies.gemstone.{}", p.name())),
        sentence(l, caveat, &[("planet", &planet(l, p))]),
    ]);
    let functional = |l| {
        sentence(
            l,
            key!("remedies.factors.functional"),
            &[
                ("factor", &factor(l)),
                (
                    "nature",
                    &content::text(l, key!("remedies.factors.nature.{}", nature.name())),
                ),
            ],
        )
    };
    PlanetRemedyOut {
        planet: p,
        afflictions,
        factor: factor(l),
        mantra: st(key!("remedies.mantra.{}", p.name())),
        gemstone: GemstoneOut {
            recommended,
            statement: Statement::localized(l, functional, gem_text),
        },
        fasting: st(key!("remedies.fasting.{}", p.name())),
        charity: st(key!("remedies.charity.{}", p.name())),
    }
}

pub(super) fn reply(ctx: &Ctx) -> Result<RemediesOut, CalcError> {
    let l = ctx.locale();
    let chart = ctx.chart();
    let roles = functional::functional_nature(chart);
    let mut ranked = by_strength(chart);
    ranked.reverse();
    let mut planets: Vec<PlanetRemedyOut> = ranked
        .iter()
        .filter_map(|&(p, s)| {
            let a = afflictions(chart, p, s);
            (!a.is_empty()).then(|| planet_remedy(l, chart, p, a, roles[p.index()].nature))
        })
        .take(4)
        .collect();
    for node in [Planet::Rahu, Planet::Ketu] {
        let a = node_afflictions(chart, node);
        if !a.is_empty() {
            planets.push(planet_remedy(l, chart, node, a, roles[node.index()].nature));
        }
    }
    if planets.is_empty() {
        let p = ranked[0].0;
        planets.push(planet_remedy(
            l,
            chart,
            p,
            vec![Affliction::Weakest],
            roles[p.index()].nature,
        ));
    }
    let doshas = doshas::doshas(chart)
        .iter()
        .filter(|d| d.present)
        .map(|d| DoshaRemedyOut {
            name: crate::calc::names::Named(d.kind),
            severity: d.severity,
            factor: super::doshas::factors_in(l, d).join("; "),
            remedies: super::doshas::remedies_of(l, d.kind),
        })
        .collect();
    Ok(RemediesOut { planets, doshas })
}
