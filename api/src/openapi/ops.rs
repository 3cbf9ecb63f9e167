//! Building blocks of operations: envelopes, error responses, parameters, operation ids, the
//! links of a created profile, and what every operation shares (`decorate`).

use graha::endpoints::{Endpoint, Subjects};
use serde_json::{Map, Value, json};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;

/// Adds named schemas to `components`. A name already there must hold the same schema: two
/// types under one name would make one schema describe another's.
fn add_components(components: &mut Map<String, Value>, named: Vec<(String, RefOr<Schema>)>) {
    for (name, schema) in named {
        let schema = serde_json::to_value(schema).unwrap_or_default();
        if let Some(other) = components.get(&name) {
            assert_eq!(other, &schema, "two types are both named {name}");
        }
        components.insert(name, schema);
    }
}

/// The schema of an endpoint's reply, its named schemas added to `components`.
pub(super) fn reply_schema(e: Endpoint, components: &mut Map<String, Value>) -> Value {
    let mut named = Vec::new();
    let schema = graha::calc::Reply::schema_of(e, &mut named);
    add_components(components, named);
    schema
        .map(|s| serde_json::to_value(s).unwrap_or_default())
        .unwrap_or_else(|| json!({}))
}

/// A reference to `T`'s named schema, adding it and the schemas it uses to `components`.
pub(super) fn schema_ref<T: utoipa::ToSchema>(components: &mut Map<String, Value>) -> Value {
    let mut named = Vec::new();
    let reference = graha::calc::named::<T>(&mut named);
    add_components(components, named);
    serde_json::to_value(reference).unwrap_or_default()
}

pub(super) fn envelope(data: Value) -> Value {
    json!({ "type": "object", "required": ["success", "data"], "properties": {
        "success": { "const": true }, "data": data } })
}

pub(super) fn err_ref(desc: &str) -> Value {
    json!({ "description": desc, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } })
}

pub(super) fn errors(codes: &[u16]) -> Map<String, Value> {
    let text = |c: u16| match c {
        400 => "invalid_json: the body is not a JSON object",
        401 => "invalid_api_key: missing, unknown or revoked key",
        402 => "insufficient_credits (details: required, available)",
        403 => "plan_upgrade_required: needs the personal consumer plan or higher",
        404 => "not_found: unknown route, profile, key or job, or another account's",
        405 => "method_not_allowed",
        408 => "request_timeout: the body did not arrive within the body deadline",
        409 => {
            "key_limit_reached, last_key (the account's last live key), or an Idempotency-Key still in flight"
        }
        413 => "payload_too_large: body over 64 KiB (Guru: 512 KiB)",
        415 => "unsupported_media_type: send application/json",
        422 => "validation_failed (details.fields names each field) or idempotency_key_reused",
        429 => {
            "rate_limited, daily_limit_reached, too_many_in_progress (reports or Guru questions in progress) or too_many_failed_authentications, with Retry-After"
        }
        500 => "internal: a bug; nothing charged",
        503 => {
            "unavailable: Postgres or Redis down, or the server busy receiving other bodies; nothing charged"
        }
        504 => "timeout: the job missed its deadline; nothing charged",
        _ => "error",
    };
    codes
        .iter()
        .map(|c| (c.to_string(), err_ref(text(*c))))
        .collect()
}

pub(super) fn op(summary: &str, description: &str, tag: &str, secured: bool) -> Map<String, Value> {
    let mut o = Map::new();
    o.insert("summary".into(), json!(summary));
    o.insert("description".into(), json!(description));
    o.insert("tags".into(), json!([tag]));
    o.insert(
        "security".into(),
        if secured {
            json!([{ "ApiKey": [] }])
        } else {
            json!([])
        },
    );
    o
}

pub(super) fn with_responses(mut o: Map<String, Value>, ok: (&str, Value), errs: &[u16]) -> Value {
    let mut r = errors(errs);
    r.insert(ok.0.into(), ok.1);
    o.insert("responses".into(), Value::Object(r));
    Value::Object(o)
}

pub(super) fn json_ok(desc: &str, data: Value) -> Value {
    json!({ "description": desc, "content": { "application/json": { "schema": envelope(data) } } })
}

pub(super) fn body(schema: Value) -> Value {
    json!({ "required": true, "content": { "application/json": { "schema": schema } } })
}

pub(super) fn id_param(name: &str) -> Value {
    json!([{ "name": name, "in": "path", "required": true, "schema": { "type": "string", "format": "uuid" } }])
}

/// operationId of a path and method (`post /v1/birth-chart` → `postV1BirthChart`).
pub(super) fn operation_id(method: &str, path: &str) -> String {
    let mut out = method.to_owned();
    for part in path
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|p| !p.is_empty())
    {
        let mut cs = part.chars();
        if let Some(f) = cs.next() {
            out.push(f.to_ascii_uppercase());
            out.extend(cs);
        }
    }
    out
}

/// Links from a created profile to every operation that takes its id.
pub(super) fn profile_links() -> Value {
    let mut links = Map::new();
    for &e in Endpoint::ALL {
        let id = operation_id("post", &format!("/v1{}", e.path()));
        let body = match (e, e.subjects()) {
            (Endpoint::Guru, _) => {
                json!({ "profileId": "$response.body#/data/id", "messages": [{ "role": "user", "content": "How is my career?" }] })
            }
            (_, Subjects::One) => json!({ "profileId": "$response.body#/data/id" }),
            // Two different profiles are needed (one on both sides is 422): no link from one.
            (_, Subjects::Couple) => continue,
        };
        links.insert(
            id.clone(),
            json!({ "operationId": id, "requestBody": body }),
        );
    }
    for m in ["get", "patch", "delete"] {
        let id = operation_id(m, "/v1/profiles/{id}");
        links.insert(
            id.clone(),
            json!({ "operationId": id, "parameters": { "path.id": "$response.body#/data/id" } }),
        );
    }
    Value::Object(links)
}

fn header(description: &str, schema: Value) -> Value {
    json!({ "description": description, "schema": schema })
}

/// What every operation shares, added once here: the response headers (request id on every
/// reply, rate-limit headers on keyed calls, credit headers on paid ones, `Retry-After` on
/// 429, `Idempotency-Replayed` on POST replies) and the `Idempotency-Key` parameter of a POST.
pub(super) fn decorate(paths: &mut Map<String, Value>) {
    let int = json!({ "type": "integer" });
    for (path, item) in paths.iter_mut() {
        let Some(ops) = item.as_object_mut() else {
            continue;
        };
        for (method, op) in ops.iter_mut() {
            let keyed = op["security"].as_array().is_none_or(|s| !s.is_empty());
            let paid = path.starts_with("/v1/")
                && method == "post"
                && Endpoint::from_path(&path[3..]).is_some();
            if method == "post" {
                let mut params = op["parameters"].as_array().cloned().unwrap_or_default();
                params.push(json!({ "name": "Idempotency-Key", "in": "header", "required": false,
                    "description": "1–255 printable ASCII characters: the same key and body within 24 h replay the first reply",
                    "schema": { "type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[!-~]+$" } }));
                op["parameters"] = Value::Array(params);
            }
            let Some(responses) = op["responses"].as_object_mut() else {
                continue;
            };
            for (status, resp) in responses.iter_mut() {
                let mut h = resp["headers"].as_object().cloned().unwrap_or_default();
                h.insert(
                    "X-Request-Id".into(),
                    header(
                        "the request's id (yours when you sent a sane one)",
                        json!({ "type": "string" }),
                    ),
                );
                if keyed {
                    h.insert(
                        "X-RateLimit-Limit".into(),
                        header("requests per minute of the plan", int.clone()),
                    );
                    h.insert(
                        "X-RateLimit-Remaining".into(),
                        header("requests left in the current minute", int.clone()),
                    );
                    h.insert(
                        "X-RateLimit-Reset".into(),
                        header("seconds until the window moves on", int.clone()),
                    );
                }
                if paid && status.starts_with('2') {
                    h.insert(
                        "X-Credits-Charged".into(),
                        header("credits this call cost", int.clone()),
                    );
                    h.insert(
                        "X-Credits-Remaining".into(),
                        header("the balance after it", int.clone()),
                    );
                }
                if method == "post" && status.starts_with('2') {
                    h.insert(
                        "Idempotency-Replayed".into(),
                        header(
                            "`true` on a replayed reply",
                            json!({ "type": "string", "enum": ["true"] }),
                        ),
                    );
                }
                if status == "429" || status == "503" {
                    h.insert(
                        "Retry-After".into(),
                        header("seconds to wait before retrying", int.clone()),
                    );
                }
                resp["headers"] = Value::Object(h);
            }
        }
    }
}
