//! What the routes, the extractors, the idempotency layer and the OpenAPI document share about
//! the HTTP contract: the route registry, body limits, the public Guru's path, option domains
//! and the CORS policy. A leaf module: it depends on none of them.

use axum::http::{HeaderName, HeaderValue, Method};

/// The keyless Guru route (its own limits, idempotency scope and CORS).
pub const PUBLIC_GURU: &str = "/v1/guru-public";

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

/// Largest accepted body, 64 KiB; the Guru routes allow 512 KiB, the branding (a logo of up
/// to 200 KB in base64) 320 KiB (see docs/decisions.md).
pub const BODY_LIMIT: usize = 64 * 1024;
pub const GURU_BODY_LIMIT: usize = 512 * 1024;
pub const BRANDING_BODY_LIMIT: usize = 320 * 1024;

/// The largest body a path accepts.
pub fn body_limit(path: &str) -> usize {
    if path.starts_with("/v1/guru") {
        GURU_BODY_LIMIT
    } else if path == "/v1/branding" {
        BRANDING_BODY_LIMIT
    } else {
        BODY_LIMIT
    }
}

/// CORS for browsers on `origins` (`*`: any): preflights answered, our headers exposed.
/// Keyed routes also let a page send `X-API-Key` (a key in a page is the page owner's choice).
pub fn cors(origins: &[String], keyed: bool) -> tower_http::cors::CorsLayer {
    use tower_http::cors::{AllowOrigin, CorsLayer};
    let origin = if origins.iter().any(|o| o == "*") {
        AllowOrigin::any()
    } else {
        AllowOrigin::list(origins.iter().filter_map(|o| HeaderValue::from_str(o).ok()))
    };
    let mut headers = vec![
        axum::http::header::CONTENT_TYPE,
        HeaderName::from_static("idempotency-key"),
        HeaderName::from_static("x-request-id"),
    ];
    if keyed {
        headers.extend([
            HeaderName::from_static("x-api-key"),
            HeaderName::from_static("prefer"),
        ]);
    }
    CorsLayer::new()
        .allow_origin(origin)
        .allow_methods([
            Method::GET,
            Method::POST,
            Method::PUT,
            Method::PATCH,
            Method::DELETE,
        ])
        .allow_headers(headers)
        .expose_headers([
            HeaderName::from_static("x-request-id"),
            HeaderName::from_static("x-ratelimit-limit"),
            HeaderName::from_static("x-ratelimit-remaining"),
            HeaderName::from_static("x-ratelimit-reset"),
            HeaderName::from_static("x-credits-charged"),
            HeaderName::from_static("x-credits-remaining"),
            HeaderName::from_static("x-graha-mode"),
            HeaderName::from_static("idempotency-replayed"),
            axum::http::header::RETRY_AFTER,
            axum::http::header::LOCATION,
            axum::http::header::CONTENT_DISPOSITION,
        ])
        .max_age(std::time::Duration::from_secs(600))
}
