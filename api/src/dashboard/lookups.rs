//! What the profile form looks up as a person types (`assets/app.js`): places by name, and the
//! zone of a point. The same answers as `GET /v1/places` and `GET /v1/timezone`, for a session
//! instead of a key; free.

use super::web::Session;
use crate::error::ApiResult;
use crate::replies::{Envelope, ok};
use crate::routes::places::{Places, Search};
use crate::routes::timezones::{TimezoneAt, zone_of};
use axum::Json;
use axum::extract::RawQuery;

/// `GET /dashboard/places?q=&limit=&locale=`.
pub async fn places(
    _session: Session,
    RawQuery(query): RawQuery,
) -> ApiResult<Json<Envelope<Places>>> {
    Ok(ok(Search::parse(query.as_deref())?.run()))
}

/// `GET /dashboard/timezone?latitude=&longitude=`.
pub async fn timezone(
    _session: Session,
    RawQuery(query): RawQuery,
) -> ApiResult<Json<Envelope<TimezoneAt>>> {
    zone_of(query.as_deref()).map(ok)
}
