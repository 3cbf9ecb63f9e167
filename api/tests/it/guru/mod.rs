//! The Guru, keyed and public: the shared test rig (a fake OpenAI-compatible server, apps with
//! a Guru provider, the reference facts of the sample profile, the public route's call). The
//! `openai` provider, the builtin provider's answers per topic and locale, the public daily
//! limit across two API processes, and every validation bound are in the child modules.

mod builtin;
mod openai;
mod public;
mod validation;

use crate::helpers::*;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode as AxStatus};
use axum::response::IntoResponse;
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

fn assert_mentions(answer: &str, text: &str, what: &str) {
    assert!(
        answer.to_lowercase().contains(&text.to_lowercase()),
        "{what}: {text:?} missing from\n{answer}"
    );
}

/// A call to the public route (`POST /v1/guru-public`), from a forwarded address when given:
/// its status, JSON body and headers.
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
