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
    } else if named && (body.contains_key("profileId") || body.contains_key("birth")) {
        for f in fields.iter().filter(|f| body.contains_key(**f)) {
            errs.push(FieldError::new(
                *f,
                "a place is named instead of a profile, not besides one (profileId, birth)",
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

/// One subject of a calculation: a stored profile of the caller's (found with the charge) and
/// the field naming it, or a birth given with the request.
pub(super) enum Subject {
    Stored(Uuid, String),
    Given(PersonData),
}

/// The subjects a body names, in order: none for a moment or a place standing alone.
pub(super) struct Named(Vec<Subject>);

impl Named {
    /// The stored profiles' ids and the fields naming them, in order.
    pub(super) fn stored(&self) -> (Vec<Uuid>, Vec<String>) {
        self.0
            .iter()
            .filter_map(|s| match s {
                Subject::Stored(id, field) => Some((*id, field.clone())),
                Subject::Given(_) => None,
            })
            .unzip()
    }

    /// Every subject's data, in order: the stored ones from `found` (in the order of
    /// [`Named::stored`]), the given ones as given.
    pub(super) fn persons(self, found: Vec<PersonData>) -> Vec<PersonData> {
        let mut found = found.into_iter();
        self.0
            .into_iter()
            .filter_map(|s| match s {
                Subject::Stored(..) => found.next(),
                Subject::Given(p) => Some(p),
            })
            .collect()
    }
}

/// What a body gives for one person before its profile id is parsed (a malformed id is a 404,
/// answered once every field has been checked).
enum Slot {
    Id(String),
    Given(PersonData),
}

/// A profile id or a birth in its place: `id_field` (a stored profile) or `birth_field` (a
/// birth given with the request), one of the two. Each bad field is pushed onto `errs`.
fn one_of(
    body: &Map<String, Value>,
    (id_field, birth_field): (&str, &str),
    errs: &mut Vec<FieldError>,
) -> Option<Slot> {
    match (body.contains_key(id_field), body.get(birth_field)) {
        (true, Some(_)) => {
            errs.push(FieldError::new(
                birth_field,
                format!("a birth is given instead of a profile ({id_field}), not besides one"),
            ));
            None
        }
        (false, Some(v)) => super::birth::read(v, birth_field, errs).map(Slot::Given),
        (_, None) => match body.get(id_field) {
            Some(Value::String(s)) if !s.is_empty() => Some(Slot::Id(s.clone())),
            Some(_) => {
                errs.push(FieldError::new(id_field, "must be a profile id string"));
                None
            }
            None => {
                errs.push(FieldError::new(
                    id_field,
                    format!("is required, or a birth in {birth_field}"),
                ));
                None
            }
        },
    }
}

/// The subjects a body names (see [`Named`]); a place standing in for a profile names none.
pub(super) fn subjects(e: Endpoint, body: &Map<String, Value>, place: bool) -> ApiResult<Named> {
    let subjects = e.subjects();
    match subjects {
        Subjects::PlaceAndProfiles => return participants(body),
        Subjects::Candidates => return candidates(body),
        Subjects::Moment | Subjects::MaybePlace | Subjects::Sky => return Ok(Named(Vec::new())),
        _ if place => return Ok(Named(Vec::new())),
        _ => {}
    }
    let mut errs = Vec::new();
    let out = named_slots(subjects, body, &mut errs)?;
    if let [Subject::Stored(a, _), Subject::Stored(b, second)] = out.as_slice()
        && a == b
    {
        return Err(ApiError::field(
            second,
            "must name a different profile from the bride's",
        ));
    }
    Ok(Named(out))
}

/// The subjects of [`Subjects::fields`], each a stored profile or a birth; bad fields pushed
/// onto `errs` and answered together (a malformed id after them).
fn named_slots(
    subjects: Subjects,
    body: &Map<String, Value>,
    errs: &mut Vec<FieldError>,
) -> ApiResult<Vec<Subject>> {
    let slots: Vec<(&str, Option<Slot>)> = subjects
        .fields()
        .iter()
        .zip(subjects.birth_fields())
        .map(|(id, birth)| (*id, one_of(body, (id, birth), errs)))
        .collect();
    if !errs.is_empty() {
        return Err(ApiError::Validation(std::mem::take(errs)));
    }
    let mut out = Vec::with_capacity(slots.len());
    for (field, subject) in slots {
        out.push(match subject {
            Some(Slot::Id(s)) => Subject::Stored(
                parse_id(&s, &format!("The profile in {field}"))?,
                field.to_owned(),
            ),
            Some(Slot::Given(p)) => Subject::Given(p),
            None => return Err(ApiError::internal("a subject fell through")),
        });
    }
    Ok(out)
}

/// A batch's person (`profileId` or `birth`) then its `candidates`, each a profile id or a
/// birth, all different profiles.
fn candidates(body: &Map<String, Value>) -> ApiResult<Named> {
    let mut errs = Vec::new();
    let mut out = named_slots(Subjects::Candidates, body, &mut errs)?;
    // The list's shape is the options' to check (`calc::matching::Candidates`).
    let Some(items) = body.get("candidates").and_then(Value::as_array) else {
        return Ok(Named(out));
    };
    let mut ids: Vec<Uuid> = out
        .iter()
        .filter_map(|s| match s {
            Subject::Stored(id, _) => Some(*id),
            Subject::Given(_) => None,
        })
        .collect();
    for (i, item) in items.iter().enumerate() {
        let field = format!("candidates[{i}]");
        match item {
            Value::String(s) => {
                let id = parse_id(s, &format!("The profile in {field}"))?;
                if ids.contains(&id) {
                    return Err(ApiError::field(
                        &field,
                        "must name a profile not named before in the request",
                    ));
                }
                ids.push(id);
                out.push(Subject::Stored(id, field));
            }
            v => {
                if let Some(p) = super::birth::read(v, &field, &mut errs) {
                    out.push(Subject::Given(p));
                }
            }
        }
    }
    if errs.is_empty() {
        Ok(Named(out))
    } else {
        Err(ApiError::Validation(errs))
    }
}

/// A muhurta's participants: `profileIds` and `births`, up to ten in all.
fn participants(body: &Map<String, Value>) -> ApiResult<Named> {
    let ids = participant_ids(body)?;
    let mut out: Vec<Subject> = ids
        .iter()
        .enumerate()
        .map(|(i, id)| Subject::Stored(*id, format!("profileIds[{i}]")))
        .collect();
    let Some(v) = body.get("births").filter(|v| !v.is_null()) else {
        return Ok(Named(out));
    };
    let room = 10 - out.len();
    let Some(items) = v.as_array().filter(|a| a.len() <= room) else {
        return Err(ApiError::field(
            "births",
            "must be a list of births, up to 10 participants with profileIds",
        ));
    };
    let mut errs = Vec::new();
    for (i, item) in items.iter().enumerate() {
        if let Some(p) = super::birth::read(item, &format!("births[{i}]"), &mut errs) {
            out.push(Subject::Given(p));
        }
    }
    if errs.is_empty() {
        Ok(Named(out))
    } else {
        Err(ApiError::Validation(errs))
    }
}
