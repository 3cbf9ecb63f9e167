//! `GET/PUT/DELETE /v1/branding`: set, read, validated field by field, the logo a PNG or an
//! SVG (rasterised, reading nothing it links to), and carried by the account's reports.

use crate::helpers::*;
use base64::Engine;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::{Method, StatusCode};
use serde_json::json;

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

const SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#7a2e12"/><text x="20" y="60" font-size="40" fill="#fff">JK</text></svg>"##;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn branding_is_set_read_validated_and_removed() {
    let app = spawn_app_without_worker().await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Personal)
        .await;
    let (s, v) = app.send(Method::GET, &acct.key, "/v1/branding", None).await;
    assert_eq!((s, error_code(&v)), (StatusCode::NOT_FOUND, "not_found"));

    // Every bad field named at once.
    let bad = json!({ "website": "ftp://x", "email": "nobody", "phone": "call me",
                      "accentColor": "red", "logo": b64(b"GIF89a") });
    let (s, v) = app
        .send(Method::PUT, &acct.key, "/v1/branding", Some(bad))
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    let mut fields = error_fields(&v);
    fields.sort();
    assert_eq!(
        fields,
        ["accentColor", "email", "logo", "name", "phone", "website"]
    );
    // A logo over 200 KB, and one that is not base64.
    for logo in [b64(&vec![b' '; 200 * 1024 + 1]), "not base64!".to_owned()] {
        let (s, v) = app
            .send(
                Method::PUT,
                &acct.key,
                "/v1/branding",
                Some(json!({ "name": "X", "logo": logo })),
            )
            .await;
        assert_eq!(
            (s, error_fields(&v)),
            (StatusCode::UNPROCESSABLE_ENTITY, vec!["logo".to_owned()])
        );
    }

    let good = json!({ "name": "Jyotish Kendra Pokhara", "website": "https://jyotish.example.com",
                       "email": "namaste@jyotish.example.com", "phone": "+977 61 520 000",
                       "accentColor": "#7A2E12", "logo": b64(SVG.as_bytes()) });
    let (s, v) = app
        .send(Method::PUT, &acct.key, "/v1/branding", Some(good))
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let d = &v["data"];
    assert_eq!(d["accentColor"], "#7a2e12");
    assert_eq!(
        d["logo"],
        json!({ "source": "svg", "width": 1200, "height": 400 })
    );
    let (s, read) = app.send(Method::GET, &acct.key, "/v1/branding", None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(read["data"], v["data"]);
    // A PUT replaces the whole: what it leaves out is cleared.
    let (s, v) = app
        .send(
            Method::PUT,
            &acct.key,
            "/v1/branding",
            Some(json!({ "name": "JK" })),
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v["data"]["logo"], serde_json::Value::Null);
    assert_eq!(v["data"]["website"], serde_json::Value::Null);

    let (s, _) = app
        .send(Method::DELETE, &acct.key, "/v1/branding", None)
        .await;
    assert_eq!(s, StatusCode::OK);
    let (s, _) = app
        .send(Method::DELETE, &acct.key, "/v1/branding", None)
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accounts_reports_carry_its_branding() {
    let app = spawn_app().await;
    let acct = app
        .account(DeveloperPlan::Starter, ConsumerPlan::Personal)
        .await;
    let pid = app.profile(&acct.key).await;
    let body = json!({ "name": "Jyotish Kendra Pokhara", "website": "https://jyotish.example.com",
                       "logo": b64(SVG.as_bytes()) });
    let (s, v) = app
        .send(Method::PUT, &acct.key, "/v1/branding", Some(body))
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let r = app
        .http
        .post(format!("{}/v1/report/kundli", app.base))
        .header("x-api-key", &acct.key)
        .json(&json!({ "profileId": pid }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let pdf = r.bytes().await.unwrap();
    let path = std::env::temp_dir().join(format!("graha-branded-{}.pdf", uuid::Uuid::new_v4()));
    std::fs::write(&path, &pdf).unwrap();
    let text = std::process::Command::new("pdftotext")
        .args([path.to_str().unwrap(), "-"])
        .output()
        .unwrap();
    let images = std::process::Command::new("pdfimages")
        .args(["-list", path.to_str().unwrap()])
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&path);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("Jyotish Kendra Pokhara"));
    assert!(text.contains("https://jyotish.example.com"));
    assert_eq!(
        String::from_utf8_lossy(&images.stdout).lines().count(),
        3,
        "the logo"
    );
}
