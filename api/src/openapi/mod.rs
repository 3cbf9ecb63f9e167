//! The OpenAPI 3.1 document, built as utoipa's typed model from the code: operations from the
//! route registry and the endpoint table (costs, plan gates, accepted fields), every request and
//! reply schema derived from its type (`graha::calc::Reply`, `crate::replies`,
//! `crate::requests`, `crate::error`), so a field's type, whether it may be null and whether it
//! is always there are what the code says.

mod catalog;
mod examples;
mod ops;
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
pub const INTERNAL: &[&str] = &["/healthz", "/readyz", "/metrics", "/openapi.json", "/docs"];

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
    serde_json::to_value(api()).expect("the document serialises")
}

/// The document as utoipa's typed model.
fn api() -> OpenApi {
    let mut schemas = Schemas::default();
    let mut paths = Paths::new();
    let mut add = |path: &str, method: HttpMethod, operation: Operation| {
        paths.add_path_operation(path, vec![method], operation);
    };
    let id = |method: &str, path: &str| operation_id(method, path);

    // Keys.
    let keys = |summary, description| Op {
        summary,
        description,
        tag: "keys",
        keyed: true,
    };
    let key_list = schemas.named::<KeyList>();
    add(
        "/v1/keys",
        HttpMethod::Get,
        keys(
            "List API keys",
            "The account's live keys with its plan and balance.",
        )
        .build(
            id("get", "/v1/keys"),
            vec![(
                "200",
                json_ok("keys and plan", key_list, enveloped(ex::key_list())),
            )],
            &[401, 429, 503],
            vec![],
            None,
        ),
    );
    let (new_key, created) = (schemas.named::<NewKey>(), schemas.named::<CreatedKey>());
    add(
        "/v1/keys",
        HttpMethod::Post,
        keys("Create an API key", "The full key is in this reply only.").build(
            id("post", "/v1/keys"),
            vec![(
                "201",
                json_ok("the new key", created, enveloped(ex::created_key())),
            )],
            &[400, 401, 409, 413, 415, 422, 429, 503],
            vec![],
            Some(body(new_key, Some(ex::new_key()), true)),
        ),
    );
    // Inline (not by name): the reply has no envelope, and clients name it after its operation.
    let done = <Done as utoipa::PartialSchema>::schema();
    add(
        "/v1/keys/{id}",
        HttpMethod::Delete,
        keys(
            "Revoke an API key",
            "Stops working on every replica within a second. An account's last key may be revoked only when the account has a dashboard login (409 `last_key` otherwise).",
        )
        .build(
            id("delete", "/v1/keys/{id}"),
            vec![(
                "200",
                json_bare("revoked", done.clone(), json!({ "success": true })),
            )],
            &[401, 404, 409, 429, 503],
            vec![id_param("id")],
            None,
        ),
    );
    let balance = schemas.named::<Balance>();
    add(
        "/api-keys",
        HttpMethod::Get,
        keys("Balance check", "Credits and plan (no /v1 segment).").build(
            id("get", "/api-keys"),
            vec![("200", json_ok("balance", balance, enveloped(ex::balance())))],
            &[401, 429, 503],
            vec![],
            None,
        ),
    );

    let usage = schemas.named::<crate::usage::Usage>();
    let day = || {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Date)))
    };
    add(
        "/v1/usage",
        HttpMethod::Get,
        keys(
            "Usage",
            "The account's charged calls and the credits they cost, per UTC day (every day of the range, 0 included) or per endpoint (most credits first). `from` and `to` are inclusive UTC days from 1900 to 2200, `to` not before `from` and less than 366 days after it (422 otherwise); without them, the last 30 days up to today. Failed calls and calls still running are not counted. Free.",
        )
        .build(
            id("get", "/v1/usage"),
            vec![("200", json_ok("usage", usage, enveloped(ex::usage())))],
            &[401, 422, 429, 503],
            vec![
                query_param("from", day()),
                query_param("to", day()),
                query_param(
                    "groupBy",
                    ObjectBuilder::new()
                        .schema_type(Type::String)
                        .enum_values(Some(["day", "endpoint"]))
                        .default(Some(json!("day"))),
                ),
            ],
            None,
        ),
    );

    // Profiles.
    let profiles = |summary, description| Op {
        summary,
        description,
        tag: "profiles",
        keyed: true,
    };
    let zones = schemas.named::<crate::routes::timezones::Timezones>();
    add(
        "/v1/timezones",
        HttpMethod::Get,
        profiles(
            "Time zones",
            "Every IANA time zone name the service accepts wherever a body takes `timezone` (a profile, a place, a moment). A name it does not accept is refused with 422, the message suggesting the nearest names. Free.",
        )
        .build(
            id("get", "/v1/timezones"),
            vec![(
                "200",
                json_ok(
                    "timezones",
                    zones,
                    enveloped(json!({ "timezones": ["Africa/Abidjan", "Asia/Kathmandu", "Europe/London"] })),
                ),
            )],
            &[401, 429, 503],
            vec![],
            None,
        ),
    );
    let profile = schemas.named::<Profile>();
    let page = |name: &str, min: i64, max: i64, default: i64| {
        query_param(
            name,
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(min))
                .maximum(Some(max))
                .default(Some(json!(default))),
        )
    };
    add(
        "/v1/profiles",
        HttpMethod::Get,
        profiles(
            "List profiles",
            "Profiles of the account, oldest first, without notes.",
        )
        .build(
            id("get", "/v1/profiles"),
            vec![(
                "200",
                json_ok(
                    "profiles",
                    ArrayBuilder::new().items(profile.clone()).into(),
                    enveloped(json!([ex::profile()])),
                ),
            )],
            &[401, 422, 429, 503],
            vec![page("limit", 1, 1000, 100), page("offset", 0, i64::MAX, 0)],
            None,
        ),
    );
    let new_profile = schemas.named::<NewProfile>();
    add(
        "/v1/profiles",
        HttpMethod::Post,
        profiles(
            "Create a profile",
            "Birth data; a local time that did not exist (DST gap) is refused. An account keeps \
             at most 1,000 profiles (the operator's GRAHA_PROFILES_PER_ACCOUNT): past that, 409 \
             profile_limit_reached.",
        )
        .build(
            id("post", "/v1/profiles"),
            vec![(
                "201",
                with_profile_links(json_ok(
                    "the profile",
                    profile.clone(),
                    enveloped(ex::profile()),
                )),
            )],
            &[400, 401, 409, 413, 415, 422, 429, 503],
            vec![],
            Some(body(new_profile, Some(ex::new_profile()), true)),
        ),
    );
    let changes = schemas.named::<ProfileChanges>();
    for (method, name, summary, description) in [
        (
            HttpMethod::Get,
            "get",
            "Read a profile",
            "One profile of the account, with its notes. Free.",
        ),
        (
            HttpMethod::Patch,
            "patch",
            "Change a profile",
            "Changes the fields sent (the others stay; no body changes nothing); birth data is checked as at creation. Free.",
        ),
        (
            HttpMethod::Delete,
            "delete",
            "Delete a profile for good",
            "Removes the birth data for good, with the replies stored for idempotent retries that hold it and the reports made from it (their PDFs included; a compatibility report is deleted with either of its two profiles). A report still being made when the profile is deleted is kept. Free.",
        ),
    ] {
        let ok = if name == "delete" {
            json_bare("deleted", done.clone(), json!({ "success": true }))
        } else {
            json_ok("the profile", profile.clone(), enveloped(ex::profile()))
        };
        // An absent or empty body changes nothing (and answers the profile as it is).
        let request =
            (name == "patch").then(|| body(changes.clone(), Some(ex::profile_changes()), false));
        add(
            "/v1/profiles/{id}",
            method,
            profiles(summary, description).build(
                id(name, "/v1/profiles/{id}"),
                vec![("200", ok)],
                &[400, 401, 404, 422, 429, 503],
                vec![id_param("id")],
                request,
            ),
        );
    }

    // Settings.
    let settings = schemas.named::<Settings>();
    let settings_op = |summary, description| Op {
        summary,
        description,
        tag: "settings",
        keyed: true,
    };
    add(
        "/v1/settings",
        HttpMethod::Get,
        settings_op(
            "Read the default settings",
            "The account's default calculation settings: ayanamsa, node, house system and dasha year. Every chart-based call uses them unless its body chooses otherwise. Free.",
        )
        .build(
            id("get", "/v1/settings"),
            vec![("200", json_ok("the settings", settings.clone(), enveloped(ex::settings())))],
            &[401, 429, 503],
            vec![],
            None,
        ),
    );
    add(
        "/v1/settings",
        HttpMethod::Put,
        settings_op(
            "Set the default settings",
            "Replaces the account's default calculation settings: the fields sent, the product's defaults (lahiri, mean, whole-sign, julian) for the others; an empty body resets them. A request's own options still win. Free.",
        )
        .build(
            id("put", "/v1/settings"),
            vec![("200", json_ok("the settings", settings.clone(), enveloped(ex::settings())))],
            &[400, 401, 413, 415, 422, 429, 503],
            vec![],
            // No body resets them, as an empty one does.
            Some(body(schemas.named::<NewSettings>(), Some(ex::settings()), false)),
        ),
    );

    // The webhook secret.
    let secret = schemas.named::<crate::routes::webhooks::WebhookSecret>();
    let secret_example = enveloped(json!({ "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }));
    add(
        "/v1/webhook-secret",
        HttpMethod::Get,
        settings_op(
            "Read the webhook secret",
            "The secret the account's webhooks are signed with (made on first use): `whsec_` and the base64 of its key. A delivery carries the Standard Webhooks headers `webhook-id` (the same on every attempt), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the key). Free.",
        )
        .build(
            id("get", "/v1/webhook-secret"),
            vec![("200", json_ok("the secret", secret.clone(), secret_example.clone()))],
            &[401, 429, 503],
            vec![],
            None,
        ),
    );
    add(
        "/v1/webhook-secret/rotate",
        HttpMethod::Post,
        settings_op(
            "Rotate the webhook secret",
            "Replaces the webhook secret at once: deliveries from now on, retries included, are signed with the new one. Free.",
        )
        .build(
            id("post", "/v1/webhook-secret/rotate"),
            vec![("200", json_ok("the new secret", secret, secret_example))],
            // 422: a malformed `Idempotency-Key`, as on every POST.
            &[401, 422, 429, 503],
            vec![],
            None,
        ),
    );

    // Calculations and reports.
    let accepted = schemas.named::<JobAccepted>();
    for &e in Endpoint::ALL {
        if e == Endpoint::Guru {
            continue;
        }
        let gate = match e.tier() {
            Tier::Personal => {
                " Needs the personal consumer plan or higher (403 `plan_upgrade_required` otherwise)."
            }
            Tier::Any => "",
        };
        let (summary, what) = summary_of(e);
        let cost = match e {
            Endpoint::Kundli => "the sections' credits less 20 %, rounded up (birth-chart, vargas, dasha and ashtakavarga: 14 instead of 17),".to_owned(),
            Endpoint::Events => format!(
                "{} credits for each started year of the range (a year or less: {}; ten years: {}),",
                e.cost(),
                e.cost(),
                10 * e.cost()
            ),
            _ => format!("{} credits", e.cost()),
        };
        let description = format!(
            "{what}\n\nCost: {cost} per successful call, none for a failed one.{gate} The reply carries `X-Credits-Charged` and `X-Credits-Remaining`."
        );
        // A kundli is gated by its sections: a personal one may be refused.
        let errors: &[u16] = if e.tier() == Tier::Personal || e == Endpoint::Kundli {
            &[
                400, 401, 402, 403, 404, 408, 413, 415, 422, 429, 500, 503, 504,
            ]
        } else {
            &[400, 401, 402, 404, 408, 413, 415, 422, 429, 500, 503, 504]
        };
        // A picture answers 406 to an `Accept` that allows none of its forms.
        let with_406: Vec<u16>;
        let errors = if e == graha::endpoints::Endpoint::ChartImage {
            let mut codes: Vec<u16> = errors.iter().copied().chain([406]).collect();
            codes.sort_unstable();
            with_406 = codes;
            &with_406[..]
        } else {
            errors
        };
        let path = format!("/v1{}", e.path());
        let (ok, parameters) = if e.queue() == Queue::Pdf {
            let mut report = pdf("the PDF report");
            report.headers.insert(
                "Content-Disposition".into(),
                header(
                    "attachment; filename=\"graha-KIND-ID.pdf\"",
                    ObjectBuilder::new().schema_type(Type::String),
                ),
            );
            report.headers.insert(
                "X-Report-Id".into(),
                header(
                    "the report's id (download it again from /v1/reports/{id})",
                    uuid(),
                ),
            );
            let queued = queued("accepted (with Prefer: respond-async)", accepted.clone());
            (vec![("200", report), ("202", queued)], vec![prefer_param()])
        } else {
            let reply = graha::calc::Reply::schema_of(e, &mut schemas.0)
                .unwrap_or_else(|| panic!("{} has no reply type", e.name()));
            let example = enveloped(ex::calc_reply(e.name()));
            let mut ok = json_ok(e.name(), reply, example);
            // A month calendar asked for with `format: ics` is the file itself.
            if e == graha::endpoints::Endpoint::Calendar {
                ok.content.insert(
                    "text/calendar".into(),
                    utoipa::openapi::ContentBuilder::new()
                        .schema(Some(
                            ObjectBuilder::new()
                                .schema_type(Type::String)
                                .description(Some("RFC 5545, with `format: ics`")),
                        ))
                        .build()
                        .into(),
                );
            }
            // A chart picture asked for by `Accept` is the file itself.
            if e == graha::endpoints::Endpoint::ChartImage {
                let svg = ex::calc_reply(e.name())["svg"].clone();
                ok.content.insert(
                    "image/svg+xml".into(),
                    utoipa::openapi::ContentBuilder::new()
                        .schema(Some(
                            ObjectBuilder::new()
                                .schema_type(Type::String)
                                .description(Some(
                                    "the SVG document, with `Accept: image/svg+xml`",
                                )),
                        ))
                        .example(Some(svg))
                        .build()
                        .into(),
                );
                ok.content.insert(
                    "image/png".into(),
                    utoipa::openapi::ContentBuilder::new()
                        .schema(Some(
                            ObjectBuilder::new()
                                .schema_type(Type::String)
                                .format(Some(utoipa::openapi::SchemaFormat::Custom(
                                    "binary".into(),
                                )))
                                .description(Some("800 × 800 pixels, with `Accept: image/png`")),
                        ))
                        .build()
                        .into(),
                );
            }
            // A whole kundli may be made later, as a report is.
            if e == graha::endpoints::Endpoint::Kundli {
                let queued = queued(
                    "accepted (with Prefer: respond-async): the JSON is downloaded from the job's downloadUrl",
                    accepted.clone(),
                );
                (vec![("200", ok), ("202", queued)], vec![prefer_param()])
            } else {
                (vec![("200", ok)], vec![])
            }
        };
        add(
            &path,
            HttpMethod::Post,
            Op {
                summary,
                description: &description,
                tag: tag_of(e),
                keyed: true,
            }
            .build(
                id("post", &path),
                ok,
                errors,
                parameters,
                Some(body(calc_body(e, &mut schemas.0), None, true)),
            ),
        );
    }

    // The Guru.
    let (question, answer) = (
        schemas.named::<GuruQuestion>(),
        schemas.named::<GuruAnswer>(),
    );
    add(
        "/v1/guru",
        HttpMethod::Post,
        Op {
            summary: "Ask the Guru",
            description: "20 credits. Optionally grounded in a profile's chart.",
            tag: "guru",
            keyed: true,
        }
        .build(
            id("post", "/v1/guru"),
            vec![(
                "200",
                json_ok("the answer", answer, enveloped(ex::guru_answer())),
            )],
            &[400, 401, 402, 404, 413, 415, 422, 429, 500, 503, 504],
            vec![],
            Some(body(question, Some(ex::guru_question()), true)),
        ),
    );
    let (question, answer) = (
        schemas.named::<PublicQuestion>(),
        schemas.named::<PublicGuruAnswer>(),
    );
    add(
        "/v1/guru-public",
        HttpMethod::Post,
        Op {
            summary: "Ask the Guru (public)",
            description: "No key. 5 messages per client per UTC day.",
            tag: "guru",
            keyed: false,
        }
        .build(
            id("post", "/v1/guru-public"),
            vec![(
                "200",
                json_ok("the answer", answer, enveloped(ex::public_answer())),
            )],
            &[400, 413, 415, 422, 429, 500, 503, 504],
            vec![],
            Some(body(question, Some(ex::public_question()), true)),
        ),
    );

    // Report jobs.
    let reports = |summary, description| Op {
        summary,
        description,
        tag: "reports",
        keyed: true,
    };
    let job = schemas.named::<JobStatus>();
    add(
        "/v1/jobs/{id}",
        HttpMethod::Get,
        reports(
            "Report job state",
            "queued, running, done (with a download link) or failed.",
        )
        .build(
            id("get", "/v1/jobs/{id}"),
            vec![("200", json_ok("the job", job, enveloped(ex::job())))],
            &[401, 404, 429, 503],
            vec![id_param("id")],
            None,
        ),
    );
    add(
        "/v1/reports/{id}",
        HttpMethod::Get,
        reports(
            "Download a report",
            "The stored PDF (free: paid when generated).",
        )
        .build(
            id("get", "/v1/reports/{id}"),
            vec![("200", pdf("the PDF"))],
            &[401, 404, 429, 503],
            vec![id_param("id")],
            None,
        ),
    );
    add(
        "/v1/jobs/{id}/result",
        HttpMethod::Get,
        reports(
            "A kundli made later",
            "The JSON of a `POST /v1/kundli` answered later (`Prefer: respond-async`; the job's kind `data`): the reply a synchronous call gives (free: paid when made). 404 until the job is done, for a report (its PDF is at `/v1/reports/{id}`), and once expired.",
        )
        .build(
            id("get", "/v1/jobs/{id}/result"),
            vec![(
                "200",
                json_ok(
                    "the kundli",
                    graha::calc::Reply::schema_of(Endpoint::Kundli, &mut schemas.0)
                        .expect("the kundli's reply schema"),
                    enveloped(ex::calc_reply("kundli")),
                ),
            )],
            &[401, 404, 429, 503],
            vec![id_param("id")],
            None,
        ),
    );

    decorate(&mut paths);
    let error = error_schema(&mut schemas);
    let mut components = ComponentsBuilder::new()
        .schema("Error", error)
        .security_scheme(
            "ApiKey",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "X-API-Key",
                "Your API key (`graha_live_…`): created with the account, or with POST /v1/keys.",
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
**Getting a key.** An account comes with its first API key (`graha_live_…`); create more with `POST /v1/keys`. \
Send it on every call in the `X-API-Key` header. In this page, press *Authorize* and paste it.\n\n\
**Replies.** Every JSON reply is `{\"success\": true, \"data\": …}`; an error is `{\"success\": false, \"error\": {\"code\", \"message\", \"details\"}}`. \
Paid calls carry `X-Credits-Charged` and `X-Credits-Remaining`; every keyed call `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`. \
A failed call is never charged.\n\n\
**Retries.** Send an `Idempotency-Key` on a POST to retry it safely for 24 hours: the same key and body replay the first reply (`Idempotency-Replayed: true`) and charge nothing more.";
