//! `GET /v1/usage`: the account's charged calls and credits per day or per
//! endpoint. Free; the dashboard's overview reads the same figures.

use crate::error::ApiResult;
use crate::extract::Account;
use crate::replies::{Envelope, ok};
use crate::state::AppState;
use crate::usage::{Usage, UsageQuery, today, usage};
use axum::extract::{RawQuery, State};
use axum::routing::get;
use axum::{Json, Router};

pub fn router() -> Router<AppState> {
    Router::new().route(crate::contract::reg("/v1/usage", &["get"]), get(get_usage))
}

/// The account's usage: charged calls and credits per UTC day or per endpoint.
#[tracing::instrument(skip_all, fields(account = %account.id))]
async fn get_usage(
    State(state): State<AppState>,
    account: Account,
    RawQuery(query): RawQuery,
) -> ApiResult<Json<Envelope<Usage>>> {
    let q = UsageQuery::parse(query.as_deref(), today())?;
    // Every call this process has answered counts.
    state.leases.flush().await;
    let mut conn = state.db.acquire().await?;
    Ok(ok(usage(&mut conn, account.id, q).await?))
}
