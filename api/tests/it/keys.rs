//! Key lifecycle: create to the plan's limit, list, revoke; another account's key is 404.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn key_lifecycle_with_limit_and_revocation() {
    let app = spawn_app_without_worker().await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Free)
        .await;

    // The account starts with one key: the key record's fields, and the plan info beside them.
    let (s, v, _) = app.get(&acct.key, "/v1/keys").await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v["success"], true);
    let d = &v["data"];
    assert_eq!(d["developerPlan"], "starter");
    assert_eq!(d["maxKeys"], 3);
    assert_eq!(d["rateLimitPerMinute"], 60);
    assert_eq!(d["credits"], 50_000);
    assert!(d["creditsRefillAt"].as_str().unwrap().ends_with('Z'));
    let keys = d["keys"].as_array().unwrap();
    assert_eq!(keys.len(), 1);
    for f in ["id", "name", "prefix", "createdAt", "lastUsedAt"] {
        assert!(keys[0].get(f).is_some(), "key record has {f}");
    }
    assert!(acct.key.starts_with(keys[0]["prefix"].as_str().unwrap()));
    assert!(keys[0].get("key").is_none(), "the full key is never listed");

    // Create up to the plan's 3 keys; the 4th is refused with 409.
    let (s, created, _) = app
        .post(&acct.key, "/v1/keys", json!({ "name": "ci" }))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{created}");
    let new_key = created["data"]["key"].as_str().unwrap().to_owned();
    let new_id = created["data"]["id"].as_str().unwrap().to_owned();
    assert_eq!(created["data"]["name"], "ci");
    let (s, _, _) = app
        .post(&acct.key, "/v1/keys", json!({ "name": "third" }))
        .await;
    assert_eq!(s, StatusCode::CREATED);
    let (s, v, _) = app
        .post(&acct.key, "/v1/keys", json!({ "name": "fourth" }))
        .await;
    assert_eq!(s, StatusCode::CONFLICT);
    assert_eq!(error_code(&v), "key_limit_reached");
    let (s, v, _) = app.post(&acct.key, "/v1/keys", json!({})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_fields(&v), vec!["name"]);

    // The new key works; revoked, it is refused and no longer listed, and its slot is free.
    let (s, _, _) = app.get(&new_key, "/v1/keys").await;
    assert_eq!(s, StatusCode::OK);
    let (s, v) = app
        .send(
            Method::DELETE,
            &acct.key,
            &format!("/v1/keys/{new_id}"),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v, json!({ "success": true }));
    let (s, v, _) = app.get(&new_key, "/v1/keys").await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    assert_eq!(error_code(&v), "invalid_api_key");
    let (_, v, _) = app.get(&acct.key, "/v1/keys").await;
    let ids: Vec<&str> = v["data"]["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["id"].as_str().unwrap())
        .collect();
    assert!(!ids.contains(&new_id.as_str()));
    assert_eq!(ids.len(), 2);
    let (s, _, _) = app
        .post(&acct.key, "/v1/keys", json!({ "name": "again" }))
        .await;
    assert_eq!(s, StatusCode::CREATED);
    let (s, _) = app
        .send(
            Method::DELETE,
            &acct.key,
            &format!("/v1/keys/{new_id}"),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND, "revoking twice");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_accounts_key_is_not_found_and_bad_keys_are_401() {
    let app = spawn_app_without_worker().await;
    let a = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let b = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let (_, v, _) = app.get(&b.key, "/v1/keys").await;
    let b_key_id = v["data"]["keys"][0]["id"].as_str().unwrap().to_owned();
    let (s, v) = app
        .send(
            Method::DELETE,
            &a.key,
            &format!("/v1/keys/{b_key_id}"),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert_eq!(error_code(&v), "not_found");
    let (s, _, _) = app.get(&b.key, "/v1/keys").await;
    assert_eq!(s, StatusCode::OK, "b's key still works");

    for bad in [
        "",
        "nope",
        "graha_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ] {
        let (s, v, _) = app.get(bad, "/v1/keys").await;
        assert_eq!(s, StatusCode::UNAUTHORIZED, "{bad}");
        assert_eq!(error_code(&v), "invalid_api_key");
    }
    let r = app
        .http
        .get(format!("{}/v1/keys", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "no header");

    // Balance check without /v1.
    let (s, v, _) = app.get(&a.key, "/api-keys").await;
    assert_eq!(s, StatusCode::OK);
    for f in [
        "credits",
        "creditsRefillAt",
        "developerPlan",
        "rateLimitPerMinute",
    ] {
        assert!(v["data"].get(f).is_some(), "balance has {f}");
    }
    assert_eq!(v["data"]["credits"], 250_000);
}
