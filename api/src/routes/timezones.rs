//! `GET /v1/timezones`: the IANA zone names the service accepts wherever a body takes
//! `timezone`; `GET /v1/timezone?latitude=&longitude=`: the zone of a point. Free.

use crate::error::{ApiError, ApiResult, FieldError};
use crate::extract::Account;
use crate::replies::{Envelope, ok};
use crate::state::AppState;
use axum::extract::RawQuery;
use axum::routing::get;
use axum::{Json, Router};
use graha::calc::names::TimezoneName;
use serde::Serialize;

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            crate::contract::reg("/v1/timezones", &["get"]),
            get(timezones),
        )
        .route(
            crate::contract::reg("/v1/timezone", &["get"]),
            get(timezone_at),
        )
}

/// The zone names accepted.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Timezones {
    /// Every IANA zone name accepted, in the IANA database's order.
    #[schema(value_type = Vec<String>)]
    pub timezones: Vec<&'static str>,
}

async fn timezones(_account: Account) -> Json<Envelope<Timezones>> {
    ok(Timezones {
        timezones: graha::calc::zones::names().collect(),
    })
}

/// The zone of a point.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct TimezoneAt {
    /// The IANA zone in force at the point; at sea, the nautical zone (`Etc/GMT-5`: UTC+5).
    #[schema(value_type = TimezoneName)]
    pub timezone: &'static str,
}

/// The zone at `latitude`, `longitude`.
#[tracing::instrument(skip_all, fields(account = %account.id))]
async fn timezone_at(
    account: Account,
    RawQuery(query): RawQuery,
) -> ApiResult<Json<Envelope<TimezoneAt>>> {
    zone_of(query.as_deref()).map(ok)
}

/// The zone of the point a query string names (`latitude`, `longitude`); 422 naming each bad
/// one.
pub(crate) fn zone_of(query: Option<&str>) -> ApiResult<TimezoneAt> {
    let pairs: Vec<(String, String)> = form_urlencoded::parse(query.unwrap_or_default().as_bytes())
        .into_owned()
        .collect();
    let mut errs = Vec::new();
    let mut degrees = |name: &str, max: f64| {
        let value = pairs.iter().rev().find(|(k, _)| k == name).map(|(_, v)| v);
        match value.map(|v| v.parse::<f64>()) {
            Some(Ok(x)) if x.is_finite() && (-max..=max).contains(&x) => Some(x),
            Some(_) => {
                errs.push(FieldError::new(
                    name,
                    format!("must be a number from {} to {max}", -max),
                ));
                None
            }
            None => {
                errs.push(FieldError::new(name, "is required"));
                None
            }
        }
    };
    let (latitude, longitude) = (degrees("latitude", 90.0), degrees("longitude", 180.0));
    let (Some(latitude), Some(longitude)) = (latitude, longitude) else {
        return Err(ApiError::Validation(errs));
    };
    let zone = graha::places::zone::at(latitude, longitude)
        .ok_or_else(|| ApiError::internal("a point in range without a zone"))?;
    Ok(TimezoneAt {
        timezone: zone.name(),
    })
}
