//! Extractors: our JSON body (errors in our envelope), the authenticated account (key check,
//! plan, rate limit), the request id.

use crate::error::{ApiError, FieldError};
use crate::state::AppState;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::store::keys;
use serde_json::{Map, Value};
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// A JSON object body. Anything else is 400 `invalid_json` (or 415 for another content type).
pub struct JsonObject(pub Map<String, Value>);

impl<S: Send + Sync> FromRequest<S> for JsonObject {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let ct = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        let ct_ok = ct.is_empty() || ct.starts_with("application/json") || ct.contains("+json");
        let bytes = axum::body::Bytes::from_request(req, state)
            .await
            .map_err(|e| {
                if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
                    ApiError::PayloadTooLarge {
                        limit: crate::routes::BODY_LIMIT,
                    }
                } else {
                    ApiError::InvalidJson("the body could not be read".into())
                }
            })?;
        if !ct_ok {
            return Err(ApiError::UnsupportedMediaType);
        }
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Ok(JsonObject(Map::new()));
        }
        match serde_json::from_slice::<Value>(&bytes) {
            Ok(Value::Object(m)) => Ok(JsonObject(m)),
            Ok(_) => Err(ApiError::InvalidJson("expected an object".into())),
            Err(e) => Err(ApiError::InvalidJson(format!(
                "line {}, column {}",
                e.line(),
                e.column()
            ))),
        }
    }
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

/// Rate-limit figures of the current request, filled by [`Account`] and written to the
/// response headers by the middleware.
#[derive(Clone, Copy, Debug)]
pub struct RateInfo {
    pub limit: u32,
    pub remaining: u32,
    /// Seconds until the window resets.
    pub reset: u64,
    /// This request is over the limit.
    pub exceeded: bool,
}

/// Slot the middleware puts in each request for [`RateInfo`].
#[derive(Clone, Default)]
pub struct RateSlot(pub Arc<Mutex<Option<RateInfo>>>);

/// An authenticated, rate-limited account. Taking it in a handler makes the route need a key.
#[derive(Clone, Debug)]
pub struct Account {
    pub key_id: Uuid,
    pub id: Uuid,
    pub plan: DeveloperPlan,
    pub consumer: ConsumerPlan,
    pub rate_limit: u32,
}

impl FromRequestParts<AppState> for Account {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let account = authenticate(&parts.headers, state).await?;
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
        Ok(account)
    }
}

async fn authenticate(headers: &HeaderMap, state: &AppState) -> Result<Account, ApiError> {
    let key = headers
        .get("x-api-key")
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .ok_or(ApiError::InvalidApiKey)?;
    if !keys::well_formed(key) {
        return Err(ApiError::InvalidApiKey);
    }
    let hash = keys::hash(key, &state.settings.key_pepper);
    let auth = match state.keys.get(&hash, state.settings.key_cache_ttl) {
        Some(a) => a,
        None => {
            let mut conn = state.db.acquire().await?;
            let a = keys::authenticate(&mut conn, &hash).await?;
            state
                .keys
                .put(hash, a.clone(), state.settings.key_cache_ttl);
            a
        }
    };
    let auth = auth.ok_or(ApiError::InvalidApiKey)?;
    state.last_used.touch(auth.key_id, chrono::Utc::now());
    let plan = DeveloperPlan::parse(&auth.developer_plan).unwrap_or(DeveloperPlan::Trial);
    Ok(Account {
        key_id: auth.key_id,
        id: auth.account_id,
        plan,
        consumer: ConsumerPlan::parse(&auth.consumer_plan).unwrap_or(ConsumerPlan::Free),
        rate_limit: auth
            .rate_limit_per_minute
            .map(|n| n as u32)
            .unwrap_or_else(|| plan.rate_limit_per_minute()),
    })
}
