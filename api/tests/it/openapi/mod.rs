//! The OpenAPI document covers every route the router serves (but the service's own), is the
//! committed `api/openapi.json`, has no schema referring back to itself, and the docs page is
//! served by the API itself; with the schema validator the other modules (and other tests) check
//! replies with. The calculation replies, the documented examples and the errors validating
//! against their schemas are in the child modules.

mod errors;
mod examples;
mod replies;

use crate::helpers::*;
use graha::calc::PersonData;
use graha::endpoints::{Endpoint, Subjects};
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
    docs_page_says_what_a_newcomer_needs(&doc, &html);
    let page = app
        .http
        .get(format!("{}/docs/docs.css", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(
        page.status(),
        StatusCode::OK,
        "assets come from the API, not a CDN"
    );
}

/// The documentation page: how to get a key, every operation with its cost and plan, the errors
/// described once rather than under each operation.
fn docs_page_says_what_a_newcomer_needs(doc: &Value, html: &str) {
    assert!(html.contains("Getting a key") && html.contains("/dashboard/signup"));
    let ops = doc["paths"]
        .as_object()
        .unwrap()
        .values()
        .map(|item| item.as_object().unwrap().len())
        .sum::<usize>();
    assert_eq!(
        html.matches("<article class=\"op\"").count(),
        ops,
        "every operation"
    );
    let dasha = &html[html
        .find("id=\"postV1Dasha\"")
        .expect("the dasha operation")..];
    let dasha = &dasha[..dasha.find("</article>").unwrap()];
    assert!(dasha.contains("Cost: 5 credits") && dasha.contains("Personal consumer plan"));
    assert!(dasha.contains("Body: DashaByBirthRequest") && dasha.contains("curl -s -X POST"));
    assert_eq!(html.matches("<section id=\"errors\"").count(), 1);
    assert!(
        !html.contains("X-RateLimit-Remaining</td>"),
        "no header table per operation"
    );
    // An operation names its error statuses and links them to the one description of all.
    assert!(dasha.contains("<a href=\"#errors\">422</a>"), "{dasha}");
    assert!(
        !dasha.contains("X-RateLimit"),
        "no header table in an operation"
    );
    assert!(!html.contains("<script"), "a page without scripts");
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
