//! Profiles: create and list them, and GET/PATCH/DELETE of one profile.

use crate::error::{ApiError, ApiResult, FieldError};
use crate::extract::{Account, JsonObject, deny_unknown};
use crate::replies::{Done, Envelope, Profile, done, ok};
use crate::state::AppState;
use axum::extract::{Path, RawQuery, State};
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use chrono::NaiveDate;
use graha::astro::BirthData;
use graha::calc::Gender;
use graha::store::profiles::{self, NewProfile};
use serde_json::{Map, Value};
use uuid::Uuid;

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            crate::contract::reg("/v1/profiles", &["get", "post"]),
            get(list_profiles).post(create_profile),
        )
        .route(
            crate::contract::reg("/v1/profiles/{id}", &["get", "patch", "delete"]),
            get(get_profile)
                .patch(update_profile)
                .delete(delete_profile),
        )
}

const FIELDS: &[&str] = &[
    "name",
    "gender",
    "date",
    "time",
    "timezone",
    "location",
    "latitude",
    "longitude",
    "notes",
];

/// Parses a profile id from a path or body; anything that is not one of ours is "not found".
pub fn parse_id(s: &str, what: &str) -> Result<Uuid, ApiError> {
    Uuid::parse_str(s).map_err(|_| ApiError::NotFound(what.into()))
}

fn text(
    body: &Map<String, Value>,
    field: &str,
    max: usize,
    errs: &mut Vec<FieldError>,
) -> Option<String> {
    match body.get(field) {
        Some(Value::String(s)) => {
            let t = s.trim();
            let n = t.chars().count();
            if n == 0 || n > max {
                errs.push(FieldError::new(
                    field,
                    format!("must be 1 to {max} characters"),
                ));
                None
            } else if t.chars().any(|c| c.is_control()) {
                errs.push(FieldError::new(
                    field,
                    "must not contain control characters",
                ));
                None
            } else {
                Some(t.to_owned())
            }
        }
        Some(_) => {
            errs.push(FieldError::new(field, "must be a string"));
            None
        }
        None => {
            errs.push(FieldError::new(field, "is required"));
            None
        }
    }
}

/// The body's `timezone`, an IANA name; a missing or unknown one is pushed onto `errs` with the
/// nearest names suggested.
pub(crate) fn zone(body: &Map<String, Value>, errs: &mut Vec<FieldError>) -> Option<chrono_tz::Tz> {
    let name = body.get("timezone").and_then(Value::as_str).unwrap_or("");
    match graha::calc::zones::zone(name) {
        Ok(tz) => Some(tz),
        Err(message) => {
            errs.push(FieldError::new("timezone", message));
            None
        }
    }
}

pub(crate) fn number(
    body: &Map<String, Value>,
    field: &str,
    range: (f64, f64),
    errs: &mut Vec<FieldError>,
) -> Option<f64> {
    match body.get(field) {
        Some(Value::Number(n)) => match n.as_f64() {
            Some(x) if x.is_finite() && x >= range.0 && x <= range.1 => {
                Some(if x == 0.0 { 0.0 } else { x })
            }
            _ => {
                errs.push(FieldError::new(
                    field,
                    format!("must be a number from {} to {}", range.0, range.1),
                ));
                None
            }
        },
        Some(_) => {
            errs.push(FieldError::new(field, "must be a number"));
            None
        }
        None => {
            errs.push(FieldError::new(field, "is required"));
            None
        }
    }
}

/// Checks every field of a full profile body and turns it into storable, engine-safe data.
pub fn validate(body: &Map<String, Value>) -> Result<NewProfile, ApiError> {
    deny_unknown(body, FIELDS)?;
    let mut errs = Vec::new();
    let name = text(body, "name", 100, &mut errs);
    let location = text(body, "location", 200, &mut errs);
    let gender = gender(body, &mut errs);
    let date = birth_date(body, &mut errs);
    let time = birth_time(body, &mut errs);
    let tz = zone(body, &mut errs);
    let latitude = number(body, "latitude", (-90.0, 90.0), &mut errs);
    let longitude = number(body, "longitude", (-180.0, 180.0), &mut errs);
    let notes = notes(body, &mut errs);
    // The local time must have existed in that zone on that date (not inside a DST gap).
    if let (Some(d), Some(t), Some(z), Some(la), Some(lo)) = (date, time, tz, latitude, longitude)
        && let Err(e) = BirthData::new(d, t, z, la, lo)
    {
        errs.push(FieldError::new("time", e.to_string()));
    }
    if !errs.is_empty() {
        return Err(ApiError::Validation(errs));
    }
    match (name, gender, date, time, tz, location, latitude, longitude) {
        (
            Some(name),
            Some(gender),
            Some(date),
            Some(time),
            Some(tz),
            Some(location),
            Some(latitude),
            Some(longitude),
        ) => Ok(NewProfile {
            name,
            gender,
            date,
            time,
            timezone: tz.name().to_owned(),
            location,
            latitude,
            longitude,
            notes,
        }),
        _ => Err(ApiError::internal("profile validation fell through")),
    }
}

/// The body's `gender`: male or female.
fn gender(body: &Map<String, Value>, errs: &mut Vec<FieldError>) -> Option<Gender> {
    match body.get("gender").and_then(Value::as_str) {
        Some("male") => Some(Gender::Male),
        Some("female") => Some(Gender::Female),
        _ => {
            errs.push(FieldError::new("gender", "must be \"male\" or \"female\""));
            None
        }
    }
}

/// The body's `date`: a real calendar date from 1800 to 2200.
fn birth_date(body: &Map<String, Value>, errs: &mut Vec<FieldError>) -> Option<NaiveDate> {
    match body.get("date").and_then(Value::as_str) {
        Some(s) if s.len() == 10 => match NaiveDate::parse_from_str(s, "%Y-%m-%d") {
            Ok(d)
                if d >= NaiveDate::from_ymd_opt(1800, 1, 1).unwrap_or_default()
                    && d <= NaiveDate::from_ymd_opt(2200, 12, 31).unwrap_or_default() =>
            {
                Some(d)
            }
            Ok(_) => {
                errs.push(FieldError::new(
                    "date",
                    "must be between 1800-01-01 and 2200-12-31",
                ));
                None
            }
            Err(_) => {
                errs.push(FieldError::new(
                    "date",
                    "must be a real calendar date YYYY-MM-DD",
                ));
                None
            }
        },
        _ => {
            errs.push(FieldError::new("date", "must be a date YYYY-MM-DD"));
            None
        }
    }
}

/// The body's `time`: a 24-hour time.
fn birth_time(body: &Map<String, Value>, errs: &mut Vec<FieldError>) -> Option<chrono::NaiveTime> {
    let time = body
        .get("time")
        .and_then(Value::as_str)
        .and_then(graha::calc::hhmm::parse);
    if time.is_none() {
        errs.push(FieldError::new(
            "time",
            "must be a 24-hour time HH:MM or HH:MM:SS",
        ));
    }
    time
}

/// The body's optional `notes`: at most 500 characters.
fn notes(body: &Map<String, Value>, errs: &mut Vec<FieldError>) -> Option<String> {
    match body.get("notes") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.chars().count() <= 500 => Some(s.clone()),
        Some(Value::String(_)) => {
            errs.push(FieldError::new("notes", "must be at most 500 characters"));
            None
        }
        Some(_) => {
            errs.push(FieldError::new("notes", "must be a string"));
            None
        }
    }
}

/// A parameter of a query string, not percent-decoded (the last occurrence wins; other names
/// are ignored): `limit`, `offset`, a `locale`.
pub(crate) fn page_param(query: Option<&str>, name: &str) -> Option<String> {
    query?
        .rsplit('&')
        .filter_map(|pair| pair.split_once('=').or(Some((pair, ""))))
        .filter(|(k, _)| *k == name)
        .map(|(_, v)| v.to_owned())
        .next()
}

/// List the account's profiles (`limit` default 100, max 1000; `offset`).
async fn list_profiles(
    State(state): State<AppState>,
    account: Account,
    RawQuery(query): RawQuery,
) -> ApiResult<Json<Envelope<Vec<Profile>>>> {
    let (limit, offset) = (
        page_param(query.as_deref(), "limit"),
        page_param(query.as_deref(), "offset"),
    );
    let limit = match limit.as_deref().map(str::parse::<i64>) {
        None => 100,
        Some(Ok(n)) if (1..=1000).contains(&n) => n,
        Some(_) => {
            return Err(ApiError::field(
                "limit",
                "must be an integer from 1 to 1000",
            ));
        }
    };
    let offset = match offset.as_deref().map(str::parse::<i64>) {
        None => 0,
        Some(Ok(n)) if n >= 0 => n,
        Some(_) => return Err(ApiError::field("offset", "must be a non-negative integer")),
    };
    let mut conn = state.db.acquire().await?;
    let rows = profiles::list(&mut conn, account.id, limit, offset).await?;
    Ok(ok(rows.iter().map(|p| Profile::of(p, false)).collect()))
}

/// Create a profile.
async fn create_profile(
    State(state): State<AppState>,
    account: Account,
    JsonObject(body): JsonObject,
) -> ApiResult<(StatusCode, Json<Envelope<Profile>>)> {
    let p = validate(&body)?;
    let mut conn = state.db.acquire().await?;
    let max = state.config.profiles_per_account;
    let row = profiles::insert_within_limit(&mut conn, account.id, &p, max.into())
        .await?
        .ok_or(ApiError::ProfileLimitReached { max })?;
    Ok((StatusCode::CREATED, ok(Profile::of(&row, true))))
}

/// Read one profile.
async fn get_profile(
    State(state): State<AppState>,
    account: Account,
    Path(id): Path<String>,
) -> ApiResult<Json<Envelope<Profile>>> {
    let id = parse_id(&id, "The profile")?;
    let mut conn = state.db.acquire().await?;
    let row = profiles::find(&mut conn, account.id, id)
        .await?
        .ok_or_else(|| ApiError::NotFound("The profile".into()))?;
    Ok(ok(Profile::of(&row, true)))
}

/// Change some fields of a profile; the result is validated whole.
async fn update_profile(
    State(state): State<AppState>,
    account: Account,
    Path(id): Path<String>,
    JsonObject(body): JsonObject,
) -> ApiResult<Json<Envelope<Profile>>> {
    let id = parse_id(&id, "The profile")?;
    deny_unknown(&body, FIELDS)?;
    let mut conn = state.db.acquire().await?;
    let row = profiles::find(&mut conn, account.id, id)
        .await?
        .ok_or_else(|| ApiError::NotFound("The profile".into()))?;
    let Ok(Value::Object(mut merged)) = serde_json::to_value(Profile::of(&row, true)) else {
        return Err(ApiError::internal("profile is not an object"));
    };
    for k in ["id", "createdAt", "updatedAt"] {
        merged.remove(k);
    }
    for (k, v) in body {
        merged.insert(k, v);
    }
    let p = validate(&merged)?;
    let row = profiles::update(&mut conn, account.id, id, &p)
        .await?
        .ok_or_else(|| ApiError::NotFound("The profile".into()))?;
    state.profile_loads.forget(id);
    Ok(ok(Profile::of(&row, true)))
}

/// Deletes the ended reports made from a deleted profile and their stored files (a file that
/// cannot be deleted now is logged; its row is gone, so it is never served).
pub async fn delete_reports(
    state: &AppState,
    conn: &mut sqlx::PgConnection,
    account: Uuid,
    profile: Uuid,
) -> Result<(), ApiError> {
    let keys = graha::store::reports::delete_for_profile(conn, account, profile).await?;
    for key in keys {
        if let Err(e) = state.store.delete(&key).await {
            tracing::warn!(error = %e, %key, "a deleted profile's report file was not deleted");
        }
    }
    Ok(())
}

/// Delete a profile for good, with the reports made from it (a compatibility report of it and
/// another profile included) and their stored PDFs; a report still being made when the profile
/// is deleted is kept.
async fn delete_profile(
    State(state): State<AppState>,
    account: Account,
    Path(id): Path<String>,
) -> ApiResult<Json<Done>> {
    let id = parse_id(&id, "The profile")?;
    let mut conn = state.db.acquire().await?;
    if !profiles::delete(&mut conn, account.id, id).await? {
        return Err(ApiError::NotFound("The profile".into()));
    }
    delete_reports(&state, &mut conn, account.id, id).await?;
    state.profile_loads.forget(id);
    // Replies stored for idempotent retries hold its data too.
    // (Should Redis fail here, a replay still checks that its profiles exist.)
    if let Err(e) = crate::idempotency::forget_profile(&state, id).await {
        tracing::warn!(error = %e, "forgetting a deleted profile's stored replies failed");
    }
    Ok(done())
}
