//! Job handlers. Each is idempotent by job id (apalis delivers at least once): a finished job's
//! reply is kept in Redis for a while and re-sent instead of recomputed. Bad input is a
//! permanent failure reported to the waiting API, never retried.

use crate::guru;
use crate::wake::WakeSignal;
use apalis::prelude::*;
use graha::endpoints::Queue;
use graha::jobs::{
    CalcJob, GuruJob, JOB_VERSION, JobFailure, JobMeta, JobOutcome, JobReply, PdfJob, ReportKind,
};
use graha::queue::{Names, PICKUP_TTL, RESULT_TTL, queue_name};
use redis::AsyncCommands;
use std::sync::Arc;
use tracing::Instrument;

/// What every handler shares.
pub struct State {
    pub db: sqlx::PgPool,
    pub redis: redis::aio::ConnectionManager,
    pub names: Names,
    pub store: graha::storage::Store,
    pub guru: guru::Provider,
    pub wakes: Wakes,
    /// The threads calculations run on.
    pub engine: crate::engine::Lane,
}

/// The wake signals of this process's workers, by queue.
pub struct Wakes {
    pub calc: WakeSignal,
    pub pdf: WakeSignal,
    pub guru: WakeSignal,
    pub pdf_async: WakeSignal,
}

impl Wakes {
    fn of(&self, queue: Queue) -> &WakeSignal {
        match queue {
            Queue::Calc => &self.calc,
            Queue::Pdf => &self.pdf,
            Queue::Guru => &self.guru,
            Queue::PdfAsync => &self.pdf_async,
        }
    }
}

impl State {
    /// A reply already produced for this job (a redelivery), if any.
    async fn previous(&self, meta: &JobMeta) -> Option<JobReply> {
        let mut conn = self.redis.clone();
        let raw: Option<Vec<u8>> = conn.get(self.names.result_key(&meta.job_id)).await.ok()?;
        raw.and_then(|s| JobReply::from_wire(&s).ok())
    }

    /// Keeps the reply briefly and publishes it to the waiting API process.
    async fn finish(
        &self,
        queue: &'static str,
        meta: &JobMeta,
        outcome: JobOutcome,
        started: std::time::Instant,
        again: Redelivery,
    ) {
        let label = match &outcome {
            JobOutcome::Failed {
                failure: JobFailure::Invalid { .. },
            } => "invalid",
            JobOutcome::Failed { .. } => "failed",
            _ => "ok",
        };
        metrics::counter!("graha_jobs_total", "queue" => queue, "outcome" => label).increment(1);
        let work_us = started.elapsed().as_micros() as u64;
        metrics::histogram!("graha_job_seconds", "queue" => queue)
            .record(started.elapsed().as_secs_f64());
        let reply = JobReply {
            job_id: meta.job_id,
            outcome,
            work_us,
        };
        self.send(meta, &reply, again).await;
    }

    /// Publishes the reply, and keeps it: a reply a redelivery would replay, for as long as a
    /// redelivery may come; a calculation's, only when no API process heard the publish (its
    /// subscription reconnecting), long enough for the API to pick it up at its deadline.
    async fn send(&self, meta: &JobMeta, reply: &JobReply, again: Redelivery) {
        let body = reply.to_wire();
        let mut conn = self.redis.clone();
        let key = self.names.result_key(&meta.job_id);
        let sent = match (again, &meta.reply_to) {
            (Redelivery::Recompute, Some(ch)) => match conn.publish::<_, _, i64>(ch, &body).await {
                Ok(heard) if heard > 0 => Ok(()),
                Ok(_) => conn.set_ex(&key, &body, PICKUP_TTL.as_secs()).await,
                Err(e) => Err(e),
            },
            _ => {
                let mut pipe = redis::pipe();
                let keep = match again {
                    Redelivery::Replay => RESULT_TTL,
                    Redelivery::Recompute => PICKUP_TTL,
                };
                pipe.set_ex(&key, &body, keep.as_secs()).ignore();
                if let Some(ch) = &meta.reply_to {
                    pipe.publish(ch, &body).ignore();
                }
                pipe.query_async::<()>(&mut conn).await
            }
        };
        if let Err(e) = sent {
            tracing::error!(error = %e, "publishing the job reply failed; the API will time out and refund");
        }
    }
}

fn version_refusal(meta: &JobMeta) -> Option<JobOutcome> {
    (meta.v != JOB_VERSION).then(|| JobOutcome::Failed {
        failure: JobFailure::Internal {
            message: format!("unknown job version {}", meta.v),
        },
    })
}

fn span(queue: &'static str, meta: &JobMeta) -> tracing::Span {
    tracing::info_span!("job", queue, job_id = %meta.job_id, request_id = %meta.request_id)
}

/// What a job delivered twice (apalis delivers at least once) does the second time.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Redelivery {
    /// Answer with the reply kept from the first run (work with effects: reports, the Guru).
    Replay,
    /// Run again: the work is a pure function of the job (calculations carry their `now`), so
    /// a second run gives the same reply, and the common case saves a Redis round trip.
    Recompute,
}

impl State {
    /// What every job does around its own work: a span with the ids, a redelivered job answered
    /// from its kept reply (or recomputed, see [`Redelivery`]), an unknown payload version
    /// refused, the outcome timed, counted and published.
    async fn run_job<F>(&self, q: Queue, meta: &JobMeta, again: Redelivery, work: F)
    where
        F: std::future::Future<Output = JobOutcome>,
    {
        let started = std::time::Instant::now();
        let queue = queue_name(q);
        async {
            if again == Redelivery::Replay
                && let Some(prev) = self.previous(meta).await
            {
                self.send(meta, &prev, again).await;
                return;
            }
            let outcome = match version_refusal(meta) {
                Some(bad) => bad,
                None => work.await,
            };
            self.finish(queue, meta, outcome, started, again).await;
        }
        .instrument(span(queue, meta))
        .await;
        self.wakes.of(q).settle_soon();
    }
}

/// A calculation: the engine on the worker's engine threads ([`crate::engine`]).
pub async fn calc(job: CalcJob, state: Data<Arc<State>>) -> Result<(), BoxDynError> {
    let CalcJob { meta, req } = job;
    let account = meta.account;
    let engine = &state.engine;
    state
        .run_job(Queue::Calc, &meta, Redelivery::Recompute, async move {
            // A picture asked for as a file is drawn (and a PNG rasterised) here too.
            match engine
                .run(account, move || graha::calc::run_output(&req))
                .await
            {
                Ok(Ok(out)) => out.into(),
                Ok(Err(e)) => {
                    if let graha::calc::CalcError::Internal(cause) = &e {
                        tracing::error!(%cause, "calculation failed");
                    }
                    JobOutcome::Failed { failure: e.into() }
                }
                Err(crate::engine::Failed) => {
                    tracing::error!("calculation panicked");
                    JobOutcome::Failed {
                        failure: JobFailure::Internal {
                            message: "calculation failed".into(),
                        },
                    }
                }
            }
        })
        .await;
    Ok(())
}

/// A PDF report: rendered (blocking pool), stored, and recorded as done together with the
/// capture of its charge — only while its reservation is open (see [`PdfJob`]).
pub async fn pdf(job: PdfJob, state: Data<Arc<State>>) -> Result<(), BoxDynError> {
    let meta = job.meta.clone();
    let q = if job.asynchronous {
        Queue::PdfAsync
    } else {
        Queue::Pdf
    };
    state
        .run_job(q, &meta, Redelivery::Replay, async {
            // A test key's report has no reservation: made, stored and recorded done.
            if meta.test {
                let outcome = render_and_store(&state, &job).await;
                return settle_test_report(&state, &job, outcome).await;
            }
            match still_paid_for(&state, &meta.request_id).await {
                Ok(true) => {}
                Ok(false) => return delivered_or_cancelled(&state, &job).await,
                Err(failure) => return JobOutcome::Failed { failure },
            }
            let outcome = render_and_store(&state, &job).await;
            settle_report(&state, &job, outcome).await
        })
        .await;
    Ok(())
}

/// Whether the reservation paying for a job is still open: a job whose reservation was refunded
/// (its deadline passed, its client went away or gave up) is not done at all.
async fn still_paid_for(state: &State, request_id: &str) -> Result<bool, JobFailure> {
    let unavailable = |e: sqlx::Error| {
        tracing::error!(error = %e, "checking the reservation failed");
        JobFailure::Unavailable {
            message: "the database is unavailable".into(),
        }
    };
    let mut conn = state.db.acquire().await.map_err(unavailable)?;
    graha::store::ledger::is_open(&mut conn, request_id)
        .await
        .map_err(unavailable)
}

/// The reply for a job whose charge was refunded before it ran.
fn cancelled() -> JobOutcome {
    JobOutcome::Failed {
        failure: JobFailure::Timeout {
            message: "cancelled: the reservation was refunded before the job ran".into(),
        },
    }
}

/// A redelivered job whose reservation is closed: when the first run captured it and stored
/// the report but died before its reply went out (the reply was not kept), the report's reply
/// again, from its row; otherwise the report is cancelled. Without this, a worker killed
/// between the capture and the reply left a report charged and answered as failed.
async fn delivered_or_cancelled(state: &State, job: &PdfJob) -> JobOutcome {
    use graha::store::reports::{self, ReportJob};
    let row = match state.db.acquire().await {
        Ok(mut conn) => reports::find_by_id(&mut conn, job.meta.job_id)
            .await
            .ok()
            .flatten(),
        Err(_) => None,
    };
    match row {
        Some(ReportJob {
            id,
            state: reports::JobState::Done,
            storage_key: Some(storage_key),
            size_bytes: Some(size),
            expired_at: None,
            ..
        }) => JobOutcome::Report {
            report_id: id,
            storage_key,
            size: size as u64,
        },
        _ => cancel_report(state, job).await,
    }
}

/// Records a report that will not be made because its reservation is gone.
async fn cancel_report(state: &State, job: &PdfJob) -> JobOutcome {
    if let Ok(mut conn) = state.db.acquire().await {
        let reason = if job.asynchronous {
            graha::store::reports::EXPIRED
        } else {
            graha::store::reports::CANCELLED
        };
        let _ =
            graha::store::reports::fail_unfinished(&mut conn, &job.meta.request_id, reason).await;
    }
    tracing::info!("report cancelled: its reservation was refunded before it ran");
    cancelled()
}

/// Settles a rendered (or failed) report: done and captured together, or — when its
/// reservation was refunded meanwhile — failed, its PDF deleted, nothing delivered. A failed
/// rendering is refunded.
async fn settle_report(state: &State, job: &PdfJob, outcome: JobOutcome) -> JobOutcome {
    use graha::store::{ledger, reports};
    let (id, rid) = (job.meta.job_id, job.meta.request_id.as_str());
    let mut conn = match state.db.acquire().await {
        Ok(c) => c,
        Err(e) => {
            tracing::error!(error = %e, "settling the report: no database connection; the sweeper will refund");
            return JobOutcome::Failed {
                failure: JobFailure::Unavailable {
                    message: "the database is unavailable".into(),
                },
            };
        }
    };
    match outcome {
        JobOutcome::Report {
            ref storage_key,
            size,
            ..
        } => match reports::capture_done(&mut conn, id, rid, storage_key, size as i64).await {
            Ok(true) => outcome,
            Ok(false) => {
                let _ = reports::fail_unfinished(&mut conn, rid, reports::CANCELLED).await;
                if let Err(e) = state.store.delete(storage_key).await {
                    tracing::warn!(error = %e, "deleting an undelivered report failed");
                }
                tracing::info!("report not delivered: its reservation was refunded meanwhile");
                cancelled()
            }
            Err(e) => {
                tracing::error!(error = %e, "capturing the report failed; the sweeper will refund");
                let _ = reports::set_state(
                    &mut conn,
                    id,
                    reports::JobState::Failed,
                    100,
                    None,
                    None,
                    Some("settlement failed"),
                )
                .await;
                JobOutcome::Failed {
                    failure: JobFailure::Unavailable {
                        message: "the database is unavailable".into(),
                    },
                }
            }
        },
        JobOutcome::Failed { ref failure } => {
            let err = failure_text(failure);
            if let Err(e) = reports::set_state(
                &mut conn,
                id,
                reports::JobState::Failed,
                100,
                None,
                None,
                Some(&err),
            )
            .await
            {
                tracing::error!(error = %e, "recording the report state failed");
            }
            if let Err(e) = ledger::refund(&mut conn, rid).await {
                tracing::error!(error = %e, "refunding the report failed; the sweeper will refund");
            }
            outcome
        }
        JobOutcome::Json { .. } | JobOutcome::File { .. } => {
            let _ = ledger::refund(&mut conn, rid).await;
            JobOutcome::Failed {
                failure: JobFailure::Internal {
                    message: "unexpected reply".into(),
                },
            }
        }
    }
}

/// The branding a report of the job's account carries, if it has one (a PDF only; a failed
/// read is logged and the report made without it).
async fn branding_of(state: &State, job: &PdfJob) -> Option<graha::store::branding::Branding> {
    if job.kind == ReportKind::Data {
        return None;
    }
    let mut conn = state.db.acquire().await.ok()?;
    match graha::store::branding::get(&mut conn, job.account_id).await {
        Ok(b) => b,
        Err(e) => {
            tracing::warn!(error = %e, "reading the account's branding failed");
            None
        }
    }
}

/// Records a test key's report done (or failed): nothing to capture or refund.
async fn settle_test_report(state: &State, job: &PdfJob, outcome: JobOutcome) -> JobOutcome {
    use graha::store::reports::{self, JobState};
    let Ok(mut conn) = state.db.acquire().await else {
        return JobOutcome::Failed {
            failure: JobFailure::Unavailable {
                message: "the database is unavailable".into(),
            },
        };
    };
    let id = job.meta.job_id;
    let recorded = match &outcome {
        JobOutcome::Report {
            storage_key, size, ..
        } => {
            reports::set_state(
                &mut conn,
                id,
                JobState::Done,
                100,
                Some(storage_key),
                Some(*size as i64),
                None,
            )
            .await
        }
        JobOutcome::Failed { failure } => {
            let err = failure_text(failure);
            reports::set_state(&mut conn, id, JobState::Failed, 100, None, None, Some(&err)).await
        }
        _ => Ok(()),
    };
    if let Err(e) = recorded {
        tracing::error!(error = %e, "recording the test report failed");
    }
    outcome
}

fn failure_text(f: &JobFailure) -> String {
    match f {
        JobFailure::Invalid { message, .. }
        | JobFailure::Unavailable { message }
        | JobFailure::Timeout { message }
        | JobFailure::Internal { message } => message.clone(),
    }
}

async fn render_and_store(state: &State, job: &PdfJob) -> JobOutcome {
    if let Ok(mut conn) = state.db.acquire().await {
        let _ = graha::store::reports::set_state(
            &mut conn,
            job.meta.job_id,
            graha::store::reports::JobState::Running,
            10,
            None,
            None,
            None,
        )
        .await;
    }
    let (test, branding) = (job.meta.test, branding_of(state, job).await);
    let (kind, req) = (job.kind, job.req.clone());
    let rendered = tokio::task::spawn_blocking(move || {
        let bytes = match kind {
            // An asynchronous kundli: the reply a synchronous call gives, enveloped.
            ReportKind::Data => match graha::calc::run_output(&req) {
                Ok(graha::calc::Output::Json(data)) => Ok(graha::envelope::around(&data)),
                Ok(graha::calc::Output::File { .. }) => {
                    Err(anyhow::anyhow!("a kundli answered with a file"))
                }
                Err(e) => Err(anyhow::Error::from(e)),
            },
            _ => {
                // The logo is decoded here, on the blocking pool.
                let marks = crate::pdf::Marks {
                    test,
                    brand: branding.as_ref().map(crate::pdf::brand::Brand::of),
                };
                crate::pdf::render_for(kind, &req, &marks)
            }
        };
        // A report's working set is tens of MB; give it back now, not when this thread next
        // allocates (an idle blocking thread may never do).
        graha::runtime::release_freed_memory();
        bytes
    });
    let bytes = match rendered.await {
        Ok(Ok(b)) => b,
        Ok(Err(e)) => {
            return JobOutcome::Failed {
                failure: match e.downcast::<graha::calc::CalcError>() {
                    Ok(bad) => bad.into(),
                    Err(e) => {
                        tracing::error!(error = %e, "report rendering failed");
                        JobFailure::Internal {
                            message: "report rendering failed".into(),
                        }
                    }
                },
            };
        }
        Err(e) => {
            tracing::error!(error = %e, "report rendering panicked");
            return JobOutcome::Failed {
                failure: JobFailure::Internal {
                    message: "report rendering failed".into(),
                },
            };
        }
    };
    let (extension, media) = match job.kind {
        ReportKind::Data => ("json", "application/json"),
        _ => ("pdf", "application/pdf"),
    };
    let key = format!("reports/{}.{extension}", job.meta.job_id);
    let size = bytes.len() as u64;
    match state.store.put(&key, bytes, media).await {
        Ok(()) => JobOutcome::Report {
            report_id: job.meta.job_id,
            storage_key: key,
            size,
        },
        Err(e) => {
            tracing::error!(error = %e, "storing the report failed");
            JobOutcome::Failed {
                failure: JobFailure::Unavailable {
                    message: "report storage is unavailable".into(),
                },
            }
        }
    }
}

/// A Guru answer from the configured provider. A paid question is answered only while its
/// reservation is open, and captured when answered (refunded when the provider fails): the
/// charge follows what the worker does, not whether the client was still there to read it.
pub async fn guru(job: GuruJob, state: Data<Arc<State>>) -> Result<(), BoxDynError> {
    let GuruJob { meta, req, charge } = job;
    state
        .run_job(Queue::Guru, &meta, Redelivery::Replay, async {
            if let Some(rid) = &charge {
                match still_paid_for(&state, rid).await {
                    Ok(true) => {}
                    Ok(false) => return cancelled(),
                    Err(failure) => return JobOutcome::Failed { failure },
                }
            }
            let outcome = match guru::answer(&state.guru, &req).await {
                Ok(message) => JobOutcome::json(
                    &serde_json::json!({ "message": message, "role": "assistant" }),
                )
                .unwrap_or_else(|e| JobOutcome::Failed {
                    failure: JobFailure::Internal {
                        message: e.to_string(),
                    },
                }),
                Err(failure) => JobOutcome::Failed { failure },
            };
            match &charge {
                Some(rid) => settle_answer(&state, rid, outcome).await,
                None => outcome,
            }
        })
        .await;
    Ok(())
}

/// Captures a paid answer (or refunds a failed one). An answer whose reservation was refunded
/// meanwhile (the API gave up at its deadline) is not delivered.
async fn settle_answer(state: &State, request_id: &str, outcome: JobOutcome) -> JobOutcome {
    use graha::store::ledger;
    let Ok(mut conn) = state.db.acquire().await else {
        tracing::error!("settling an answer: no database connection; the sweeper will refund");
        return JobOutcome::Failed {
            failure: JobFailure::Unavailable {
                message: "the database is unavailable".into(),
            },
        };
    };
    match outcome {
        JobOutcome::Json { .. } => match ledger::capture(&mut conn, request_id).await {
            Ok(true) => outcome,
            Ok(false) => cancelled(),
            Err(e) => {
                tracing::error!(error = %e, "capturing an answer failed; the sweeper will refund");
                JobOutcome::Failed {
                    failure: JobFailure::Unavailable {
                        message: "the database is unavailable".into(),
                    },
                }
            }
        },
        other => {
            if let Err(e) = ledger::refund(&mut conn, request_id).await {
                tracing::error!(error = %e, "refunding an answer failed; the sweeper will refund");
            }
            other
        }
    }
}
