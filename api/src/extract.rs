//! Extractors: our JSON body (errors in our envelope), the authenticated account (key check,
//! plan, rate limit), the request id.

pub use crate::account::Account;
use crate::error::{ApiError, FieldError};
use crate::ratelimit::RateSlot;
use crate::state::AppState;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use bytes::{Bytes, BytesMut};
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::store::keys;
use serde_json::{Map, Value};
use uuid::Uuid;

/// A JSON object body. Anything else is 400 `invalid_json` (or 415 for another content type);
/// a string holding a NUL character (which no stored text may hold) is 422 naming its field.
pub struct JsonObject(pub Map<String, Value>);

impl FromRequest<AppState> for JsonObject {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, ApiError> {
        let ct = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if !(ct.is_empty() || ct.starts_with("application/json") || ct.contains("+json")) {
            return Err(ApiError::UnsupportedMediaType);
        }
        let limit = crate::contract::body_limit(req.uri().path());
        let (parts, body) = req.into_parts();
        let bytes = read_body(state, &parts.headers, body, limit).await?;
        parse_object(&bytes).map(JsonObject)
    }
}

/// Parses a body as a JSON object (an empty body is an empty object).
pub fn parse_object(bytes: &[u8]) -> Result<Map<String, Value>, ApiError> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(Map::new());
    }
    match serde_json::from_slice::<Value>(bytes) {
        Ok(Value::Object(m)) => {
            let mut path = String::new();
            for (k, v) in &m {
                if let Some(field) = nul_field(k, v, &mut path) {
                    return Err(ApiError::field(
                        &field,
                        "must not contain the NUL character (U+0000)",
                    ));
                }
            }
            Ok(m)
        }
        Ok(_) => Err(ApiError::InvalidJson("expected an object".into())),
        Err(e) => Err(ApiError::InvalidJson(format!(
            "line {}, column {}",
            e.line(),
            e.column()
        ))),
    }
}

/// The path of the first field (`a.b[2].c`) whose name or string value holds a NUL.
fn nul_field(key: &str, v: &Value, path: &mut String) -> Option<String> {
    let len = path.len();
    if !path.is_empty() && !key.starts_with('[') {
        path.push('.');
    }
    path.push_str(key);
    let found = if key.contains('\0') {
        Some(path.clone())
    } else {
        match v {
            Value::String(s) if s.contains('\0') => Some(path.clone()),
            Value::Array(items) => items
                .iter()
                .enumerate()
                .find_map(|(i, x)| nul_field(&format!("[{i}]"), x, path)),
            Value::Object(m) => m.iter().find_map(|(k, x)| nul_field(k, x, path)),
            _ => None,
        }
    };
    path.truncate(len);
    found
}

/// Reads a request's body: at most `limit` bytes (413 beyond, refused at once when the
/// `Content-Length` says so), arriving whole within the body deadline (408), and counted while
/// it is read against the bytes all connections together may hold (503 when that budget is
/// spent), so that slow or parallel bodies cannot grow the server's memory without bound.
pub async fn read_body(
    state: &AppState,
    headers: &HeaderMap,
    mut body: axum::body::Body,
    limit: usize,
) -> Result<Bytes, ApiError> {
    use http_body_util::BodyExt;
    let too_large = ApiError::PayloadTooLarge { limit };
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > limit) {
        return Err(too_large);
    }
    // Budget permits (KiB) for what the buffer holds: its capacity, all of it up front when the
    // length is declared, so the memory behind a body is counted before it is taken.
    let take = |held: &mut Option<tokio::sync::OwnedSemaphorePermit>,
                bytes: usize|
     -> Result<(), ApiError> {
        let want = bytes.div_ceil(1024) as u32;
        let have = held.as_ref().map_or(0, |p| p.num_permits() as u32);
        if want <= have {
            return Ok(());
        }
        let more = state
            .body_budget
            .clone()
            .try_acquire_many_owned(want - have)
            .map_err(|_| {
                metrics::counter!("graha_body_budget_refusals_total").increment(1);
                ApiError::Unavailable("request body budget spent".into())
            })?;
        match held {
            Some(p) => p.merge(more),
            None => *held = Some(more),
        }
        Ok(())
    };
    let mut held = None;
    let mut buf = BytesMut::new();
    if let Some(n) = declared {
        take(&mut held, n)?;
        buf.reserve(n);
    }
    let read = async {
        while let Some(frame) = body.frame().await {
            let frame =
                frame.map_err(|_| ApiError::InvalidJson("the body could not be read".into()))?;
            let Ok(chunk) = frame.into_data() else {
                continue;
            };
            if buf.len() + chunk.len() > limit {
                return Err(too_large.clone());
            }
            buf.extend_from_slice(&chunk);
            take(&mut held, buf.capacity())?;
        }
        Ok(buf.freeze())
    };
    tokio::time::timeout(state.config.body_timeout, read)
        .await
        .map_err(|_| ApiError::RequestTimeout)?
}

/// Rejects fields a request does not accept.
pub fn deny_unknown(body: &Map<String, Value>, allowed: &[&str]) -> Result<(), ApiError> {
    let unknown: Vec<FieldError> = body
        .keys()
        .filter(|k| !allowed.contains(&k.as_str()))
        .map(|k| FieldError::new(k, "is not a field of this request"))
        .collect();
    if unknown.is_empty() {
        Ok(())
    } else {
        Err(ApiError::Validation(unknown))
    }
}

/// The request id: the caller's `x-request-id` when sane, else a fresh one (set by middleware).
#[derive(Clone, Debug)]
pub struct RequestId(pub String);

impl<S: Send + Sync> FromRequestParts<S> for RequestId {
    type Rejection = ApiError;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        Ok(parts
            .extensions
            .get::<RequestId>()
            .cloned()
            .unwrap_or_else(|| RequestId(Uuid::new_v4().to_string())))
    }
}

impl FromRequestParts<AppState> for Account {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        // Already authenticated (and counted) earlier in this request: by the idempotency layer.
        if let Some(a) = parts.extensions.get::<Account>() {
            return Ok(a.clone());
        }
        let client = crate::client_ip::of_request(
            &parts.extensions,
            &parts.headers,
            &state.config.trusted_proxies,
        );
        let account = authenticate(&parts.headers, client.as_deref(), state).await?;
        let info = crate::ratelimit::check(state, &account).await?;
        if let Some(slot) = parts.extensions.get::<RateSlot>() {
            *slot.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(info);
        }
        if info.exceeded {
            metrics::counter!("graha_rate_limited_total").increment(1);
            return Err(ApiError::RateLimited {
                retry_after: info.reset,
                limit: info.limit,
            });
        }
        parts.extensions.insert(account.clone());
        Ok(account)
    }
}

/// An account whose consumer plan allows the calculation its route serves (the tier of the
/// route's endpoint, an extension the calculation router adds): a handler taking `Entitled` is gated, 403 `plan_upgrade_required`
/// before its body is read.
pub struct Entitled(pub Account);

impl FromRequestParts<AppState> for Entitled {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let account = Account::from_request_parts(parts, state).await?;
        // The route's own endpoint, put there by the calculation router.
        let endpoint = *parts
            .extensions
            .get::<graha::endpoints::Endpoint>()
            .ok_or_else(|| ApiError::internal("a gated route without its endpoint"))?;
        if !account.consumer.allows(endpoint.tier()) {
            return Err(ApiError::PlanUpgradeRequired);
        }
        Ok(Entitled(account))
    }
}

async fn authenticate(
    headers: &HeaderMap,
    client: Option<&str>,
    state: &AppState,
) -> Result<Account, ApiError> {
    // `X-API-Key`, or `Authorization: Bearer` as MCP clients and many HTTP tools send a key.
    let key = headers
        .get("x-api-key")
        .and_then(|v| v.to_str().ok())
        .or_else(|| {
            headers
                .get(header::AUTHORIZATION)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.strip_prefix("Bearer "))
        })
        .map(str::trim)
        .ok_or(ApiError::InvalidApiKey)?;
    if !keys::well_formed(key) {
        return Err(ApiError::InvalidApiKey);
    }
    let hash = keys::hash(key, &state.config.key_pepper);
    let auth = match state.keys.get(&hash, state.config.key_cache_ttl) {
        Some(a) => a,
        None => {
            if let Some(client) = client {
                crate::ratelimit::refuse_failing_client(state, client).await?;
            }
            let mut conn = state.db.acquire().await?;
            let mut a = keys::authenticate(&mut conn, &hash).await?;
            if a.is_none()
                && let Some(old) = &state.config.key_pepper_previous
            {
                // Stored before the pepper was rotated: move it to the current pepper.
                a = keys::authenticate(&mut conn, &keys::hash(key, old)).await?;
                if let Some(found) = &a {
                    keys::rehash(&mut conn, found.key_id, &hash).await?;
                }
            }
            drop(conn);
            if a.is_none()
                && let Some(client) = client
            {
                crate::ratelimit::note_failed_authentication(state, client).await;
            }
            state.keys.put(hash, a.clone(), state.config.key_cache_ttl);
            a
        }
    };
    let auth = auth.ok_or(ApiError::InvalidApiKey)?;
    state.last_used.touch(auth.key_id, chrono::Utc::now());
    let plan = DeveloperPlan::parse(&auth.developer_plan).unwrap_or(DeveloperPlan::Trial);
    // A test key reaches every endpoint whatever the plan, under its own limit.
    let test = auth.mode == keys::Mode::Test;
    Ok(Account {
        key_id: auth.key_id,
        id: auth.account_id,
        plan,
        consumer: if test {
            ConsumerPlan::Pro
        } else {
            ConsumerPlan::parse(&auth.consumer_plan).unwrap_or(ConsumerPlan::Free)
        },
        rate_limit: if test {
            crate::account::TEST_RATE_LIMIT
        } else {
            auth.rate_limit_per_minute
                .map(|n| n as u32)
                .unwrap_or_else(|| plan.rate_limit_per_minute())
        },
        settings: auth.settings.0,
        test,
    })
}
