//! Enqueue a job and await its reply by push: one pub/sub subscription per API process receives
//! the replies of its jobs (the job names this process's channel in `reply_to`), and hands each
//! to the request waiting for it. No polling in the request path.

use crate::error::ApiError;
use apalis::prelude::TaskSink;
use apalis_redis::RedisStorage;
use futures::StreamExt;
use graha::endpoints::Queue;
use graha::jobs::{CalcJob, GuruJob, JobReply, PdfJob};
use graha::queue::list::ListQueue;
use graha::queue::{Names, PushAndWake};
use redis::AsyncCommands;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::oneshot;
use uuid::Uuid;

pub struct Dispatcher {
    names: Names,
    /// This process's reply channel.
    pub reply_to: String,
    redis: redis::aio::ConnectionManager,
    waiting: Mutex<HashMap<Uuid, oneshot::Sender<JobReply>>>,
    calc: ListQueue<CalcJob>,
    pdf: RedisStorage<PdfJob, PushAndWake>,
    pdf_async: RedisStorage<PdfJob, PushAndWake>,
    guru: RedisStorage<GuruJob, PushAndWake>,
}

/// A job ready to go on its queue.
pub enum Job {
    Calc(CalcJob),
    Pdf(PdfJob),
    Guru(GuruJob),
}

impl Job {
    fn queue(&self) -> Queue {
        match self {
            Job::Calc(_) => Queue::Calc,
            Job::Pdf(j) if j.asynchronous => Queue::PdfAsync,
            Job::Pdf(_) => Queue::Pdf,
            Job::Guru(_) => Queue::Guru,
        }
    }
}

/// Removes the waiting entry however the wait ends (reply, timeout, client gone).
struct Waiting<'a> {
    d: &'a Dispatcher,
    id: Uuid,
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.d
            .waiting
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.id);
    }
}

impl Dispatcher {
    pub fn new(names: Names, redis: redis::aio::ConnectionManager) -> Self {
        let instance = Uuid::new_v4().simple().to_string();
        Dispatcher {
            reply_to: names.reply_channel(&instance),
            calc: ListQueue::of(redis.clone(), &names, Queue::Calc),
            pdf: graha::queue::push_storage(redis.clone(), &names, Queue::Pdf),
            pdf_async: graha::queue::push_storage(redis.clone(), &names, Queue::PdfAsync),
            guru: graha::queue::push_storage(redis.clone(), &names, Queue::Guru),
            names,
            redis,
            waiting: Mutex::new(HashMap::new()),
        }
    }

    /// Keeps the reply subscription alive for the life of the process.
    pub fn listen(self: std::sync::Arc<Self>, client: redis::Client) {
        tokio::spawn(async move {
            loop {
                match client.get_async_pubsub().await {
                    Ok(mut ps) => {
                        if let Err(e) = ps.subscribe(&self.reply_to).await {
                            tracing::warn!(error = %e, "reply subscription failed");
                        } else {
                            let mut stream = ps.on_message();
                            while let Some(msg) = stream.next().await {
                                match JobReply::from_wire(msg.get_payload_bytes()) {
                                    Ok(reply) => self.deliver(reply),
                                    Err(e) => tracing::warn!(error = %e, "unreadable job reply"),
                                }
                            }
                            tracing::warn!("reply subscription ended; reconnecting");
                        }
                    }
                    Err(e) => tracing::warn!(error = %e, "reply subscription: cannot connect"),
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
        });
    }

    fn deliver(&self, reply: JobReply) {
        let tx = self
            .waiting
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&reply.job_id);
        if let Some(tx) = tx {
            let _ = tx.send(reply);
        }
    }

    /// Pushes a job and waits for its reply up to `deadline`. Redis trouble is 503, a missed
    /// deadline 504; either way the caller refunds.
    pub async fn call(
        &self,
        job_id: Uuid,
        job: Job,
        deadline: Duration,
    ) -> Result<JobReply, ApiError> {
        self.call_with(job_id, job, deadline, || {}).await
    }

    /// [`Self::call`], running `on_queued` once the job is on its queue (before the wait).
    pub async fn call_with(
        &self,
        job_id: Uuid,
        job: Job,
        deadline: Duration,
        on_queued: impl FnOnce(),
    ) -> Result<JobReply, ApiError> {
        let (tx, rx) = oneshot::channel();
        self.waiting
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(job_id, tx);
        let _guard = Waiting {
            d: self,
            id: job_id,
        };
        let started = std::time::Instant::now();
        let q = job.queue();
        self.push(job).await?;
        on_queued();
        match tokio::time::timeout(deadline, rx).await {
            Ok(Ok(reply)) => {
                let overhead = started
                    .elapsed()
                    .saturating_sub(Duration::from_micros(reply.work_us));
                metrics::histogram!("graha_queue_overhead_seconds").record(overhead.as_secs_f64());
                let outcome = match &reply.outcome {
                    graha::jobs::JobOutcome::Failed { .. } => "failed",
                    _ => "ok",
                };
                metrics::counter!("graha_job_replies_total", "queue" => graha::queue::queue_name(q), "outcome" => outcome).increment(1);
                Ok(reply)
            }
            _ => {
                metrics::counter!("graha_job_replies_total", "queue" => graha::queue::queue_name(q), "outcome" => "timeout").increment(1);
                // The reply may have been published while our subscription was reconnecting.
                let mut conn = self.redis.clone();
                let kept: Option<Vec<u8>> = conn
                    .get(self.names.result_key(&job_id))
                    .await
                    .unwrap_or(None);
                kept.and_then(|s| JobReply::from_wire(&s).ok())
                    .ok_or(ApiError::Timeout)
            }
        }
    }

    /// Pushes a job without waiting (asynchronous reports).
    pub async fn push(&self, job: Job) -> Result<(), ApiError> {
        let pushed = match job {
            Job::Calc(j) => self.calc.clone().push(j).await.map_err(|e| e.to_string()),
            Job::Pdf(j) if j.asynchronous => self
                .pdf_async
                .clone()
                .push(j)
                .await
                .map_err(|e| e.to_string()),
            Job::Pdf(j) => self.pdf.clone().push(j).await.map_err(|e| e.to_string()),
            Job::Guru(j) => self.guru.clone().push(j).await.map_err(|e| e.to_string()),
        };
        // A push also wakes the workers (`graha::queue::PushAndWake`; the calculation queue's
        // push script, when the queue was empty).
        pushed.map_err(|e| ApiError::Unavailable(format!("enqueue: {e}")))?;
        Ok(())
    }
}
