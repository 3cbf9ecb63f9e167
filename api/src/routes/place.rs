//! Bodies that name a moment and a place instead of a profile (`Subjects::Moment`): the KP
//! horary chart is cast for the querent's moment wherever they are.

use super::profiles::{number, zone};
use crate::error::FieldError;
use chrono::{DateTime, Datelike, Utc};
use graha::calc::Place;
use serde_json::{Map, Value};

/// The years a moment may fall in (the profiles' dates; the ephemeris covers far more).
const YEARS: std::ops::RangeInclusive<i32> = 1800..=2200;

/// The place of a body (`latitude`, `longitude`, `timezone`); each missing or malformed field is
/// pushed onto `errs`.
pub fn place(body: &Map<String, Value>, errs: &mut Vec<FieldError>) -> Option<Place> {
    let tz = zone(body, errs);
    let latitude = number(body, "latitude", (-90.0, 90.0), errs);
    let longitude = number(body, "longitude", (-180.0, 180.0), errs);
    Some(Place {
        latitude: latitude?,
        longitude: longitude?,
        timezone: tz?.name().to_owned(),
    })
}

/// The moment and place of a body (`datetime` and the place's fields).
pub fn moment(
    body: &Map<String, Value>,
    errs: &mut Vec<FieldError>,
) -> Option<(Place, DateTime<Utc>)> {
    let at = match body.get("datetime").and_then(Value::as_str) {
        Some(s) => match DateTime::parse_from_rfc3339(s) {
            Ok(t) if YEARS.contains(&t.year()) => Some(t.with_timezone(&Utc)),
            _ => None,
        },
        None => None,
    };
    if at.is_none() {
        errs.push(FieldError::new(
            "datetime",
            "must be an RFC 3339 date-time with its offset, years 1800 to 2200",
        ));
    }
    let place = place(body, errs);
    Some((place?, at?))
}
