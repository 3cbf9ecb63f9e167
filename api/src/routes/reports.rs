//! Report jobs: state of a report (`GET /v1/jobs/:id`) and its download (`GET /v1/reports/:id`).

use super::profiles::parse_id;
use crate::error::{ApiError, ApiResult};
use crate::extract::Account;
use crate::replies::{Envelope, JobStateName, JobStatus, ReportKindName, ok};
use crate::state::AppState;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use graha::store::reports;

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            crate::contract::reg("/v1/jobs/{id}", &["get"]),
            get(get_job),
        )
        .route(
            crate::contract::reg("/v1/reports/{id}", &["get"]),
            get(download_report),
        )
}

/// State of a report job: queued, running, done (with a download link) or failed.
async fn get_job(
    State(state): State<AppState>,
    account: Account,
    Path(id): Path<String>,
) -> ApiResult<Json<Envelope<JobStatus>>> {
    let id = parse_id(&id, "The job")?;
    let mut conn = state.db.acquire().await?;
    let job = reports::find(&mut conn, account.id, id)
        .await?
        .ok_or_else(|| ApiError::NotFound("The job".into()))?;
    let download = (job.state == "done" && job.expired_at.is_none())
        .then(|| format!("/v1/reports/{}", job.id));
    let kind = match job.kind.as_str() {
        "predictions" => ReportKindName::Predictions,
        "compatibility" => ReportKindName::Compatibility,
        "kundli" => ReportKindName::Kundli,
        other => return Err(ApiError::internal(format!("report kind {other}"))),
    };
    let job_state = match job.state.as_str() {
        "running" => JobStateName::Running,
        "done" => JobStateName::Done,
        "failed" => JobStateName::Failed,
        "queued" => JobStateName::Queued,
        other => return Err(ApiError::internal(format!("job state {other}"))),
    };
    Ok(ok(JobStatus {
        job_id: job.id,
        kind,
        state: job_state,
        progress: job.progress,
        download_url: download,
        size_bytes: job.size_bytes,
        error: job.error,
        created_at: job.created_at.into(),
        updated_at: job.updated_at.into(),
        expired: job.expired_at.is_some(),
    }))
}

/// The stored PDF of a finished report (free: it was paid for when generated).
async fn download_report(
    State(state): State<AppState>,
    account: Account,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = parse_id(&id, "The report")?;
    let mut conn = state.db.acquire().await?;
    let job = reports::find(&mut conn, account.id, id)
        .await?
        .ok_or_else(|| ApiError::NotFound("The report".into()))?;
    let key = match (&job.storage_key, job.expired_at, job.state.as_str()) {
        (Some(k), None, "done") => k.clone(),
        _ => return Err(ApiError::NotFound("The report".into())),
    };
    let bytes = state.store.get(&key).await.map_err(|e| match e {
        graha::storage::StorageError::NotFound => ApiError::NotFound("The report".into()),
        e => ApiError::Unavailable(e.to_string()),
    })?;
    let disposition = format!("attachment; filename=\"graha-{}-{}.pdf\"", job.kind, job.id);
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/pdf"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&disposition).map_err(ApiError::internal)?,
            ),
        ],
        bytes,
    )
        .into_response())
}
