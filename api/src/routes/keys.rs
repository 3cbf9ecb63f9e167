//! API keys (`/v1/keys`) and the balance check (`GET /api-keys`).

use crate::error::{ApiError, ApiResult};
use crate::extract::{Account, JsonObject, deny_unknown};
use crate::replies::{
    Balance, CreatedKey, Done, Envelope, KeyList, KeyRecord, Timestamp, done, ok,
};
use crate::state::AppState;
use axum::extract::{Path, State};
use axum::routing::{delete, get};
use axum::{Json, Router};
use graha::store::keys;
use serde_json::Value;
use uuid::Uuid;

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            crate::contract::reg("/v1/keys", &["get", "post"]),
            get(list_keys).post(create_key),
        )
        .route(
            crate::contract::reg("/v1/keys/{id}", &["delete"]),
            delete(delete_key),
        )
        .route(crate::contract::reg("/api-keys", &["get"]), get(balance))
}

/// The account's plan and balance: the calls this process answered settled first, and the
/// credits its running calls took counted as spent.
async fn balance_of(state: &AppState, account: &Account) -> ApiResult<Balance> {
    state.leases.flush().await;
    let mut conn = state.db.acquire().await?;
    let a = state
        .leases
        .account_row(&mut conn, account.id)
        .await?
        .ok_or(ApiError::InvalidApiKey)?;
    Ok(Balance::of(&a))
}

/// List the account's live keys with its plan and balance.
async fn list_keys(
    State(state): State<AppState>,
    account: Account,
) -> ApiResult<Json<Envelope<KeyList>>> {
    let balance = balance_of(&state, &account).await?;
    let mut conn = state.db.acquire().await?;
    let rows = keys::list(&mut conn, account.id).await?;
    let keys = rows
        .iter()
        .map(|k| {
            // A use not yet flushed to the database is still the latest.
            let last = match (k.last_used_at, state.last_used.peek(&k.id)) {
                (Some(a), Some(b)) => Some(a.max(b)),
                (a, b) => a.or(b),
            };
            KeyRecord {
                id: k.id,
                name: k.name.clone(),
                prefix: k.prefix.clone(),
                created_at: k.created_at.into(),
                last_used_at: last.map(Timestamp),
                mode: k.mode,
            }
        })
        .collect();
    Ok(ok(KeyList { balance, keys }))
}

/// Create a key (`mode: test` for a test key); the full key is in this reply only.
async fn create_key(
    State(state): State<AppState>,
    account: Account,
    JsonObject(body): JsonObject,
) -> ApiResult<(axum::http::StatusCode, Json<Envelope<CreatedKey>>)> {
    deny_unknown(&body, &["name", "mode"])?;
    let mode = match body.get("mode") {
        None | Some(Value::Null) => keys::Mode::Live,
        Some(Value::String(s)) => {
            keys::Mode::parse(s).ok_or_else(|| ApiError::field("mode", "must be live or test"))?
        }
        Some(_) => return Err(ApiError::field("mode", "must be live or test")),
    };
    let name = match body.get("name") {
        Some(Value::String(s)) if !s.trim().is_empty() && s.chars().count() <= 100 => {
            s.trim().to_owned()
        }
        Some(Value::String(_)) => {
            return Err(ApiError::field("name", "must be 1 to 100 characters"));
        }
        Some(_) => return Err(ApiError::field("name", "must be a string")),
        None => return Err(ApiError::field("name", "is required")),
    };
    let key = keys::generate_for(mode);
    let mut conn = state.db.acquire().await?;
    let max = match mode {
        keys::Mode::Live => account.plan.max_keys(),
        keys::Mode::Test => keys::MAX_TEST_KEYS,
    };
    let row = keys::insert_within_limit(
        &mut conn,
        account.id,
        &name,
        &key,
        &state.config.key_pepper,
        max,
    )
    .await?
    .ok_or(ApiError::KeyLimitReached { max })?;
    Ok((
        axum::http::StatusCode::CREATED,
        ok(CreatedKey {
            id: row.id,
            name: row.name,
            key: Some(key),
            prefix: row.prefix,
            created_at: row.created_at.into(),
            mode: row.mode,
        }),
    ))
}

/// Revoke a key (the account's last only when it has a dashboard login: 409 `last_key` otherwise). It stops working on every replica within the key-cache lifetime (≤ 1 s).
async fn delete_key(
    State(state): State<AppState>,
    account: Account,
    Path(id): Path<String>,
) -> ApiResult<Json<Done>> {
    let id = Uuid::parse_str(&id).map_err(|_| ApiError::NotFound("The key".into()))?;
    let mut conn = state.db.acquire().await?;
    // Signing in to the dashboard is a way back in without a key.
    let has_login = crate::dashboard::store::has_login(&mut conn, account.id).await?;
    match keys::revoke(&mut conn, account.id, id, has_login).await? {
        keys::Revoke::Revoked => {}
        keys::Revoke::NotFound => return Err(ApiError::NotFound("The key".into())),
        keys::Revoke::LastKey => return Err(ApiError::LastKey),
    }
    state.keys.forget_account(account.id);
    Ok(done())
}

/// Balance check (no `/v1`).
async fn balance(
    State(state): State<AppState>,
    account: Account,
) -> ApiResult<Json<Envelope<Balance>>> {
    Ok(ok(balance_of(&state, &account).await?))
}
