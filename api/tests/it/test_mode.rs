//! Test mode: a `graha_test_…` key answers every endpoint whatever the plan, charges nothing
//! and writes no ledger row, has its own limit of 30 calls a minute, marks its replies
//! `X-Graha-Mode: test`, and its usage is counted apart.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_test_key_answers_everything_and_charges_nothing() {
    let app = spawn_app().await;
    // An account on the free consumer plan: its live key reaches no personal endpoint.
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;
    let pid = app.profile(&acct.key).await;
    let (s, _, _) = app
        .post(&acct.key, "/v1/dasha", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);

    // Two test keys besides the plan's live keys.
    let (s, created, _) = app
        .post(
            &acct.key,
            "/v1/keys",
            json!({ "name": "try", "mode": "test" }),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED, "{created}");
    assert_eq!(created["data"]["mode"], "test");
    let test = created["data"]["key"].as_str().unwrap().to_owned();
    assert!(test.starts_with("graha_test_"), "{test}");
    let (s, _, _) = app
        .post(
            &acct.key,
            "/v1/keys",
            json!({ "name": "try 2", "mode": "test" }),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED);
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/keys",
            json!({ "name": "try 3", "mode": "test" }),
        )
        .await;
    assert_eq!(
        (s, error_code(&v)),
        (StatusCode::CONFLICT, "key_limit_reached")
    );
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/keys",
            json!({ "name": "x", "mode": "sandbox" }),
        )
        .await;
    assert_eq!(
        (s, error_fields(&v)),
        (StatusCode::UNPROCESSABLE_ENTITY, vec!["mode".to_owned()])
    );
    let (_, v, _) = app.get(&acct.key, "/v1/keys").await;
    let modes: Vec<&str> = v["data"]["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["mode"].as_str().unwrap())
        .collect();
    assert_eq!(modes, ["live", "test", "test"]);

    let balance = app.balance(acct.id).await;
    let rows = app.ledger_rows(acct.id).await;
    // Personal-tier calculations, a batch and the Guru: real answers, nothing charged.
    for (path, body) in [
        ("/v1/dasha", json!({ "profileId": pid })),
        (
            "/v1/matching/batch",
            json!({ "profileId": pid, "role": "bride",
            "candidates": [sample_profile()] }),
        ),
        (
            "/v1/kundli",
            json!({ "profileId": pid, "include": ["dasha", "ashtakavarga"] }),
        ),
        ("/v1/birth-chart", json!({ "profileId": pid })),
    ] {
        let (s, v, h) = app.post(&test, path, body).await;
        assert_eq!(s, StatusCode::OK, "{path}: {v}");
        assert_eq!(h["x-graha-mode"], "test", "{path}");
        assert_eq!(h["x-credits-charged"], "0", "{path}");
        assert_eq!(
            h["x-credits-remaining"],
            balance.to_string().as_str(),
            "{path}"
        );
        assert_eq!(h["x-ratelimit-limit"], "30", "{path}");
    }
    // A report, made and stored as any other.
    let r = app
        .http
        .post(format!("{}/v1/report/kundli", app.base))
        .header("x-api-key", &test)
        .json(&json!({ "profileId": pid }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["x-credits-charged"], "0");
    assert_eq!(r.headers()["x-graha-mode"], "test");
    assert!(r.bytes().await.unwrap().starts_with(b"%PDF-"));
    assert_eq!(app.balance(acct.id).await, balance, "nothing charged");
    assert_eq!(app.ledger_rows(acct.id).await, rows, "no ledger row");
    // The live key's replies are not marked, and its plan still gates it.
    let (s, _, h) = app
        .post(&acct.key, "/v1/birth-chart", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::OK);
    assert!(h.get("x-graha-mode").is_none());

    // Usage: the test calls apart from the charged ones.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let (s, v, _) = app.get(&acct.key, "/v1/usage").await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["testCalls"], 5, "{v}");
    assert_eq!(v["data"]["totalCalls"], 1, "{v}");
    app.assert_books_balance(acct.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_test_key_has_its_own_limit_of_thirty_a_minute() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let (_, created, _) = app
        .post(
            &acct.key,
            "/v1/keys",
            json!({ "name": "t", "mode": "test" }),
        )
        .await;
    let test = created["data"]["key"].as_str().unwrap().to_owned();
    for i in 0..30 {
        let (s, _, h) = app.get(&test, "/v1/keys").await;
        assert_eq!(s, StatusCode::OK, "call {i}");
        assert_eq!(h["x-graha-mode"], "test");
    }
    let (s, v, _) = app.get(&test, "/v1/keys").await;
    assert_eq!(
        (s, error_code(&v)),
        (StatusCode::TOO_MANY_REQUESTS, "rate_limited")
    );
    // The live key's window is its own.
    let (s, _, _) = app.get(&acct.key, "/v1/keys").await;
    assert_eq!(s, StatusCode::OK);
}
