//! `POST /v1/yogas`: every yoga of the catalogue, present or not (unless
//! `presentOnly`), with its strength, forming planets, description, category and source.

use super::{houses, planet, planets, sentence};
use crate::astro::yogas::{self, Detail, Strength, Yoga};
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Locale};
use crate::key;
use serde::Serialize;

/// One yoga as published. `strength` is `strong`, `moderate` or `weak` for a present yoga and
/// `none` for an absent one; `formingPlanets` is empty when absent.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct YogaOut {
    /// Stable identifier (camelCase), e.g. `gajaKesari`.
    pub key: &'static str,
    /// English name, e.g. `Gaja Kesari Yoga`.
    pub name: &'static str,
    /// The name in the reply's language.
    pub display_name: String,
    pub is_present: bool,
    // `None` for an absent yoga, written `none`.
    #[serde(serialize_with = "strength_or_none")]
    #[schema(value_type = String)]
    pub strength: Option<Strength>,
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub forming_planets: Vec<crate::astro::Planet>,
    pub description: String,
    #[schema(value_type = String)]
    pub category: crate::calc::names::Named<crate::astro::Category>,
    /// Family: mahapurusha, lunar, solar, raja, dhana, viparita, neechaBhanga, parivartana,
    /// nabhasa, other.
    #[schema(value_type = String)]
    pub group: crate::calc::names::Named<crate::astro::yogas::Group>,
    /// The classical source of the rule, in the reply's language.
    pub source: String,
    /// What the chart shows for this yoga: which lords combine, which condition cancels.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub details: Vec<String>,
}

/// Counts over the present yogas.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = YogasSummary)]
pub struct SummaryOut {
    pub checked: usize,
    pub present: usize,
    pub auspicious: usize,
    pub inauspicious: usize,
    pub mixed: usize,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct YogasOut {
    pub yogas: Vec<YogaOut>,
    pub summary: SummaryOut,
}

/// A yoga's strength as published: its name, or `none` for an absent yoga.
pub(crate) fn strength_or_none<S: serde::Serializer>(
    s: &Option<Strength>,
    ser: S,
) -> Result<S::Ok, S::Error> {
    ser.serialize_str(s.map_or("none", Strength::name))
}

/// The localized name of a yoga.
pub(crate) fn display_name(l: Locale, key: &str) -> String {
    content::text(l, key!("yogas.list.{}.name", key))
}

/// A detail of a yoga as a sentence.
fn detail_text(l: Locale, d: &Detail) -> String {
    let p = |i: usize| d.planets.get(i).map(|&x| planet(l, x)).unwrap_or_default();
    let h = |i: usize| {
        d.houses
            .get(i)
            .map(|&x| houses(l, &[x]))
            .unwrap_or_default()
    };
    sentence(
        l,
        key!("yogas.details.{}", d.key),
        &[
            ("p1", &p(0)),
            ("p2", &p(1)),
            ("h1", &h(0)),
            ("h2", &h(1)),
            ("planets", &planets(l, &d.planets)),
        ],
    )
}

/// A judged yoga as published.
pub(crate) fn yoga_out(l: Locale, y: &Yoga) -> YogaOut {
    let r = y.rule;
    YogaOut {
        key: r.key,
        name: r.name,
        display_name: display_name(l, r.key),
        is_present: y.present,
        strength: y.strength,
        forming_planets: y.planets.to_vec(),
        description: content::text(l, key!("yogas.list.{}.description", r.key)),
        category: crate::calc::names::Named(r.category),
        group: crate::calc::names::Named(r.group),
        source: content::fill(
            l,
            key!("yogas.sources.{}", r.source.text.key()),
            &[("chapter", &r.source.chapter.to_string())],
        ),
        details: y.details.iter().map(|d| detail_text(l, d)).collect(),
    }
}

pub(super) fn reply(ctx: &Ctx, present_only: bool) -> Result<YogasOut, CalcError> {
    let l = ctx.locale();
    let judged = yogas::evaluate(ctx.chart());
    let present: Vec<&Yoga> = judged.iter().filter(|y| y.present).collect();
    let count = |c: yogas::Category| present.iter().filter(|y| y.rule.category == c).count();
    let summary = SummaryOut {
        checked: judged.len(),
        present: present.len(),
        auspicious: count(yogas::Category::Auspicious),
        inauspicious: count(yogas::Category::Inauspicious),
        mixed: count(yogas::Category::Mixed),
    };
    let yogas = judged
        .iter()
        .filter(|y| y.present || !present_only)
        .map(|y| yoga_out(l, y))
        .collect();
    Ok(YogasOut { yogas, summary })
}
