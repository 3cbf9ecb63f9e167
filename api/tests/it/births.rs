//! Calculations from a birth given with the request instead of a stored profile: the same
//! checks, the same answer and the same cost as the stored profile, nothing stored.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// The public reference births (ref: shared/reference/births_public.json), as profiles.
pub fn public_births() -> Vec<Value> {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/reference");
    let dir = std::env::var_os("GRAHA_REFERENCE_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or(dir);
    let text = std::fs::read_to_string(dir.join("births_public.json")).expect("reference births");
    let all: Value = serde_json::from_str(&text).unwrap();
    all["births"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["profile"].clone())
        .collect()
}

/// A reply without what differs between two calls by nature.
fn data(v: &Value) -> Value {
    v["data"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_birth_answers_as_its_stored_profile_does_for_the_same_price() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let births = public_births();
    assert!(births.len() >= 20, "{} reference births", births.len());
    let mut compared = 0;
    for (i, profile) in births.iter().enumerate() {
        let (s, v, _) = app.post(&acct.key, "/v1/profiles", profile.clone()).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
        let id = v["data"]["id"].as_str().unwrap().to_owned();
        let mut birth = profile.clone();
        birth.as_object_mut().unwrap().remove("notes");
        // Every reference birth on two endpoints, a few on the readings as well.
        let endpoints: &[&str] = if i < 3 {
            &[
                "/v1/birth-chart",
                "/v1/dasha",
                "/v1/personality",
                "/v1/vargas",
            ]
        } else {
            &["/v1/birth-chart", "/v1/dasha"]
        };
        for path in endpoints {
            let (s1, stored, h1) = app
                .post(&acct.key, path, json!({ "profileId": id, "locale": "hi" }))
                .await;
            let (s2, given, h2) = app
                .post(&acct.key, path, json!({ "birth": birth, "locale": "hi" }))
                .await;
            assert_eq!(
                (s1, s2),
                (StatusCode::OK, StatusCode::OK),
                "{path}: {given}"
            );
            assert_eq!(
                data(&stored),
                data(&given),
                "{path} for {}",
                profile["name"]
            );
            assert_eq!(h1["x-credits-charged"], h2["x-credits-charged"], "{path}");
            compared += 1;
        }
    }
    assert!(compared >= 40);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_birth_is_refused_as_a_profile_is_and_costs_nothing() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let before = app.balance(acct.id).await;
    let good = sample_profile();
    let cases: [(&str, Value, &str); 7] = [
        ("timezone", json!("Asia/Kathmando"), "birth.timezone"),
        ("latitude", json!(91), "birth.latitude"),
        ("date", json!("1700-01-01"), "birth.date"),
        ("time", json!("25:00"), "birth.time"),
        ("gender", json!("other"), "birth.gender"),
        ("notes", json!("kept nowhere"), "birth.notes"),
        ("name", json!(""), "birth.name"),
    ];
    for (field, value, named) in cases {
        let mut birth = good.clone();
        birth[field] = value;
        let (s, v, _) = app
            .post(&acct.key, "/v1/birth-chart", json!({ "birth": birth }))
            .await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{field}: {v}");
        assert_eq!(error_fields(&v), vec![named], "{field}");
    }
    // A local time a DST change skipped (New York, 2021-03-14 02:30).
    let gap = json!({ "date": "2021-03-14", "time": "02:30", "timezone": "America/New_York",
                      "latitude": 40.71, "longitude": -74.0 });
    let (s, v, _) = app
        .post(&acct.key, "/v1/birth-chart", json!({ "birth": gap }))
        .await;
    assert_eq!(
        (s, error_fields(&v)),
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            vec!["birth.time".to_owned()]
        ),
        "{v}"
    );
    // A profile and a birth at once, or neither.
    let id = app.profile(&acct.key).await;
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/birth-chart",
            json!({ "profileId": id, "birth": good }),
        )
        .await;
    assert_eq!(
        (s, error_fields(&v)),
        (StatusCode::UNPROCESSABLE_ENTITY, vec!["birth".to_owned()])
    );
    let (s, v, _) = app.post(&acct.key, "/v1/birth-chart", json!({})).await;
    assert_eq!(
        (s, error_fields(&v)),
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            vec!["profileId".to_owned()]
        )
    );
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/birth-chart",
            json!({ "birth": "1995-05-12" }),
        )
        .await;
    assert_eq!(
        (s, error_fields(&v)),
        (StatusCode::UNPROCESSABLE_ENTITY, vec!["birth".to_owned()])
    );
    assert_eq!(app.balance(acct.id).await, before, "nothing charged");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn couples_participants_reports_and_the_guru_take_births() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let births = public_births();
    let (bride, groom) = (births[0].clone(), births[1].clone());
    let strip = |mut b: Value| {
        b.as_object_mut().unwrap().remove("notes");
        b
    };
    let (sb, bv, _) = app.post(&acct.key, "/v1/profiles", bride.clone()).await;
    let (sg, gv, _) = app.post(&acct.key, "/v1/profiles", groom.clone()).await;
    assert_eq!((sb, sg), (StatusCode::CREATED, StatusCode::CREATED));
    let (bid, gid) = (&bv["data"]["id"], &gv["data"]["id"]);
    let (s1, stored, _) = app
        .post(
            &acct.key,
            "/v1/matching",
            json!({ "brideProfileId": bid, "groomProfileId": gid }),
        )
        .await;
    let (s2, given, _) = app
        .post(
            &acct.key,
            "/v1/matching",
            json!({ "bride": strip(bride.clone()), "groom": strip(groom.clone()) }),
        )
        .await;
    let (s3, mixed, _) = app
        .post(
            &acct.key,
            "/v1/matching",
            json!({ "brideProfileId": bid, "groom": strip(groom.clone()) }),
        )
        .await;
    assert_eq!(
        (s1, s2, s3),
        (StatusCode::OK, StatusCode::OK, StatusCode::OK),
        "{given}"
    );
    assert_eq!(data(&stored), data(&given));
    assert_eq!(data(&stored), data(&mixed));
    // A bad groom is named as such.
    let mut bad = strip(groom.clone());
    bad["longitude"] = json!(181);
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/matching",
            json!({ "bride": strip(bride.clone()), "groom": bad }),
        )
        .await;
    assert_eq!(
        (s, error_fields(&v)),
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            vec!["groom.longitude".to_owned()]
        )
    );
    // Muhurta participants, stored and given.
    let window = json!({ "activity": "travel", "from": "2027-01-01", "to": "2027-01-10",
                         "latitude": 27.7172, "longitude": 85.324, "timezone": "Asia/Kathmandu" });
    let mut by_id = window.clone();
    by_id["profileIds"] = json!([bid]);
    let mut by_birth = window.clone();
    by_birth["births"] = json!([strip(bride.clone())]);
    let (s1, a, _) = app.post(&acct.key, "/v1/muhurta", by_id).await;
    let (s2, b, _) = app.post(&acct.key, "/v1/muhurta", by_birth).await;
    assert_eq!((s1, s2), (StatusCode::OK, StatusCode::OK), "{b}");
    assert_eq!(data(&a), data(&b));
    // A report from a birth: a PDF, the profile never stored.
    let profiles_before = app.get(&acct.key, "/v1/profiles").await.1["data"]
        .as_array()
        .unwrap()
        .len();
    let r = app
        .http
        .post(format!("{}/v1/report/kundli", app.base))
        .header("x-api-key", &acct.key)
        .json(&json!({ "birth": strip(bride.clone()) }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.bytes().await.unwrap().starts_with(b"%PDF"));
    let profiles_after = app.get(&acct.key, "/v1/profiles").await.1["data"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(profiles_before, profiles_after, "nothing stored");
    // The Guru reads a given birth's chart.
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "messages": [{ "role": "user", "content": "What is my moon sign?" }],
                                             "birth": strip(bride) }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idempotency_key_tells_one_birth_from_another() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let send = |birth: Value| {
        app.http
            .post(format!("{}/v1/birth-chart", app.base))
            .header("x-api-key", &acct.key)
            .header("idempotency-key", "chart-1")
            .json(&json!({ "birth": birth }))
            .send()
    };
    let first = send(sample_profile_birth("06:15")).await.unwrap();
    assert_eq!(first.status(), StatusCode::OK);
    let replay = send(sample_profile_birth("06:15")).await.unwrap();
    assert_eq!(replay.status(), StatusCode::OK);
    assert_eq!(replay.headers()["x-credits-charged"], "0");
    let other = send(sample_profile_birth("06:16")).await.unwrap();
    assert_eq!(other.status(), StatusCode::UNPROCESSABLE_ENTITY);
}

/// The sample profile as a birth, at `time`.
fn sample_profile_birth(time: &str) -> Value {
    let mut b = sample_profile();
    let o = b.as_object_mut().unwrap();
    o.remove("notes");
    o.insert("time".into(), json!(time));
    b
}
