//! `Idempotency-Key`: a replay charges nothing more; another body is refused.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn same_key_same_body_replays_without_charging() {
    let app = spawn_app().await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;
    let pid = app.profile(&acct.key).await;
    let send = |body: serde_json::Value| {
        app.http
            .post(format!("{}/v1/birth-chart", app.base))
            .header("x-api-key", &acct.key)
            .header("idempotency-key", "order-42")
            .json(&body)
            .send()
    };
    let first = send(json!({ "profileId": pid })).await.unwrap();
    assert_eq!(first.status(), StatusCode::OK);
    assert!(first.headers().get("idempotency-replayed").is_none());
    let first_body: serde_json::Value = first.json().await.unwrap();
    let again = send(json!({ "profileId": pid })).await.unwrap();
    assert_eq!(again.status(), StatusCode::OK);
    assert_eq!(again.headers()["idempotency-replayed"], "true");
    assert_eq!(
        again.headers()["x-credits-charged"],
        "0",
        "a replay charges nothing"
    );
    assert_eq!(again.json::<serde_json::Value>().await.unwrap(), first_body);
    assert_eq!(app.balance(acct.id).await, 50_000 - 2, "charged once");

    let other = send(json!({ "profileId": pid, "locale": "hi" }))
        .await
        .unwrap();
    assert_eq!(other.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        error_code(&other.json().await.unwrap()),
        "idempotency_key_reused"
    );
    assert_eq!(app.balance(acct.id).await, 50_000 - 2);
    app.assert_books_balance(acct.id).await;
}

/// A key that is not visible ASCII (here Latin-1 bytes) is refused, not taken for no key: the
/// client meant its request to be retried safely.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_of_other_bytes_is_refused_not_ignored() {
    let app = spawn_app().await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;
    let r = app
        .http
        .post(format!("{}/v1/profiles", app.base))
        .header("x-api-key", &acct.key)
        .header(
            "idempotency-key",
            reqwest::header::HeaderValue::from_bytes(b"caf\xe9").unwrap(),
        )
        .json(&sample_profile())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_fields(&r.json().await.unwrap()), ["Idempotency-Key"]);
}
