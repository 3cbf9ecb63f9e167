//! Account operations that span tables: creating an account with its first key and credits,
//! plan changes, and the monthly refill. Used by the operator CLI, the scheduler and tests.

use crate::billing::{ConsumerPlan, DeveloperPlan, period_bounds, period_start};
use crate::store::{accounts, keys, ledger};
use chrono::{DateTime, SecondsFormat, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

/// A new account and its first key (shown this once).
pub struct Created {
    pub account: accounts::Account,
    pub api_key: String,
}

/// Creates an account, grants its credits through the ledger (Trial: 500 once; Starter and
/// Growth: the first month, refilled monthly from now) and its first API key.
pub async fn create_account(
    conn: &mut PgConnection,
    name: &str,
    plan: DeveloperPlan,
    consumer: ConsumerPlan,
    rate_limit: Option<i32>,
    pepper: &[u8],
    now: DateTime<Utc>,
) -> Result<Created, sqlx::Error> {
    let account = accounts::insert(conn, name, plan, consumer, rate_limit, now).await?;
    start_plan(conn, account.id, plan, now).await?;
    let api_key = keys::generate();
    keys::insert_within_limit(
        conn,
        account.id,
        "default",
        &api_key,
        pepper,
        plan.max_keys(),
    )
    .await?;
    let account = accounts::find(conn, account.id)
        .await?
        .ok_or(sqlx::Error::RowNotFound)?;
    Ok(Created { account, api_key })
}

/// The ledger id of a refill: unique per account and billing period, so it applies once.
pub fn refill_id(account: Uuid, period: DateTime<Utc>) -> String {
    format!(
        "refill:{account}:{}",
        period.to_rfc3339_opts(SecondsFormat::Secs, true)
    )
}

/// Starts a plan's credits at `now`: Trial grants 500 once per account; a refilling plan opens
/// a billing cycle anchored at `now` with the month's credits.
pub async fn start_plan(
    conn: &mut PgConnection,
    id: Uuid,
    plan: DeveloperPlan,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    if plan.refills() {
        ledger::reset_to(conn, id, &refill_id(id, now), "refill", plan.credits()).await?;
        accounts::set_billing(conn, id, now, Some(period_start(now, 1))).await
    } else {
        ledger::adjust(conn, id, &format!("trial:{id}"), "grant", plan.credits()).await?;
        accounts::set_billing(conn, id, now, None).await
    }
}

/// Changes an account's plans. Trial → Starter/Growth starts a billing cycle now with the new
/// month's credits; Starter ↔ Growth keeps the cycle and the new amount applies from the next
/// refill; to Trial stops refills (the balance stays, Trial's one-time grant is not repeated).
pub async fn set_plan(
    conn: &mut PgConnection,
    id: Uuid,
    plan: Option<DeveloperPlan>,
    consumer: Option<ConsumerPlan>,
    rate_limit: Option<Option<i32>>,
    now: DateTime<Utc>,
) -> Result<Option<accounts::Account>, sqlx::Error> {
    let Some(before) = accounts::find(conn, id).await? else {
        return Ok(None);
    };
    accounts::set_plan(conn, id, plan, consumer, rate_limit).await?;
    if let Some(p) = plan {
        let old = before.plan();
        if p.refills() && !old.refills() {
            start_plan(conn, id, p, now).await?;
        } else if !p.refills() && old.refills() {
            accounts::set_billing(conn, id, before.billing_anchor, None).await?;
        }
    }
    accounts::find(conn, id).await
}

/// What one refill run did to one account.
#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Refilled {
    pub account_id: Uuid,
    pub period_start: DateTime<Utc>,
    pub balance: i64,
    pub next_refill_at: DateTime<Utc>,
}

/// Refills an account whose refill is due at `as_of`: the balance is reset to the plan's monthly
/// credits for the billing period containing `as_of` (periods missed while the scheduler was
/// down collapse into this one reset). Exactly once per period: the ledger row's id is unique.
pub async fn refill(
    conn: &mut PgConnection,
    id: Uuid,
    as_of: DateTime<Utc>,
) -> Result<Option<Refilled>, sqlx::Error> {
    let Some(a) = accounts::find(conn, id).await? else {
        return Ok(None);
    };
    let plan = a.plan();
    let Some(due) = a.credits_refill_at else {
        return Ok(None);
    };
    if !plan.refills() || due > as_of {
        return Ok(None);
    }
    let (start, next) = period_bounds(a.billing_anchor, as_of);
    let applied =
        ledger::reset_to(conn, id, &refill_id(id, start), "refill", plan.credits()).await?;
    // Move the calendar on whether or not this run applied it (another replica may have).
    sqlx::query(
        "update accounts set credits_refill_at = $2 where id = $1 and credits_refill_at < $2",
    )
    .bind(id)
    .bind(next)
    .execute(&mut *conn)
    .await?;
    Ok(applied.map(|balance| Refilled {
        account_id: id,
        period_start: start,
        balance,
        next_refill_at: next,
    }))
}
