//! The `api_keys` table and the key format.
//!
//! A key reads `graha_live_` (or `graha_test_` for a test key) + 32 base62 characters + a
//! 4-character checksum, so a mistyped or truncated key is recognised without a database query.
//! Only its SHA-256 hash (with the optional server-side pepper) is stored.

use chrono::{DateTime, Utc};
use rand::Rng;
use sha2::{Digest, Sha256};
use sqlx::PgConnection;
use uuid::Uuid;

pub const KEY_PREFIX: &str = "graha_live_";
/// A test key's prefix, as long as a live key's.
pub const TEST_PREFIX: &str = "graha_test_";
/// Test keys an account may hold besides its plan's live keys.
pub const MAX_TEST_KEYS: i64 = 2;

// Test keys: docs/decisions.md, "Test mode".
/// A key's mode.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Default,
    serde::Serialize,
    serde::Deserialize,
    utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
#[schema(as = KeyMode)]
pub enum Mode {
    #[default]
    Live,
    Test,
}

impl Mode {
    pub fn name(self) -> &'static str {
        match self {
            Mode::Live => "live",
            Mode::Test => "test",
        }
    }
    pub fn parse(s: &str) -> Option<Mode> {
        [Mode::Live, Mode::Test].into_iter().find(|m| m.name() == s)
    }
    fn prefix(self) -> &'static str {
        match self {
            Mode::Live => KEY_PREFIX,
            Mode::Test => TEST_PREFIX,
        }
    }
    /// The mode a well-formed key's prefix says.
    pub fn of_key(key: &str) -> Mode {
        if key.starts_with(TEST_PREFIX) {
            Mode::Test
        } else {
            Mode::Live
        }
    }
}
const BODY_LEN: usize = 32;
const CHECK_LEN: usize = 4;
/// How many leading characters are kept as the displayable `prefix`.
pub const DISPLAY_PREFIX_LEN: usize = KEY_PREFIX.len() + 6;
const BASE62: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

fn checksum(body: &str) -> String {
    let h = Sha256::digest(body.as_bytes());
    h.iter()
        .take(CHECK_LEN)
        .map(|b| BASE62[usize::from(*b) % 62] as char)
        .collect()
}

/// A fresh random live key.
pub fn generate() -> String {
    generate_for(Mode::Live)
}

/// The mode a stored row names (`api_keys.mode`, which the schema holds to `live` or `test`).
impl TryFrom<String> for Mode {
    type Error = String;
    fn try_from(s: String) -> Result<Mode, String> {
        Mode::parse(&s).ok_or_else(|| format!("a key mode {s:?}"))
    }
}

/// A fresh random key of `mode`.
pub fn generate_for(mode: Mode) -> String {
    let mut rng = rand::rng();
    let body: String = (0..BODY_LEN)
        .map(|_| BASE62[rng.random_range(0..62)] as char)
        .collect();
    format!("{}{body}{}", mode.prefix(), checksum(&body))
}

/// Whether `key` has our format (either mode) and a valid checksum.
pub fn well_formed(key: &str) -> bool {
    let Some(rest) = key
        .strip_prefix(KEY_PREFIX)
        .or_else(|| key.strip_prefix(TEST_PREFIX))
    else {
        return false;
    };
    if rest.len() != BODY_LEN + CHECK_LEN || !rest.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return false;
    }
    let (body, check) = rest.split_at(BODY_LEN);
    checksum(body) == check
}

/// SHA-256 of pepper and key; what the database stores and looks up.
pub fn hash(key: &str, pepper: &[u8]) -> Vec<u8> {
    let mut h = Sha256::new();
    h.update(pepper);
    h.update(key.as_bytes());
    h.finalize().to_vec()
}

/// A key record, as `GET /v1/keys` lists it (with its account).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct KeyRow {
    pub id: Uuid,
    pub account_id: Uuid,
    pub name: String,
    pub prefix: String,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
    #[sqlx(try_from = "String")]
    pub mode: Mode,
}

/// Inserts a key if the account has fewer than `max_keys` unrevoked keys of the key's mode
/// (its prefix); `None` at the limit. The count and the insert are one transaction holding the
/// account row's lock, so parallel creations are serialised and cannot both pass the check.
pub async fn insert_within_limit(
    conn: &mut PgConnection,
    account_id: Uuid,
    name: &str,
    key: &str,
    pepper: &[u8],
    max_keys: i64,
) -> Result<Option<KeyRow>, sqlx::Error> {
    let mode = Mode::of_key(key).name();
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    sqlx::query("select 1 from accounts where id = $1 for update")
        .bind(account_id)
        .execute(&mut *tx)
        .await?;
    let live: i64 = sqlx::query_scalar(
        "select count(*) from api_keys where account_id = $1 and revoked_at is null and mode = $2",
    )
    .bind(account_id)
    .bind(mode)
    .fetch_one(&mut *tx)
    .await?;
    if live >= max_keys {
        tx.rollback().await?;
        return Ok(None);
    }
    let row = sqlx::query_as(
        "insert into api_keys (id, account_id, name, prefix, key_hash, mode) \
         values ($1, $2, $3, $4, $5, $6) \
         returning id, account_id, name, prefix, created_at, last_used_at, mode",
    )
    .bind(Uuid::now_v7())
    .bind(account_id)
    .bind(name)
    .bind(&key[..DISPLAY_PREFIX_LEN])
    .bind(hash(key, pepper))
    .bind(mode)
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(row))
}

/// Live keys of an account, oldest first.
pub async fn list(conn: &mut PgConnection, account_id: Uuid) -> Result<Vec<KeyRow>, sqlx::Error> {
    sqlx::query_as(
        "select id, account_id, name, prefix, created_at, last_used_at, mode from api_keys \
         where account_id = $1 and revoked_at is null order by created_at, id",
    )
    .bind(account_id)
    .fetch_all(conn)
    .await
}

/// A revoked key, as the account's history shows it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RevokedKeyRow {
    pub name: String,
    pub prefix: String,
    pub created_at: DateTime<Utc>,
    pub revoked_at: DateTime<Utc>,
}

/// The account's revoked keys, the latest revoked first, at most `limit`.
pub async fn revoked(
    conn: &mut PgConnection,
    account_id: Uuid,
    limit: i64,
) -> Result<Vec<RevokedKeyRow>, sqlx::Error> {
    sqlx::query_as(
        "select name, prefix, created_at, revoked_at from api_keys \
         where account_id = $1 and revoked_at is not null \
         order by revoked_at desc, id limit $2",
    )
    .bind(account_id)
    .bind(limit)
    .fetch_all(conn)
    .await
}

/// What a revocation did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Revoke {
    Revoked,
    /// No live key of the account has that id.
    NotFound,
    /// It is the account's last live key: revoking it would lock the account out.
    LastKey,
}

/// Revokes a live key of the account, unless it is the account's last and `allow_last` is false
/// (an account with another way in, a dashboard login, may revoke its last key). Checked and
/// done in one transaction holding the account row's lock, so two parallel revocations cannot
/// both pass.
pub async fn revoke(
    conn: &mut PgConnection,
    account_id: Uuid,
    id: Uuid,
    allow_last: bool,
) -> Result<Revoke, sqlx::Error> {
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    sqlx::query("select 1 from accounts where id = $1 for update")
        .bind(account_id)
        .execute(&mut *tx)
        .await?;
    let (live, this): (i64, bool) = sqlx::query_as(
        "select count(*), coalesce(bool_or(id = $2), false) from api_keys \
         where account_id = $1 and revoked_at is null",
    )
    .bind(account_id)
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    if !this || (live <= 1 && !allow_last) {
        tx.rollback().await?;
        return Ok(if this {
            Revoke::LastKey
        } else {
            Revoke::NotFound
        });
    }
    sqlx::query("update api_keys set revoked_at = now() where id = $1 and account_id = $2")
        .bind(id)
        .bind(account_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Revoke::Revoked)
}

/// Rewrites a key's stored hash (after it authenticated under the previous pepper).
pub async fn rehash(conn: &mut PgConnection, id: Uuid, key_hash: &[u8]) -> Result<(), sqlx::Error> {
    sqlx::query("update api_keys set key_hash = $2 where id = $1")
        .bind(id)
        .bind(key_hash)
        .execute(conn)
        .await?;
    Ok(())
}

/// What authentication needs, by key hash: the key and its account's plan.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct KeyAuth {
    pub key_id: Uuid,
    pub account_id: Uuid,
    pub developer_plan: String,
    pub consumer_plan: String,
    pub rate_limit_per_minute: Option<i32>,
    #[sqlx(try_from = "String")]
    pub mode: Mode,
    /// The account's default calculation settings.
    pub settings: sqlx::types::Json<crate::astro::Settings>,
}

/// Looks up a live key by hash (unique index: constant work whatever the key).
pub async fn authenticate(
    conn: &mut PgConnection,
    key_hash: &[u8],
) -> Result<Option<KeyAuth>, sqlx::Error> {
    sqlx::query_as(
        "select k.id as key_id, a.id as account_id, a.developer_plan, a.consumer_plan, \
                a.rate_limit_per_minute, k.mode, a.settings \
         from api_keys k join accounts a on a.id = k.account_id \
         where k.key_hash = $1 and k.revoked_at is null",
    )
    .bind(key_hash)
    .fetch_optional(conn)
    .await
}

/// Writes batched last-use times (the API flushes them every few seconds instead of writing
/// on every request).
pub async fn touch_many(
    conn: &mut PgConnection,
    ids: &[Uuid],
    times: &[DateTime<Utc>],
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "update api_keys k set last_used_at = greatest(coalesce(k.last_used_at, u.t), u.t) \
         from unnest($1::uuid[], $2::timestamptz[]) as u(id, t) where k.id = u.id",
    )
    .bind(ids)
    .bind(times)
    .execute(conn)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_carry_a_checksum() {
        let k = generate();
        assert!(k.starts_with("graha_live_"));
        assert_eq!(k.len(), KEY_PREFIX.len() + BODY_LEN + CHECK_LEN);
        assert!(well_formed(&k));
        let mut bad = k.clone().into_bytes();
        let i = KEY_PREFIX.len() + 3;
        bad[i] = if bad[i] == b'A' { b'B' } else { b'A' };
        assert!(!well_formed(std::str::from_utf8(&bad).unwrap()));
        assert!(!well_formed("graha_live_short"));
        assert_ne!(generate(), generate());
    }
}
