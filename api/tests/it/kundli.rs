//! `POST /v1/kundli`: one job, one reservation, the sections' replies under their
//! names, priced as the sections less the bundle discount.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A reply with the fields that depend on the moment of the call taken out (the years left of
/// the running maha dasha move between two calls a few milliseconds apart).
fn timeless(mut v: Value) -> Value {
    fn strip(v: &mut Value) {
        match v {
            Value::Object(m) => {
                m.remove("yearsRemaining");
                m.values_mut().for_each(strip);
            }
            Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut v);
    v
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kundli_equals_the_separate_calls_and_costs_a_fifth_less() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acc.key).await;
    let sections = ["birth-chart", "vargas", "dasha", "ashtakavarga"];
    let options = json!({ "locale": "hi", "divisions": ["D1", "D9", "D60"], "levels": 2,
                          "ayanamsa": "raman" });
    let mut body = options.clone();
    body["profileId"] = json!(id);
    body["include"] = json!(sections);
    let before = app.balance(acc.id).await;
    let (s, kundli, h) = app.post(&acc.key, "/v1/kundli", body).await;
    assert_eq!(s, StatusCode::OK, "{kundli}");
    // ref: a bundle costs its sections' sum × 0.8, rounded up: (2 + 5 + 5 + 5) × 0.8 = 13.6.
    assert_eq!(h["x-credits-charged"], "14");
    assert_eq!(app.balance(acc.id).await, before - 14);
    let data = kundli["data"].as_object().unwrap();
    assert_eq!(data.len(), sections.len() + 1);

    let mut separate = 0;
    for section in sections {
        // Each endpoint alone takes its own options only.
        let mut one = json!({ "profileId": id, "locale": "hi", "ayanamsa": "raman" });
        match section {
            "vargas" => one["divisions"] = options["divisions"].clone(),
            "dasha" => one["levels"] = options["levels"].clone(),
            _ => {}
        }
        let (s, v, h) = app.post(&acc.key, &format!("/v1/{section}"), one).await;
        assert_eq!(s, StatusCode::OK, "{section}: {v}");
        separate += h["x-credits-charged"]
            .to_str()
            .unwrap()
            .parse::<i64>()
            .unwrap();
        let mut alone = v["data"].clone();
        assert_eq!(alone["settings"], data["settings"], "{section}");
        alone.as_object_mut().unwrap().remove("settings");
        assert_eq!(
            timeless(alone),
            timeless(data[section].clone()),
            "{section} differs from its own endpoint"
        );
    }
    assert_eq!(separate, 17);
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kundli_is_gated_and_checked_as_its_sections() {
    let app = spawn_app().await;
    let free = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let id = app.profile(&free.key).await;
    // Free sections only: allowed on the free consumer plan, 2 + 2 less 20 % = 4 (3.2 up).
    let (s, v, h) = app
        .post(
            &free.key,
            "/v1/kundli",
            json!({ "profileId": id, "include": ["birth-chart", "planets"] }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(h["x-credits-charged"], "4");
    assert!(v["data"]["planets"].is_array());
    // A personal section needs the personal plan, as its own endpoint does.
    let before = app.balance(free.id).await;
    let (s, v, _) = app
        .post(
            &free.key,
            "/v1/kundli",
            json!({ "profileId": id, "include": ["birth-chart", "dasha"] }),
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    assert_eq!(error_code(&v), "plan_upgrade_required");
    assert_eq!(app.balance(free.id).await, before);
    // `include` is required, each a section, once.
    for bad in [
        json!({ "profileId": id }),
        json!({ "profileId": id, "include": [] }),
        json!({ "profileId": id, "include": ["kp"] }),
        json!({ "profileId": id, "include": ["report-kundli"] }),
        json!({ "profileId": id, "include": ["planets", "planets"] }),
    ] {
        let (s, v, _) = app.post(&free.key, "/v1/kundli", bad.clone()).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{bad}: {v}");
        assert_eq!(error_fields(&v), ["include"], "{bad}");
    }
    app.assert_books_balance(free.id).await;
}
