//! Job handlers. Each is idempotent by job id (apalis delivers at least once): a finished job's
//! reply is kept in Redis for a while and re-sent instead of recomputed. Bad input is a
//! permanent failure reported to the waiting API, never retried.

use crate::guru;
use crate::wake::WakeSignal;
use apalis::prelude::*;
use graha::endpoints::Queue;
use graha::jobs::{
    CalcJob, GuruJob, JOB_VERSION, JobFailure, JobMeta, JobOutcome, JobReply, PdfJob,
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
}

/// The wake signals of this process's workers, by queue.
pub struct Wakes {
    pub calc: WakeSignal,
    pub pdf: WakeSignal,
    pub guru: WakeSignal,
}

impl Wakes {
    fn of(&self, queue: Queue) -> &WakeSignal {
        match queue {
            Queue::Calc => &self.calc,
            Queue::Pdf => &self.pdf,
            Queue::Guru => &self.guru,
        }
    }
}

impl State {
    /// A reply already produced for this job (a redelivery), if any.
    async fn previous(&self, meta: &JobMeta) -> Option<JobReply> {
        let mut conn = self.redis.clone();
        let raw: Option<String> = conn.get(self.names.result_key(&meta.job_id)).await.ok()?;
        raw.and_then(|s| serde_json::from_str(&s).ok())
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

    /// Keeps the reply (long enough for a redelivery to replay it, or for the API to pick it up
    /// late after a missed publish) and publishes it.
    async fn send(&self, meta: &JobMeta, reply: &JobReply, again: Redelivery) {
        let Ok(body) = serde_json::to_string(reply) else {
            tracing::error!("job reply does not serialise");
            return;
        };
        let mut conn = self.redis.clone();
        let mut pipe = redis::pipe();
        let keep = match again {
            Redelivery::Replay => RESULT_TTL,
            Redelivery::Recompute => PICKUP_TTL,
        };
        pipe.set_ex(self.names.result_key(&meta.job_id), &body, keep.as_secs())
            .ignore();
        if let Some(ch) = &meta.reply_to {
            pipe.publish(ch, &body).ignore();
        }
        if let Err(e) = pipe.query_async::<()>(&mut conn).await {
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

/// A calculation: the engine on the blocking pool.
pub async fn calc(job: CalcJob, state: Data<Arc<State>>) -> Result<(), BoxDynError> {
    let CalcJob { meta, req } = job;
    state
        .run_job(Queue::Calc, &meta, Redelivery::Recompute, async move {
            match tokio::task::spawn_blocking(move || graha::calc::run(&req)).await {
                Ok(Ok(data)) => JobOutcome::Json { data },
                Ok(Err(e)) => JobOutcome::Failed { failure: e.into() },
                Err(e) => {
                    tracing::error!(error = %e, "calculation panicked");
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

/// A PDF report: render (blocking pool), store, record; settle the charge when the API is not
/// waiting (async requests).
pub async fn pdf(job: PdfJob, state: Data<Arc<State>>) -> Result<(), BoxDynError> {
    let meta = job.meta.clone();
    state
        .run_job(Queue::Pdf, &meta, Redelivery::Replay, async {
            let outcome = render_and_store(&state, &job).await;
            record_report(&state, &job, &outcome).await;
            outcome
        })
        .await;
    Ok(())
}

/// Records the report's final state and, for an asynchronous request, settles its charge.
async fn record_report(state: &State, job: &PdfJob, outcome: &JobOutcome) {
    let Ok(mut conn) = state.db.acquire().await else {
        tracing::error!(
            "recording the report failed: no database connection; the sweeper will refund"
        );
        return;
    };
    let (st, key, size, err) = match outcome {
        JobOutcome::Report {
            storage_key, size, ..
        } => ("done", Some(storage_key.as_str()), Some(*size as i64), None),
        JobOutcome::Failed { failure } => ("failed", None, None, Some(failure_text(failure))),
        JobOutcome::Json { .. } => ("failed", None, None, Some("unexpected reply".to_owned())),
    };
    let id = job.meta.job_id;
    if let Err(e) =
        graha::store::reports::set_state(&mut conn, id, st, 100, key, size, err.as_deref()).await
    {
        tracing::error!(error = %e, "recording the report state failed");
    }
    if job.settle_in_worker {
        let rid = &job.meta.request_id;
        let settled = if st == "done" {
            graha::store::ledger::capture(&mut conn, rid)
                .await
                .map(|_| ())
        } else {
            graha::store::ledger::refund(&mut conn, rid)
                .await
                .map(|_| ())
        };
        if let Err(e) = settled {
            tracing::error!(error = %e, "settling the report charge failed; the sweeper will refund");
        }
    }
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
            "running",
            10,
            None,
            None,
            None,
        )
        .await;
    }
    let (kind, req) = (job.kind, job.req.clone());
    let rendered = tokio::task::spawn_blocking(move || {
        let bytes = crate::pdf::render(kind, &req);
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
    let key = format!("reports/{}.pdf", job.meta.job_id);
    let size = bytes.len() as u64;
    match state.store.put(&key, bytes, "application/pdf").await {
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

/// A Guru answer from the configured provider.
pub async fn guru(job: GuruJob, state: Data<Arc<State>>) -> Result<(), BoxDynError> {
    let GuruJob { meta, req } = job;
    state
        .run_job(Queue::Guru, &meta, Redelivery::Replay, async {
            match guru::answer(&state.guru, &req).await {
                Ok(message) => JobOutcome::Json {
                    data: serde_json::json!({ "message": message, "role": "assistant" }),
                },
                Err(failure) => JobOutcome::Failed { failure },
            }
        })
        .await;
    Ok(())
}
