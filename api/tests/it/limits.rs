//! Rate limits and revocation hold across two API processes sharing Redis and Postgres.

use crate::helpers::*;
use futures::StreamExt;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::time::{Duration, Instant};

/// Two API processes sharing one database and one Redis prefix, no worker.
async fn two_replicas() -> (App, App) {
    let a = spawn_app_without_worker().await;
    let b = spawn_app_with(Options {
        share_with: Some((a.database_url.clone(), a.prefix.clone(), a.storage.clone())),
        ..Default::default()
    })
    .await;
    (a, b)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limit_holds_across_two_api_processes() {
    let (a, b) = two_replicas().await;
    let acct = a.account(DeveloperPlan::Trial, ConsumerPlan::Free).await; // 5 requests a minute
    let mut statuses = Vec::new();
    for i in 0..6 {
        let app = if i % 2 == 0 { &a } else { &b };
        let (s, v, h) = app.get(&acct.key, "/v1/keys").await;
        if s == StatusCode::TOO_MANY_REQUESTS {
            assert_eq!(error_code(&v), "rate_limited");
            assert!(h.contains_key("retry-after"));
            assert_eq!(h["x-ratelimit-remaining"], "0");
        } else {
            assert_eq!(h["x-ratelimit-limit"], "5");
        }
        statuses.push(s);
    }
    // A window boundary may fall inside the loop; then the count restarts. Allow that one case.
    let limited = statuses
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert!(
        limited == 1 || statuses.iter().all(|s| *s == StatusCode::OK),
        "{statuses:?}"
    );
}

/// A plan of thousands of calls a minute is counted in blocks (ratelimit::RateBlocks): two
/// replicas together still let through no more than the limit, and refuse at most a block's
/// spare calls early.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_high_limit_counted_in_blocks_holds_across_two_api_processes() {
    use chrono::Timelike;
    let (a, b) = two_replicas().await;
    let acct = a.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    sqlx::query("update accounts set rate_limit_per_minute = 2000 where id = $1")
        .bind(acct.id)
        .execute(&a.db)
        .await
        .unwrap();
    // Keep clear of a minute's end: the sliding window lets a new minute's share through.
    let second = chrono::Utc::now().second();
    if second >= 45 {
        tokio::time::sleep(Duration::from_secs(61 - u64::from(second))).await;
    }
    let (a, b) = (&a, &b);
    let key = acct.key.as_str();
    let calls = futures::stream::iter(0..2_050)
        .map(|i| async move {
            let app = if i % 2 == 0 { a } else { b };
            let (s, _, h) = app.get(key, "/v1/keys").await;
            let remaining: u32 = h["x-ratelimit-remaining"]
                .to_str()
                .unwrap()
                .parse()
                .unwrap();
            (s, remaining)
        })
        .buffer_unordered(16)
        .collect::<Vec<_>>()
        .await;
    let ok = calls.iter().filter(|(s, _)| *s == StatusCode::OK).count();
    let refused: Vec<_> = calls
        .iter()
        .filter(|(s, _)| *s == StatusCode::TOO_MANY_REQUESTS)
        .collect();
    assert_eq!(ok + refused.len(), 2_050);
    // Blocks are at most 2 calls here (a thousandth of the limit): each replica may hold one
    // spare call when the limit is reached.
    assert!((1_998..=2_000).contains(&ok), "{ok} calls let through");
    assert!(refused.iter().all(|(_, r)| *r == 0));
    assert!(
        calls
            .iter()
            .any(|(s, r)| *s == StatusCode::OK && *r >= 1_990),
        "the first calls report nearly the whole limit left"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn revocation_reaches_the_other_replica_within_a_second() {
    let (a, b) = two_replicas().await;
    let acct = a.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let (_, created, _) = a
        .post(&acct.key, "/v1/keys", json!({ "name": "doomed" }))
        .await;
    let doomed = created["data"]["key"].as_str().unwrap().to_owned();
    let id = created["data"]["id"].as_str().unwrap().to_owned();
    // B has the key cached as valid.
    assert_eq!(b.get(&doomed, "/v1/keys").await.0, StatusCode::OK);
    let (s, _) = a
        .send(Method::DELETE, &acct.key, &format!("/v1/keys/{id}"), None)
        .await;
    assert_eq!(s, StatusCode::OK);
    let revoked_at = Instant::now();
    loop {
        let (s, _, _) = b.get(&doomed, "/v1/keys").await;
        if s == StatusCode::UNAUTHORIZED {
            break;
        }
        assert!(
            revoked_at.elapsed() < Duration::from_secs(1),
            "replica B still accepts a revoked key"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn errors_are_json_in_the_envelope() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let (s, v) = app.send(Method::GET, &acct.key, "/v1/nope", None).await;
    assert_eq!((s, error_code(&v)), (StatusCode::NOT_FOUND, "not_found"));
    let (s, v) = app.send(Method::PUT, &acct.key, "/v1/profiles", None).await;
    assert_eq!(
        (s, error_code(&v)),
        (StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed")
    );
    let big = "x".repeat(70 * 1024);
    let r = app
        .http
        .post(format!("{}/v1/profiles", app.base))
        .header("x-api-key", &acct.key)
        .header("content-type", "application/json")
        .body(format!("{{\"name\":\"{big}\"}}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::PAYLOAD_TOO_LARGE);
    // The unread body leaves the connection closed, and the reply says so: the next request
    // must not be sent on it.
    assert_eq!(r.headers()["connection"], "close");
    assert_eq!(error_code(&r.json().await.unwrap()), "payload_too_large");
    let r = app
        .http
        .post(format!("{}/v1/profiles", app.base))
        .header("x-api-key", &acct.key)
        .header("content-type", "text/plain")
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let r = app
        .http
        .post(format!("{}/v1/profiles", app.base))
        .header("x-api-key", &acct.key)
        .header("content-type", "application/json")
        .body("[1,2]")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let r = app
        .http
        .get(format!("{}/readyz", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let r = app
        .http
        .get(format!("{}/metrics", app.base))
        .send()
        .await
        .unwrap();
    let text = r.text().await.unwrap();
    assert!(text.contains("graha_http_request_duration_seconds"));
    // Registered at zero when the process starts, before any event of theirs.
    for name in [
        "graha_auth_failures_refused_total",
        "graha_body_budget_refusals_total",
        "graha_credits_refunded_total",
        "graha_dashboard_hashing_busy_total",
        "graha_rate_limited_total",
        "graha_job_replies_total{queue=\"guru\",outcome=\"timeout\"}",
        "graha_capture_batch_size",
    ] {
        assert!(text.contains(name), "{name} missing from /metrics");
    }
}
