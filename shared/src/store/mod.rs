//! Postgres access. Queries live with their table, take a `&mut PgConnection` (or a
//! transaction) so they compose, and always filter by `account_id`.

pub mod accounts;
pub mod keys;
pub mod ledger;
pub mod profiles;
pub mod reports;
pub mod webhooks;

use sqlx::PgPool;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use std::str::FromStr;
use std::time::Duration;

/// The migrations under `migrations/`, embedded in every binary.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations");

/// A connection idle for longer than this is checked (one round trip) before it is handed out;
/// one in steady use is not, so a busy API does not pay a round trip per query for the check.
const CHECK_AFTER_IDLE: Duration = Duration::from_secs(1);

/// A pool to `url` that fails fast when Postgres is down (callers answer 503).
pub async fn connect(url: &str, max_connections: u32) -> Result<PgPool, sqlx::Error> {
    let opts = PgConnectOptions::from_str(url)?;
    PgPoolOptions::new()
        .max_connections(max_connections)
        .min_connections(1)
        .acquire_timeout(Duration::from_secs(3))
        .test_before_acquire(false)
        .before_acquire(|conn, meta| {
            Box::pin(async move {
                if meta.idle_for >= CHECK_AFTER_IDLE {
                    sqlx::Connection::ping(conn).await?;
                }
                Ok(true)
            })
        })
        .connect_with(opts)
        .await
}

/// Like [`connect`] but waits (up to `wait`) for Postgres to come up.
pub async fn connect_retrying(url: &str, max: u32, wait: Duration) -> Result<PgPool, sqlx::Error> {
    let deadline = std::time::Instant::now() + wait;
    loop {
        match connect(url, max).await {
            Ok(p) => return Ok(p),
            Err(e) if std::time::Instant::now() < deadline => {
                tracing::warn!(error = %e, "postgres not reachable yet; retrying");
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Applies pending migrations.
pub async fn migrate(pool: &PgPool) -> Result<(), sqlx::migrate::MigrateError> {
    MIGRATOR.run(pool).await
}

/// Waits until every embedded migration has been applied by someone (the API or `graha-api
/// migrate`); the worker and scheduler call this before starting.
pub async fn wait_for_migrations(pool: &PgPool, wait: Duration) -> Result<(), String> {
    let want = MIGRATOR
        .iter()
        .filter(|m| m.migration_type.is_up_migration())
        .count() as i64;
    let deadline = std::time::Instant::now() + wait;
    loop {
        let applied: Result<i64, _> =
            sqlx::query_scalar("select count(*) from _sqlx_migrations where success")
                .fetch_one(pool)
                .await;
        match applied {
            Ok(n) if n >= want => return Ok(()),
            _ if std::time::Instant::now() < deadline => {
                tokio::time::sleep(Duration::from_millis(500)).await
            }
            Ok(n) => return Err(format!("{n} of {want} migrations applied")),
            Err(e) => return Err(e.to_string()),
        }
    }
}
