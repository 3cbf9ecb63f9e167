//! PDF report calls: recorded, queued, awaited and streamed, or answered 202 with the job.

use super::*;

/// What a report call makes, what it costs, and whether it is answered at once.
pub(super) struct Order {
    pub(super) kind: ReportKind,
    pub(super) cost: i64,
    pub(super) asynchronous: bool,
    /// The profiles the report is made from (deleted with any of them).
    pub(super) profiles: Vec<Uuid>,
}

/// A PDF report: by default wait and stream it; with `Prefer: respond-async` answer 202 with
/// the job id. Either way the worker renders it only while its reservation is open, and
/// captures the charge as it records the report done (see [`PdfJob`]); a sync request that ends
/// early (its client gone, its deadline passed) refunds at once and fails the report.
pub(super) async fn report(
    state: &AppState,
    account: &Account,
    charge: Charge,
    meta: JobMeta,
    req: CalcRequest,
    order: Order,
) -> ApiResult<Response> {
    let Order {
        kind,
        cost,
        asynchronous,
        profiles,
    } = order;
    let job_id = meta.job_id;
    let new = reports::NewReport {
        id: job_id,
        account_id: account.id,
        request_id: &meta.request_id,
        kind,
        callback_url: req.call.callback_url(),
        profile_ids: &profiles,
    };
    let mut charge = record_report(state, charge, &new).await?;
    charge.pays_for_report(job_id);
    let meta = JobMeta {
        reply_to: (!asynchronous).then_some(meta.reply_to).flatten(),
        ..meta
    };
    let job = PdfJob {
        meta,
        account_id: account.id,
        kind,
        req,
        asynchronous,
    };
    if asynchronous {
        return queue_report(state, charge, job, cost).await;
    }
    let balance = charge.balance;
    let storage_key = await_report(state, account, charge, job).await?;
    let bytes = state
        .store
        .get(&storage_key)
        .await
        .map_err(|e| ApiError::Unavailable(e.to_string()))?;
    let mut resp = pdf_reply(bytes, kind, job_id)?;
    credit_headers(&mut resp, cost, balance);
    Ok(resp)
}

/// Records the report in progress within the account's cap and gives the charge back; past
/// the cap, refunds it and refuses the call.
async fn record_report(
    state: &AppState,
    charge: Charge,
    new: &reports::NewReport<'_>,
) -> ApiResult<Charge> {
    let cap = state.config.reports_in_progress_per_account;
    let mut conn = state.db.acquire().await?;
    let recorded = reports::insert_within_cap(&mut conn, new, i64::from(cap)).await?;
    if !recorded {
        charge.refund().await;
        return Err(ApiError::TooManyInProgress {
            what: "reports",
            limit: cap,
        });
    }
    Ok(charge)
}

/// Queues a report made later and answers 202 with where to find it; the worker settles the
/// charge from then on.
async fn queue_report(
    state: &AppState,
    charge: Charge,
    job: PdfJob,
    cost: i64,
) -> ApiResult<Response> {
    let job_id = job.meta.job_id;
    if let Err(e) = state.dispatcher.push(Job::Pdf(job)).await {
        charge.refund().await;
        return Err(e);
    }
    let balance = charge.balance;
    charge.hand_over();
    let mut resp = (StatusCode::ACCEPTED, ok(JobAccepted::new(job_id))).into_response();
    resp.headers_mut().insert(
        header::LOCATION,
        HeaderValue::from_str(&format!("/v1/jobs/{job_id}")).map_err(ApiError::internal)?,
    );
    credit_headers(&mut resp, cost, balance);
    Ok(resp)
}

/// Waits for a report made now and gives its storage key, settling the charge by how the job
/// ended (a report the worker finished as the wait ended is still taken).
async fn await_report(
    state: &AppState,
    account: &Account,
    charge: Charge,
    job: PdfJob,
) -> ApiResult<String> {
    let job_id = job.meta.job_id;
    let reply = state
        .dispatcher
        .call(job_id, Job::Pdf(job), state.config.pdf_deadline)
        .await;
    match reply.map(|r| r.outcome) {
        Ok(JobOutcome::Report { storage_key, .. }) => {
            charge.hand_over(); // captured by the worker
            Ok(storage_key)
        }
        Ok(JobOutcome::Failed { failure }) => {
            charge.hand_over(); // refunded by the worker
            Err(failure_error(failure))
        }
        Ok(JobOutcome::Json { .. } | JobOutcome::File { .. }) => {
            charge.refund().await;
            Err(ApiError::internal(
                "a report job answered with JSON or a file",
            ))
        }
        Err(err) => {
            if charge.refund().await.is_some() {
                return Err(err);
            }
            // Not open any more: the worker captured it just now, so the report is done.
            let mut conn = state.db.acquire().await?;
            match reports::find(&mut conn, account.id, job_id).await? {
                Some(r) if r.state == reports::JobState::Done => r.storage_key.ok_or(err),
                _ => Err(err),
            }
        }
    }
}

/// The PDF of a finished report as the reply: its file name and its report id.
fn pdf_reply(bytes: Vec<u8>, kind: ReportKind, job_id: Uuid) -> ApiResult<Response> {
    let mut resp = (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/pdf"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&format!(
                    "attachment; filename=\"graha-{}-{job_id}.pdf\"",
                    kind.as_str()
                ))
                .map_err(ApiError::internal)?,
            ),
        ],
        bytes,
    )
        .into_response();
    resp.headers_mut().insert(
        "x-report-id",
        HeaderValue::from_str(&job_id.to_string()).map_err(ApiError::internal)?,
    );
    Ok(resp)
}
