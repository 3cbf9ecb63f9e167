//! Fair share: an account's calculations in flight are capped across the fleet, the excess waits
//! its turn or is 429, and another account's call is not queued behind the backlog.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// A heavy calculation: years of every kind of sky event.
/// Five years of sky events from `first`: each test its own years, since a worker keeps the sky
/// of the years it has found (process-wide, so across the tests of this binary) and a second
/// search of them is quick; these tests need the search itself.
fn heavy(first: i32) -> Value {
    json!({ "from": format!("{first}-01-01"), "to": format!("{}-12-31", first + 4) })
}

async fn in_flight_tokens(app: &App, account: uuid::Uuid) -> usize {
    let client = redis::Client::open(
        std::env::var("REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into()),
    )
    .unwrap();
    let mut conn = client.get_multiplexed_async_connection().await.unwrap();
    redis::cmd("ZCARD")
        .arg(format!("{}:inflight:calc:{account}", app.prefix))
        .query_async(&mut conn)
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_accounts_call_is_not_queued_behind_a_backlog() {
    let app = spawn_app_with(Options {
        calc_deadline_ms: 60_000,
        tweak: Some(|s| {
            s.calcs_in_progress_per_account = 2;
            s.calc_turn_wait = Duration::from_secs(60);
        }),
        ..Default::default()
    })
    .await;
    let heavy_user = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let other = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let profile = app.profile(&other.key).await;
    // Two running and eight waiting their turn.
    const BACKLOG: usize = 10;
    let answered = Arc::new(AtomicUsize::new(0));
    let mut calls = Vec::new();
    for _ in 0..BACKLOG {
        let (app, key, answered) = (app.caller(), heavy_user.key.clone(), answered.clone());
        calls.push(tokio::spawn(async move {
            let (s, v, _) = app.post(&key, "/v1/events", heavy(2071)).await;
            answered.fetch_add(1, Ordering::SeqCst);
            (s, v)
        }));
    }
    // The backlog is in: two running, the rest waiting their turn (never more than two held).
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(in_flight_tokens(&app, heavy_user.id).await <= 2);
    let at_send = answered.load(Ordering::SeqCst);
    assert!(at_send + 4 <= BACKLOG, "the backlog drained too soon");
    let (s, v, _) = app
        .post(
            &other.key,
            "/v1/birth-chart",
            json!({ "profileId": profile }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    // First come first served would answer it after the whole backlog ahead of it; its turn
    // came after the calculations already running: the two of them, and at most one more that
    // the other engine thread took up beside it and finished before this reply reached us.
    let meanwhile = answered.load(Ordering::SeqCst) - at_send;
    assert!(
        meanwhile <= 3,
        "{meanwhile} of the backlog answered while another account's call waited"
    );
    for c in calls {
        let (s, v) = c.await.unwrap();
        assert_eq!(s, StatusCode::OK, "{v}");
    }
    app.assert_books_balance(heavy_user.id).await;
    // Idle tokens are given back: the account's set goes.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(in_flight_tokens(&app, heavy_user.id).await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn calls_beyond_the_cap_and_the_wait_are_429_and_cost_nothing() {
    let app = spawn_app_with(Options {
        tweak: Some(|s| {
            s.calcs_in_progress_per_account = 1;
            s.calc_turn_wait = Duration::from_millis(100);
        }),
        ..Default::default()
    })
    .await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let before = app.balance(acct.id).await;
    let calls: Vec<_> = (0..6)
        .map(|_| {
            let (app, key) = (app.caller(), acct.key.clone());
            tokio::spawn(async move { app.post(&key, "/v1/events", heavy(2081)).await })
        })
        .collect();
    let (mut ok, mut refused) = (0, 0);
    for c in calls {
        let (s, v, h) = c.await.unwrap();
        match s {
            StatusCode::OK => ok += 1,
            StatusCode::TOO_MANY_REQUESTS => {
                assert_eq!(error_code(&v), "too_many_in_progress");
                assert!(
                    v["error"]["message"]
                        .as_str()
                        .unwrap()
                        .contains("1 calculations")
                );
                assert!(h.contains_key("retry-after"));
                refused += 1;
            }
            other => panic!("{other}: {v}"),
        }
    }
    assert!(ok >= 1 && refused >= 1, "{ok} answered, {refused} refused");
    // Five years of events: 25 credits each.
    assert_eq!(app.balance(acct.id).await, before - 25 * ok);
    app.assert_books_balance(acct.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cap_holds_across_two_api_replicas() {
    let a = spawn_app_with(Options {
        calc_deadline_ms: 60_000,
        tweak: Some(|s| {
            s.calcs_in_progress_per_account = 2;
            s.calc_turn_wait = Duration::from_secs(60);
        }),
        ..Default::default()
    })
    .await;
    let b = spawn_app_with(Options {
        share_with: Some((a.database_url.clone(), a.prefix.clone(), a.storage.clone())),
        calc_deadline_ms: 60_000,
        tweak: Some(|s| {
            s.calcs_in_progress_per_account = 2;
            s.calc_turn_wait = Duration::from_secs(60);
        }),
        ..Default::default()
    })
    .await;
    let acct = a.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let calls: Vec<_> = (0..8)
        .map(|i| {
            let app = if i % 2 == 0 { a.caller() } else { b.caller() };
            let key = acct.key.clone();
            tokio::spawn(async move { app.post(&key, "/v1/events", heavy(2091)).await })
        })
        .collect();
    let mut most = 0;
    while !calls.iter().all(|c| c.is_finished()) {
        most = most.max(in_flight_tokens(&a, acct.id).await);
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    for c in calls {
        let (s, v, _) = c.await.unwrap();
        assert_eq!(s, StatusCode::OK, "{v}");
    }
    assert!((1..=2).contains(&most), "{most} tokens held at once");
    a.assert_books_balance(acct.id).await;
}

#[tokio::test]
async fn sky_events_are_charged_by_the_years_they_cover() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let before = app.balance(acct.id).await;
    // A year or less: the price; ten years: the price ten times (docs/decisions.md).
    for (to, credits) in [("2026-12-31", 5), ("2027-01-01", 10), ("2035-12-31", 50)] {
        let (s, v, h) = app
            .post(
                &acct.key,
                "/v1/events",
                json!({ "from": "2026-01-01", "to": to, "kinds": ["station"] }),
            )
            .await;
        assert_eq!(s, StatusCode::OK, "{v}");
        assert_eq!(h["x-credits-charged"], credits.to_string().as_str());
    }
    assert_eq!(app.balance(acct.id).await, before - 65);
    app.assert_books_balance(acct.id).await;
}
