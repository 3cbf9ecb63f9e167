//! graha-scheduler: runs the billing housekeeping on a cron schedule (refills and the sweeper
//! every minute, report expiry hourly), catching up on start. `run-once JOB [--as-of T]` runs
//! one job now, or as if the clock read `T`, and prints what it did as JSON.

use anyhow::Context;
use chrono::{DateTime, Utc};
use clap::{Parser, Subcommand, ValueEnum};
use std::time::Duration;
use tokio_cron_scheduler::{Job, JobScheduler};

#[derive(Parser)]
#[command(name = "graha-scheduler", about = "Graha billing housekeeping")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run one job now and print what it did as JSON.
    RunOnce {
        job: JobName,
        /// Run as if the clock read this time (RFC 3339).
        #[arg(long = "as-of")]
        as_of: Option<DateTime<Utc>>,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum JobName {
    Refill,
    Sweep,
    Expire,
}

struct Env {
    database_url: String,
    storage: String,
    retention_days: i64,
}

fn env() -> Env {
    let get = |k: &str, d: &str| {
        std::env::var(k)
            .ok()
            .filter(|v| !v.is_empty())
            .unwrap_or_else(|| d.to_owned())
    };
    Env {
        database_url: get("DATABASE_URL", "postgres://localhost/graha"),
        storage: get("GRAHA_STORAGE", "file://./data/reports"),
        retention_days: get("GRAHA_REPORT_TTL_DAYS", "30").parse().unwrap_or(30),
    }
}

async fn run_job(
    job: JobName,
    db: &sqlx::PgPool,
    store: &graha::storage::Store,
    env: &Env,
    as_of: DateTime<Utc>,
) -> anyhow::Result<serde_json::Value> {
    Ok(match job {
        JobName::Refill => serde_json::to_value(graha_scheduler::refill(db, as_of).await?)?,
        JobName::Sweep => serde_json::to_value(graha_scheduler::sweep(db, as_of).await?)?,
        JobName::Expire => serde_json::to_value(
            graha_scheduler::expire(db, store, as_of, env.retention_days).await?,
        )?,
    })
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let json = std::env::var("GRAHA_LOG_FORMAT").is_ok_and(|v| v == "json");
    let b = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_writer(std::io::stderr);
    if json {
        b.json().init()
    } else {
        b.init()
    }

    let cli = Cli::parse();
    if cli.command.is_none() {
        install_metrics();
    }
    let env = env();
    let db = graha::store::connect_retrying(&env.database_url, 4, Duration::from_secs(60))
        .await
        .context("connecting to Postgres")?;
    graha::store::wait_for_migrations(&db, Duration::from_secs(120))
        .await
        .map_err(anyhow::Error::msg)?;
    let store = graha::storage::Store::open(&env.storage)
        .await
        .context("GRAHA_STORAGE")?;

    if let Some(Command::RunOnce { job, as_of }) = cli.command {
        let out = run_job(job, &db, &store, &env, as_of.unwrap_or_else(Utc::now)).await?;
        println!("{out}");
        return Ok(());
    }

    // Catch up on whatever fell due while no scheduler ran.
    for job in [JobName::Refill, JobName::Sweep, JobName::Expire] {
        if let Err(e) = run_job(job, &db, &store, &env, Utc::now()).await {
            tracing::error!(error = %e, "catch-up run failed");
        }
    }
    let env = std::sync::Arc::new(env);
    let sched = JobScheduler::new().await?;
    for (cron, job) in [
        ("0 * * * * *", JobName::Refill),
        ("30 * * * * *", JobName::Sweep),
        ("0 17 * * * *", JobName::Expire),
    ] {
        let (db, store, env) = (db.clone(), store.clone(), env.clone());
        sched
            .add(Job::new_async(cron, move |_, _| {
                let (db, store, env) = (db.clone(), store.clone(), env.clone());
                Box::pin(async move {
                    match run_job(job, &db, &store, &env, Utc::now()).await {
                        Ok(out) => tracing::debug!(%out, "job done"),
                        Err(e) => tracing::error!(error = %e, "scheduled job failed"),
                    }
                })
            })?)
            .await?;
    }
    sched.start().await?;
    tracing::info!("graha-scheduler running");
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {},
        _ = term.recv() => {},
    }
    let mut sched = sched;
    sched.shutdown().await?;
    tracing::info!("graha-scheduler stopped");
    Ok(())
}

/// Serves this process's Prometheus metrics at `GRAHA_METRICS_LISTEN` (default 127.0.0.1:9102); a port
/// already taken (several replicas on one host) only logs a warning.
fn install_metrics() {
    let addr = std::env::var("GRAHA_METRICS_LISTEN").unwrap_or_else(|_| "127.0.0.1:9102".into());
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
                graha::telemetry::scheduler_metrics_at_zero();
            }
        }
        Err(e) => tracing::warn!(error = %e, %addr, "GRAHA_METRICS_LISTEN is not an address"),
    }
}
