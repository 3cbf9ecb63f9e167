//! The router: every route module owns its routes; this merges them and adds the middleware
//! every reply passes through (request id, rate-limit headers, security headers, metrics).

pub mod birth;
pub mod branding;
pub mod calc;
pub mod glossary;
pub mod guru;
pub mod health;
pub mod keys;
pub mod place;
pub mod places;
pub mod profiles;
pub mod reports;
pub mod settings;
mod subjects;
pub mod timezones;
pub mod usage;
pub mod webhooks;

use crate::contract::{BODY_LIMIT, GURU_BODY_LIMIT, body_limit, cors};
use crate::error::ApiError;
use crate::extract::RequestId;
use crate::ratelimit::RateSlot;
use crate::state::AppState;
use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use std::time::Instant;

pub fn router(state: AppState) -> Router {
    let (guru_keyed, guru_public) = guru::router(&state.config);
    let mut keyed = Router::new()
        .merge(keys::router())
        .merge(profiles::router())
        .merge(calc::router())
        .merge(reports::router())
        .merge(settings::router())
        .merge(webhooks::router())
        .merge(usage::router())
        .merge(timezones::router())
        .merge(places::router())
        .merge(glossary::router())
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT))
        .merge(guru_keyed.layer(axum::extract::DefaultBodyLimit::max(GURU_BODY_LIMIT)))
        .merge(
            branding::router().layer(axum::extract::DefaultBodyLimit::max(
                crate::contract::BRANDING_BODY_LIMIT,
            )),
        );
    if !state.config.cors_keyed.is_empty() {
        keyed = keyed.layer(cors(&state.config.cors_keyed, true));
    }
    Router::new()
        .merge(health::router())
        .merge(keyed)
        .merge(guru_public.layer(axum::extract::DefaultBodyLimit::max(GURU_BODY_LIMIT)))
        .merge(docs())
        .merge(crate::mcp::router(state.clone()))
        .merge(crate::dashboard::router())
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

/// The documentation page, its stylesheet served by the API itself (no CDN).
fn docs() -> Router<AppState> {
    crate::docs::router()
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
    let is_dashboard = req.uri().path().starts_with("/dashboard");
    let limit = body_limit(req.uri().path());
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
        resp = ApiError::PayloadTooLarge { limit }.into_response();
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
        if info.test {
            h.insert("x-graha-mode", HeaderValue::from_static("test"));
        }
    }
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    h.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    // A reply that says how long it may be kept (a sign horoscope) keeps its own word.
    if !is_docs && !h.contains_key("cache-control") {
        h.insert("cache-control", HeaderValue::from_static("no-store"));
    }
    let csp = if is_dashboard {
        crate::dashboard::CSP
    } else if is_docs {
        "default-src 'none'; style-src 'self'; frame-ancestors 'none'"
    } else {
        "default-src 'none'; frame-ancestors 'none'"
    };
    h.insert("content-security-policy", HeaderValue::from_static(csp));

    // Every label from a closed set: a client chooses the method and the path, and a label
    // value taken from them would grow the registry (and /metrics) without bound.
    let labels = [
        ("method", method_label(&method).to_owned()),
        ("route", route),
        ("status", status_class(status).to_owned()),
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

/// The method as a metric label: one of the methods HTTP defines, else `other`.
pub fn method_label(m: &Method) -> &'static str {
    const KNOWN: [Method; 9] = [
        Method::GET,
        Method::POST,
        Method::PUT,
        Method::PATCH,
        Method::DELETE,
        Method::HEAD,
        Method::OPTIONS,
        Method::CONNECT,
        Method::TRACE,
    ];
    KNOWN
        .iter()
        .find(|k| *k == m)
        .map_or("other", Method::as_str)
}

/// The status as a metric label: its class, `1xx` … `5xx`.
pub fn status_class(s: StatusCode) -> &'static str {
    match s.as_u16() {
        100..=199 => "1xx",
        200..=299 => "2xx",
        300..=399 => "3xx",
        400..=499 => "4xx",
        _ => "5xx",
    }
}
