//! Review findings about money and settlement: refunded and delivered exclusive, per-account
//! report caps, a client that goes away, the plan's key limit, the last key.

use super::*;
use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::endpoints::Endpoint;
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_async_report_is_never_both_refunded_and_delivered() {
    let mut app = spawn_app_without_worker().await;
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
    let app = spawn_app_without_worker().await;
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn async_reports_are_capped_per_account_and_leave_sync_reports_their_lane() {
    let mut app = spawn_app_without_worker().await;
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
async fn the_last_key_cannot_be_revoked() {
    let app = spawn_app_without_worker().await;
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
    let mut app = spawn_app_without_worker().await;
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
