//! The schemas of the options as a body writes them: each closed set by reference to its named
//! schema (one schema a client generates one type from, shared by every body), null allowed
//! (taken as absent). The default a body gets without an option is said in its description,
//! not by the `default` keyword: generators make a field with a declared default required in
//! the types they write, or send the default themselves (over an account's own defaults).

use crate::astro::calendar::Region;
use crate::astro::events::EventKind;
use crate::astro::muhurta_finder::Activity;
use crate::astro::{Ayanamsa, DashaYear, Division, HouseSystem, Node};
use crate::calc::CalendarFormat;
use crate::calc::display::Numerals;
use crate::calc::names::SectionName;
use crate::calc::{
    Calendar, ChartKind, ChartStyle, DashaFrom, DashaSystem, HoroscopeSign, MatchingSystem, Period,
    named,
};
use crate::content::Locale;
use crate::endpoints::Endpoint;
use utoipa::ToSchema;
use utoipa::openapi::schema::{AnyOfBuilder, ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::{Ref, RefOr};

/// The named schema of `T`.
fn to<T: ToSchema>() -> Ref {
    Ref::from_schema_name(T::name())
}

/// `T` by reference or null, defaulting to `default`.
fn optional<T: ToSchema>(default: Option<&str>) -> Schema {
    Schema::AnyOf(
        AnyOfBuilder::new()
            .item(to::<T>())
            .item(ObjectBuilder::new().schema_type(Type::Null))
            .description(default.map(|d| format!("Default: `{d}`.")))
            .build(),
    )
}

/// Adds the named schemas the bodies refer to.
pub fn components(out: &mut Vec<(String, RefOr<Schema>)>) {
    named::<Locale>(out);
    named::<Numerals>(out);
    named::<Period>(out);
    named::<Calendar>(out);
    named::<ChartStyle>(out);
    named::<Division>(out);
    named::<ChartKind>(out);
    named::<Region>(out);
    named::<CalendarFormat>(out);
    named::<DashaFrom>(out);
    named::<DashaSystem>(out);
    named::<MatchingSystem>(out);
    named::<crate::calc::matching::Role>(out);
    named::<Activity>(out);
    named::<HoroscopeSign>(out);
    named::<EventKind>(out);
    named::<crate::calc::chart_image::ChartPoint>(out);
    named::<SectionName>(out);
    named::<Ayanamsa>(out);
    named::<Node>(out);
    named::<HouseSystem>(out);
    named::<DashaYear>(out);
}

pub fn locale() -> Schema {
    optional::<Locale>(Some("en"))
}

pub fn numerals() -> Schema {
    optional::<Numerals>(Some("latin"))
}

pub fn period() -> Schema {
    optional::<Period>(Some("monthly"))
}

pub fn calendar() -> Schema {
    optional::<Calendar>(Some("ad"))
}

pub fn style() -> Schema {
    optional::<ChartStyle>(Some("north"))
}

pub fn division() -> Schema {
    optional::<Division>(Some("D1"))
}

pub fn chart() -> Schema {
    optional::<ChartKind>(Some("rasi"))
}

pub fn region() -> Schema {
    optional::<Region>(Some("both"))
}

pub fn format() -> Schema {
    optional::<CalendarFormat>(Some("json"))
}

pub fn dasha_from() -> Schema {
    optional::<DashaFrom>(Some("today"))
}

/// A report's `from`: its Vimshottari timeline starts at birth unless asked otherwise.
pub fn report_dasha_from() -> Schema {
    Schema::AnyOf(
        AnyOfBuilder::new()
            .item(to::<DashaFrom>())
            .item(ObjectBuilder::new().schema_type(Type::Null))
            .description(Some(
                "Where the Vimshottari timeline of the kundli and predictions reports starts: \
                 `birth` (the periods lived included) or `today` (the period running now); the \
                 running periods are marked either way. Default: `birth`.",
            ))
            .build(),
    )
}

pub fn dasha_system() -> Schema {
    optional::<DashaSystem>(Some("vimshottari"))
}

pub fn matching_system() -> Schema {
    optional::<MatchingSystem>(Some("ashtakoot"))
}

pub fn horoscope_sign() -> Ref {
    to::<HoroscopeSign>()
}

pub fn horoscope_period() -> Ref {
    to::<Period>()
}

pub fn activity() -> Ref {
    to::<Activity>()
}

// The settings' default is the account's setting (`PUT /v1/settings`): said per endpoint.

pub fn ayanamsa() -> Schema {
    optional::<Ayanamsa>(None)
}

pub fn node() -> Schema {
    optional::<Node>(None)
}

pub fn house_system() -> Schema {
    optional::<HouseSystem>(None)
}

pub fn dasha_year() -> Schema {
    optional::<DashaYear>(None)
}

pub fn divisions() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(to::<Division>())
        .min_items(Some(1))
        .max_items(Some(Division::EVERY.len()))
        .unique_items(true)
}

pub fn points() -> ArrayBuilder {
    use crate::calc::chart_image::ChartPoint;
    ArrayBuilder::new()
        .items(to::<ChartPoint>())
        .min_items(Some(1))
        .max_items(Some(ChartPoint::ALL.len()))
        .unique_items(true)
}

pub fn kinds() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(to::<EventKind>())
        .min_items(Some(1))
        .max_items(Some(EventKind::ALL.len()))
        .unique_items(true)
}

/// A batch's candidates: each a stored profile's id or a birth (the `Birth` schema).
pub fn candidates() -> ArrayBuilder {
    use utoipa::openapi::schema::OneOfBuilder;
    use utoipa::openapi::{KnownFormat, SchemaFormat};
    let id = ObjectBuilder::new()
        .schema_type(Type::String)
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Uuid)))
        .description(Some("a profile id of this account"));
    ArrayBuilder::new()
        .items(
            OneOfBuilder::new()
                .item(id)
                .item(Ref::from_schema_name("Birth")),
        )
        .min_items(Some(1))
        .max_items(Some(crate::calc::matching::MAX_CANDIDATES))
}

pub fn include() -> ArrayBuilder {
    let sections = Endpoint::ALL.iter().filter(|e| e.is_section()).count();
    ArrayBuilder::new()
        .items(to::<SectionName>())
        .min_items(Some(1))
        .max_items(Some(sections))
        .unique_items(true)
}
