//! Redis names and queue plumbing shared by the API and the workers.
//!
//! Every Redis key and channel starts with a prefix (`GRAHA_REDIS_PREFIX`, default `graha`), so
//! tests and several deployments can share one Redis.
//!
//! apalis-redis 1.0 fetches by polling: after an empty fetch an idle worker parks until its next
//! heartbeat. So with every push the API also publishes on the queue's wake channel (in the same
//! round trip, see [`PushAndWake`]); each worker process subscribes to it and wakes its fetch
//! loop at once (see the worker's `wake` module).
//! (apalis-redis's own "available" event cannot serve: its push script files every job under the
//! scheduled set, due at once, and announces only jobs it puts on the active list — none.)
//!
//! The calculation queue is a leaner one of our own on the same apalis machinery: see [`list`].

pub mod list;

use crate::endpoints::Queue;
use apalis_redis::{Config, RedisStorage};
use redis::aio::ConnectionManager;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::time::Duration;

/// Names of everything we keep in Redis under one prefix.
#[derive(Debug, Clone)]
pub struct Names {
    pub prefix: String,
}

impl Names {
    pub fn new(prefix: impl Into<String>) -> Self {
        Names {
            prefix: prefix.into(),
        }
    }
    /// The apalis queue (namespace) of a job kind.
    pub fn queue(&self, q: Queue) -> String {
        format!("{}:q:{}", self.prefix, queue_name(q))
    }
    /// Channel a worker listens on to wake for new jobs of a queue.
    pub fn wake_channel(&self, q: Queue) -> String {
        format!("{}:wake:{}", self.prefix, queue_name(q))
    }
    /// Channel on which one API process receives its job replies.
    pub fn reply_channel(&self, api_instance: &str) -> String {
        format!("{}:reply:{api_instance}", self.prefix)
    }
    /// Where a finished job's reply is kept briefly (idempotency and late pick-up).
    pub fn result_key(&self, job_id: &uuid::Uuid) -> String {
        format!("{}:result:{job_id}", self.prefix)
    }
    /// Base of an account's rate-limit counters (one per minute: `…:{minute}`).
    pub fn rate_key(&self, account: &uuid::Uuid) -> String {
        format!("{}:rl:{account}", self.prefix)
    }
    /// The account's test keys' per-minute window, apart from its live calls'.
    pub fn test_rate_key(&self, account: &uuid::Uuid) -> String {
        format!("{}:rlt:{account}", self.prefix)
    }
    /// Failed authentications of a client network in one minute.
    pub fn auth_failure_key(&self, client: &str, minute: i64) -> String {
        format!("{}:authfail:{client}:{minute}", self.prefix)
    }
    /// Idempotency records that replay a profile's data (deleted with the profile).
    pub fn idempotency_by_profile(&self, profile: &uuid::Uuid) -> String {
        format!("{}:idem-profile:{profile}", self.prefix)
    }
    /// Async reports of an account waiting or running (their fair-share slot).
    pub fn reports_in_progress(&self, account: &uuid::Uuid) -> String {
        format!("{}:reports:{account}", self.prefix)
    }
    /// Public Guru daily counter of a client network.
    pub fn public_guru_key(&self, client: &str, day: &str) -> String {
        format!("{}:guru:{day}:{client}", self.prefix)
    }
    /// Idempotency record of a request, scoped to its caller.
    pub fn idempotency_key_str(&self, scope: &str, key: &str) -> String {
        format!("{}:idem:{scope}:{key}", self.prefix)
    }
}

pub fn queue_name(q: Queue) -> &'static str {
    match q {
        Queue::Calc => "calc",
        Queue::Pdf => "pdf",
        Queue::Guru => "guru",
        Queue::PdfAsync => "pdf-async",
    }
}

/// How long a finished job's reply is kept when a redelivery would replay it (reports, Guru).
pub const RESULT_TTL: Duration = Duration::from_secs(120);

/// How long a calculation's reply is kept when its publish reached no API process (the
/// subscription reconnecting), for the API to pick it up at its deadline (10 s by default); a
/// reply heard is not kept, and a redelivered calculation is recomputed.
pub const PICKUP_TTL: Duration = Duration::from_secs(30);

/// Storage settings both sides use: a short heartbeat so a dead worker's jobs come back within
/// 10 s (5 s × 2 missed beats). Results are "persisted" so that apalis acknowledges finished
/// jobs (without it they stay in flight in Redis for ever); the workers vacuum them away.
/// Tasks are not "locked": a fetch already moves a job into the fetching worker's in-flight
/// set, which is what orphan recovery reads; the lease apalis would add on top costs a Lua
/// round trip per fetch and only marks the job's metadata `Running`.
pub fn storage_config(names: &Names, q: Queue) -> Config {
    Config::default()
        .queue(names.queue(q))
        .heartbeat_interval(Duration::from_secs(5))
        .missed_heartbeats(2)
        .persist_results(true)
        .lock_tasks(false)
        .emit_events(false)
}

/// An apalis-redis storage for job type `T` on queue `q`.
pub fn storage<T>(conn: ConnectionManager, names: &Names, q: Queue) -> RedisStorage<T>
where
    T: Serialize + DeserializeOwned + Send + Sync + Unpin + 'static,
{
    RedisStorage::new(conn).with_config(storage_config(names, q))
}

/// An apalis-redis storage for pushing jobs of type `T` on queue `q` that wakes the workers in
/// the same round trip (see [`PushAndWake`]).
pub fn push_storage<T>(
    conn: ConnectionManager,
    names: &Names,
    q: Queue,
) -> RedisStorage<T, PushAndWake>
where
    T: Serialize + DeserializeOwned + Send + Sync + Unpin + 'static,
{
    RedisStorage::new(PushAndWake {
        inner: conn,
        channel: names.wake_channel(q),
    })
    .with_config(storage_config(names, q))
}

/// A Redis connection that sends a `PUBLISH` on the queue's wake channel right behind every
/// script call, in the same write: apalis-redis pushes with one script call, so queueing a job
/// and waking the workers cost the API one round trip instead of two. Everything else passes
/// through unchanged. (A script not yet loaded answers `NOSCRIPT`; the publish then wakes the
/// workers once for nothing, and again when the retried call goes out.)
#[derive(Clone)]
pub struct PushAndWake {
    inner: ConnectionManager,
    channel: String,
}

impl redis::aio::ConnectionLike for PushAndWake {
    fn req_packed_command<'a>(
        &'a mut self,
        cmd: &'a redis::Cmd,
    ) -> redis::RedisFuture<'a, redis::Value> {
        let is_script = matches!(
            cmd.args_iter().next(),
            Some(redis::Arg::Simple(name)) if name.eq_ignore_ascii_case(b"EVALSHA")
        );
        if !is_script {
            return self.inner.req_packed_command(cmd);
        }
        Box::pin(async move {
            let mut pipe = redis::pipe();
            pipe.add_command(cmd.clone())
                .cmd("PUBLISH")
                .arg(&self.channel)
                .arg(1);
            let replies = self.inner.req_packed_commands(&pipe, 0, 2).await?;
            replies
                .into_iter()
                .next()
                .ok_or_else(|| {
                    redis::RedisError::from(std::io::Error::other("no reply to a pushed job"))
                })?
                .extract_error()
        })
    }

    fn req_packed_commands<'a>(
        &'a mut self,
        pipeline: &'a redis::Pipeline,
        offset: usize,
        count: usize,
    ) -> redis::RedisFuture<'a, Vec<redis::Value>> {
        self.inner.req_packed_commands(pipeline, offset, count)
    }

    fn get_db(&self) -> i64 {
        self.inner.get_db()
    }
}
