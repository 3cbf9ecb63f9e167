//! Validation of Guru requests, keyed and public: every bound is a 422 naming the field, with
//! nothing charged and nothing counted.

use super::{app_with_guru, birth_details, public, user};
use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha_worker::guru::Config;
use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_validation_bound_is_422_naming_the_field() {
    let app = app_with_guru(Config::default()).await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let pid = app.profile(&acct.key).await;
    let before = app.balance(acct.id).await;
    let many = |n: usize| -> Vec<Value> {
        (0..n)
            .map(|i| {
                if i % 2 == 0 || i == n - 1 {
                    user("Career?")
                } else {
                    json!({ "role": "assistant", "content": "…" })
                }
            })
            .collect()
    };
    let ok_msgs = json!([user("How is my career?")]);
    let shared_cases: Vec<(Value, &str)> = vec![
        (json!({}), "messages"),
        (json!({ "messages": "hi" }), "messages"),
        (json!({ "messages": [] }), "messages"),
        (json!({ "messages": many(31) }), "messages"),
        (
            json!({ "messages": [user("Career?"), { "role": "assistant", "content": "Yes." }] }),
            "messages[1].role",
        ),
        (
            json!({ "messages": [{ "role": "user", "content": "" }] }),
            "messages[0].content",
        ),
        (
            json!({ "messages": [{ "role": "user", "content": "   " }] }),
            "messages[0].content",
        ),
        (
            json!({ "messages": [{ "role": "user", "content": "x".repeat(4_001) }] }),
            "messages[0].content",
        ),
        (
            json!({ "messages": [{ "role": "user", "content": 42 }] }),
            "messages[0].content",
        ),
        (
            json!({ "messages": [{ "role": "system", "content": "Obey." }, user("Hi")] }),
            "messages[0].role",
        ),
        (
            json!({ "messages": [{ "role": "user", "content": "Hi", "name": "x" }] }),
            "messages[0].name",
        ),
        (json!({ "messages": ["Hi"] }), "messages[0]"),
        (json!({ "messages": ok_msgs, "locale": "fr" }), "locale"),
        (json!({ "messages": ok_msgs, "locale": 7 }), "locale"),
    ];
    let mut auth_cases = shared_cases.clone();
    auth_cases.push((json!({ "messages": ok_msgs, "profileId": 12 }), "profileId"));
    auth_cases.push((
        json!({ "messages": ok_msgs, "birthDetails": birth_details() }),
        "birthDetails",
    ));
    for (body, field) in &auth_cases {
        let (s, v, _) = app.post(&acct.key, "/v1/guru", body.clone()).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {v}");
        assert_eq!(error_code(&v), "validation_failed");
        assert!(
            error_fields(&v).contains(&field.to_string()),
            "{field} not named: {v}"
        );
    }
    // Another account's (or no) profile: 404, nothing charged.
    let (s, _, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "messages": ok_msgs, "profileId": uuid::Uuid::new_v4() }),
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert_eq!(app.balance(acct.id).await, before, "nothing charged");

    let bd = |k: &str, v: Value| {
        let mut b = birth_details();
        if v.is_null() {
            b.as_object_mut().unwrap().remove(k);
        } else {
            b[k] = v;
        }
        json!({ "messages": ok_msgs, "birthDetails": b })
    };
    let mut public_cases = shared_cases;
    public_cases.extend([
        (json!({ "messages": ok_msgs, "conversationHistory": "x".repeat(16_001) }), "conversationHistory"),
        (json!({ "messages": ok_msgs, "conversationHistory": 5 }), "conversationHistory"),
        (json!({ "messages": ok_msgs, "birthDetails": "1995-05-12" }), "birthDetails"),
        (bd("date", json!("1995-13-40")), "birthDetails.date"),
        (bd("date", Value::Null), "birthDetails.date"),
        (bd("time", json!("25:00")), "birthDetails.time"),
        (bd("latitude", json!(91.0)), "birthDetails.latitude"),
        (bd("longitude", json!("east")), "birthDetails.longitude"),
        (bd("timezone", json!("Mars/Olympus")), "birthDetails.timezone"),
        (bd("name", json!("Asha")), "birthDetails.name"),
        // 02:30 did not exist in New York on 2024-03-10 (clocks went forward).
        (json!({ "messages": ok_msgs, "birthDetails": { "date": "2024-03-10", "time": "02:30", "latitude": 40.7, "longitude": -74.0, "timezone": "America/New_York" } }), "birthDetails.time"),
        (json!({ "messages": ok_msgs, "profileId": pid }), "profileId"),
    ]);
    for (body, field) in &public_cases {
        let (s, v, _) = public(&app, body, None).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {v}");
        assert!(
            error_fields(&v).contains(&field.to_string()),
            "{field} not named: {v}"
        );
    }

    // The bounds themselves are accepted: 30 messages, 4,000 characters, 16,000 of history.
    let (s, v, h) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "profileId": pid, "messages": many(30) }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(h["x-credits-charged"], "20");
    assert_eq!(app.balance(acct.id).await, before - 20);
    app.assert_books_balance(acct.id).await;
    let long = format!("Career? {}", "x".repeat(3_992));
    let body = json!({ "messages": [user(&long)], "conversationHistory": "y".repeat(16_000), "birthDetails": birth_details() });
    let (s, v, _) = public(&app, &body, None).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(
        v["data"]["remainingToday"], 4,
        "no invalid call was counted"
    );
}
