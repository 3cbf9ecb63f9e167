//! Calculation settings: reading them from a request body, and an account's
//! defaults (`GET/PUT /v1/settings`). A request's own options win over the account's defaults,
//! field by field; the account's defaults win over the product's (today's conventions).

use crate::error::{ApiError, ApiResult, FieldError};
use crate::extract::{Account, JsonObject, deny_unknown};
use crate::replies::{Envelope, ok};
use crate::state::AppState;
use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use graha::astro::Settings;
use graha::calc::call::Field;
use graha::store::accounts;
use serde_json::{Map, Value};

/// The body fields that choose the settings.
pub const FIELDS: &[&str] = &["ayanamsa", "node", "houseSystem", "dashaYear"];

pub fn router() -> Router<AppState> {
    Router::new().route(
        crate::contract::reg("/v1/settings", &["get", "put"]),
        get(read).put(replace),
    )
}

/// One setting of a body: its value, the default when absent or null, or a 422 naming the
/// field and listing the values it takes (read as a calculation body reads it, `Field`).
fn one<T: Field>(
    body: &Map<String, Value>,
    field: &str,
    prefix: &str,
    default: T,
    errs: &mut Vec<FieldError>,
) -> T {
    match body.get(field) {
        None | Some(Value::Null) => default,
        Some(v) => T::read(v).unwrap_or_else(|message| {
            errs.push(FieldError::new(format!("{prefix}{field}"), message));
            default
        }),
    }
}

/// The settings a body chooses over `defaults` (`prefix` names where the body sits, e.g.
/// `birthDetails.`); every unknown value is one error.
pub fn parse(
    body: &Map<String, Value>,
    defaults: Settings,
    prefix: &str,
    errs: &mut Vec<FieldError>,
) -> Settings {
    Settings {
        ayanamsa: one(body, "ayanamsa", prefix, defaults.ayanamsa, errs),
        node: one(body, "node", prefix, defaults.node, errs),
        house_system: one(body, "houseSystem", prefix, defaults.house_system, errs),
        dasha_year: one(body, "dashaYear", prefix, defaults.dasha_year, errs),
    }
}

/// The account's default settings.
async fn read(account: Account) -> Json<Envelope<Settings>> {
    ok(account.settings)
}

/// Replaces the account's default settings: the fields sent, the product's defaults for the
/// others (an empty body resets them).
async fn replace(
    State(state): State<AppState>,
    account: Account,
    JsonObject(body): JsonObject,
) -> ApiResult<Json<Envelope<Settings>>> {
    deny_unknown(&body, FIELDS)?;
    // A setting is named or left out; null names nothing.
    let mut errs: Vec<FieldError> = FIELDS
        .iter()
        .filter(|f| body.get(**f).is_some_and(Value::is_null))
        .map(|f| FieldError::new(*f, "must be one of its values, or left out for the default"))
        .collect();
    let settings = parse(&body, Settings::default(), "", &mut errs);
    if !errs.is_empty() {
        return Err(ApiError::Validation(errs));
    }
    let mut conn = state.db.acquire().await?;
    if !accounts::set_settings(&mut conn, account.id, &settings).await? {
        return Err(ApiError::InvalidApiKey);
    }
    // This replica's cached keys carry the old defaults; the others' expire within a second.
    state.keys.forget_account(account.id);
    Ok(ok(settings))
}
