//! The OpenAPI 3.1 document, generated from the code: paths from the route registry and the
//! endpoint table (costs, plan gates, accepted fields), request schemas from the same validators'
//! rules, and reply schemas derived from the reply builders themselves — each calculation is run
//! on four sample births of different kinds and its replies' shape becomes the schema, so the
//! document cannot drift from what the service answers.

use graha::calc::{CalcRequest, Gender, Options, PersonData};
use graha::endpoints::{Endpoint, Queue, Subjects, Tier};
use serde_json::{Map, Value, json};
use std::sync::OnceLock;

/// The document, built once per process (the first request pays for the sample runs).
pub fn document() -> &'static Value {
    static DOC: OnceLock<Value> = OnceLock::new();
    DOC.get_or_init(build)
}

fn person(
    name: &str,
    gender: Gender,
    date: &str,
    time: &str,
    tz: &str,
    lat: f64,
    lon: f64,
) -> PersonData {
    PersonData {
        name: name.into(),
        gender,
        date: date.parse().unwrap_or_default(),
        time: chrono::NaiveTime::parse_from_str(time, "%H:%M").unwrap_or_default(),
        timezone: tz.into(),
        location: "Sample".into(),
        latitude: lat,
        longitude: lon,
    }
}

/// Births of different kinds (ref: shared/reference/births_public.json pub-08, pub-04, pub-12, pub-10).
fn samples() -> Vec<PersonData> {
    vec![
        person(
            "Asha",
            Gender::Female,
            "1995-05-12",
            "06:15",
            "Asia/Kathmandu",
            27.7172,
            85.324,
        ),
        person(
            "John",
            Gender::Male,
            "1961-07-01",
            "19:45",
            "Europe/London",
            52.8,
            0.5,
        ),
        person(
            "Kari",
            Gender::Female,
            "1970-12-24",
            "08:00",
            "Europe/Oslo",
            69.65,
            18.96,
        ),
        person(
            "Liam",
            Gender::Male,
            "1988-01-26",
            "12:00",
            "Australia/Sydney",
            -33.87,
            151.21,
        ),
    ]
}

/// JSON Schema of a value.
fn infer(v: &Value) -> Value {
    match v {
        Value::Null => json!({ "type": "null" }),
        Value::Bool(_) => json!({ "type": "boolean" }),
        Value::Number(n) => {
            json!({ "type": if n.is_i64() || n.is_u64() { "integer" } else { "number" } })
        }
        Value::String(_) => json!({ "type": "string" }),
        Value::Array(items) => {
            let mut it = items.iter().map(infer);
            match it.next() {
                Some(first) => json!({ "type": "array", "items": it.fold(first, merge) }),
                None => json!({ "type": "array" }),
            }
        }
        Value::Object(m) => {
            let props: Map<String, Value> = m.iter().map(|(k, v)| (k.clone(), infer(v))).collect();
            let required: Vec<&String> = m.keys().collect();
            json!({ "type": "object", "properties": props, "required": required })
        }
    }
}

fn types_of(s: &Value) -> Vec<String> {
    match &s["type"] {
        Value::String(t) => vec![t.clone()],
        Value::Array(a) => a
            .iter()
            .filter_map(|t| t.as_str().map(str::to_owned))
            .collect(),
        _ => vec![],
    }
}

/// The least schema both values satisfy.
fn merge(a: Value, b: Value) -> Value {
    if a == b {
        return a;
    }
    let (ta, tb) = (types_of(&a), types_of(&b));
    let mut types: Vec<String> = ta.iter().chain(&tb).cloned().collect();
    types.sort();
    types.dedup();
    if types.contains(&"integer".into()) && types.contains(&"number".into()) {
        types.retain(|t| t != "integer");
    }
    let mut out = Map::new();
    if ta.contains(&"object".into()) && tb.contains(&"object".into()) {
        let (pa, pb) = (
            a["properties"].as_object().cloned().unwrap_or_default(),
            b["properties"].as_object().cloned().unwrap_or_default(),
        );
        let mut props = pa.clone();
        for (k, v) in pb {
            let merged = match props.remove(&k) {
                Some(x) => merge(x, v),
                None => v,
            };
            props.insert(k, merged);
        }
        let ra: Vec<Value> = a["required"].as_array().cloned().unwrap_or_default();
        let rb: Vec<Value> = b["required"].as_array().cloned().unwrap_or_default();
        let required: Vec<Value> = ra.into_iter().filter(|k| rb.contains(k)).collect();
        out.insert("properties".into(), Value::Object(props));
        out.insert("required".into(), Value::Array(required));
    } else if let Some(o) = [&a, &b]
        .into_iter()
        .find(|s| types_of(s).contains(&"object".into()))
    {
        out.insert("properties".into(), o["properties"].clone());
    }
    if ta.contains(&"array".into()) && tb.contains(&"array".into()) {
        match (a.get("items"), b.get("items")) {
            (Some(x), Some(y)) => out.insert("items".into(), merge(x.clone(), y.clone())),
            (Some(x), None) | (None, Some(x)) => out.insert("items".into(), x.clone()),
            _ => None,
        };
    } else if let Some(arr) = [&a, &b].into_iter().find(|s| s.get("items").is_some()) {
        out.insert("items".into(), arr["items"].clone());
    }
    out.insert(
        "type".into(),
        if types.len() == 1 {
            json!(types[0])
        } else {
            json!(types)
        },
    );
    Value::Object(out)
}

fn reply_schema(e: Endpoint) -> Value {
    let people = samples();
    let now = chrono::Utc::now();
    let mut schema: Option<Value> = None;
    for i in 0..people.len() {
        let persons = match e.subjects() {
            Subjects::One => vec![people[i].clone()],
            Subjects::Couple => vec![people[i].clone(), people[(i + 1) % people.len()].clone()],
        };
        for locale in ["en", "hi"] {
            let options = Options {
                locale: graha::content::Locale::parse(locale).unwrap_or_default(),
                ..Options::default()
            };
            let req = CalcRequest {
                endpoint: e,
                persons: persons.clone(),
                options,
                now,
            };
            if let Ok(v) = graha::calc::run_json(&req) {
                let s = infer(&v);
                schema = Some(match schema {
                    Some(prev) => merge(prev, s),
                    None => s,
                });
            }
        }
    }
    schema.unwrap_or_else(|| json!({}))
}

fn envelope(data: Value) -> Value {
    json!({ "type": "object", "required": ["success", "data"], "properties": {
        "success": { "const": true }, "data": data } })
}

fn err_ref(desc: &str) -> Value {
    json!({ "description": desc, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } })
}

fn errors(codes: &[u16]) -> Map<String, Value> {
    let text = |c: u16| match c {
        400 => "invalid_json: the body is not a JSON object",
        401 => "invalid_api_key: missing, unknown or revoked key",
        402 => "insufficient_credits (details: required, available)",
        403 => "plan_upgrade_required: needs the personal consumer plan or higher",
        404 => "not_found: unknown route, profile, key or job, or another account's",
        405 => "method_not_allowed",
        408 => "request_timeout: the body did not arrive within the body deadline",
        409 => "key_limit_reached, last_key (the account's last live key), or an Idempotency-Key still in flight",
        413 => "payload_too_large: body over 64 KiB (Guru: 512 KiB)",
        415 => "unsupported_media_type: send application/json",
        422 => "validation_failed (details.fields names each field) or idempotency_key_reused",
        429 => "rate_limited, daily_limit_reached, too_many_in_progress (reports or Guru questions in progress) or too_many_failed_authentications, with Retry-After",
        500 => "internal: a bug; nothing charged",
        503 => "unavailable: Postgres or Redis down, or the server busy receiving other bodies; nothing charged",
        504 => "timeout: the job missed its deadline; nothing charged",
        _ => "error",
    };
    codes
        .iter()
        .map(|c| (c.to_string(), err_ref(text(*c))))
        .collect()
}

fn op(summary: &str, description: &str, tag: &str, secured: bool) -> Map<String, Value> {
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

fn with_responses(mut o: Map<String, Value>, ok: (&str, Value), errs: &[u16]) -> Value {
    let mut r = errors(errs);
    r.insert(ok.0.into(), ok.1);
    o.insert("responses".into(), Value::Object(r));
    Value::Object(o)
}

fn json_ok(desc: &str, data: Value) -> Value {
    json!({ "description": desc, "content": { "application/json": { "schema": envelope(data) } } })
}

fn body(schema: Value) -> Value {
    json!({ "required": true, "content": { "application/json": { "schema": schema } } })
}

fn id_param(name: &str) -> Value {
    json!([{ "name": name, "in": "path", "required": true, "schema": { "type": "string", "format": "uuid" } }])
}

/// Request schema of a paid endpoint, from the endpoint table.
fn calc_body(e: Endpoint) -> Value {
    let mut props = Map::new();
    let mut required = Vec::new();
    let id = json!({ "type": "string", "format": "uuid", "description": "a profile id of this account" });
    match e.subjects() {
        Subjects::One => {
            props.insert("profileId".into(), id.clone());
            required.push("profileId");
        }
        Subjects::Couple => {
            props.insert("brideProfileId".into(), id.clone());
            props.insert("groomProfileId".into(), id);
            required.extend(["brideProfileId", "groomProfileId"]);
        }
    }
    for o in e.options() {
        let s = match *o {
            "locale" => json!({ "type": "string", "enum": ["en", "hi", "ne"], "default": "en" }),
            "date" => {
                json!({ "type": "string", "format": "date", "description": "YYYY-MM-DD, 1900–2100; default today (Asia/Kathmandu)" })
            }
            "period" => {
                json!({ "type": "string", "enum": ["daily", "weekly", "monthly", "yearly"], "default": "monthly" })
            }
            "calendar" => json!({ "type": "string", "enum": ["ad", "bs"], "default": "ad" }),
            "presentOnly" => json!({ "type": "boolean", "default": false }),
            "style" => json!({ "type": "string", "enum": ["north", "south"], "default": "north" }),
            "division" => {
                json!({ "type": "string", "enum": crate::routes::calc::DIVISIONS, "default": "D1" })
            }
            _ => continue,
        };
        props.insert((*o).into(), s);
    }
    json!({ "type": "object", "additionalProperties": false, "required": required, "properties": props })
}

fn profile_input(all_required: bool) -> Value {
    let props = json!({
        "name": { "type": "string", "minLength": 1, "maxLength": 100 },
        "gender": { "type": "string", "enum": ["male", "female"] },
        "date": { "type": "string", "format": "date", "description": "YYYY-MM-DD, 1800-01-01 to 2200-12-31" },
        "time": { "type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$", "description": "HH:MM, 24-hour, local time at the birth place" },
        "timezone": { "type": "string", "description": "IANA zone, e.g. Asia/Kathmandu" },
        "location": { "type": "string", "minLength": 1, "maxLength": 200 },
        "latitude": { "type": "number", "minimum": -90, "maximum": 90 },
        "longitude": { "type": "number", "minimum": -180, "maximum": 180 },
        "notes": { "type": ["string", "null"], "maxLength": 500 }
    });
    let required = if all_required {
        json!([
            "name",
            "gender",
            "date",
            "time",
            "timezone",
            "location",
            "latitude",
            "longitude"
        ])
    } else {
        json!([])
    };
    json!({ "type": "object", "additionalProperties": false, "required": required, "properties": props })
}

fn messages_schema() -> Value {
    json!({ "type": "array", "minItems": 1, "maxItems": 30, "items": {
        "type": "object", "additionalProperties": false, "required": ["role", "content"],
        "properties": { "role": { "type": "string", "enum": ["user", "assistant"] },
                        "content": { "type": "string", "minLength": 1, "maxLength": 4000 } } } })
}

/// operationId of a path and method (`post /v1/birth-chart` → `postV1BirthChart`).
fn operation_id(method: &str, path: &str) -> String {
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
fn profile_links() -> Value {
    let mut links = Map::new();
    for &e in Endpoint::ALL {
        let id = operation_id("post", &format!("/v1{}", e.path()));
        let body = match (e, e.subjects()) {
            (Endpoint::Guru, _) => {
                json!({ "profileId": "$response.body#/data/id", "messages": [{ "role": "user", "content": "How is my career?" }] })
            }
            (_, Subjects::One) => json!({ "profileId": "$response.body#/data/id" }),
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

fn build() -> Value {
    let mut paths = Map::new();
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
        "/healthz",
        "get",
        with_responses(
            op("Liveness", "The process is up.", "operations", false),
            ("200", json_ok("up", json!({ "type": "object" }))),
            &[],
        ),
    );
    add(
        "/readyz",
        "get",
        with_responses(
            op(
                "Readiness",
                "Postgres and Redis are reachable.",
                "operations",
                false,
            ),
            ("200", json_ok("ready", json!({ "type": "object" }))),
            &[503],
        ),
    );
    add(
        "/metrics",
        "get",
        with_responses(
            op(
                "Prometheus metrics",
                "Text exposition format.",
                "operations",
                false,
            ),
            (
                "200",
                json!({ "description": "metrics", "content": { "text/plain": { "schema": { "type": "string" } } } }),
            ),
            &[],
        ),
    );
    add(
        "/openapi.json",
        "get",
        with_responses(
            op("This document", "OpenAPI 3.1.", "operations", false),
            (
                "200",
                json!({ "description": "the document", "content": { "application/json": { "schema": { "type": "object" } } } }),
            ),
            &[],
        ),
    );
    add(
        "/docs",
        "get",
        with_responses(
            op(
                "API documentation page",
                "A browsable page of this document.",
                "operations",
                false,
            ),
            (
                "200",
                json!({ "description": "HTML page", "content": { "text/html": { "schema": { "type": "string" } } } }),
            ),
            &[],
        ),
    );

    add(
        "/v1/keys",
        "get",
        with_responses(
            op(
                "List API keys",
                "The account's live keys with its plan and balance (spec §4.1).",
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
    o.insert("requestBody".into(), body(json!({ "type": "object", "additionalProperties": false, "required": ["name"], "properties": { "name": { "type": "string", "minLength": 1, "maxLength": 100 } } })));
    add(
        "/v1/keys",
        "post",
        with_responses(
            o,
            (
                "201",
                json_ok(
                    "the new key",
                    json!({ "type": "object", "required": ["id", "name", "key"], "properties": {
        "id": { "type": "string" }, "name": { "type": "string" }, "key": { "type": "string" }, "prefix": { "type": "string" }, "createdAt": { "type": "string", "format": "date-time" } } }),
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
        { "name": "offset", "in": "query", "schema": { "type": "integer", "minimum": 0, "default": 0 } } ]));
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
    o.insert("requestBody".into(), body(profile_input(true)));
    let mut created = with_responses(
        o,
        ("201", json_ok("the profile", profile.clone())),
        &[400, 401, 413, 415, 422, 429, 503],
    );
    created["responses"]["201"]["links"] = profile_links();
    add("/v1/profiles", "post", created);
    for (method, summary) in [
        ("get", "Read a profile"),
        ("patch", "Change a profile"),
        ("delete", "Delete a profile for good"),
    ] {
        let mut o = op(summary, summary, "profiles", true);
        o.insert("parameters".into(), id_param("id"));
        if method == "patch" {
            o.insert("requestBody".into(), body(profile_input(false)));
        }
        let ok = if method == "delete" {
            json!({ "description": "deleted", "content": { "application/json": { "schema": { "type": "object", "properties": { "success": { "const": true } } } } } })
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
            Tier::Personal => " Needs the personal consumer plan or higher.",
            Tier::Any => "",
        };
        let desc = format!(
            "{} credits per successful call.{gate} Replies carry X-Credits-Charged and X-Credits-Remaining.",
            e.cost()
        );
        let mut o = op(
            e.name(),
            &desc,
            if e.queue() == Queue::Pdf {
                "reports"
            } else {
                "calculations"
            },
            true,
        );
        o.insert("requestBody".into(), body(calc_body(e)));
        let codes: &[u16] = &[400, 401, 402, 403, 404, 413, 415, 422, 429, 500, 503, 504];
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
                "jobId": { "type": "string" }, "state": { "type": "string" }, "statusUrl": { "type": "string" } } }),
            );
            v["parameters"] = json!([{ "name": "Prefer", "in": "header", "schema": { "type": "string", "enum": ["respond-async"] } }]);
            v
        } else {
            with_responses(o, ("200", json_ok(e.name(), reply_schema(e))), codes)
        };
        add(&format!("/v1{}", e.path()), "post", op_value);
    }

    let mut o = op(
        "Ask the Guru",
        "20 credits. Optionally grounded in a profile's chart.",
        "guru",
        true,
    );
    o.insert("requestBody".into(), body(json!({ "type": "object", "additionalProperties": false, "required": ["messages"], "properties": {
        "messages": messages_schema(), "profileId": { "type": "string", "format": "uuid" }, "locale": { "type": "string", "enum": ["en", "hi", "ne"] } } })));
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
    o.insert("requestBody".into(), body(json!({ "type": "object", "additionalProperties": false, "required": ["messages"], "properties": {
        "messages": messages_schema(),
        "birthDetails": { "type": "object", "additionalProperties": false, "required": ["date", "time", "latitude", "longitude", "timezone"], "properties": {
            "date": { "type": "string", "format": "date" }, "time": { "type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$" },
            "latitude": { "type": "number", "minimum": -90, "maximum": 90 }, "longitude": { "type": "number", "minimum": -180, "maximum": 180 },
            "timezone": { "type": "string" } } },
        "conversationHistory": { "type": "string", "maxLength": 16000 },
        "locale": { "type": "string", "enum": ["en", "hi", "ne"] } } })));
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
        "jobId": { "type": "string" }, "kind": { "type": "string" }, "state": { "type": "string", "enum": ["queued", "running", "done", "failed"] },
        "progress": { "type": "integer" }, "downloadUrl": { "type": ["string", "null"] }, "sizeBytes": { "type": ["integer", "null"] },
        "error": { "type": ["string", "null"] }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" }, "expired": { "type": "boolean" } } }),
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

    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Graha API",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Vedic astrology calculations (sidereal, Lahiri), billed in credits. Every JSON reply is {success, data}; errors are {success:false, error:{code, message, details}}.",
            "license": { "name": "AGPL-3.0-or-later", "identifier": "AGPL-3.0-or-later" }
        },
        "servers": [{ "url": "/" }],
        "paths": paths,
        "components": {
            "securitySchemes": { "ApiKey": { "type": "apiKey", "in": "header", "name": "X-API-Key" } },
            "schemas": {
                "Error": { "type": "object", "required": ["success", "error"], "properties": {
                    "success": { "const": false },
                    "error": { "type": "object", "required": ["code", "message", "details"], "properties": {
                        "code": { "type": "string" }, "message": { "type": "string" }, "details": { "type": "object" } } } } },
                "KeyRecord": { "type": "object", "required": ["id", "name", "prefix", "createdAt", "lastUsedAt"], "properties": {
                    "id": { "type": "string" }, "name": { "type": "string" }, "prefix": { "type": "string" },
                    "createdAt": { "type": "string", "format": "date-time" }, "lastUsedAt": { "type": ["string", "null"], "format": "date-time" } } },
                "Profile": { "type": "object", "required": ["id", "name", "gender", "date", "time", "timezone", "location", "latitude", "longitude"], "properties": {
                    "id": { "type": "string" }, "name": { "type": "string" }, "gender": { "type": "string", "enum": ["male", "female"] },
                    "date": { "type": "string", "format": "date" }, "time": { "type": "string" }, "timezone": { "type": "string" },
                    "location": { "type": "string" }, "latitude": { "type": "number" }, "longitude": { "type": "number" },
                    "notes": { "type": ["string", "null"] }, "createdAt": { "type": "string" }, "updatedAt": { "type": "string" } } }
            }
        }
    })
}
