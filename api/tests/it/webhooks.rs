//! Webhooks of asynchronous reports: signed with the account's secret, retried
//! after a receiver's 500, every attempt in `GET /v1/jobs/{id}`, private receivers refused.

use crate::helpers::*;
use axum::http::{HeaderMap, StatusCode as AxumStatus};
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What a receiver got: each request's headers and body.
type Got = Arc<Mutex<Vec<(HeaderMap, Vec<u8>)>>>;

/// A receiver on loopback answering 500 to the first request and 200 after.
async fn receiver() -> (String, Got) {
    let got: Got = Arc::default();
    let seen = got.clone();
    let app = axum::Router::new().route(
        "/hook",
        axum::routing::post(move |headers: HeaderMap, body: axum::body::Bytes| {
            let seen = seen.clone();
            async move {
                let mut g = seen.lock().unwrap();
                g.push((headers, body.to_vec()));
                if g.len() == 1 {
                    AxumStatus::INTERNAL_SERVER_ERROR
                } else {
                    AxumStatus::OK
                }
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    (url, got)
}

fn fast(allow_private: bool) -> graha_worker::webhooks::Config {
    graha_worker::webhooks::Config {
        poll: Duration::from_millis(100),
        // The first retry 5 units after the first attempt: 100 ms.
        retry_unit: Duration::from_millis(20),
        allow_private,
        timeout: Duration::from_secs(5),
        per_destination: 4,
        in_flight: 64,
    }
}

async fn async_report(app: &App, key: &str, body: Value) -> (StatusCode, Value) {
    let r = app
        .http
        .post(format!("{}/v1/report/kundli", app.base))
        .header("x-api-key", key)
        .header("prefer", "respond-async")
        .json(&body)
        .send()
        .await
        .unwrap();
    (r.status(), r.json().await.unwrap_or(Value::Null))
}

async fn job(app: &App, key: &str, id: &str, until: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..600 {
        let (_, v, _) = app.get(key, &format!("/v1/jobs/{id}")).await;
        if until(&v["data"]) {
            return v["data"].clone();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("job {id} did not get there");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_async_report_calls_back_signed_and_a_500_is_retried() {
    let app = spawn_app_with(Options {
        tweak: Some(|s| s.webhook_allow_private = true),
        webhooks: Some(fast(true)),
        ..Default::default()
    })
    .await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let pid = app.profile(&acc.key).await;
    let (url, got) = receiver().await;
    let (s, v, _) = app.get(&acc.key, "/v1/webhook-secret").await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let secret = v["data"]["secret"].as_str().unwrap().to_owned();
    assert!(secret.starts_with("whsec_"));

    let (s, v) = async_report(
        &app,
        &acc.key,
        json!({ "profileId": pid, "callbackUrl": url }),
    )
    .await;
    assert_eq!(s, StatusCode::ACCEPTED, "{v}");
    let id = v["data"]["jobId"].as_str().unwrap().to_owned();
    let done = job(&app, &acc.key, &id, |j| {
        j["webhook"]["state"] == "delivered"
    })
    .await;

    // Two attempts: the receiver's 500, then its 200, both in the job's record.
    let attempts = done["webhook"]["attempts"].as_array().unwrap();
    let statuses: Vec<&Value> = attempts.iter().map(|a| &a["status"]).collect();
    assert_eq!(statuses, [&json!(500), &json!(200)], "{done}");
    assert_eq!(done["webhook"]["url"], url.as_str());
    assert_eq!(done["state"], "done");

    // Each request signed (Standard Webhooks), the same id on both, the job's state inside.
    let got = got.lock().unwrap().clone();
    assert_eq!(got.len(), 2);
    for (headers, body) in &got {
        let h = |n: &str| headers[n].to_str().unwrap().to_owned();
        let ts: i64 = h("webhook-timestamp").parse().unwrap();
        assert!((chrono::Utc::now().timestamp() - ts).abs() < 300);
        let expected = graha::webhooks::signature(&secret, &h("webhook-id"), ts, body).unwrap();
        assert_eq!(h("webhook-signature"), expected);
        let v: Value = serde_json::from_slice(body).unwrap();
        assert_eq!(v["type"], "report.done");
        assert_eq!(v["data"]["jobId"], id.as_str());
        assert_eq!(v["data"]["downloadUrl"], format!("/v1/reports/{id}"));
    }
    assert_eq!(got[0].0["webhook-id"], got[1].0["webhook-id"]);

    // A rotated secret is a new one.
    let (_, v, _) = app
        .post(&acc.key, "/v1/webhook-secret/rotate", json!({}))
        .await;
    assert_ne!(v["data"]["secret"], secret.as_str());
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_receiver_is_refused() {
    // The API refuses a private address at once, charging nothing.
    let app = spawn_app_with(Options {
        webhooks: Some(fast(false)),
        ..Default::default()
    })
    .await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let pid = app.profile(&acc.key).await;
    let before = app.balance(acc.id).await;
    for url in [
        "http://127.0.0.1:9/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://localhost/hook",
        "http://[::1]/hook",
        "ftp://example.com/",
    ] {
        let (s, v) = async_report(
            &app,
            &acc.key,
            json!({ "profileId": pid, "callbackUrl": url }),
        )
        .await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{url}: {v}");
        assert_eq!(error_fields(&v), ["callbackUrl"], "{url}");
    }
    // A callback is for an asynchronous report.
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/report/kundli",
            json!({ "profileId": pid, "callbackUrl": "https://hooks.example.com/graha" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(app.balance(acc.id).await, before);

    // The worker checks again when it delivers: an API that let a private address through
    // (allowed there, not in the worker) still gets no request sent, and the delivery fails.
    let lax = spawn_app_with(Options {
        tweak: Some(|s| s.webhook_allow_private = true),
        webhooks: Some(fast(false)),
        ..Default::default()
    })
    .await;
    let acc = lax.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let pid = lax.profile(&acc.key).await;
    let (url, got) = receiver().await;
    let (s, v) = async_report(
        &lax,
        &acc.key,
        json!({ "profileId": pid, "callbackUrl": url }),
    )
    .await;
    assert_eq!(s, StatusCode::ACCEPTED, "{v}");
    let id = v["data"]["jobId"].as_str().unwrap().to_owned();
    let j = job(&lax, &acc.key, &id, |j| j["webhook"]["state"] == "failed").await;
    let attempts = j["webhook"]["attempts"].as_array().unwrap();
    assert_eq!(attempts.len(), 1, "{j}");
    assert!(
        attempts[0]["error"]
            .as_str()
            .unwrap()
            .starts_with("refused"),
        "{j}"
    );
    assert!(got.lock().unwrap().is_empty());
}

/// `POST /v1/kundli` with `Prefer: respond-async`: made as a report is, its JSON downloaded from
/// the job, the same as the synchronous reply, and its webhook delivered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kundli_made_later_is_downloaded_and_calls_back() {
    let app = spawn_app_with(Options {
        tweak: Some(|s| s.webhook_allow_private = true),
        webhooks: Some(fast(true)),
        ..Default::default()
    })
    .await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let pid = app.profile(&acc.key).await;
    let (url, got) = receiver().await;
    let body = json!({ "profileId": pid, "include": ["birth-chart", "dasha"], "callbackUrl": url });
    let r = app
        .http
        .post(format!("{}/v1/kundli", app.base))
        .header("x-api-key", &acc.key)
        .header("prefer", "respond-async")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    // (2 + 5) × 0.8 = 5.6, rounded up.
    assert_eq!(r.headers()["x-credits-charged"], "6");
    let v: Value = r.json().await.unwrap();
    let id = v["data"]["jobId"].as_str().unwrap().to_owned();
    let done = job(&app, &acc.key, &id, |j| {
        j["webhook"]["state"] == "delivered"
    })
    .await;
    assert_eq!(done["kind"], "data");
    assert_eq!(done["state"], "done");
    let r = app
        .http
        .get(format!(
            "{}{}",
            app.base,
            done["downloadUrl"].as_str().unwrap()
        ))
        .header("x-api-key", &acc.key)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/json");
    let later: Value = r.json().await.unwrap();
    assert_eq!(later["success"], true);
    // The same sections as the call answered at once (no callback there: it is for later).
    let mut now_body = body.clone();
    now_body.as_object_mut().unwrap().remove("callbackUrl");
    let (s, now, _) = app.post(&acc.key, "/v1/kundli", now_body).await;
    assert_eq!(s, StatusCode::OK, "{now}");
    assert_eq!(later["data"]["birth-chart"], now["data"]["birth-chart"]);
    assert_eq!(later["data"]["settings"], now["data"]["settings"]);
    assert_eq!(
        later["data"]["dasha"]["timeline"],
        now["data"]["dasha"]["timeline"]
    );
    assert_eq!(got.lock().unwrap().len(), 2, "a 500, then the delivery");
    app.assert_books_balance(acc.id).await;
}

/// A receiver that accepts connections and never answers; it counts the connections it holds
/// open at once (a connection closes when the sender gives up on it).
async fn dead_receiver() -> (String, Arc<Mutex<(usize, usize)>>) {
    let open: Arc<Mutex<(usize, usize)>> = Arc::default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    let counts = open.clone();
    tokio::spawn(async move {
        while let Ok((mut conn, _)) = listener.accept().await {
            {
                let mut c = counts.lock().unwrap();
                c.0 += 1;
                c.1 = c.1.max(c.0);
            }
            let counts = counts.clone();
            tokio::spawn(async move {
                use tokio::io::AsyncReadExt;
                let mut buf = [0u8; 4096];
                while conn.read(&mut buf).await.is_ok_and(|n| n > 0) {}
                counts.lock().unwrap().0 -= 1;
            });
        }
    });
    (url, open)
}

/// A receiver answering 200 after `delay` (and 500 at once while `failing` is set), keeping
/// each request's `webhook-id`.
async fn slow_receiver(
    delay: Duration,
    failing: Arc<std::sync::atomic::AtomicBool>,
) -> (String, Arc<Mutex<Vec<String>>>) {
    let ids: Arc<Mutex<Vec<String>>> = Arc::default();
    let seen = ids.clone();
    let app = axum::Router::new().route(
        "/hook",
        axum::routing::post(move |headers: HeaderMap| {
            let (seen, failing) = (seen.clone(), failing.clone());
            async move {
                if failing.load(std::sync::atomic::Ordering::SeqCst) {
                    return AxumStatus::INTERNAL_SERVER_ERROR;
                }
                tokio::time::sleep(delay).await;
                let id = headers["webhook-id"].to_str().unwrap().to_owned();
                seen.lock().unwrap().push(id);
                AxumStatus::OK
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    (url, ids)
}

/// Queues `n` asynchronous reports calling back `url` and waits until each has ended.
async fn ended_reports(app: &App, key: &str, url: &str, n: usize) -> Vec<String> {
    let pid = app.profile(key).await;
    let mut ids = Vec::new();
    for _ in 0..n {
        let (s, v) = async_report(app, key, json!({ "profileId": pid, "callbackUrl": url })).await;
        assert_eq!(s, StatusCode::ACCEPTED, "{v}");
        ids.push(v["data"]["jobId"].as_str().unwrap().to_owned());
    }
    for id in &ids {
        job(app, key, id, |j| j["state"] == "done").await;
    }
    ids
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dead_receiver_does_not_delay_another_accounts_webhook() {
    let app = spawn_app_with(Options {
        tweak: Some(|s| s.webhook_allow_private = true),
        webhooks: Some(graha_worker::webhooks::Config {
            // A receiver gets the production time to answer.
            timeout: Duration::from_secs(10),
            ..fast(true)
        }),
        ..Default::default()
    })
    .await;
    let (dead, open) = dead_receiver().await;
    let stuck = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    ended_reports(&app, &stuck.key, &dead, 8).await;
    // The stuck account's deliveries are waiting on the dead receiver.
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while open.lock().unwrap().0 == 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "nothing sent to the dead receiver"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    let other = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let (url, _) = slow_receiver(Duration::ZERO, Arc::default()).await;
    let pid = other.key.clone();
    let id = ended_reports(&app, &pid, &url, 1).await.remove(0);
    let ended = std::time::Instant::now();
    let deadline = ended + Duration::from_secs(15);
    // Read from the table: the plan's rate limit is no part of this test.
    let job_id: uuid::Uuid = id.parse().unwrap();
    loop {
        let state: Option<String> =
            sqlx::query_scalar("select state from webhook_deliveries where job_id = $1")
                .bind(job_id)
                .fetch_optional(&app.db)
                .await
                .unwrap();
        if state.as_deref() == Some("delivered") {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "another account's webhook waits behind a dead receiver: {state:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // From the job's end to its delivery, as the database recorded them.
    let delay: f64 = sqlx::query_scalar(
        "select extract(epoch from (d.attempts -> -1 ->> 'at')::timestamptz - j.updated_at)::float8 \
         from webhook_deliveries d join report_jobs j on j.id = d.job_id where d.job_id = $1",
    )
    .bind(job_id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let delay = Duration::from_secs_f64(delay.max(0.0));
    println!("webhook delay behind a dead receiver: {delay:?}");
    assert!(delay < Duration::from_secs(5), "{delay:?}");
    // The dead receiver is sent at most a few at once.
    let most = open.lock().unwrap().1;
    assert!((1..=4).contains(&most), "{most} connections at once");
}

/// Each delivery's state and its attempts' statuses.
async fn deliveries(db: &sqlx::PgPool) -> Vec<(String, Value)> {
    sqlx::query_as(
        "select state, jsonb_path_query_array(attempts, '$[*].status') \
         from webhook_deliveries order by job_id",
    )
    .fetch_all(db)
    .await
    .unwrap()
}

/// Waits until there are `n` deliveries and each is as `want` says.
async fn until(db: &sqlx::PgPool, n: usize, want: fn(&(String, Value)) -> bool) {
    for _ in 0..600 {
        let rows = deliveries(db).await;
        if rows.len() == n && rows.iter().all(want) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("deliveries never got there: {:?}", deliveries(db).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_workers_never_send_one_attempt_twice() {
    let mut app = spawn_app_with(Options {
        tweak: Some(|s| s.webhook_allow_private = true),
        webhooks: Some(graha_worker::webhooks::Config {
            timeout: Duration::from_secs(1),
            // A failed first attempt is tried again only when the test says so.
            retry_unit: Duration::from_secs(60),
            ..fast(true)
        }),
        ..Default::default()
    })
    .await;
    app.start_worker().await;
    let failing = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let (url, ids) = slow_receiver(Duration::from_millis(700), failing.clone()).await;
    let mut jobs = Vec::new();
    for _ in 0..2 {
        let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
        for id in ended_reports(&app, &acc.key, &url, 8).await {
            jobs.push((acc.key.clone(), id));
        }
    }
    // Read from the table: the plan's rate limit is no part of this test.
    until(&app.db, jobs.len(), |(_, s)| {
        s.as_array().is_some_and(|a| a.len() == 1)
    })
    .await;
    // Every delivery due at once, each taking most of a receiver's time to answer.
    failing.store(false, std::sync::atomic::Ordering::SeqCst);
    sqlx::query("update webhook_deliveries set next_at = now()")
        .execute(&app.db)
        .await
        .unwrap();
    until(&app.db, jobs.len(), |(state, _)| state == "delivered").await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    let mut got = ids.lock().unwrap().clone();
    got.sort();
    let sent = got.len();
    got.dedup();
    assert_eq!((sent, got.len()), (16, 16), "each delivery sent once");
    for row in deliveries(&app.db).await {
        assert_eq!(row, ("delivered".into(), json!([500, 200])));
    }
}
