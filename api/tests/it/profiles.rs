//! Profiles: every field validated with a 422 naming it and nothing stored; scoped to the
//! account (another account's profile is 404 everywhere).

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_bad_field_is_named_and_nothing_is_stored() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let cases: Vec<(&str, Value)> = vec![
        ("date", json!("2023-02-30")),
        ("date", json!("1995/05/12")),
        ("time", json!("24:00")),
        ("time", json!("6:15")),
        ("time", json!("06:15:60")),
        ("timezone", json!("Mars/Olympus")),
        ("latitude", json!(90.5)),
        ("latitude", json!("27.7")),
        ("longitude", json!(-180.01)),
        ("gender", json!("other")),
        ("name", json!("")),
        ("name", json!("x".repeat(101))),
        ("notes", json!("n".repeat(501))),
        ("location", json!(42)),
    ];
    for (field, value) in cases {
        let mut body = sample_profile();
        body[field] = value.clone();
        let (s, v, _) = app.post(&acct.key, "/v1/profiles", body).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{field}={value}: {v}");
        assert_eq!(error_code(&v), "validation_failed");
        assert_eq!(error_fields(&v), vec![field.to_owned()], "{field}={value}");
    }
    // Missing fields are each named.
    let (s, v, _) = app
        .post(&acct.key, "/v1/profiles", json!({ "name": "A" }))
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    let fields = error_fields(&v);
    for f in [
        "gender",
        "date",
        "time",
        "timezone",
        "location",
        "latitude",
        "longitude",
    ] {
        assert!(fields.contains(&f.to_owned()), "{f} named in {fields:?}");
    }
    // A local time inside a DST gap did not exist.
    let mut body = sample_profile();
    body["timezone"] = json!("America/New_York");
    body["date"] = json!("2024-03-10");
    body["time"] = json!("02:30");
    let (s, v, _) = app.post(&acct.key, "/v1/profiles", body).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_fields(&v), vec!["time"]);
    // Unknown fields, bad JSON.
    let mut body = sample_profile();
    body["credits"] = json!(1_000_000);
    let (s, v, _) = app.post(&acct.key, "/v1/profiles", body).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_fields(&v), vec!["credits"]);
    let r = app
        .http
        .post(format!("{}/v1/profiles", app.base))
        .header("x-api-key", &acct.key)
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    assert_eq!(error_code(&r.json().await.unwrap()), "invalid_json");

    let (_, v, _) = app.get(&acct.key, "/v1/profiles").await;
    assert_eq!(v["data"].as_array().unwrap().len(), 0, "nothing stored");

    // The good one is stored, with notes shown on the single profile but not in the list.
    let mut body = sample_profile();
    body["notes"] = json!("née Rana; twin");
    let (s, v, _) = app.post(&acct.key, "/v1/profiles", body).await;
    assert_eq!(s, StatusCode::CREATED);
    let id = v["data"]["id"].as_str().unwrap();
    assert_eq!(v["data"]["notes"], "née Rana; twin");
    let (_, v, _) = app.get(&acct.key, "/v1/profiles").await;
    let list = v["data"].as_array().unwrap();
    assert_eq!(list.len(), 1);
    assert!(list[0].get("notes").is_none());
    assert_eq!(list[0]["time"], "06:15");
    let (s, v) = app
        .send(
            Method::PATCH,
            &acct.key,
            &format!("/v1/profiles/{id}"),
            Some(json!({ "time": "07:45" })),
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v["data"]["time"], "07:45");
    assert_eq!(v["data"]["date"], "1995-05-12");
    let (s, v) = app
        .send(
            Method::PATCH,
            &acct.key,
            &format!("/v1/profiles/{id}"),
            Some(json!({ "latitude": 100 })),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_fields(&v), vec!["latitude"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_accounts_profile_is_not_found_everywhere() {
    let app = spawn_app().await;
    let a = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let b = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let b_profile = app.profile(&b.key).await;
    let a_profile = app.profile(&a.key).await;
    let path = format!("/v1/profiles/{b_profile}");
    assert_eq!(
        app.send(Method::GET, &a.key, &path, None).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.send(Method::PATCH, &a.key, &path, Some(json!({ "name": "x" })))
            .await
            .0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.send(Method::DELETE, &a.key, &path, None).await.0,
        StatusCode::NOT_FOUND
    );
    let (s, v, _) = app
        .post(&a.key, "/v1/birth-chart", json!({ "profileId": b_profile }))
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert_eq!(error_code(&v), "not_found");
    let (s, _, _) = app
        .post(
            &a.key,
            "/v1/matching",
            json!({ "brideProfileId": a_profile, "groomProfileId": b_profile }),
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (s, _, _) = app
        .post(
            &a.key,
            "/v1/birth-chart",
            json!({ "profileId": "not-a-uuid" }),
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert_eq!(app.balance(a.id).await, 250_000, "nothing charged");
    // b still sees it; deleting removes it for good.
    assert_eq!(
        app.send(Method::GET, &b.key, &path, None).await.0,
        StatusCode::OK
    );
    assert_eq!(
        app.send(Method::DELETE, &b.key, &path, None).await.0,
        StatusCode::OK
    );
    assert_eq!(
        app.send(Method::GET, &b.key, &path, None).await.0,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn zones_are_listed_and_a_near_miss_names_the_nearest() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let r = app
        .http
        .get(format!("{}/v1/timezones", app.base))
        .header("x-api-key", &acct.key)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let v: Value = r.json().await.unwrap();
    let zones = v["data"]["timezones"].as_array().unwrap();
    assert!(zones.len() > 400, "{}", zones.len());
    for z in ["Asia/Kathmandu", "Asia/Kolkata", "UTC", "GMT0", "GMT-0"] {
        assert!(zones.iter().any(|x| x == z), "{z}");
    }
    // Without a key, as every keyed route.
    let r = app
        .http
        .get(format!("{}/v1/timezones", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    // A name almost right: 422 naming the field and suggesting the zone meant.
    let mut body = sample_profile();
    body["timezone"] = json!("asia/kathmandu");
    let (s, v, _) = app.post(&acct.key, "/v1/profiles", body).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_fields(&v), vec!["timezone"]);
    let message = v["error"]["details"]["fields"][0]["message"]
        .as_str()
        .unwrap_or_default();
    assert!(message.contains("did you mean Asia/Kathmandu"), "{v}");
}

/// A time of birth may carry seconds: kept, echoed, and read by the chart (KP and
/// rectification work to the second).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_birth_time_may_carry_seconds() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let mut ascendants = Vec::new();
    for time in ["06:15", "06:15:30"] {
        let mut body = sample_profile();
        body["time"] = json!(time);
        let (s, v, _) = app.post(&acct.key, "/v1/profiles", body).await;
        assert_eq!(s, StatusCode::CREATED, "{v}");
        assert_eq!(v["data"]["time"], time);
        let id = v["data"]["id"].as_str().unwrap().to_owned();
        let (s, v, _) = app
            .post(&acct.key, "/v1/ascendant", json!({ "profileId": id }))
            .await;
        assert_eq!(s, StatusCode::OK, "{v}");
        ascendants.push(v["data"]["longitude"].as_f64().unwrap());
    }
    // Thirty seconds turn the ascendant by about a quarter of a degree at most, never nothing.
    let moved = ascendants[1] - ascendants[0];
    assert!(moved > 0.01 && moved < 0.3, "{ascendants:?}");
    for bad in ["06:15:60", "6:15", "06:15:3", "06:15:30.5"] {
        let mut body = sample_profile();
        body["time"] = json!(bad);
        let (s, v, _) = app.post(&acct.key, "/v1/profiles", body).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{bad}: {v}");
        assert_eq!(error_fields(&v), vec!["time"], "{bad}");
    }
}
