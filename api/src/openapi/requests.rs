//! The calculation bodies: every field a calculation may take, as a type, and each endpoint's
//! body made of the fields of its row in the endpoint table (its subjects and its options).

// The type is read for its schema only; its fields are never read.
#![allow(dead_code)]

use graha::astro::calendar::Region;
use graha::astro::events::EventKind;
use graha::astro::muhurta_finder::Activity;
use graha::astro::{Ayanamsa, DashaYear, Division, HouseSystem, Node, Settings};
use graha::calc::calendar::CalendarFormat;
use graha::calc::{Calendar, ChartKind, ChartStyle, DashaFrom, Period, System};
use graha::content::Locale;
use graha::endpoints::{Endpoint, Subjects};
use serde_json::{Value, json};
use utoipa::PartialSchema;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{
    AdditionalProperties, ArrayBuilder, Object, ObjectBuilder, Schema, SchemaType, Type,
};
use uuid::Uuid;

/// Every field of a calculation body.
#[derive(utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
struct CalcFields {
    /// a profile id of this account
    profile_id: Uuid,
    /// a profile id of this account
    bride_profile_id: Uuid,
    /// a profile id of this account
    groom_profile_id: Uuid,
    /// The moment, RFC 3339 with its offset (years 1800–2200).
    #[schema(value_type = String, format = DateTime)]
    datetime: String,
    /// Degrees, north positive.
    #[schema(minimum = -90, maximum = 90)]
    latitude: f64,
    /// Degrees, east positive.
    #[schema(minimum = -180, maximum = 180)]
    longitude: f64,
    /// IANA zone of the place, e.g. Asia/Kathmandu.
    #[schema(value_type = graha::calc::names::TimezoneName)]
    timezone: String,
    /// The querent's KP number, 1–249.
    #[schema(minimum = 1, maximum = 249)]
    number: u16,
    #[schema(schema_with = locale)]
    locale: Locale,
    /// YYYY-MM-DD, 1900-01-01 to 2100-12-31; default today (Asia/Kathmandu)
    #[schema(
        value_type = String,
        format = Date,
        pattern = "^(19[0-9]{2}|20[0-9]{2}|2100)-[0-9]{2}-[0-9]{2}$"
    )]
    date: String,
    /// YYYY-MM-DD, 1800-01-01 to 2400-12-31; default today at the place (Asia/Kathmandu for a
    /// profile); `bsDate` is null outside the Bikram Sambat table
    #[schema(
        value_type = String,
        format = Date,
        pattern = "^(1[89][0-9]{2}|2[0-3][0-9]{2}|2400)-[0-9]{2}-[0-9]{2}$"
    )]
    panchang_date: String,
    /// The calendar's year: AD 1800–2400, or BS 1975–2100 with `calendar: bs`.
    #[schema(minimum = 1800, maximum = 2400)]
    year: i32,
    /// The calendar's month, 1–12 (Baisakh = 1 in BS).
    #[schema(minimum = 1, maximum = 12)]
    month: u8,
    /// `ics`: the month as `text/calendar` (RFC 5545) instead of JSON.
    #[schema(schema_with = format)]
    format: CalendarFormat,
    /// The first day of the range, YYYY-MM-DD (in the place's zone, else UTC), 1800–2400.
    #[schema(
        value_type = String,
        format = Date,
        pattern = "^(1[89][0-9]{2}|2[0-3][0-9]{2}|2400)-[0-9]{2}-[0-9]{2}$"
    )]
    range_from: String,
    /// The last day of the range (included): less than ten years after `from` for sky events,
    /// a year for a muhurta search.
    #[schema(
        value_type = String,
        format = Date,
        pattern = "^(1[89][0-9]{2}|2[0-3][0-9]{2}|2400)-[0-9]{2}-[0-9]{2}$"
    )]
    range_to: String,
    /// What the muhurta is for.
    #[schema(schema_with = activity)]
    activity: Activity,
    /// The participants' profiles (their tarabala and chandrabala are weighed), up to 10.
    #[schema(schema_with = profile_ids)]
    profile_ids: Vec<Uuid>,
    /// With `Prefer: respond-async`: where to POST the job's state when it ends, signed with
    /// the account's webhook secret (Standard Webhooks); an http or https URL of a public host.
    #[schema(value_type = String, format = "uri", max_length = 2048)]
    callback_url: String,
    /// The sections of the kundli, each a calculation's name, at most once each.
    #[schema(schema_with = include)]
    include: Vec<Endpoint>,
    /// The kinds of events (default all), each at most once.
    #[schema(schema_with = kinds)]
    kinds: Vec<EventKind>,
    /// The festivals' region: Nepal, India or both.
    #[schema(schema_with = region)]
    region: Region,
    /// YYYY-MM-DD, 1918-04-13 to 2044-04-12 (the Bikram Sambat table); default today (Asia/Kathmandu)
    #[schema(value_type = String, format = Date, pattern = "^(1918-(04-(1[3-9]|[23][0-9])|(0[5-9]|1[0-2])-[0-9]{2})|(19(19|[2-9][0-9])|20([0-3][0-9]|4[0-3]))-[0-9]{2}-[0-9]{2}|2044-(0[1-3]-[0-9]{2}|04-(0[0-9]|1[0-2])))$")]
    table_date: String,
    #[schema(schema_with = period)]
    period: Period,
    #[schema(schema_with = calendar)]
    calendar: Calendar,
    #[schema(default = false)]
    present_only: bool,
    #[schema(schema_with = style)]
    style: ChartStyle,
    /// The divisional chart drawn.
    #[schema(schema_with = division)]
    division: Division,
    /// The divisional charts (default the sixteen Parashari ones), each at most once.
    #[schema(schema_with = divisions)]
    divisions: Vec<Division>,
    /// `bhava`: the bhava chalit chart (each graha in its house of the chosen `houseSystem`),
    /// of the rasi only.
    #[schema(schema_with = chart)]
    chart: ChartKind,
    /// The system: on `/v1/dasha` the dasha system, on `/v1/matching` the matching system (each
    /// endpoint's body lists its own).
    #[schema(schema_with = system)]
    system: System,
    /// Vimshottari's depth, 1–5 (maha, antar, pratyantar, sookshma, prana); absent: the
    /// spec's three levels. Levels 3–5 are expanded where the native is (the running maha and
    /// antar); other systems ignore it.
    #[schema(minimum = 1, maximum = 5)]
    levels: u8,
    /// Where the timeline starts: the period running today, or at birth.
    #[schema(schema_with = dasha_from)]
    from: DashaFrom,
    /// The ayanamsa (default: the account's, else `lahiri`).
    #[schema(schema_with = ayanamsa)]
    ayanamsa: Ayanamsa,
    /// Rahu as the mean or the true node (default: the account's, else `mean`).
    #[schema(schema_with = node)]
    node: Node,
    /// The house system (default: the account's, else `whole-sign`); with another, houses have
    /// cusps and each planet's `house` is its house in that system (`signHouse` the whole-sign
    /// one).
    #[schema(schema_with = house_system)]
    house_system: HouseSystem,
    /// The length of a dasha year (default: the account's, else `julian`, 365.25 days).
    #[schema(schema_with = dasha_year)]
    dasha_year: DashaYear,
}

fn kinds() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(EventKind::schema())
        .min_items(Some(1))
        .max_items(Some(EventKind::ALL.len()))
        .unique_items(true)
}

fn include() -> ArrayBuilder {
    let sections = Endpoint::ALL.iter().filter(|e| e.is_section()).count();
    ArrayBuilder::new()
        .items(graha::calc::names::SectionName::schema())
        .min_items(Some(1))
        .max_items(Some(sections))
        .unique_items(true)
}

fn profile_ids() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
                    utoipa::openapi::KnownFormat::Uuid,
                )))
                .description(Some("a profile id of this account")),
        )
        .max_items(Some(10))
        .unique_items(true)
}

fn activity() -> Object {
    let RefOr::T(Schema::Object(mut o)) = Activity::schema() else {
        unreachable!("an enum of names is an object schema")
    };
    o.description = None;
    o
}

fn format() -> Object {
    defaulted::<CalendarFormat>("json")
}

fn region() -> Object {
    defaulted::<Region>("both")
}

fn system() -> Object {
    defaulted::<System>("")
}

fn dasha_from() -> Object {
    defaulted::<DashaFrom>("today")
}

fn chart() -> Object {
    defaulted::<ChartKind>("rasi")
}

fn ayanamsa() -> Object {
    defaulted::<Ayanamsa>(Settings::default().ayanamsa.name())
}

fn node() -> Object {
    defaulted::<Node>(Settings::default().node.name())
}

fn house_system() -> Object {
    defaulted::<HouseSystem>(Settings::default().house_system.name())
}

fn dasha_year() -> Object {
    defaulted::<DashaYear>(Settings::default().dasha_year.name())
}

/// The endpoint's own default for a setting (`calc::defaults_for`: KP's ayanamsa and houses on
/// `/v1/kp`), and on `/v1/kp` no whole-sign houses (KP reads cusps; the engine refuses them);
/// the endpoint's own systems (the first the default).
fn endpoint_default(e: Endpoint, option: &str, schema: &mut RefOr<Schema>) {
    let RefOr::T(Schema::Object(o)) = schema else {
        return;
    };
    if option == "system" {
        let systems = System::of(e);
        o.description = None;
        o.default = systems.first().map(|s| json!(s.name()));
        o.enum_values = Some(systems.iter().map(|s| json!(s.name())).collect());
        return;
    }
    let d = graha::calc::defaults_for(e, Settings::default());
    let default = match option {
        "ayanamsa" => d.ayanamsa.name(),
        "node" => d.node.name(),
        "houseSystem" => d.house_system.name(),
        "dashaYear" => d.dasha_year.name(),
        _ => return,
    };
    // No `default` keyword: the default is the account's setting (`PUT /v1/settings`), and a
    // generated client sends a declared default when its caller gives none, overriding it.
    o.default = None;
    o.description = Some(format!(
        "{} (default: the account's, else `{default}`)",
        match option {
            "ayanamsa" => "The ayanamsa",
            "node" => "Rahu as the mean or the true node",
            "houseSystem" => "The house system",
            _ => "The length of a dasha year",
        }
    ));
    if matches!(e, Endpoint::Kp | Endpoint::KpHorary)
        && option == "houseSystem"
        && let Some(values) = o.enum_values.as_mut()
    {
        values.retain(|v| v != HouseSystem::WholeSign.name());
    }
}

/// A schema that also admits null.
fn nullable(schema: RefOr<Schema>) -> RefOr<Schema> {
    match schema {
        RefOr::T(Schema::Object(mut o)) => {
            if let SchemaType::Type(t) = o.schema_type {
                o.schema_type = SchemaType::Array(vec![t, Type::Null]);
            }
            if let Some(values) = o.enum_values.as_mut() {
                values.push(Value::Null);
            }
            RefOr::T(Schema::Object(o))
        }
        RefOr::T(Schema::Array(mut a)) => {
            if let SchemaType::Type(t) = a.schema_type {
                a.schema_type = SchemaType::Array(vec![t, Type::Null]);
            }
            RefOr::T(Schema::Array(a))
        }
        other => other,
    }
}

/// An option's type, written out in the body (not by reference) with its default.
fn defaulted<T: PartialSchema>(default: &str) -> Object {
    let RefOr::T(Schema::Object(mut o)) = T::schema() else {
        unreachable!("an enum of names is an object schema")
    };
    o.description = None;
    o.default = Some(json!(default));
    o
}

fn locale() -> Object {
    defaulted::<Locale>("en")
}

fn period() -> Object {
    defaulted::<Period>("monthly")
}

fn calendar() -> Object {
    defaulted::<Calendar>("ad")
}

fn style() -> Object {
    defaulted::<ChartStyle>("north")
}

fn division() -> Object {
    defaulted::<Division>("D1")
}

fn divisions() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(Division::schema())
        .min_items(Some(1))
        .max_items(Some(Division::EVERY.len()))
        .unique_items(true)
        .default(Some(json!(Division::ALL.map(Division::name))))
}

/// The request schema of a calculation endpoint.
pub(super) fn calc_body(e: Endpoint) -> Schema {
    let RefOr::T(Schema::Object(fields)) = CalcFields::schema() else {
        unreachable!("a struct's schema is an object")
    };
    let field = |name: &str| {
        fields
            .properties
            .get(name)
            .cloned()
            .unwrap_or_else(|| panic!("no calculation field {name}"))
    };
    let mut body = ObjectBuilder::new()
        .schema_type(Type::Object)
        .additional_properties(Some(AdditionalProperties::FreeForm(false)));
    let either = e.subjects() == Subjects::ProfileOrPlace;
    // `from` and `to` of a range of days (sky events, a muhurta search).
    let ranged = matches!(e, Endpoint::Events | Endpoint::Muhurta);
    for name in e.subjects().fields().iter().chain(e.required()) {
        let source = match *name {
            "from" if ranged => "rangeFrom",
            "to" if ranged => "rangeTo",
            _ => name,
        };
        body = body.property(*name, field(source));
        // A profile id is required unless a place stands in for it; required options always.
        if !either || e.required().contains(name) {
            body = body.required(*name);
        }
    }
    for name in e.subjects().place_fields() {
        body = body.property(*name, field(name));
    }
    // Dates of a daily insight are read in the Bikram Sambat table; a panchang's run 1800–2400.
    let table = e == Endpoint::DailyInsight;
    let optional = e.options().iter().filter(|o| !e.required().contains(o));
    for o in optional.chain(crate::routes::settings::FIELDS) {
        // Every option of the endpoint table is a field of `CalcFields` (`field` panics on one
        // that is not, so the document cannot miss an option the API takes).
        let source = match *o {
            "date" if table => "tableDate",
            "date" if e == Endpoint::Panchang => "panchangDate",
            "from" if ranged => "rangeFrom",
            "to" if ranged => "rangeTo",
            _ => o,
        };
        // An option sent as null is taken as absent (its default).
        let mut schema = field(source);
        endpoint_default(e, o, &mut schema);
        body = body.property(*o, nullable(schema));
    }
    let mut example = match e.subjects() {
        Subjects::One => json!({ "profileId": "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00" }),
        Subjects::Couple => json!({ "brideProfileId": "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00",
                          "groomProfileId": "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f01" }),
        Subjects::ProfileOrPlace => json!({ "profileId": "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00" }),
        Subjects::MaybePlace | Subjects::PlaceAndProfiles => {
            json!({ "latitude": 27.7172, "longitude": 85.324, "timezone": "Asia/Kathmandu" })
        }
        Subjects::Moment => json!({ "datetime": "2026-11-25T18:30:00+05:45", "latitude": 27.7172,
                          "longitude": 85.324, "timezone": "Asia/Kathmandu" }),
    };
    // The options a body must name, with a value each.
    for (name, value) in [
        ("number", json!(108)),
        ("year", json!(2025)),
        ("month", json!(10)),
        ("activity", json!("marriage")),
        ("from", json!("2026-01-01")),
        ("to", json!("2026-12-31")),
        (
            "include",
            json!(["birth-chart", "vargas", "dasha", "ashtakavarga"]),
        ),
    ] {
        if e.required().contains(&name) {
            example[name] = value;
        }
    }
    if e.options().contains(&"locale") {
        example["locale"] = json!("en");
    }
    let mut body = body.examples([example]).build();
    // utoipa's model has no `if`/`then`: a condition between two fields rides as an extension
    // keyword of the typed schema.
    let condition = match e {
        // A Bikram Sambat month or year is found in the BS table: with `calendar: bs` and a
        // monthly or yearly period (the default), the date is one of the table's.
        Endpoint::Rashifal => Some(json!({
            "if": { "required": ["calendar"], "properties": {
                "calendar": { "const": "bs" }, "period": { "enum": ["monthly", "yearly"] } } },
            "then": { "properties": { "date": serde_json::to_value(field("tableDate")).unwrap_or_default() } } })),
        // The bhava chalit chart is drawn of the rasi only.
        Endpoint::ChartImage => Some(json!({
            "if": { "required": ["chart"], "properties": { "chart": { "const": "bhava" } } },
            "then": { "properties": { "division": { "enum": ["D1", null] } } } })),
        _ => None,
    };
    let mut extensions = Vec::new();
    if let Some(c) = condition {
        extensions.push(("allOf".to_owned(), json!([c])));
    }
    // A profile, or a place instead, never both.
    if either {
        let place = e.subjects().place_fields();
        let any_place: Vec<Value> = place.iter().map(|f| json!({ "required": [f] })).collect();
        extensions.push((
            "oneOf".to_owned(),
            json!([
                { "required": ["profileId"], "not": { "anyOf": any_place } },
                { "required": place, "not": { "required": ["profileId"] } }
            ]),
        ));
    }
    // A place is named whole or not at all.
    if e.subjects() == Subjects::MaybePlace {
        let place = e.subjects().place_fields();
        let rule: serde_json::Map<String, Value> = place
            .iter()
            .map(|f| {
                let others: Vec<&str> = place.iter().copied().filter(|o| o != f).collect();
                ((*f).to_owned(), json!(others))
            })
            .collect();
        extensions.push(("dependentRequired".to_owned(), Value::Object(rule)));
    }
    if !extensions.is_empty() {
        body.extensions = Some(extensions.into_iter().collect());
    }
    Schema::Object(body)
}
