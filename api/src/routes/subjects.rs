//! The subjects a calculation body names: its profiles (one, bride then groom, or a muhurta's
//! participants), found among the caller's, or a place standing in for them.

use super::profiles::parse_id;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::extract::Account;
use crate::state::AppState;
use graha::calc::PersonData;
use graha::endpoints::{Endpoint, Subjects};
use graha::store::profiles;
use serde_json::{Map, Value};
use uuid::Uuid;

/// The place a body names: required where the endpoint takes one, else instead of a profile
/// (not besides one); each bad field pushed onto `errs`.
pub(super) fn named_place(
    e: Endpoint,
    body: &Map<String, Value>,
    errs: &mut Vec<FieldError>,
) -> Option<graha::calc::Place> {
    let fields = e.subjects().place_fields();
    let named = fields.iter().any(|f| body.contains_key(*f));
    if e.subjects() == Subjects::PlaceAndProfiles {
        super::place::place(body, errs)
    } else if named && body.contains_key("profileId") {
        for f in fields.iter().filter(|f| body.contains_key(**f)) {
            errs.push(FieldError::new(
                *f,
                "a place is named instead of a profile, not besides one (profileId)",
            ));
        }
        None
    } else if named {
        super::place::place(body, errs)
    } else {
        None
    }
}

/// The participants of a muhurta search: `profileIds`, up to ten different ids of this account
/// (none when absent).
pub(super) fn participant_ids(body: &Map<String, Value>) -> ApiResult<Vec<Uuid>> {
    let bad = || {
        ApiError::field(
            "profileIds",
            "must be a list of up to 10 different profile ids",
        )
    };
    let Some(v) = body.get("profileIds").filter(|v| !v.is_null()) else {
        return Ok(Vec::new());
    };
    let items = v.as_array().filter(|a| a.len() <= 10).ok_or_else(bad)?;
    let mut ids = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let s = item.as_str().ok_or_else(bad)?;
        let id = parse_id(s, &format!("The profile in profileIds[{i}]"))?;
        if ids.contains(&id) {
            return Err(bad());
        }
        ids.push(id);
    }
    Ok(ids)
}

pub(super) fn id_field(body: &Map<String, Value>, field: &str) -> Result<String, FieldError> {
    match body.get(field) {
        Some(Value::String(s)) if !s.is_empty() => Ok(s.clone()),
        Some(_) => Err(FieldError::new(field, "must be a profile id string")),
        None => Err(FieldError::new(field, "is required")),
    }
}

/// The fields a body names its subjects with (one profile, bride then groom, or a moment and
/// a place).
pub(super) fn subject_fields(e: Endpoint) -> &'static [&'static str] {
    e.subjects().fields()
}

/// The profile ids a body names in `fields` (422 for a missing or malformed one).
pub(super) fn profile_ids(fields: &[&str], body: &Map<String, Value>) -> ApiResult<Vec<Uuid>> {
    let mut errs = Vec::new();
    let ids: Vec<String> = fields
        .iter()
        .filter_map(|f| id_field(body, f).map_err(|e| errs.push(e)).ok())
        .collect();
    if !errs.is_empty() {
        return Err(ApiError::Validation(errs));
    }
    if ids.len() == 2 && ids[0] == ids[1] {
        return Err(ApiError::field(
            fields[1],
            "must name a different profile from the bride's",
        ));
    }
    fields
        .iter()
        .zip(&ids)
        .map(|(f, s)| parse_id(s, &format!("The profile in {f}")))
        .collect()
}

/// The persons of `rows` in the order of `ids`; 404 naming the field of a missing one.
pub(super) fn persons_in_order(
    fields: &[&str],
    ids: &[Uuid],
    rows: &[profiles::ProfileRow],
) -> ApiResult<Vec<PersonData>> {
    fields
        .iter()
        .zip(ids)
        .map(|(f, id)| {
            rows.iter()
                .find(|r| r.id == *id)
                .map(profiles::ProfileRow::person)
                .ok_or_else(|| ApiError::NotFound(format!("The profile in {f}")))
        })
        .collect()
}

/// Loads the named profiles of the caller's account (one query); 404 if any is not theirs.
pub async fn load_persons(
    state: &AppState,
    account: &Account,
    fields: &[&str],
    body: &Map<String, Value>,
) -> ApiResult<Vec<PersonData>> {
    let ids = profile_ids(fields, body)?;
    let mut conn = state.db.acquire().await?;
    let rows = profiles::find_many(&mut conn, account.id, &ids).await?;
    persons_in_order(fields, &ids, &rows)
}

/// The profiles a body names, each with the field naming it: none for a moment or a place
/// standing alone.
pub(super) fn named_profiles(
    e: Endpoint,
    body: &Map<String, Value>,
    place: bool,
) -> ApiResult<(Vec<Uuid>, Vec<String>)> {
    Ok(match e.subjects() {
        Subjects::PlaceAndProfiles => {
            let ids = participant_ids(body)?;
            let names = (0..ids.len()).map(|i| format!("profileIds[{i}]")).collect();
            (ids, names)
        }
        Subjects::Moment | Subjects::MaybePlace => (Vec::new(), Vec::new()),
        _ if place => (Vec::new(), Vec::new()),
        _ => {
            let fields = subject_fields(e);
            let names = fields.iter().map(|f| (*f).to_owned()).collect();
            (profile_ids(fields, body)?, names)
        }
    })
}
