//! Hostile and racing clients: parallel requests at the exact balance, replays, slow and
//! vanishing clients, guessing, memory under load, one account crowding out the others
//! (docs/reliability.md, "Adversarial review"). The ones about memory and slow bodies run the
//! real `graha-api` binary in a process of its own.

mod cleanup_and_escaping;
mod dashboard_limits;
mod fair_share;
mod limits;
mod money;
mod replays;

use crate::helpers::*;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;

pub(super) fn addr(app: &App) -> std::net::SocketAddr {
    app.base.trim_start_matches("http://").parse().unwrap()
}

/// Sends a whole POST with a JSON body on a raw connection, waits `hold`, then hangs up without
/// reading the reply (a client that goes away).
pub(super) async fn post_and_hang_up(
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

pub(super) async fn async_kundli(app: &App, key: &str, profile: &str) -> (StatusCode, Value) {
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

pub(super) async fn job_state(app: &App, key: &str, job: &str) -> String {
    let (_, v, _) = app.get(key, &format!("/v1/jobs/{job}")).await;
    v["data"]["state"].as_str().unwrap_or("").to_owned()
}

pub(super) async fn wait_for_state(app: &App, key: &str, job: &str, want: &str) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while job_state(app, key, job).await != want {
        assert!(Instant::now() < deadline, "job {job} never {want}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

pub(super) async fn open_reservations(app: &App, account: uuid::Uuid) -> i64 {
    sqlx::query_scalar("select count(*) from reservations where account_id = $1")
        .bind(account)
        .fetch_one(&app.db)
        .await
        .unwrap()
}

// 1 ------------------------------------------------------------------------------------------
