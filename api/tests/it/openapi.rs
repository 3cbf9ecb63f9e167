//! The OpenAPI document covers every route the router serves (but the service's own), every
//! calculation's reply for the reference births validates against its documented schema, and
//! the docs page is served by the API itself.

use crate::helpers::*;
use graha::astro::Division;
use graha::calc::{CalcRequest, PersonData};
use graha::endpoints::{Endpoint, Queue, Subjects};
use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_has_its_openapi_entry() {
    let app = spawn_app_without_worker().await;
    let r = app
        .http
        .get(format!("{}/openapi.json", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let doc: Value = r.json().await.unwrap();
    assert_eq!(doc["openapi"], "3.1.0");
    the_committed_document_is(&doc);
    let routes = graha_api::contract::registered();
    assert!(routes.len() > 40, "{routes:?}");
    let missing: Vec<_> = routes
        .iter()
        .filter(|(path, _)| !graha_api::openapi::INTERNAL.contains(&path.as_str()))
        .filter(|(path, method)| doc["paths"][path.as_str()][method.as_str()].is_null())
        .collect();
    assert!(
        missing.is_empty(),
        "routes without an OpenAPI entry: {missing:?}"
    );
    for internal in graha_api::openapi::INTERNAL {
        assert!(doc["paths"][internal].is_null(), "{internal} is not API");
    }
    // Every operation has a summary that is more than a bare name, and a tag that is defined.
    let tags: Vec<&str> = doc["tags"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(&tags[..2], ["keys", "profiles"]);
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let summary = op["summary"].as_str().unwrap_or("");
            let bare = path.rsplit('/').next().unwrap_or("");
            assert!(
                summary.starts_with(|c: char| c.is_uppercase()) && summary != bare,
                "{method} {path}: summary {summary:?}"
            );
            assert!(
                op["description"]
                    .as_str()
                    .is_some_and(|d| d.len() > summary.len()),
                "{method} {path}: no description"
            );
            let tag = op["tags"][0].as_str().unwrap_or("");
            assert!(tags.contains(&tag), "{method} {path}: tag {tag:?}");
        }
    }
    // The document speaks for itself: no description points at a document it does not hold.
    let text = doc.to_string();
    // (The markers are split so that this line is not one itself.)
    let outside = [
        concat!("spec", " §"),
        concat!("Spec", " §"),
        concat!("DESI", "GN"),
        concat!("iss", "ue "),
    ];
    for outside in outside {
        assert!(!text.contains(outside), "the document mentions {outside:?}");
    }
    let page = app
        .http
        .get(format!("{}/docs/", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    assert!(html.contains("swagger"), "the docs page is served");
    let page = app
        .http
        .get(format!("{}/docs/swagger-ui.css", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(
        page.status(),
        StatusCode::OK,
        "assets come from the API, not a CDN"
    );
}

/// The requests whose replies are checked for one endpoint and birth: the default options, and
/// every value of the options that change the reply's shape.
/// The persons of a request, or for a moment-and-place endpoint the first person's place.
fn subjects_of(
    e: Endpoint,
    persons: Vec<PersonData>,
) -> (Vec<PersonData>, Option<graha::calc::Place>) {
    if !matches!(
        e.subjects(),
        Subjects::Moment | Subjects::MaybePlace | Subjects::PlaceAndProfiles
    ) {
        return (persons, None);
    }
    let p = &persons[0];
    let place = graha::calc::Place {
        latitude: p.latitude,
        longitude: p.longitude,
        timezone: p.timezone.clone(),
    };
    // A muhurta is sought for the person as its participant, at their birth place.
    let persons = if e.subjects() == Subjects::PlaceAndProfiles {
        persons
    } else {
        Vec::new()
    };
    (persons, Some(place))
}

fn variants(e: Endpoint) -> Vec<Value> {
    let sections: Vec<&str> = Endpoint::ALL
        .iter()
        .filter(|s| s.is_section())
        .map(|s| s.name())
        .collect();
    match e {
        // Every dasha system, Vimshottari to five levels and from birth.
        Endpoint::Dasha => vec![
            json!({}),
            json!({ "system": "yogini" }),
            json!({ "system": "ashtottari" }),
            json!({ "system": "chara" }),
            json!({ "levels": 5, "from": "birth" }),
        ],
        // Every matching system.
        Endpoint::Matching => vec![
            json!({}),
            json!({ "system": "porutham", "locale": "hi" }),
            json!({ "system": "dashakoot", "locale": "hi" }),
        ],
        // Houses told by their cusps, and the true node.
        Endpoint::BirthChart | Endpoint::Planets => {
            vec![
                json!({}),
                json!({ "houseSystem": "placidus", "node": "true" }),
            ]
        }
        Endpoint::Rashifal => ["daily", "weekly", "monthly", "yearly"]
            .into_iter()
            .flat_map(|p| ["ad", "bs"].map(|c| json!({ "period": p, "calendar": c })))
            .collect(),
        // Every period; one sign and all twelve; another zone.
        Endpoint::Horoscope => vec![
            json!({ "sign": "all", "period": "daily" }),
            json!({ "sign": "aries", "period": "weekly", "locale": "hi" }),
            json!({ "sign": "cancer", "period": "monthly", "timezone": "America/New_York" }),
            json!({ "sign": "pisces", "period": "yearly", "locale": "ne" }),
        ],
        Endpoint::ChartImage => ["D1", "D9", "D60", "D144"]
            .into_iter()
            .flat_map(|d| ["north", "south", "east"].map(|s| json!({ "division": d, "style": s })))
            .collect(),
        // A Gregorian and a Bikram Sambat month, as JSON and as ICS.
        Endpoint::Calendar => vec![
            json!({ "calendar": "ad", "year": 2023, "month": 8 }),
            json!({ "calendar": "bs", "year": 2082, "month": 6, "format": "ics" }),
        ],
        // A marriage season, and a month of none (Chaturmas).
        Endpoint::Muhurta => vec![
            json!({ "activity": "marriage", "from": "2025-11-20", "to": "2025-11-30" }),
            json!({ "activity": "marriage", "from": "2025-08-01", "to": "2025-08-31" }),
        ],
        // A month of every kind of event.
        Endpoint::Events => vec![json!({ "from": "2024-04-01", "to": "2024-04-30" })],
        // Every section at once.
        Endpoint::Kundli => vec![json!({ "include": sections })],
        // A horary number at each end and in the middle.
        Endpoint::KpHorary => [1, 108, 249].map(|n| json!({ "number": n })).to_vec(),
        // Every division, the further seven too.
        Endpoint::Vargas => {
            let every: Vec<&str> = Division::EVERY.iter().map(|d| d.name()).collect();
            vec![json!({ "divisions": every })]
        }
        Endpoint::Yogas => vec![json!({}), json!({ "presentOnly": true })],
        Endpoint::Varshaphal => vec![json!({}), json!({ "year": 2031, "locale": "hi" })],
        _ => vec![json!({}), json!({ "locale": "ne" })],
    }
}

#[test]
fn every_calculation_reply_for_the_reference_births_validates_against_its_schema() {
    let doc = graha_api::openapi::document();
    // ref: shared/reference/births_public.json (every birth; couples pair each with the next)
    let births: Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../shared/reference/births_public.json"
        ))
        .unwrap(),
    )
    .unwrap();
    let people: Vec<Value> = births["births"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["profile"].clone())
        .collect();
    let now = "2026-11-25T06:00:00Z".parse().unwrap();
    let mut checked = 0;
    let mut failures = Vec::new();
    for &e in Endpoint::ALL.iter().filter(|e| e.queue() == Queue::Calc) {
        let schema = &doc["paths"][format!("/v1{}", e.path())]["post"]["responses"]["200"]["content"]
            ["application/json"]["schema"];
        assert!(!schema.is_null(), "{} has no reply schema", e.path());
        for (i, p) in people.iter().enumerate() {
            let persons = match e.subjects() {
                // A horary chart is cast at the person's place.
                Subjects::One
                | Subjects::ProfileOrPlace
                | Subjects::Moment
                | Subjects::MaybePlace
                | Subjects::PlaceAndProfiles => vec![p.clone()],
                Subjects::Couple => vec![p.clone(), people[(i + 1) % people.len()].clone()],
                Subjects::Sky => Vec::new(),
            };
            let persons: Vec<PersonData> = persons
                .into_iter()
                .map(|p| serde_json::from_value(p).unwrap())
                .collect();
            // A moment and a place: the person's place, no person.
            let (persons, place) = subjects_of(e, persons);
            for body in variants(e) {
                let req = CalcRequest::from_body(e, &body, persons.clone(), place.clone(), now)
                    .unwrap_or_else(|bad| panic!("{} {body}: {bad:?}", e.path()));
                let Ok(data) = graha::calc::run_json(&req) else {
                    continue; // out of a table's range: a 422, not a reply
                };
                let reply = json!({ "success": true, "data": data });
                if let Err(why) = validate(schema, &reply, doc, "$") {
                    failures.push(format!("{} {}: {why}", e.path(), births["births"][i]["id"]));
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 500, "{checked} replies checked");
    assert!(
        failures.is_empty(),
        "{} of {checked} replies do not match:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// Checks `v` against a JSON Schema (the subset the document uses: `$ref`, `type` (one or a
/// list), `properties`, `required`, `additionalProperties: false`, `items`, `enum`, `const`,
/// `oneOf`/`anyOf`/`allOf`/`not`, numeric bounds, `minItems`/`maxItems`, `minLength`/`maxLength`,
/// `pattern`); `Err` names the first place that does not match.
pub(crate) fn validate(schema: &Value, v: &Value, doc: &Value, at: &str) -> Result<(), String> {
    if let Some(r) = schema["$ref"].as_str() {
        let name = r.trim_start_matches("#/components/schemas/");
        let target = &doc["components"]["schemas"][name];
        if target.is_null() {
            return Err(format!("{at}: unknown schema {r}"));
        }
        return validate(target, v, doc, at);
    }
    for all in schema["allOf"].as_array().into_iter().flatten() {
        validate(all, v, doc, at)?;
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(options) = schema[key].as_array() {
            let matching = options
                .iter()
                .filter(|o| validate(o, v, doc, at).is_ok())
                .count();
            let ok = if key == "oneOf" {
                matching == 1
            } else {
                matching >= 1
            };
            if !ok {
                return Err(format!("{at}: {matching} of the {key} schemas match {v}"));
            }
        }
    }
    if let Some(not) = schema.get("not")
        && validate(not, v, doc, at).is_ok()
    {
        return Err(format!("{at}: {v} matches a schema it must not"));
    }
    if let Some(c) = schema.get("const")
        && c != v
    {
        return Err(format!("{at}: {v} is not {c}"));
    }
    if let Some(e) = schema["enum"].as_array()
        && !e.contains(v)
    {
        return Err(format!(
            "{at}: {v} is not one of {}",
            Value::Array(e.clone())
        ));
    }
    let types: Vec<&str> = match &schema["type"] {
        Value::String(t) => vec![t.as_str()],
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
        _ => vec![],
    };
    if !types.is_empty() {
        let fits = types.iter().any(|t| match *t {
            "null" => v.is_null(),
            "boolean" => v.is_boolean(),
            "integer" => v.is_i64() || v.is_u64(),
            "number" => v.is_number(),
            "string" => v.is_string(),
            "array" => v.is_array(),
            "object" => v.is_object(),
            _ => false,
        });
        if !fits {
            return Err(format!("{at}: {v} is not of type {types:?}"));
        }
    }
    if let Some(x) = v.as_f64() {
        let bound = |k: &str| schema[k].as_f64();
        let within = bound("minimum").is_none_or(|m| x >= m)
            && bound("maximum").is_none_or(|m| x <= m)
            && bound("exclusiveMinimum").is_none_or(|m| x > m)
            && bound("exclusiveMaximum").is_none_or(|m| x < m);
        if !within {
            return Err(format!("{at}: {x} is outside the schema's range"));
        }
    }
    if let Some(text) = v.as_str() {
        let n = text.chars().count() as u64;
        if schema["minLength"].as_u64().is_some_and(|m| n < m)
            || schema["maxLength"].as_u64().is_some_and(|m| n > m)
        {
            return Err(format!("{at}: {n} characters, outside the schema's bounds"));
        }
        if let Some(p) = schema["pattern"].as_str()
            && !regex::Regex::new(p)
                .map_err(|e| format!("{at}: pattern {p}: {e}"))?
                .is_match(text)
        {
            return Err(format!("{at}: {text:?} does not match {p}"));
        }
    }
    if let Some(a) = v.as_array() {
        let n = a.len() as u64;
        if schema["minItems"].as_u64().is_some_and(|m| n < m)
            || schema["maxItems"].as_u64().is_some_and(|m| n > m)
        {
            return Err(format!("{at}: {n} items, outside the schema's bounds"));
        }
    }
    if let Some(obj) = v.as_object() {
        let props = schema["properties"].as_object();
        for r in schema["required"].as_array().into_iter().flatten() {
            let r = r.as_str().unwrap_or("");
            if !obj.contains_key(r) {
                return Err(format!("{at}: required {r} is missing"));
            }
        }
        for (k, x) in obj {
            match props.and_then(|p| p.get(k)) {
                Some(s) => validate(s, x, doc, &format!("{at}.{k}"))?,
                None if schema["additionalProperties"] == json!(false) => {
                    return Err(format!("{at}: {k} is not in the schema"));
                }
                None => {
                    if let Some(s) = schema.get("additionalProperties").filter(|s| s.is_object()) {
                        validate(s, x, doc, &format!("{at}.{k}"))?;
                    }
                }
            }
        }
    }
    if let (Some(items), Some(arr)) = (schema.get("items"), v.as_array()) {
        for (i, x) in arr.iter().enumerate() {
            validate(items, x, doc, &format!("{at}[{i}]"))?;
        }
    }
    Ok(())
}

/// Every example the document shows validates against its schema: request bodies and replies,
/// the calculation replies of `api/openapi-examples.json` included. Those are the engine's
/// replies for the document's example people (the profile example, Asha, and Ravi);
/// `GRAHA_UPDATE_EXAMPLES=1 cargo test -p graha-api --test it documented_examples` writes them
/// anew after a reply changes.
#[test]
fn documented_examples_validate_against_their_schemas() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi-examples.json");
    if std::env::var_os("GRAHA_UPDATE_EXAMPLES").is_some() {
        // The document's example person (its profile example), and a partner for the couples.
        let asha = graha_api::openapi::document()["paths"]["/v1/profiles"]["post"]["requestBody"]
            ["content"]["application/json"]["example"]
            .clone();
        let ravi = json!({ "name": "Ravi Sharma", "gender": "male", "date": "1992-11-03",
            "time": "19:40", "timezone": "Asia/Kolkata", "location": "Varanasi, India",
            "latitude": 25.3176, "longitude": 82.9739 });
        let mut out = serde_json::Map::new();
        for &e in Endpoint::ALL.iter().filter(|e| e.queue() == Queue::Calc) {
            let persons = match e.subjects() {
                Subjects::One
                | Subjects::ProfileOrPlace
                | Subjects::Moment
                | Subjects::MaybePlace
                | Subjects::PlaceAndProfiles => vec![asha.clone()],
                Subjects::Couple => vec![asha.clone(), ravi.clone()],
                Subjects::Sky => Vec::new(),
            };
            let (persons, place) = subjects_of(
                e,
                persons
                    .into_iter()
                    .map(|p| serde_json::from_value(p).unwrap())
                    .collect(),
            );
            let body = match e {
                Endpoint::KpHorary => json!({ "number": 108 }),
                Endpoint::Kundli => {
                    json!({ "include": ["birth-chart", "vargas", "dasha", "ashtakavarga"] })
                }
                Endpoint::Calendar => json!({ "year": 2025, "month": 10 }),
                Endpoint::Muhurta => {
                    json!({ "activity": "marriage", "from": "2026-01-01", "to": "2026-01-31" })
                }
                Endpoint::Events => json!({ "from": "2026-01-01", "to": "2026-01-31" }),
                Endpoint::Horoscope => json!({ "sign": "aries", "period": "weekly" }),
                _ => json!({}),
            };
            let now = "2026-11-25T06:00:00Z".parse().unwrap();
            let req = CalcRequest::from_body(e, &body, persons, place, now).unwrap();
            out.insert(e.name().into(), graha::calc::run_json(&req).unwrap());
        }
        let text = serde_json::to_string_pretty(&Value::Object(out)).unwrap();
        std::fs::write(path, text + "\n").unwrap();
    }
    let doc = graha_api::openapi::document();
    let mut checked = 0;
    let mut failures = Vec::new();
    for (p, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let mut media = vec![("request", &op["requestBody"]["content"]["application/json"])];
            for (status, r) in op["responses"].as_object().unwrap() {
                if status.starts_with('2') {
                    media.push((status, &r["content"]["application/json"]));
                }
            }
            for (what, m) in media.into_iter().filter(|(_, m)| !m.is_null()) {
                // A named body carries its examples in its schema.
                let named = m["schema"]["$ref"].as_str().map(|r| {
                    &doc["components"]["schemas"][r.trim_start_matches("#/components/schemas/")]
                });
                let schema = named.unwrap_or(&m["schema"]);
                let examples: Vec<&Value> = match (&m["example"], &schema["examples"]) {
                    (Value::Null, Value::Array(list)) => list.iter().collect(),
                    (Value::Null, _) => Vec::new(),
                    (one, _) => vec![one],
                };
                if examples.is_empty() {
                    failures.push(format!("{method} {p} {what}: no example"));
                }
                for ex in examples {
                    if let Err(why) = validate(&m["schema"], ex, doc, "$") {
                        failures.push(format!("{method} {p} {what}: {why}"));
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 70, "{checked} examples checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every error the API answers validates against the document's `Error`, whose `details` are
/// typed by `code`: one of each kind, and a code outside the document's list fails.
#[tokio::test]
async fn every_error_validates_against_the_documented_error() {
    use axum::response::IntoResponse;
    use graha_api::error::{ApiError, FieldError};
    let doc = graha_api::openapi::document();
    let schema = json!({ "$ref": "#/components/schemas/Error" });
    let errors = vec![
        ApiError::InvalidJson("line 1".into()),
        ApiError::Validation(vec![FieldError::new("date", "must be a date")]),
        ApiError::InvalidApiKey,
        ApiError::InsufficientCredits {
            required: 5,
            available: 2,
        },
        ApiError::PlanUpgradeRequired,
        ApiError::NotFound("The profile".into()),
        ApiError::MethodNotAllowed,
        ApiError::KeyLimitReached { max: 3 },
        ApiError::LastKey,
        ApiError::PayloadTooLarge { limit: 65_536 },
        ApiError::UnsupportedMediaType,
        ApiError::NotAcceptable {
            offered: "application/json, image/svg+xml, image/png".into(),
        },
        ApiError::RateLimited {
            retry_after: 12,
            limit: 60,
        },
        ApiError::DailyLimitReached {
            retry_after: 3_600,
            limit: 5,
        },
        ApiError::TooManyInProgress {
            what: "reports",
            limit: 10,
        },
        ApiError::TooManyFailedAuthentications { retry_after: 30 },
        ApiError::RequestTimeout,
        ApiError::Conflict("in flight".into()),
        ApiError::IdempotencyKeyReused,
        ApiError::Unavailable("redis".into()),
        ApiError::Timeout,
        ApiError::internal("bug"),
    ];
    let mut codes = std::collections::BTreeSet::new();
    for e in errors {
        let body = http_body_util::BodyExt::collect(e.into_response().into_body())
            .await
            .unwrap()
            .to_bytes();
        let v: Value = serde_json::from_slice(&body).unwrap();
        codes.insert(v["error"]["code"].as_str().unwrap().to_owned());
        validate(&schema, &v, doc, "$").unwrap_or_else(|why| panic!("{v}: {why}"));
    }
    assert_eq!(codes.len(), 22, "one error of each code");
    let mut wrong = json!({ "success": false, "error": { "code": "rate_limited", "message": "m", "details": {} } });
    assert!(
        validate(&schema, &wrong, doc, "$").is_err(),
        "rate_limited needs its details"
    );
    wrong["error"]["code"] = json!("no_such_code");
    assert!(validate(&schema, &wrong, doc, "$").is_err());
}

/// No schema refers back to itself, directly or through others: generated clients and the
/// client flows inline the document's references, which a cycle would make endless.
#[test]
fn no_schema_refers_back_to_itself() {
    let doc = graha_api::openapi::document();
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    fn refs(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(o) => {
                if let Some(r) = o.get("$ref").and_then(Value::as_str) {
                    out.push(r.trim_start_matches("#/components/schemas/").to_owned());
                }
                o.values().for_each(|x| refs(x, out));
            }
            Value::Array(a) => a.iter().for_each(|x| refs(x, out)),
            _ => {}
        }
    }
    fn visit(
        name: &str,
        schemas: &serde_json::Map<String, Value>,
        path: &mut Vec<String>,
        done: &mut std::collections::HashSet<String>,
    ) {
        assert!(
            !path.iter().any(|p| p == name),
            "a cycle: {path:?} → {name}"
        );
        if done.contains(name) {
            return;
        }
        path.push(name.to_owned());
        let mut out = Vec::new();
        refs(&schemas[name], &mut out);
        for r in out {
            visit(&r, schemas, path, done);
        }
        path.pop();
        done.insert(name.to_owned());
    }
    let mut done = std::collections::HashSet::new();
    for name in schemas.keys() {
        visit(name, schemas, &mut Vec::new(), &mut done);
    }
}

/// `api/openapi.json` is the served document, byte for byte as `serde_json` pretty-prints it:
/// the SDKs are generated from that file, and a change to the contract shows in review as a
/// change to it. `GRAHA_UPDATE_OPENAPI=1` on this test rewrites it.
fn the_committed_document_is(served: &Value) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("openapi.json");
    let text = serde_json::to_string_pretty(served).unwrap() + "\n";
    if std::env::var_os("GRAHA_UPDATE_OPENAPI").is_some() {
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == text,
        "api/openapi.json differs from the served document: run this test with \
         GRAHA_UPDATE_OPENAPI=1, then scripts/sdk generate"
    );
}
