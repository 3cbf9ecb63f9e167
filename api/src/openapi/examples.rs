//! The examples of the document.

use serde_json::{Map, Value, json};

/// An example for every request body and JSON reply that has none yet: the calculation replies
/// from `openapi-examples.json` (the engine's replies for the example people, written by the
/// test `documented_examples_validate_against_their_schemas`), the others here.
pub(super) fn add_examples(paths: &mut Map<String, Value>) {
    let calc: Value = serde_json::from_str(include_str!("../../openapi-examples.json"))
        .expect("api/openapi-examples.json is JSON");
    let id = "0193a5c2-7d1e-7b3a-9c4f-2e6d8a1b5f00";
    let at = "2026-11-25T06:00:00Z";
    // The example person: the calculation replies of openapi-examples.json are hers.
    let new_profile = json!({ "name": "Asha Shrestha", "gender": "female", "date": "1995-05-12",
        "time": "06:15", "timezone": "Asia/Kathmandu", "location": "Kathmandu, Nepal",
        "latitude": 27.7172, "longitude": 85.324 });
    let mut profile = new_profile.clone();
    for (k, v) in [
        ("id", id),
        ("notes", "born at dawn"),
        ("createdAt", at),
        ("updatedAt", at),
    ] {
        profile[k] = json!(v);
    }
    let key = json!({ "id": "0193a5c2-8a40-7c11-8e2b-5d0f3c9a7e21", "name": "production",
        "prefix": "graha_live_Q3xZ8p", "createdAt": at, "lastUsedAt": at });
    let plan = json!({ "credits": 49_250, "creditsRefillAt": "2026-12-01T00:00:00Z",
        "developerPlan": "growth", "consumerPlan": "personal", "maxKeys": 10,
        "rateLimitPerMinute": 120, "creditsPerMonth": 50_000 });
    let job = "0193a5c3-1f00-7d2e-a4b1-6c8e2f9d0a13";
    let answer = "Your ascendant is Taurus and your Moon is in Virgo in Hasta. You are in the Jupiter maha dasha until 2040: a time that favours learning, teaching and steady growth in work.";
    let question = json!([{ "role": "user", "content": "How is my career looking this year?" }]);
    for (path, item) in paths.iter_mut() {
        let Some(ops) = item.as_object_mut() else {
            continue;
        };
        for (method, op) in ops.iter_mut() {
            if let Some(m) = op.pointer_mut("/requestBody/content/application~1json")
                && m.get("example").is_none()
                && m.pointer("/schema/examples").is_none()
            {
                let ex = match path.as_str() {
                    "/v1/keys" => json!({ "name": "production" }),
                    "/v1/profiles" => new_profile.clone(),
                    "/v1/profiles/{id}" => {
                        json!({ "notes": "born at dawn", "location": "Kathmandu" })
                    }
                    "/v1/guru" => json!({ "messages": question, "profileId": id, "locale": "en" }),
                    "/v1/guru-public" => json!({ "messages": question, "birthDetails": {
                        "date": "1995-05-12", "time": "06:15", "latitude": 27.7172,
                        "longitude": 85.324, "timezone": "Asia/Kathmandu" }, "locale": "en" }),
                    _ => Value::Null,
                };
                m["example"] = ex;
            }
            let Some(responses) = op.get_mut("responses").and_then(Value::as_object_mut) else {
                continue;
            };
            for (status, r) in responses.iter_mut() {
                let Some(m) = r.pointer_mut("/content/application~1json") else {
                    continue;
                };
                if !status.starts_with('2') || m.get("example").is_some() {
                    continue;
                }
                let mut keys_reply = plan.clone();
                keys_reply["keys"] = json!([key]);
                let data = match (method.as_str(), path.as_str(), status.as_str()) {
                    (_, "/v1/keys/{id}" | "/v1/profiles/{id}", _) if method == "delete" => {
                        m["example"] = json!({ "success": true });
                        continue;
                    }
                    ("get", "/v1/keys", _) => keys_reply,
                    ("post", "/v1/keys", _) => {
                        let mut k = key.clone();
                        k["key"] = json!("graha_live_Q3xZ8p…(shown once)");
                        k.as_object_mut().map(|o| o.remove("lastUsedAt"));
                        k
                    }
                    ("get", "/api-keys", _) => plan.clone(),
                    ("get", "/v1/profiles", _) => json!([profile]),
                    (_, "/v1/profiles" | "/v1/profiles/{id}", _) => profile.clone(),
                    ("get", "/v1/jobs/{id}", _) => json!({ "jobId": job, "kind": "kundli",
                        "state": "done", "progress": 100, "downloadUrl": format!("/v1/reports/{job}"),
                        "sizeBytes": 412_337, "error": null, "createdAt": at, "updatedAt": at, "expired": false }),
                    (_, _, "202") => {
                        json!({ "jobId": job, "state": "queued", "statusUrl": format!("/v1/jobs/{job}") })
                    }
                    (_, "/v1/guru", _) => json!({ "message": answer, "role": "assistant" }),
                    (_, "/v1/guru-public", _) => {
                        json!({ "message": answer, "role": "assistant", "remainingToday": 4 })
                    }
                    (_, p, _) => calc[p.trim_start_matches("/v1/")].clone(),
                };
                m["example"] = json!({ "success": true, "data": data });
            }
        }
    }
}
