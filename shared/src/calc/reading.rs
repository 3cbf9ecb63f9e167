//! Reply builders of the interpretation endpoints: yogas, dosha, functional, personality,
//! predictions, remedies and basic-details.
//!
//! Rules live in the engine (`astro::yogas`, `astro::doshas`, `astro::functional`, …); words
//! live in the content files (topics `yogas`, `doshas`, `functional`, `personality`,
//! `predictions`, `remedies`, and the shared names under `planets`, `signs`, `nakshatras`,
//! `transits.house`). Every statement of personality, predictions and remedies carries the chart
//! factor behind it: `factor` in the reply's language, and `factorEn`, the same in English
//! whatever the locale (a stable form for clients).

mod basic;
mod depth;
mod doshas;
mod functional;
mod personality;
mod predictions;
mod remedies;
mod yogas;

use super::call::YogasOptions;
use super::dasha::local_date;
use super::natal::{planet_text, sign_text};
use super::time::house_name;
use super::{CalcError, Ctx};
use crate::astro::{Period, Planet};
use crate::content::{self, Key, Locale};
use crate::key;
use chrono_tz::Tz;
use serde::Serialize;

pub use basic::BasicDetailsOut;
pub use depth::{DivisionalReading, LordRole, NoteKind, NoteOut};
pub use doshas::{DoshasOut, KaalSarpType};
pub use functional::FunctionalOut;
pub use personality::{PersonalityOut, PlacementKind, PlacementReading, TraitArea};
pub use predictions::{PeriodReadingOut, PredictionsOut};
pub use remedies::RemediesOut;
pub use yogas::YogasOut;

/// `POST /v1/yogas`.
pub fn yogas(ctx: &Ctx, o: &YogasOptions) -> Result<yogas::YogasOut, CalcError> {
    yogas::reply(ctx, o.present_only.unwrap_or(false))
}

/// `POST /v1/dosha`.
pub fn dosha(ctx: &Ctx) -> Result<doshas::DoshasOut, CalcError> {
    doshas::reply(ctx)
}

/// `POST /v1/functional`.
pub fn functional(ctx: &Ctx) -> Result<functional::FunctionalOut, CalcError> {
    functional::reply(ctx)
}

/// `POST /v1/personality`.
pub fn personality(ctx: &Ctx) -> Result<personality::PersonalityOut, CalcError> {
    personality::reply(ctx)
}

/// `POST /v1/predictions`.
pub fn predictions(ctx: &Ctx) -> Result<predictions::PredictionsOut, CalcError> {
    predictions::reply(ctx)
}

/// `POST /v1/remedies`.
pub fn remedies(ctx: &Ctx) -> Result<remedies::RemediesOut, CalcError> {
    remedies::reply(ctx)
}

/// `POST /v1/basic-details`.
pub fn basic_details(ctx: &Ctx) -> Result<basic::BasicDetailsOut, CalcError> {
    basic::reply(ctx)
}

/// The reading of a running pratyantar, read after its maha and antar's (the dasha reply's
/// `interpretation`): what the pratyantar's lord brings and the house it occupies in `chart`.
pub fn pratyantar_reading(l: Locale, chart: &crate::astro::Chart, pratyantar: Planet) -> String {
    join([
        content::text(l, key!("dashaPratyantar.lord.{}", pratyantar.name())),
        sentence(
            l,
            key!("dashaPratyantar.house.{}", chart.graha(pratyantar).house),
            &[("planet", &planet(l, pratyantar))],
        ),
    ])
}

// ---- helpers shared by the builders ---------------------------------------------------------

/// One statement of a reading and the chart factor it rests on.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Statement {
    /// The chart factor (`"The Moon in Taurus"`), in the reply's language.
    pub factor: String,
    /// The chart factor in English whatever the locale, a stable form for clients.
    pub factor_en: String,
    /// The reading, in the reply's language.
    pub text: String,
}

impl Statement {
    /// A statement whose factor `factor` writes in the reply's language and in English.
    fn localized(l: Locale, factor: impl Fn(Locale) -> String, text: String) -> Self {
        Statement {
            factor: factor(l),
            factor_en: factor(Locale::En),
            text,
        }
    }
}

/// A dasha period as published: dates are local dates in the birth timezone (as `/v1/dasha`).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ReadingPeriod)]
pub struct PeriodOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub start_date: String,
    pub end_date: String,
}

impl PeriodOut {
    fn new(p: &Period, tz: Tz) -> Self {
        PeriodOut {
            planet: p.planet,
            start_date: local_date(p.start, tz),
            end_date: local_date(p.end, tz),
        }
    }
}

/// Text at `key` with placeholders filled and the first letter capitalised (templates may
/// begin with a name such as "the Sun").
fn sentence(l: Locale, key: Key, args: &[(&str, &str)]) -> String {
    super::natal::fill_sentence(l, key, args)
}

/// A planet's name inside prose.
fn planet(l: Locale, p: Planet) -> String {
    planet_text(l, p)
}

/// A sign's name inside prose.
fn sign(l: Locale, s: crate::astro::Sign) -> String {
    sign_text(l, s)
}

/// A sign's display name, for a factor ("Taurus", "वृषभ").
fn sign_short(l: Locale, s: crate::astro::Sign) -> String {
    crate::calc::display::NameKind::Sign
        .display(l, s.name())
        .unwrap_or(s.name())
        .to_owned()
}

/// "4th house" inside prose.
fn house(l: Locale, h: u8) -> String {
    house_name(l, h)
}

/// Names joined as a list ("Mars, Jupiter and Saturn").
fn list(l: Locale, items: &[String]) -> String {
    let and = content::text(l, key!("yogas.words.and"));
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}{and}{last}", init.join(", ")),
    }
}

/// Planet names joined as a list.
fn planets(l: Locale, ps: &[Planet]) -> String {
    list(l, &ps.iter().map(|&p| planet(l, p)).collect::<Vec<_>>())
}

/// House numbers joined as a list of house names.
fn houses(l: Locale, hs: &[u8]) -> String {
    list(l, &hs.iter().map(|&h| house(l, h)).collect::<Vec<_>>())
}

/// English ordinal ("1st", "2nd", "11th") for factors.
fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Sentences joined with a space.
fn join(parts: impl IntoIterator<Item = String>) -> String {
    parts
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        assert_eq!(ordinal(1), "1st");
        assert_eq!(ordinal(2), "2nd");
        assert_eq!(ordinal(3), "3rd");
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ordinal(12), "12th");
    }
}
