//! `POST /v1/chart-image` answered by `Accept`: the JSON envelope by default and
//! for `application/json` or `*/*`, the SVG itself for `image/svg+xml`, a PNG for `image/png`,
//! each charged as the JSON call; 406 for an `Accept` that allows none, free. Every reply
//! matches the OpenAPI document's media types for the path.

use crate::helpers::*;
use crate::openapi::validate;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// One call: status, content type, body, credits charged.
async fn call(
    app: &App,
    key: &str,
    body: &Value,
    accept: Option<&str>,
) -> (StatusCode, String, Vec<u8>, String) {
    let mut rb = app
        .http
        .post(format!("{}/v1/chart-image", app.base))
        .header("x-api-key", key)
        .json(body);
    if let Some(a) = accept {
        rb = rb.header("accept", a);
    }
    let r = rb.send().await.unwrap();
    let status = r.status();
    let header = |n: &str| {
        r.headers()
            .get(n)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_owned()
    };
    let (ct, charged) = (header("content-type"), header("x-credits-charged"));
    if status == StatusCode::OK {
        assert_eq!(header("vary"), "accept");
    }
    (status, ct, r.bytes().await.unwrap().to_vec(), charged)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chart_image_answers_json_svg_or_png_by_accept() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let id = app.profile(&acc.key).await;
    let body = json!({ "profileId": id, "style": "east", "locale": "hi" });
    let doc = graha_api::openapi::document();
    let documented = &doc["paths"]["/v1/chart-image"]["post"]["responses"];
    let before = app.balance(acc.id).await;

    // No Accept, JSON, anything: the same JSON envelope, byte for byte.
    let (s, ct, json_body, charged) = call(&app, &acc.key, &body, None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(ct, "application/json");
    assert_eq!(charged, "2");
    for accept in ["application/json", "*/*", "text/html;q=0.9, application/*"] {
        let (s, ct, again, _) = call(&app, &acc.key, &body, Some(accept)).await;
        assert_eq!(
            (s, ct.as_str()),
            (StatusCode::OK, "application/json"),
            "{accept}"
        );
        assert_eq!(again, json_body, "{accept}: the same reply");
    }
    let v: Value = serde_json::from_slice(&json_body).unwrap();
    assert_eq!(v["success"], true);
    assert_eq!(v["data"]["style"], "east");
    assert_eq!(v["data"]["mimeType"], "image/svg+xml");
    validate(
        &documented["200"]["content"]["application/json"]["schema"],
        &v,
        doc,
        "$",
    )
    .unwrap();

    // The SVG itself: the document of the JSON reply, as a file.
    let (s, ct, svg, charged) = call(&app, &acc.key, &body, Some("image/svg+xml")).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(ct, "image/svg+xml");
    assert_eq!(charged, "2");
    let svg = String::from_utf8(svg).unwrap();
    let parsed = roxmltree::Document::parse(&svg).unwrap();
    assert_eq!(parsed.root_element().tag_name().name(), "svg");
    assert_eq!(
        parsed.root_element().attribute("viewBox"),
        Some("0 0 400 400")
    );
    assert_eq!(svg, v["data"]["svg"].as_str().unwrap());
    assert!(!documented["200"]["content"]["image/svg+xml"].is_null());

    // A PNG: the signature, an 800 × 800 header.
    let (s, ct, png, charged) = call(
        &app,
        &acc.key,
        &body,
        Some("image/avif,image/png,*/*;q=0.8"),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(ct, "image/png");
    assert_eq!(charged, "2");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(&png[12..16], b"IHDR");
    assert_eq!(&png[16..24], &[0, 0, 3, 32, 0, 0, 3, 32], "800 × 800");
    assert!(png.len() > 5_000, "{} bytes", png.len());
    assert_eq!(
        documented["200"]["content"]["image/png"]["schema"]["format"],
        "binary"
    );

    // Nothing acceptable: 406 in the error envelope, documented, free.
    let spent = app.balance(acc.id).await;
    assert_eq!(spent, before - 6 * 2);
    let (s, ct, err, charged) = call(&app, &acc.key, &body, Some("text/html")).await;
    assert_eq!(s, StatusCode::NOT_ACCEPTABLE);
    assert_eq!(ct, "application/json");
    assert_eq!(charged, "");
    let err: Value = serde_json::from_slice(&err).unwrap();
    assert_eq!(error_code(&err), "not_acceptable");
    assert!(
        err["error"]["message"]
            .as_str()
            .unwrap()
            .contains("image/png")
    );
    assert!(!documented["406"].is_null());
    validate(
        &json!({ "$ref": "#/components/schemas/Error" }),
        &err,
        doc,
        "$",
    )
    .unwrap();
    assert_eq!(app.balance(acc.id).await, spent);

    // A style the API does not draw: 422 naming the three.
    let (s, v, _) = app
        .post(
            &acc.key,
            "/v1/chart-image",
            json!({ "profileId": id, "style": "west" }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert_eq!(v["error"]["details"]["fields"][0]["field"], "style");
    assert_eq!(
        v["error"]["details"]["fields"][0]["message"],
        "must be north, south or east"
    );

    // An Idempotency-Key replays the PNG as a PNG; the same key asking for JSON is another
    // request.
    let keyed = |accept: &'static str| {
        app.http
            .post(format!("{}/v1/chart-image", app.base))
            .header("x-api-key", &acc.key)
            .header("idempotency-key", "picture-1")
            .header("accept", accept)
            .json(&body)
    };
    let first = keyed("image/png").send().await.unwrap();
    assert_eq!(first.status(), StatusCode::OK);
    let first = first.bytes().await.unwrap();
    let again = keyed("image/png").send().await.unwrap();
    assert_eq!(again.headers()["idempotency-replayed"], "true");
    assert_eq!(again.headers()["content-type"], "image/png");
    assert_eq!(again.bytes().await.unwrap(), first);
    let other = keyed("application/json").send().await.unwrap();
    assert_eq!(other.status(), StatusCode::UNPROCESSABLE_ENTITY);
    app.assert_books_balance(acc.id).await;
}
