//! The request bodies of the keyed and public routes, as types: the OpenAPI document derives
//! their schemas from these (utoipa), and each field carries the rule its validator checks
//! (`routes/profiles.rs`, `routes/keys.rs`, `routes/guru.rs`: they collect every field's error
//! into one 422, so they read the body field by field rather than through these types; the test
//! `contract::validators_refuse_what_the_request_schemas_refuse` keeps the two in agreement).
//! The calculation bodies are in `openapi/requests.rs`.

// The types are read for their schemas only; their fields are never read.
#![allow(dead_code)]

use graha::astro::{Ayanamsa, DashaYear, HouseSystem, Node};
use graha::calc::names::TimezoneName;
use graha::content::Locale;
use serde::Deserialize;
use utoipa::ToSchema;
use uuid::Uuid;

/// A new profile: the birth data (`POST /v1/profiles`).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewProfile {
    /// The person's name, 1–100 characters after trimming, no control characters.
    #[schema(
        min_length = 1,
        max_length = 100,
        pattern = "^[^\\u0000-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u001F\\u007F-\\u009F]*$"
    )]
    name: String,
    gender: Gender,
    /// YYYY-MM-DD, 1800-01-01 to 2200-12-31.
    #[schema(format = Date, pattern = "^(1[89][0-9]{2}|2[01][0-9]{2}|2200)-[0-9]{2}-[0-9]{2}$")]
    date: String,
    /// HH:MM or HH:MM:SS, 24-hour, local time at the birth place; a time a DST change skipped
    /// there is refused.
    #[schema(pattern = "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$")]
    time: String,
    /// IANA zone, e.g. Asia/Kathmandu.
    #[schema(value_type = TimezoneName)]
    timezone: String,
    /// The birth place as the person names it, 1–200 characters after trimming, no control
    /// characters.
    #[schema(
        min_length = 1,
        max_length = 200,
        pattern = "^[^\\u0000-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u001F\\u007F-\\u009F]*$"
    )]
    location: String,
    /// Degrees, north positive.
    #[schema(minimum = -90, maximum = 90)]
    latitude: f64,
    /// Degrees, east positive.
    #[schema(minimum = -180, maximum = 180)]
    longitude: f64,
    /// Free text for the account's own use (never in a reply but this profile's own).
    #[schema(max_length = 500)]
    notes: Option<String>,
}

/// Changes to a profile (`PATCH /v1/profiles/{id}`): the fields sent change, the others stay;
/// the rules are those of [`NewProfile`].
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ProfileChanges {
    #[schema(
        nullable = false,
        min_length = 1,
        max_length = 100,
        pattern = "^[^\\u0000-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u001F\\u007F-\\u009F]*$"
    )]
    name: Option<String>,
    #[schema(nullable = false)]
    gender: Option<Gender>,
    #[schema(nullable = false, format = Date, pattern = "^(1[89][0-9]{2}|2[01][0-9]{2}|2200)-[0-9]{2}-[0-9]{2}$")]
    date: Option<String>,
    #[schema(
        nullable = false,
        pattern = "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$"
    )]
    time: Option<String>,
    #[schema(nullable = false, value_type = Option<TimezoneName>)]
    timezone: Option<String>,
    #[schema(
        nullable = false,
        min_length = 1,
        max_length = 200,
        pattern = "^[^\\u0000-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u001F\\u007F-\\u009F]*$"
    )]
    location: Option<String>,
    #[schema(nullable = false, minimum = -90, maximum = 90)]
    latitude: Option<f64>,
    #[schema(nullable = false, minimum = -180, maximum = 180)]
    longitude: Option<f64>,
    /// Null clears the notes.
    #[schema(max_length = 500)]
    notes: Option<String>,
}

/// A person's sex as the matching tables need it.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Gender {
    Male,
    Female,
}

/// A new API key (`POST /v1/keys`).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewKey {
    /// A name for you to tell keys apart, 1–100 characters after trimming.
    #[schema(
        min_length = 1,
        max_length = 100,
        pattern = "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"
    )]
    name: String,
    /// `live` (the default: charged) or `test`: a `graha_test_…` key answering every endpoint
    /// whatever the plan, charging nothing, 30 calls a minute, its replies marked
    /// `X-Graha-Mode: test` and its PDFs TEST on every page (two test keys an account).
    mode: Option<graha::store::keys::Mode>,
}

/// An account's branding (`PUT /v1/branding`): every field but `name` may be left out (or
/// null), and is then cleared.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
#[allow(dead_code)]
pub struct NewBranding {
    /// The name printed on the cover and in the footer, 1–100 characters.
    #[schema(min_length = 1, max_length = 100)]
    name: String,
    /// An http(s) address, at most 200 characters.
    #[schema(max_length = 200, pattern = "^https?://\\S+$")]
    website: Option<String>,
    #[schema(max_length = 200)]
    email: Option<String>,
    /// Digits, spaces and `+ - ( ) .`, at most 40 characters.
    #[schema(max_length = 40, pattern = "^[0-9 +().-]+$")]
    phone: Option<String>,
    /// A PNG or an SVG, base64 (standard alphabet), at most 200 KB decoded.
    #[schema(format = Byte, max_length = 273068)]
    logo: Option<String>,
    /// `#rrggbb`.
    #[schema(pattern = "^#[0-9A-Fa-f]{6}$")]
    accent_color: Option<String>,
}

/// One message of a Guru conversation.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Message {
    role: Role,
    #[schema(min_length = 1, max_length = 4000)]
    content: String,
}

/// Who wrote a message.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    User,
    Assistant,
}

/// A question to the Guru (`POST /v1/guru`).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct GuruQuestion {
    /// The conversation so far, oldest first; the last message is the user's (422 otherwise).
    #[schema(min_items = 1, max_items = 30)]
    messages: Vec<Message>,
    /// Ground the answer in this profile's chart (null or absent: none).
    profile_id: Option<Uuid>,
    /// Ground the answer in the chart of this birth instead of a stored profile (not stored;
    /// not besides `profileId`).
    birth: Option<Birth>,
    /// The answer's language (null or absent: en).
    locale: Option<Locale>,
    /// The chart's ayanamsa (null or absent: the account's default).
    ayanamsa: Option<Ayanamsa>,
    /// Rahu as the mean or the true node (null or absent: the account's default).
    node: Option<Node>,
    /// The house system (null or absent: the account's default).
    house_system: Option<HouseSystem>,
    /// The length of a dasha year (null or absent: the account's default).
    dasha_year: Option<DashaYear>,
}

/// A question to the public Guru (`POST /v1/guru-public`, no key).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PublicQuestion {
    /// The conversation so far, oldest first; the last message is the user's (422 otherwise).
    #[schema(min_items = 1, max_items = 30)]
    messages: Vec<Message>,
    /// Birth details to read the chart from (checked as a profile's are).
    birth_details: Option<BirthDetails>,
    /// Earlier conversation as text, for context.
    #[schema(max_length = 16000)]
    conversation_history: Option<String>,
    /// The answer's language (null or absent: en).
    locale: Option<Locale>,
}

/// A birth given with a calculation instead of a stored profile: checked as a profile is, not
/// stored. Name, gender and place name may be left out.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Birth {
    /// YYYY-MM-DD, 1800-01-01 to 2200-12-31.
    #[schema(format = Date, pattern = "^(1[89][0-9]{2}|2[01][0-9]{2}|2200)-[0-9]{2}-[0-9]{2}$")]
    date: String,
    /// HH:MM or HH:MM:SS, 24-hour, local time at the birth place; a time a DST change skipped
    /// there is refused.
    #[schema(pattern = "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$")]
    time: String,
    /// IANA zone, e.g. Asia/Kathmandu.
    #[schema(value_type = TimezoneName)]
    timezone: String,
    /// Degrees, north positive.
    #[schema(minimum = -90, maximum = 90)]
    latitude: f64,
    /// Degrees, east positive.
    #[schema(minimum = -180, maximum = 180)]
    longitude: f64,
    /// The person's name, 1–100 characters after trimming, no control characters (printed on
    /// reports).
    #[schema(
        min_length = 1,
        max_length = 100,
        pattern = "^[^\\u0000-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u001F\\u007F-\\u009F]*$"
    )]
    name: Option<String>,
    gender: Option<Gender>,
    /// The birth place as the person names it, 1–200 characters after trimming, no control
    /// characters.
    #[schema(
        min_length = 1,
        max_length = 200,
        pattern = "^[^\\u0000-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u001F\\u007F-\\u009F]*$"
    )]
    location: Option<String>,
}

/// Birth details without a stored profile.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct BirthDetails {
    #[schema(format = Date, pattern = "^(1[89][0-9]{2}|2[01][0-9]{2}|2200)-[0-9]{2}-[0-9]{2}$")]
    date: String,
    #[schema(pattern = "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$")]
    time: String,
    #[schema(minimum = -90, maximum = 90)]
    latitude: f64,
    #[schema(minimum = -180, maximum = 180)]
    longitude: f64,
    #[schema(value_type = TimezoneName)]
    timezone: String,
    /// The chart's ayanamsa (null or absent: lahiri).
    ayanamsa: Option<Ayanamsa>,
    /// Rahu as the mean or the true node (null or absent: mean).
    node: Option<Node>,
    /// The house system (null or absent: whole-sign).
    house_system: Option<HouseSystem>,
    /// The length of a dasha year (null or absent: julian).
    dasha_year: Option<DashaYear>,
}

/// An account's default settings (`PUT /v1/settings`): the fields sent, the product's defaults
/// for the others.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NewSettings {
    #[schema(nullable = false)]
    ayanamsa: Option<Ayanamsa>,
    #[schema(nullable = false)]
    node: Option<Node>,
    #[schema(nullable = false)]
    house_system: Option<HouseSystem>,
    #[schema(nullable = false)]
    dasha_year: Option<DashaYear>,
}
