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
