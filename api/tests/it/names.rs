//! Names in the reader's language: the glossary, the display names written beside the keys of a
//! reply, and Devanagari digits with `numerals: native`.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_glossary_names_everything_in_a_locale_for_free() {
    let app = spawn_app_without_worker().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let before = app.balance(acct.id).await;
    let (s, v, _) = app.get(&acct.key, "/v1/glossary?locale=hi").await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let g = &v["data"];
    assert_eq!(g["locale"], "hi");
    // ref: shared/content/hi/report.json (planet, sign) and nakshatras.json.
    assert_eq!(g["planets"]["Jupiter"], "गुरु");
    assert_eq!(g["signs"]["Taurus"], "वृषभ");
    assert_eq!(g["nakshatras"]["Hasta"], "हस्त");
    assert_eq!(g["bsMonths"]["Mangsir"], "मंसिर");
    for (field, n) in [
        ("planets", 9),
        ("signs", 12),
        ("nakshatras", 27),
        ("tithis", 16),
        ("yogas", 27),
        ("karanas", 11),
        ("varas", 7),
        ("lunarMonths", 12),
        ("bsMonths", 12),
        ("doshas", 5),
    ] {
        assert_eq!(g[field].as_object().map_or(0, |m| m.len()), n, "{field}");
    }
    assert!(g["yogaNames"].as_object().unwrap().len() > 30);
    let (s, v, _) = app.get(&acct.key, "/v1/glossary").await;
    assert_eq!(
        (s, &v["data"]["planets"]["Sun"]),
        (StatusCode::OK, &json!("Sun"))
    );
    let (s, v, _) = app.get(&acct.key, "/v1/glossary?locale=fr").await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_fields(&v), vec!["locale"]);
    assert_eq!(app.balance(acct.id).await, before, "the glossary is free");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_writes_names_and_digits_for_its_reader() {
    let app = spawn_app().await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let id = app.profile(&acct.key).await;
    let body = |locale: &str, numerals: Value| json!({ "profileId": id, "locale": locale, "numerals": numerals });
    let (s, en, _) = app
        .post(&acct.key, "/v1/planets", body("en", Value::Null))
        .await;
    assert_eq!(s, StatusCode::OK, "{en}");
    let (_, ne, _) = app
        .post(&acct.key, "/v1/planets", body("ne", json!("latin")))
        .await;
    let (en, ne) = (&en["data"][0], &ne["data"][0]);
    // Keys stay English; each name has its display name beside it.
    assert_eq!(
        (&en["planet"], &en["planetName"]),
        (&json!("Sun"), &json!("Sun"))
    );
    assert_eq!(
        (&ne["planet"], &ne["planetName"]),
        (&json!("Sun"), &json!("सूर्य"))
    );
    assert_eq!(ne["sign"], en["sign"]);
    for field in ["signName", "nakshatraName", "nakshatraLordName"] {
        let name = ne[field].as_str().unwrap_or_default();
        assert!(
            name.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c)),
            "{field}: {ne}"
        );
    }
    // The factors of a personality are in the reader's language, digits as asked.
    let (s, hi, _) = app
        .post(&acct.key, "/v1/personality", body("hi", json!("native")))
        .await;
    assert_eq!(s, StatusCode::OK, "{hi}");
    let traits = hi["data"]["traits"].as_array().unwrap();
    let nakshatra = traits.iter().find(|t| t["area"] == "nakshatra").unwrap();
    let factor = nakshatra["factor"].as_str().unwrap();
    assert!(
        factor.starts_with("चंद्रमा ") && factor.chars().any(|c| ('०'..='९').contains(&c)),
        "{factor}"
    );
    assert!(
        nakshatra["factorEn"]
            .as_str()
            .unwrap()
            .starts_with("The Moon in ")
    );
    // Numbers and dates for programs stay as they are.
    assert!(hi["data"]["placements"][0]["house"].is_u64());
    let (s, v, _) = app
        .post(&acct.key, "/v1/planets", body("hi", json!("roman")))
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_fields(&v), vec!["numerals"]);
}
