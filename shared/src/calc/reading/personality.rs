//! `POST /v1/personality` (spec §4.14): the person read from the ascendant and its lord, the
//! Moon's sign and nakshatra, the Sun's sign, and the strongest and weakest planets. Every
//! statement names its chart factor.
//!
//! Strongest and weakest are judged by [`crate::astro::yogas::planet_strength`] (dignity, house,
//! combustion) over the seven planets: the two strongest are strengths; the weakest, and the
//! second weakest when it too scores below 0.35, are challenges.

use super::{Statement, ordinal, planet, sentence};
use crate::astro::dignity::{dignity, is_combust};
use crate::astro::yogas::planet_strength;
use crate::astro::{Chart, Planet};
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Key, Locale};
use crate::key;
use serde::Serialize;

/// A statement about one area of the personality.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TraitOut {
    /// `outerSelf`, `ascendantLord`, `mind`, `nakshatra`, `soul`.
    pub area: &'static str,
    #[serde(flatten)]
    pub statement: Statement,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonalityOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub ascendant: &'static str,
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: &'static str,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sun_sign: &'static str,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: &'static str,
    pub traits: Vec<TraitOut>,
    pub strengths: Vec<Statement>,
    pub challenges: Vec<Statement>,
}

/// "Jupiter in Cancer (exalted), 4th house[, combust]".
pub(crate) fn placement_factor(chart: &Chart, p: Planet) -> String {
    let g = chart.graha(p);
    let combust = if is_combust(chart, p) {
        ", combust"
    } else {
        ""
    };
    format!(
        "{} in {} ({}), {} house{combust}",
        p.name(),
        g.sign().name(),
        dignity(chart, p).name(),
        ordinal(g.house)
    )
}

/// The seven planets, strongest first.
pub(crate) fn by_strength(chart: &Chart) -> Vec<(Planet, f64)> {
    let mut v: Vec<(Planet, f64)> = Planet::SEVEN
        .iter()
        .map(|&p| (p, planet_strength(chart, p)))
        .collect();
    v.sort_by(|a, b| b.1.total_cmp(&a.1));
    v
}

fn traits(l: Locale, chart: &Chart) -> Vec<TraitOut> {
    let asc = chart.ascendant_sign();
    let lord = asc.lord();
    let lord_house = chart.graha(lord).house;
    let moon = chart.graha(Planet::Moon);
    let sun = chart.graha(Planet::Sun);
    let t = |area, factor: String, text: String| TraitOut {
        area,
        statement: Statement::english(factor, text),
    };
    vec![
        t(
            "outerSelf",
            format!("{} ascendant", asc.name()),
            content::text(l, key!("personality.ascendant.{}", asc.name())),
        ),
        t(
            "ascendantLord",
            format!(
                "{} (ascendant lord) in {} house",
                lord.name(),
                ordinal(lord_house)
            ),
            sentence(
                l,
                key!("personality.ascendantLord.{}", lord_house),
                &[("planet", &planet(l, lord))],
            ),
        ),
        t(
            "mind",
            format!("Moon in {}", moon.sign().name()),
            content::text(l, key!("signs.{}.nature", moon.sign().name())),
        ),
        t(
            "nakshatra",
            format!(
                "Moon in {} nakshatra, pada {}",
                moon.nakshatra().name(),
                moon.pada()
            ),
            content::text(
                l,
                key!("nakshatras.{}.description", moon.nakshatra().name()),
            ),
        ),
        t(
            "soul",
            format!("Sun in {}", sun.sign().name()),
            content::text(l, key!("personality.sun.{}", sun.sign().name())),
        ),
    ]
}

pub(super) fn reply(ctx: &Ctx) -> Result<PersonalityOut, CalcError> {
    let l = ctx.locale();
    let chart = ctx.chart();
    let ranked = by_strength(chart);
    let about = |text: Key, p: Planet| {
        Statement::english(placement_factor(chart, p), content::text(l, text))
    };
    let strengths = ranked
        .iter()
        .take(2)
        .map(|&(p, _)| about(key!("personality.strong.{}", p.name()), p))
        .collect();
    let weakest = ranked.iter().rev().take(2);
    let challenges = weakest
        .enumerate()
        .filter(|&(i, &(_, s))| i == 0 || s < 0.35)
        .map(|(_, &(p, _))| about(key!("personality.weak.{}", p.name()), p))
        .collect();
    let moon = chart.graha(Planet::Moon);
    Ok(PersonalityOut {
        ascendant: chart.ascendant_sign().name(),
        moon_sign: moon.sign().name(),
        sun_sign: chart.sun_sign().name(),
        nakshatra: moon.nakshatra().name(),
        traits: traits(l, chart),
        strengths,
        challenges,
    })
}
