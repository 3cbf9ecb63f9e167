//! Report jobs: state of a report (`GET /v1/jobs/:id`) and its download (`GET /v1/reports/:id`).

use super::profiles::parse_id;
use crate::error::{ApiError, ApiResult};
use crate::extract::Account;
use crate::replies::{Envelope, JobStatus, WebhookStatus, ok};
use crate::state::AppState;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use graha::jobs::ReportKind;
use graha::store::reports::JobState;
use graha::store::{reports, webhooks};

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
        .route(
            crate::contract::reg("/v1/jobs/{id}/result", &["get"]),
            get(job_result),
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
    let mut status = job.status();
    if let Some(url) = job.callback_url.clone() {
        let delivery = webhooks::for_job(&mut conn, job.id).await?;
        status.webhook = Some(WebhookStatus {
            url,
            state: delivery
                .as_ref()
                .map_or_else(|| "waiting".to_owned(), |d| d.state.clone()),
            attempts: delivery.map(|d| d.attempts.0).unwrap_or_default(),
        });
    }
    Ok(ok(status))
}

/// A finished job's stored bytes: a kundli's JSON when `data`, else a PDF report; a job of the
/// other kind, unfinished, failed or expired is not found.
async fn stored(
    state: &AppState,
    account: &Account,
    id: &str,
    data: bool,
) -> ApiResult<(reports::ReportJob, Vec<u8>)> {
    let what = if data { "The result" } else { "The report" };
    let id = parse_id(id, what)?;
    let mut conn = state.db.acquire().await?;
    let job = reports::find(&mut conn, account.id, id)
        .await?
        .ok_or_else(|| ApiError::NotFound(what.into()))?;
    let key = match (&job.storage_key, job.expired_at, job.state) {
        (Some(k), None, JobState::Done) if (job.kind == ReportKind::Data) == data => k.clone(),
        _ => return Err(ApiError::NotFound(what.into())),
    };
    let bytes = state.store.get(&key).await.map_err(|e| match e {
        graha::storage::StorageError::NotFound => ApiError::NotFound(what.into()),
        e => ApiError::Unavailable(e.to_string()),
    })?;
    Ok((job, bytes))
}

/// The JSON of a kundli made later (`POST /v1/kundli` with `Prefer: respond-async`): the reply a
/// synchronous call gives (free: paid when made).
async fn job_result(
    State(state): State<AppState>,
    account: Account,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (_, bytes) = stored(&state, &account, &id, true).await?;
    Ok((
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        bytes,
    )
        .into_response())
}

/// The stored PDF of a finished report (free: it was paid for when generated).
async fn download_report(
    State(state): State<AppState>,
    account: Account,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (job, bytes) = stored(&state, &account, &id, false).await?;
    let disposition = format!(
        "attachment; filename=\"graha-{}-{}.pdf\"",
        job.kind.as_str(),
        job.id
    );
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
