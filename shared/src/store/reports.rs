//! The `report_jobs` table: state of report generation and where each PDF is stored.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::PgConnection;
use uuid::Uuid;

use crate::jobs::ReportKind;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ReportJob {
    pub id: Uuid,
    pub account_id: Uuid,
    pub request_id: String,
    pub kind: ReportKind,
    pub state: JobState,
    pub progress: i32,
    pub storage_key: Option<String>,
    pub size_bytes: Option<i64>,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub expired_at: Option<DateTime<Utc>>,
    /// Where to POST the job's state when it ends (an async report's `callbackUrl`).
    pub callback_url: Option<String>,
}

macro_rules! columns {
    () => {
        "id, account_id, request_id, kind, state, progress, storage_key, size_bytes, \
                       error, created_at, updated_at, expired_at, callback_url"
    };
}

/// A moment as replies write it: RFC 3339, UTC, whole seconds.
fn seconds<S: serde::Serializer>(t: &DateTime<Utc>, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
}

/// Where a report job is.
// Stored as `text` under a CHECK of these names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, sqlx::Type, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
#[sqlx(type_name = "text", rename_all = "lowercase")]
#[schema(as = JobStateName)]
pub enum JobState {
    Queued,
    Running,
    Done,
    Failed,
}

impl JobState {
    /// The wire and database name.
    pub fn as_str(self) -> &'static str {
        match self {
            JobState::Queued => "queued",
            JobState::Running => "running",
            JobState::Done => "done",
            JobState::Failed => "failed",
        }
    }
}

/// The webhook of a job: where it goes, where its delivery is, every attempt.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookStatus {
    pub url: String,
    /// `waiting` until the job ends, then `pending` while tried, `delivered` or `failed`.
    pub state: String,
    pub attempts: Vec<super::webhooks::Attempt>,
}

/// A report job (`GET /v1/jobs/{id}`, and the `data` of its webhook).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobStatus {
    pub job_id: Uuid,
    pub kind: ReportKind,
    pub state: JobState,
    /// Percent done, 0–100.
    #[schema(minimum = 0, maximum = 100)]
    pub progress: i32,
    /// Where to download the PDF (`/v1/reports/{id}`), or for `data` the JSON reply
    /// (`/v1/jobs/{id}/result`), once done (null before, after a failure, or once expired).
    #[schema(required = true)]
    pub download_url: Option<String>,
    #[schema(required = true)]
    pub size_bytes: Option<i64>,
    /// Why it failed (null unless failed).
    #[schema(required = true)]
    pub error: Option<String>,
    #[serde(serialize_with = "seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "seconds")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: DateTime<Utc>,
    /// The stored PDF was deleted after its retention time.
    pub expired: bool,
    /// With a `callbackUrl`: its delivery (not in the webhook's own body).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub webhook: Option<WebhookStatus>,
}

impl ReportJob {
    /// The job as its clients see it (without its webhook).
    pub fn status(&self) -> JobStatus {
        JobStatus {
            job_id: self.id,
            kind: self.kind,
            state: self.state,
            progress: self.progress,
            // A kundli made later is read as JSON from the job; a report is its PDF.
            download_url: (self.state == JobState::Done && self.expired_at.is_none()).then(|| {
                match self.kind {
                    ReportKind::Data => format!("/v1/jobs/{}/result", self.id),
                    _ => format!("/v1/reports/{}", self.id),
                }
            }),
            size_bytes: self.size_bytes,
            error: self.error.clone(),
            created_at: self.created_at,
            updated_at: self.updated_at,
            expired: self.expired_at.is_some(),
            webhook: None,
        }
    }
}

/// A report job as it is recorded when its request arrives.
pub struct NewReport<'a> {
    pub id: Uuid,
    pub account_id: Uuid,
    pub request_id: &'a str,
    pub kind: ReportKind,
    pub callback_url: Option<&'a str>,
    /// The profiles it is made from: deleting one of them deletes the report.
    pub profile_ids: &'a [Uuid],
}

pub async fn insert(conn: &mut PgConnection, r: &NewReport<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "insert into report_jobs (id, account_id, request_id, kind, callback_url, profile_ids) \
         values ($1, $2, $3, $4, $5, $6)",
    )
    .bind(r.id)
    .bind(r.account_id)
    .bind(r.request_id)
    .bind(r.kind)
    .bind(r.callback_url)
    .bind(r.profile_ids)
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
    state: JobState,
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
    r: &NewReport<'_>,
    cap: i64,
) -> Result<bool, sqlx::Error> {
    let account_id = r.account_id;
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
    insert(&mut tx, r).await?;
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
        JobState::Done,
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

/// Deletes the account's ended reports made from `profile_id` (a compatibility report of it
/// and another profile included) and returns the keys of their stored files, for the caller
/// to delete. A report still queued or running is left to end: its row settles its charge.
pub async fn delete_for_profile(
    conn: &mut PgConnection,
    account_id: Uuid,
    profile_id: Uuid,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "delete from report_jobs \
         where account_id = $1 and $2 = any(profile_ids) and state in ('done', 'failed') \
         returning storage_key",
    )
    .bind(account_id)
    .bind(profile_id)
    .fetch_all(conn)
    .await
    .map(|keys: Vec<Option<String>>| keys.into_iter().flatten().collect())
}
