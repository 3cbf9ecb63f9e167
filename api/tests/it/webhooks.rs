//! Webhooks of asynchronous reports (DESIGN §10.5): signed with the account's secret, retried
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
