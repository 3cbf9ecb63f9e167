//! The `report_jobs` table: state of report generation and where each PDF is stored.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ReportJob {
    pub id: Uuid,
    pub account_id: Uuid,
    pub request_id: String,
    pub kind: String,
    pub state: String,
    pub progress: i32,
    pub storage_key: Option<String>,
    pub size_bytes: Option<i64>,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub expired_at: Option<DateTime<Utc>>,
}

macro_rules! columns {
    () => {
        "id, account_id, request_id, kind, state, progress, storage_key, size_bytes, \
                       error, created_at, updated_at, expired_at"
    };
}

pub async fn insert(
    conn: &mut PgConnection,
    id: Uuid,
    account_id: Uuid,
    request_id: &str,
    kind: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "insert into report_jobs (id, account_id, request_id, kind) values ($1, $2, $3, $4)",
    )
    .bind(id)
    .bind(account_id)
    .bind(request_id)
    .bind(kind)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn find(
    conn: &mut PgConnection,
    account_id: Uuid,
    id: Uuid,
) -> Result<Option<ReportJob>, sqlx::Error> {
    sqlx::query_as(concat!(
        "select ",
        columns!(),
        " from report_jobs where id = $1 and account_id = $2"
    ))
    .bind(id)
    .bind(account_id)
    .fetch_optional(conn)
    .await
}

pub async fn find_by_id(
    conn: &mut PgConnection,
    id: Uuid,
) -> Result<Option<ReportJob>, sqlx::Error> {
    sqlx::query_as(concat!(
        "select ",
        columns!(),
        " from report_jobs where id = $1"
    ))
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// Moves a job on; `done` with its storage key, `failed` with an error.
pub async fn set_state(
    conn: &mut PgConnection,
    id: Uuid,
    state: &str,
    progress: i32,
    storage_key: Option<&str>,
    size: Option<i64>,
    error: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "update report_jobs set state = $2, progress = $3, storage_key = coalesce($4, storage_key), \
         size_bytes = coalesce($5, size_bytes), error = $6, updated_at = now() where id = $1",
    )
    .bind(id)
    .bind(state)
    .bind(progress)
    .bind(storage_key)
    .bind(size)
    .bind(error)
    .execute(conn)
    .await?;
    Ok(())
}

/// Why a report paid by a reservation that was refunded before it was done was not delivered.
pub const EXPIRED: &str =
    "No worker took the report before its deadline; it was cancelled and nothing was charged.";
/// … and when its client went away or gave up first.
pub const CANCELLED: &str =
    "The request was cancelled before the report was done; nothing was charged.";

/// Records a new report job, unless the account already has `cap` reports queued or running
/// (false then). The count and the insert hold the account row's lock, so parallel requests
/// cannot pass the cap together.
pub async fn insert_within_cap(
    conn: &mut PgConnection,
    id: Uuid,
    account_id: Uuid,
    request_id: &str,
    kind: &str,
    cap: i64,
) -> Result<bool, sqlx::Error> {
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    sqlx::query("select 1 from accounts where id = $1 for update")
        .bind(account_id)
        .execute(&mut *tx)
        .await?;
    let busy: i64 = sqlx::query_scalar(
        "select count(*) from report_jobs where account_id = $1 and state in ('queued', 'running')",
    )
    .bind(account_id)
    .fetch_one(&mut *tx)
    .await?;
    if busy >= cap {
        tx.rollback().await?; // at once: the caller goes on to refund, which needs the lock
        return Ok(false);
    }
    insert(&mut tx, id, account_id, request_id, kind).await?;
    tx.commit().await?;
    Ok(true)
}

/// Fails the unfinished report paid by `request_id` (its reservation was refunded).
pub async fn fail_unfinished(
    conn: &mut PgConnection,
    request_id: &str,
    error: &str,
) -> Result<bool, sqlx::Error> {
    let r = sqlx::query(
        "update report_jobs set state = 'failed', error = $2, updated_at = now() \
         where request_id = $1 and state in ('queued', 'running')",
    )
    .bind(request_id)
    .bind(error)
    .execute(conn)
    .await?;
    Ok(r.rows_affected() > 0)
}

/// The charge of a finished report and its `done` state, together: the reservation is
/// captured and the report recorded as done in one transaction, or — when the reservation is
/// no longer open (refunded: the deadline passed or the client went away) — nothing changes and
/// false is returned. So a report is never both refunded and delivered.
pub async fn capture_done(
    conn: &mut PgConnection,
    id: Uuid,
    request_id: &str,
    storage_key: &str,
    size: i64,
) -> Result<bool, sqlx::Error> {
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    let captured: i64 = sqlx::query_scalar("select capture_reservations($1)")
        .bind([request_id])
        .fetch_one(&mut *tx)
        .await?;
    if captured != 1 {
        tx.rollback().await?;
        return Ok(false);
    }
    set_state(
        &mut tx,
        id,
        "done",
        100,
        Some(storage_key),
        Some(size),
        None,
    )
    .await?;
    tx.commit().await?;
    Ok(true)
}

/// Stored reports created before `before` that have not been expired yet.
pub async fn expirable(
    conn: &mut PgConnection,
    before: DateTime<Utc>,
) -> Result<Vec<ReportJob>, sqlx::Error> {
    sqlx::query_as(concat!(
        "select ",
        columns!(),
        " from report_jobs where storage_key is not null and expired_at is null \
         and created_at < $1 order by created_at limit 10000"
    ))
    .bind(before)
    .fetch_all(conn)
    .await
}

pub async fn mark_expired(conn: &mut PgConnection, id: Uuid) -> Result<bool, sqlx::Error> {
    let r = sqlx::query(
        "update report_jobs set expired_at = now() where id = $1 and expired_at is null",
    )
    .bind(id)
    .execute(conn)
    .await?;
    Ok(r.rows_affected() == 1)
}
