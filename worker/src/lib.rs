//! graha-worker as a library: drains the `calc`, `pdf` and `guru` queues. Stateless; run as
//! many replicas as the load needs. Ephemeris work runs on the engine's threads ([`engine`]) and
//! PDF work on the blocking pool, never on an async thread.

pub mod engine;
pub mod guru;
pub mod handlers;
pub mod pdf;
pub mod wake;
pub mod webhooks;

use anyhow::Context;
use apalis::prelude::*;
use graha::endpoints::Queue;
use graha::jobs::{CalcJob, GuruJob, PdfJob};
use graha::queue::list::ListQueue;
use graha::queue::{Names, storage};
use std::sync::Arc;
use std::time::Duration;
use wake::{WakeSignal, Wakeable};

/// The configuration from the environment (the variables are listed in README.md, "Configuration").
#[derive(Debug, Clone)]
pub struct Config {
    pub database_url: String,
    pub redis_url: String,
    pub redis_prefix: String,
    pub storage: String,
    pub calc_concurrency: usize,
    /// Threads the calculations run on (`GRAHA_ENGINE_THREADS`, default the cores).
    pub engine_threads: usize,
    pub pdf_concurrency: usize,
    /// Asynchronous reports rendered at once (their own lane: a backlog of them leaves the
    /// synchronous reports' lane free).
    pub pdf_async_concurrency: usize,
    pub guru_concurrency: usize,
    /// The Guru's provider settings (`GRAHA_GURU_*`), checked when the worker starts.
    pub guru: guru::Config,
    /// Explicit S3 settings (tests); production uses the `AWS_*` environment.
    pub s3: graha::storage::S3Overrides,
    /// How the webhooks of asynchronous reports are delivered (`GRAHA_WEBHOOK_*`).
    pub webhooks: webhooks::Config,
}

pub fn env_or(name: &str, default: &str) -> String {
    std::env::var(name)
        .ok()
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.to_owned())
}

fn env_num(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|n| *n > 0)
        .unwrap_or(default)
}

impl Config {
    pub fn from_env() -> Self {
        let cores = std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(2);
        Config {
            database_url: env_or("DATABASE_URL", "postgres://localhost/graha"),
            redis_url: env_or("REDIS_URL", "redis://127.0.0.1:6379"),
            redis_prefix: env_or("GRAHA_REDIS_PREFIX", "graha"),
            storage: env_or("GRAHA_STORAGE", "file://./data/reports"),
            calc_concurrency: env_num("GRAHA_CALC_CONCURRENCY", cores * 4),
            engine_threads: env_num("GRAHA_ENGINE_THREADS", cores),
            pdf_concurrency: env_num("GRAHA_PDF_CONCURRENCY", cores),
            pdf_async_concurrency: env_num("GRAHA_PDF_ASYNC_CONCURRENCY", 1),
            guru_concurrency: env_num("GRAHA_GURU_CONCURRENCY", 16),
            guru: guru::Config::from_env(),
            s3: graha::storage::S3Overrides::default(),
            webhooks: webhooks::Config::from_env(),
        }
    }
}

/// Runs the workers until `shutdown` resolves, then lets in-flight jobs finish.
pub async fn run(
    config: Config,
    shutdown: impl std::future::Future<Output = std::io::Result<()>> + Send + 'static,
) -> anyhow::Result<()> {
    graha::astro::ephemeris::configure(None);

    let Opened {
        state,
        conn,
        names,
        signals,
    } = open(&config).await?;
    let [calc_sig, pdf_sig, guru_sig, pdf_async_sig] = signals;

    // A unique worker id per process start, so a restarted process's orphans are recovered.
    let instance = format!(
        "{}-{}-{}",
        std::env::var("HOSTNAME").unwrap_or_else(|_| "worker".into()),
        std::process::id(),
        &uuid::Uuid::new_v4().simple().to_string()[..8]
    );
    tracing::info!(%instance, calc_concurrency = config.calc_concurrency, "graha-worker starting");
    let conn = Arc::new(Conn { conn, instance });
    let workers = Workers {
        conn: conn.clone(),
        names: names.clone(),
        state: state.clone(),
    };

    spawn_vacuum(conn.conn.clone(), names.clone());
    webhooks::spawn(state.db.clone(), config.webhooks.clone());
    let lane = Lane::new;
    // A worker whose backend failed (Redis restarted, its registration gone) is built again
    // and registers anew; while Redis stays down, retries back off up to 2 s.
    let monitor = Monitor::new().should_restart(restart_after_pause);
    let monitor = workers.calc(
        monitor,
        lane("calc", Queue::Calc, calc_sig, config.calc_concurrency),
    );
    let monitor = workers.pdf(
        monitor,
        lane("pdf", Queue::Pdf, pdf_sig, config.pdf_concurrency),
    );
    let monitor = workers.guru(
        monitor,
        lane("guru", Queue::Guru, guru_sig, config.guru_concurrency),
    );
    let monitor = workers.pdf(
        monitor,
        lane(
            "pdf-async",
            Queue::PdfAsync,
            pdf_async_sig,
            config.pdf_async_concurrency,
        ),
    );
    monitor
        .shutdown_timeout(Duration::from_secs(70))
        .run_with_signal(shutdown)
        .await
        .context("worker monitor")?;
    tracing::info!("graha-worker stopped");
    Ok(())
}

/// What the workers share, opened: the handlers' state, the Redis connection, the queue names
/// and the queues' wake signals (in [`Queue::ALL`]'s order, listening already).
struct Opened {
    state: Arc<handlers::State>,
    conn: redis::aio::ConnectionManager,
    names: Names,
    signals: [WakeSignal; 4],
}

/// Connects to Postgres (once migrated), Redis, the report store and the Guru's provider, and
/// builds the state the handlers share.
async fn open(config: &Config) -> anyhow::Result<Opened> {
    let db = graha::store::connect_retrying(&config.database_url, 4, Duration::from_secs(60))
        .await
        .context("connecting to Postgres")?;
    graha::store::wait_for_migrations(&db, Duration::from_secs(120))
        .await
        .map_err(anyhow::Error::msg)
        .context("waiting for migrations")?;
    let client = redis::Client::open(config.redis_url.as_str()).context("REDIS_URL")?;
    let conn = redis::aio::ConnectionManager::new(client.clone())
        .await
        .context("connecting to Redis")?;
    let store = graha::storage::Store::open_with(&config.storage, &config.s3)
        .await
        .context("GRAHA_STORAGE")?;
    let names = Names::new(config.redis_prefix.clone());
    let guru = guru::Provider::new(config.guru.clone()).context("Guru provider settings")?;

    let signals = Queue::ALL.map(|q| {
        let s = WakeSignal::default();
        s.clone().listen(client.clone(), names.wake_channel(q));
        s
    });
    let [calc_sig, pdf_sig, guru_sig, pdf_async_sig] = &signals;
    let state = Arc::new(handlers::State {
        db,
        redis: conn.clone(),
        names: names.clone(),
        store,
        guru,
        wakes: handlers::Wakes {
            calc: calc_sig.clone(),
            pdf: pdf_sig.clone(),
            guru: guru_sig.clone(),
            pdf_async: pdf_async_sig.clone(),
        },
        engine: engine::Lane::new(config.engine_threads)
            .context("starting the engine's threads")?,
    });
    Ok(Opened {
        state,
        conn,
        names,
        signals,
    })
}

/// Builds a failed worker again, after a pause that grows with its restarts up to 2 s.
fn restart_after_pause(worker: &WorkerContext, error: &WorkerError) -> bool {
    let pause = std::time::Duration::from_millis((100 * worker.restarts() as u64).min(2_000));
    tracing::warn!(worker = %worker.name(), %error, ?pause, "restarting worker");
    tokio::task::block_in_place(|| std::thread::sleep(pause));
    true
}

/// One queue's worker: its name after the instance's, its queue, its wake signal and how many
/// jobs it runs at once.
struct Lane {
    name: &'static str,
    queue: Queue,
    wake: WakeSignal,
    concurrency: usize,
}

impl Lane {
    /// A lane named `name` on `queue`, woken by `wake`, running `concurrency` jobs at once.
    fn new(name: &'static str, queue: Queue, wake: WakeSignal, concurrency: usize) -> Lane {
        Lane {
            name,
            queue,
            wake,
            concurrency,
        }
    }
}

/// What every worker factory shares.
struct Workers {
    conn: Arc<Conn>,
    names: Names,
    state: Arc<handlers::State>,
}

impl Workers {
    /// Registers the calculation worker of `lane` (its list queue).
    fn calc(&self, monitor: Monitor, lane: Lane) -> Monitor {
        let (c, n, st) = (self.conn.clone(), self.names.clone(), self.state.clone());
        monitor.register(move |_| {
            WorkerBuilder::new(format!("{}-{}", c.instance, lane.name))
                .backend(Wakeable::new(
                    ListQueue::<CalcJob>::of(c.conn.clone(), &n, Queue::Calc),
                    lane.wake.clone(),
                ))
                .data(st.clone())
                .concurrency(lane.concurrency)
                .catch_panic()
                .build(handlers::calc)
        })
    }

    /// Registers a report worker of `lane` (the synchronous or the asynchronous reports).
    fn pdf(&self, monitor: Monitor, lane: Lane) -> Monitor {
        let (c, n, st) = (self.conn.clone(), self.names.clone(), self.state.clone());
        monitor.register(move |_| {
            WorkerBuilder::new(format!("{}-{}", c.instance, lane.name))
                .backend(Wakeable::new(
                    storage::<PdfJob>(c.conn.clone(), &n, lane.queue),
                    lane.wake.clone(),
                ))
                .data(st.clone())
                .concurrency(lane.concurrency)
                .catch_panic()
                .build(handlers::pdf)
        })
    }

    /// Registers the Guru's worker of `lane`.
    fn guru(&self, monitor: Monitor, lane: Lane) -> Monitor {
        let (c, n, st) = (self.conn.clone(), self.names.clone(), self.state.clone());
        monitor.register(move |_| {
            WorkerBuilder::new(format!("{}-{}", c.instance, lane.name))
                .backend(Wakeable::new(
                    storage::<GuruJob>(c.conn.clone(), &n, lane.queue),
                    lane.wake.clone(),
                ))
                .data(st.clone())
                .concurrency(lane.concurrency)
                .catch_panic()
                .build(handlers::guru)
        })
    }
}

/// Deletes the metadata apalis keeps for each worker (`<workers set>:metadata:<name>`) once
/// the worker has left the set — stopped, or dropped as dead by orphan recovery — so that
/// restarts and replicas coming and going leave no keys behind. Registration writes the set and
/// the metadata in one script, so a worker in the set always keeps its metadata.
async fn forget_departed_workers(conn: &mut redis::aio::ConnectionManager, workers_set: &str) {
    static FORGET: std::sync::LazyLock<redis::Script> = std::sync::LazyLock::new(|| {
        redis::Script::new(
            "if redis.call('zscore', KEYS[1], ARGV[1]) then return 0 end \
             return redis.call('del', KEYS[2])",
        )
    });
    let prefix = format!("{workers_set}:metadata:");
    let mut keys: Vec<String> = Vec::new();
    let Ok(mut iter) = redis::AsyncCommands::scan_match(conn, format!("{prefix}*")).await else {
        return;
    };
    while let Some(Ok(key)) = iter.next_item().await {
        keys.push(key);
    }
    drop(iter);
    for key in keys {
        let name = &key[prefix.len()..];
        let _: Result<i64, _> = FORGET
            .key(workers_set)
            .key(&key)
            .arg(name)
            .invoke_async(conn)
            .await;
    }
}

/// What each worker factory needs to build its worker again.
struct Conn {
    conn: redis::aio::ConnectionManager,
    instance: String,
}

/// The report and Guru queues (apalis-redis; the calculation queue keeps nothing of a finished
/// job, see [`graha::queue::list`]). Every second, deletes the data apalis keeps of the jobs
/// finished since (their payload in the queue's data hash, their metadata and result), by the
/// ids apalis files in the queue's done set: work in proportion to the jobs finished, spread
/// over the minute. Every minute, apalis' own vacuum (which reads every job the queue holds, so
/// it is kept for what the done set does not name: jobs that ended otherwise) and the metadata
/// of departed workers. Safe from several replicas at once: each id is popped by one of them.
fn spawn_vacuum(conn: redis::aio::ConnectionManager, names: Names) {
    use apalis_core::backend::Vacuum;
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        let mut ticks: u64 = 0;
        loop {
            tick.tick().await;
            ticks += 1;
            let mut pdf = storage::<PdfJob>(conn.clone(), &names, Queue::Pdf);
            let mut guru = storage::<GuruJob>(conn.clone(), &names, Queue::Guru);
            let mut pdf_async = storage::<PdfJob>(conn.clone(), &names, Queue::PdfAsync);
            let configs = [
                pdf.get_config().clone(),
                guru.get_config().clone(),
                pdf_async.get_config().clone(),
            ];
            let mut c = conn.clone();
            let mut n = 0;
            for config in &configs {
                n += forget_done(&mut c, config).await;
            }
            if ticks.is_multiple_of(60) {
                let removed = [
                    pdf.vacuum().await,
                    guru.vacuum().await,
                    pdf_async.vacuum().await,
                ];
                n += removed
                    .iter()
                    .filter_map(|r| r.as_ref().ok())
                    .sum::<usize>();
                for config in &configs {
                    forget_departed_workers(&mut c, &config.workers_set()).await;
                }
            }
            if n > 0 {
                tracing::debug!(removed = n, "vacuumed finished jobs");
            }
        }
    });
}

/// Deletes the data of the jobs in a queue's done set, a thousand at a time, and empties the
/// set; how many were deleted.
async fn forget_done(
    conn: &mut redis::aio::ConnectionManager,
    config: &apalis_redis::Config,
) -> usize {
    static FORGET: std::sync::LazyLock<redis::Script> = std::sync::LazyLock::new(|| {
        redis::Script::new(
            r"
local ids = redis.call('spop', KEYS[1], ARGV[1])
for _, id in ipairs(ids) do
  redis.call('hdel', KEYS[2], id)
  redis.call('hdel', KEYS[3] .. ':result', id)
  redis.call('del', KEYS[3] .. ':' .. id)
end
return #ids
",
        )
    });
    const CHUNK: usize = 1000;
    let mut total = 0;
    loop {
        let n: Result<usize, _> = FORGET
            .key(config.done_jobs_set())
            .key(config.job_data_hash())
            .key(config.job_meta_hash())
            .arg(CHUNK)
            .invoke_async(conn)
            .await;
        match n {
            Ok(n) => {
                total += n;
                if n < CHUNK {
                    return total;
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "vacuuming finished jobs failed");
                return total;
            }
        }
    }
}
