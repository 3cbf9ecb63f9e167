//! The OpenAPI 3.1 document, generated from the code: paths from the route registry and the
//! endpoint table (costs, plan gates, accepted fields), request schemas from the same validators'
//! rules, and reply schemas from the reply types themselves (`graha::calc::Reply`, utoipa), so
//! a field's type, whether it may be null and whether it is always there are what the code says.

mod catalog;
mod examples;
mod ops;
mod requests;

use crate::requests::{GuruQuestion, NewKey, NewProfile, ProfileChanges, PublicQuestion};
use catalog::{summary_of, tag_of};
use examples::add_examples;
use graha::endpoints::{Endpoint, Queue, Tier};
use ops::*;
use requests::calc_body;
use serde_json::{Map, Value, json};
use std::sync::OnceLock;

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
    ("matching", "Compatibility of two profiles (Ashtakoot)."),
    (
        "reports",
        "PDF reports, synchronous or asynchronous, and their jobs.",
    ),
    ("guru", "Questions answered from a chart."),
];

fn build() -> Value {
    let mut paths = Map::new();
    let mut schemas = Map::new();
    let mut add = |path: &str, method: &str, mut operation: Value| {
        operation["operationId"] = json!(operation_id(method, path));
        let entry = paths.entry(path.to_owned()).or_insert_with(|| json!({}));
        entry[method] = operation;
    };
    let profile = json!({ "$ref": "#/components/schemas/Profile" });
    let key_record = json!({ "$ref": "#/components/schemas/KeyRecord" });
    let plan = json!({
        "credits": { "type": "integer" }, "creditsRefillAt": { "type": ["string", "null"], "format": "date-time" },
        "developerPlan": { "type": "string", "enum": ["trial", "starter", "growth"] },
        "consumerPlan": { "type": "string", "enum": ["free", "personal", "pro"] },
        "maxKeys": { "type": "integer" }, "rateLimitPerMinute": { "type": "integer" },
        "creditsPerMonth": { "type": ["integer", "null"] }
    });
    let mut keys_props = plan.as_object().cloned().unwrap_or_default();
    keys_props.insert(
        "keys".into(),
        json!({ "type": "array", "items": key_record }),
    );

    add(
        "/v1/keys",
        "get",
        with_responses(
            op(
                "List API keys",
                "The account's live keys with its plan and balance.",
                "keys",
                true,
            ),
            (
                "200",
                json_ok(
                    "keys and plan",
                    json!({ "type": "object", "required": ["keys", "credits", "creditsRefillAt", "developerPlan", "maxKeys", "rateLimitPerMinute"], "properties": keys_props }),
                ),
            ),
            &[401, 429, 503],
        ),
    );
    let mut o = op(
        "Create an API key",
        "The full key is in this reply only.",
        "keys",
        true,
    );
    o.insert(
        "requestBody".into(),
        body(schema_ref::<NewKey>(&mut schemas)),
    );
    add(
        "/v1/keys",
        "post",
        with_responses(
            o,
            (
                "201",
                json_ok(
                    "the new key",
                    json!({ "type": "object", "required": ["id", "name", "prefix", "createdAt"], "properties": {
        "id": { "type": "string", "format": "uuid" }, "name": { "type": "string" }, "key": { "type": "string", "description": "the full key, in this reply only (a replay of this call with the same Idempotency-Key leaves it out)" }, "prefix": { "type": "string" }, "createdAt": { "type": "string", "format": "date-time" } } }),
                ),
            ),
            &[400, 401, 409, 413, 415, 422, 429, 503],
        ),
    );
    let mut o = op(
        "Revoke an API key",
        "Stops working on every replica within a second.",
        "keys",
        true,
    );
    o.insert("parameters".into(), id_param("id"));
    add(
        "/v1/keys/{id}",
        "delete",
        with_responses(
            o,
            (
                "200",
                json!({ "description": "revoked", "content": { "application/json": { "schema": {
        "type": "object", "required": ["success"], "properties": { "success": { "const": true } } } } } }),
            ),
            &[401, 404, 409, 429, 503],
        ),
    );
    add(
        "/api-keys",
        "get",
        with_responses(
            op(
                "Balance check",
                "Credits and plan (no /v1 segment).",
                "keys",
                true,
            ),
            (
                "200",
                json_ok(
                    "balance",
                    json!({ "type": "object", "required": ["credits", "creditsRefillAt", "developerPlan", "rateLimitPerMinute"], "properties": plan }),
                ),
            ),
            &[401, 429, 503],
        ),
    );

    let mut o = op(
        "List profiles",
        "Profiles of the account, oldest first, without notes.",
        "profiles",
        true,
    );
    o.insert("parameters".into(), json!([
        { "name": "limit", "in": "query", "schema": { "type": "integer", "minimum": 1, "maximum": 1000, "default": 100 } },
        { "name": "offset", "in": "query", "schema": { "type": "integer", "minimum": 0, "maximum": i64::MAX, "default": 0 } } ]));
    add(
        "/v1/profiles",
        "get",
        with_responses(
            o,
            (
                "200",
                json_ok("profiles", json!({ "type": "array", "items": profile })),
            ),
            &[401, 422, 429, 503],
        ),
    );
    let mut o = op(
        "Create a profile",
        "Birth data; a local time that did not exist (DST gap) is refused.",
        "profiles",
        true,
    );
    o.insert(
        "requestBody".into(),
        body(schema_ref::<NewProfile>(&mut schemas)),
    );
    let mut created = with_responses(
        o,
        ("201", json_ok("the profile", profile.clone())),
        &[400, 401, 413, 415, 422, 429, 503],
    );
    created["responses"]["201"]["links"] = profile_links();
    add("/v1/profiles", "post", created);
    for (method, summary, description) in [
        (
            "get",
            "Read a profile",
            "One profile of the account, with its notes. Free.",
        ),
        (
            "patch",
            "Change a profile",
            "Changes the fields sent (the others stay; no body changes nothing); birth data is checked as at creation. Free.",
        ),
        (
            "delete",
            "Delete a profile for good",
            "Removes the birth data for good, with the replies stored for idempotent retries that hold it. Free.",
        ),
    ] {
        let mut o = op(summary, description, "profiles", true);
        o.insert("parameters".into(), id_param("id"));
        if method == "patch" {
            // An absent or empty body changes nothing (and answers the profile as it is).
            let mut b = body(schema_ref::<ProfileChanges>(&mut schemas));
            b["required"] = json!(false);
            o.insert("requestBody".into(), b);
        }
        let ok = if method == "delete" {
            json!({ "description": "deleted", "content": { "application/json": { "schema": { "type": "object", "required": ["success"], "properties": { "success": { "const": true } } } } } })
        } else {
            json_ok("the profile", profile.clone())
        };
        add(
            "/v1/profiles/{id}",
            method,
            with_responses(o, ("200", ok), &[400, 401, 404, 422, 429, 503]),
        );
    }

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
        let desc = format!(
            "{what}\n\nCost: {} credits per successful call, none for a failed one.{gate} The reply carries `X-Credits-Charged` and `X-Credits-Remaining`.",
            e.cost()
        );
        let mut o = op(summary, &desc, tag_of(e), true);
        o.insert("requestBody".into(), body(calc_body(e)));
        let codes: &[u16] = if e.tier() == Tier::Personal {
            &[
                400, 401, 402, 403, 404, 408, 413, 415, 422, 429, 500, 503, 504,
            ]
        } else {
            &[400, 401, 402, 404, 408, 413, 415, 422, 429, 500, 503, 504]
        };
        let op_value = if e.queue() == Queue::Pdf {
            let mut v = with_responses(
                o,
                (
                    "200",
                    json!({ "description": "the PDF report", "content": { "application/pdf": { "schema": { "type": "string", "format": "binary" } } } }),
                ),
                codes,
            );
            v["responses"]["202"] = json_ok(
                "accepted (with Prefer: respond-async)",
                json!({ "type": "object", "required": ["jobId", "state"], "properties": {
                "jobId": { "type": "string", "format": "uuid" }, "state": { "type": "string", "enum": ["queued"] }, "statusUrl": { "type": "string" } } }),
            );
            v["responses"]["202"]["headers"] = json!({ "Location": { "description": "the job's status URL", "schema": { "type": "string" } } });
            v["responses"]["200"]["headers"] = json!({
                "Content-Disposition": { "description": "attachment; filename=\"graha-KIND-ID.pdf\"", "schema": { "type": "string" } },
                "X-Report-Id": { "description": "the report's id (download it again from /v1/reports/{id})", "schema": { "type": "string", "format": "uuid" } } });
            v["parameters"] = json!([{ "name": "Prefer", "in": "header", "required": false,
                "description": "`respond-async`: answer 202 at once with the job id instead of waiting for the PDF; other preferences are ignored (RFC 7240)",
                "schema": { "type": "string", "examples": ["respond-async"] } }]);
            // The accepted job leads to its state and, once done, its PDF.
            let job = |path: &str| {
                json!({ "operationId": operation_id("get", path),
                "parameters": { "path.id": "$response.body#/data/jobId" } })
            };
            v["responses"]["202"]["links"] = json!({
                operation_id("get", "/v1/jobs/{id}"): job("/v1/jobs/{id}"),
                operation_id("get", "/v1/reports/{id}"): job("/v1/reports/{id}") });
            v
        } else {
            with_responses(
                o,
                ("200", json_ok(e.name(), reply_schema(e, &mut schemas))),
                codes,
            )
        };
        add(&format!("/v1{}", e.path()), "post", op_value);
    }

    let mut o = op(
        "Ask the Guru",
        "20 credits. Optionally grounded in a profile's chart.",
        "guru",
        true,
    );
    o.insert(
        "requestBody".into(),
        body(schema_ref::<GuruQuestion>(&mut schemas)),
    );
    add(
        "/v1/guru",
        "post",
        with_responses(
            o,
            (
                "200",
                json_ok(
                    "the answer",
                    json!({ "type": "object", "required": ["message", "role"], "properties": {
        "message": { "type": "string" }, "role": { "const": "assistant" } } }),
                ),
            ),
            &[400, 401, 402, 404, 413, 415, 422, 429, 500, 503, 504],
        ),
    );
    let mut o = op(
        "Ask the Guru (public)",
        "No key. 5 messages per client per UTC day.",
        "guru",
        false,
    );
    o.insert(
        "requestBody".into(),
        body(schema_ref::<PublicQuestion>(&mut schemas)),
    );
    add(
        "/v1/guru-public",
        "post",
        with_responses(
            o,
            (
                "200",
                json_ok(
                    "the answer",
                    json!({ "type": "object", "required": ["message", "role", "remainingToday"], "properties": {
        "message": { "type": "string" }, "role": { "const": "assistant" }, "remainingToday": { "type": "integer" } } }),
                ),
            ),
            &[400, 413, 415, 422, 429, 500, 503, 504],
        ),
    );

    let mut o = op(
        "Report job state",
        "queued, running, done (with a download link) or failed.",
        "reports",
        true,
    );
    o.insert("parameters".into(), id_param("id"));
    add(
        "/v1/jobs/{id}",
        "get",
        with_responses(
            o,
            (
                "200",
                json_ok(
                    "the job",
                    json!({ "type": "object", "required": ["jobId", "state", "progress"], "properties": {
        "jobId": { "type": "string", "format": "uuid" }, "kind": { "type": "string", "enum": ["kundli", "predictions", "compatibility"] }, "state": { "type": "string", "enum": ["queued", "running", "done", "failed"] },
        "progress": { "type": "integer" }, "downloadUrl": { "type": ["string", "null"] }, "sizeBytes": { "type": ["integer", "null"] },
        "error": { "type": ["string", "null"] }, "createdAt": { "type": "string", "format": "date-time" }, "updatedAt": { "type": "string", "format": "date-time" }, "expired": { "type": "boolean" } } }),
                ),
            ),
            &[401, 404, 429, 503],
        ),
    );
    let mut o = op(
        "Download a report",
        "The stored PDF (free: paid when generated).",
        "reports",
        true,
    );
    o.insert("parameters".into(), id_param("id"));
    add(
        "/v1/reports/{id}",
        "get",
        with_responses(
            o,
            (
                "200",
                json!({ "description": "the PDF", "content": { "application/pdf": { "schema": { "type": "string", "format": "binary" } } } }),
            ),
            &[401, 404, 429, 503],
        ),
    );

    add_examples(&mut paths);
    decorate(&mut paths);
    let mut components = json!({
        "Error": { "type": "object", "required": ["success", "error"], "properties": {
            "success": { "const": false },
            "error": { "oneOf": error_variants(),
                "description": "`code` says what went wrong and which `details` come with it" } } },
        "FieldError": { "type": "object", "required": ["field", "message"], "properties": {
            "field": { "type": "string", "description": "the field's name or path, e.g. `birthDetails.time`" },
            "message": { "type": "string" } } },
        "KeyRecord": { "type": "object", "required": ["id", "name", "prefix", "createdAt", "lastUsedAt"], "properties": {
            "id": { "type": "string", "format": "uuid" }, "name": { "type": "string" }, "prefix": { "type": "string" },
            "createdAt": { "type": "string", "format": "date-time" }, "lastUsedAt": { "type": ["string", "null"], "format": "date-time" } } },
        "Profile": { "type": "object", "required": ["id", "name", "gender", "date", "time", "timezone", "location", "latitude", "longitude", "createdAt", "updatedAt"], "properties": {
            "id": { "type": "string", "format": "uuid" }, "name": { "type": "string" }, "gender": { "type": "string", "enum": ["male", "female"] },
            "date": { "type": "string", "format": "date" }, "time": { "type": "string", "description": "HH:MM" }, "timezone": { "type": "string" },
            "location": { "type": "string" }, "latitude": { "type": "number" }, "longitude": { "type": "number" },
            "notes": { "type": ["string", "null"] }, "createdAt": { "type": "string", "format": "date-time" }, "updatedAt": { "type": "string", "format": "date-time" } } }
    });
    if let Some(c) = components.as_object_mut() {
        c.extend(schemas);
    }
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Graha API",
            "version": env!("CARGO_PKG_VERSION"),
            "description": INTRO,
            "license": { "name": "AGPL-3.0-or-later", "identifier": "AGPL-3.0-or-later" }
        },
        "servers": [{ "url": "/" }],
        "tags": TAGS.iter().map(|(name, d)| json!({ "name": name, "description": d })).collect::<Vec<_>>(),
        "security": [{ "ApiKey": [] }],
        "paths": paths,
        "components": {
            "securitySchemes": { "ApiKey": { "type": "apiKey", "in": "header", "name": "X-API-Key",
                "description": "Your API key (`graha_live_…`): created with the account, or with POST /v1/keys." } },
            "schemas": components
        }
    })
}

const INTRO: &str = "Vedic astrology calculations (sidereal zodiac, Lahiri ayanamsa, mean nodes, whole-sign houses), billed in credits.\n\n\
**Getting a key.** An account comes with its first API key (`graha_live_…`); create more with `POST /v1/keys`. \
Send it on every call in the `X-API-Key` header. In this page, press *Authorize* and paste it.\n\n\
**Replies.** Every JSON reply is `{\"success\": true, \"data\": …}`; an error is `{\"success\": false, \"error\": {\"code\", \"message\", \"details\"}}`. \
Paid calls carry `X-Credits-Charged` and `X-Credits-Remaining`; every keyed call `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`. \
A failed call is never charged.\n\n\
**Retries.** Send an `Idempotency-Key` on a POST to retry it safely for 24 hours: the same key and body replay the first reply (`Idempotency-Replayed: true`) and charge nothing more.";

/// Every error code the API answers with.
const ERROR_CODES: &[&str] = &[
    "invalid_json",
    "validation_failed",
    "invalid_api_key",
    "insufficient_credits",
    "plan_upgrade_required",
    "not_found",
    "method_not_allowed",
    "key_limit_reached",
    "last_key",
    "conflict",
    "idempotency_key_reused",
    "payload_too_large",
    "unsupported_media_type",
    "request_timeout",
    "rate_limited",
    "daily_limit_reached",
    "too_many_in_progress",
    "too_many_failed_authentications",
    "internal",
    "unavailable",
    "timeout",
];

/// One schema per error code (or group of codes with the same details), so that `details` is
/// typed by `code`: generated clients get a union they can narrow on the code.
fn error_variants() -> Vec<Value> {
    let int = json!({ "type": "integer", "minimum": 0 });
    let details = |props: Value| {
        let required: Vec<String> = props
            .as_object()
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default();
        json!({ "type": "object", "additionalProperties": false, "required": required, "properties": props })
    };
    let groups: Vec<(Vec<&str>, Value)> = vec![
        (
            vec!["validation_failed"],
            details(json!({ "fields": { "type": "array", "minItems": 1,
            "items": { "$ref": "#/components/schemas/FieldError" } } })),
        ),
        (
            vec!["insufficient_credits"],
            details(json!({ "required": int, "available": int })),
        ),
        (
            vec!["plan_upgrade_required"],
            details(json!({ "requiredPlan": { "type": "string", "enum": ["personal", "pro"] } })),
        ),
        (
            vec!["key_limit_reached"],
            details(json!({ "maxKeys": int })),
        ),
        (vec!["payload_too_large"], details(json!({ "limit": int }))),
        (
            vec![
                "rate_limited",
                "daily_limit_reached",
                "too_many_in_progress",
            ],
            details(json!({ "retryAfter": int, "limit": int })),
        ),
        (
            vec!["too_many_failed_authentications"],
            details(json!({ "retryAfter": int })),
        ),
    ];
    let with_details: Vec<&str> = groups.iter().flat_map(|(c, _)| c.iter().copied()).collect();
    let rest: Vec<&str> = ERROR_CODES
        .iter()
        .copied()
        .filter(|c| !with_details.contains(c))
        .collect();
    groups
        .into_iter()
        .chain([(rest, details(json!({})))])
        .map(|(codes, details)| {
            json!({ "type": "object", "required": ["code", "message", "details"], "properties": {
                "code": { "type": "string", "enum": codes },
                "message": { "type": "string", "description": "for a person" },
                "details": details } })
        })
        .collect()
}
