//! The `openai` provider against the fake OpenAI-compatible server: the request carries the
//! chart facts and the conversation, a failure is 503 and a timeout 504 with the credits
//! refunded, and a rate limit is retried with backoff.

use super::{Step, app_with_guru, dasha_today, fake_llm, openai, pub08, user};
use crate::helpers::*;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::content::{self, Locale};
use graha::key;
use graha_worker::guru::Config;
use reqwest::StatusCode;
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn openai_request_carries_the_chart_facts_and_the_conversation() {
    let (base, fake) = fake_llm(
        vec![
            Step::Reply("<p>Saturn in your <b>10th house</b> rewards patient work.</p><script>alert(1)</script>"),
            Step::Reply("You will die in 2031. Jupiter blesses your studies."),
        ],
        Step::Reply("ok"),
    )
    .await;
    let app = app_with_guru(openai(&base)).await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let pid = app.profile(&acct.key).await;
    let before = app.balance(acct.id).await;
    let conversation = vec![
        user("How will my career go?"),
        json!({ "role": "assistant", "content": "Your 10th house is strong." }),
        user("And when will it improve?"),
    ];
    let (s, v, h) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "profileId": pid, "messages": conversation, "locale": "en" }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    // The model's markup is stripped, script and all.
    assert_eq!(
        v["data"]["message"],
        "Saturn in your 10th house rewards patient work."
    );
    assert_eq!(v["data"]["role"], "assistant");
    assert_eq!(h["x-credits-charged"], "20");
    assert_eq!(app.balance(acct.id).await, before - 20);

    let seen = fake.requests();
    assert_eq!(seen.len(), 1);
    let (auth, body) = &seen[0];
    assert_eq!(auth.as_deref(), Some("Bearer sk-test-key"));
    assert_eq!(body["model"], "test-model");
    assert_eq!(body["max_tokens"], 800);
    let messages = body["messages"].as_array().unwrap();
    assert_eq!(messages[0]["role"], "system");
    let system = messages[0]["content"].as_str().unwrap();
    // ref: shared/reference/births_public.json pub-08: ascendant Taurus (Rohini), Moon in Virgo
    // (Hasta), Saturn in Aquarius in the 10th house, Jupiter in the 7th.
    let r = pub08();
    assert_eq!(r["ascendant"]["sign"], "Taurus");
    for fact in [
        "Ascendant: Taurus",
        "nakshatra Rohini",
        "Moon sign: Virgo",
        "nakshatra Hasta",
        "Saturn: Aquarius",
        "house 10",
        "Jupiter: Scorpio",
        "House 10: Aquarius",
        "maha dasha",
        "Reply in English.",
        "Never predict death",
    ] {
        assert!(
            system.contains(fact),
            "system prompt lacks {fact:?}:\n{system}"
        );
    }
    let (maha, _) = dasha_today(&r);
    let maha_name = content::text(Locale::En, key!("planets.{}.name", maha));
    assert!(
        system.contains(&format!("dasha: {maha_name} maha dasha")),
        "running maha dasha {maha} missing:\n{system}"
    );
    // The conversation follows the system prompt, in order, unchanged.
    assert_eq!(messages.len(), 4);
    for (sent, asked) in messages[1..].iter().zip(&conversation) {
        assert_eq!(sent["role"], asked["role"]);
        assert_eq!(sent["content"], asked["content"]);
    }

    // A sentence foretelling death is removed and the kind answer takes its place.
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "profileId": pid, "messages": [user("How are my studies?")] }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let answer = v["data"]["message"].as_str().unwrap();
    assert!(!answer.contains("2031"), "{answer}");
    assert!(
        answer.starts_with("Jupiter blesses your studies."),
        "{answer}"
    );
    assert!(
        answer.contains(&content::text(Locale::En, key!("guru.safety.answer.death"))),
        "{answer}"
    );

    // A question about death never reaches the model.
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "profileId": pid, "messages": [user("When will I die?")] }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(
        v["data"]["message"],
        content::text(Locale::En, key!("guru.safety.answer.death"))
    );
    assert_eq!(fake.requests().len(), 2);
    app.assert_books_balance(acct.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn openai_failure_is_503_and_the_credits_are_refunded() {
    let (base, fake) = fake_llm(vec![], Step::Status(500)).await;
    let app = app_with_guru(openai(&base)).await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let pid = app.profile(&acct.key).await;
    let before = app.balance(acct.id).await;
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "profileId": pid, "messages": [user("How is my career?")] }),
        )
        .await;
    assert_eq!(s, StatusCode::SERVICE_UNAVAILABLE, "{v}");
    assert_eq!(error_code(&v), "unavailable");
    // One call and two retries (bounded), then the refund.
    assert_eq!(fake.requests().len(), 3);
    assert_eq!(app.balance(acct.id).await, before);
    app.assert_books_balance(acct.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn openai_rate_limit_is_retried_with_backoff() {
    let (base, fake) = fake_llm(
        vec![Step::Status(429)],
        Step::Reply("Jupiter favours study this year."),
    )
    .await;
    let app = app_with_guru(openai(&base)).await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "messages": [user("Will my studies go well?")] }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["message"], "Jupiter favours study this year.");
    let seen = fake.requests();
    assert_eq!(seen.len(), 2);
    // Without a chart the model is told so.
    let system = seen[1].1["messages"][0]["content"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        system.contains(&content::text(Locale::En, key!("guru.prompt.noChart"))),
        "{system}"
    );
    app.assert_books_balance(acct.id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn openai_timeout_is_504_and_the_credits_are_refunded() {
    let (base, fake) = fake_llm(vec![], Step::Slow(3_000)).await;
    let app = app_with_guru(Config {
        timeout: Duration::from_millis(300),
        ..openai(&base)
    })
    .await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let pid = app.profile(&acct.key).await;
    let before = app.balance(acct.id).await;
    let started = std::time::Instant::now();
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "profileId": pid, "messages": [user("How is my career?")] }),
        )
        .await;
    assert_eq!(s, StatusCode::GATEWAY_TIMEOUT, "{v}");
    assert_eq!(error_code(&v), "timeout");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "the provider's timeout, not the API's deadline"
    );
    // A timeout is not retried.
    assert_eq!(fake.requests().len(), 1);
    assert_eq!(app.balance(acct.id).await, before);
    app.assert_books_balance(acct.id).await;
}
