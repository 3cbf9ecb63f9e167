//! Liveness, readiness and Prometheus metrics.

use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use graha::envelope::{Envelope, Refusal};
use serde_json::{Value, json};
use std::time::Duration;

pub fn router() -> Router<AppState> {
    Router::new()
        .route(crate::contract::reg("/healthz", &["get"]), get(healthz))
        .route(crate::contract::reg("/readyz", &["get"]), get(readyz))
        .route(
            crate::contract::reg("/metrics", &["get"]),
            get(metrics_text),
        )
        .route(
            crate::contract::reg("/openapi.json", &["get"]),
            get(openapi_json),
        )
}

/// The process is up.
async fn healthz() -> Json<Envelope<Value>> {
    Json(Envelope::new(json!({ "status": "ok" })))
}

/// Postgres and Redis are reachable (503 otherwise).
async fn readyz(State(state): State<AppState>) -> Response {
    let pg = tokio::time::timeout(
        Duration::from_secs(2),
        sqlx::query("select 1").execute(&state.db),
    )
    .await
    .is_ok_and(|r| r.is_ok());
    let mut conn = state.redis.clone();
    let rd = tokio::time::timeout(
        Duration::from_secs(2),
        redis::cmd("PING").query_async::<String>(&mut conn),
    )
    .await
    .is_ok_and(|r| r.is_ok());
    let ok = pg && rd;
    let status = if ok {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let checks = json!({ "postgres": if pg { "ok" } else { "down" }, "redis": if rd { "ok" } else { "down" } });
    if ok {
        let ready = Envelope::new(json!({ "status": "ready", "checks": checks }));
        (status, Json(ready)).into_response()
    } else {
        let refused = Refusal::new(json!({
            "code": "unavailable", "message": "A dependency is unreachable.",
            "details": { "checks": checks }
        }));
        (status, Json(refused)).into_response()
    }
}

/// Prometheus text exposition.
async fn metrics_text(
    State(state): State<AppState>,
) -> ([(axum::http::HeaderName, &'static str); 1], String) {
    (
        [(
            axum::http::header::CONTENT_TYPE,
            "text/plain; version=0.0.4",
        )],
        state.metrics.render(),
    )
}

/// The OpenAPI 3.1 document of this API.
async fn openapi_json() -> Result<Json<Value>, crate::error::ApiError> {
    let doc = tokio::task::spawn_blocking(|| crate::openapi::document().clone())
        .await
        .map_err(crate::error::ApiError::internal)?;
    Ok(Json(doc))
}
