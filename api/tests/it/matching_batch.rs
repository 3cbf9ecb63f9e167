//! `POST /v1/matching/batch`: one person against many, each result the single call's, ranked,
//! priced per candidate.

use crate::births::public_births;
use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::{Value, json};

fn without_notes(mut b: Value) -> Value {
    b.as_object_mut().unwrap().remove("notes");
    b
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_result_is_the_single_call_ranked_and_priced_per_candidate() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let births = public_births();
    let bride = app.profile(&acc.key).await;
    // Stored candidates and given ones, mixed.
    let mut candidates = Vec::new();
    let mut ids = Vec::new();
    for (i, b) in births.iter().take(12).enumerate() {
        if i % 2 == 0 {
            let (s, v, _) = app.post(&acc.key, "/v1/profiles", b.clone()).await;
            assert_eq!(s, StatusCode::CREATED, "{v}");
            let id = v["data"]["id"].as_str().unwrap().to_owned();
            candidates.push(json!(id));
            ids.push(Some(id));
        } else {
            candidates.push(without_notes(b.clone()));
            ids.push(None);
        }
    }
    let before = app.balance(acc.id).await;
    // Each candidate's Manglik comparison, from the Ashtakoot batch (its single call's).
    let mut manglik = std::collections::HashMap::new();
    for system in ["ashtakoot", "porutham", "dashakoot"] {
        let body = json!({ "profileId": bride, "role": "bride", "candidates": candidates,
                           "system": system });
        let (s, v, h) = app.post(&acc.key, "/v1/matching/batch", body).await;
        assert_eq!(s, StatusCode::OK, "{v}");
        assert_eq!(h["x-credits-charged"], "24", "2 a candidate");
        let results = v["data"]["results"].as_array().unwrap();
        assert_eq!(results.len(), 12);
        for pair in results.windows(2) {
            assert!(pair[0]["percentage"].as_f64() >= pair[1]["percentage"].as_f64());
        }
        // Every result is the single call's for the same couple.
        for r in results {
            let i = r["candidate"]["index"].as_u64().unwrap() as usize;
            assert_eq!(r["candidate"]["profileId"].as_str(), ids[i].as_deref());
            let mut single = json!({ "brideProfileId": bride, "system": system });
            match &ids[i] {
                Some(id) => single["groomProfileId"] = json!(id),
                None => single["groom"] = without_notes(births[i].clone()),
            }
            let (s, one, _) = app.post(&acc.key, "/v1/matching", single).await;
            assert_eq!(s, StatusCode::OK, "{one}");
            let m = &one["data"]["matching"];
            let total = match system {
                "porutham" => m["compatibleCount"].clone(),
                _ => m["totalPoints"].clone(),
            };
            assert_eq!(r["totalPoints"].as_f64(), total.as_f64(), "{system} {i}");
            if system == "ashtakoot" {
                assert_eq!(r["compatibilityLevel"], m["compatibilityLevel"]);
                assert_eq!(r["adjustedPoints"], m["adjustedPoints"]);
                assert_eq!(r["manglik"], m["manglikStatus"]);
                manglik.insert(i, r["manglik"].clone());
            } else {
                assert_eq!(r["verdict"], m["verdict"]);
                assert_eq!(Some(&r["manglik"]), manglik.get(&i), "{system} {i}");
            }
        }
    }
    // Three batches of 12 at 2 credits, and 36 single calls at 5.
    assert_eq!(app.balance(acc.id).await, before - 3 * 24 - 36 * 5);

    // The groom's side: the person is the groom of every pair.
    let body = json!({ "birth": without_notes(births[0].clone()), "role": "groom",
                       "candidates": [ids[0]] });
    let (s, v, _) = app.post(&acc.key, "/v1/matching/batch", body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["role"], "groom");
    app.assert_books_balance(acc.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_is_refused_whole_and_charges_nothing() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let me = app.profile(&acc.key).await;
    let before = app.balance(acc.id).await;
    let post = |body: Value| app.post(&acc.key, "/v1/matching/batch", body);
    // No role, too many candidates: both named.
    let many: Vec<Value> = (0..51).map(|_| json!(me)).collect();
    let (s, v, _) = post(json!({ "profileId": me, "candidates": many })).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["role", "candidates"]);
    // The person as a candidate, a bad birth among them.
    let (s, v, _) = post(json!({ "profileId": me, "role": "bride", "candidates": [me] })).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["candidates[0]"]);
    let mut bad = sample_profile();
    bad["latitude"] = json!(91);
    let (s, v, _) = post(json!({ "profileId": me, "role": "bride", "candidates": [bad] })).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(error_fields(&v), ["candidates[0].latitude"]);
    // Another account's profile, or none, is 404.
    let other = uuid::Uuid::new_v4().to_string();
    let (s, v, _) = post(json!({ "profileId": me, "role": "bride", "candidates": [other] })).await;
    assert_eq!(s, StatusCode::NOT_FOUND, "{v}");
    assert_eq!(app.balance(acc.id).await, before);
    // The free plan may not.
    let free = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let id = app.profile(&free.key).await;
    let (s, _, _) = app
        .post(
            &free.key,
            "/v1/matching/batch",
            json!({ "profileId": id, "role": "bride", "candidates": [sample_profile()] }),
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
}
