//! The Guru: authenticated (20 credits) and public (5 messages per client
//! network per UTC day), both answered by the worker through the `guru` queue.

use super::calc::{failure_error, load_persons};
use crate::dispatch::Job;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::extract::{Account, JsonObject, RequestId, deny_unknown};
use crate::money::{Charge, Slot, credit_headers};
use crate::replies::{GuruAnswer, PublicGuruAnswer, ok};
use crate::state::AppState;
use axum::Router;
use axum::extract::State;
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use chrono::{NaiveDate, Utc};
use graha::astro::Settings;
use graha::calc::PersonData;
use graha::content::Locale;
use graha::endpoints::Endpoint;
use graha::jobs::{ChatMessage, GuruJob, GuruRequest, JOB_VERSION, JobMeta, JobOutcome, Role};
use redis::AsyncCommands;
use serde_json::{Map, Value};
use uuid::Uuid;

/// The keyed Guru route (CORS only where the operator configured origins) and the public one
/// (meant for web pages: CORS for the configured origins, by default any).
pub fn router(config: &crate::state::Config) -> (Router<AppState>, Router<AppState>) {
    let keyed = Router::new().route(crate::contract::reg("/v1/guru", &["post"]), post(guru));
    let public = Router::new().route(
        crate::contract::reg("/v1/guru-public", &["post"]),
        // The CORS layer answers a preflight itself; the OPTIONS route lets it reach the layer.
        post(guru_public)
            .options(|| async { axum::http::StatusCode::NO_CONTENT })
            .layer(crate::contract::cors(&config.cors_public, false)),
    );
    (keyed, public)
}

pub const MAX_MESSAGES: usize = 30;
pub const MAX_CONTENT_CHARS: usize = 4_000;
pub const MAX_HISTORY_CHARS: usize = 16_000;

/// `messages`: 1–30 of `{role: user|assistant, content}`, the last from the user.
pub fn parse_messages(body: &Map<String, Value>) -> Result<Vec<ChatMessage>, ApiError> {
    let Some(Value::Array(items)) = body.get("messages") else {
        return Err(ApiError::field(
            "messages",
            "is required: an array of 1 to 30 messages",
        ));
    };
    if items.is_empty() || items.len() > MAX_MESSAGES {
        return Err(ApiError::field("messages", "must hold 1 to 30 messages"));
    }
    let mut out = Vec::with_capacity(items.len());
    let mut errs = Vec::new();
    for (i, m) in items.iter().enumerate() {
        let Some(obj) = m.as_object() else {
            errs.push(FieldError::new(
                format!("messages[{i}]"),
                "must be an object {role, content}",
            ));
            continue;
        };
        if let Some(k) = obj.keys().find(|k| *k != "role" && *k != "content") {
            errs.push(FieldError::new(
                format!("messages[{i}].{k}"),
                "is not a field of a message",
            ));
        }
        let role = match obj.get("role").and_then(Value::as_str) {
            Some("user") => Some(Role::User),
            Some("assistant") => Some(Role::Assistant),
            _ => {
                errs.push(FieldError::new(
                    format!("messages[{i}].role"),
                    "must be user or assistant",
                ));
                None
            }
        };
        let content = match obj.get("content").and_then(Value::as_str) {
            Some(s) if !s.trim().is_empty() && s.chars().count() <= MAX_CONTENT_CHARS => {
                Some(s.to_owned())
            }
            _ => {
                errs.push(FieldError::new(
                    format!("messages[{i}].content"),
                    "must be a non-empty string of at most 4,000 characters",
                ));
                None
            }
        };
        if let (Some(role), Some(content)) = (role, content) {
            out.push(ChatMessage { role, content });
        }
    }
    if errs.is_empty() && out.last().is_some_and(|m| m.role != Role::User) {
        errs.push(FieldError::new(
            format!("messages[{}].role", items.len() - 1),
            "the last message must be the user's",
        ));
    }
    if errs.is_empty() {
        Ok(out)
    } else {
        Err(ApiError::Validation(errs))
    }
}

fn parse_locale(body: &Map<String, Value>) -> Result<Locale, ApiError> {
    match body.get("locale") {
        None | Some(Value::Null) => Ok(Locale::En),
        Some(v) => v
            .as_str()
            .and_then(Locale::parse)
            .ok_or_else(|| ApiError::field("locale", "must be one of en, hi, ne")),
    }
}

/// Authenticated Guru, optionally grounded in a profile's chart.
async fn guru(
    State(state): State<AppState>,
    account: Account,
    RequestId(request_id): RequestId,
    JsonObject(body): JsonObject,
) -> ApiResult<Response> {
    let allowed: Vec<&str> = ["messages", "profileId", "birth", "locale"]
        .iter()
        .chain(super::settings::FIELDS)
        .copied()
        .collect();
    deny_unknown(&body, &allowed)?;
    let messages = parse_messages(&body)?;
    let locale = parse_locale(&body)?;
    let mut errs = Vec::new();
    let settings = super::settings::parse(&body, account.settings, "", &mut errs);
    if !errs.is_empty() {
        return Err(ApiError::Validation(errs));
    }
    let person = person_of(&state, &account, &body).await?;
    let req = GuruRequest {
        messages,
        person,
        locale,
        settings,
        conversation_history: None,
        now: Utc::now(),
    };
    let _slot = Slot::take(
        &state,
        &account,
        graha::endpoints::Queue::Guru,
        state.config.guru_per_account,
    )
    .await?;
    // A test key's question is answered and charged nothing.
    let cost = if account.test {
        0
    } else {
        Endpoint::Guru.cost()
    };
    let charge_id = format!("{request_id}:{}", Uuid::new_v4().simple());
    let hold = graha::store::ledger::Hold {
        account_id: account.id,
        request_id: &charge_id,
        amount: cost,
        endpoint: Endpoint::Guru.name(),
        seconds: super::calc::hold_seconds(&state, graha::endpoints::Queue::Guru, false),
    };
    let mut charge = if account.test {
        crate::usage::count_test_call(&state, account.id, Endpoint::Guru);
        Charge::free(&state, account.id, charge_id.clone()).await?
    } else {
        Charge::reserve(&state, hold).await?
    };
    let balance = charge.balance;
    // Once the question is queued the worker settles the charge: it captures when it has
    // answered, so a client that goes away pays for the answer it asked for (with a paid LLM
    // provider, an answer refunded on disconnect would be free usage).
    let settled_by_worker = (!account.test).then(|| charge_id.clone());
    let asked = ask(&state, &charge_id, req, settled_by_worker, || {
        charge.worker_settles()
    })
    .await;
    settle_answer(charge, asked, cost, balance).await
}

/// The person a keyed Guru question is about: a stored profile, a birth, or nobody.
async fn person_of(
    state: &AppState,
    account: &Account,
    body: &Map<String, Value>,
) -> ApiResult<Option<PersonData>> {
    Ok(match (body.get("profileId"), body.get("birth")) {
        (Some(_), Some(_)) => {
            return Err(ApiError::field(
                "birth",
                "a birth is given instead of a profile (profileId), not besides one",
            ));
        }
        (Some(id), None) if !id.is_null() => load_persons(state, account, &["profileId"], body)
            .await?
            .pop(),
        (None, Some(v)) => {
            let mut errs = Vec::new();
            let p = super::birth::read(v, "birth", &mut errs);
            if !errs.is_empty() {
                return Err(ApiError::Validation(errs));
            }
            p
        }
        _ => None,
    })
}

/// Answers a keyed Guru question and settles its charge by how the question ended.
async fn settle_answer(
    charge: Charge,
    asked: ApiResult<Value>,
    cost: i64,
    balance: i64,
) -> ApiResult<Response> {
    match asked {
        Ok(data) => {
            charge.hand_over();
            let mut resp = ok(answer_of(data)?).into_response();
            credit_headers(&mut resp, cost, balance);
            Ok(resp)
        }
        Err(e @ ApiError::Timeout) | Err(e @ ApiError::Unavailable(_)) => {
            // The API gives up: refund (a worker that answers later cannot capture it).
            charge.refund().await;
            Err(e)
        }
        Err(e) => {
            charge.hand_over(); // the worker refunded it
            Err(e)
        }
    }
}

async fn ask(
    state: &AppState,
    request_id: &str,
    req: GuruRequest,
    charge: Option<String>,
    on_queued: impl FnOnce(),
) -> ApiResult<Value> {
    let job_id = Uuid::new_v4();
    let meta = JobMeta {
        v: JOB_VERSION,
        job_id,
        request_id: request_id.to_owned(),
        reply_to: Some(state.dispatcher.reply_to.clone()),
        account: None,
        test: false,
    };
    let reply = state
        .dispatcher
        .call_with(
            job_id,
            Job::Guru(GuruJob { meta, req, charge }),
            state.config.guru_deadline,
            on_queued,
        )
        .await?;
    match reply.outcome {
        ref json @ JobOutcome::Json { .. } => json
            .json_value()
            .ok_or_else(|| ApiError::internal("the Guru answered with text that is not JSON")),
        JobOutcome::Failed { failure } => Err(failure_error(failure)),
        JobOutcome::Report { .. } | JobOutcome::File { .. } => {
            Err(ApiError::internal("the Guru answered with a file"))
        }
    }
}

/// `birthDetails` of the public route, validated like a profile, with the settings its chart
/// is computed under.
fn parse_birth(body: &Map<String, Value>) -> Result<(Option<PersonData>, Settings), ApiError> {
    let Some(v) = body.get("birthDetails").filter(|v| !v.is_null()) else {
        return Ok((None, Settings::default()));
    };
    let Some(b) = v.as_object() else {
        return Err(ApiError::field("birthDetails", "must be an object"));
    };
    let mut errs = Vec::new();
    let settings = super::settings::parse(b, Settings::default(), "birthDetails.", &mut errs);
    if !errs.is_empty() {
        return Err(ApiError::Validation(errs));
    }
    let mut full = b.clone();
    full.retain(|k, _| !super::settings::FIELDS.contains(&k.as_str()));
    for k in full.keys() {
        if !["date", "time", "latitude", "longitude", "timezone"].contains(&k.as_str()) {
            return Err(ApiError::field(
                &format!("birthDetails.{k}"),
                "is not a field of birthDetails",
            ));
        }
    }
    // The birth itself is read as every birth is (a profile's checks, `birthDetails.<field>`).
    let mut errs = Vec::new();
    let person = super::birth::read(&Value::Object(full), "birthDetails", &mut errs);
    if !errs.is_empty() {
        return Err(ApiError::Validation(errs));
    }
    let person =
        person.ok_or_else(|| ApiError::internal("a birth read without errors nor data"))?;
    Ok((Some(person), settings))
}

/// One message counted against a client's public allowance: it counts what the worker does,
/// not what the client receives. Given back only when the call is known to have failed (the
/// worker reported a failure, or the job could not be queued); a client that goes away once its
/// question is queued has used it, since the worker still answers it.
struct Counted {
    redis: redis::aio::ConnectionManager,
    key: String,
}

impl Counted {
    async fn give_back(mut self) {
        let _: Result<i64, _> = self.redis.decr(&self.key, 1).await;
    }
}

/// The public route's client (its network), refused before its body is read when it has used
/// today's allowance.
pub struct PublicClient(pub String);

impl axum::extract::FromRequestParts<AppState> for PublicClient {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &AppState,
    ) -> Result<Self, ApiError> {
        let client = crate::client_ip::of_request(
            &parts.extensions,
            &parts.headers,
            &state.config.trusted_proxies,
        )
        .unwrap_or_else(|| "unknown".into());
        crate::ratelimit::refuse_spent_allowance(state, &client).await?;
        Ok(PublicClient(client))
    }
}

/// Public Guru: no key; 5 messages per client per UTC day; a call that failed does not count.
async fn guru_public(
    State(state): State<AppState>,
    PublicClient(client): PublicClient,
    RequestId(request_id): RequestId,
    JsonObject(body): JsonObject,
) -> ApiResult<Response> {
    deny_unknown(
        &body,
        &["messages", "birthDetails", "conversationHistory", "locale"],
    )?;
    let messages = parse_messages(&body)?;
    let locale = parse_locale(&body)?;
    let history = match body.get("conversationHistory") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.chars().count() <= MAX_HISTORY_CHARS => Some(s.clone()),
        Some(_) => {
            return Err(ApiError::field(
                "conversationHistory",
                "must be a string of at most 16,000 characters",
            ));
        }
    };
    let (person, settings) = parse_birth(&body)?;
    let day: NaiveDate = Utc::now().date_naive();
    let key = state.names.public_guru_key(&client, &day.to_string());
    let limit = state.config.public_guru_per_day;
    let mut conn = state.redis.clone();
    let (used,): (u32,) = redis::pipe()
        .atomic()
        .incr(&key, 1u32)
        .expire(&key, 2 * 86_400)
        .ignore()
        .query_async(&mut conn)
        .await?;
    let counted = Counted { redis: conn, key };
    if used > limit {
        counted.give_back().await;
        return Err(ApiError::DailyLimitReached {
            retry_after: crate::ratelimit::seconds_to_utc_midnight(),
            limit,
        });
    }
    let req = GuruRequest {
        messages,
        person,
        locale,
        settings,
        conversation_history: history,
        now: Utc::now(),
    };
    match ask(&state, &format!("public:{request_id}"), req, None, || {}).await {
        Ok(data) => {
            drop(counted);
            let mut resp = ok(PublicGuruAnswer {
                answer: answer_of(data)?,
                remaining_today: limit.saturating_sub(used),
            })
            .into_response();
            resp.headers_mut()
                .insert("x-ratelimit-limit", HeaderValue::from(limit));
            resp.headers_mut().insert(
                "x-ratelimit-remaining",
                HeaderValue::from(limit.saturating_sub(used)),
            );
            Ok(resp)
        }
        Err(e) => {
            counted.give_back().await;
            Err(e)
        }
    }
}

/// The worker's answer as the reply type.
fn answer_of(data: Value) -> Result<GuruAnswer, ApiError> {
    serde_json::from_value(data).map_err(ApiError::internal)
}
