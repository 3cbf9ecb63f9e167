//! Calculation settings through the API: options in a body, an account's
//! defaults, the echo in every reply, the same cost whatever the settings, and no reply served
//! for other settings than it was computed under.

use crate::helpers::*;
use graha::astro::Sign;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::{Value, json};

fn charged(h: &reqwest::header::HeaderMap) -> i64 {
    h["x-credits-charged"].to_str().unwrap().parse().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn options_choose_the_settings_and_the_reply_says_which() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acc.key).await;

    // An unknown value is 422 naming the field and listing the values it takes.
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/birth-chart",
            json!({ "profileId": id, "ayanamsa": "Lahiri", "houseSystem": "topocentric" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["ayanamsa", "houseSystem"]);
    let message = v["error"]["details"]["fields"][0]["message"]
        .as_str()
        .unwrap();
    assert!(
        message.contains("lahiri, lahiri-icrc, raman, kp"),
        "{message}"
    );

    let (s, plain, h1) = app
        .post(&acc.key, "/v1/birth-chart", json!({ "profileId": id }))
        .await;
    assert_eq!(s, StatusCode::OK, "{plain}");
    let echo = &plain["data"]["settings"];
    assert_eq!(
        (
            echo["ayanamsa"].as_str(),
            echo["node"].as_str(),
            echo["houseSystem"].as_str(),
            echo["dashaYear"].as_str()
        ),
        (
            Some("lahiri"),
            Some("mean"),
            Some("whole-sign"),
            Some("julian")
        )
    );
    // Lahiri in 1995: about 23°48′.
    let lahiri = echo["ayanamsaDegrees"].as_f64().unwrap();
    assert!((23.7..23.9).contains(&lahiri), "{lahiri}");
    assert!(
        plain["data"]["houses"][0]
            .get("longitude")
            .is_none_or(Value::is_null)
    );

    let (s, kp, h2) = app
        .post(
            &acc.key,
            "/v1/birth-chart",
            json!({ "profileId": id, "ayanamsa": "kp", "node": "true", "houseSystem": "placidus" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{kp}");
    let echo = &kp["data"]["settings"];
    assert_eq!(echo["ayanamsa"], "kp");
    assert_eq!(echo["houseSystem"], "placidus");
    assert!(echo["houseFallback"].is_null());
    // KP's ayanamsa is about 6′ less than Lahiri's.
    let kp_degrees = echo["ayanamsaDegrees"].as_f64().unwrap();
    assert!(
        (0.05..0.15).contains(&(lahiri - kp_degrees)),
        "{lahiri} {kp_degrees}"
    );
    let first = &kp["data"]["houses"][0];
    assert!(
        first["longitude"].is_number() && first["midLongitude"].is_number(),
        "{first}"
    );
    // Each house is told by its cusp: the sign and degree it falls in, and that sign's lord.
    for h in kp["data"]["houses"].as_array().unwrap() {
        let cusp = h["longitude"].as_f64().unwrap();
        assert_eq!(
            h["sign"],
            Sign::from_index((cusp / 30.0) as usize).name(),
            "{h}"
        );
        assert!(
            (h["degree"].as_f64().unwrap() - cusp % 30.0).abs() < 1e-5,
            "{h}"
        );
    }
    // Placidus's first cusp is the ascendant.
    assert_eq!(first["sign"], kp["data"]["ascendant"]["sign"]);
    for p in kp["data"]["planets"].as_array().unwrap() {
        assert!(p["signHouse"].is_u64(), "{p}");
    }
    // The settings never change the cost.
    assert_eq!(charged(&h1), charged(&h2));
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accounts_defaults_apply_and_a_requests_own_options_win() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acc.key).await;
    let (s, v, _) = app.get(&acc.key, "/v1/settings").await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(
        v["data"],
        json!({ "ayanamsa": "lahiri", "node": "mean", "houseSystem": "whole-sign", "dashaYear": "julian" })
    );

    // The same body with the same Idempotency-Key, before and after the defaults change.
    let body = json!({ "profileId": id });
    let send = |body: Value| {
        app.http
            .post(format!("{}/v1/dasha", app.base))
            .header("x-api-key", &acc.key)
            .header("idempotency-key", "settings-replay")
            .json(&body)
            .send()
    };
    let first = send(body.clone()).await.unwrap();
    assert_eq!(first.status(), StatusCode::OK);
    let first: Value = first.json().await.unwrap();
    assert_eq!(first["data"]["settings"]["dashaYear"], "julian");

    let (s, v) = app
        .send(
            reqwest::Method::PUT,
            &acc.key,
            "/v1/settings",
            Some(json!({ "ayanamsa": "raman", "dashaYear": "savana", "node": "gibberish" })),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["node"]);
    let (s, v) = app
        .send(
            reqwest::Method::PUT,
            &acc.key,
            "/v1/settings",
            Some(json!({ "ayanamsa": "raman", "dashaYear": "savana" })),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["ayanamsa"], "raman");
    assert_eq!(v["data"]["node"], "mean");
    let (_, v, _) = app.get(&acc.key, "/api-keys").await;
    assert_eq!(v["data"]["settings"]["ayanamsa"], "raman");

    // A replay under other defaults is refused, never answered with the old reply.
    let replay = send(body.clone()).await.unwrap();
    assert_eq!(replay.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let replay: Value = replay.json().await.unwrap();
    assert_eq!(error_code(&replay), "idempotency_key_reused");

    let (s, v, _) = app.post(&acc.key, "/v1/dasha", body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["settings"]["ayanamsa"], "raman");
    assert_eq!(v["data"]["settings"]["dashaYear"], "savana");
    assert_ne!(
        v["data"]["settings"]["ayanamsaDegrees"],
        first["data"]["settings"]["ayanamsaDegrees"]
    );
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/dasha",
            json!({ "profileId": id, "ayanamsa": "lahiri" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["settings"]["ayanamsa"], "lahiri");
    assert_eq!(v["data"]["settings"]["dashaYear"], "savana");

    // An empty body resets them.
    let (s, v) = app
        .send(
            reqwest::Method::PUT,
            &acc.key,
            "/v1/settings",
            Some(json!({})),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["ayanamsa"], "lahiri");
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn placidus_above_the_polar_circle_falls_back_to_porphyry_and_says_so() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let mut tromso = sample_profile();
    tromso["location"] = json!("Tromsø, Norway");
    tromso["timezone"] = json!("Europe/Oslo");
    tromso["latitude"] = json!(69.6492);
    tromso["longitude"] = json!(18.9553);
    let (s, v, _) = app.post(&acc.key, "/v1/profiles", tromso).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let id = v["data"]["id"].as_str().unwrap();
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/birth-chart",
            json!({ "profileId": id, "houseSystem": "placidus" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["settings"]["houseSystem"], "placidus");
    assert_eq!(
        v["data"]["settings"]["houseFallback"],
        json!({ "requested": "placidus", "used": "porphyry" })
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bhava_chart_and_the_gurus_chart_follow_the_settings() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acc.key).await;
    let (s, chart, _) = app
        .post(
            &acc.key,
            "/v1/birth-chart",
            json!({ "profileId": id, "houseSystem": "placidus" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{chart}");
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/chart-image",
            json!({ "profileId": id, "chart": "bhava", "houseSystem": "placidus" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["chart"], "bhava");
    assert!(v["data"]["svg"].as_str().unwrap().starts_with("<svg"));
    // Each graha is drawn in its Placidus house, with its own sign.
    for (placed, planet) in v["data"]["placements"]
        .as_array()
        .unwrap()
        .iter()
        .zip(chart["data"]["planets"].as_array().unwrap())
    {
        assert_eq!(placed["planet"], planet["planet"]);
        assert_eq!(placed["house"], planet["house"], "{placed} {planet}");
        assert_eq!(placed["sign"], planet["sign"]);
    }
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/chart-image",
            json!({ "profileId": id, "chart": "bhava", "division": "D9" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["chart"]);

    // The Guru takes the settings beside its profile, the public Guru inside its birth details.
    let question = json!([{ "role": "user", "content": "What is my ascendant?" }]);
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/guru",
            json!({ "profileId": id, "messages": question, "ayanamsa": "kp" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/guru",
            json!({ "profileId": id, "messages": question, "node": "osculating" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["node"]);
    let birth = json!({ "date": "1995-05-12", "time": "06:15", "latitude": 27.7172,
        "longitude": 85.324, "timezone": "Asia/Kathmandu", "ayanamsa": "tropical" });
    let (s, v, _) = app
        .post(
            "",
            "/v1/guru-public",
            json!({ "messages": question, "birthDetails": birth }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let mut wrong = birth.clone();
    wrong["houseSystem"] = json!("vedic");
    let (s, v, _) = app
        .post(
            "",
            "/v1/guru-public",
            json!({ "messages": question, "birthDetails": wrong }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["birthDetails.houseSystem"]);
}

/// Every calculation computes under the settings it was asked for and says so; the planets
/// reply (a bare array, by the spec) moves by the difference of the ayanamsas.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_calculation_follows_the_settings() {
    use graha::endpoints::{Endpoint, Queue, Subjects};
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    sqlx::query("update accounts set rate_limit_per_minute = 100000 where id = $1")
        .bind(acc.id)
        .execute(&app.db)
        .await
        .unwrap();
    let (bride, groom) = (app.profile(&acc.key).await, app.profile(&acc.key).await);
    let chosen = json!({ "ayanamsa": "raman", "node": "true", "houseSystem": "equal", "dashaYear": "sidereal" });
    for &e in Endpoint::ALL
        .iter()
        .filter(|e| e.queue() == Queue::Calc && **e != Endpoint::Planets)
    {
        let mut body = chosen.clone();
        match e.subjects() {
            Subjects::One | Subjects::ProfileOrPlace => body["profileId"] = json!(bride),
            Subjects::Couple => {
                body["brideProfileId"] = json!(bride);
                body["groomProfileId"] = json!(groom);
            }
            Subjects::Candidates => {
                body["profileId"] = json!(bride);
                body["role"] = json!("bride");
                body["candidates"] = json!([groom]);
            }
            Subjects::PlaceAndProfiles => {
                body["latitude"] = json!(27.7172);
                body["longitude"] = json!(85.324);
                body["timezone"] = json!("Asia/Kathmandu");
                body["activity"] = json!("marriage");
                body["from"] = json!("2025-11-20");
                body["to"] = json!("2025-11-30");
                body["profileIds"] = json!([bride]);
            }
            Subjects::MaybePlace => {
                body["from"] = json!("2026-01-01");
                body["to"] = json!("2026-01-31");
            }
            Subjects::Sky => {
                body["sign"] = json!("leo");
                body["period"] = json!("daily");
            }
            Subjects::Moment => {
                body["datetime"] = json!("2026-11-25T18:30:00+05:45");
                body["latitude"] = json!(27.7172);
                body["longitude"] = json!(85.324);
                body["timezone"] = json!("Asia/Kathmandu");
                body["number"] = json!(7);
            }
        }
        if e == Endpoint::Calendar {
            body["year"] = json!(2025);
            body["month"] = json!(10);
        }
        if e == Endpoint::Kundli {
            body["include"] = json!(["birth-chart", "dasha"]);
        }
        let (s, v, _) = app.post(&acc.key, &format!("/v1{}", e.path()), body).await;
        assert_eq!(s, StatusCode::OK, "{}: {v}", e.path());
        let echo = &v["data"]["settings"];
        for k in ["ayanamsa", "node", "houseSystem", "dashaYear"] {
            assert_eq!(echo[k], chosen[k], "{}: {k}", e.path());
        }
    }
    let sun = |v: &Value| -> f64 {
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["planet"] == "Sun")
            .unwrap()["longitude"]
            .as_f64()
            .unwrap()
    };
    let (_, lahiri, _) = app
        .post(&acc.key, "/v1/planets", json!({ "profileId": bride }))
        .await;
    let (_, raman, _) = app
        .post(
            &acc.key,
            "/v1/planets",
            json!({ "profileId": bride, "ayanamsa": "raman" }),
        )
        .await;
    let (_, a, _) = app
        .post(&acc.key, "/v1/ascendant", json!({ "profileId": bride }))
        .await;
    let (_, b, _) = app
        .post(
            &acc.key,
            "/v1/ascendant",
            json!({ "profileId": bride, "ayanamsa": "raman" }),
        )
        .await;
    let shift = b["data"]["settings"]["ayanamsaDegrees"].as_f64().unwrap()
        - a["data"]["settings"]["ayanamsaDegrees"].as_f64().unwrap();
    assert!(shift.abs() > 1.0, "{shift}");
    assert!(
        ((sun(&lahiri) - sun(&raman)) - shift).abs() < 1e-5,
        "{} {} {shift}",
        sun(&lahiri),
        sun(&raman)
    );
}

/// `POST /v1/kp` computes under KP's ayanamsa and Placidus houses unless the request asks for
/// others; the account's defaults do not apply there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kp_has_its_own_defaults_and_a_request_may_still_choose() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acc.key).await;
    let (s, v) = app
        .send(
            reqwest::Method::PUT,
            &acc.key,
            "/v1/settings",
            Some(json!({ "ayanamsa": "raman" })),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let (s, v, _) = app
        .post(&acc.key, "/v1/kp", json!({ "profileId": id }))
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["settings"]["ayanamsa"], "kp");
    assert_eq!(v["data"]["settings"]["houseSystem"], "placidus");
    assert_eq!(v["data"]["cusps"].as_array().unwrap().len(), 12);
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/kp",
            json!({ "profileId": id, "ayanamsa": "lahiri", "houseSystem": "koch" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["settings"]["ayanamsa"], "lahiri");
    assert_eq!(v["data"]["settings"]["houseSystem"], "koch");
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/kp",
            json!({ "profileId": id, "houseSystem": "whole-sign" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["houseSystem"]);
    // Elsewhere the account's default holds.
    let (_, v, _) = app
        .post(&acc.key, "/v1/jaimini", json!({ "profileId": id }))
        .await;
    assert_eq!(v["data"]["settings"]["ayanamsa"], "raman");
}
