//! `POST /v1/functional`: each planet's functional nature for the ascendant with
//! the reason, and the `functionalSummary`.
//!
//! `functionalSummary.yogakaraka` is a planet name, or the string `"None"` when the ascendant
//! has no yogakaraka (Aries, Gemini, Virgo, Scorpio, Sagittarius, Pisces): the spec types it as
//! a string, so it is never null; `hasYogakaraka` says the same as a boolean.

use super::{house, planet, sentence, sign};
use crate::astro::functional::{self, FunctionalRole, Reason};
use crate::calc::{CalcError, Ctx};
use crate::content::Locale;
use crate::key;
use serde::Serialize;

/// A planet's functional nature as published.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanetNatureOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    /// `benefic`, `malefic` or `neutral`.
    #[schema(value_type = String)]
    pub nature: crate::calc::names::Named<crate::astro::Nature>,
    /// Why, in the reply's language: one sentence per lordship rule applied.
    pub reason: String,
    /// Houses the planet rules, counted from the ascendant (empty for Rahu and Ketu).
    pub houses_ruled: Vec<u8>,
    pub is_yogakaraka: bool,
    pub is_maraka: bool,
    pub is_badhaka: bool,
    /// The lordship score (BPHS ch. 34 weights; see `astro::functional`).
    pub score: f64,
}

/// `functionalSummary`: the functional benefics and malefics of the lagna.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = FunctionalSummary)]
pub struct SummaryOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub most_benefic: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub most_malefic: crate::astro::Planet,
    /// A planet name, or `"None"`.
    #[serde(serialize_with = "planet_or_none")]
    #[schema(value_type = crate::calc::names::YogakarakaName)]
    pub yogakaraka: Option<crate::astro::Planet>,
    pub has_yogakaraka: bool,
    /// The same in words, in the reply's language.
    pub text: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FunctionalOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub ascendant: crate::astro::Sign,
    pub planets: Vec<PlanetNatureOut>,
    pub functional_summary: SummaryOut,
}

/// The yogakaraka as published: the planet's name, or `None` (the spec's string, never null).
fn planet_or_none<S: serde::Serializer>(
    p: &Option<crate::astro::Planet>,
    ser: S,
) -> Result<S::Ok, S::Error> {
    ser.serialize_str(p.map_or("None", crate::astro::Planet::name))
}

fn reason_text(l: Locale, r: Reason) -> String {
    let h = |n: u8| house(l, n);
    match r {
        Reason::LagnaLord => sentence(l, key!("functional.reasons.lagnaLord"), &[]),
        Reason::TrikonaLord(n) => sentence(
            l,
            key!("functional.reasons.trikonaLord"),
            &[("house", &h(n))],
        ),
        Reason::KendraLordMalefic(n) => sentence(
            l,
            key!("functional.reasons.kendraLordMalefic"),
            &[("house", &h(n))],
        ),
        Reason::KendradhipatiDosha(n) => sentence(
            l,
            key!("functional.reasons.kendradhipatiDosha"),
            &[("house", &h(n))],
        ),
        Reason::TrishadayaLord(n) => sentence(
            l,
            key!("functional.reasons.trishadayaLord"),
            &[("house", &h(n))],
        ),
        Reason::EighthLord => sentence(l, key!("functional.reasons.eighthLord"), &[]),
        Reason::EighthLordExempt => sentence(l, key!("functional.reasons.eighthLordExempt"), &[]),
        Reason::TwelfthLord => sentence(l, key!("functional.reasons.twelfthLord"), &[]),
        Reason::Maraka(n) => sentence(l, key!("functional.reasons.maraka"), &[("house", &h(n))]),
        Reason::Badhaka(n) => sentence(l, key!("functional.reasons.badhaka"), &[("house", &h(n))]),
        Reason::Yogakaraka => sentence(l, key!("functional.reasons.yogakaraka"), &[]),
        Reason::NodeDispositor(p) => sentence(
            l,
            key!("functional.reasons.nodeDispositor"),
            &[("planet", &planet(l, p))],
        ),
        Reason::Node => sentence(l, key!("functional.reasons.node"), &[]),
    }
}

/// A functional role as published.
pub(crate) fn role_out(l: Locale, r: &FunctionalRole) -> PlanetNatureOut {
    PlanetNatureOut {
        planet: r.planet,
        nature: crate::calc::names::Named(r.nature),
        reason: r
            .reasons
            .iter()
            .map(|&x| reason_text(l, x))
            .collect::<Vec<_>>()
            .join(" "),
        houses_ruled: r.houses.clone(),
        is_yogakaraka: r.yogakaraka,
        is_maraka: r.maraka,
        is_badhaka: r.badhaka,
        score: r.score,
    }
}

pub(super) fn reply(ctx: &Ctx) -> Result<FunctionalOut, CalcError> {
    let l = ctx.locale();
    let chart = ctx.chart();
    let asc = chart.ascendant_sign();
    let roles = functional::functional_nature(chart);
    let s = functional::summary(asc);
    let text = match s.yogakaraka {
        Some(yk) => sentence(
            l,
            key!("functional.summary.withYogakaraka"),
            &[
                ("sign", &sign(l, asc)),
                ("best", &planet(l, s.most_benefic)),
                ("worst", &planet(l, s.most_malefic)),
                ("yogakaraka", &planet(l, yk)),
            ],
        ),
        None => sentence(
            l,
            key!("functional.summary.withoutYogakaraka"),
            &[
                ("sign", &sign(l, asc)),
                ("best", &planet(l, s.most_benefic)),
                ("worst", &planet(l, s.most_malefic)),
            ],
        ),
    };
    Ok(FunctionalOut {
        ascendant: asc,
        planets: roles.iter().map(|r| role_out(l, r)).collect(),
        functional_summary: SummaryOut {
            most_benefic: s.most_benefic,
            most_malefic: s.most_malefic,
            yogakaraka: s.yogakaraka,
            has_yogakaraka: s.yogakaraka.is_some(),
            text,
        },
    })
}
