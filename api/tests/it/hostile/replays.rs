//! Review findings about idempotent replays: authenticated, rate-limited, owned, no secret
//! kept, a key released when its request ends, public replays scoped by client.

use super::*;
use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use std::time::Duration;

pub(super) async fn post_idem(
    app: &App,
    key: &str,
    path: &str,
    idem: &str,
    body: &Value,
) -> (StatusCode, Value, reqwest::header::HeaderMap) {
    let r = app
        .http
        .post(format!("{}{path}", app.base))
        .header("x-api-key", key)
        .header("idempotency-key", idem)
        .json(body)
        .send()
        .await
        .unwrap();
    let (s, h) = (r.status(), r.headers().clone());
    (s, r.json().await.unwrap_or(Value::Null), h)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_passes_the_key_check_the_rate_limit_and_ownership_and_keeps_no_secret() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;

    // A revoked key replays nothing.
    let (_, created, _) = app
        .post(&acct.key, "/v1/keys", json!({ "name": "second" }))
        .await;
    let second = created["data"]["key"].as_str().unwrap().to_owned();
    let second_id = created["data"]["id"].as_str().unwrap().to_owned();
    let (s, _, _) = post_idem(&app, &second, "/v1/profiles", "p-1", &sample_profile()).await;
    assert_eq!(s, StatusCode::CREATED);
    let (s, _) = app
        .send(
            Method::DELETE,
            &acct.key,
            &format!("/v1/keys/{second_id}"),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    let (s, v, h) = post_idem(&app, &second, "/v1/profiles", "p-1", &sample_profile()).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED, "{v}");
    assert!(!h.contains_key("idempotency-replayed"));

    // A deleted profile is replayed neither as created nor as a chart.
    let (s, made, _) = post_idem(&app, &acct.key, "/v1/profiles", "p-2", &sample_profile()).await;
    assert_eq!(s, StatusCode::CREATED);
    let pid = made["data"]["id"].as_str().unwrap().to_owned();
    let chart = json!({ "profileId": pid });
    let (s, _, _) = post_idem(&app, &acct.key, "/v1/birth-chart", "c-1", &chart).await;
    assert_eq!(s, StatusCode::OK);
    let (s, _, h) = post_idem(&app, &acct.key, "/v1/birth-chart", "c-1", &chart).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(h["idempotency-replayed"], "true");
    let (s, _) = app
        .send(
            Method::DELETE,
            &acct.key,
            &format!("/v1/profiles/{pid}"),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    // Its stored replies went with it: the chart is asked afresh (404), and the creation,
    // asked again, makes a new profile rather than replaying the deleted one.
    let (s, v, h) = post_idem(&app, &acct.key, "/v1/birth-chart", "c-1", &chart).await;
    assert_eq!(s, StatusCode::NOT_FOUND, "{v}");
    assert!(!h.contains_key("idempotency-replayed"));
    let (_, v, h) = post_idem(&app, &acct.key, "/v1/profiles", "p-2", &sample_profile()).await;
    assert!(!h.contains_key("idempotency-replayed"));
    assert_ne!(
        v["data"]["id"],
        pid.as_str(),
        "the deleted profile replayed"
    );

    // The created key is not kept: a replay says the key was made, without the secret.
    let (s, made, _) = post_idem(
        &app,
        &acct.key,
        "/v1/keys",
        "k-1",
        &json!({ "name": "third" }),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED);
    let secret = made["data"]["key"].as_str().unwrap().to_owned();
    let (s, again, h) = post_idem(
        &app,
        &acct.key,
        "/v1/keys",
        "k-1",
        &json!({ "name": "third" }),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED);
    assert_eq!(h["idempotency-replayed"], "true");
    assert_eq!(again["data"]["id"], made["data"]["id"]);
    assert!(again["data"].get("key").is_none(), "{again}");
    let mut redis = redis::Client::open("redis://127.0.0.1:6379")
        .unwrap()
        .get_multiplexed_async_connection()
        .await
        .unwrap();
    let keys: Vec<String> = redis::cmd("KEYS")
        .arg(format!("{}:idem:*", app.prefix))
        .query_async(&mut redis)
        .await
        .unwrap();
    for k in keys {
        let v: Option<String> = redis::cmd("GET")
            .arg(&k)
            .query_async(&mut redis)
            .await
            .unwrap();
        let v = v.unwrap_or_default();
        let body = v.split("\"body_hex\":\"").nth(1).unwrap_or("");
        let stored: String = (0..body.len() / 2)
            .filter_map(|i| u8::from_str_radix(&body[2 * i..2 * i + 2], 16).ok())
            .map(char::from)
            .collect();
        assert!(!stored.contains(&secret), "a stored reply holds the key");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_count_against_the_rate_limit() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Trial, ConsumerPlan::Free).await; // 5 a minute
    let mut limited = 0;
    for _ in 0..8 {
        let (s, v, _) = post_idem(&app, &acct.key, "/v1/profiles", "same", &sample_profile()).await;
        if s == StatusCode::TOO_MANY_REQUESTS {
            assert_eq!(error_code(&v), "rate_limited");
            limited += 1;
        }
    }
    assert!(limited >= 3, "{limited} of 8 limited");
}

// 5 ------------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_that_goes_away_releases_its_idempotency_key() {
    let app = spawn_app_with(Options {
        worker: false, // the call waits for a worker that never comes
        calc_deadline_ms: 2_000,
        ..Default::default()
    })
    .await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let profile = app.profile(&acct.key).await;
    let body = json!({ "profileId": profile });
    post_and_hang_up(
        &app,
        "/v1/birth-chart",
        &[("X-API-Key", &acct.key), ("Idempotency-Key", "retry-me")],
        &body,
        Duration::from_millis(300),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (s, v, _) = post_idem(&app, &acct.key, "/v1/birth-chart", "retry-me", &body).await;
    assert_ne!(s, StatusCode::CONFLICT, "the key is still locked: {v}");
    assert_eq!(s, StatusCode::GATEWAY_TIMEOUT, "{v}");
    app.assert_books_balance(acct.id).await;
}

// 7 ------------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn public_replays_are_scoped_by_client() {
    let app = spawn_app_with(Options {
        tweak: Some(|s| s.trusted_proxies = vec!["127.0.0.1".parse().unwrap()]),
        ..Default::default()
    })
    .await;
    let body = json!({ "messages": [{ "role": "user", "content": "How is my career?" }] });
    let ask = |client: &'static str| {
        app.http
            .post(format!("{}/v1/guru-public", app.base))
            .header("x-forwarded-for", client)
            .header("idempotency-key", "shared")
            .json(&body)
            .send()
    };
    let first = ask("203.0.113.41").await.unwrap();
    assert_eq!(first.status(), StatusCode::OK);
    let again = ask("203.0.113.41").await.unwrap();
    assert_eq!(again.headers()["idempotency-replayed"], "true");
    let other = ask("203.0.113.42").await.unwrap();
    assert_eq!(other.status(), StatusCode::OK);
    assert!(
        !other.headers().contains_key("idempotency-replayed"),
        "another client's answer"
    );
    let v: Value = other.json().await.unwrap();
    assert_eq!(v["data"]["remainingToday"], 4, "counted for its own client");
}

// 13 -----------------------------------------------------------------------------------------

/// A replay charges nothing, says so, and shows the balance as it is now, not as it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_answers_nothing_charged_and_the_balance_now() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let pid = app.profile(&acc.key).await;
    let body = json!({ "profileId": pid });
    let (s, v, first) = post_idem(&app, &acc.key, "/v1/birth-chart", "chart-1", &body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_ne!(first["x-credits-charged"], "0");
    // Another call spends more before the retry.
    let (s, v, _) = app.post(&acc.key, "/v1/birth-chart", body.clone()).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let now = app.balance(acc.id).await;

    let (s, v, replayed) = post_idem(&app, &acc.key, "/v1/birth-chart", "chart-1", &body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(replayed["idempotency-replayed"], "true");
    assert_eq!(replayed["x-credits-charged"], "0");
    assert_eq!(replayed["x-credits-remaining"], now.to_string().as_str());
    assert_eq!(app.balance(acc.id).await, now, "the replay charged nothing");
    app.assert_books_balance(acc.id).await;
}
