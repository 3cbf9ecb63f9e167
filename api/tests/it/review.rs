//! The findings of the adversarial review (docs/reliability.md, "Adversarial review"): each test
//! fails on the code before the fix. The ones about memory and slow bodies run the real
//! `graha-api` binary in a process of its own.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::endpoints::Endpoint;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

fn addr(app: &App) -> std::net::SocketAddr {
    app.base.trim_start_matches("http://").parse().unwrap()
}

/// Sends a whole POST with a JSON body on a raw connection, waits `hold`, then hangs up without
/// reading the reply (a client that goes away).
async fn post_and_hang_up(
    app: &App,
    path: &str,
    headers: &[(&str, &str)],
    body: &Value,
    hold: Duration,
) {
    let body = body.to_string();
    let mut head = format!(
        "POST {path} HTTP/1.1\r\nHost: graha\r\nContent-Type: application/json\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    let mut s = TcpStream::connect(addr(app)).await.unwrap();
    s.write_all(head.as_bytes()).await.unwrap();
    s.write_all(body.as_bytes()).await.unwrap();
    tokio::time::sleep(hold).await;
    drop(s);
}

async fn async_kundli(app: &App, key: &str, profile: &str) -> (StatusCode, Value) {
    let r = app
        .http
        .post(format!("{}/v1/report/kundli", app.base))
        .header("x-api-key", key)
        .header("prefer", "respond-async")
        .json(&json!({ "profileId": profile }))
        .send()
        .await
        .unwrap();
    let s = r.status();
    (s, r.json().await.unwrap_or(Value::Null))
}

async fn job_state(app: &App, key: &str, job: &str) -> String {
    let (_, v, _) = app.get(key, &format!("/v1/jobs/{job}")).await;
    v["data"]["state"].as_str().unwrap_or("").to_owned()
}

async fn wait_for_state(app: &App, key: &str, job: &str, want: &str) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while job_state(app, key, job).await != want {
        assert!(Instant::now() < deadline, "job {job} never {want}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn open_reservations(app: &App, account: uuid::Uuid) -> i64 {
    sqlx::query_scalar("select count(*) from reservations where account_id = $1")
        .bind(account)
        .fetch_one(&app.db)
        .await
        .unwrap()
}

// 1 ------------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metric_labels_come_from_closed_sets() {
    let app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_async_report_is_never_both_refunded_and_delivered() {
    let mut app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let profile = app.profile(&acct.key).await;
    let start = app.balance(acct.id).await;
    let (s, late) = async_kundli(&app, &acct.key, &profile).await;
    assert_eq!(s, StatusCode::ACCEPTED, "{late}");
    let (s, kept) = async_kundli(&app, &acct.key, &profile).await;
    assert_eq!(s, StatusCode::ACCEPTED, "{kept}");
    let (late, kept) = (
        late["data"]["jobId"].as_str().unwrap().to_owned(),
        kept["data"]["jobId"].as_str().unwrap().to_owned(),
    );
    // Ten minutes with no worker: queued reports may wait 30, so nothing is refunded yet.
    let swept = graha_scheduler::sweep(&app.db, chrono::Utc::now() + chrono::Duration::minutes(10))
        .await
        .unwrap();
    assert!(swept.refunded.is_empty(), "{:?}", swept.refunded);
    // One of them passes its deadline and is refunded; it must then never be rendered.
    sqlx::query(
        "update reservations set expires_at = now() - interval '1 second' \
         where request_id = (select request_id from report_jobs where id = $1::uuid)",
    )
    .bind(&late)
    .execute(&app.db)
    .await
    .unwrap();
    let swept = graha_scheduler::sweep(&app.db, chrono::Utc::now())
        .await
        .unwrap();
    assert_eq!(swept.refunded.len(), 1);
    assert_eq!(job_state(&app, &acct.key, &late).await, "failed");

    app.start_worker().await;
    wait_for_state(&app, &acct.key, &kept, "done").await;
    tokio::time::sleep(Duration::from_millis(500)).await; // the worker has taken both by now
    assert_eq!(job_state(&app, &acct.key, &late).await, "failed");
    let (s, v, _) = app.get(&acct.key, &format!("/v1/reports/{late}")).await;
    assert_eq!(s, StatusCode::NOT_FOUND, "{v}");
    let r = app
        .http
        .get(format!("{}/v1/reports/{kept}", app.base))
        .header("x-api-key", &acct.key)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let cost = Endpoint::ReportKundli.cost();
    assert_eq!(
        app.balance(acct.id).await,
        start - cost,
        "one report paid, one refunded"
    );
    app.assert_books_balance(acct.id).await;
}

// 3 ------------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parallel_key_creations_keep_the_plans_limit() {
    let app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;
    let calls =
        (0..20).map(|i| app.post(&acct.key, "/v1/keys", json!({ "name": format!("k{i}") })));
    let statuses: Vec<StatusCode> = futures::future::join_all(calls)
        .await
        .into_iter()
        .map(|(s, _, _)| s)
        .collect();
    let live: i64 = sqlx::query_scalar(
        "select count(*) from api_keys where account_id = $1 and revoked_at is null",
    )
    .bind(acct.id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(live, 3, "Starter allows 3 keys: {statuses:?}");
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::CREATED)
            .count(),
        2
    );
}

// 4 ------------------------------------------------------------------------------------------

async fn post_idem(
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
    let app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
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
async fn async_reports_are_capped_per_account_and_leave_sync_reports_their_lane() {
    let mut app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
    let busy = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let other = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let (p1, p2) = (app.profile(&busy.key).await, app.profile(&other.key).await);
    for i in 0..10 {
        let (s, v) = async_kundli(&app, &busy.key, &p1).await;
        assert_eq!(s, StatusCode::ACCEPTED, "report {i}: {v}");
    }
    let (s, v) = async_kundli(&app, &busy.key, &p1).await;
    assert_eq!(s, StatusCode::TOO_MANY_REQUESTS, "{v}");
    assert_eq!(error_code(&v), "too_many_in_progress");
    let msg = v["error"]["message"].as_str().unwrap();
    assert!(
        msg.contains("10 reports in progress") && !msg.contains("per minute"),
        "{msg}"
    );
    assert_eq!(
        open_reservations(&app, busy.id).await,
        10,
        "the refused one was refunded"
    );

    // Another account's synchronous report does not queue behind that backlog.
    app.start_worker().await;
    let r = app
        .http
        .post(format!("{}/v1/report/kundli", app.base))
        .header("x-api-key", &other.key)
        .json(&json!({ "profileId": p2 }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let waiting: i64 = sqlx::query_scalar(
        "select count(*) from report_jobs where account_id = $1 and state = 'queued'",
    )
    .bind(busy.id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert!(waiting >= 5, "the backlog went first: {waiting} left");
}

// 9, 10 --------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nul_characters_are_422_naming_the_field() {
    let app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_key_cannot_be_revoked() {
    let app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;
    let (_, v, _) = app.get(&acct.key, "/v1/keys").await;
    let first = v["data"]["keys"][0]["id"].as_str().unwrap().to_owned();
    let (s, v) = app
        .send(
            Method::DELETE,
            &acct.key,
            &format!("/v1/keys/{first}"),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::CONFLICT, "{v}");
    assert_eq!(error_code(&v), "last_key");
    // With another key, a key may revoke itself.
    let (_, made, _) = app
        .post(&acct.key, "/v1/keys", json!({ "name": "spare" }))
        .await;
    let spare = made["data"]["key"].as_str().unwrap().to_owned();
    let (s, _) = app
        .send(
            Method::DELETE,
            &acct.key,
            &format!("/v1/keys/{first}"),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    let (s, _, _) = app.get(&spare, "/v1/keys").await;
    assert_eq!(s, StatusCode::OK);
}

// 11 -----------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_goes_away_is_settled_at_once() {
    let mut app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let profile = app.profile(&acct.key).await;
    let start = app.balance(acct.id).await;
    post_and_hang_up(
        &app,
        "/v1/report/kundli",
        &[("X-API-Key", &acct.key)],
        &json!({ "profileId": profile }),
        Duration::from_millis(300),
    )
    .await;
    // Refunded and failed within a second or two, not by the sweeper minutes later.
    let deadline = Instant::now() + Duration::from_secs(3);
    loop {
        let state: Option<String> =
            sqlx::query_scalar("select state from report_jobs where account_id = $1")
                .bind(acct.id)
                .fetch_optional(&app.db)
                .await
                .unwrap();
        if open_reservations(&app, acct.id).await == 0 && state.as_deref() == Some("failed") {
            break;
        }
        assert!(Instant::now() < deadline, "still open: report {state:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(app.balance(acct.id).await, start);
    // A worker that takes the queued job now does not render it.
    app.start_worker().await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let state: String = sqlx::query_scalar("select state from report_jobs where account_id = $1")
        .bind(acct.id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(state, "failed");
    let dir = app.storage.trim_start_matches("file://");
    let pdfs = std::fs::read_dir(format!("{dir}/reports")).map_or(0, |d| d.count());
    assert_eq!(pdfs, 0, "nothing rendered and stored unpaid");
    app.assert_books_balance(acct.id).await;
}

// 12 -----------------------------------------------------------------------------------------

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

/// A full minute's calls just before a minute boundary still count just after it: a fixed
/// window let a client through twice its limit across the boundary.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rate_limit_is_a_sliding_window() {
    let app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
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
    let app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
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
    let app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
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
    let app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
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
