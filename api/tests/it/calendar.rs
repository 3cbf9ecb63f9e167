//! The calendar through the API: the panchang of a place and of any day.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn panchang_takes_a_place_or_a_profile_and_any_day_from_1800_to_2400() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let before = app.balance(acc.id).await;
    let delhi = json!({ "latitude": 28.6139, "longitude": 77.209, "timezone": "Asia/Kolkata" });
    let mut body = delhi.clone();
    body["date"] = json!("2023-08-01");
    let (s, v, _) = app.post(&acc.key, "/v1/panchang", body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let d = &v["data"];
    assert_eq!(d["location"]["timezone"], "Asia/Kolkata");
    assert_eq!(d["lunarMonth"]["isAdhika"], true);
    assert_eq!(d["horas"].as_array().unwrap().len(), 24);
    assert!(d.get("tarabala").is_none());
    // Outside the Bikram Sambat table: the day, with a null BS date.
    let mut body = delhi.clone();
    body["date"] = json!("1850-06-15");
    let (s, v, _) = app.post(&acc.key, "/v1/panchang", body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert!(v["data"]["bsDate"].is_null());
    assert_eq!(app.balance(acc.id).await, before - 4);
    // A profile and a place together, a date past 2400, a half place: refused, free.
    let id = app.profile(&acc.key).await;
    let mut both = delhi.clone();
    both["profileId"] = json!(id);
    for (body, field) in [
        (both, "latitude"),
        (json!({ "profileId": id, "date": "2401-01-01" }), "date"),
        (
            json!({ "latitude": 28.6, "timezone": "Asia/Kolkata" }),
            "longitude",
        ),
        (
            json!({ "latitude": 28.6, "longitude": 77.2, "timezone": "Asia/Kolkata", "region": "us" }),
            "region",
        ),
    ] {
        let (s, v, _) = app.post(&acc.key, "/v1/panchang", body).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
        assert!(error_fields(&v).contains(&field.to_owned()), "{field}: {v}");
    }
    assert_eq!(app.balance(acc.id).await, before - 4);
    // With a profile: the person's tarabala and chandrabala, Kathmandu's clock.
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/panchang",
            json!({ "profileId": id, "region": "np" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert!(!v["data"]["tarabala"].as_array().unwrap().is_empty());
    assert_eq!(v["data"]["location"]["timezone"], "Asia/Kathmandu");
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_month_calendar_as_json_and_as_ics() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let before = app.balance(acc.id).await;
    let kathmandu =
        json!({ "latitude": 27.7172, "longitude": 85.324, "timezone": "Asia/Kathmandu" });
    // October 2025: Vijaya Dashami on the 2nd (Government of Nepal, BS 2082 holidays).
    let mut body = kathmandu.clone();
    body["year"] = json!(2025);
    body["month"] = json!(10);
    body["region"] = json!("np");
    let (s, v, _) = app.post(&acc.key, "/v1/calendar", body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let days = v["data"]["days"].as_array().unwrap();
    assert_eq!(days.len(), 31);
    assert_eq!(days[1]["date"], "2025-10-02");
    let keys: Vec<&str> = days[1]["festivals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["key"].as_str().unwrap())
        .collect();
    assert!(keys.contains(&"vijaya-dashami"), "{keys:?}");
    assert!(
        days[0]["tithi"]["endsAt"]
            .as_str()
            .unwrap()
            .ends_with("+05:45")
    );
    // A Bikram Sambat month: Asoj 2082 runs 2025-09-17 … 2025-10-17.
    let mut body = kathmandu.clone();
    body["calendar"] = json!("bs");
    body["year"] = json!(2082);
    body["month"] = json!(6);
    let (s, v, _) = app.post(&acc.key, "/v1/calendar", body.clone()).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let days = v["data"]["days"].as_array().unwrap();
    assert_eq!(days[0]["date"], "2025-09-17");
    assert_eq!(days[0]["bsDate"]["day"], 1);
    // The same month as an RFC 5545 file.
    body["format"] = json!("ics");
    let r = reqwest::Client::new()
        .post(format!("{}/v1/calendar", app.base))
        .header("x-api-key", &acc.key)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "text/calendar; charset=utf-8");
    assert_eq!(r.headers()["x-credits-charged"], "5");
    let ics = r.text().await.unwrap();
    assert!(
        ics.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"),
        "{ics}"
    );
    assert!(ics.ends_with("END:VCALENDAR\r\n"));
    assert_eq!(
        ics.matches("BEGIN:VEVENT").count(),
        ics.matches("END:VEVENT").count()
    );
    assert!(
        ics.matches("BEGIN:VEVENT").count() >= 31,
        "a tithi a day and the festivals"
    );
    assert!(ics.contains("UID:20251002-vijaya-dashami@graha"));
    assert!(ics.split("\r\n").all(|l| l.len() <= 75));
    assert_eq!(app.balance(acc.id).await, before - 15);
    // Out of the calendar: refused, free.
    for (body, field) in [
        (
            json!({ "latitude": 27.7, "longitude": 85.3, "timezone": "Asia/Kathmandu", "year": 2401, "month": 1 }),
            "year",
        ),
        (
            json!({ "latitude": 27.7, "longitude": 85.3, "timezone": "Asia/Kathmandu", "calendar": "bs", "year": 2200, "month": 1 }),
            "year",
        ),
        (
            json!({ "latitude": 27.7, "longitude": 85.3, "timezone": "Asia/Kathmandu", "year": 2025, "month": 13 }),
            "month",
        ),
        (
            json!({ "latitude": 27.7, "longitude": 85.3, "timezone": "Asia/Kathmandu", "year": 2025 }),
            "month",
        ),
    ] {
        let (s, v, _) = app.post(&acc.key, "/v1/calendar", body).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
        assert!(error_fields(&v).contains(&field.to_owned()), "{field}: {v}");
    }
    assert_eq!(app.balance(acc.id).await, before - 15);
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sky_events_for_a_range_with_or_without_a_place() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let before = app.balance(acc.id).await;
    // April 2024 at Dallas: the total solar eclipse of the 8th, seen there (NASA).
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/events",
            json!({ "from": "2024-04-01", "to": "2024-04-30", "latitude": 32.7767,
                "longitude": -96.797, "timezone": "America/Chicago" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let events = v["data"]["events"].as_array().unwrap();
    let eclipse = events
        .iter()
        .find(|e| e["kind"] == "solar-eclipse")
        .expect("the eclipse of 2024-04-08");
    assert!(
        eclipse["at"]
            .as_str()
            .unwrap()
            .starts_with("2024-04-08T13:"),
        "{eclipse}"
    );
    assert_eq!(eclipse["local"]["visible"], true);
    assert!(
        events
            .iter()
            .any(|e| e["kind"] == "ingress" && e["planet"] == "Sun")
    );
    // Without a place: UTC; narrowed to stations.
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/events",
            json!({ "from": "2024-01-01", "to": "2024-12-31", "kinds": ["station"] }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let events = v["data"]["events"].as_array().unwrap();
    assert!(events.iter().all(|e| e["kind"] == "station"));
    assert!(
        events[0]["at"].as_str().unwrap().ends_with('Z')
            || events[0]["at"].as_str().unwrap().ends_with("+00:00")
    );
    assert_eq!(app.balance(acc.id).await, before - 10);
    for (body, field) in [
        (json!({ "from": "2020-01-01", "to": "2030-01-01" }), "to"),
        (json!({ "from": "2024-02-01", "to": "2024-01-01" }), "to"),
        (json!({ "from": "2024-01-01" }), "to"),
        (
            json!({ "from": "2024-01-01", "to": "2024-02-01", "latitude": 27.7 }),
            "longitude",
        ),
        (
            json!({ "from": "2024-01-01", "to": "2024-02-01", "kinds": ["comet"] }),
            "kinds",
        ),
        (
            json!({ "from": "2024-01-01", "to": "2024-02-01", "profileId": "x" }),
            "profileId",
        ),
    ] {
        let (s, v, _) = app.post(&acc.key, "/v1/events", body).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
        assert!(error_fields(&v).contains(&field.to_owned()), "{field}: {v}");
    }
    assert_eq!(app.balance(acc.id).await, before - 10);
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn muhurta_windows_for_a_season_and_none_in_chaturmas() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acc.key).await;
    let before = app.balance(acc.id).await;
    let kathmandu = json!({ "latitude": 27.7172, "longitude": 85.324, "timezone": "Asia/Kathmandu",
        "activity": "marriage" });
    let mut body = kathmandu.clone();
    body["from"] = json!("2025-11-20");
    body["to"] = json!("2025-11-30");
    body["profileIds"] = json!([id]);
    let (s, v, _) = app.post(&acc.key, "/v1/muhurta", body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let windows = v["data"]["windows"].as_array().unwrap();
    assert!(!windows.is_empty(), "{v}");
    for pair in windows.windows(2) {
        assert!(
            pair[0]["score"].as_f64() >= pair[1]["score"].as_f64(),
            "ranked"
        );
    }
    assert!(windows[0]["start"].as_str().unwrap().ends_with("+05:45"));
    assert!(!windows[0]["reasons"]["for"].as_array().unwrap().is_empty());
    // August 2025 lies in Chaturmas: no window, and the reason.
    let mut body = kathmandu.clone();
    body["from"] = json!("2025-08-01");
    body["to"] = json!("2025-08-31");
    let (s, v, _) = app.post(&acc.key, "/v1/muhurta", body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert!(v["data"]["windows"].as_array().unwrap().is_empty());
    assert_eq!(v["data"]["none"][0]["rule"], "chaturmas", "{v}");
    assert_eq!(app.balance(acc.id).await, before - 20);
    let other = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let theirs = app.profile(&other.key).await;
    for (patch, field, status) in [
        (
            json!({ "to": "2027-01-01" }),
            "to",
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            json!({ "activity": "war" }),
            "activity",
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            json!({ "profileIds": [id, id] }),
            "profileIds",
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (json!({ "profileIds": [theirs] }), "", StatusCode::NOT_FOUND),
    ] {
        let mut body = kathmandu.clone();
        body["from"] = json!("2025-11-20");
        body["to"] = json!("2025-11-30");
        for (k, v) in patch.as_object().unwrap() {
            body[k] = v.clone();
        }
        let (s, v, _) = app.post(&acc.key, "/v1/muhurta", body).await;
        assert_eq!(s, status, "{v}");
        if !field.is_empty() {
            assert!(error_fields(&v).contains(&field.to_owned()), "{field}: {v}");
        }
    }
    assert_eq!(app.balance(acc.id).await, before - 20);
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn polar_days_are_skipped_and_named_not_refused() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let before = app.balance(acc.id).await;
    // A year at 67° N holds a few weeks of midnight sun: answered, those dates listed.
    let arctic = json!({ "latitude": 67.0, "longitude": 20.2, "timezone": "Europe/Stockholm",
        "activity": "marriage", "from": "2026-01-01", "to": "2026-12-31" });
    let (s, v, _) = app.post(&acc.key, "/v1/muhurta", arctic.clone()).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let skipped = v["data"]["skippedDays"].as_array().unwrap();
    assert!(skipped.len() >= 20, "{v}");
    assert!(
        skipped
            .iter()
            .any(|d| d["date"] == "2026-06-21" && d["reason"] == "no-sunset"),
        "{skipped:?}"
    );
    assert!(!v["data"]["windows"].as_array().unwrap().is_empty(), "{v}");
    assert_eq!(app.balance(acc.id).await, before - 10);
    // Only midnight-sun dates at Tromsø: refused at once, and free.
    let mut body = arctic.clone();
    body["latitude"] = json!(69.65);
    body["from"] = json!("2026-06-10");
    body["to"] = json!("2026-06-30");
    let (s, v, _) = app.post(&acc.key, "/v1/muhurta", body).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert!(error_fields(&v).contains(&"latitude".to_owned()), "{v}");
    assert_eq!(app.balance(acc.id).await, before - 10);
    // November at Tromsø: every date answered, the dark ones (from about the 27th) say so.
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/calendar",
            json!({ "latitude": 69.65, "longitude": 18.96, "timezone": "Europe/Oslo",
                "year": 2026, "month": 11 }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let days = v["data"]["days"].as_array().unwrap();
    assert_eq!(days.len(), 30);
    let dark = &days[29]; // 30 November
    assert_eq!(dark["polar"], "no-sunrise", "{dark}");
    assert!(
        dark["sunrise"].is_null() && dark["tithi"].is_null(),
        "{dark}"
    );
    let light = &days[0];
    assert!(
        light["polar"].is_null() && light["tithi"]["number"].is_u64(),
        "{light}"
    );
}

/// Sign horoscopes need no profile: one sign costs 1, all twelve 6, on any plan; the same
/// request answers the same bytes with the same `ETag`, kept by caches until the period ends in
/// its zone; a bad sign or zone is named in a 422.
#[tokio::test]
async fn sign_horoscopes_cost_one_or_six_and_keep_until_the_period_ends() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let before = app.balance(acc.id).await;
    let call = |body: serde_json::Value| {
        let (http, base, key) = (reqwest::Client::new(), app.base.clone(), acc.key.clone());
        async move {
            let r = http
                .post(format!("{base}/v1/horoscope"))
                .header("x-api-key", key)
                .json(&body)
                .send()
                .await
                .unwrap();
            let (s, h) = (r.status(), r.headers().clone());
            (s, h, r.bytes().await.unwrap())
        }
    };
    let one =
        json!({ "sign": "scorpio", "period": "weekly", "date": "2025-12-03", "locale": "hi" });
    let (s, h, body) = call(one.clone()).await;
    assert_eq!(s, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
    assert_eq!(h["x-credits-charged"], "1");
    let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
    let list = v["data"]["horoscopes"].as_array().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0]["sign"], "Scorpio");
    assert_eq!(list[0]["signName"], "वृश्चिक");
    // A week long past: nothing left to keep it for.
    assert_eq!(h["cache-control"], "public, max-age=0");
    let (_, again, same) = call(one).await;
    assert_eq!(body, same);
    assert_eq!(h["etag"], again["etag"]);
    // Today's twelve: kept at most until midnight in New York.
    let (s, h, body) =
        call(json!({ "sign": "all", "period": "daily", "timezone": "America/New_York" })).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(h["x-credits-charged"], "6");
    let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(v["data"]["horoscopes"].as_array().unwrap().len(), 12);
    let kept: i64 = h["cache-control"]
        .to_str()
        .unwrap()
        .strip_prefix("public, max-age=")
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=86_400).contains(&kept), "{kept}");
    let today = chrono::Utc::now()
        .with_timezone(&chrono_tz::America::New_York)
        .date_naive()
        .to_string();
    // The day may have turned between the call and this line.
    let start = v["data"]["horoscopes"][0]["startDate"].as_str().unwrap();
    assert!(start == today || kept < 5, "{start} {today}");
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/horoscope",
            json!({ "sign": "ophiuchus", "period": "hourly", "timezone": "Mars/Olympus" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    let fields: Vec<&str> = v["error"]["details"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["field"].as_str().unwrap())
        .collect();
    for f in ["sign", "period", "timezone"] {
        assert!(fields.contains(&f), "{v}");
    }
    assert_eq!(before - app.balance(acc.id).await, 8);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_varshaphal_for_a_year_of_life_costs_ten() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acc.key).await;
    let before = app.balance(acc.id).await;
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/varshaphal",
            json!({ "profileId": id, "year": 2026, "locale": "ne" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let d = &v["data"];
    assert_eq!(d["year"], 2026);
    assert!(d["returnMoment"].as_str().unwrap().starts_with("2026-"));
    assert!(d["sahams"].as_array().unwrap().len() >= 30);
    assert_eq!(d["sahams"][0]["name"], "punya");
    assert_eq!(d["panchadhikaris"].as_array().unwrap().len(), 5);
    // Nine lords, the first twice: its balance opens the year, its elapsed part closes it.
    assert_eq!(d["muddaDasha"].as_array().unwrap().len(), 10);
    assert_eq!(d["patyayiniDasha"].as_array().unwrap().len(), 8);
    // Nepali readings, no Latin letters in them.
    let reading = d["yearLord"]["reading"].as_str().unwrap();
    assert!(
        !reading.chars().any(|c| c.is_ascii_alphabetic()),
        "{reading}"
    );
    app.settled().await;
    assert_eq!(before - app.balance(acc.id).await, 10);
    // The same year from the birth data alone: the same answer.
    let profile = crate::helpers::sample_profile();
    let birth = json!({ "date": profile["date"], "time": profile["time"],
        "timezone": profile["timezone"], "latitude": profile["latitude"],
        "longitude": profile["longitude"] });
    let (s, w, _) = app
        .post(
            &acc.key,
            "/v1/varshaphal",
            json!({ "birth": birth, "year": 2026, "locale": "ne" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{w}");
    assert_eq!(v["data"], w["data"]);
    // A year before birth, or 251 years on: refused, naming the year, nothing charged.
    let before = app.balance(acc.id).await;
    for year in [1900, 2246] {
        let (s, v, _) = app
            .post(
                &acc.key,
                "/v1/varshaphal",
                json!({ "profileId": id, "year": year }),
            )
            .await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
        assert_eq!(v["error"]["details"]["fields"][0]["field"], "year", "{v}");
    }
    app.settled().await;
    assert_eq!(app.balance(acc.id).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn special_points_cost_five_and_name_their_conventions() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acc.key).await;
    let before = app.balance(acc.id).await;
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/special-points",
            json!({ "profileId": id, "locale": "hi" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let d = &v["data"];
    let up = d["upagrahas"].as_array().unwrap();
    assert_eq!(up.len(), 11);
    assert_eq!(d["specialLagnas"].as_array().unwrap().len(), 8);
    assert_eq!(up[0]["name"], "dhuma");
    assert_eq!(up[0]["title"], "धूम");
    let gulika = up.iter().find(|u| u["name"] == "gulika").unwrap();
    assert_eq!(gulika["convention"], "beginning");
    assert_eq!(gulika["partLord"], "Saturn");
    assert!(d["omitted"].as_array().unwrap().is_empty());
    app.settled().await;
    assert_eq!(before - app.balance(acc.id).await, 5);
    // A birth under the midnight sun: the points of the Sun and the Moon, the rest omitted.
    let arctic = json!({ "birth": { "date": "1990-06-21", "time": "12:00",
        "timezone": "Europe/Oslo", "latitude": 69.6492, "longitude": 18.9553 } });
    let (s, v, _) = app.post(&acc.key, "/v1/special-points", arctic).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["upagrahas"].as_array().unwrap().len(), 5);
    assert_eq!(v["data"]["omitted"].as_array().unwrap().len(), 12);
    assert!(v["data"]["sunrise"].is_null());
}
