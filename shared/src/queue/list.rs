//! The calculation queue: one Redis list, drained by apalis workers through apalis-core's
//! persisted-backend machinery (register, heartbeat, fetch, acknowledge, give back).
//!
//! A calculation costs the engine under a tenth of a millisecond, so the queue's own cost per
//! job decides the throughput. apalis-redis files each job in five structures (payload hash,
//! metadata hash decoded from JSON in Lua, scheduled set, active list, done set) and needs a
//! vacuum behind it; here a job is one list entry while it waits and one hash field while a
//! worker holds it:
//!
//! - `{queue}:pending` — LIST of entries, `<16 hex digits: id><job JSON>`; pushed on the left,
//!   taken from the right;
//! - `{queue}:beats` — ZSET, worker name → its last heartbeat (Unix seconds);
//! - `{queue}:taken:{worker}` — HASH, id → entry: what the worker has taken and not yet
//!   acknowledged.
//!
//! (None of these is a name apalis-redis uses under a queue, so the keys a deployment's earlier
//! apalis-redis calculation queue left behind cannot be mistaken for these.)
//!
//! A push is one script call: `LPUSH`, and a wake-up `PUBLISH` only when the list was empty
//! (a worker that found work keeps fetching until the list is empty, so only that transition
//! can find one parked; so whatever else puts jobs back on the list, a heartbeat, a registration
//! or a closing worker, wakes them too). A fetch is one script call that moves up to a batch into the worker's
//! hash; an acknowledgement is one `HDEL`. A worker whose heartbeat is older than
//! `dead_after` is dead: the next heartbeat of any other worker puts its jobs back at the taking
//! end of the list, first in line. Delivery is at least once; the handlers are idempotent.

use super::Names;
use crate::endpoints::Queue;
use apalis_core::backend::codec::Codec;
use apalis_core::backend::finalize::Durable;
use apalis_core::backend::future::BoxSyncFuture;
use apalis_core::backend::persistence::{Persisted, Persistence, TaskEvent, TaskPersistLayer};
use apalis_core::backend::{Backend, BackendConfig, WireFormatBackend};
use apalis_core::task::Task;
use apalis_core::task::builder::TaskBuilder;
use apalis_core::task::task_id::TaskId;
use apalis_core::worker::context::WorkerContext;
use futures::{FutureExt, Sink};
use redis::aio::ConnectionManager;
use redis::{RedisError, Script};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::marker::PhantomData;
use std::pin::Pin;
use std::sync::{Arc, LazyLock};
use std::task::{Context, Poll};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Digits of the id at the head of an entry.
const ID_LEN: usize = 16;

/// The keys and timings of one list queue.
#[derive(Debug)]
pub struct ListConfig {
    pub pending: String,
    /// Worker name → its last heartbeat.
    pub beats: String,
    /// `taken_prefix` + worker name: a worker's hash of taken jobs.
    pub taken_prefix: String,
    /// Where a push that finds the list empty wakes the workers.
    pub wake: String,
    pub heartbeat: Duration,
    /// A worker not heard from for this long is dead.
    pub dead_after: Duration,
    /// Entries one fetch takes at most.
    pub batch: usize,
}

impl ListConfig {
    pub fn new(names: &Names, q: Queue) -> Self {
        let base = names.queue(q);
        ListConfig {
            pending: format!("{base}:pending"),
            beats: format!("{base}:beats"),
            taken_prefix: format!("{base}:taken:"),
            wake: names.wake_channel(q),
            heartbeat: Duration::from_secs(5),
            dead_after: Duration::from_secs(10),
            batch: 8,
        }
    }

    /// A worker's hash of taken jobs.
    pub fn taken(&self, worker: &str) -> String {
        format!("{}{worker}", self.taken_prefix)
    }
}

/// `LPUSH` the entries; `PUBLISH` a wake-up when they are all the list holds.
static PUSH: LazyLock<Script> = LazyLock::new(|| {
    Script::new(
        r"
local n = redis.call('LPUSH', KEYS[1], unpack(ARGV, 2))
if n == #ARGV - 1 then redis.call('PUBLISH', ARGV[1], 1) end
return n
",
    )
});

/// Moves up to ARGV[2] entries from the list into the worker's hash, and returns them; refuses
/// a worker no longer registered (declared dead: its jobs went back to the list).
static FETCH: LazyLock<Script> = LazyLock::new(|| {
    Script::new(
        r"
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  return redis.error_reply('worker not registered: ' .. ARGV[1])
end
local taken = redis.call('RPOP', KEYS[2], ARGV[2])
if not taken then return {} end
local kv = {}
for i, e in ipairs(taken) do
  kv[2 * i - 1] = string.sub(e, 1, ARGV[3])
  kv[2 * i] = e
end
redis.call('HSET', KEYS[3], unpack(kv))
return taken
",
    )
});

/// The worker's heartbeat (refused if it is no longer registered), then every dead worker's
/// jobs back at the taking end of the list, and the dead unregistered. Returns the jobs given
/// back.
static HEARTBEAT: LazyLock<Script> = LazyLock::new(|| {
    Script::new(
        r"
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  return redis.error_reply('worker not registered: ' .. ARGV[1])
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
local n = 0
for _, w in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])) do
  local taken = ARGV[4] .. w
  local jobs = redis.call('HVALS', taken)
  if #jobs > 0 then
    redis.call('RPUSH', KEYS[2], unpack(jobs))
    n = n + #jobs
  end
  redis.call('DEL', taken)
  redis.call('ZREM', KEYS[1], w)
end
if n > 0 then redis.call('PUBLISH', ARGV[5], 1) end
return n
",
    )
});

/// Gives back what the worker holds (a previous run of the same worker, or a closing one), then
/// registers it (ARGV[2] a time) or unregisters it (ARGV[2] empty).
static REGISTER: LazyLock<Script> = LazyLock::new(|| {
    Script::new(
        r"
local jobs = redis.call('HVALS', KEYS[3])
if #jobs > 0 then
  redis.call('RPUSH', KEYS[2], unpack(jobs))
  redis.call('DEL', KEYS[3])
  redis.call('PUBLISH', ARGV[3], 1)
end
if ARGV[2] == '' then
  redis.call('ZREM', KEYS[1], ARGV[1])
else
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
end
return #jobs
",
    )
});

/// Puts the named jobs the worker took but never started back at the taking end of the list,
/// and wakes the workers (ARGV[1] the wake channel): a push that finds jobs waiting wakes no
/// one, so whatever puts jobs on the list must.
static GIVE_BACK: LazyLock<Script> = LazyLock::new(|| {
    Script::new(
        r"
local n = 0
for i = 2, #ARGV do
  local e = redis.call('HGET', KEYS[2], ARGV[i])
  if e then
    redis.call('RPUSH', KEYS[1], e)
    redis.call('HDEL', KEYS[2], ARGV[i])
    n = n + 1
  end
end
if n > 0 then redis.call('PUBLISH', ARGV[1], 1) end
return n
",
    )
});

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs()
}

fn malformed(what: &str) -> RedisError {
    RedisError::from(std::io::Error::new(
        std::io::ErrorKind::InvalidData,
        what.to_owned(),
    ))
}

/// The id at the head of an entry. Every id in this queue is an integer: a push keeps one it is
/// given and draws one otherwise, and a fetch reads it back.
fn hex_id(id: &TaskId) -> Option<String> {
    match id {
        TaskId::Int(n) => Some(format!("{n:016x}")),
        _ => None,
    }
}

/// One queue's Redis side, as apalis-core's persisted backend drives it.
#[derive(Clone)]
pub struct ListStore {
    conn: ConnectionManager,
    config: Arc<ListConfig>,
}

impl ListStore {
    pub fn new(conn: ConnectionManager, config: ListConfig) -> Self {
        ListStore {
            conn,
            config: Arc::new(config),
        }
    }

    async fn register_as(&mut self, worker: &str, at: Option<u64>) -> Result<u32, RedisError> {
        REGISTER
            .key(&self.config.beats)
            .key(&self.config.pending)
            .key(self.config.taken(worker))
            .arg(worker)
            .arg(at.map(|t| t.to_string()).unwrap_or_default())
            .arg(&self.config.wake)
            .invoke_async(&mut self.conn)
            .await
    }

    /// Unregisters `worker`, giving back whatever it still holds.
    pub async fn unregister(&mut self, worker: &str) -> Result<u32, RedisError> {
        self.register_as(worker, None).await
    }
}

impl Persistence for ListStore {
    type Compact = Vec<u8>;
    /// Acknowledgements carry nothing: a job's reply goes to the API by its own channel.
    type Response = ();
    type Error = RedisError;

    async fn register(&mut self, worker: &WorkerContext) -> Result<(), RedisError> {
        let given = self.register_as(worker.name(), Some(now_secs())).await?;
        if given > 0 {
            tracing::info!(
                worker = worker.name(),
                given,
                "gave back jobs of a previous run"
            );
        }
        Ok(())
    }

    async fn heartbeat(&mut self, worker: &WorkerContext) -> Result<(), RedisError> {
        let now = now_secs();
        let given: u32 = HEARTBEAT
            .key(&self.config.beats)
            .key(&self.config.pending)
            .arg(worker.name())
            .arg(now)
            .arg(now.saturating_sub(self.config.dead_after.as_secs()))
            .arg(&self.config.taken_prefix)
            .arg(&self.config.wake)
            .invoke_async(&mut self.conn)
            .await?;
        if given > 0 {
            tracing::warn!(given, "put back the jobs of a dead worker");
        }
        Ok(())
    }

    async fn fetch_next(
        &mut self,
        worker: &WorkerContext,
    ) -> Result<Vec<Task<Vec<u8>>>, RedisError> {
        let entries: Vec<Vec<u8>> = FETCH
            .key(&self.config.beats)
            .key(&self.config.pending)
            .key(self.config.taken(worker.name()))
            .arg(worker.name())
            .arg(self.config.batch)
            .arg(ID_LEN)
            .invoke_async(&mut self.conn)
            .await?;
        entries
            .into_iter()
            .map(|mut e| {
                let id =
                    std::str::from_utf8(e.get(..ID_LEN).ok_or_else(|| malformed("short entry"))?)
                        .ok()
                        .and_then(|h| u64::from_str_radix(h, 16).ok())
                        .ok_or_else(|| malformed("entry id"))?;
                e.drain(..ID_LEN);
                Ok(TaskBuilder::new(e).task_id(TaskId::Int(id)).build())
            })
            .collect()
    }

    async fn reenqueue_abandoned(
        &mut self,
        tasks: Vec<Task<Vec<u8>>>,
        worker: &WorkerContext,
    ) -> Result<u64, RedisError> {
        let mut call = GIVE_BACK.key(&self.config.pending);
        call.key(self.config.taken(worker.name()))
            .arg(&self.config.wake);
        for id in tasks
            .iter()
            .filter_map(|t| t.ctx().task_id().and_then(hex_id))
        {
            call.arg(id);
        }
        call.invoke_async(&mut self.conn).await
    }

    async fn handle_events(
        &mut self,
        events: Vec<TaskEvent<()>>,
        worker: &WorkerContext,
    ) -> Result<(), RedisError> {
        let done: Vec<String> = events
            .iter()
            .filter_map(|e| match e {
                // Whatever the handler's result: ours answer failures themselves, and a job
                // that panicked would panic again.
                TaskEvent::Complete(r) => hex_id(&r.task_id),
                _ => None,
            })
            .collect();
        if done.is_empty() {
            return Ok(());
        }
        redis::cmd("HDEL")
            .arg(self.config.taken(worker.name()))
            .arg(&done)
            .exec_async(&mut self.conn)
            .await
    }

    async fn push_tasks(&mut self, tasks: Vec<Task<Vec<u8>>>) -> Result<(), RedisError> {
        if tasks.is_empty() {
            return Ok(());
        }
        let mut call = PUSH.key(&self.config.pending);
        call.arg(&self.config.wake);
        for t in tasks {
            let id = t
                .ctx()
                .task_id()
                .and_then(hex_id)
                .unwrap_or_else(|| format!("{:016x}", rand::random::<u64>()));
            let mut entry = Vec::with_capacity(ID_LEN + t.args.len());
            entry.extend_from_slice(id.as_bytes());
            entry.extend_from_slice(&t.args);
            call.arg(entry);
        }
        call.invoke_async::<u64>(&mut self.conn).await.map(drop)
    }
}

/// Job payloads as JSON bytes.
#[derive(Clone, Copy, Debug, Default)]
pub struct JsonBytes;

impl<T: Serialize + DeserializeOwned> Codec<T> for JsonBytes {
    type Error = serde_json::Error;
    type Compact = Vec<u8>;
    fn encode(&self, val: &T) -> Result<Vec<u8>, serde_json::Error> {
        serde_json::to_vec(val)
    }
    fn decode(&self, val: &Vec<u8>) -> Result<T, serde_json::Error> {
        serde_json::from_slice(val)
    }
}

/// A handler's result, as an acknowledgement carries it: nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct Nothing;

impl<T> Codec<T> for Nothing {
    type Error = std::convert::Infallible;
    type Compact = ();
    fn encode(&self, _: &T) -> Result<(), Self::Error> {
        Ok(())
    }
    fn decode(&self, _: &()) -> Result<T, Self::Error> {
        unreachable!("acknowledgements are never decoded")
    }
}

/// An apalis backend (and task sink) on a [`ListStore`], for jobs of type `T`.
pub struct ListQueue<T> {
    persist: Persisted<ListStore>,
    closing: Option<BoxSyncFuture<Result<u32, RedisError>>>,
    _jobs: PhantomData<fn() -> T>,
}

impl<T> Clone for ListQueue<T> {
    fn clone(&self) -> Self {
        ListQueue {
            persist: self.persist.clone(),
            closing: None,
            _jobs: PhantomData,
        }
    }
}

impl<T> ListQueue<T> {
    pub fn new(conn: ConnectionManager, config: ListConfig) -> Self {
        ListQueue {
            persist: Persisted::new(ListStore::new(conn, config)),
            closing: None,
            _jobs: PhantomData,
        }
    }

    /// The queue of `q` under `names`.
    pub fn of(conn: ConnectionManager, names: &Names, q: Queue) -> Self {
        Self::new(conn, ListConfig::new(names, q))
    }
}

impl<T> Backend for ListQueue<T> {
    type Task = Task<Vec<u8>>;
    type Error = RedisError;

    fn poll_ready(
        &mut self,
        cx: &mut Context<'_>,
        worker: &WorkerContext,
    ) -> Poll<Result<(), RedisError>> {
        let beat = self.persist.config.heartbeat;
        self.persist.poll_ready(cx, worker, beat)
    }

    fn poll_next(
        &mut self,
        cx: &mut Context<'_>,
        worker: &WorkerContext,
    ) -> Poll<Option<Result<Self::Task, RedisError>>> {
        self.persist.poll_next(cx, worker)
    }

    fn poll_close(
        &mut self,
        cx: &mut Context<'_>,
        worker: &WorkerContext,
    ) -> Poll<Result<(), RedisError>> {
        if self.closing.is_none() {
            std::task::ready!(self.persist.poll_close(cx, worker))?;
            let mut store = (*self.persist).clone();
            let name = worker.name().to_owned();
            self.closing = Some(async move { store.unregister(&name).await }.boxed().into());
        }
        match self.closing.as_mut().map(|f| f.poll_unpin(cx)) {
            Some(Poll::Ready(r)) => {
                self.closing = None;
                Poll::Ready(r.map(drop))
            }
            _ => Poll::Pending,
        }
    }
}

impl<T> BackendConfig for ListQueue<T> {
    type Args = T;
    type Id = u64;
    type Kind = Durable;
    type Config = ListConfig;
    type Layer = TaskPersistLayer<Nothing, ()>;

    fn config(&self) -> &ListConfig {
        &self.persist.config
    }

    fn middleware(&mut self, _worker: &mut WorkerContext) -> Self::Layer {
        let batch = self.persist.config.batch;
        self.persist.layer(Nothing, batch).persist_results(true)
    }
}

impl<T> WireFormatBackend for ListQueue<T> {
    type Codec = JsonBytes;
    type Compact = Vec<u8>;

    fn codec(&self) -> &JsonBytes {
        &JsonBytes
    }
}

impl<T> Sink<Task<Vec<u8>>> for ListQueue<T> {
    type Error = RedisError;

    fn poll_ready(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<(), RedisError>> {
        Sink::poll_ready(Pin::new(&mut self.get_mut().persist), cx)
    }

    fn start_send(self: Pin<&mut Self>, item: Task<Vec<u8>>) -> Result<(), RedisError> {
        Sink::start_send(Pin::new(&mut self.get_mut().persist), item)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<(), RedisError>> {
        Sink::poll_flush(Pin::new(&mut self.get_mut().persist), cx)
    }

    fn poll_close(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<(), RedisError>> {
        Sink::poll_close(Pin::new(&mut self.get_mut().persist), cx)
    }
}
