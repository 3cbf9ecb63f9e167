//! `Idempotency-Key` on every POST: the same key with the same body within 24 h replays the
//! stored reply (`Idempotency-Replayed: true`) and charges nothing more (`X-Credits-Charged: 0`,
//! `X-Credits-Remaining` the balance now); the same key with
//! another body is 422 `idempotency_key_reused`; while the first is still running, 409.
//!
//! A replay passes the same gates as a fresh call: the API key is authenticated and the call
//! counted against the rate limit before anything is read or replayed (a revoked key gets 401),
//! and a reply made from a profile is not replayed once that profile is deleted (deleting a
//! profile deletes such records). Only successful replies are kept, and never a secret: the key
//! of `POST /v1/keys` is left out of its stored reply. The record of a request in progress is a
//! short lease, released as soon as its request ends, however it ends (a client that goes away
//! included), so a retry is never locked out by one that died. Records live in Redis, scoped to
//! the API key (or, on the public route, to the client's network).

use crate::error::ApiError;
use crate::extract::Account;
use crate::state::AppState;
use axum::body::{Body, to_bytes};
use axum::extract::{FromRequestParts, Request, State};
use axum::http::{HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::sync::LazyLock;
use uuid::Uuid;

const TTL_SECS: u64 = 24 * 3600;
/// A request in progress holds its key at most this long (longer than the 75 s request
/// timeout), should the process die before releasing it.
const PENDING_SECS: u64 = 90;
/// Replies larger than this are not kept (they are still answered).
const MAX_STORED: usize = 4 * 1024 * 1024;

/// A finished request's reply.
#[derive(Serialize, Deserialize)]
struct Record {
    fingerprint: String,
    status: u16,
    headers: Vec<(String, String)>,
    body_hex: String,
    /// Profiles whose data the reply holds: it is replayed only while they all exist.
    #[serde(default)]
    profiles: Vec<Uuid>,
}

/// The value of a request in progress: `pending:{token}:{fingerprint}` (the token tells this
/// request's lease from a later one's).
fn pending_value(token: &str, fingerprint: &str) -> String {
    format!("pending:{token}:{fingerprint}")
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Deletes a key only while it still holds the given value (a lease we own).
static RELEASE: LazyLock<redis::Script> = LazyLock::new(|| {
    redis::Script::new(
        "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end \
         return 0",
    )
});

/// Deletes the records listed in a profile's set, and the set.
static FORGET_PROFILE: LazyLock<redis::Script> = LazyLock::new(|| {
    redis::Script::new(
        "for _, k in ipairs(redis.call('smembers', KEYS[1])) do redis.call('del', k) end \
         return redis.call('del', KEYS[1])",
    )
});

/// Forgets every stored reply made from `profile` (when the profile is deleted).
pub async fn forget_profile(state: &AppState, profile: Uuid) -> Result<(), ApiError> {
    let mut conn = state.redis.clone();
    let _: i64 = FORGET_PROFILE
        .key(state.names.idempotency_by_profile(&profile))
        .invoke_async(&mut conn)
        .await?;
    Ok(())
}

/// A request's lease on its key, released when dropped unless the reply was stored.
struct Lease {
    redis: redis::aio::ConnectionManager,
    key: String,
    value: String,
    armed: bool,
}

impl Drop for Lease {
    fn drop(&mut self) {
        if self.armed {
            let (mut conn, key, value) = (
                self.redis.clone(),
                std::mem::take(&mut self.key),
                std::mem::take(&mut self.value),
            );
            tokio::spawn(async move {
                let _: Result<i64, _> = RELEASE.key(key).arg(value).invoke_async(&mut conn).await;
            });
        }
    }
}

pub async fn idempotency(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if req.method() != Method::POST {
        return next.run(req).await;
    }
    // A key that is not visible ASCII is refused below, not taken for no key at all.
    let Some(key) = req
        .headers()
        .get("idempotency-key")
        .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
    else {
        return next.run(req).await;
    };
    match with_key(&state, req, next, &key).await {
        Ok(r) => r,
        Err(e) => e.into_response(),
    }
}

async fn with_key(
    state: &AppState,
    req: Request,
    next: Next,
    key: &str,
) -> Result<Response, ApiError> {
    if key.is_empty() || key.len() > 255 || !key.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(ApiError::field(
            "Idempotency-Key",
            "must be 1 to 255 printable ASCII characters",
        ));
    }
    let (mut parts, body) = req.into_parts();
    let path = parts.uri.path().to_owned();
    // Who is asking, with the same checks as a fresh call, before the body is read.
    let (scope, account) = caller(state, &mut parts, &path).await?;
    let limit = crate::contract::body_limit(&path);
    let bytes = crate::extract::read_body(state, &parts.headers, body, limit).await?;
    let fingerprint = fingerprint_of(&path, &parts.headers, &bytes, account.as_ref());
    let scope = hex(&Sha256::digest(scope.as_bytes())[..16]);
    let rkey = state.names.idempotency_key_str(&scope, key);
    let mut conn = state.redis.clone();

    let mut lease = Lease {
        redis: conn.clone(),
        key: rkey.clone(),
        value: pending_value(&Uuid::new_v4().simple().to_string(), &fingerprint),
        armed: true,
    };
    let claimed: Option<String> = redis::cmd("SET")
        .arg(&rkey)
        .arg(&lease.value)
        .arg("NX")
        .arg("EX")
        .arg(PENDING_SECS)
        .query_async(&mut conn)
        .await?;
    if claimed.is_none() {
        lease.armed = false;
        let existing: Option<String> = redis::cmd("GET").arg(&rkey).query_async(&mut conn).await?;
        return answer_existing(state, account.as_ref(), existing, &fingerprint).await;
    }

    let resp = next
        .run(Request::from_parts(parts, Body::from(bytes.clone())))
        .await;
    let status = resp.status();
    if !status.is_success() {
        return Ok(resp); // the lease is released on drop
    }
    let (rparts, rbody) = resp.into_parts();
    let rbytes = to_bytes(rbody, usize::MAX)
        .await
        .map_err(|_| ApiError::internal("reply body could not be read"))?;
    if rbytes.len() <= MAX_STORED {
        let rec = Record {
            fingerprint,
            status: status.as_u16(),
            headers: kept_headers(&rparts.headers),
            body_hex: hex(&stored_body(&path, &rbytes)),
            profiles: profiles_of(&path, &bytes, &rbytes),
        };
        store(state, &mut conn, &rkey, &rec, &mut lease).await;
    }
    Ok(Response::from_parts(rparts, Body::from(rbytes)))
}

/// The scope of a request's key and its account: the client's network on the public Guru
/// route (its daily allowance checked), else the authenticated API key.
async fn caller(
    state: &AppState,
    parts: &mut axum::http::request::Parts,
    path: &str,
) -> Result<(String, Option<Account>), ApiError> {
    if path == crate::contract::PUBLIC_GURU {
        let client = crate::client_ip::of_request(
            &parts.extensions,
            &parts.headers,
            &state.config.trusted_proxies,
        )
        .unwrap_or_else(|| "unknown".into());
        crate::ratelimit::refuse_spent_allowance(state, &client).await?;
        Ok((format!("ip:{client}"), None))
    } else {
        let account = Account::from_request_parts(parts, state).await?;
        Ok((format!("key:{}", account.key_id), Some(account)))
    }
}

/// The fingerprint of a request: its path, body, and whatever else shapes the reply.
fn fingerprint_of(
    path: &str,
    headers: &axum::http::HeaderMap,
    bytes: &[u8],
    account: Option<&Account>,
) -> String {
    let mut h = Sha256::new();
    h.update(path.as_bytes());
    h.update([0]);
    h.update(bytes);
    // A chart picture's form follows `Accept`: the same body asked for as PNG is another
    // request than as JSON.
    if path == "/v1/chart-image" {
        h.update([0]);
        for v in headers.get_all(axum::http::header::ACCEPT) {
            h.update(v.as_bytes());
            h.update([b',']);
        }
    }
    if let Some(a) = account {
        // The account's default settings shape the reply as the body does: a reply computed
        // under other defaults is never replayed.
        h.update([0]);
        h.update(serde_json::to_vec(&a.settings).unwrap_or_default());
    }
    hex(&h.finalize())
}

/// The reply headers a stored record keeps, as text.
fn kept_headers(headers: &axum::http::HeaderMap) -> Vec<(String, String)> {
    let keep = [
        "content-type",
        "content-disposition",
        "x-credits-charged",
        "x-credits-remaining",
        "x-report-id",
        "location",
    ];
    headers
        .iter()
        .filter(|(n, _)| keep.contains(&n.as_str()))
        .filter_map(|(n, v)| Some((n.as_str().to_owned(), v.to_str().ok()?.to_owned())))
        .collect()
}

/// Stores the finished reply under its key (and in its profiles' sets); the lease is kept,
/// not released, once stored.
async fn store(
    state: &AppState,
    conn: &mut redis::aio::ConnectionManager,
    rkey: &str,
    rec: &Record,
    lease: &mut Lease,
) {
    let mut pipe = redis::pipe();
    pipe.set_ex(
        rkey,
        serde_json::to_string(rec).unwrap_or_default(),
        TTL_SECS,
    )
    .ignore();
    for p in &rec.profiles {
        let set = state.names.idempotency_by_profile(p);
        pipe.sadd(&set, rkey)
            .ignore()
            .expire(&set, TTL_SECS as i64)
            .ignore();
    }
    match pipe.query_async::<()>(conn).await {
        Ok(()) => lease.armed = false,
        Err(e) => tracing::warn!(error = %e, "storing an idempotent reply failed"),
    }
}

/// The answer when the key is already taken: in progress (409), used with another body (422),
/// or a finished reply to replay — unless a profile it was made from has been deleted (404).
async fn answer_existing(
    state: &AppState,
    account: Option<&Account>,
    existing: Option<String>,
    fingerprint: &str,
) -> Result<Response, ApiError> {
    let in_progress =
        || ApiError::Conflict("A request with this Idempotency-Key is still in progress.".into());
    let Some(existing) = existing else {
        return Err(in_progress()); // released between our two calls: the caller may retry
    };
    if let Some(rest) = existing.strip_prefix("pending:") {
        let theirs = rest.split_once(':').map_or("", |(_, f)| f);
        return Err(if theirs == fingerprint {
            in_progress()
        } else {
            ApiError::IdempotencyKeyReused
        });
    }
    let rec: Record =
        serde_json::from_str(&existing).map_err(|_| ApiError::internal("unreadable record"))?;
    if rec.fingerprint != fingerprint {
        return Err(ApiError::IdempotencyKeyReused);
    }
    if let (Some(account), false) = (account, rec.profiles.is_empty()) {
        let mut conn = state.db.acquire().await?;
        let found = graha::store::profiles::find_many(&mut conn, account.id, &rec.profiles).await?;
        if found.len() != rec.profiles.len() {
            return Err(ApiError::NotFound(
                "A profile this request was made from".into(),
            ));
        }
    }
    let mut resp = replay(rec);
    // A replay charges nothing, and the balance it shows is today's, not the stored reply's.
    if resp.headers().contains_key("x-credits-charged") {
        let remaining = match account {
            Some(account) => {
                state.leases.flush().await;
                let mut conn = state.db.acquire().await?;
                state
                    .leases
                    .account_row(&mut conn, account.id)
                    .await?
                    .map(|a| a.credits)
            }
            None => None,
        };
        let h = resp.headers_mut();
        h.insert("x-credits-charged", HeaderValue::from(0));
        match remaining {
            Some(r) => h.insert("x-credits-remaining", HeaderValue::from(r)),
            None => h.remove("x-credits-remaining"),
        };
    }
    Ok(resp)
}

/// The reply as stored: the created key's secret is left out (it is shown once only).
fn stored_body(path: &str, body: &[u8]) -> Vec<u8> {
    if path == "/v1/keys"
        && let Ok(mut v) = serde_json::from_slice::<Value>(body)
    {
        if let Some(d) = v.get_mut("data").and_then(Value::as_object_mut) {
            d.remove("key");
        }
        return serde_json::to_vec(&v).unwrap_or_default();
    }
    body.to_vec()
}

/// The profiles a request's reply was made from: those its body names, and the one it created.
fn profiles_of(path: &str, request: &[u8], reply: &[u8]) -> Vec<Uuid> {
    let mut ids = Vec::new();
    if let Ok(Value::Object(body)) = serde_json::from_slice::<Value>(request) {
        for f in ["profileId", "brideProfileId", "groomProfileId"] {
            if let Some(id) = body
                .get(f)
                .and_then(Value::as_str)
                .and_then(|s| s.parse().ok())
            {
                ids.push(id);
            }
        }
    }
    if path == "/v1/profiles"
        && let Ok(v) = serde_json::from_slice::<Value>(reply)
        && let Some(id) = v["data"]["id"].as_str().and_then(|s| s.parse().ok())
    {
        ids.push(id);
    }
    ids
}

fn replay(rec: Record) -> Response {
    let body = unhex(&rec.body_hex).unwrap_or_default();
    let mut resp = Response::new(Body::from(body));
    *resp.status_mut() = StatusCode::from_u16(rec.status).unwrap_or(StatusCode::OK);
    for (n, v) in rec.headers {
        if let (Ok(n), Ok(v)) = (HeaderName::try_from(n), HeaderValue::from_str(&v)) {
            resp.headers_mut().insert(n, v);
        }
    }
    resp.headers_mut()
        .insert("idempotency-replayed", HeaderValue::from_static("true"));
    resp
}
