//! The calculation bodies: each endpoint's body made of the fields naming its subjects, the
//! fields every calculation takes (`calc::call::Common`) and its own options (its
//! `calc::Call`'s type), in that order.

use graha::astro::{HouseSystem, Settings};
use graha::calc::Call;
use graha::calc::call::{Common, Options};
use graha::endpoints::{Endpoint, Subjects};
use serde_json::{Value, json};
use utoipa::PartialSchema;
use utoipa::openapi::schema::{
    AdditionalProperties, ObjectBuilder, OneOfBuilder, Schema, SchemaType, Type,
};
use utoipa::openapi::{Ref, RefOr};
use uuid::Uuid;

/// The fields that name a calculation's subjects: its profiles, or a moment and a place. The
/// API reads them with the profiles (`routes/calc.rs`, `routes/place.rs`); this type gives
/// their schemas.
#[derive(utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
struct SubjectFields {
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
    /// The participants' profiles (their tarabala and chandrabala are weighed), up to 10 with
    /// `births`.
    #[schema(schema_with = profile_ids)]
    profile_ids: Vec<Uuid>,
    /// The birth data instead of a stored profile: nothing is stored, the cost is the same.
    birth: crate::requests::Birth,
    /// The bride's birth data instead of `brideProfileId`.
    bride: crate::requests::Birth,
    /// The groom's birth data instead of `groomProfileId`.
    groom: crate::requests::Birth,
    /// Participants given by their birth data, up to 10 with `profileIds`.
    #[schema(max_items = 10)]
    births: Vec<crate::requests::Birth>,
}

fn profile_ids() -> utoipa::openapi::schema::ArrayBuilder {
    utoipa::openapi::schema::ArrayBuilder::new()
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

/// The properties of an object schema, by name.
fn properties(schema: RefOr<Schema>) -> impl Fn(&str) -> RefOr<Schema> {
    let RefOr::T(Schema::Object(o)) = schema else {
        unreachable!("a struct's schema is an object")
    };
    move |name: &str| {
        o.properties
            .get(name)
            .cloned()
            .unwrap_or_else(|| panic!("no field {name}"))
    }
}

/// The endpoint's own default for a setting (`calc::defaults_for`: KP's ayanamsa and houses on
/// `/v1/kp`), and on `/v1/kp` no whole-sign houses (KP reads cusps; the engine refuses them).
fn endpoint_default(e: Endpoint, option: &str, schema: &mut RefOr<Schema>) {
    let RefOr::T(Schema::AnyOf(o)) = schema else {
        return;
    };
    let d = graha::calc::defaults_for(e, Settings::default());
    let default = match option {
        "ayanamsa" => d.ayanamsa.name(),
        "node" => d.node.name(),
        "houseSystem" => d.house_system.name(),
        "dashaYear" => d.dasha_year.name(),
        _ => return,
    };
    o.description = Some(format!(
        "{} (default: the account's, else `{default}`)",
        match option {
            "ayanamsa" => "The ayanamsa",
            "node" => "Rahu as the mean or the true node",
            "houseSystem" => "The house system",
            _ => "The length of a dasha year",
        }
    ));
    if matches!(e, Endpoint::Kp | Endpoint::KpHorary) && option == "houseSystem" {
        o.items[0] = RefOr::Ref(Ref::from_schema_name(KP_HOUSES));
    }
}

/// The house systems KP takes: every one but whole-sign (KP reads cusps; the engine refuses
/// them).
const KP_HOUSES: &str = "KpHouseSystem";

fn kp_houses() -> RefOr<Schema> {
    let RefOr::T(Schema::Object(mut o)) = HouseSystem::schema() else {
        unreachable!("an enum of names is an object schema")
    };
    if let Some(values) = o.enum_values.as_mut() {
        values.retain(|v| v != HouseSystem::WholeSign.name());
    }
    o.description = Some("A house system with cusps: KP reads them.".to_owned());
    RefOr::T(Schema::Object(o))
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

/// The request schema of a calculation endpoint: a reference to its named schema
/// (`<Endpoint>Request`), added to `components` with the schemas it refers to. A body that
/// names its people one of several ways is a `oneOf` of one named schema per way
/// (`<Endpoint>ByProfileRequest`, `<Endpoint>ByBirthRequest`, …), each a whole body, so that
/// generated clients get a class for each.
pub(super) fn calc_body(
    e: Endpoint,
    components: &mut Vec<(String, RefOr<Schema>)>,
) -> RefOr<Schema> {
    let name = format!("{e:?}Request");
    let forms = forms(e.subjects());
    if forms.is_empty() {
        components.push((name.clone(), RefOr::T(body_schema(e, None))));
        return RefOr::Ref(Ref::from_schema_name(name));
    }
    let mut union = OneOfBuilder::new().description(subjects_said(e.subjects()));
    let mut examples = Vec::new();
    for form in &forms {
        let form_name = format!("{e:?}{}Request", form.name);
        let schema = body_schema(e, Some(form));
        if let Schema::Object(o) = &schema {
            examples.extend(o.examples.iter().cloned());
        }
        components.push((form_name.clone(), RefOr::T(schema)));
        union = union.item(Ref::from_schema_name(form_name));
    }
    let mut union = union.build();
    union.examples = examples;
    components.push((name.clone(), RefOr::T(Schema::OneOf(union))));
    RefOr::Ref(Ref::from_schema_name(name))
}

/// One way a body names its people: the subject fields it holds, all required.
struct Form {
    /// The schema's name between the endpoint's and `Request`.
    name: &'static str,
    /// Its description.
    said: &'static str,
    fields: &'static [&'static str],
}

/// The ways a body names its people: a stored profile or a birth given with the request for
/// each person (and a place instead of a person where the endpoint reads one); none for the
/// bodies whose subjects are fixed.
fn forms(s: Subjects) -> Vec<Form> {
    const PROFILE: Form = Form {
        name: "ByProfile",
        said: "The person by a stored profile (`profileId`).",
        fields: &["profileId"],
    };
    const BIRTH: Form = Form {
        name: "ByBirth",
        said: "The person by the birth data (`birth`), not stored: the cost and the answer are a stored profile's.",
        fields: &["birth"],
    };
    match s {
        Subjects::One | Subjects::Candidates => vec![PROFILE, BIRTH],
        Subjects::ProfileOrPlace => vec![
            PROFILE,
            BIRTH,
            Form {
                name: "ByPlace",
                said: "A place (`latitude`, `longitude`, `timezone`) instead of a person.",
                fields: &["latitude", "longitude", "timezone"],
            },
        ],
        Subjects::Couple => vec![
            Form {
                name: "ByProfiles",
                said: "Both by stored profiles (`brideProfileId`, `groomProfileId`).",
                fields: &["brideProfileId", "groomProfileId"],
            },
            Form {
                name: "ByBirths",
                said: "Both by their birth data (`bride`, `groom`), not stored: the cost and the answer are the stored profiles'.",
                fields: &["bride", "groom"],
            },
            Form {
                name: "ByBrideBirth",
                said: "The bride by her birth data (`bride`), the groom by a stored profile (`groomProfileId`).",
                fields: &["bride", "groomProfileId"],
            },
            Form {
                name: "ByGroomBirth",
                said: "The bride by a stored profile (`brideProfileId`), the groom by his birth data (`groom`).",
                fields: &["brideProfileId", "groom"],
            },
        ],
        Subjects::Moment | Subjects::MaybePlace | Subjects::PlaceAndProfiles | Subjects::Sky => {
            Vec::new()
        }
    }
}

/// How a body names its people, for its description.
fn subjects_said(s: Subjects) -> Option<String> {
    match s {
        Subjects::PlaceAndProfiles => Some(
            "Participants: `profileIds` (stored profiles) and `births` (birth data, not stored), up to 10 in all.".to_owned(),
        ),
        Subjects::One => Some(
            "The person by a stored profile (`profileId`) or by the birth data (`birth`, not stored): one of the two; the cost and the answer are the same.".to_owned(),
        ),
        Subjects::ProfileOrPlace => Some(
            "A person by a stored profile (`profileId`) or by the birth data (`birth`, not stored), or a place (`latitude`, `longitude`, `timezone`) instead: one of the three.".to_owned(),
        ),
        Subjects::Couple => Some(
            "Each of the two by a stored profile (`brideProfileId`, `groomProfileId`) or by the birth data (`bride`, `groom`, not stored): one of each pair; the cost and the answer are the same.".to_owned(),
        ),
        Subjects::Candidates => Some(
            "The person by a stored profile (`profileId`) or by the birth data (`birth`, not stored), and `candidates`, each a profile id or a birth.".to_owned(),
        ),
        Subjects::Moment | Subjects::MaybePlace | Subjects::Sky => None,
    }
}

/// Adds the schemas every calculation body refers to (once, before the bodies).
pub(super) fn body_components(components: &mut Vec<(String, RefOr<Schema>)>) {
    graha::calc::call::schema::components(components);
    graha::calc::named::<crate::requests::Birth>(components);
    components.push((KP_HOUSES.to_owned(), kp_houses()));
}

/// The schema of a calculation body: its subjects (those of `form` when the body names its
/// people one of several ways), `Common`, its options.
fn body_schema(e: Endpoint, form: Option<&Form>) -> Schema {
    let required = Call::required(e);
    let body = body_properties(e, form, &required);
    let mut body = body.examples([body_example(e, form, &required)]).build();
    let extensions = body_extensions(e);
    if !extensions.is_empty() {
        body.extensions = Some(extensions.into_iter().collect());
    }
    Schema::Object(body)
}

/// A calculation body's description and properties: its subjects, its required options, then
/// the optional ones and `Common`'s (each nullable).
fn body_properties(e: Endpoint, form: Option<&Form>, required: &[&str]) -> ObjectBuilder {
    let subject = properties(SubjectFields::schema());
    let common = properties(Common::schema());
    let own = properties(Call::schema(e).expect("a calculation's options"));
    let mut body = ObjectBuilder::new()
        .schema_type(Type::Object)
        .additional_properties(Some(AdditionalProperties::FreeForm(false)));
    body = match form {
        Some(f) => body.description(Some(f.said)),
        None => body.description(subjects_said(e.subjects())),
    };
    match form {
        Some(f) => {
            for name in f.fields {
                body = body.property(*name, subject(name)).required(*name);
            }
        }
        None => {
            // A moment and a place, or a muhurta's place: required; a place the body may
            // name: optional, whole or not at all (below).
            for name in e.subjects().fields() {
                body = body.property(*name, subject(name)).required(*name);
            }
            for name in e.subjects().place_fields() {
                body = body.property(*name, subject(name));
            }
        }
    }
    for name in required {
        body = body.property(*name, own(name)).required(*name);
    }
    // An option sent as null is taken as absent (its default).
    body = body.property("locale", nullable(common("locale")));
    for name in Call::fields(e).iter().filter(|o| !required.contains(o)) {
        body = body.property(*name, nullable(own(name)));
    }
    for name in e.subjects().optional_fields() {
        body = body.property(*name, nullable(subject(name)));
    }
    for name in Common::FIELDS.iter().filter(|f| **f != "locale") {
        let mut schema = common(name);
        endpoint_default(e, name, &mut schema);
        body = body.property(*name, nullable(schema));
    }
    body
}

/// The example of a calculation body: its subjects, its required options and `locale`.
fn body_example(e: Endpoint, form: Option<&Form>, required: &[&str]) -> Value {
    let asha = json!({ "date": "1995-05-12", "time": "06:15", "timezone": "Asia/Kathmandu",
                       "latitude": 27.7172, "longitude": 85.324 });
    let ravi = json!({ "date": "1992-11-03", "time": "19:40", "timezone": "Asia/Kolkata",
                       "latitude": 25.3176, "longitude": 82.9739 });
    let mut example = json!({});
    for name in form.map_or(e.subjects().fields(), |f| f.fields) {
        example[*name] = match *name {
            "profileId" | "brideProfileId" => json!("0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00"),
            "groomProfileId" => json!("0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f01"),
            "birth" | "bride" => asha.clone(),
            "groom" => ravi.clone(),
            "datetime" => json!("2026-11-25T18:30:00+05:45"),
            "latitude" => json!(27.7172),
            "longitude" => json!(85.324),
            _ => json!("Asia/Kathmandu"),
        };
    }
    if e.subjects() == Subjects::MaybePlace {
        example = json!({ "latitude": 27.7172, "longitude": 85.324, "timezone": "Asia/Kathmandu" });
    }
    // The options a body must name, with a value each.
    for (name, value) in [
        ("number", json!(108)),
        ("year", json!(2025)),
        ("month", json!(10)),
        ("activity", json!("marriage")),
        ("sign", json!("aries")),
        ("period", json!("daily")),
        ("from", json!("2026-01-01")),
        ("to", json!("2026-12-31")),
        (
            "include",
            json!(["birth-chart", "vargas", "dasha", "ashtakavarga"]),
        ),
        ("role", json!("bride")),
        (
            "candidates",
            json!(["0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f01", ravi]),
        ),
    ] {
        if required.contains(&name) {
            example[name] = value;
        }
    }
    example["locale"] = json!("en");
    example
}

/// The extension keywords of a calculation body: a condition between two fields, and a place
/// named whole or not at all.
fn body_extensions(e: Endpoint) -> Vec<(String, Value)> {
    // utoipa's model has no `if`/`then`: a condition between two fields rides as an extension
    // keyword of the typed schema.
    let condition = match e {
        // A Bikram Sambat month or year is found in the BS table: with `calendar: bs` and a
        // monthly or yearly period (the default), the date is one of the table's.
        Endpoint::Rashifal => Some(json!({
            "if": { "required": ["calendar"], "properties": {
                "calendar": { "const": "bs" }, "period": { "enum": ["monthly", "yearly"] } } },
            "then": { "properties": { "date": serde_json::to_value(
                properties(Call::schema(Endpoint::DailyInsight).expect("an options type"))("date")
            ).unwrap_or_default() } } })),
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
    extensions
}
