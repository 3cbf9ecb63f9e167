//! The examples of the document: one person (the calculation replies of
//! `openapi-examples.json` are hers, written by the test `documented_examples`), her profile,
//! a key, a plan, a job and a Guru answer.

use serde_json::{Value, json};
use std::sync::OnceLock;

pub(super) const PROFILE_ID: &str = "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00";
const AT: &str = "2026-11-25T06:00:00Z";
const JOB: &str = "0193a5c3-1f00-7d2e-a4b1-6c8e2f9d0a13";
const ANSWER: &str = "Your ascendant is Taurus and your Moon is in Virgo in Hasta. You are in the Jupiter maha dasha until 2040: a time that favours learning, teaching and steady growth in work.";

/// The calculation replies, by endpoint name.
pub(super) fn calc_reply(name: &str) -> Value {
    static CALC: OnceLock<Value> = OnceLock::new();
    CALC.get_or_init(|| {
        serde_json::from_str(include_str!("../../openapi-examples.json"))
            .expect("api/openapi-examples.json is JSON")
    })[name]
        .clone()
}

/// The example person as sent to `POST /v1/profiles`.
pub(super) fn new_profile() -> Value {
    json!({ "name": "Asha Shrestha", "gender": "female", "date": "1995-05-12",
        "time": "06:15", "timezone": "Asia/Kathmandu", "location": "Kathmandu, Nepal",
        "latitude": 27.7172, "longitude": 85.324 })
}

/// Her profile as stored.
pub(super) fn profile() -> Value {
    let mut profile = new_profile();
    for (k, v) in [
        ("id", PROFILE_ID),
        ("notes", "born at dawn"),
        ("createdAt", AT),
        ("updatedAt", AT),
    ] {
        profile[k] = json!(v);
    }
    profile
}

pub(super) fn profile_changes() -> Value {
    json!({ "notes": "born at dawn", "location": "Kathmandu" })
}

fn key() -> Value {
    json!({ "id": "0193a5c2-8a40-7c11-8e2b-5d0f3c9a7e21", "name": "production",
        "prefix": "graha_live_Q3xZ8p", "createdAt": AT, "lastUsedAt": AT, "mode": "live" })
}

pub(super) fn branding() -> Value {
    json!({ "name": "Jyotish Kendra Pokhara", "website": "https://jyotish.example.com",
        "email": "namaste@jyotish.example.com", "phone": "+977 61 520 000",
        "accentColor": "#7a2e12", "logo": { "source": "svg", "width": 1200, "height": 400 },
        "updatedAt": AT })
}

pub(super) fn new_branding() -> Value {
    json!({ "name": "Jyotish Kendra Pokhara", "website": "https://jyotish.example.com",
        "email": "namaste@jyotish.example.com", "phone": "+977 61 520 000",
        "accentColor": "#7a2e12",
        "logo": "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIzIiBoZWlnaHQ9IjEiPjxyZWN0IHdpZHRoPSIzIiBoZWlnaHQ9IjEiIGZpbGw9IiM3YTJlMTIiLz48L3N2Zz4=" })
}

pub(super) fn new_key() -> Value {
    json!({ "name": "production" })
}

pub(super) fn created_key() -> Value {
    let mut k = key();
    k["key"] = json!("graha_live_Q3xZ8p…(shown once)");
    k.as_object_mut().map(|o| o.remove("lastUsedAt"));
    k
}

pub(super) fn balance() -> Value {
    json!({ "credits": 49_250, "creditsRefillAt": "2026-12-01T00:00:00Z",
        "developerPlan": "growth", "consumerPlan": "personal", "maxKeys": 10,
        "rateLimitPerMinute": 120, "creditsPerMonth": 50_000, "settings": settings() })
}

pub(super) fn usage() -> Value {
    json!({ "from": "2026-11-24", "to": "2026-11-25", "groupBy": "day", "items": [
        { "day": "2026-11-24", "calls": 0, "credits": 0 },
        { "day": "2026-11-25", "calls": 3, "credits": 9 } ],
        "totalCalls": 3, "totalCredits": 9, "testCalls": 12 })
}

pub(super) fn settings() -> Value {
    json!({ "ayanamsa": "kp", "node": "true", "houseSystem": "placidus", "dashaYear": "julian" })
}

pub(super) fn key_list() -> Value {
    let mut list = balance();
    list["keys"] = json!([key()]);
    list
}

pub(super) fn job() -> Value {
    json!({ "jobId": JOB, "kind": "kundli", "state": "done", "progress": 100,
        "downloadUrl": format!("/v1/reports/{JOB}"), "sizeBytes": 412_337, "error": null,
        "createdAt": AT, "updatedAt": AT, "expired": false })
}

pub(super) fn job_accepted() -> Value {
    json!({ "jobId": JOB, "state": "queued", "statusUrl": format!("/v1/jobs/{JOB}") })
}

fn question() -> Value {
    json!([{ "role": "user", "content": "How is my career looking this year?" }])
}

pub(super) fn guru_question() -> Value {
    json!({ "messages": question(), "profileId": PROFILE_ID, "locale": "en" })
}

pub(super) fn public_question() -> Value {
    json!({ "messages": question(), "birthDetails": {
        "date": "1995-05-12", "time": "06:15", "latitude": 27.7172,
        "longitude": 85.324, "timezone": "Asia/Kathmandu" }, "locale": "en" })
}

pub(super) fn guru_answer() -> Value {
    json!({ "message": ANSWER, "role": "assistant" })
}

pub(super) fn public_answer() -> Value {
    json!({ "message": ANSWER, "role": "assistant", "remainingToday": 4 })
}

/// A reply in the envelope.
pub(super) fn enveloped(data: Value) -> Option<Value> {
    Some(json!({ "success": true, "data": data }))
}
