//! Redis names and queue plumbing shared by the API and the workers.
//!
//! Every Redis key and channel starts with a prefix (`GRAHA_REDIS_PREFIX`, default `graha`), so
//! tests and several deployments can share one Redis.
//!
//! apalis-redis 1.0 fetches by polling: after an empty fetch an idle worker parks until its next
//! heartbeat. So after every push the API also publishes on the queue's wake channel; each worker
//! process subscribes to it and wakes its fetch loop at once (see the worker's `wake` module).
//! (apalis-redis's own "available" event cannot serve: its push script files every job under the
//! scheduled set, due at once, and announces only jobs it puts on the active list — none.)

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
    /// Fixed-window rate-limit counter of an account.
    pub fn rate_key(&self, account: &uuid::Uuid, window: i64) -> String {
        format!("{}:rl:{account}:{window}", self.prefix)
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
    }
}

/// How long a finished job's reply is kept.
pub const RESULT_TTL: Duration = Duration::from_secs(120);

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
