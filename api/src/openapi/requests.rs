//! Request body schemas, with the rules of the validators that check them.

use graha::endpoints::{Endpoint, Subjects};
use serde_json::{Map, Value, json};

/// Dates the Bikram Sambat table covers, BS 1975-01-01 to 2100-12-30 (AD 1918-04-13 to
/// 2044-04-12), as a pattern beside `format: date`.
const BS_DATES: &str = "^(1918-(04-(1[3-9]|[23][0-9])|(0[5-9]|1[0-2])-[0-9]{2})|(19(19|[2-9][0-9])|20([0-3][0-9]|4[0-3]))-[0-9]{2}-[0-9]{2}|2044-(0[1-3]-[0-9]{2}|04-(0[0-9]|1[0-2])))$";

/// Request schema of a paid endpoint, from the endpoint table.
pub(super) fn calc_body(e: Endpoint) -> Value {
    let mut props = Map::new();
    let mut required = Vec::new();
    let id = json!({ "type": "string", "format": "uuid", "description": "a profile id of this account" });
    match e.subjects() {
        Subjects::One => {
            props.insert("profileId".into(), id.clone());
            required.push("profileId");
        }
        Subjects::Couple => {
            props.insert("brideProfileId".into(), id.clone());
            props.insert("groomProfileId".into(), id);
            required.extend(["brideProfileId", "groomProfileId"]);
        }
    }
    for o in e.options() {
        let s = match *o {
            "locale" => json!({ "type": "string", "enum": ["en", "hi", "ne"], "default": "en" }),
            "date" if matches!(e, Endpoint::Panchang | Endpoint::DailyInsight) => {
                json!({ "type": "string", "format": "date", "pattern": BS_DATES,
                        "description": "YYYY-MM-DD, 1918-04-13 to 2044-04-12 (the Bikram Sambat table); default today (Asia/Kathmandu)" })
            }
            "date" => {
                json!({ "type": "string", "format": "date", "pattern": "^(19[0-9]{2}|20[0-9]{2}|2100)-[0-9]{2}-[0-9]{2}$",
                        "description": "YYYY-MM-DD, 1900-01-01 to 2100-12-31; default today (Asia/Kathmandu)" })
            }
            "period" => {
                json!({ "type": "string", "enum": ["daily", "weekly", "monthly", "yearly"], "default": "monthly" })
            }
            "calendar" => json!({ "type": "string", "enum": ["ad", "bs"], "default": "ad" }),
            "presentOnly" => json!({ "type": "boolean", "default": false }),
            "style" => json!({ "type": "string", "enum": ["north", "south"], "default": "north" }),
            "division" => {
                json!({ "type": "string", "enum": crate::contract::DIVISIONS, "default": "D1" })
            }
            _ => continue,
        };
        props.insert((*o).into(), s);
    }
    let mut example = json!({ "profileId": "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00" });
    if e.subjects() == Subjects::Couple {
        example = json!({ "brideProfileId": "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00",
                          "groomProfileId": "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f01" });
    }
    if e.options().contains(&"locale") {
        example["locale"] = json!("en");
    }
    let mut schema = json!({ "type": "object", "additionalProperties": false, "required": required,
            "properties": props, "examples": [example] });
    if e == Endpoint::Rashifal {
        // A Bikram Sambat month or year is found in the BS table.
        schema["allOf"] = json!([{
            "if": { "required": ["calendar"], "properties": {
                "calendar": { "const": "bs" }, "period": { "enum": ["monthly", "yearly"] } } },
            "then": { "properties": { "date": { "pattern": BS_DATES } } } }]);
    }
    schema
}

pub(super) fn profile_input(all_required: bool) -> Value {
    // Text the profile validator takes: something besides white space, no control character.
    let text = |max: u32, description: &str| {
        json!({ "type": "string", "minLength": 1, "maxLength": max, "description": description,
                "pattern": "^[^\\u0000-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u001F\\u007F-\\u009F]*$" })
    };
    let zones: Vec<&str> = chrono_tz::TZ_VARIANTS.iter().map(|z| z.name()).collect();
    let props = json!({
        "name": text(100, "the person's name, 1–100 characters after trimming"),
        "gender": { "type": "string", "enum": ["male", "female"] },
        "date": { "type": "string", "format": "date", "pattern": "^(1[89][0-9]{2}|2[01][0-9]{2}|2200)-[0-9]{2}-[0-9]{2}$",
                  "description": "YYYY-MM-DD, 1800-01-01 to 2200-12-31" },
        "time": { "type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$", "description": "HH:MM, 24-hour, local time at the birth place; a time a DST change skipped there is refused" },
        "timezone": { "type": "string", "enum": zones, "description": "IANA zone, e.g. Asia/Kathmandu" },
        "location": text(200, "the birth place as the person names it, 1–200 characters after trimming"),
        "latitude": { "type": "number", "minimum": -90, "maximum": 90 },
        "longitude": { "type": "number", "minimum": -180, "maximum": 180 },
        "notes": { "type": ["string", "null"], "maxLength": 500 }
    });
    let required = if all_required {
        json!([
            "name",
            "gender",
            "date",
            "time",
            "timezone",
            "location",
            "latitude",
            "longitude"
        ])
    } else {
        json!([])
    };
    json!({ "type": "object", "additionalProperties": false, "required": required, "properties": props,
            "examples": [{ "name": "Asha Shrestha", "gender": "female", "date": "1995-05-12", "time": "06:15",
                           "timezone": "Asia/Kathmandu", "location": "Kathmandu, Nepal",
                           "latitude": 27.7172, "longitude": 85.324 }] })
}

pub(super) fn messages_schema() -> Value {
    json!({ "type": "array", "minItems": 1, "maxItems": 30,
        "description": "the conversation so far, oldest first; the last message is the user's (422 otherwise)", "items": {
        "type": "object", "additionalProperties": false, "required": ["role", "content"],
        "properties": { "role": { "type": "string", "enum": ["user", "assistant"] },
                        "content": { "type": "string", "minLength": 1, "maxLength": 4000 } } } })
}
