//! The OpenAPI 3.1 document, built as utoipa's typed model from the code: operations from the
//! route registry and the endpoint table (costs, plan gates, accepted fields), every request and
//! reply schema derived from its type (`graha::calc::Reply`, `crate::replies`,
//! `crate::requests`, `crate::error`), so a field's type, whether it may be null and whether it
//! is always there are what the code says.

mod calls;
mod catalog;
mod examples;
mod names;
mod ops;
mod paths;
pub mod read;
mod requests;

use crate::replies::{
    Balance, CreatedKey, Done, GuruAnswer, JobAccepted, JobStatus, KeyList, Profile,
    PublicGuruAnswer,
};
use crate::requests::{
    GuruQuestion, NewKey, NewProfile, NewSettings, ProfileChanges, PublicQuestion,
};
use catalog::{summary_of, tag_of};
use examples::{self as ex, enveloped};
use graha::astro::Settings;
use graha::endpoints::{Endpoint, Queue, Tier};
use ops::*;
use requests::calc_body;
use serde_json::{Value, json};
use std::sync::OnceLock;
use utoipa::openapi::path::{HttpMethod, Operation};
use utoipa::openapi::schema::{ArrayBuilder, KnownFormat, ObjectBuilder, SchemaFormat, Type};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityRequirement, SecurityScheme};
use utoipa::openapi::tag::TagBuilder;
use utoipa::openapi::{
    ComponentsBuilder, InfoBuilder, LicenseBuilder, OpenApi, OpenApiBuilder, Paths, Server,
};

/// The document, built once per process.
pub fn document() -> &'static Value {
    static DOC: OnceLock<Value> = OnceLock::new();
    DOC.get_or_init(build)
}

/// Routes of the service itself, not of the API: left out of the document.
pub const INTERNAL: &[&str] = &[
    "/healthz",
    "/readyz",
    "/metrics",
    "/openapi.json",
    "/docs",
    "/docs/",
    "/docs/docs.css",
    "/mcp",
];

/// The tags, in the order a newcomer needs them.
const TAGS: &[(&str, &str)] = &[
    (
        "keys",
        "API keys, plan and balance. Every other call sends a key in `X-API-Key`.",
    ),
    (
        "profiles",
        "Birth data of the people whose charts you compute.",
    ),
    (
        "settings",
        "Calculation conventions (ayanamsa, node, house system, dasha year): an account's defaults; every chart-based call may also choose them in its body.",
    ),
    (
        "charts",
        "The natal chart and what is read directly from it.",
    ),
    (
        "timing",
        "Panchang, dashas, transits and forecasts for a date.",
    ),
    (
        "readings",
        "Interpretations: personality, yogas, doshas, predictions, remedies.",
    ),
    (
        "systems",
        "Other systems of reading a chart: Krishnamurti Paddhati (KP) and Jaimini.",
    ),
    (
        "matching",
        "Compatibility of two profiles (Ashtakoot, poruthams, Dashakoot).",
    ),
    (
        "reports",
        "PDF reports, synchronous or asynchronous, and their jobs.",
    ),
    ("guru", "Questions answered from a chart."),
];

fn build() -> Value {
    let mut doc = serde_json::to_value(api()).expect("the document serialises");
    if let Some(schemas) = doc
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    {
        names::declare(schemas);
    }
    doc
}

/// The document as utoipa's typed model.
fn api() -> OpenApi {
    let mut schemas = Schemas::default();
    let mut paths = Paths::new();
    paths::keys(&mut schemas, &mut paths);
    paths::account(&mut schemas, &mut paths);
    paths::profiles(&mut schemas, &mut paths);
    paths::profile_changes(&mut schemas, &mut paths);
    paths::settings(&mut schemas, &mut paths);
    paths::branding(&mut schemas, &mut paths);
    calls::calculations(&mut schemas, &mut paths);
    calls::guru(&mut schemas, &mut paths);
    calls::jobs(&mut schemas, &mut paths);

    decorate(&mut paths);
    let error = error_schema(&mut schemas);
    let mut components = ComponentsBuilder::new()
        .schema("Error", error)
        .security_scheme(
            "ApiKey",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "X-API-Key",
                "Your API key (`graha_live_…`, or `graha_test_…` in test mode): created with the account, or with POST /v1/keys.",
            ))),
        );
    for (name, schema) in schemas.into_map() {
        components = components.schema(name, schema);
    }
    OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("Graha API")
                .version(env!("CARGO_PKG_VERSION"))
                .description(Some(INTRO))
                .license(Some(
                    LicenseBuilder::new()
                        .name("AGPL-3.0-or-later")
                        .identifier(Some("AGPL-3.0-or-later"))
                        .build(),
                )),
        )
        .servers(Some([Server::new("/")]))
        .tags(Some(TAGS.iter().map(|(name, d)| {
            TagBuilder::new().name(*name).description(Some(*d)).build()
        })))
        .security(Some([SecurityRequirement::new(
            "ApiKey",
            Vec::<String>::new(),
        )]))
        .paths(paths)
        .components(Some(components.build()))
        .build()
}

fn uuid() -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Uuid)))
}

/// The 202 of work made later: the job accepted, its links and its `Location`.
fn queued(
    what: &str,
    accepted: utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
) -> utoipa::openapi::Response {
    let mut r = with_job_links(json_ok(what, accepted, enveloped(ex::job_accepted())));
    r.headers.insert(
        "Location".into(),
        header(
            "the job's status URL",
            ObjectBuilder::new().schema_type(Type::String),
        ),
    );
    r
}

const INTRO: &str = "Vedic astrology calculations, billed in credits: sidereal (Lahiri ayanamsa), mean nodes, whole-sign houses and 365.25-day dasha years by default.\n\n\
**Settings.** Every chart-based call takes `ayanamsa` (15 values, `tropical` included), `node` (`mean`, `true`), `houseSystem` (`whole-sign`, `placidus`, `koch`, `equal`, `sripati`, `porphyry`, `regiomontanus`, `campanus`) and `dashaYear` (`julian`, `sidereal`, `savana`); an account keeps its own defaults (`PUT /v1/settings`), and a request's own options win. Every calculation reply but the planets array says what it used in `settings`, with the ayanamsa's value in degrees. The settings never change a call's cost.\n\n\
**Getting a key.** Sign up on the dashboard (`/dashboard/signup`) and create a key on its Keys page (`graha_live_…`, shown once); more with `POST /v1/keys`. \
A test key (`graha_test_…`, `POST /v1/keys` with `mode: test`, or the dashboard's Keys page) answers every endpoint whatever the plan and charges nothing: 30 calls a minute, replies marked `X-Graha-Mode: test`, PDFs marked TEST. \
Send it on every call in the `X-API-Key` header (or `Authorization: Bearer`). The documentation page, `/docs`, gives each operation's cost, plan, fields and a curl call.\n\n\
**Replies.** Every JSON reply is `{\"success\": true, \"data\": …}`; an error is `{\"success\": false, \"error\": {\"code\", \"message\", \"details\"}}`. \
Paid calls carry `X-Credits-Charged` and `X-Credits-Remaining`; every keyed call `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`. \
A failed call is never charged.\n\n\
**Retries.** Send an `Idempotency-Key` on a POST to retry it safely for 24 hours: the same key and body replay the first reply (`Idempotency-Replayed: true`) and charge nothing more.";
