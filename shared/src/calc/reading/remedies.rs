//! `POST /v1/remedies` (spec §4.14): remedies for the weak or afflicted planets (mantra,
//! gemstone with its caveat, fasting day, charity) and for the doshas present.
//!
//! A planet is afflicted when it is debilitated, combust, in an enemy's or great enemy's sign,
//! joined by Rahu or Ketu, or weak in a dusthana (strength below 0.4 in the 6th, 8th or 12th,
//! by [`crate::astro::yogas::planet_strength`]). At most four are listed, weakest first; when
//! none is afflicted the weakest planet is listed so the reply always has one to work on.
//!
//! Gemstones strengthen a planet whatever it stands for, so one is recommended only for a
//! functional benefic or neutral of the ascendant (BPHS ch. 34 lordships, see
//! `astro::functional`); for a functional malefic the reply says not to wear it.

use super::personality::{by_strength, placement_factor};
use super::{Statement, planet, sentence};
use crate::astro::dignity::{Dignity, dignity, is_combust};
use crate::astro::doshas;
use crate::astro::functional::{self, Nature};
use crate::astro::{Chart, Planet};
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Key, Locale};
use crate::key;
use serde::Serialize;

/// Why a planet needs help. Serialised camelCase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Affliction {
    Debilitated,
    Combust,
    EnemySign,
    NodeConjunction,
    WeakInDusthana,
    /// Nothing afflicted: the weakest planet of the chart.
    Weakest,
}

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
    pub planet: &'static str,
    pub afflictions: Vec<Affliction>,
    /// The planet's placement, in English.
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
    pub name: &'static str,
    #[schema(value_type = crate::astro::mangal::Severity)]
    pub severity: &'static str,
    pub factor: String,
    pub remedies: Vec<String>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RemediesOut {
    planets: Vec<PlanetRemedyOut>,
    doshas: Vec<DoshaRemedyOut>,
}

fn afflictions(chart: &Chart, p: Planet, strength: f64) -> Vec<Affliction> {
    let mut v = Vec::new();
    let d = dignity(chart, p);
    if d == Dignity::Debilitated {
        v.push(Affliction::Debilitated);
    }
    if is_combust(chart, p) {
        v.push(Affliction::Combust);
    }
    if matches!(d, Dignity::Enemy | Dignity::GreatEnemy) {
        v.push(Affliction::EnemySign);
    }
    let sign = chart.graha(p).sign();
    if [Planet::Rahu, Planet::Ketu]
        .iter()
        .any(|&n| chart.graha(n).sign() == sign)
    {
        v.push(Affliction::NodeConjunction);
    }
    if strength < 0.4 && matches!(chart.graha(p).house, 6 | 8 | 12) {
        v.push(Affliction::WeakInDusthana);
    }
    v
}

fn planet_remedy(
    l: Locale,
    chart: &Chart,
    p: Planet,
    afflictions: Vec<Affliction>,
    nature: Nature,
) -> PlanetRemedyOut {
    let factor = placement_factor(chart, p);
    let st = |text: Key| Statement {
        factor: factor.clone(),
        text: content::text(l, text),
    };
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
    PlanetRemedyOut {
        planet: p.name(),
        afflictions,
        factor: factor.clone(),
        mantra: st(key!("remedies.mantra.{}", p.name())),
        gemstone: GemstoneOut {
            recommended,
            statement: Statement {
                factor: format!("{factor}; functional {}", nature.name()),
                text: gem_text,
            },
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
            name: d.kind.name(),
            severity: d.severity.name(),
            factor: super::doshas::factors_of(d).join("; "),
            remedies: super::doshas::remedies_of(l, d.kind),
        })
        .collect();
    Ok(RemediesOut { planets, doshas })
}
