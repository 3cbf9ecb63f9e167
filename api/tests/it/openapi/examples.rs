//! Every example the OpenAPI document shows validates against its schema: request bodies and
//! replies, the calculation replies of `api/openapi-examples.json` included.

use super::{subjects_of, validate};
use graha::calc::CalcRequest;
use graha::endpoints::{Endpoint, Queue, Subjects};
use serde_json::{Value, json};

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
                Subjects::Couple | Subjects::Candidates => vec![asha.clone(), ravi.clone()],
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
                Endpoint::MatchingBatch => json!({ "role": "bride", "candidates": [{}] }),
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
