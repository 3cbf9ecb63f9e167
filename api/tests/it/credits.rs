//! Money: exact after success, unchanged after a worker failure or a missed deadline, no
//! overspend under concurrency, and the balance always equals the sum of the ledger.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn birth_chart_end_to_end_charges_exactly() {
    let app = spawn_app().await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;
    let pid = app.profile(&acct.key).await;
    let (s, v, h) = app
        .post(&acct.key, "/v1/birth-chart", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    // ref: shared/reference/births_public.json pub-08 (Kathmandu 1995-05-12 06:15).
    assert_eq!(v["data"]["ascendant"]["sign"], "Taurus");
    assert_eq!(v["data"]["planets"].as_array().unwrap().len(), 9);
    assert_eq!(v["data"]["houses"].as_array().unwrap().len(), 12);
    assert_eq!(h["x-credits-charged"], "2");
    assert_eq!(h["x-credits-remaining"], "49998");
    for hd in [
        "x-ratelimit-limit",
        "x-ratelimit-remaining",
        "x-ratelimit-reset",
        "x-request-id",
    ] {
        assert!(h.contains_key(hd), "{hd}");
    }
    let (s, v, _) = app
        .post(&acct.key, "/v1/planets", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::OK);
    assert!(v["data"].is_array());
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/ascendant",
            json!({ "profileId": pid, "locale": "ne" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v["data"]["sign"], "Taurus");
    assert_eq!(app.balance(acct.id).await, 50_000 - 6);
    app.assert_books_balance(acct.id).await;

    // Personal-tier endpoints need the personal plan: 403, nothing charged.
    let (s, v, _) = app
        .post(&acct.key, "/v1/dasha", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    assert_eq!(error_code(&v), "plan_upgrade_required");
    // Bad options are 422 before anything is charged.
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/ascendant",
            json!({ "profileId": pid, "locale": "fr" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_fields(&v), vec!["locale"]);
    let (s, v, _) = app.post(&acct.key, "/v1/ascendant", json!({})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_fields(&v), vec!["profileId"]);
    assert_eq!(app.balance(acct.id).await, 50_000 - 6);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_worker_failure_refunds() {
    let app = spawn_app().await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;
    let pid = app.profile(&acct.key).await;
    // Corrupt the stored zone behind the API's back: the worker cannot compute and says so.
    sqlx::query("update profiles set timezone = 'Nowhere/Atlantis' where id = $1::uuid")
        .bind(&pid)
        .execute(&app.db)
        .await
        .unwrap();
    let (s, v, _) = app
        .post(&acct.key, "/v1/birth-chart", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(app.balance(acct.id).await, 50_000);
    app.assert_books_balance(acct.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_deadline_is_504_and_refunds() {
    // No worker: the job is never taken.
    let app = spawn_app_with(Options {
        worker: false,
        calc_deadline_ms: 300,
        ..Default::default()
    })
    .await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;
    let pid = app.profile(&acct.key).await;
    let (s, v, _) = app
        .post(&acct.key, "/v1/birth-chart", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::GATEWAY_TIMEOUT);
    assert_eq!(error_code(&v), "timeout");
    assert_eq!(app.balance(acct.id).await, 50_000);
    app.assert_books_balance(acct.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_overspend_under_concurrency() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let pid = app.profile(&acct.key).await;
    let mut conn = app.db.acquire().await.unwrap();
    // Balance 20: ten 2-credit calls' worth.
    graha::store::ledger::adjust(
        &mut conn,
        acct.id,
        "test:down-to-20",
        "adjust",
        20 - 250_000,
    )
    .await
    .unwrap();
    drop(conn);
    assert_eq!(app.balance(acct.id).await, 20);

    let calls = (0..40).map(|_| {
        let (http, base, key, pid) = (
            app.http.clone(),
            app.base.clone(),
            acct.key.clone(),
            pid.clone(),
        );
        tokio::spawn(async move {
            http.post(format!("{base}/v1/birth-chart"))
                .header("x-api-key", key)
                .json(&json!({ "profileId": pid }))
                .send()
                .await
                .unwrap()
                .status()
        })
    });
    let statuses: Vec<StatusCode> = futures::future::join_all(calls)
        .await
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let ok = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    let short = statuses
        .iter()
        .filter(|s| **s == StatusCode::PAYMENT_REQUIRED)
        .count();
    assert_eq!((ok, short), (10, 30), "{statuses:?}");
    assert_eq!(app.balance(acct.id).await, 0);
    app.assert_books_balance(acct.id).await;

    let (s, v, _) = app
        .post(&acct.key, "/v1/birth-chart", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::PAYMENT_REQUIRED);
    assert_eq!(
        v["error"]["details"],
        json!({ "required": 2, "available": 0 })
    );
}

/// One statement reserves many calls exactly as they would be reserved one by one: in order per
/// account (a short balance refuses the later call), nothing for a call whose profile is not the
/// account's, the rows found for each; and a request id charged before fails the whole
/// statement, reserving nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_of_reservations_is_each_call_alone() {
    use graha::store::ledger::{self, Hold, Reserve};
    let app = spawn_app().await;
    let a = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let b = app.account(DeveloperPlan::Trial, ConsumerPlan::Pro).await;
    let pa: uuid::Uuid = app.profile(&a.key).await.parse().unwrap();
    let pb: uuid::Uuid = app.profile(&b.key).await.parse().unwrap();
    let hold = |account_id, request_id, amount| Hold {
        account_id,
        request_id,
        amount,
        endpoint: "birth-chart",
        seconds: 60,
    };
    let holds = [
        hold(a.id, "batch:1", 2),
        hold(b.id, "batch:2", 400),
        hold(b.id, "batch:3", 200), // 100 left after the call before
        hold(a.id, "batch:4", 2),   // b's profile: not a's
        hold(a.id, "batch:5", 3),
    ];
    let ids: [&[uuid::Uuid]; 5] = [&[pa], &[pb], &[], &[pb], &[]];
    let mut conn = app.db.acquire().await.unwrap();
    let out = ledger::reserve_many(&mut conn, &holds, &ids).await.unwrap();
    let reserves: Vec<Option<Reserve>> = out.iter().map(|(_, r)| *r).collect();
    assert_eq!(
        reserves,
        [
            Some(Reserve::Reserved { balance: 249_998 }),
            Some(Reserve::Reserved { balance: 100 }),
            Some(Reserve::Insufficient { available: 100 }),
            None,
            Some(Reserve::Reserved { balance: 249_995 }),
        ]
    );
    let found: Vec<Vec<uuid::Uuid>> = out
        .iter()
        .map(|(rows, _)| rows.iter().map(|r| r.id).collect())
        .collect();
    assert_eq!(found, [vec![pa], vec![pb], vec![], vec![], vec![]]);
    let open: i64 =
        sqlx::query_scalar("select count(*) from reservations where request_id like 'batch:%'")
            .fetch_one(&mut *conn)
            .await
            .unwrap();
    assert_eq!(open, 3);

    // batch:1 again: the statement fails and reserves nothing, batch:6 included.
    let again = [hold(a.id, "batch:6", 2), hold(a.id, "batch:1", 2)];
    assert!(
        ledger::reserve_many(&mut conn, &again, &[&[], &[]])
            .await
            .is_err()
    );
    assert_eq!(app.balance(a.id).await, 249_995);
    let captured = ledger::capture_many(&mut conn, &["batch:1", "batch:2", "batch:5"]);
    assert_eq!(captured.await.unwrap(), 3);
    drop(conn);
    app.assert_books_balance(a.id).await;
    app.assert_books_balance(b.id).await;
}

/// Synchronous calls are paid from the API process's credit lease: each answered call is settled
/// as its own `reserve` ledger row (no reservation), the reply's `X-Credits-Remaining` counts every
/// call before it, the balance check (`GET /api-keys`) is exact right after the calls, and the lease's unused
/// credits go back to the account once it is idle.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn synchronous_calls_are_paid_from_a_lease_and_settled_per_call() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let pid = app.profile(&acct.key).await;
    for i in 1..=5 {
        let (s, v, h) = app
            .post(&acct.key, "/v1/birth-chart", json!({ "profileId": pid }))
            .await;
        assert_eq!(s, StatusCode::OK, "{v}");
        assert_eq!(h["x-credits-remaining"], (250_000 - 2 * i).to_string());
    }
    let (s, v, _) = app.get(&acct.key, "/api-keys").await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v["data"]["credits"], 250_000 - 10, "{v}");
    assert_eq!(app.balance(acct.id).await, 250_000 - 10);
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "select request_id, amount from credit_ledger \
         where account_id = $1 and kind = 'reserve' order by id",
    )
    .bind(acct.id)
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert_eq!(rows.len(), 5);
    assert!(rows.iter().all(|(_, amount)| *amount == -2));
    let ids: std::collections::HashSet<_> = rows.iter().map(|(id, _)| id).collect();
    assert_eq!(ids.len(), 5, "a ledger row per call");
    app.assert_books_balance(acct.id).await;
    // Idle for a second or two: the lease's unused credits are no longer held.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let held: i64 = sqlx::query_scalar("select held from accounts where id = $1")
            .bind(acct.id)
            .fetch_one(&app.db)
            .await
            .unwrap();
        if held == 0 {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "still held: {held}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(app.balance(acct.id).await, 250_000 - 10);
}

/// A report right after calls on a short balance may take every credit the calls did not use:
/// the process gives its lease's free credits back before it reserves.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_report_after_calls_may_spend_what_the_lease_held() {
    let app = spawn_app().await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Personal)
        .await;
    let pid = app.profile(&acct.key).await;
    let mut conn = app.db.acquire().await.unwrap();
    graha::store::ledger::adjust(&mut conn, acct.id, "test:down-to-52", "adjust", 52 - 50_000)
        .await
        .unwrap();
    drop(conn);
    let (s, v, h) = app
        .post(&acct.key, "/v1/birth-chart", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(h["x-credits-remaining"], "50");
    let r = app
        .http
        .post(format!("{}/v1/report/kundli", app.base))
        .header("x-api-key", &acct.key)
        .header("prefer", "respond-async")
        .json(&json!({ "profileId": pid }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    assert_eq!(r.headers()["x-credits-remaining"], "0");
    assert_eq!(app.balance(acct.id).await, 0);
    let (s, v, _) = app
        .post(&acct.key, "/v1/birth-chart", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::PAYMENT_REQUIRED);
    assert_eq!(
        v["error"]["details"],
        json!({ "required": 2, "available": 0 })
    );
    app.assert_books_balance(acct.id).await;
}

/// A profile read for a calculation is kept for a moment, but one changed or deleted through
/// this process is never answered from what was kept: the next call sees the change.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_changed_profile_is_never_computed_from_the_kept_one() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let pid = app.profile(&acct.key).await;
    let chart = || async {
        app.post(&acct.key, "/v1/birth-chart", json!({ "profileId": pid }))
            .await
    };
    let (s, v, _) = chart().await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let before = v["data"]["ascendant"]["sign"].clone();
    assert_eq!(before, "Taurus");
    let (s, v) = app
        .send(
            reqwest::Method::PATCH,
            &acct.key,
            &format!("/v1/profiles/{pid}"),
            Some(json!({ "time": "18:15" })),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let (s, v, _) = chart().await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_ne!(
        v["data"]["ascendant"]["sign"], before,
        "the evening's ascendant"
    );
    let (s, _) = app
        .send(
            reqwest::Method::DELETE,
            &acct.key,
            &format!("/v1/profiles/{pid}"),
            None,
        )
        .await;
    assert!(s.is_success(), "{s}");
    let (s, v, _) = chart().await;
    assert_eq!(s, StatusCode::NOT_FOUND, "{v}");
    assert_eq!(app.balance(acct.id).await, 250_000 - 4);
}
