//! Findings of the second adversarial review (docs/reliability.md): each test fails on the code
//! before its fix.

use super::replays::post_idem;
use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use reqwest::StatusCode;
use serde_json::json;

/// A replay charges nothing, says so, and shows the balance as it is now, not as it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_answers_nothing_charged_and_the_balance_now() {
    let app = spawn_app().await;
    let acc = app.account(DeveloperPlan::Growth, ConsumerPlan::Pro).await;
    let pid = app.profile(&acc.key).await;
    let body = json!({ "profileId": pid });
    let (s, v, first) = post_idem(&app, &acc.key, "/v1/birth-chart", "chart-1", &body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_ne!(first["x-credits-charged"], "0");
    // Another call spends more before the retry.
    let (s, v, _) = app.post(&acc.key, "/v1/birth-chart", body.clone()).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let now = app.balance(acc.id).await;

    let (s, v, replayed) = post_idem(&app, &acc.key, "/v1/birth-chart", "chart-1", &body).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(replayed["idempotency-replayed"], "true");
    assert_eq!(replayed["x-credits-charged"], "0");
    assert_eq!(replayed["x-credits-remaining"], now.to_string().as_str());
    assert_eq!(app.balance(acc.id).await, now, "the replay charged nothing");
    app.assert_books_balance(acc.id).await;
}

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
    let out = tokio::process::Command::new(env!("CARGO_BIN_EXE_graha-api"))
        .args(["account", "requests"])
        .env("DATABASE_URL", &app.database_url)
        .env("RUST_LOG", "error")
        .output()
        .await
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let raw: Vec<char> = stdout
        .chars()
        .filter(|c| *c != '\n' && (c.is_control() || graha_api::terminal::is_invisible(*c)))
        .collect();
    assert!(raw.is_empty(), "printed raw: {raw:?}");
    assert!(stdout.contains("\\u202e"), "{stdout}");
    let line: serde_json::Value = serde_json::from_str(stdout.lines().next().unwrap()).unwrap();
    assert_eq!(line["message"], message);
}
