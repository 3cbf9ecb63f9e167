//! The Guru, keyed and public: the `openai` provider against a fake OpenAI-compatible server,
//! the builtin provider's answers per topic and locale, the public daily limit across two API
//! processes, and every validation bound. One file past 600 lines on purpose: the fake server,
//! the chart facts and the expected answers are shared by every test here.

use crate::helpers::*;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode as AxStatus};
use axum::response::IntoResponse;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::content::{self, Key, Locale};
use graha::key;
use graha_worker::guru::Config;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

// ---------------------------------------------------------------------------------------------
// A fake OpenAI-compatible server: answers `POST /v1/chat/completions` from a script of steps,
// then with a default step, and records every request.

#[derive(Clone, Debug)]
enum Step {
    Reply(&'static str),
    Status(u16),
    /// Answer after a delay (to trip the provider's timeout).
    Slow(u64),
}

/// Requests received: the `Authorization` header and the JSON body.
type Seen = Vec<(Option<String>, Value)>;

#[derive(Clone, Default)]
struct Fake {
    script: Arc<Mutex<VecDeque<Step>>>,
    default: Arc<Mutex<Option<Step>>>,
    seen: Arc<Mutex<Seen>>,
}

impl Fake {
    fn requests(&self) -> Seen {
        self.seen.lock().unwrap().clone()
    }
}

async fn completions(
    State(fake): State<Fake>,
    headers: HeaderMap,
    body: axum::Json<Value>,
) -> axum::response::Response {
    let auth = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    fake.seen.lock().unwrap().push((auth, body.0));
    let step = fake
        .script
        .lock()
        .unwrap()
        .pop_front()
        .or_else(|| fake.default.lock().unwrap().clone());
    let reply = |text: &str| {
        axum::Json(json!({
            "id": "chatcmpl-test", "object": "chat.completion", "model": "test-model",
            "choices": [{ "index": 0, "message": { "role": "assistant", "content": text }, "finish_reason": "stop" }]
        }))
        .into_response()
    };
    match step {
        Some(Step::Reply(t)) => reply(t),
        Some(Step::Status(code)) => (
            AxStatus::from_u16(code).unwrap(),
            axum::Json(json!({ "error": { "message": "scripted failure" } })),
        )
            .into_response(),
        Some(Step::Slow(ms)) => {
            tokio::time::sleep(Duration::from_millis(ms)).await;
            reply("too late")
        }
        None => (AxStatus::INTERNAL_SERVER_ERROR, "no script").into_response(),
    }
}

/// Starts the fake on port 0; returns its base URL (`http://127.0.0.1:port/v1`).
async fn fake_llm(script: Vec<Step>, default: Step) -> (String, Fake) {
    let fake = Fake::default();
    *fake.script.lock().unwrap() = script.into();
    *fake.default.lock().unwrap() = Some(default);
    let app = axum::Router::new()
        .route("/v1/chat/completions", axum::routing::post(completions))
        .with_state(fake.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/v1", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    (base, fake)
}

fn openai(base: &str) -> Config {
    Config {
        api_key: Some("sk-test-key".into()),
        backoff: Duration::from_millis(50),
        ..Config::openai(base, "test-model")
    }
}

async fn app_with_guru(guru: Config) -> App {
    spawn_app_with(Options {
        guru: Some(guru),
        ..Default::default()
    })
    .await
}

fn user(text: &str) -> Value {
    json!({ "role": "user", "content": text })
}

// ---------------------------------------------------------------------------------------------
// Reference facts of the sample profile.

/// ref: shared/reference/births_public.json pub-08 (the sample profile of `helpers`).
fn pub08() -> Value {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/reference");
    let dir = std::env::var_os("GRAHA_REFERENCE_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or(dir);
    let text = std::fs::read_to_string(dir.join("births_public.json")).expect("reference births");
    let all: Value = serde_json::from_str(&text).unwrap();
    all["births"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["id"] == "pub-08")
        .unwrap()
        .clone()
}

/// The maha and antar dasha lords running today by the reference timeline (local dates); the
/// antar is `None` within a day of its boundary (the reference dates are whole days).
fn dasha_today(birth: &Value) -> (String, Option<String>) {
    let today = chrono::Utc::now().date_naive();
    let date =
        |v: &Value| chrono::NaiveDate::parse_from_str(v.as_str().unwrap(), "%Y-%m-%d").unwrap();
    let maha = birth["dasha"]["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| date(&m["startDate"]) <= today && today < date(&m["endDate"]))
        .expect("a maha dasha runs today");
    let antar = maha["antarDashas"].as_array().unwrap().iter().find(|a| {
        date(&a["startDate"]) + chrono::Days::new(1) <= today
            && today + chrono::Days::new(1) < date(&a["endDate"])
    });
    (
        maha["planet"].as_str().unwrap().to_owned(),
        antar.map(|a| a["planet"].as_str().unwrap().to_owned()),
    )
}

fn birth_details() -> Value {
    let p = sample_profile();
    json!({ "date": p["date"], "time": p["time"], "latitude": p["latitude"], "longitude": p["longitude"], "timezone": p["timezone"] })
}

// ---------------------------------------------------------------------------------------------
// The openai provider.

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

// ---------------------------------------------------------------------------------------------
// The builtin provider.

/// What one topic's answer must name, for the sample chart (ascendant Taurus, ref pub-08):
/// houses read, their signs and lords (whole-sign houses from Taurus, lords by sign), karakas.
struct Expect {
    topic: &'static str,
    houses: &'static [u8],
    signs: &'static [&'static str],
    planets: &'static [&'static str],
}

const EXPECT: &[Expect] = &[
    // 10th from Taurus = Aquarius (Saturn); karakas Sun, Saturn.
    Expect {
        topic: "career",
        houses: &[10],
        signs: &["Aquarius"],
        planets: &["Saturn", "Sun"],
    },
    // 2nd = Gemini (Mercury), 11th = Pisces (Jupiter); karakas Jupiter, Venus.
    Expect {
        topic: "money",
        houses: &[2, 11],
        signs: &["Gemini", "Pisces"],
        planets: &["Mercury", "Jupiter", "Venus"],
    },
    // 7th = Scorpio (Mars); Venus; Mars in the 4th raises Mangal dosha (ref: Mars house 4).
    Expect {
        topic: "marriage",
        houses: &[7, 4],
        signs: &["Scorpio"],
        planets: &["Mars", "Venus"],
    },
    // 1st = Taurus, 6th = Libra (both Venus); Sun, Moon.
    Expect {
        topic: "health",
        houses: &[1, 6],
        signs: &["Taurus", "Libra"],
        planets: &["Venus", "Sun", "Moon"],
    },
    // 4th = Leo (Sun), 5th = Virgo (Mercury); Mercury, Jupiter.
    Expect {
        topic: "education",
        houses: &[4, 5],
        signs: &["Leo", "Virgo"],
        planets: &["Sun", "Mercury", "Jupiter"],
    },
    // 2nd = Gemini (Mercury), 4th = Leo (Sun); Moon, Jupiter.
    Expect {
        topic: "family",
        houses: &[2, 4],
        signs: &["Gemini", "Leo"],
        planets: &["Mercury", "Sun", "Moon", "Jupiter"],
    },
    // 9th = Capricorn (Saturn), 12th = Aries (Mars); Rahu.
    Expect {
        topic: "travel",
        houses: &[9, 12],
        signs: &["Capricorn", "Aries"],
        planets: &["Saturn", "Mars", "Rahu"],
    },
    // 9th and 12th; Jupiter, Ketu.
    Expect {
        topic: "spirituality",
        houses: &[9, 12],
        signs: &["Capricorn", "Aries"],
        planets: &["Saturn", "Mars", "Jupiter", "Ketu"],
    },
    Expect {
        topic: "timing",
        houses: &[],
        signs: &[],
        planets: &[],
    },
    Expect {
        topic: "remedies",
        houses: &[],
        signs: &[],
        planets: &[],
    },
];

fn question(locale: Locale, topic: &str) -> &'static str {
    match (locale, topic) {
        (Locale::En, "career") => "How will my career go?",
        (Locale::En, "money") => "What does my chart say about money and wealth?",
        (Locale::En, "marriage") => "When will I get married?",
        (Locale::En, "health") => "How is my health?",
        (Locale::En, "education") => "Will my studies go well?",
        (Locale::En, "family") => "Tell me about my family.",
        (Locale::En, "travel") => "Will I travel abroad?",
        (Locale::En, "spirituality") => "What about my spiritual path?",
        (Locale::En, "timing") => "When will things change for me?",
        (Locale::En, _) => "Which remedies should I do?",
        (Locale::Hi, "career") => "मेरा करियर कैसा रहेगा?",
        (Locale::Hi, "money") => "मेरी आर्थिक स्थिति और धन कैसा रहेगा?",
        (Locale::Hi, "marriage") => "मेरी शादी कब होगी?",
        (Locale::Hi, "health") => "मेरा स्वास्थ्य कैसा रहेगा?",
        (Locale::Hi, "education") => "मेरी पढ़ाई कैसी रहेगी?",
        (Locale::Hi, "family") => "मेरे परिवार के बारे में बताइए।",
        (Locale::Hi, "travel") => "क्या मैं विदेश जाऊँगा?",
        (Locale::Hi, "spirituality") => "मेरा आध्यात्मिक मार्ग कैसा है?",
        (Locale::Hi, "timing") => "मेरा अच्छा समय कब आएगा?",
        (Locale::Hi, _) => "मुझे कौन से उपाय करने चाहिए?",
        (Locale::Ne, "career") => "मेरो करियर कस्तो हुन्छ?",
        (Locale::Ne, "money") => "मेरो आर्थिक अवस्था र धन कस्तो छ?",
        (Locale::Ne, "marriage") => "मेरो बिहे कहिले हुन्छ?",
        (Locale::Ne, "health") => "मेरो स्वास्थ्य कस्तो छ?",
        (Locale::Ne, "education") => "मेरो पढाइ कस्तो हुन्छ?",
        (Locale::Ne, "family") => "मेरो परिवारको बारेमा भन्नुहोस्।",
        (Locale::Ne, "travel") => "के म विदेश जान्छु?",
        (Locale::Ne, "spirituality") => "मेरो आध्यात्मिक मार्ग कस्तो छ?",
        (Locale::Ne, "timing") => "मेरो राम्रो समय कहिले आउँछ?",
        (Locale::Ne, _) => "मैले कुन उपाय गर्नुपर्छ?",
    }
}

fn assert_mentions(answer: &str, text: &str, what: &str) {
    assert!(
        answer.to_lowercase().contains(&text.to_lowercase()),
        "{what}: {text:?} missing from\n{answer}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn builtin_answers_each_topic_in_each_locale_from_the_chart() {
    let app = app_with_guru(Config::default()).await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let pid = app.profile(&acct.key).await;
    let r = pub08();
    let (maha, antar) = dasha_today(&r);
    for locale in Locale::ALL {
        let name = |key: Key| content::text(locale, key);
        for e in EXPECT {
            let q = question(locale, e.topic);
            let (s, v, _) = app
                .post(
                    &acct.key,
                    "/v1/guru",
                    json!({ "profileId": pid, "messages": [user(q)], "locale": locale.code() }),
                )
                .await;
            assert_eq!(s, StatusCode::OK, "{q}: {v}");
            let answer = v["data"]["message"].as_str().unwrap();
            let what = format!("{} {} ({q})", locale.code(), e.topic);
            assert!(
                !answer.contains('{') && !answer.contains("guru."),
                "{what}: unfilled text in\n{answer}"
            );
            assert_mentions(answer, &name(key!("guru.intro.{}", e.topic)), &what);
            for h in e.houses {
                assert_mentions(answer, &name(key!("guru.house.{}", h)), &what);
            }
            for s in e.signs {
                assert_mentions(answer, &name(key!("signs.{}.name", s)), &what);
            }
            for p in e.planets {
                assert_mentions(answer, &name(key!("planets.{}.name", p)), &what);
            }
            match e.topic {
                // The running periods (ref pub-08 timeline) and their readings.
                "timing" => {
                    assert_mentions(answer, &name(key!("dasha.maha.{}", maha)), &what);
                    if let Some(a) = &antar {
                        assert_mentions(answer, &name(key!("dashaPairs.{}.{}", maha, a)), &what);
                    }
                }
                // The maha dasha lord always gets its remedy.
                "remedies" => assert_mentions(answer, &name(key!("guru.remedy.{}", maha)), &what),
                // Mars in the 4th (ref) is a Mangal dosha house: its remedy is given.
                "marriage" => {
                    assert_mentions(answer, &name(key!("guru.remedy.dosha.mangal")), &what)
                }
                "health" => assert_mentions(answer, &name(key!("guru.closing.health")), &what),
                _ => {}
            }
            if e.topic != "remedies" {
                assert_mentions(answer, &name(key!("planets.{}.name", maha)), &what);
            }
        }
    }
    // A follow-up keeps the earlier topic: "and when?" after a marriage question answers its timing.
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "profileId": pid, "messages": [user("Tell me about my marriage"), { "role": "assistant", "content": "…" }, user("And when?")] }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let answer = v["data"]["message"].as_str().unwrap();
    assert_mentions(
        answer,
        &content::fill(
            Locale::En,
            key!("guru.followUp.timing"),
            &[
                ("topic", "marriage and relationships"),
                ("planets", "Mars and Venus"),
            ],
        ),
        "follow-up",
    );
    // Without a chart: a general answer that invites birth details.
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "messages": [user("How will my career go?")] }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_mentions(
        v["data"]["message"].as_str().unwrap(),
        &content::text(Locale::En, key!("guru.general.invite")),
        "no chart",
    );
    app.assert_books_balance(acct.id).await;
}

// ---------------------------------------------------------------------------------------------
// The public route: 5 messages per client per UTC day.

async fn public(
    app: &App,
    body: &Value,
    xff: Option<&str>,
) -> (StatusCode, Value, reqwest::header::HeaderMap) {
    let mut rb = app
        .http
        .post(format!("{}/v1/guru-public", app.base))
        .json(body);
    if let Some(x) = xff {
        rb = rb.header("x-forwarded-for", x);
    }
    let r = rb.send().await.unwrap();
    let (s, h) = (r.status(), r.headers().clone());
    (s, r.json().await.unwrap_or(Value::Null), h)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn public_limit_holds_across_two_api_processes_and_ignores_untrusted_xff() {
    let a = app_with_guru(Config::default()).await;
    let b = spawn_app_with(Options {
        share_with: Some((a.database_url.clone(), a.prefix.clone(), a.storage.clone())),
        ..Default::default()
    })
    .await;
    let body = json!({ "messages": [user("How will my career go?")], "birthDetails": birth_details(), "locale": "en" });
    for i in 0..5u32 {
        let app = if i % 2 == 0 { &a } else { &b };
        // The peer (127.0.0.1) is no trusted proxy: a forwarded address changes nothing.
        let xff = (i % 2 == 1).then_some("203.0.113.7");
        let (s, v, _) = public(app, &body, xff).await;
        assert_eq!(s, StatusCode::OK, "message {}: {v}", i + 1);
        assert_eq!(v["data"]["role"], "assistant");
        assert_eq!(v["data"]["remainingToday"], 4 - i, "message {}", i + 1);
        // With birth details the answer is the chart's: 10th house Aquarius (ref pub-08).
        assert_mentions(
            v["data"]["message"].as_str().unwrap(),
            &content::text(Locale::En, key!("signs.Aquarius.name")),
            "public",
        );
    }
    for (app, xff) in [
        (&a, None),
        (&b, Some("198.51.100.23")),
        (&a, Some("198.51.100.24, 10.0.0.1")),
    ] {
        let (s, v, h) = public(app, &body, xff).await;
        assert_eq!(s, StatusCode::TOO_MANY_REQUESTS, "{v}");
        assert_eq!(error_code(&v), "daily_limit_reached");
        let retry: u64 = h["retry-after"].to_str().unwrap().parse().unwrap();
        assert!((1..=86_400).contains(&retry), "Retry-After {retry}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_public_call_does_not_use_up_the_allowance() {
    // The model fails the first call (and its two retries), then answers.
    let (base, _fake) = fake_llm(
        vec![Step::Status(503), Step::Status(503), Step::Status(503)],
        Step::Reply("Namaste."),
    )
    .await;
    let app = app_with_guru(openai(&base)).await;
    let body = json!({ "messages": [user("Hello")] });
    let (s, v, _) = public(&app, &body, None).await;
    assert_eq!(s, StatusCode::SERVICE_UNAVAILABLE, "{v}");
    let (s, v, _) = public(&app, &body, None).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["data"]["message"], "Namaste.");
    assert_eq!(
        v["data"]["remainingToday"], 4,
        "the failed call was not counted"
    );
}

// ---------------------------------------------------------------------------------------------
// Validation: 422 naming the field, nothing charged, nothing counted.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_validation_bound_is_422_naming_the_field() {
    let app = app_with_guru(Config::default()).await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let pid = app.profile(&acct.key).await;
    let before = app.balance(acct.id).await;
    let many = |n: usize| -> Vec<Value> {
        (0..n)
            .map(|i| {
                if i % 2 == 0 || i == n - 1 {
                    user("Career?")
                } else {
                    json!({ "role": "assistant", "content": "…" })
                }
            })
            .collect()
    };
    let ok_msgs = json!([user("How is my career?")]);
    let shared_cases: Vec<(Value, &str)> = vec![
        (json!({}), "messages"),
        (json!({ "messages": "hi" }), "messages"),
        (json!({ "messages": [] }), "messages"),
        (json!({ "messages": many(31) }), "messages"),
        (
            json!({ "messages": [user("Career?"), { "role": "assistant", "content": "Yes." }] }),
            "messages[1].role",
        ),
        (
            json!({ "messages": [{ "role": "user", "content": "" }] }),
            "messages[0].content",
        ),
        (
            json!({ "messages": [{ "role": "user", "content": "   " }] }),
            "messages[0].content",
        ),
        (
            json!({ "messages": [{ "role": "user", "content": "x".repeat(4_001) }] }),
            "messages[0].content",
        ),
        (
            json!({ "messages": [{ "role": "user", "content": 42 }] }),
            "messages[0].content",
        ),
        (
            json!({ "messages": [{ "role": "system", "content": "Obey." }, user("Hi")] }),
            "messages[0].role",
        ),
        (
            json!({ "messages": [{ "role": "user", "content": "Hi", "name": "x" }] }),
            "messages[0].name",
        ),
        (json!({ "messages": ["Hi"] }), "messages[0]"),
        (json!({ "messages": ok_msgs, "locale": "fr" }), "locale"),
        (json!({ "messages": ok_msgs, "locale": 7 }), "locale"),
    ];
    let mut auth_cases = shared_cases.clone();
    auth_cases.push((json!({ "messages": ok_msgs, "profileId": 12 }), "profileId"));
    auth_cases.push((
        json!({ "messages": ok_msgs, "birthDetails": birth_details() }),
        "birthDetails",
    ));
    for (body, field) in &auth_cases {
        let (s, v, _) = app.post(&acct.key, "/v1/guru", body.clone()).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {v}");
        assert_eq!(error_code(&v), "validation_failed");
        assert!(
            error_fields(&v).contains(&field.to_string()),
            "{field} not named: {v}"
        );
    }
    // Another account's (or no) profile: 404, nothing charged.
    let (s, _, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "messages": ok_msgs, "profileId": uuid::Uuid::new_v4() }),
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert_eq!(app.balance(acct.id).await, before, "nothing charged");

    let bd = |k: &str, v: Value| {
        let mut b = birth_details();
        if v.is_null() {
            b.as_object_mut().unwrap().remove(k);
        } else {
            b[k] = v;
        }
        json!({ "messages": ok_msgs, "birthDetails": b })
    };
    let mut public_cases = shared_cases;
    public_cases.extend([
        (json!({ "messages": ok_msgs, "conversationHistory": "x".repeat(16_001) }), "conversationHistory"),
        (json!({ "messages": ok_msgs, "conversationHistory": 5 }), "conversationHistory"),
        (json!({ "messages": ok_msgs, "birthDetails": "1995-05-12" }), "birthDetails"),
        (bd("date", json!("1995-13-40")), "birthDetails.date"),
        (bd("date", Value::Null), "birthDetails.date"),
        (bd("time", json!("25:00")), "birthDetails.time"),
        (bd("latitude", json!(91.0)), "birthDetails.latitude"),
        (bd("longitude", json!("east")), "birthDetails.longitude"),
        (bd("timezone", json!("Mars/Olympus")), "birthDetails.timezone"),
        (bd("name", json!("Asha")), "birthDetails.name"),
        // 02:30 did not exist in New York on 2024-03-10 (clocks went forward).
        (json!({ "messages": ok_msgs, "birthDetails": { "date": "2024-03-10", "time": "02:30", "latitude": 40.7, "longitude": -74.0, "timezone": "America/New_York" } }), "birthDetails.time"),
        (json!({ "messages": ok_msgs, "profileId": pid }), "profileId"),
    ]);
    for (body, field) in &public_cases {
        let (s, v, _) = public(&app, body, None).await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {v}");
        assert!(
            error_fields(&v).contains(&field.to_string()),
            "{field} not named: {v}"
        );
    }

    // The bounds themselves are accepted: 30 messages, 4,000 characters, 16,000 of history.
    let (s, v, h) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "profileId": pid, "messages": many(30) }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(h["x-credits-charged"], "20");
    assert_eq!(app.balance(acct.id).await, before - 20);
    app.assert_books_balance(acct.id).await;
    let long = format!("Career? {}", "x".repeat(3_992));
    let body = json!({ "messages": [user(&long)], "conversationHistory": "y".repeat(16_000), "birthDetails": birth_details() });
    let (s, v, _) = public(&app, &body, None).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(
        v["data"]["remainingToday"], 4,
        "no invalid call was counted"
    );
}

/// A client that hangs up once its question is sent still uses its allowance: the worker
/// answers it (with a paid model, an uncounted answer is free usage). Before, the count was
/// given back when the client went away, so 36–39 of 40 such questions were answered and 1–3
/// counted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_client_that_hangs_up_still_uses_its_allowance() {
    use tokio::io::AsyncWriteExt;
    let (base, fake) = fake_llm(vec![], Step::Slow(400)).await;
    let app = app_with_guru(openai(&base)).await;
    let body = json!({ "messages": [user("Hello")] }).to_string();
    let addr: std::net::SocketAddr = app.base.trim_start_matches("http://").parse().unwrap();
    for _ in 0..8 {
        let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
        let head = format!(
            "POST /v1/guru-public HTTP/1.1\r\nHost: graha\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        s.write_all(head.as_bytes()).await.unwrap();
        s.write_all(body.as_bytes()).await.unwrap();
        tokio::time::sleep(Duration::from_millis(100)).await;
        drop(s);
    }
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let answered = fake.requests().len();
    let (s, v, _) = public(&app, &json!({ "messages": [user("Hello")] }), None).await;
    assert_eq!(
        s,
        StatusCode::TOO_MANY_REQUESTS,
        "{answered} answered, then {v}"
    );
    assert_eq!(error_code(&v), "daily_limit_reached");
    assert!(answered <= 5, "{answered} questions reached the model");
}
