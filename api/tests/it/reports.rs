//! PDF reports end to end: streamed synchronously, or accepted asynchronously and downloaded;
//! stored in a local folder or an S3-compatible server on loopback; a failed upload refunds.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::storage::S3Overrides;
use reqwest::StatusCode;
use serde_json::json;
use std::time::Duration;

/// An s3s-fs server (a real S3-compatible server) on a free loopback port, stopped on drop.
struct S3Server {
    child: std::process::Child,
    port: u16,
    root: std::path::PathBuf,
}

impl Drop for S3Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

fn s3s_binary() -> std::path::PathBuf {
    if let Ok(p) = std::env::var("GRAHA_S3S_FS") {
        return p.into();
    }
    let home = std::env::var("HOME").unwrap_or_default();
    let cargo_bin = std::path::Path::new(&home).join(".cargo/bin/s3s-fs");
    if cargo_bin.exists() {
        cargo_bin
    } else {
        "s3s-fs".into()
    }
}

async fn start_s3(bucket: &str) -> S3Server {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let root = std::env::temp_dir().join(format!("graha-s3-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(root.join(bucket)).unwrap();
    let child = std::process::Command::new(s3s_binary())
        .args(["--host", "127.0.0.1", "--port", &port.to_string(), "--access-key", "graha", "--secret-key", "graha-secret"])
        .arg(&root)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("s3s-fs must be installed (scripts/test installs it: cargo install s3s-fs@0.14.1 --features binary --locked)");
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_ok()
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    S3Server { child, port, root }
}

fn overrides(port: u16) -> S3Overrides {
    S3Overrides {
        endpoint: Some(format!("http://127.0.0.1:{port}")),
        region: Some("us-east-1".into()),
        access_key: Some("graha".into()),
        secret_key: Some("graha-secret".into()),
    }
}

async fn kundli(app: &App, key: &str, pid: &str, prefer_async: bool) -> reqwest::Response {
    let mut rb = app
        .http
        .post(format!("{}/v1/report/kundli", app.base))
        .header("x-api-key", key)
        .json(&json!({ "profileId": pid }));
    if prefer_async {
        rb = rb.header("prefer", "respond-async");
    }
    rb.send().await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kundli_sync_and_async_from_the_local_store() {
    let app = spawn_app().await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Personal)
        .await;
    let pid = app.profile(&acct.key).await;
    let r = kundli(&app, &acct.key, &pid, false).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/pdf");
    assert_eq!(r.headers()["x-credits-charged"], "50");
    let report_id = r.headers()["x-report-id"].to_str().unwrap().to_owned();
    let pdf = r.bytes().await.unwrap();
    assert!(pdf.starts_with(b"%PDF-"), "a PDF");
    assert_eq!(app.balance(acct.id).await, 50_000 - 50);
    // The same report can be downloaded again, free.
    let r = app
        .http
        .get(format!("{}/v1/reports/{report_id}", app.base))
        .header("x-api-key", &acct.key)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.bytes().await.unwrap(), pdf);

    // Asynchronous: 202 with a job id, then done with a download link.
    let r = kundli(&app, &acct.key, &pid, true).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let v: serde_json::Value = r.json().await.unwrap();
    let job = v["data"]["jobId"].as_str().unwrap().to_owned();
    let mut state = String::new();
    for _ in 0..300 {
        let (s, v, _) = app.get(&acct.key, &format!("/v1/jobs/{job}")).await;
        // Polling is rate limited as any call: a slow machine waits its turn.
        if s == StatusCode::TOO_MANY_REQUESTS {
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        }
        assert_eq!(s, StatusCode::OK);
        state = v["data"]["state"].as_str().unwrap().to_owned();
        if state == "done" {
            assert_eq!(v["data"]["downloadUrl"], format!("/v1/reports/{job}"));
            break;
        }
        assert_ne!(state, "failed", "{v}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(state, "done");
    let r = app
        .http
        .get(format!("{}/v1/reports/{job}", app.base))
        .header("x-api-key", &acct.key)
        .send()
        .await
        .unwrap();
    assert!(r.bytes().await.unwrap().starts_with(b"%PDF-"));
    assert_eq!(app.balance(acct.id).await, 50_000 - 100);
    app.assert_books_balance(acct.id).await;

    // Another account cannot see the job or the report.
    let other = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Personal)
        .await;
    assert_eq!(
        app.get(&other.key, &format!("/v1/jobs/{job}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get(&other.key, &format!("/v1/reports/{job}")).await.0,
        StatusCode::NOT_FOUND
    );
    // The free plan may not ask for reports.
    let free = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;
    let fpid = app.profile(&free.key).await;
    assert_eq!(
        kundli(&app, &free.key, &fpid, false).await.status(),
        StatusCode::FORBIDDEN
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reports_go_to_an_s3_compatible_store_and_a_failed_upload_refunds() {
    let s3 = start_s3("graha-reports").await;
    let app = spawn_app_with(Options {
        storage: Some(("s3://graha-reports/reports".into(), overrides(s3.port))),
        ..Default::default()
    })
    .await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Personal)
        .await;
    let pid = app.profile(&acct.key).await;
    let r = kundli(&app, &acct.key, &pid, false).await;
    assert_eq!(r.status(), StatusCode::OK);
    let id = r.headers()["x-report-id"].to_str().unwrap().to_owned();
    assert!(r.bytes().await.unwrap().starts_with(b"%PDF-"));
    let stored = s3
        .root
        .join("graha-reports/reports/reports")
        .join(format!("{id}.pdf"));
    assert!(
        stored.exists(),
        "the PDF is in the bucket: {}",
        stored.display()
    );
    assert_eq!(app.balance(acct.id).await, 50_000 - 50);

    // The store goes away: the upload fails, the caller gets 503 and pays nothing.
    let mut gone = start_s3("graha-reports").await;
    let broken = spawn_app_with(Options {
        storage: Some(("s3://graha-reports/reports".into(), overrides(gone.port))),
        ..Default::default()
    })
    .await;
    gone.child.kill().unwrap();
    gone.child.wait().unwrap();
    let acct = broken
        .account(DeveloperPlan::Starter, ConsumerPlan::Personal)
        .await;
    let pid = broken.profile(&acct.key).await;
    let r = kundli(&broken, &acct.key, &pid, false).await;
    assert_eq!(r.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(error_code(&r.json().await.unwrap()), "unavailable");
    assert_eq!(broken.balance(acct.id).await, 50_000);
    broken.assert_books_balance(acct.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_varshaphal_report_for_a_year_costs_fifty() {
    let app = spawn_app().await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Personal)
        .await;
    let pid = app.profile(&acct.key).await;
    let r = app
        .http
        .post(format!("{}/v1/report/varshaphal", app.base))
        .header("x-api-key", &acct.key)
        .json(&json!({ "profileId": pid, "year": 2026, "locale": "hi" }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/pdf");
    assert_eq!(r.headers()["x-credits-charged"], "50");
    assert!(r.bytes().await.unwrap().starts_with(b"%PDF-"));
    assert_eq!(app.balance(acct.id).await, 50_000 - 50);
    // A year before birth: refused, naming the year, nothing charged.
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/report/varshaphal",
            json!({ "profileId": pid, "year": 1990 }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["year"], "{v}");
    app.settled().await;
    assert_eq!(app.balance(acct.id).await, 50_000 - 50);
}
