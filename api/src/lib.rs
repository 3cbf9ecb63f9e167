//! graha-api as a library: the router and its state, so the binary and the integration tests
//! build the same service.

pub mod accept;
pub mod account;
pub mod captures;
pub mod charge;
pub mod client_ip;
pub mod contract;
pub mod dashboard;
pub mod dispatch;
pub mod docs;
pub mod error;
pub mod extract;
pub mod idempotency;
pub mod inflight;
pub mod leases;
pub mod mcp;
pub mod money;
pub mod openapi;
pub mod profile_loads;
pub mod rate_blocks;
pub mod ratelimit;
pub mod replies;
pub mod requests;
pub mod reservations;
pub mod routes;
pub mod state;
pub mod terminal;
pub mod usage;

use anyhow::Context;
use state::{AppState, Config, KeyCache, LastUsed};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// The process-wide Prometheus recorder (installed once, shared by every app in the process).
fn metrics_handle() -> anyhow::Result<metrics_exporter_prometheus::PrometheusHandle> {
    // get_or_init: apps built at once on several threads (the tests) wait for the one that
    // installs the recorder, instead of finding it installed but not yet kept.
    static H: OnceLock<Option<metrics_exporter_prometheus::PrometheusHandle>> = OnceLock::new();
    H.get_or_init(|| {
        let recorder = metrics_exporter_prometheus::PrometheusBuilder::new()
            .set_buckets(&[
                0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
                60.0,
            ])
            .ok()?
            .build_recorder();
        let handle = recorder.handle();
        metrics::set_global_recorder(recorder).ok()?;
        graha::telemetry::api_metrics_at_zero();
        Some(handle)
    })
    .clone()
    .context("metrics recorder")
}

/// Connects to Postgres (applying migrations) and Redis and builds the shared state.
pub async fn build_state(config: Config) -> anyhow::Result<AppState> {
    graha::astro::ephemeris::configure(None);
    let metrics = metrics_handle()?;
    let db = graha::store::connect_retrying(
        &config.database_url,
        config.db_max_connections,
        Duration::from_secs(60),
    )
    .await
    .context("connecting to Postgres")?;
    graha::store::migrate(&db)
        .await
        .context("applying migrations")?;
    let client = redis::Client::open(config.redis_url.as_str()).context("REDIS_URL")?;
    let cfg = redis::aio::ConnectionManagerConfig::new()
        .set_connection_timeout(Some(Duration::from_secs(2)))
        .set_response_timeout(Some(Duration::from_secs(2)));
    // Redis may come up after us: retry for up to 30 s.
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    let redis = loop {
        match redis::aio::ConnectionManager::new_with_config(client.clone(), cfg.clone()).await {
            Ok(c) => break c,
            Err(e) if std::time::Instant::now() < deadline => {
                tracing::warn!(error = %e, "redis not reachable yet; retrying");
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            Err(e) => return Err(anyhow::Error::new(e).context("connecting to Redis")),
        }
    };
    let names = graha::queue::Names::new(config.redis_prefix.clone());
    let dispatcher = Arc::new(dispatch::Dispatcher::new(names.clone(), redis.clone()));
    dispatcher.clone().listen(client);
    let store = graha::storage::Store::open_with(&config.storage, &config.s3)
        .await
        .context("GRAHA_STORAGE")?;
    let captures = captures::Captures::start(db.clone());
    let profile_loads = profile_loads::ProfileLoads::start(db.clone(), config.key_cache_ttl);
    let inflight = inflight::InFlight::new(
        redis.clone(),
        &config.redis_prefix,
        inflight::Limits {
            cap: config.calcs_in_progress_per_account,
            wait: config.calc_turn_wait,
            waiting: 16 * config.calcs_in_progress_per_account as usize,
            lapse: config.calc_deadline + config.calc_turn_wait + Duration::from_secs(30),
            keep_idle: Duration::from_millis(100),
        },
    );
    let state = AppState {
        inflight,
        hashing: Arc::new(dashboard::limits::Hashing::new(
            config.password_hashes_at_once as usize,
        )),
        body_budget: Arc::new(tokio::sync::Semaphore::new(
            (config.body_budget_bytes / 1024).max(1),
        )),
        config: Arc::new(config),
        reservations: reservations::Reservations::start(db.clone(), captures.clone()),
        leases: leases::Leases::start(db.clone(), lease_holder()),
        profile_loads,
        captures,
        db,
        redis,
        names,
        dispatcher,
        keys: Arc::new(KeyCache::default()),
        last_used: Arc::new(LastUsed::default()),
        rate_blocks: Arc::default(),
        store,
        metrics,
    };
    spawn_last_used_flush(state.clone());
    spawn_metrics_upkeep(state.metrics.clone());
    Ok(state)
}

/// Every 5 s, folds the histogram samples recorded since into their buckets. The recorder keeps
/// each sample (8 bytes, three a calculation) until then; without this it kept them until the
/// next scrape of `/metrics`, so an API nobody scraped grew with every request
/// (docs/reliability.md, "Soak").
fn spawn_metrics_upkeep(handle: metrics_exporter_prometheus::PrometheusHandle) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(5));
        loop {
            tick.tick().await;
            handle.run_upkeep();
        }
    });
}

/// Serves the API on `listener` until `shutdown` resolves; in-flight requests finish.
///
/// Our own accept loop around hyper's HTTP/1 connection rather than `axum::serve`, for what a
/// public server needs and `axum::serve` does not give: a client that has not sent a whole
/// request head within `GRAHA_HEADER_TIMEOUT_MS` (a slowloris, or a keep-alive connection left
/// idle) is disconnected, and open connections are capped below the file-descriptor limit, so
/// thousands of held connections neither exhaust the process nor starve other clients.
pub async fn serve(
    state: AppState,
    listener: tokio::net::TcpListener,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use tower::ServiceExt;

    let app = routes::router(state.clone());
    let header_timeout = state.config.header_timeout;
    let slots = Arc::new(tokio::sync::Semaphore::new(max_connections(
        state.config.max_connections,
    )));
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    tracing::info!(addr = %listener.local_addr()?, "graha-api listening");
    let mut shutdown = std::pin::pin!(shutdown);
    let serve_one = |stream: tokio::net::TcpStream, peer, slot| {
        let _ = stream.set_nodelay(true);
        let service = app
            .clone()
            .map_request(move |mut req: axum::extract::Request<_>| {
                req.extensions_mut()
                    .insert(axum::extract::ConnectInfo(peer));
                req
            });
        let conn = hyper::server::conn::http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(header_timeout)
            // A connection's read buffer, capped: hyper's default grows outside our body budget
            // (docs/decisions.md, "Request bodies"). 32 KiB still holds any request head we
            // accept.
            .max_buf_size(READ_BUFFER)
            .serve_connection(
                TokioIo::new(stream),
                hyper_util::service::TowerToHyperService::new(service),
            );
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            let _ = conn.await;
            drop(slot);
        });
    };
    loop {
        let slot = tokio::select! {
            s = slots.clone().acquire_owned() => s?,
            () = &mut shutdown => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of descriptors or a connection reset before accept: pause, go on.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        serve_one(stream, peer, Some(slot));
    }
    // Connections the kernel has already completed (the listen backlog) are served: closing the
    // listener under them would reset them, a call cut before it began.
    while let Ok(Ok((stream, peer))) = tokio::time::timeout(Duration::ZERO, listener.accept()).await
    {
        serve_one(stream, peer, None);
    }
    drop(listener);
    // In-flight requests finish (the longest job deadline is 60 s; the request timeout 75 s).
    if tokio::time::timeout(Duration::from_secs(80), graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!("connections still open at shutdown; closing them");
    }
    flush_last_used(&state).await;
    state.captures.flush().await;
    state.leases.close().await;
    Ok(())
}

/// How this process names itself on the credit leases it holds.
fn lease_holder() -> String {
    format!(
        "api-{}-{}-{}",
        std::env::var("HOSTNAME").unwrap_or_else(|_| "local".into()),
        std::process::id(),
        &uuid::Uuid::new_v4().simple().to_string()[..8]
    )
}

/// The most one connection buffers of what it reads (see `serve`).
const READ_BUFFER: usize = 32 * 1024;

/// Binds the API's address with a listen backlog of 4096 (the kernel caps it at `somaxconn`):
/// tokio's default of 1024 overflows under a burst of connections, and a dropped SYN costs the
/// client a second before it tries again.
pub async fn bind(addr: &str) -> std::io::Result<tokio::net::TcpListener> {
    let mut last = None;
    for a in tokio::net::lookup_host(addr).await? {
        let socket = if a.is_ipv4() {
            tokio::net::TcpSocket::new_v4()?
        } else {
            tokio::net::TcpSocket::new_v6()?
        };
        socket.set_reuseaddr(true)?;
        match socket.bind(a).and_then(|()| socket.listen(4096)) {
            Ok(l) => return Ok(l),
            Err(e) => last = Some(e),
        }
    }
    Err(last.unwrap_or_else(|| std::io::Error::other("no address to bind")))
}

/// How many connections may be open at once: `GRAHA_MAX_CONNECTIONS`, or as many as the file
/// descriptors allow after raising the soft limit to the hard one (keeping 512 for Postgres,
/// Redis, the report store and logs).
fn max_connections(configured: Option<usize>) -> usize {
    let fds = raise_fd_limit();
    let fit = fds.saturating_sub(512).max(64) as usize;
    configured.unwrap_or(fit).min(fit)
}

/// Raises this process's open-file soft limit to its hard limit; returns the limit in force.
fn raise_fd_limit() -> u64 {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit/setrlimit only read and write the struct we pass.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
            return 1024;
        }
        if lim.rlim_cur < lim.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: lim.rlim_max,
                rlim_max: lim.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                lim = raised;
            }
        }
    }
    lim.rlim_cur
}

/// Writes key last-use times every 2 s in one statement (not a write per request).
fn spawn_last_used_flush(state: AppState) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(2));
        loop {
            tick.tick().await;
            flush_last_used(&state).await;
        }
    });
}

async fn flush_last_used(state: &AppState) {
    let pending = state.last_used.take();
    if pending.is_empty() {
        return;
    }
    let (ids, times): (Vec<_>, Vec<_>) = pending.iter().map(|(k, t)| (*k, *t)).unzip();
    let result = match state.db.acquire().await {
        Ok(mut conn) => graha::store::keys::touch_many(&mut conn, &ids, &times).await,
        Err(e) => Err(e),
    };
    if let Err(e) = result {
        tracing::warn!(error = %e, "flushing key last-use times failed; will retry");
        for (k, t) in pending {
            state.last_used.touch(k, t);
        }
    }
}
