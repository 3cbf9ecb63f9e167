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
