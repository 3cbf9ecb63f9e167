//! graha-api as a library: the router and its state, so the binary and the integration tests
//! build the same service.

pub mod dispatch;
pub mod error;
pub mod extract;
pub mod idempotency;
pub mod openapi;
pub mod ratelimit;
pub mod routes;
pub mod state;

use anyhow::Context;
use state::{AppState, KeyCache, LastUsed, Settings};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// The process-wide Prometheus recorder (installed once, shared by every app in the process).
fn metrics_handle() -> anyhow::Result<metrics_exporter_prometheus::PrometheusHandle> {
    static H: OnceLock<metrics_exporter_prometheus::PrometheusHandle> = OnceLock::new();
    if let Some(h) = H.get() {
        return Ok(h.clone());
    }
    let recorder = metrics_exporter_prometheus::PrometheusBuilder::new()
        .set_buckets(&[
            0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0,
        ])?
        .build_recorder();
    let handle = recorder.handle();
    if metrics::set_global_recorder(recorder).is_ok() {
        let _ = H.set(handle);
    }
    H.get().cloned().context("metrics recorder")
}

/// Connects to Postgres (applying migrations) and Redis and builds the shared state.
pub async fn build_state(settings: Settings) -> anyhow::Result<AppState> {
    graha::astro::ephemeris::configure(None);
    let metrics = metrics_handle()?;
    let db = graha::store::connect_retrying(
        &settings.database_url,
        settings.db_max_connections,
        Duration::from_secs(60),
    )
    .await
    .context("connecting to Postgres")?;
    graha::store::migrate(&db)
        .await
        .context("applying migrations")?;
    let client = redis::Client::open(settings.redis_url.as_str()).context("REDIS_URL")?;
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
    let names = graha::queue::Names::new(settings.redis_prefix.clone());
    let dispatcher = Arc::new(dispatch::Dispatcher::new(names.clone(), redis.clone()));
    dispatcher.clone().listen(client);
    let store = graha::storage::Store::open_with(&settings.storage, &settings.s3)
        .await
        .context("GRAHA_STORAGE")?;
    let state = AppState {
        settings: Arc::new(settings),
        db,
        redis,
        names,
        dispatcher,
        keys: Arc::new(KeyCache::default()),
        last_used: Arc::new(LastUsed::default()),
        store,
        metrics,
    };
    spawn_last_used_flush(state.clone());
    Ok(state)
}

/// Serves the API on `listener` until `shutdown` resolves; in-flight requests finish.
pub async fn serve(
    state: AppState,
    listener: tokio::net::TcpListener,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let app = routes::router(state.clone());
    tracing::info!(addr = %listener.local_addr()?, "graha-api listening");
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await?;
    flush_last_used(&state).await;
    Ok(())
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
