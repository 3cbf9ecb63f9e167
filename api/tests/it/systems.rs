//! The systems beyond Parashara through the API: KP and Jaimini, and the dasha systems.

use crate::helpers::*;
use graha::astro::Sign;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dasha_takes_a_system_levels_and_a_start() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acc.key).await;
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/dasha",
            json!({ "profileId": id, "system": "jaimini", "levels": 7, "from": "death" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["system", "levels", "from"]);
    // A matching system is not a dasha system: the message lists the dasha ones only.
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/dasha",
            json!({ "profileId": id, "system": "porutham" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(
        v["error"]["details"]["fields"][0]["message"],
        "must be one of vimshottari, yogini, ashtottari, chara, dwisaptati, shashtihayani, \
         shatabdika, chaturaseeti, dwadashottari, panchottari, shodashottari, narayana, \
         kalachakra, moola, sudasa, shoola, drig, naisargika, tara"
    );

    for (system, cycle) in [
        ("yogini", 36.0),
        ("ashtottari", 108.0),
        ("dwisaptati", 72.0),
        ("shashtihayani", 60.0),
        ("shatabdika", 100.0),
        ("chaturaseeti", 84.0),
        ("dwadashottari", 112.0),
        ("panchottari", 105.0),
        ("shodashottari", 116.0),
        ("moola", 120.0),
        ("naisargika", 120.0),
        ("tara", 120.0),
    ] {
        let (s, v, _) = app
            .post(
                &acc.key,
                "/v1/dasha",
                json!({ "profileId": id, "system": system, "from": "birth" }),
            )
            .await;
        assert_eq!(s, StatusCode::OK, "{system}: {v}");
        assert_eq!(v["data"]["system"], system);
        assert_eq!(v["data"]["cycleYears"], cycle);
        let timeline = v["data"]["timeline"].as_array().unwrap();
        for pair in timeline.windows(2) {
            assert_eq!(
                pair[0]["endDate"], pair[1]["startDate"],
                "{system}: contiguous"
            );
        }
        assert!(!v["data"]["current"].as_array().unwrap().is_empty());
    }
    // The sign dashas' and kalachakra's periods are signs; their cycle depends on the chart.
    for system in [
        "chara",
        "narayana",
        "sudasa",
        "shoola",
        "drig",
        "kalachakra",
    ] {
        let (s, v, _) = app
            .post(
                &acc.key,
                "/v1/dasha",
                json!({ "profileId": id, "system": system }),
            )
            .await;
        assert_eq!(s, StatusCode::OK, "{system}: {v}");
        assert_eq!(v["data"]["cycleYears"], Value::Null, "{system}");
        for p in v["data"]["timeline"].as_array().unwrap() {
            assert!(
                Sign::from_name(p["lord"].as_str().unwrap()).is_some(),
                "{system}: {p}"
            );
        }
    }

    // Vimshottari to five levels: the running chain, maha to prana.
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/dasha",
            json!({ "profileId": id, "levels": 5 }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["current"].as_array().unwrap().len(), 5);
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kp_and_jaimini_need_the_personal_plan_and_answer_their_tables() {
    let app = spawn_app().await;
    let free = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let id = app.profile(&free.key).await;
    let (s, v, _) = app
        .post(&free.key, "/v1/kp", json!({ "profileId": id }))
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{v}");
    let acc = app
        .account(DeveloperPlan::Growth, ConsumerPlan::Personal)
        .await;
    let id = app.profile(&acc.key).await;
    let (s, v, h) = app
        .post(&acc.key, "/v1/kp", json!({ "profileId": id }))
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(h["x-credits-charged"], "5");
    let sig = &v["data"]["significators"];
    assert_eq!(sig["planets"].as_array().unwrap().len(), 9);
    assert_eq!(sig["houses"].as_array().unwrap().len(), 12);
    for c in v["data"]["cusps"].as_array().unwrap() {
        let n = c["kpNumber"].as_u64().unwrap();
        assert!((1..=249).contains(&n), "{c}");
    }
    let (s, v, _) = app
        .post(&acc.key, "/v1/jaimini", json!({ "profileId": id }))
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(
        v["data"]["charaKarakas"]["seven"].as_array().unwrap().len(),
        7
    );
    assert_eq!(
        v["data"]["charaKarakas"]["eight"].as_array().unwrap().len(),
        8
    );
    assert_eq!(v["data"]["arudhaPadas"].as_array().unwrap().len(), 12);
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vargas_take_any_divisions_and_give_vimshopaka() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acc.key).await;
    for bad in [json!([]), json!(["D9", "D9"]), json!(["D13"]), json!("D9")] {
        let (s, v, _) = app
            .post(
                &acc.key,
                "/v1/vargas",
                json!({ "profileId": id, "divisions": bad }),
            )
            .await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{bad}: {v}");
        assert_eq!(error_fields(&v), ["divisions"]);
    }
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/vargas",
            json!({ "profileId": id, "divisions": ["D144", "D5", "D81", "D9"] }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["order"], json!(["D5", "D9", "D81", "D144"]));
    let vimshopaka = v["data"]["vimshopaka"].as_array().unwrap();
    assert_eq!(vimshopaka.len(), 7);
    for row in vimshopaka {
        for scheme in ["shadvarga", "saptavarga", "dashavarga", "shodashavarga"] {
            let x = row[scheme].as_f64().unwrap();
            assert!((5.0..=20.0).contains(&x), "{row}");
        }
    }
    // The default stays the sixteen.
    let (_, v, _) = app
        .post(&acc.key, "/v1/vargas", json!({ "profileId": id }))
        .await;
    assert_eq!(v["data"]["order"].as_array().unwrap().len(), 16);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kp_horary_takes_a_moment_and_a_place_and_charges_like_kp() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let before = app.balance(acc.id).await;
    let place = json!({ "datetime": "2026-11-25T18:30:00+05:45", "latitude": 27.7172,
        "longitude": 85.324, "timezone": "Asia/Kathmandu" });
    // Nothing but the moment and place: the number is required.
    let (s, v, _) = app.post(&acc.key, "/v1/kp/horary", place.clone()).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["number"]);
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/kp/horary",
            json!({ "number": 250, "datetime": "2026-11-25 18:30", "latitude": 91,
                "longitude": 85.3, "timezone": "Mars/Olympus" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    let mut fields = error_fields(&v);
    fields.sort();
    assert_eq!(fields, ["datetime", "latitude", "number", "timezone"]);
    // A profile is not what it takes.
    let id = app.profile(&acc.key).await;
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/kp/horary",
            json!({ "profileId": id, "number": 1 }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(app.balance(acc.id).await, before, "refusals cost nothing");

    let mut body = place.clone();
    body["number"] = json!(108);
    let (s, v, _) = app.post(&acc.key, "/v1/kp/horary", body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let d = &v["data"];
    assert_eq!(d["horary"]["number"], 108);
    assert_eq!(d["horary"]["judgedAt"], "2026-11-25T12:45:00Z");
    assert_eq!(d["cusps"][0]["kpNumber"], 108);
    assert_eq!(d["settings"]["ayanamsa"], "kp");
    assert_eq!(d["settings"]["houseSystem"], "placidus");
    assert_eq!(d["planets"].as_array().unwrap().len(), 9);
    assert_eq!(app.balance(acc.id).await, before - 5);
    // Free plans do not reach it.
    let free = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let mut body = place;
    body["number"] = json!(1);
    let (s, _, _) = app.post(&free.key, "/v1/kp/horary", body).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn matching_takes_a_system() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let bride = app.profile(&acc.key).await;
    // ref: shared/reference/births_public.json pub-08 as the bride, a second birth as the groom.
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/profiles",
            json!({ "name": "Ravi Sharma", "gender": "male", "date": "1992-11-03",
                "time": "19:40", "timezone": "Asia/Kolkata", "location": "Varanasi, India",
                "latitude": 25.3176, "longitude": 82.9739 }),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let groom = v["data"]["id"].as_str().unwrap().to_owned();
    let couple = json!({ "brideProfileId": bride, "groomProfileId": groom });

    // A dasha system is not a matching system: 422 naming the field, listing the three.
    let mut body = couple.clone();
    body["system"] = json!("yogini");
    let (s, v, _) = app.post(&acc.key, "/v1/matching", body).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["system"]);
    assert_eq!(
        v["error"]["details"]["fields"][0]["message"],
        "must be one of ashtakoot, porutham, dashakoot"
    );

    // The default and `ashtakoot` are the spec's reply.
    let (s, default, _) = app.post(&acc.key, "/v1/matching", couple.clone()).await;
    assert_eq!(s, StatusCode::OK, "{default}");
    let mut body = couple.clone();
    body["system"] = json!("ashtakoot");
    let (s, asked, _) = app.post(&acc.key, "/v1/matching", body).await;
    assert_eq!(s, StatusCode::OK, "{asked}");
    assert_eq!(default["data"], asked["data"]);
    assert_eq!(default["data"]["matching"]["maxPoints"], 36.0);

    let mut body = couple.clone();
    body["system"] = json!("porutham");
    body["locale"] = json!("ne");
    let (s, v, h) = app.post(&acc.key, "/v1/matching", body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(h["x-credits-charged"], "5");
    let m = &v["data"]["matching"];
    assert_eq!(m["system"], "porutham");
    assert_eq!(m["bride"]["name"], "Asha Shrestha");
    assert_eq!(m["groom"]["name"], "Ravi Sharma");
    let list = m["porutham"].as_array().unwrap();
    assert_eq!(list.len(), 10);
    assert_eq!(list[0]["name"], "dina");
    assert_eq!(list[8]["name"], "rajju");
    let agreeing = list.iter().filter(|p| p["compatible"] == true).count();
    assert_eq!(m["compatibleCount"], agreeing);
    assert!(v["data"]["settings"].is_object());

    let mut body = couple.clone();
    body["system"] = json!("dashakoot");
    let (s, v, _) = app.post(&acc.key, "/v1/matching", body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let m = &v["data"]["matching"];
    assert_eq!(m["system"], "dashakoot");
    assert_eq!(m["maxPoints"], 10.0);
    let list = m["dashakoot"].as_array().unwrap();
    assert_eq!(list.len(), 10);
    let sum: f64 = list
        .iter()
        .map(|k| k["obtainedPoints"].as_f64().unwrap())
        .sum();
    assert_eq!(m["totalPoints"].as_f64(), Some(sum));
    assert!((0.0..=10.0).contains(&sum));
    app.assert_books_balance(acc.id).await;
}
