//! The schemas of the options as a body writes them: each closed set written out in place with
//! its default, so a generated client shows the default beside the field.

use crate::astro::calendar::Region;
use crate::astro::events::EventKind;
use crate::astro::muhurta_finder::Activity;
use crate::astro::{Ayanamsa, DashaYear, Division, HouseSystem, Node};
use crate::calc::calendar::CalendarFormat;
use crate::calc::{
    Calendar, ChartKind, ChartStyle, DashaFrom, DashaSystem, MatchingSystem, Period,
};
use crate::content::Locale;
use crate::endpoints::Endpoint;
use serde_json::json;
use utoipa::PartialSchema;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ArrayBuilder, Object, Schema};

/// An option's type, written out in the body (not by reference) with its default.
fn defaulted<T: PartialSchema>(default: &str) -> Object {
    let RefOr::T(Schema::Object(mut o)) = T::schema() else {
        unreachable!("an enum of names is an object schema")
    };
    o.description = None;
    o.default = Some(json!(default));
    o
}

pub fn locale() -> Object {
    defaulted::<Locale>("en")
}

pub fn period() -> Object {
    defaulted::<Period>("monthly")
}

pub fn calendar() -> Object {
    defaulted::<Calendar>("ad")
}

pub fn style() -> Object {
    defaulted::<ChartStyle>("north")
}

pub fn division() -> Object {
    defaulted::<Division>("D1")
}

pub fn chart() -> Object {
    defaulted::<ChartKind>("rasi")
}

pub fn region() -> Object {
    defaulted::<Region>("both")
}

pub fn format() -> Object {
    defaulted::<CalendarFormat>("json")
}

pub fn dasha_from() -> Object {
    defaulted::<DashaFrom>("today")
}

pub fn dasha_system() -> Object {
    defaulted::<DashaSystem>("vimshottari")
}

pub fn matching_system() -> Object {
    defaulted::<MatchingSystem>("ashtakoot")
}

pub fn activity() -> Object {
    let RefOr::T(Schema::Object(mut o)) = Activity::schema() else {
        unreachable!("an enum of names is an object schema")
    };
    o.description = None;
    o
}

// The settings carry no `default` keyword: the default is the account's setting
// (`PUT /v1/settings`), and a generated client sends a declared default when its caller gives
// none, overriding it.
fn setting<T: PartialSchema>() -> Object {
    let mut o = defaulted::<T>("");
    o.default = None;
    o
}

pub fn ayanamsa() -> Object {
    setting::<Ayanamsa>()
}

pub fn node() -> Object {
    setting::<Node>()
}

pub fn house_system() -> Object {
    setting::<HouseSystem>()
}

pub fn dasha_year() -> Object {
    setting::<DashaYear>()
}

pub fn divisions() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(Division::schema())
        .min_items(Some(1))
        .max_items(Some(Division::EVERY.len()))
        .unique_items(true)
        .default(Some(json!(Division::ALL.map(Division::name))))
}

pub fn kinds() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(EventKind::schema())
        .min_items(Some(1))
        .max_items(Some(EventKind::ALL.len()))
        .unique_items(true)
}

pub fn include() -> ArrayBuilder {
    let sections = Endpoint::ALL.iter().filter(|e| e.is_section()).count();
    ArrayBuilder::new()
        .items(crate::calc::names::SectionName::schema())
        .min_items(Some(1))
        .max_items(Some(sections))
        .unique_items(true)
}
