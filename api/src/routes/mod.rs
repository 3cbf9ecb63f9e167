//! The router: every route module owns its routes; this merges them and adds the middleware
//! every reply passes through (request id, rate-limit headers, security headers, metrics).

pub mod calc;
pub mod guru;
pub mod health;
pub mod keys;
pub mod profiles;
pub mod reports;

use crate::error::ApiError;
use crate::extract::{RateSlot, RequestId};
use crate::state::AppState;
use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use std::time::Instant;

/// Every (path, method) the router serves, recorded as routes are added, so a test can check
/// each one has its OpenAPI entry.
static REGISTERED: std::sync::Mutex<std::collections::BTreeSet<(String, String)>> =
    std::sync::Mutex::new(std::collections::BTreeSet::new());

/// Records a route's methods and returns its path (use as `.route(reg(path, &["get"]), …)`).
pub fn reg<'a>(path: &'a str, methods: &[&str]) -> &'a str {
    let mut set = REGISTERED.lock().unwrap_or_else(|e| e.into_inner());
    for m in methods {
        set.insert((path.to_owned(), (*m).to_owned()));
    }
    path
}

/// The routes registered so far (build the router first).
pub fn registered() -> Vec<(String, String)> {
    REGISTERED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .cloned()
        .collect()
}

/// Largest accepted body (DESIGN §5); the Guru routes allow 512 KiB (see docs/decisions.md).
pub const BODY_LIMIT: usize = 64 * 1024;
pub const GURU_BODY_LIMIT: usize = 512 * 1024;

pub fn router(state: AppState) -> Router {
    Router::new()
        .merge(health::router())
        .merge(keys::router())
        .merge(profiles::router())
        .merge(calc::router())
        .merge(reports::router())
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT))
        .merge(guru::router().layer(axum::extract::DefaultBodyLimit::max(GURU_BODY_LIMIT)))
        .merge(docs())
        .layer(middleware::from_fn_with_state(
            state.clone(),
            crate::idempotency::idempotency,
        ))
        // Every request ends within the longest job deadline plus a margin.
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            StatusCode::GATEWAY_TIMEOUT,
            std::time::Duration::from_secs(75),
        ))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn_with_state(state.clone(), envelope))
        .with_state(state)
}

/// The documentation page, its assets served by the API itself (no CDN).
fn docs() -> Router<AppState> {
    reg("/docs", &["get"]);
    utoipa_swagger_ui::SwaggerUi::new("/docs")
        .config(utoipa_swagger_ui::Config::new(["/openapi.json"]))
        .into()
}

async fn not_found() -> ApiError {
    ApiError::NotFound("This route".into())
}

async fn method_not_allowed() -> ApiError {
    ApiError::MethodNotAllowed
}

/// Request id in, headers out, metrics on the way.
async fn envelope(State(_state): State<AppState>, mut req: Request, next: Next) -> Response {
    let started = Instant::now();
    let request_id = req
        .headers()
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .filter(|s| !s.is_empty() && s.len() <= 128 && s.bytes().all(|b| b.is_ascii_graphic()))
        .map(str::to_owned)
        .unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map(|m| m.as_str().to_owned())
        .unwrap_or_else(|| "unmatched".into());
    let method = req.method().clone();
    let is_docs = req.uri().path().starts_with("/docs");
    let slot = RateSlot::default();
    req.extensions_mut().insert(RequestId(request_id.clone()));
    req.extensions_mut().insert(slot.clone());

    let span = tracing::info_span!("request", %method, %route, request_id = %request_id);
    let mut resp = {
        let _e = span.enter();
        drop(_e);
        tracing::Instrument::instrument(next.run(req), span.clone()).await
    };

    let status = resp.status();
    // Rejections from lower layers (body limit, request timeout) come without our envelope.
    if status == StatusCode::PAYLOAD_TOO_LARGE && !is_json(&resp) {
        resp = ApiError::PayloadTooLarge { limit: BODY_LIMIT }.into_response();
    } else if status == StatusCode::GATEWAY_TIMEOUT && !is_json(&resp) {
        resp = ApiError::Timeout.into_response();
    }
    let h = resp.headers_mut();
    if let Ok(v) = HeaderValue::from_str(&request_id) {
        h.insert(HeaderName::from_static("x-request-id"), v);
    }
    if let Some(info) = *slot.0.lock().unwrap_or_else(|e| e.into_inner()) {
        h.insert("x-ratelimit-limit", HeaderValue::from(info.limit));
        h.insert("x-ratelimit-remaining", HeaderValue::from(info.remaining));
        h.insert("x-ratelimit-reset", HeaderValue::from(info.reset));
    }
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    h.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    if !is_docs {
        h.insert("cache-control", HeaderValue::from_static("no-store"));
    }
    let csp = if is_docs {
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'"
    } else {
        "default-src 'none'; frame-ancestors 'none'"
    };
    h.insert("content-security-policy", HeaderValue::from_static(csp));

    let labels = [
        ("method", method_label(&method)),
        ("route", route),
        ("status", status.as_u16().to_string()),
    ];
    metrics::histogram!("graha_http_request_duration_seconds", &labels)
        .record(started.elapsed().as_secs_f64());
    resp
}

fn is_json(resp: &Response) -> bool {
    resp.headers()
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("json"))
}

fn method_label(m: &Method) -> String {
    m.as_str().to_owned()
}
