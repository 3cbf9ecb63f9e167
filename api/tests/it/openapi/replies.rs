//! Every calculation's reply for the reference births, under the default options and every
//! option that changes the reply's shape, validates against its documented schema.

use super::{subjects_of, validate};
use graha::astro::Division;
use graha::calc::{CalcRequest, PersonData};
use graha::endpoints::{Endpoint, Queue, Subjects};
use serde_json::{Value, json};

fn variants(e: Endpoint) -> Vec<Value> {
    let sections: Vec<&str> = Endpoint::ALL
        .iter()
        .filter(|s| s.is_section())
        .map(|s| s.name())
        .collect();
    match e {
        // Every dasha system, Vimshottari to five levels and from birth.
        Endpoint::Dasha => vec![
            json!({}),
            json!({ "system": "yogini" }),
            json!({ "system": "ashtottari" }),
            json!({ "system": "chara" }),
            json!({ "system": "dwisaptati" }),
            json!({ "system": "shashtihayani" }),
            json!({ "system": "shatabdika" }),
            json!({ "system": "chaturaseeti" }),
            json!({ "system": "dwadashottari" }),
            json!({ "system": "panchottari" }),
            json!({ "system": "shodashottari" }),
            json!({ "system": "narayana" }),
            json!({ "system": "kalachakra" }),
            json!({ "system": "moola" }),
            json!({ "system": "sudasa" }),
            json!({ "system": "shoola" }),
            json!({ "system": "drig" }),
            json!({ "system": "naisargika" }),
            json!({ "system": "tara" }),
            json!({ "levels": 5, "from": "birth" }),
        ],
        // Every matching system.
        Endpoint::Matching => vec![
            json!({}),
            json!({ "system": "porutham", "locale": "hi" }),
            json!({ "system": "dashakoot", "locale": "hi" }),
        ],
        // Every matching system, the person on either side.
        Endpoint::MatchingBatch => vec![
            json!({ "role": "bride", "candidates": [{}] }),
            json!({ "role": "groom", "candidates": [{}], "system": "porutham" }),
            json!({ "role": "bride", "candidates": [{}], "system": "dashakoot" }),
        ],
        // Houses told by their cusps, and the true node.
        Endpoint::BirthChart | Endpoint::Planets => {
            vec![
                json!({}),
                json!({ "houseSystem": "placidus", "node": "true" }),
            ]
        }
        Endpoint::Rashifal => ["daily", "weekly", "monthly", "yearly"]
            .into_iter()
            .flat_map(|p| ["ad", "bs"].map(|c| json!({ "period": p, "calendar": c })))
            .collect(),
        // Every period; one sign and all twelve; another zone.
        Endpoint::Horoscope => vec![
            json!({ "sign": "all", "period": "daily" }),
            json!({ "sign": "aries", "period": "weekly", "locale": "hi" }),
            json!({ "sign": "cancer", "period": "monthly", "timezone": "America/New_York" }),
            json!({ "sign": "pisces", "period": "yearly", "locale": "ne" }),
        ],
        Endpoint::ChartImage => ["D1", "D9", "D60", "D144"]
            .into_iter()
            .flat_map(|d| ["north", "south", "east"].map(|s| json!({ "division": d, "style": s })))
            .collect(),
        // A Gregorian and a Bikram Sambat month, as JSON and as ICS.
        Endpoint::Calendar => vec![
            json!({ "calendar": "ad", "year": 2023, "month": 8 }),
            json!({ "calendar": "bs", "year": 2082, "month": 6, "format": "ics" }),
        ],
        // A marriage season, and a month of none (Chaturmas).
        Endpoint::Muhurta => vec![
            json!({ "activity": "marriage", "from": "2025-11-20", "to": "2025-11-30" }),
            json!({ "activity": "marriage", "from": "2025-08-01", "to": "2025-08-31" }),
        ],
        // A month of every kind of event.
        Endpoint::Events => vec![json!({ "from": "2024-04-01", "to": "2024-04-30" })],
        // Every section at once.
        Endpoint::Kundli => vec![json!({ "include": sections })],
        // A horary number at each end and in the middle.
        Endpoint::KpHorary => [1, 108, 249].map(|n| json!({ "number": n })).to_vec(),
        // Every division, the further seven too.
        Endpoint::Vargas => {
            let every: Vec<&str> = Division::EVERY.iter().map(|d| d.name()).collect();
            vec![json!({ "divisions": every })]
        }
        Endpoint::Yogas => vec![json!({}), json!({ "presentOnly": true })],
        Endpoint::Varshaphal => vec![json!({}), json!({ "year": 2031, "locale": "hi" })],
        _ => vec![json!({}), json!({ "locale": "ne" })],
    }
}

#[test]
fn every_calculation_reply_for_the_reference_births_validates_against_its_schema() {
    let doc = graha_api::openapi::document();
    // ref: shared/reference/births_public.json (every birth; couples pair each with the next)
    let births: Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../shared/reference/births_public.json"
        ))
        .unwrap(),
    )
    .unwrap();
    let people: Vec<Value> = births["births"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["profile"].clone())
        .collect();
    let now = "2026-11-25T06:00:00Z".parse().unwrap();
    let mut checked = 0;
    let mut failures = Vec::new();
    for &e in Endpoint::ALL.iter().filter(|e| e.queue() == Queue::Calc) {
        let schema = &doc["paths"][format!("/v1{}", e.path())]["post"]["responses"]["200"]["content"]
            ["application/json"]["schema"];
        assert!(!schema.is_null(), "{} has no reply schema", e.path());
        for (i, p) in people.iter().enumerate() {
            let persons = match e.subjects() {
                // A horary chart is cast at the person's place.
                Subjects::One
                | Subjects::ProfileOrPlace
                | Subjects::Moment
                | Subjects::MaybePlace
                | Subjects::PlaceAndProfiles => vec![p.clone()],
                Subjects::Couple | Subjects::Candidates => {
                    vec![p.clone(), people[(i + 1) % people.len()].clone()]
                }
                Subjects::Sky => Vec::new(),
            };
            let persons: Vec<PersonData> = persons
                .into_iter()
                .map(|p| serde_json::from_value(p).unwrap())
                .collect();
            // A moment and a place: the person's place, no person.
            let (persons, place) = subjects_of(e, persons);
            for body in variants(e) {
                let req = CalcRequest::from_body(e, &body, persons.clone(), place.clone(), now)
                    .unwrap_or_else(|bad| panic!("{} {body}: {bad:?}", e.path()));
                let Ok(data) = graha::calc::run_json(&req) else {
                    continue; // out of a table's range: a 422, not a reply
                };
                let reply = json!({ "success": true, "data": data });
                if let Err(why) = validate(schema, &reply, doc, "$") {
                    failures.push(format!("{} {}: {why}", e.path(), births["births"][i]["id"]));
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 500, "{checked} replies checked");
    assert!(
        failures.is_empty(),
        "{} of {checked} replies do not match:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}
