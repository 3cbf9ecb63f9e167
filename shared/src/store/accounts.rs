//! The `accounts` table.

use crate::astro::Settings;
use crate::billing::{ConsumerPlan, DeveloperPlan};
use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use sqlx::types::Json;
use uuid::Uuid;

/// An account row.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Account {
    pub id: Uuid,
    pub name: String,
    pub developer_plan: String,
    pub consumer_plan: String,
    pub rate_limit_per_minute: Option<i32>,
    pub credits: i64,
    pub billing_anchor: DateTime<Utc>,
    pub credits_refill_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    /// Default calculation settings (`GET/PUT /v1/settings`).
    pub settings: Json<Settings>,
}

impl Account {
    pub fn plan(&self) -> DeveloperPlan {
        DeveloperPlan::parse(&self.developer_plan).unwrap_or(DeveloperPlan::Trial)
    }
    pub fn consumer(&self) -> ConsumerPlan {
        ConsumerPlan::parse(&self.consumer_plan).unwrap_or(ConsumerPlan::Free)
    }
    /// Requests per minute: the custom contract's if set, else the plan's.
    pub fn rate_limit(&self) -> u32 {
        self.rate_limit_per_minute
            .map(|n| n as u32)
            .unwrap_or_else(|| self.plan().rate_limit_per_minute())
    }
}

macro_rules! columns {
    () => {
        "id, name, developer_plan, consumer_plan, rate_limit_per_minute, credits, \
                       billing_anchor, credits_refill_at, created_at, settings"
    };
}

/// Inserts an account with zero credits (grants go through the ledger).
pub async fn insert(
    conn: &mut PgConnection,
    name: &str,
    plan: DeveloperPlan,
    consumer: ConsumerPlan,
    rate_limit: Option<i32>,
    now: DateTime<Utc>,
) -> Result<Account, sqlx::Error> {
    sqlx::query_as(concat!(
        "insert into accounts (id, name, developer_plan, consumer_plan, rate_limit_per_minute, \
         billing_anchor, created_at) values ($1, $2, $3, $4, $5, $6, $6) returning ",
        columns!(),
        ""
    ))
    .bind(Uuid::now_v7())
    .bind(name)
    .bind(plan.as_str())
    .bind(consumer.as_str())
    .bind(rate_limit)
    .bind(now)
    .fetch_one(conn)
    .await
}

pub async fn find(conn: &mut PgConnection, id: Uuid) -> Result<Option<Account>, sqlx::Error> {
    sqlx::query_as(concat!(
        "select ",
        columns!(),
        " from accounts where id = $1"
    ))
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// Sets the account's default calculation settings; false when there is no such account.
pub async fn set_settings(
    conn: &mut PgConnection,
    id: Uuid,
    settings: &Settings,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("update accounts set settings = $2 where id = $1")
        .bind(id)
        .bind(Json(settings))
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Locks the account row for the rest of the transaction.
pub async fn lock(conn: &mut PgConnection, id: Uuid) -> Result<Option<Account>, sqlx::Error> {
    sqlx::query_as(concat!(
        "select ",
        columns!(),
        " from accounts where id = $1 for update"
    ))
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// Changes plans and/or the custom rate limit (`Some(None)` clears it).
pub async fn set_plan(
    conn: &mut PgConnection,
    id: Uuid,
    plan: Option<DeveloperPlan>,
    consumer: Option<ConsumerPlan>,
    rate_limit: Option<Option<i32>>,
) -> Result<Option<Account>, sqlx::Error> {
    sqlx::query_as(concat!(
        "update accounts set \
           developer_plan = coalesce($2, developer_plan), \
           consumer_plan = coalesce($3, consumer_plan), \
           rate_limit_per_minute = case when $4 then $5 else rate_limit_per_minute end \
         where id = $1 returning ",
        columns!(),
        ""
    ))
    .bind(id)
    .bind(plan.map(|p| p.as_str()))
    .bind(consumer.map(|p| p.as_str()))
    .bind(rate_limit.is_some())
    .bind(rate_limit.flatten())
    .fetch_optional(conn)
    .await
}

/// Sets the billing calendar: the current period's start and the next refill (None: never).
pub async fn set_billing(
    conn: &mut PgConnection,
    id: Uuid,
    anchor: DateTime<Utc>,
    refill_at: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    sqlx::query("update accounts set billing_anchor = $2, credits_refill_at = $3 where id = $1")
        .bind(id)
        .bind(anchor)
        .bind(refill_at)
        .execute(conn)
        .await?;
    Ok(())
}

/// Accounts whose refill is due at `as_of`.
pub async fn refill_due(
    conn: &mut PgConnection,
    as_of: DateTime<Utc>,
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "select id from accounts where credits_refill_at is not null and credits_refill_at <= $1 \
         and developer_plan in ('starter', 'growth') order by credits_refill_at",
    )
    .bind(as_of)
    .fetch_all(conn)
    .await
}
