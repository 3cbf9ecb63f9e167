//! Scheduler jobs against a real Postgres: refills exactly once per period (twice, concurrently,
//! after downtime), Trial never refills, the sweeper refunds stale reservations once, and every
//! account's balance equals the sum of its ledger after each test.

use chrono::{DateTime, Duration, Utc};
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::store::ledger;
use sqlx::PgPool;
use uuid::Uuid;

fn t(s: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(s).unwrap().to_utc()
}

async fn fresh_db() -> PgPool {
    let admin_url = std::env::var("GRAHA_TEST_ADMIN_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    let name = format!("graha_t_{}", Uuid::new_v4().simple());
    let admin = PgPool::connect(&admin_url).await.unwrap();
    sqlx::query(sqlx::AssertSqlSafe(format!("create database {name}")))
        .execute(&admin)
        .await
        .unwrap();
    let url = format!("{}/{name}", &admin_url[..admin_url.rfind('/').unwrap()]);
    let db = PgPool::connect(&url).await.unwrap();
    graha::store::migrate(&db).await.unwrap();
    db
}

async fn account(db: &PgPool, plan: DeveloperPlan, at: DateTime<Utc>) -> Uuid {
    let mut conn = db.acquire().await.unwrap();
    graha::ops::create_account(&mut conn, "t", plan, ConsumerPlan::Free, None, b"", at)
        .await
        .unwrap()
        .account
        .id
}

async fn balance(db: &PgPool, id: Uuid) -> i64 {
    sqlx::query_scalar("select credits from accounts where id = $1")
        .bind(id)
        .fetch_one(db)
        .await
        .unwrap()
}

async fn spend(db: &PgPool, id: Uuid, n: i64) {
    let mut conn = db.acquire().await.unwrap();
    let rid = format!("spend:{}", Uuid::new_v4());
    ledger::reserve(&mut conn, hold(id, &rid, n, "test", 180))
        .await
        .unwrap();
    ledger::capture(&mut conn, &rid).await.unwrap();
}

async fn refills(db: &PgPool, id: Uuid) -> i64 {
    sqlx::query_scalar(
        "select count(*) from credit_ledger where account_id = $1 and kind = 'refill'",
    )
    .bind(id)
    .fetch_one(db)
    .await
    .unwrap()
}

async fn assert_books(db: &PgPool) {
    let bad: i64 = sqlx::query_scalar(
        "select count(*) from accounts a where a.credits <> (select coalesce(sum(amount),0) from credit_ledger l where l.account_id = a.id)",
    )
    .fetch_one(db)
    .await
    .unwrap();
    assert_eq!(bad, 0, "every balance equals the sum of its ledger");
}

#[tokio::test]
async fn refill_twice_in_a_period_credits_once_and_resets_to_the_plan() {
    let db = fresh_db().await;
    let created = t("2026-01-15T09:30:00Z");
    let id = account(&db, DeveloperPlan::Starter, created).await;
    spend(&db, id, 1_234).await;
    assert_eq!(balance(&db, id).await, 50_000 - 1_234);

    // Not due before the billing date.
    let r = graha_scheduler::refill(&db, t("2026-02-15T09:29:59Z"))
        .await
        .unwrap();
    assert!(r.refilled.is_empty());
    // Due on the anchor day of the next month; a second run in the period does nothing.
    let r = graha_scheduler::refill(&db, t("2026-02-15T09:30:00Z"))
        .await
        .unwrap();
    assert_eq!(r.refilled.len(), 1);
    assert_eq!(
        balance(&db, id).await,
        50_000,
        "reset to the plan's monthly credits"
    );
    let r = graha_scheduler::refill(&db, t("2026-02-20T00:00:00Z"))
        .await
        .unwrap();
    assert!(r.refilled.is_empty());
    assert_eq!(refills(&db, id).await, 2, "creation month + February");
    let next: DateTime<Utc> =
        sqlx::query_scalar("select credits_refill_at from accounts where id = $1")
            .bind(id)
            .fetch_one(&db)
            .await
            .unwrap();
    assert_eq!(next, t("2026-03-15T09:30:00Z"));
    assert_books(&db).await;
}

#[tokio::test]
async fn concurrent_runs_credit_once() {
    let db = fresh_db().await;
    let id = account(&db, DeveloperPlan::Growth, t("2026-03-31T12:00:00Z")).await;
    spend(&db, id, 10).await;
    let as_of = t("2026-04-30T12:00:00Z"); // April has no 31st: the last day
    let runs = (0..4).map(|_| {
        let db = db.clone();
        tokio::spawn(async move {
            graha_scheduler::refill(&db, as_of)
                .await
                .unwrap()
                .refilled
                .len()
        })
    });
    let applied: usize = futures::future::join_all(runs)
        .await
        .into_iter()
        .map(Result::unwrap)
        .sum();
    assert_eq!(applied, 1);
    assert_eq!(balance(&db, id).await, 250_000);
    assert_eq!(refills(&db, id).await, 2);
    assert_books(&db).await;
}

#[tokio::test]
async fn a_period_missed_while_down_is_caught_up_once() {
    let db = fresh_db().await;
    let id = account(&db, DeveloperPlan::Starter, t("2026-01-10T00:00:00Z")).await;
    spend(&db, id, 500).await;
    // Down from February to mid-April: one catch-up run resets once, for April's period.
    let r = graha_scheduler::refill(&db, t("2026-04-12T08:00:00Z"))
        .await
        .unwrap();
    assert_eq!(r.refilled.len(), 1);
    assert_eq!(r.refilled[0].period_start, t("2026-04-10T00:00:00Z"));
    assert_eq!(r.refilled[0].next_refill_at, t("2026-05-10T00:00:00Z"));
    let r = graha_scheduler::refill(&db, t("2026-04-12T08:01:00Z"))
        .await
        .unwrap();
    assert!(r.refilled.is_empty());
    assert_eq!(balance(&db, id).await, 50_000);
    assert_eq!(refills(&db, id).await, 2);
    assert_books(&db).await;
}

#[tokio::test]
async fn trial_never_refills_and_mid_month_starter_waits_for_its_date() {
    let db = fresh_db().await;
    let trial = account(&db, DeveloperPlan::Trial, t("2026-01-01T00:00:00Z")).await;
    spend(&db, trial, 100).await;
    let starter = account(&db, DeveloperPlan::Starter, t("2026-01-17T15:00:00Z")).await;
    spend(&db, starter, 7).await;
    let r = graha_scheduler::refill(&db, t("2026-02-01T00:00:00Z"))
        .await
        .unwrap();
    assert!(
        r.refilled.is_empty(),
        "the calendar month's start is not the billing date"
    );
    let r = graha_scheduler::refill(&db, t("2027-01-01T00:00:00Z"))
        .await
        .unwrap();
    assert_eq!(
        r.refilled.iter().filter(|x| x.account_id == trial).count(),
        0
    );
    assert_eq!(balance(&db, trial).await, 400);
    assert_eq!(refills(&db, trial).await, 0);
    let r = graha_scheduler::refill(&db, t("2026-02-17T15:00:00Z"))
        .await
        .unwrap();
    assert!(
        r.refilled.is_empty(),
        "already refilled by the catch-up run above"
    );
    assert_eq!(balance(&db, starter).await, 50_000);
    let next: Option<DateTime<Utc>> =
        sqlx::query_scalar("select credits_refill_at from accounts where id = $1")
            .bind(trial)
            .fetch_one(&db)
            .await
            .unwrap();
    assert!(next.is_none(), "trial has no refill date");
    assert_books(&db).await;
}

#[tokio::test]
async fn sweeper_refunds_a_stale_reservation_once_and_leaves_a_fresh_one() {
    let db = fresh_db().await;
    let id = account(&db, DeveloperPlan::Starter, Utc::now()).await;
    let mut conn = db.acquire().await.unwrap();
    ledger::reserve(&mut conn, hold(id, "stale-1", 50, "report/kundli", 180))
        .await
        .unwrap();
    sqlx::query("update reservations set expires_at = now() - interval '1 second' where request_id = 'stale-1'")
        .execute(&db).await.unwrap();
    ledger::reserve(&mut conn, hold(id, "fresh-1", 2, "birth-chart", 180))
        .await
        .unwrap();
    assert_eq!(balance(&db, id).await, 50_000 - 52);

    let r = graha_scheduler::sweep(&db, Utc::now()).await.unwrap();
    assert_eq!(r.refunded, vec!["stale-1".to_owned()]);
    assert_eq!(balance(&db, id).await, 50_000 - 2);
    let r = graha_scheduler::sweep(&db, Utc::now()).await.unwrap();
    assert!(r.refunded.is_empty(), "refunded once");
    // The fresh one is refunded only once it is stale too (an hour later).
    let r = graha_scheduler::sweep(&db, Utc::now() + Duration::hours(1))
        .await
        .unwrap();
    assert_eq!(r.refunded, vec!["fresh-1".to_owned()]);
    assert_eq!(balance(&db, id).await, 50_000);
    assert_books(&db).await;
}

/// A reservation for `amount` credits, open for `seconds`.
fn hold<'a>(
    account_id: Uuid,
    request_id: &'a str,
    amount: i64,
    endpoint: &'a str,
    seconds: i32,
) -> ledger::Hold<'a> {
    ledger::Hold {
        account_id,
        request_id,
        amount,
        endpoint,
        seconds,
    }
}

/// An async report waits in the queue for up to its own deadline: the sweeper leaves its
/// reservation alone until then (before, it refunded anything older than 3 minutes, and the
/// worker then rendered the report free), and once it refunds it, fails the report, so a worker
/// that takes the job later does not render it.
#[tokio::test]
async fn an_async_report_is_refunded_only_after_its_own_deadline_and_then_failed() {
    let db = fresh_db().await;
    let id = account(&db, DeveloperPlan::Starter, Utc::now()).await;
    let mut conn = db.acquire().await.unwrap();
    ledger::reserve(&mut conn, hold(id, "async-1", 50, "report/kundli", 1800))
        .await
        .unwrap();
    let report = Uuid::new_v4();
    graha::store::reports::insert(
        &mut conn,
        &graha::store::reports::NewReport {
            id: report,
            account_id: id,
            request_id: "async-1",
            kind: graha::jobs::ReportKind::Kundli,
            callback_url: None,
            profile_ids: &[],
        },
    )
    .await
    .unwrap();
    let r = graha_scheduler::sweep(&db, Utc::now() + Duration::minutes(10))
        .await
        .unwrap();
    assert!(r.refunded.is_empty(), "still within its 30 minutes");
    assert!(ledger::is_open(&mut conn, "async-1").await.unwrap());
    let r = graha_scheduler::sweep(&db, Utc::now() + Duration::minutes(31))
        .await
        .unwrap();
    assert_eq!(r.refunded, vec!["async-1".to_owned()]);
    let job = graha::store::reports::find(&mut conn, id, report)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(job.state, graha::store::reports::JobState::Failed);
    // The worker's settlement can no longer deliver it.
    assert!(
        !graha::store::reports::capture_done(&mut conn, report, "async-1", "k", 1)
            .await
            .unwrap()
    );
    assert_eq!(balance(&db, id).await, 50_000);
    assert_books(&db).await;
}

#[tokio::test]
async fn expired_reports_are_deleted_from_the_store() {
    let db = fresh_db().await;
    let id = account(&db, DeveloperPlan::Starter, Utc::now()).await;
    let dir = std::env::temp_dir().join(format!("graha-expire-{}", Uuid::new_v4().simple()));
    let store = graha::storage::Store::open(&format!("file://{}", dir.display()))
        .await
        .unwrap();
    let mut conn = db.acquire().await.unwrap();
    for (age_days, name) in [(40, "old"), (1, "new")] {
        let rid = Uuid::new_v4();
        graha::store::reports::insert(
            &mut conn,
            &graha::store::reports::NewReport {
                id: rid,
                account_id: id,
                request_id: name,
                kind: graha::jobs::ReportKind::Kundli,
                callback_url: None,
                profile_ids: &[],
            },
        )
        .await
        .unwrap();
        let key = format!("reports/{rid}.pdf");
        store
            .put(&key, b"%PDF-1.7".to_vec(), "application/pdf")
            .await
            .unwrap();
        graha::store::reports::set_state(
            &mut conn,
            rid,
            graha::store::reports::JobState::Done,
            100,
            Some(&key),
            Some(8),
            None,
        )
        .await
        .unwrap();
        sqlx::query(
            "update report_jobs set created_at = now() - make_interval(days => $2) where id = $1",
        )
        .bind(rid)
        .bind(age_days)
        .execute(&db)
        .await
        .unwrap();
    }
    let r = graha_scheduler::expire(&db, &store, Utc::now(), 30)
        .await
        .unwrap();
    assert_eq!(r.expired.len(), 1);
    let left = std::fs::read_dir(dir.join("reports")).unwrap().count();
    assert_eq!(left, 1, "the new report stays");
    let r = graha_scheduler::expire(&db, &store, Utc::now(), 30)
        .await
        .unwrap();
    assert!(r.expired.is_empty());
}

#[tokio::test]
async fn each_reservation_is_settled_once_and_a_request_id_is_charged_once() {
    let db = fresh_db().await;
    let id = account(&db, DeveloperPlan::Starter, Utc::now()).await;
    let mut conn = db.acquire().await.unwrap();
    for rid in ["a", "b", "c"] {
        ledger::reserve(&mut conn, hold(id, rid, 5, "birth-chart", 180))
            .await
            .unwrap();
    }
    assert_eq!(
        ledger::refund(&mut conn, "b").await.unwrap(),
        Some(50_000 - 10)
    );
    // A batch captures only what is still open.
    assert_eq!(
        ledger::capture_many(&mut conn, &["a", "b", "unknown"])
            .await
            .unwrap(),
        1
    );
    assert!(
        !ledger::capture(&mut conn, "a").await.unwrap(),
        "captured once"
    );
    assert_eq!(
        ledger::refund(&mut conn, "a").await.unwrap(),
        None,
        "a capture stands"
    );
    assert_eq!(
        ledger::refund(&mut conn, "c").await.unwrap(),
        Some(50_000 - 5)
    );
    assert!(
        !ledger::capture(&mut conn, "c").await.unwrap(),
        "a refund stands"
    );
    // A request id already charged cannot be reserved again, captured or not.
    let again = ledger::reserve(&mut conn, hold(id, "a", 5, "birth-chart", 180)).await;
    assert!(
        matches!(&again, Err(sqlx::Error::Database(d)) if d.constraint() == Some("credit_ledger_request_kind_unique")),
        "{again:?}"
    );
    assert_eq!(balance(&db, id).await, 50_000 - 5);
    let open: i64 = sqlx::query_scalar("select count(*) from reservations")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(open, 0, "nothing left open");
    assert_books(&db).await;
}

/// A credit lease holds credits without spending them; its settlement spends them call by call,
/// each with its own ledger row; a lease past its deadline (its API process died) is released by
/// the sweeper once, and a settlement after that writes nothing: the calls go free.
#[tokio::test]
async fn a_lease_holds_settles_per_call_and_the_sweeper_releases_a_dead_ones() {
    let db = fresh_db().await;
    let id = account(&db, DeveloperPlan::Trial, Utc::now()).await;
    let mut conn = db.acquire().await.unwrap();
    let lease = Uuid::new_v4();
    let held = |db: PgPool| async move {
        sqlx::query_scalar::<_, i64>("select held from accounts where id = $1")
            .bind(id)
            .fetch_one(&db)
            .await
            .unwrap()
    };
    // At most half the free credits, unless one call needs more.
    let taken = ledger::take_lease(&mut conn, lease, id, "api-t", 2, 1_000, 60)
        .await
        .unwrap();
    assert_eq!(
        taken,
        ledger::Taken::Granted {
            granted: 250,
            balance: 500
        }
    );
    assert_eq!((balance(&db, id).await, held(db.clone()).await), (500, 250));
    // A reservation may take only what no lease holds.
    let short = ledger::reserve(&mut conn, hold(id, "report-1", 251, "report/kundli", 180))
        .await
        .unwrap();
    assert_eq!(short, ledger::Reserve::Insufficient { available: 250 });

    let call = |rid: &'static str| ledger::LeaseCall {
        lease,
        account_id: id,
        request_id: rid,
        amount: 2,
        endpoint: "birth-chart",
    };
    let settled = ledger::settle_leases(&mut conn, &[call("c-1"), call("c-2")])
        .await
        .unwrap();
    assert_eq!(
        settled,
        vec![ledger::Settled {
            lease,
            balance: Some(496)
        }]
    );
    assert_eq!((balance(&db, id).await, held(db.clone()).await), (496, 246));
    let rows: Vec<(String, i64, i64)> = sqlx::query_as(
        "select request_id, amount, balance_after from credit_ledger \
         where account_id = $1 and kind = 'reserve' order by id",
    )
    .bind(id)
    .fetch_all(&db)
    .await
    .unwrap();
    assert_eq!(rows, vec![("c-1".into(), -2, 498), ("c-2".into(), -2, 496)]);
    // A negative grant stops at what the lease holds.
    ledger::adjust(&mut conn, id, "take-all", "adjust", -10_000)
        .await
        .unwrap();
    assert_eq!(balance(&db, id).await, 246);
    ledger::adjust(&mut conn, id, "give-back", "adjust", 250)
        .await
        .unwrap();

    // Renewed for 60 s: the sweeper leaves it now, and releases it once past its deadline.
    let r = graha_scheduler::sweep(&db, Utc::now()).await.unwrap();
    assert_eq!(r.leases_released, 0);
    let r = graha_scheduler::sweep(&db, Utc::now() + Duration::minutes(2))
        .await
        .unwrap();
    assert_eq!(r.leases_released, 1);
    assert_eq!((balance(&db, id).await, held(db.clone()).await), (496, 0));
    let r = graha_scheduler::sweep(&db, Utc::now() + Duration::minutes(2))
        .await
        .unwrap();
    assert_eq!(r.leases_released, 0, "released once");
    // Its process, back, settles a call it answered before: nothing is written.
    let late = ledger::settle_leases(&mut conn, &[call("c-3")])
        .await
        .unwrap();
    assert_eq!(
        late,
        vec![ledger::Settled {
            lease,
            balance: None
        }]
    );
    assert_eq!((balance(&db, id).await, held(db.clone()).await), (496, 0));
    // A live holder gives back what it no longer needs.
    let again = Uuid::new_v4();
    ledger::take_lease(&mut conn, again, id, "api-t", 2, 8, 60)
        .await
        .unwrap();
    assert_eq!(held(db.clone()).await, 8);
    assert_eq!(
        ledger::release_lease(&mut conn, again, Some(8))
            .await
            .unwrap(),
        8
    );
    assert_eq!(held(db.clone()).await, 0);
    let left: i64 = sqlx::query_scalar("select count(*) from credit_leases")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(left, 0);
    assert_books(&db).await;
}
