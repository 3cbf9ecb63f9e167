//! The OpenAPI document covers every route the router serves, and the docs page is served by
//! the API itself.

use crate::helpers::*;
use reqwest::StatusCode;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_has_its_openapi_entry() {
    let app = spawn_app_with(Options {
        worker: false,
        ..Default::default()
    })
    .await;
    let r = app
        .http
        .get(format!("{}/openapi.json", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let doc: serde_json::Value = r.json().await.unwrap();
    assert_eq!(doc["openapi"], "3.1.0");
    let routes = graha_api::routes::registered();
    assert!(routes.len() > 40, "{routes:?}");
    let missing: Vec<_> = routes
        .iter()
        .filter(|(path, method)| doc["paths"][path.as_str()][method.as_str()].is_null())
        .collect();
    assert!(
        missing.is_empty(),
        "routes without an OpenAPI entry: {missing:?}"
    );
    // The birth chart's documented reply names the spec's fields.
    let bc = &doc["paths"]["/v1/birth-chart"]["post"]["responses"]["200"]["content"]["application/json"]
        ["schema"]["properties"]["data"];
    for f in ["ascendant", "moonSign", "sunSign", "planets", "houses"] {
        assert!(!bc["properties"][f].is_null(), "birth-chart documents {f}");
    }
    let page = app
        .http
        .get(format!("{}/docs/", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    assert!(html.contains("swagger"), "the docs page is served");
    let page = app
        .http
        .get(format!("{}/docs/swagger-ui.css", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(
        page.status(),
        StatusCode::OK,
        "assets come from the API, not a CDN"
    );
}
