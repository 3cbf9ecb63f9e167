//! Security and bad input: another account's ids are 404 on every route that takes one; odd
//! numbers, unicode, huge bodies and wrong content types get clear errors, never a 5xx.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bola_sweep_every_route_with_an_id() {
    let app = spawn_app().await;
    let owner = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let intruder = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let profile = app.profile(&owner.key).await;
    let (_, v, _) = app.get(&owner.key, "/v1/keys").await;
    let key_id = v["data"]["keys"][0]["id"].as_str().unwrap().to_owned();
    let r = app
        .http
        .post(format!("{}/v1/report/kundli", app.base))
        .header("x-api-key", &owner.key)
        .header("prefer", "respond-async")
        .json(&json!({ "profileId": profile }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let job: serde_json::Value = r.json().await.unwrap();
    let job_id = job["data"]["jobId"].as_str().unwrap().to_owned();

    let _ = graha_api::routes::router; // the registry is filled once a router is built
    let routes = graha_api::contract::registered();
    let mut checked = 0;
    for (path, method) in routes.iter().filter(|(p, _)| p.contains("{id}")) {
        let id = if path.starts_with("/v1/keys") {
            &key_id
        } else if path.starts_with("/v1/profiles") {
            &profile
        } else {
            &job_id
        };
        let url = path.replace("{id}", id);
        let m = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
        let body = (m == Method::PATCH).then(|| json!({ "name": "x" }));
        let (s, v) = app.send(m.clone(), &intruder.key, &url, body).await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{method} {url}: {v}");
        assert_eq!(error_code(&v), "not_found");
        checked += 1;
    }
    assert!(checked >= 6, "{checked} routes with ids");
    // Every paid route refuses another account's profile.
    for e in graha::endpoints::Endpoint::ALL {
        let body = match e.subjects() {
            graha::endpoints::Subjects::One | graha::endpoints::Subjects::ProfileOrPlace => {
                json!({ "profileId": profile })
            }
            graha::endpoints::Subjects::Couple => {
                json!({ "brideProfileId": profile, "groomProfileId": profile })
            }
            graha::endpoints::Subjects::Candidates => {
                json!({ "profileId": profile, "role": "bride", "candidates": [profile] })
            }
            // A moment and a place name no profile.
            graha::endpoints::Subjects::Moment
            | graha::endpoints::Subjects::MaybePlace
            | graha::endpoints::Subjects::Sky => continue,
            graha::endpoints::Subjects::PlaceAndProfiles => json!({ "latitude": 27.7,
                "longitude": 85.3, "timezone": "Asia/Kathmandu", "activity": "marriage",
                "from": "2026-01-01", "to": "2026-01-31", "profileIds": [profile] }),
        };
        let body = if *e == graha::endpoints::Endpoint::Guru {
            json!({ "profileId": profile, "messages": [{ "role": "user", "content": "hi" }] })
        } else {
            body
        };
        let (s, _, _) = app
            .post(&intruder.key, &format!("/v1{}", e.path()), body)
            .await;
        assert!(
            s == StatusCode::NOT_FOUND || s == StatusCode::UNPROCESSABLE_ENTITY,
            "{}: {s}",
            e.path()
        );
    }
    assert_eq!(app.balance(intruder.id).await, 250_000, "nothing charged");
    // The owner still has everything.
    assert_eq!(
        app.send(
            Method::GET,
            &owner.key,
            &format!("/v1/profiles/{profile}"),
            None
        )
        .await
        .0,
        StatusCode::OK
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_never_gets_a_5xx() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let raw = |body: String, ct: &'static str| {
        app.http
            .post(format!("{}/v1/profiles", app.base))
            .header("x-api-key", &acct.key)
            .header("content-type", ct)
            .body(body)
            .send()
    };
    let base = sample_profile().to_string();
    for (body, want) in [
        (base.replace("27.7172", "1e400"), StatusCode::BAD_REQUEST),
        (base.replace("27.7172", "NaN"), StatusCode::BAD_REQUEST),
        (
            base.replace("27.7172", "123456789012345678901234567890"),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            base.replace("\"06:15\"", "null"),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        ("\u{0}".into(), StatusCode::BAD_REQUEST),
        ("{\"name\": \"a\"".into(), StatusCode::BAD_REQUEST),
    ] {
        let r = raw(body, "application/json").await.unwrap();
        assert_eq!(r.status(), want);
        let v: serde_json::Value = r.json().await.unwrap();
        assert_eq!(v["success"], false);
    }
    // 10 MB: refused with 413 as soon as the limit is passed (the server may close the
    // connection before the client has finished sending, which the client sees as a reset).
    match raw("x".repeat(10 * 1024 * 1024), "application/json").await {
        Ok(r) => assert_eq!(r.status(), StatusCode::PAYLOAD_TOO_LARGE),
        Err(e) => assert!(e.is_request(), "{e}"),
    }
    for ct in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
    ] {
        assert_eq!(
            raw(base.clone(), ct).await.unwrap().status(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "{ct}"
        );
    }
    // Negative zero and unicode are fine and stored as given.
    let mut p = sample_profile();
    p["longitude"] = json!(-0.0);
    p["name"] = json!("श्रेया 🌙 O'Brien-Ñúñez");
    let (s, v, _) = app.post(&acct.key, "/v1/profiles", p).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    assert_eq!(v["data"]["name"], "श्रेया 🌙 O'Brien-Ñúñez");
    assert_eq!(v["data"]["longitude"], 0.0);
    let pid = v["data"]["id"].as_str().unwrap().to_owned();
    let (s, _, _) = app
        .post(&acct.key, "/v1/birth-chart", json!({ "profileId": pid }))
        .await;
    assert_eq!(s, StatusCode::OK);
    // Polar and dateline births compute.
    for (lat, lon) in [(89.9, 179.9), (-89.9, -180.0), (69.65, 18.96)] {
        let mut p = sample_profile();
        p["latitude"] = json!(lat);
        p["longitude"] = json!(lon);
        let (_, v, _) = app.post(&acct.key, "/v1/profiles", p).await;
        let id = v["data"]["id"].as_str().unwrap().to_owned();
        for path in ["/v1/birth-chart", "/v1/panchang", "/v1/basic-details"] {
            let (s, v, _) = app.post(&acct.key, path, json!({ "profileId": id })).await;
            assert!(
                s.is_success() || s == StatusCode::UNPROCESSABLE_ENTITY,
                "{path} at {lat},{lon}: {s} {v}"
            );
        }
    }
    // Security headers on every reply.
    let r = app
        .http
        .get(format!("{}/healthz", app.base))
        .send()
        .await
        .unwrap();
    for h in [
        "x-content-type-options",
        "x-frame-options",
        "content-security-policy",
        "referrer-policy",
    ] {
        assert!(r.headers().contains_key(h), "{h}");
    }
}
