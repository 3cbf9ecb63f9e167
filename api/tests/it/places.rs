//! Places and zones: `GET /v1/places` finds a birth place by the beginning of any of its names,
//! `GET /v1/timezone` gives the zone of a point; both free, keyed and rate limited.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::Value;

/// The items of a successful search.
async fn search(app: &App, key: &str, query: &str) -> Vec<Value> {
    let (s, v, _) = app.get(key, &format!("/v1/places?{query}")).await;
    assert_eq!(s, StatusCode::OK, "{query}: {v}");
    assert_eq!(v["success"], true);
    v["data"]["items"].as_array().unwrap().clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kathmandu_comes_first_by_any_of_its_names() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    for q in [
        "q=kathm",
        "q=Kathmandu",
        "q=Kathm&limit=10&locale=en",
        "q=KATHMANDU",
    ] {
        let items = search(&app, &acct.key, q).await;
        let k = &items[0];
        // ref: GeoNames 1283240 (shared/data/places.tsv.gz).
        assert_eq!(k["name"], "Kathmandu", "{q}");
        assert_eq!(k["country"], "Nepal");
        assert_eq!(k["admin1"], "Bagmati Province");
        assert_eq!(k["timezone"], "Asia/Kathmandu");
        assert!(
            (k["latitude"].as_f64().unwrap() - 27.70169).abs() < 1e-4,
            "{k}"
        );
        assert!(
            (k["longitude"].as_f64().unwrap() - 85.3206).abs() < 1e-4,
            "{k}"
        );
        assert!(k["population"].as_u64().unwrap() > 1_000_000, "{k}");
        let mut keys: Vec<&String> = k.as_object().unwrap().keys().collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "admin1",
                "country",
                "latitude",
                "longitude",
                "name",
                "population",
                "timezone"
            ]
        );
    }
    // Typed in Devanagari, answered in Devanagari for a Nepali reader.
    let items = search(&app, &acct.key, "q=काठमा&locale=ne").await;
    let k = &items[0];
    let name = k["name"].as_str().unwrap();
    assert!(name.starts_with("काठमा"), "{k}");
    assert_eq!(k["timezone"], "Asia/Kathmandu");
    assert_eq!(k["country"], "Nepal", "the country stays in English");
    // The same place in Hindi has a Devanagari name too; in English its own.
    let hi = search(&app, &acct.key, "q=Kathmandu&locale=hi").await;
    assert!(
        hi[0]["name"].as_str().unwrap().starts_with("काठ"),
        "{}",
        hi[0]
    );
    let en = search(&app, &acct.key, "q=काठमा").await;
    assert_eq!(en[0]["name"], "Kathmandu");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accents_case_and_limit() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let items = search(&app, &acct.key, "q=Sao%20Paulo").await;
    assert_eq!(items[0]["name"], "São Paulo");
    assert_eq!(items[0]["country"], "Brazil");
    assert_eq!(items[0]["timezone"], "America/Sao_Paulo");
    let items = search(&app, &acct.key, "q=sao+paulo").await;
    assert_eq!(items[0]["name"], "São Paulo");
    // Default 10; a limit is kept; the place named San first, then the most populous of the
    // names beginning with it.
    assert_eq!(search(&app, &acct.key, "q=san").await.len(), 10);
    assert_eq!(search(&app, &acct.key, "q=san&limit=3").await.len(), 3);
    let fifty = search(&app, &acct.key, "q=san&limit=50").await;
    assert_eq!(fifty.len(), 50);
    let populations: Vec<u64> = fifty
        .iter()
        .map(|p| p["population"].as_u64().unwrap())
        .collect();
    assert_eq!(fifty[0]["name"], "San");
    assert!(
        populations[1..].windows(2).all(|w| w[0] >= w[1]),
        "{populations:?}"
    );
    // An exact name before larger places whose names only begin with it.
    let items = search(&app, &acct.key, "q=Delhi").await;
    assert_eq!(items[0]["name"], "Delhi");
    assert_eq!(items[0]["timezone"], "Asia/Kolkata");
    // A later word of the name.
    let items = search(&app, &acct.key, "q=york&limit=50").await;
    assert!(
        items.iter().any(|p| p["name"] == "New York City"),
        "{items:?}"
    );
    // Nothing found is an empty list, not an error.
    assert!(search(&app, &acct.key, "q=zzzzqqq").await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_search_names_each_field() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let long = "a".repeat(101);
    let cases = [
        ("", vec!["q"]),
        ("q=", vec!["q"]),
        ("q=%21%21", vec!["q"]),
        (&*format!("q={long}"), vec!["q"]),
        ("q=kath&limit=0", vec!["limit"]),
        ("q=kath&limit=51", vec!["limit"]),
        ("q=kath&limit=ten", vec!["limit"]),
        ("q=kath&locale=fr", vec!["locale"]),
        ("limit=0&locale=fr", vec!["q", "limit", "locale"]),
    ];
    for (query, fields) in cases {
        let (s, v, _) = app.get(&acct.key, &format!("/v1/places?{query}")).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{query}: {v}");
        assert_eq!(v["error"]["code"], "validation_failed");
        assert_eq!(error_fields(&v), fields, "{query}");
    }
    // 100 characters are allowed.
    let (s, _, _) = app
        .get(&acct.key, &format!("/v1/places?q={}", "a".repeat(100)))
        .await;
    assert_eq!(s, StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn places_and_zones_are_free_and_keyed() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let before = app.balance(acct.id).await;
    for path in [
        "/v1/places?q=Kathm",
        "/v1/timezone?latitude=27.7&longitude=85.3",
    ] {
        let (s, _, h) = app.get(&acct.key, path).await;
        assert_eq!(s, StatusCode::OK, "{path}");
        assert!(h.contains_key("x-ratelimit-remaining"), "{path}");
        assert!(!h.contains_key("x-credits-charged"), "{path}");
        let r = app
            .http
            .get(format!("{}{path}", app.base))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "{path}");
    }
    assert_eq!(app.balance(acct.id).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_point_gets_its_zone() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    // ref: the cities' zones in GeoNames (shared/data/places.tsv.gz); the sea's nautical zone.
    for (lat, lon, zone) in [
        (27.7, 85.3, "Asia/Kathmandu"),
        (28.65195, 77.23149, "Asia/Kolkata"),
        (51.50853, -0.12574, "Europe/London"),
        (40.71427, -74.00597, "America/New_York"),
        (-30.0, 80.0, "Etc/GMT-5"),
    ] {
        let path = format!("/v1/timezone?latitude={lat}&longitude={lon}");
        let (s, v, _) = app.get(&acct.key, &path).await;
        assert_eq!(s, StatusCode::OK, "{path}: {v}");
        assert_eq!(v["data"]["timezone"], zone, "{path}");
        // A zone every body taking `timezone` accepts.
        assert!(graha::calc::zones::zone(zone).is_ok());
    }
    for (query, fields) in [
        ("", vec!["latitude", "longitude"]),
        ("latitude=27.7", vec!["longitude"]),
        ("longitude=85.3", vec!["latitude"]),
        ("latitude=90.5&longitude=85.3", vec!["latitude"]),
        ("latitude=27.7&longitude=-181", vec!["longitude"]),
        (
            "latitude=north&longitude=NaN",
            vec!["latitude", "longitude"],
        ),
    ] {
        let (s, v, _) = app.get(&acct.key, &format!("/v1/timezone?{query}")).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{query}: {v}");
        assert_eq!(error_fields(&v), fields, "{query}");
    }
}
