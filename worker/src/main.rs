//! graha-worker: see the library docs.

/// mimalloc: a request allocates and frees many small buffers across threads (JSON, job
/// payloads, replies); glibc's malloc took about a tenth of the process's time under load.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let json = std::env::var("GRAHA_LOG_FORMAT").is_ok_and(|v| v == "json");
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false);
    if json {
        builder.json().init()
    } else {
        builder.init()
    }
}

/// mimalloc's `purge_delay` option (the same index in its v2 and v3 headers).
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

fn main() -> anyhow::Result<()> {
    // Memory a job frees goes back to the system at once rather than after a delay that only
    // runs out when the same thread allocates again: jobs run on blocking-pool threads that may
    // then sit idle, and the worker's footprint should follow the jobs in progress.
    // SAFETY: setting an allocator option is a plain store, valid at any time.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, 0) };
    init_logging();
    graha::runtime::small_pages();
    // The housekeeping runs on the main thread (the runtime's threads run the jobs), which is
    // where the allocator's collect reaches the most.
    graha::runtime::build()?.block_on(graha::runtime::with_housekeeping(
        async {
            install_metrics();
            // Loads the picture fonts now, and says at once when a PNG could not be drawn.
            if let Err(e) = graha::draw::png::fonts_ready() {
                tracing::warn!(error = %e, "chart pictures cannot be answered as PNG");
            }
            // The workers run on a runtime thread, where the Redis replies arrive: polled from
            // `block_on`, on the main thread, every reply and finished calculation would have to
            // wake the main thread from another one.
            let run = graha_worker::run(graha_worker::Config::from_env(), shutdown_signal());
            tokio::spawn(run).await?
        },
        TIDY_EVERY,
    ))
}

/// How often the worker returns the memory of departed threads (and freed blocks) to the system.
const TIDY_EVERY: std::time::Duration = std::time::Duration::from_secs(10);

/// SIGTERM or Ctrl-C: stop fetching, let in-flight jobs finish (up to the shutdown timeout).
async fn shutdown_signal() -> std::io::Result<()> {
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    tokio::select! {
        r = tokio::signal::ctrl_c() => r,
        _ = term.recv() => Ok(()),
    }
}

/// Serves this process's Prometheus metrics at `GRAHA_METRICS_LISTEN` (default 127.0.0.1:9101); a port
/// already taken (several replicas on one host) only logs a warning.
fn install_metrics() {
    let addr = std::env::var("GRAHA_METRICS_LISTEN").unwrap_or_else(|_| "127.0.0.1:9101".into());
    if addr.is_empty() || addr == "off" {
        return;
    }
    match addr.parse::<std::net::SocketAddr>() {
        Ok(a) => {
            if let Err(e) = metrics_exporter_prometheus::PrometheusBuilder::new()
                .with_http_listener(a)
                .install()
            {
                tracing::warn!(error = %e, %addr, "metrics endpoint not started");
            } else {
                graha::telemetry::worker_metrics_at_zero();
            }
        }
        Err(e) => tracing::warn!(error = %e, %addr, "GRAHA_METRICS_LISTEN is not an address"),
    }
}
