//! The account's webhook secret: `GET /v1/webhook-secret` shows it (made on first
//! use), `POST /v1/webhook-secret/rotate` replaces it. Deliveries are signed with it
//! (Standard Webhooks: `webhook-signature`, HMAC-SHA256 of `id.timestamp.body`).

use crate::error::ApiResult;
use crate::extract::Account;
use crate::replies::{Envelope, ok};
use crate::state::AppState;
use axum::extract::State;
use axum::routing::{get, post};
use axum::{Json, Router};
use graha::store::webhooks;
use serde::Serialize;

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            crate::contract::reg("/v1/webhook-secret", &["get"]),
            get(read),
        )
        .route(
            crate::contract::reg("/v1/webhook-secret/rotate", &["post"]),
            post(rotate),
        )
}

/// The secret webhooks are signed with.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookSecret {
    /// `whsec_` and the base64 of the key's bytes (the Standard Webhooks form).
    pub secret: String,
}

async fn read(
    State(state): State<AppState>,
    account: Account,
) -> ApiResult<Json<Envelope<WebhookSecret>>> {
    let mut conn = state.db.acquire().await?;
    let secret = webhooks::secret(&mut conn, account.id).await?;
    Ok(ok(WebhookSecret { secret }))
}

async fn rotate(
    State(state): State<AppState>,
    account: Account,
) -> ApiResult<Json<Envelope<WebhookSecret>>> {
    let mut conn = state.db.acquire().await?;
    let secret = webhooks::rotate(&mut conn, account.id).await?;
    Ok(ok(WebhookSecret { secret }))
}
