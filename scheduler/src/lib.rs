//! graha-scheduler's jobs: monthly credit refills, the stale-reservation sweeper and report
//! expiry. Each is idempotent and safe to run from two replicas at once; each returns what it
//! did, which `run-once` prints as JSON.

use chrono::{DateTime, Utc};
use graha::store::{accounts, ledger, reports};
use serde::Serialize;
use sqlx::PgPool;

/// What a refill run did.
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RefillReport {
    pub job: &'static str,
    pub as_of: DateTime<Utc>,
    pub due: usize,
    pub refilled: Vec<graha::ops::Refilled>,
}

/// Refills every Starter and Growth account whose billing month has begun by `as_of`.
pub async fn refill(db: &PgPool, as_of: DateTime<Utc>) -> anyhow::Result<RefillReport> {
    let mut conn = db.acquire().await?;
    let due = accounts::refill_due(&mut conn, as_of).await?;
    let mut report = RefillReport {
        job: "refill",
        as_of,
        due: due.len(),
        refilled: Vec::new(),
    };
    for id in due {
        match graha::ops::refill(&mut conn, id, as_of).await {
            Ok(Some(r)) => {
                tracing::info!(account = %id, balance = r.balance, period = %r.period_start, "refilled");
                metrics::counter!("graha_scheduler_refills_total").increment(1);
                report.refilled.push(r);
            }
            Ok(None) => {}
            Err(e) => {
                tracing::error!(account = %id, error = %e, "refill failed; will retry next run")
            }
        }
    }
    Ok(report)
}

#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SweepReport {
    pub job: &'static str,
    pub as_of: DateTime<Utc>,
    pub stale: usize,
    pub refunded: Vec<String>,
    /// Credit leases past their deadline given back (their API process died).
    pub leases_released: usize,
}

/// Refunds reservations left open past their deadline (a crashed API, or an async report no
/// worker took in time), once each; a report paid by such a reservation is failed, so it is
/// never rendered or delivered unpaid. Gives back the credits of leases past their deadline (their
/// API process died): the calls it answered and had not settled go free.
pub async fn sweep(db: &PgPool, as_of: DateTime<Utc>) -> anyhow::Result<SweepReport> {
    let mut conn = db.acquire().await?;
    let stale = ledger::stale_reservations(&mut conn, as_of).await?;
    let mut report = SweepReport {
        job: "sweep",
        as_of,
        stale: stale.len(),
        refunded: Vec::new(),
        leases_released: 0,
    };
    for id in stale {
        if ledger::refund(&mut conn, &id).await?.is_some() {
            reports::fail_unfinished(&mut conn, &id, reports::EXPIRED).await?;
            tracing::info!(request_id = %id, "refunded a stale reservation");
            metrics::counter!("graha_scheduler_sweeper_refunds_total").increment(1);
            report.refunded.push(id);
        }
    }
    for lease in ledger::stale_leases(&mut conn, as_of).await? {
        let given = ledger::release_lease(&mut conn, lease, None).await?;
        tracing::info!(%lease, credits = given, "released a stale credit lease");
        metrics::counter!("graha_scheduler_leases_released_total").increment(1);
        report.leases_released += 1;
    }
    Ok(report)
}

#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExpireReport {
    pub job: &'static str,
    pub as_of: DateTime<Utc>,
    pub retention_days: i64,
    pub expired: Vec<uuid::Uuid>,
    pub failed: usize,
}

/// Deletes stored reports older than `retention_days` from the store and marks them expired.
pub async fn expire(
    db: &PgPool,
    store: &graha::storage::Store,
    as_of: DateTime<Utc>,
    retention_days: i64,
) -> anyhow::Result<ExpireReport> {
    let mut conn = db.acquire().await?;
    let before = as_of - chrono::Duration::days(retention_days);
    let old = reports::expirable(&mut conn, before).await?;
    let mut report = ExpireReport {
        job: "expire",
        as_of,
        retention_days,
        ..Default::default()
    };
    for job in old {
        let Some(key) = &job.storage_key else {
            continue;
        };
        match store.delete(key).await {
            Ok(()) => {
                if reports::mark_expired(&mut conn, job.id).await? {
                    metrics::counter!("graha_scheduler_reports_expired_total").increment(1);
                    report.expired.push(job.id);
                }
            }
            Err(e) => {
                tracing::warn!(report = %job.id, error = %e, "deleting an expired report failed");
                report.failed += 1;
            }
        }
    }
    Ok(report)
}
