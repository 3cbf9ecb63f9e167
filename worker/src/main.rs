//! graha-worker: see the library docs.

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

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    init_logging();
    graha_worker::run(graha_worker::Settings::from_env(), shutdown_signal()).await
}

/// SIGTERM or Ctrl-C: stop fetching, let in-flight jobs finish (up to the shutdown timeout).
async fn shutdown_signal() -> std::io::Result<()> {
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    tokio::select! {
        r = tokio::signal::ctrl_c() => r,
        _ = term.recv() => Ok(()),
    }
}
