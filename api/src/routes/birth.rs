//! A birth given with a request instead of a stored profile (`birth`, `bride`, `groom`, each
//! item of `births`): checked exactly as a profile is, each 422 naming `<field>.<key>`; nothing
//! is stored. Name, gender and place name may be left out.

use crate::error::{ApiError, FieldError};
use graha::calc::PersonData;
use serde_json::{Value, json};

/// The keys of a birth.
pub const KEYS: &[&str] = &[
    "date",
    "time",
    "timezone",
    "latitude",
    "longitude",
    "name",
    "gender",
    "location",
];

/// The birth at `field` (`v` its value); each bad key pushed onto `errs` as `<field>.<key>`.
pub fn read(v: &Value, field: &str, errs: &mut Vec<FieldError>) -> Option<PersonData> {
    let Some(b) = v.as_object() else {
        errs.push(FieldError::new(
            field,
            "must be an object: date, time, timezone, latitude, longitude (name, gender and \
             location optional)",
        ));
        return None;
    };
    let unknown: Vec<&String> = b.keys().filter(|k| !KEYS.contains(&k.as_str())).collect();
    if !unknown.is_empty() {
        errs.extend(
            unknown
                .into_iter()
                .map(|k| FieldError::new(format!("{field}.{k}"), "is not a field of a birth")),
        );
        return None;
    }
    let mut full = b.clone();
    full.retain(|_, v| !v.is_null());
    let given = |k: &str| full.contains_key(k);
    let (named, gendered, placed) = (given("name"), given("gender"), given("location"));
    // What a profile requires and a birth may leave out: filled for the check, dropped after.
    full.entry("name").or_insert_with(|| json!("-"));
    full.entry("gender").or_insert_with(|| json!("male"));
    full.entry("location").or_insert_with(|| json!("-"));
    match super::profiles::validate(&full) {
        Ok(p) => Some(PersonData {
            name: if named { p.name } else { String::new() },
            gender: gendered.then_some(p.gender),
            date: p.date,
            time: p.time,
            timezone: p.timezone,
            location: if placed { p.location } else { String::new() },
            latitude: p.latitude,
            longitude: p.longitude,
        }),
        Err(ApiError::Validation(fs)) => {
            errs.extend(
                fs.into_iter()
                    .map(|f| FieldError::new(format!("{field}.{}", f.field), f.message)),
            );
            None
        }
        Err(_) => {
            errs.push(FieldError::new(field, "is not a birth"));
            None
        }
    }
}
