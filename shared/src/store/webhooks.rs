//! The `webhook_secrets` and `webhook_deliveries` tables. A delivery row is
//! made by the database when a report with a callback URL ends (the `report_jobs_webhook`
//! trigger); the worker claims the due ones, sends them and records each attempt here.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sqlx::PgConnection;
use uuid::Uuid;

/// The account's signing secret, made on first use (one statement: the no-op update returns the
/// row that is there).
pub async fn secret(conn: &mut PgConnection, account_id: Uuid) -> Result<String, sqlx::Error> {
    sqlx::query_scalar(
        "insert into webhook_secrets (account_id, secret) values ($1, $2) \
         on conflict (account_id) do update set account_id = excluded.account_id \
         returning secret",
    )
    .bind(account_id)
    .bind(crate::webhooks::new_secret())
    .fetch_one(conn)
    .await
}

/// A new secret for the account, replacing the old one at once.
pub async fn rotate(conn: &mut PgConnection, account_id: Uuid) -> Result<String, sqlx::Error> {
    sqlx::query_scalar(
        "insert into webhook_secrets (account_id, secret) values ($1, $2) \
         on conflict (account_id) do update set secret = excluded.secret, created_at = now() \
         returning secret",
    )
    .bind(account_id)
    .bind(crate::webhooks::new_secret())
    .fetch_one(conn)
    .await
}

/// One attempt to deliver: when, the receiver's status (none when it was not reached) and
/// why it failed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Attempt {
    pub at: DateTime<Utc>,
    pub status: Option<u16>,
    pub error: Option<String>,
}

/// A delivery as `GET /v1/jobs/{id}` shows it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Delivery {
    pub id: Uuid,
    pub job_id: Uuid,
    pub account_id: Uuid,
    pub url: String,
    pub state: String,
    pub attempts: sqlx::types::Json<Vec<Attempt>>,
    pub next_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
}

pub async fn for_job(
    conn: &mut PgConnection,
    job_id: Uuid,
) -> Result<Option<Delivery>, sqlx::Error> {
    sqlx::query_as(
        "select id, job_id, account_id, url, state, attempts, next_at, created_at \
         from webhook_deliveries where job_id = $1",
    )
    .bind(job_id)
    .fetch_optional(conn)
    .await
}

/// A delivery claimed by this worker: its token, and where it goes.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Claimed {
    #[sqlx(flatten)]
    pub delivery: Delivery,
    /// Written by the claim; the attempt is recorded only while it is still there.
    pub claim: Uuid,
    /// The URL's host and port, lowercase (the per-destination limit's key).
    pub destination: String,
}

/// Claims up to `n` due deliveries, none to a destination in `full`, each for `lease` with a
/// token of its own: their `next_at` moves past the lease, so another worker takes one only if
/// this one died, and the lease is longer than an attempt can take.
pub async fn claim_due(
    conn: &mut PgConnection,
    n: i64,
    lease: std::time::Duration,
    full: &[String],
) -> Result<Vec<Claimed>, sqlx::Error> {
    sqlx::query_as(
        "update webhook_deliveries set next_at = now() + make_interval(secs => $2), \
                claim = gen_random_uuid() \
         where id in (select id from webhook_deliveries \
                      where state = 'pending' and next_at <= now() \
                        and coalesce(destination, '') <> all($3) \
                      order by next_at limit $1 for update skip locked) \
         returning id, job_id, account_id, url, state, attempts, next_at, created_at, claim, \
                   coalesce(destination, '') as destination",
    )
    .bind(n)
    .bind(lease.as_secs_f64())
    .bind(full)
    .fetch_all(conn)
    .await
}

/// Gives a claimed delivery back unsent, due again at once.
pub async fn release(conn: &mut PgConnection, id: Uuid, claim: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query(
        "update webhook_deliveries set next_at = now(), claim = null \
         where id = $1 and claim = $2",
    )
    .bind(id)
    .bind(claim)
    .execute(conn)
    .await?;
    Ok(())
}

/// Records an attempt made under `claim`: delivered, or pending again at `next` (`None`: given
/// up, failed). `false` when the claim is no longer this one (nothing is recorded).
pub async fn record(
    conn: &mut PgConnection,
    id: Uuid,
    claim: Uuid,
    attempt: &Attempt,
    delivered: bool,
    next: Option<DateTime<Utc>>,
) -> Result<bool, sqlx::Error> {
    let state = match (delivered, next) {
        (true, _) => "delivered",
        (false, Some(_)) => "pending",
        (false, None) => "failed",
    };
    let done = sqlx::query(
        "update webhook_deliveries set attempts = attempts || $2, state = $3, \
         next_at = coalesce($4, next_at), claim = null where id = $1 and claim = $5",
    )
    .bind(id)
    .bind(sqlx::types::Json(vec![attempt]))
    .bind(state)
    .bind(next)
    .bind(claim)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
