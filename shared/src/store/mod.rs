//! Postgres access. Queries live with their table, take a `&mut PgConnection` (or a
//! transaction) so they compose, and always filter by `account_id`.

pub mod accounts;
pub mod branding;
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
    accept_reworded(pool).await?;
    MIGRATOR.run(pool).await
}

/// Migrations whose comments were reworded after they were applied, with the checksum of the
/// text applied (hex SHA-384, as the migrator records it): the statements are unchanged.
pub const REWORDED: [(i64, &str); 3] = [
    (
        20261126000002,
        "754bbf3f24876b19c6e217d61ba21c8e77d853938e5b319a00c2d644535a23cfc145aa3478b4b531a292e0956d57a978",
    ),
    (
        20261127120001,
        "adabd8136b54b3ed6a0dc6ce76f5e1bae5913a2cab5231dcd78375aee3761a40f608815d2cde20eeb2922637eb200562",
    ),
    (
        20261127200001,
        "620972bee4c2b5c7a36fcc4967e5ab9badb21030bc4ebd29439eeb5d894964ca0dc3c85843f8df3b43245b429c6643b3",
    ),
];

/// Records the reworded migrations' new checksums where the old text was applied, so that the
/// migrator (which refuses an applied migration whose text changed) goes on; nothing where the
/// table is new or holds other checksums.
async fn accept_reworded(pool: &PgPool) -> Result<(), sqlx::migrate::MigrateError> {
    let exists: bool = sqlx::query_scalar("select to_regclass('_sqlx_migrations') is not null")
        .fetch_one(pool)
        .await?;
    if !exists {
        return Ok(());
    }
    for (version, old) in REWORDED {
        let Some(m) = MIGRATOR.iter().find(|m| m.version == version) else {
            continue;
        };
        sqlx::query(
            "update _sqlx_migrations set checksum = $1 \
             where version = $2 and encode(checksum, 'hex') = $3",
        )
        .bind(m.checksum.as_ref())
        .bind(version)
        .bind(old)
        .execute(pool)
        .await?;
    }
    Ok(())
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
