//! Process-wide state shared by every handler.

use crate::dispatch::Dispatcher;
use chrono::{DateTime, Utc};
use graha::queue::Names;
use graha::store::keys::KeyAuth;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use uuid::Uuid;

/// The configuration from the environment (the variables are listed in README.md, "Configuration").
#[derive(Debug, Clone)]
pub struct Config {
    pub database_url: String,
    pub redis_url: String,
    pub redis_prefix: String,
    pub listen: String,
    pub storage: String,
    pub key_pepper: Vec<u8>,
    /// The pepper before the last rotation: a key stored under it still authenticates, and its
    /// stored hash is rewritten under the current pepper on first use.
    pub key_pepper_previous: Option<Vec<u8>>,
    /// How long an authenticated key is trusted without asking Postgres (revocation delay).
    pub key_cache_ttl: Duration,
    pub trusted_proxies: Vec<std::net::IpAddr>,
    pub calc_deadline: Duration,
    pub pdf_deadline: Duration,
    pub guru_deadline: Duration,
    pub public_guru_per_day: u32,
    /// Postgres connections this process may open.
    pub db_max_connections: u32,
    /// Guru questions one account may have running at once.
    pub guru_per_account: u32,
    /// A connection that has not sent a whole request head within this is closed (slowloris,
    /// idle keep-alive).
    pub header_timeout: Duration,
    /// Cap on open connections (`None`: as many as the file descriptors allow).
    pub max_connections: Option<usize>,
    /// A request body must arrive whole within this (from the end of its head).
    pub body_timeout: Duration,
    /// Bytes of request bodies all connections together may have buffered while being read.
    pub body_budget_bytes: usize,
    /// Failed authentications one client address may make per minute before it is refused
    /// without a database look-up.
    pub auth_failures_per_minute: u32,
    /// How long an asynchronous report may wait for a worker: past it, its reservation is
    /// refunded and it is not rendered.
    pub async_report_hold: Duration,
    /// Reports (sync and async) one account may have queued or running at once.
    pub reports_in_progress_per_account: u32,
    /// Calculations one account may have in flight across the fleet
    /// (`GRAHA_CALCS_IN_PROGRESS_PER_ACCOUNT`; default twice a worker's engine threads,
    /// `GRAHA_ENGINE_THREADS`, itself the cores by default).
    pub calcs_in_progress_per_account: u32,
    /// How long a calculation beyond that cap waits for its turn before it is 429.
    pub calc_turn_wait: Duration,
    /// CORS origins allowed on the public Guru (`*` for any).
    pub cors_public: Vec<String>,
    /// CORS origins allowed on the keyed routes (none unless configured).
    pub cors_keyed: Vec<String>,
    /// Explicit S3 settings (tests); production uses the `AWS_*` environment.
    pub s3: graha::storage::S3Overrides,
    /// Webhooks may go to private, loopback and link-local hosts (`GRAHA_WEBHOOK_ALLOW_PRIVATE=1`;
    /// tests deliver to loopback).
    pub webhook_allow_private: bool,
    /// Whether the dashboard's cookies carry `Secure`: always, except for an API listening on
    /// a loopback address (plain HTTP on the machine itself) unless `GRAHA_COOKIE_SECURE=1`
    /// (a TLS proxy on the same machine).
    pub cookie_secure: bool,
    /// Password hashes (argon2id, 19 MiB each) the dashboard runs at once
    /// (`GRAHA_PASSWORD_HASHES_AT_ONCE`, default the cores).
    pub password_hashes_at_once: u32,
    /// Dashboard writes (forms that change something) one session may send a minute.
    pub dashboard_writes_per_minute: u32,
    /// Profiles one account may keep (the API and the dashboard alike).
    pub profiles_per_account: u32,
}

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name)
        .ok()
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.to_owned())
}

fn env_ms(name: &str, default: u64) -> Duration {
    Duration::from_millis(
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default),
    )
}

fn env_u32(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|n| *n > 0)
        .unwrap_or(default)
}

impl Config {
    pub fn from_env() -> Self {
        Config {
            database_url: env_or("DATABASE_URL", "postgres://localhost/graha"),
            redis_url: env_or("REDIS_URL", "redis://127.0.0.1:6379"),
            redis_prefix: env_or("GRAHA_REDIS_PREFIX", "graha"),
            listen: env_or("GRAHA_LISTEN", "127.0.0.1:8080"),
            storage: env_or("GRAHA_STORAGE", "file://./data/reports"),
            key_pepper: std::env::var("GRAHA_KEY_PEPPER")
                .unwrap_or_default()
                .into_bytes(),
            key_pepper_previous: std::env::var("GRAHA_KEY_PEPPER_PREVIOUS")
                .ok()
                .filter(|v| !v.is_empty())
                .map(String::into_bytes),
            key_cache_ttl: env_ms("GRAHA_KEY_CACHE_MS", 500).min(Duration::from_millis(1000)),
            trusted_proxies: env_or("GRAHA_TRUSTED_PROXIES", "")
                .split(',')
                .filter_map(|s| s.trim().parse().ok())
                .collect(),
            calc_deadline: env_ms("GRAHA_CALC_DEADLINE_MS", 10_000),
            pdf_deadline: env_ms("GRAHA_PDF_DEADLINE_MS", 60_000),
            guru_deadline: env_ms("GRAHA_GURU_DEADLINE_MS", 60_000),
            public_guru_per_day: env_u32("GRAHA_PUBLIC_GURU_PER_DAY", 5),
            db_max_connections: env_u32("GRAHA_DB_MAX_CONNECTIONS", 8),
            guru_per_account: env_u32("GRAHA_GURU_PER_ACCOUNT", 8),
            header_timeout: env_ms("GRAHA_HEADER_TIMEOUT_MS", 10_000)
                .max(Duration::from_millis(100)),
            max_connections: std::env::var("GRAHA_MAX_CONNECTIONS")
                .ok()
                .and_then(|v| v.parse().ok())
                .filter(|n| *n > 0),
            body_timeout: env_ms("GRAHA_BODY_TIMEOUT_MS", 10_000).max(Duration::from_millis(100)),
            body_budget_bytes: env_u32("GRAHA_BODY_BUDGET_MB", 64) as usize * 1024 * 1024,
            auth_failures_per_minute: env_u32("GRAHA_AUTH_FAILURES_PER_MINUTE", 30),
            async_report_hold: env_ms("GRAHA_ASYNC_REPORT_HOLD_MS", 30 * 60_000),
            reports_in_progress_per_account: env_u32("GRAHA_REPORTS_IN_PROGRESS_PER_ACCOUNT", 10),
            calcs_in_progress_per_account: env_u32(
                "GRAHA_CALCS_IN_PROGRESS_PER_ACCOUNT",
                2 * env_u32(
                    "GRAHA_ENGINE_THREADS",
                    std::thread::available_parallelism().map_or(2, |n| n.get() as u32),
                ),
            ),
            calc_turn_wait: env_ms("GRAHA_CALC_TURN_WAIT_MS", 5_000),
            cors_public: origins(&env_or("GRAHA_CORS_PUBLIC_ORIGINS", "*")),
            webhook_allow_private: env_or("GRAHA_WEBHOOK_ALLOW_PRIVATE", "0") == "1",
            cors_keyed: origins(&env_or("GRAHA_CORS_ORIGINS", "")),
            s3: graha::storage::S3Overrides::default(),
            cookie_secure: cookie_secure(
                &env_or("GRAHA_LISTEN", "127.0.0.1:8080"),
                &env_or("GRAHA_COOKIE_SECURE", ""),
            ),
            password_hashes_at_once: env_u32(
                "GRAHA_PASSWORD_HASHES_AT_ONCE",
                std::thread::available_parallelism().map_or(2, |n| n.get() as u32),
            ),
            dashboard_writes_per_minute: env_u32("GRAHA_DASHBOARD_WRITES_PER_MINUTE", 30),
            profiles_per_account: env_u32("GRAHA_PROFILES_PER_ACCOUNT", 1_000),
        }
    }

    /// What an operator should be told at start about these config.
    pub fn warnings(&self) -> Vec<&'static str> {
        let mut w = Vec::new();
        if self.key_pepper.is_empty() {
            w.push(
                "GRAHA_KEY_PEPPER is empty: stored API-key hashes are plain SHA-256 of the keys; \
                 set a long random secret (see README, \"Rotating the key pepper\")",
            );
        }
        w
    }
}

/// `Secure` on the dashboard's cookies: off only for a loopback listen address (plain HTTP on
/// this machine), unless `forced` is `1` or `true`.
fn cookie_secure(listen: &str, forced: &str) -> bool {
    if matches!(forced, "1" | "true") {
        return true;
    }
    let host = listen
        .rsplit_once(':')
        .map_or(listen, |(h, _)| h)
        .trim_start_matches('[')
        .trim_end_matches(']');
    let loopback = host == "localhost"
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback());
    !loopback
}

fn origins(list: &str) -> Vec<String> {
    list.split(',')
        .map(|s| s.trim().trim_end_matches('/').to_owned())
        .filter(|s| !s.is_empty())
        .collect()
}

/// A cached lookup: the key (or its absence) and when it was read.
type CachedKey = (Option<KeyAuth>, Instant);

/// Authenticated keys by hash, trusted for `ttl` (so a revocation is seen within it).
#[derive(Default)]
pub struct KeyCache {
    inner: Mutex<KeyCacheInner>,
}

#[derive(Default)]
struct KeyCacheInner {
    entries: HashMap<Vec<u8>, CachedKey>,
    /// Size at which the next insert first drops the stale entries.
    prune_at: usize,
}

impl KeyCache {
    /// The smallest size at which stale entries are dropped.
    const PRUNE_AT: usize = 1_024;
    /// Past this many fresh entries (a flood of distinct keys), the cache starts over.
    const MAX: usize = 100_000;

    fn lock(&self) -> std::sync::MutexGuard<'_, KeyCacheInner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
    pub fn get(&self, hash: &[u8], ttl: Duration) -> Option<Option<KeyAuth>> {
        self.lock()
            .entries
            .get(hash)
            .filter(|(_, at)| at.elapsed() < ttl)
            .map(|(k, _)| k.clone())
    }
    /// Caches a lookup. Once the cache has grown to twice its size after the last pruning, the
    /// entries older than `ttl` are dropped, so it holds about the keys presented within the
    /// last `ttl` — not every key, or well-formed guess, ever presented — at an amortised
    /// constant cost per insert.
    pub fn put(&self, hash: Vec<u8>, auth: Option<KeyAuth>, ttl: Duration) {
        let mut c = self.lock();
        if c.entries.len() >= c.prune_at.max(Self::PRUNE_AT) {
            c.entries.retain(|_, (_, at)| at.elapsed() < ttl);
            if c.entries.len() >= Self::MAX {
                c.entries.clear();
            }
            c.prune_at = 2 * c.entries.len();
        }
        c.entries.insert(hash, (auth, Instant::now()));
    }
    /// Forgets every cached key of an account (after a revocation on this replica).
    pub fn forget_account(&self, account: Uuid) {
        self.lock()
            .entries
            .retain(|_, (k, _)| k.as_ref().is_none_or(|k| k.account_id != account));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_pepper_is_warned_about() {
        let mut s = Config::from_env();
        s.key_pepper.clear();
        assert!(s.warnings().iter().any(|w| w.contains("GRAHA_KEY_PEPPER")));
        s.key_pepper = b"a long random secret".to_vec();
        assert!(s.warnings().is_empty());
    }

    #[test]
    fn cookies_are_secure_except_on_loopback() {
        assert!(!cookie_secure("127.0.0.1:8080", ""));
        assert!(!cookie_secure("[::1]:8080", ""));
        assert!(!cookie_secure("localhost:8080", ""));
        assert!(cookie_secure("127.0.0.1:8080", "1"));
        assert!(cookie_secure("0.0.0.0:8080", ""));
        assert!(
            cookie_secure("0.0.0.0:8080", "0"),
            "never off beyond loopback"
        );
        assert!(cookie_secure("10.1.2.3:80", ""));
    }

    #[test]
    fn the_key_cache_holds_only_recent_keys() {
        let cache = KeyCache::default();
        let ttl = Duration::from_millis(1);
        for i in 0..10_000u32 {
            if i % 1_000 == 0 {
                std::thread::sleep(Duration::from_millis(2));
            }
            cache.put(i.to_be_bytes().to_vec(), None, ttl);
        }
        // At most the entries since the last pruning and the ones left by it.
        let held = cache.lock().entries.len();
        assert!(held <= 2 * KeyCache::PRUNE_AT, "{held} entries held");
        let last = cache.get(&9_999u32.to_be_bytes(), Duration::from_secs(1));
        assert!(matches!(last, Some(None)));
    }
}

/// Last-use times waiting to be written (flushed in batches, not per request).
#[derive(Default)]
pub struct LastUsed {
    pending: Mutex<HashMap<Uuid, DateTime<Utc>>>,
}

impl LastUsed {
    pub fn touch(&self, key: Uuid, at: DateTime<Utc>) {
        self.pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, at);
    }
    pub fn peek(&self, key: &Uuid) -> Option<DateTime<Utc>> {
        self.pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
            .copied()
    }
    pub fn take(&self) -> HashMap<Uuid, DateTime<Utc>> {
        std::mem::take(&mut *self.pending.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    /// Bytes of request bodies being read, in KiB permits (see `Config::body_budget_bytes`).
    pub body_budget: Arc<tokio::sync::Semaphore>,
    pub db: sqlx::PgPool,
    /// Captures of successful calls, written in batches.
    pub captures: crate::captures::Captures,
    /// Reservations of paid calls, written in batches.
    pub reservations: crate::reservations::Reservations,
    /// Profiles of synchronous calls, read in batches.
    pub profile_loads: crate::profile_loads::ProfileLoads,
    /// This process's credit leases, which synchronous calls are paid from.
    pub leases: crate::leases::Leases,
    pub redis: redis::aio::ConnectionManager,
    pub names: Names,
    pub dispatcher: Arc<Dispatcher>,
    pub keys: Arc<KeyCache>,
    pub last_used: Arc<LastUsed>,
    /// Calls of high-limit accounts counted ahead in Redis by this process.
    pub rate_blocks: Arc<crate::rate_blocks::RateBlocks>,
    /// Each account's calculations in flight, capped across the fleet.
    pub inflight: Arc<crate::inflight::InFlight>,
    pub store: graha::storage::Store,
    pub metrics: metrics_exporter_prometheus::PrometheusHandle,
    /// The dashboard's password hashes running at once.
    pub hashing: Arc<crate::dashboard::limits::Hashing>,
}
