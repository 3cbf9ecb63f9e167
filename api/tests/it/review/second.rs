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
