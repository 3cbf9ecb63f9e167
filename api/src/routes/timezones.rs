//! `GET /v1/timezones`: the IANA zone names the service accepts wherever a body takes
//! `timezone`. Free.

use crate::extract::Account;
use crate::replies::{Envelope, ok};
use crate::state::AppState;
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;

pub fn router() -> Router<AppState> {
    Router::new().route(
        crate::contract::reg("/v1/timezones", &["get"]),
        get(timezones),
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
