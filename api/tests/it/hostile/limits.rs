//! Review findings about limits and inputs: closed metric labels, slow bodies, NUL, the
//! sliding window, key guessing, the pepper, messages, CORS.

use super::*;
use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metric_labels_come_from_closed_sets() {
    let app = spawn_app_without_worker().await;
    let junk = "J".repeat(20_000);
    for i in 0..20 {
        let m = Method::from_bytes(format!("{junk}{i}").as_bytes()).unwrap();
        let _ = app
            .http
            .request(m, format!("{}/v1/no-such-route-{i}", app.base))
            .send()
            .await;
    }
    let text = app
        .http
        .get(format!("{}/metrics", app.base))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!text.contains("JJJJ"), "a client's method became a label");
    assert!(
        !text.contains("no-such-route"),
        "a client's path became a label"
    );
    assert!(text.contains(r#"method="other""#));
    assert!(text.contains(r#"route="unmatched""#));
    assert!(!text.contains(r#"status="404""#), "statuses are classes");
}

// 2 ------------------------------------------------------------------------------------------

fn rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap()
}

/// 300 clients each start a 512 KiB body to the public Guru with an `Idempotency-Key`, send
/// 400 KiB of it and stall. The bytes buffered are bounded by the budget (16 MB here), and every
/// stalled body is cut off at the body deadline (3 s here) with 408, or refused with 503 when
/// the budget is spent; nothing waits the 75 s request timeout.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_bodies_hold_bounded_memory_and_are_cut_off() {
    let app = spawn_app_with(Options {
        worker: false,
        api_process: Some(vec![
            ("GRAHA_BODY_TIMEOUT_MS", "3000".into()),
            ("GRAHA_BODY_BUDGET_MB", "16".into()),
        ]),
        ..Default::default()
    })
    .await;
    let pid = app.process.as_ref().unwrap().id().unwrap();
    let before = rss_kb(pid);
    let target = addr(&app);
    let started = Instant::now();
    let clients = (0..300).map(|i| {
        tokio::spawn(async move {
            let mut s = TcpStream::connect(target).await.ok()?;
            let head = format!(
                "POST /v1/guru-public HTTP/1.1\r\nHost: graha\r\nContent-Type: application/json\r\n\
                 Idempotency-Key: slow-{i}\r\nContent-Length: {}\r\n\r\n",
                512 * 1024
            );
            s.write_all(head.as_bytes()).await.ok()?;
            let chunk = vec![b' '; 400 * 1024];
            let _ = tokio::time::timeout(Duration::from_secs(5), s.write_all(&chunk)).await;
            let mut reply = vec![0u8; 512];
            let n = tokio::time::timeout(Duration::from_secs(20), s.read(&mut reply))
                .await
                .ok()?
                .ok()?;
            Some(String::from_utf8_lossy(&reply[..n]).to_string())
        })
    });
    let clients: Vec<_> = clients.collect();
    // Sample the server's memory while the bodies are held.
    let mut peak = before;
    while started.elapsed() < Duration::from_millis(2_500) {
        peak = peak.max(rss_kb(pid));
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let replies: Vec<Option<String>> = futures::future::join_all(clients)
        .await
        .into_iter()
        .map(|r| r.unwrap())
        .collect();
    let cut = replies
        .iter()
        .filter(|r| r.as_deref().is_some_and(|r| r.starts_with("HTTP/1.1 408")))
        .count();
    let refused = replies
        .iter()
        .filter(|r| r.as_deref().is_some_and(|r| r.starts_with("HTTP/1.1 503")))
        .count();
    let grown_mb = (peak.saturating_sub(before)) as f64 / 1024.0;
    eprintln!(
        "slow bodies: RSS {before} kB → peak {peak} kB (+{grown_mb:.1} MB); {cut} cut off (408), {refused} refused (503) in {:?}",
        started.elapsed()
    );
    assert!(grown_mb < 48.0, "the API grew by {grown_mb:.1} MB");
    assert_eq!(cut + refused, 300, "every slow body answered: {replies:?}");
    assert!(started.elapsed() < Duration::from_secs(15));
}

// 8 ------------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nul_characters_are_422_naming_the_field() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let mut p = sample_profile();
    p["notes"] = json!("born at home\u{0}");
    let (s, v, _) = app.post(&acct.key, "/v1/profiles", p).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), vec!["notes"]);
    let (s, v, _) = app
        .post(&acct.key, "/v1/keys", json!({ "name": "a\u{0}b" }))
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), vec!["name"]);
}

/// A full minute's calls just before a minute boundary still count just after it: a fixed
/// window let a client through twice its limit across the boundary.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rate_limit_is_a_sliding_window() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Trial, ConsumerPlan::Free).await; // 5 a minute
    let mut redis = redis::Client::open("redis://127.0.0.1:6379")
        .unwrap()
        .get_multiplexed_async_connection()
        .await
        .unwrap();
    let now = || async {
        let mut c = redis::Client::open("redis://127.0.0.1:6379")
            .unwrap()
            .get_multiplexed_async_connection()
            .await
            .unwrap();
        let (s, us): (u64, u64) = redis::cmd("TIME").query_async(&mut c).await.unwrap();
        s as f64 + us as f64 / 1e6
    };
    let mut t = now().await;
    if t % 60.0 > 50.0 {
        tokio::time::sleep(Duration::from_secs_f64(60.5 - t % 60.0)).await;
        t = now().await;
    }
    let minute = (t / 60.0).floor() as i64;
    // The previous minute used the whole allowance.
    let _: () = redis::cmd("SET")
        .arg(format!("{}:rl:{}:{}", app.prefix, acct.id, minute - 1))
        .arg(5)
        .arg("EX")
        .arg(130)
        .query_async(&mut redis)
        .await
        .unwrap();
    let mut allowed = 0;
    for _ in 0..5 {
        let (s, _, h) = app.get(&acct.key, "/v1/keys").await;
        if s == StatusCode::OK {
            allowed += 1;
        } else {
            assert_eq!(s, StatusCode::TOO_MANY_REQUESTS);
            let retry: u64 = h["retry-after"].to_str().unwrap().parse().unwrap();
            assert!((1..=120).contains(&retry), "Retry-After {retry}");
        }
    }
    assert!(
        allowed < 5,
        "{allowed} of 5 allowed right after a full minute"
    );
}

// 14, 15 -------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guessing_keys_is_limited_per_client() {
    let app = spawn_app_without_worker().await;
    let mut codes = Vec::new();
    for _ in 0..40 {
        let guess = graha::store::keys::generate();
        let (s, v, _) = app.get(&guess, "/v1/keys").await;
        codes.push((s, error_code(&v).to_owned()));
    }
    assert!(
        codes[..30]
            .iter()
            .all(|(s, _)| *s == StatusCode::UNAUTHORIZED)
    );
    assert!(
        codes[30..]
            .iter()
            .all(|(s, c)| *s == StatusCode::TOO_MANY_REQUESTS
                && c == "too_many_failed_authentications"),
        "{codes:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keys_stored_under_the_previous_pepper_authenticate_and_move_to_the_new() {
    let app = spawn_app_with(Options {
        worker: false,
        tweak: Some(|s| {
            s.key_pepper_previous = Some(s.key_pepper.clone()); // the helper's accounts use it
            s.key_pepper = b"rotated-pepper".to_vec();
        }),
        ..Default::default()
    })
    .await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;
    let (s, _, _) = app.get(&acct.key, "/v1/keys").await;
    assert_eq!(s, StatusCode::OK);
    let stored: Vec<u8> = sqlx::query_scalar("select key_hash from api_keys where account_id = $1")
        .bind(acct.id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(
        stored,
        graha::store::keys::hash(&acct.key, b"rotated-pepper")
    );
}

// 16, 17 -------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_state_the_real_limits_and_the_way_out() {
    let app = spawn_app_without_worker().await;
    let big = json!({ "messages": [{ "role": "user", "content": "x".repeat(600 * 1024) }] });
    let r = app
        .http
        .post(format!("{}/v1/guru-public", app.base))
        .json(&big)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let v: Value = r.json().await.unwrap();
    assert_eq!(v["error"]["details"]["limit"], 524_288, "{v}");
    assert!(v["error"]["message"].as_str().unwrap().contains("524288"));

    let free = app.account(DeveloperPlan::Trial, ConsumerPlan::Free).await;
    let profile = app.profile(&free.key).await;
    let (s, v, _) = app
        .post(
            &free.key,
            "/v1/report/kundli",
            json!({ "profileId": profile }),
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    assert!(
        v["error"]["message"].as_str().unwrap().contains("upgrade"),
        "{v}"
    );
    sqlx::query("update accounts set credits = 1 where id = $1")
        .bind(free.id)
        .execute(&app.db)
        .await
        .unwrap();
    sqlx::query("insert into credit_ledger (account_id, request_id, kind, amount, balance_after) values ($1, 'drain', 'adjust', -499, 1)")
        .bind(free.id)
        .execute(&app.db)
        .await
        .unwrap();
    let (s, v, _) = app
        .post(
            &free.key,
            "/v1/birth-chart",
            json!({ "profileId": profile }),
        )
        .await;
    assert_eq!(s, StatusCode::PAYMENT_REQUIRED);
    assert!(
        v["error"]["message"].as_str().unwrap().contains("top-up"),
        "{v}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_public_guru_answers_cors_preflights_and_keyed_routes_do_not() {
    let app = spawn_app_without_worker().await;
    let preflight = |path: &str| {
        app.http
            .request(Method::OPTIONS, format!("{}{path}", app.base))
            .header("origin", "https://example.org")
            .header("access-control-request-method", "POST")
            .header("access-control-request-headers", "content-type")
            .send()
    };
    let r = preflight("/v1/guru-public").await.unwrap();
    assert!(r.status().is_success(), "{}", r.status());
    assert_eq!(r.headers()["access-control-allow-origin"], "*");
    assert!(
        r.headers()["access-control-allow-methods"]
            .to_str()
            .unwrap()
            .contains("POST")
    );
    let r = preflight("/v1/birth-chart").await.unwrap();
    assert!(!r.headers().contains_key("access-control-allow-origin"));
    // The answer itself carries the header too.
    let r = app
        .http
        .post(format!("{}/v1/guru-public", app.base))
        .header("origin", "https://example.org")
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["access-control-allow-origin"], "*");
}
