//! What a user leaves behind and what an operator reads: deleting a profile deletes its
//! reports and their files; the operator's listing escapes control and bidi characters.

use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::json;

/// `graha-api account requests` prints what a user wrote with every control, bidi and other
/// invisible formatting character escaped: the operator's terminal shows the text as stored, and
/// the line is still JSON that reads back to it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_operators_listing_escapes_control_and_bidi_characters() {
    let app = spawn_app_without_worker().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let message =
        "pay \u{202E}evil\u{202C} \u{2066}x\u{2069} \u{200B}\u{9B}31m \u{61C}\u{FEFF}done";
    sqlx::query(
        "insert into upgrade_requests (id, account_id, developer_plan, message) \
         values ($1, $2, 'growth', $3)",
    )
    .bind(uuid::Uuid::new_v4())
    .bind(acc.id)
    .bind(message)
    .execute(&app.db)
    .await
    .unwrap();
    let stdout = app.operator(&["account", "requests"]).await;
    let raw: Vec<char> = stdout
        .chars()
        .filter(|c| *c != '\n' && (c.is_control() || graha_api::terminal::is_invisible(*c)))
        .collect();
    assert!(raw.is_empty(), "printed raw: {raw:?}");
    assert!(stdout.contains("\\u202e"), "{stdout}");
    let line: serde_json::Value = serde_json::from_str(stdout.lines().next().unwrap()).unwrap();
    assert_eq!(line["message"], message);
}

/// Deleting a profile deletes the reports made from it and their stored PDFs: the download is
/// 404 and the file is gone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deleting_a_profile_deletes_its_reports_and_their_files() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let pid = app.profile(&acc.key).await;
    let r = app
        .http
        .post(format!("{}/v1/report/kundli", app.base))
        .header("x-api-key", &acc.key)
        .json(&json!({ "profileId": pid }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let report = r.headers()["x-report-id"].to_str().unwrap().to_owned();
    let download = |key: String| {
        let (http, url) = (
            app.http.clone(),
            format!("{}/v1/reports/{report}", app.base),
        );
        async move {
            http.get(url)
                .header("x-api-key", key)
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    assert_eq!(download(acc.key.clone()).await, StatusCode::OK);
    let key: String = sqlx::query_scalar("select storage_key from report_jobs where id = $1")
        .bind(report.parse::<uuid::Uuid>().unwrap())
        .fetch_one(&app.db)
        .await
        .unwrap();
    let root = app.storage.trim_start_matches("file://");
    let file = std::path::Path::new(root).join(&key);
    assert!(file.exists(), "{}", file.display());

    let (s, v) = app
        .send(
            reqwest::Method::DELETE,
            &acc.key,
            &format!("/v1/profiles/{pid}"),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(download(acc.key.clone()).await, StatusCode::NOT_FOUND);
    assert!(
        !file.exists(),
        "the PDF is still stored: {}",
        file.display()
    );
    app.assert_books_balance(acc.id).await;
}
