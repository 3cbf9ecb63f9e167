//! The Guru (spec §4.16, §4.17): authenticated (20 credits) and public (5 messages per client
//! network per UTC day), both answered by the worker through the `guru` queue.

use super::calc::{Charge, credit_headers, failure_error, load_persons};
use crate::dispatch::Job;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::extract::{Account, JsonObject, RequestId, deny_unknown};
use crate::state::AppState;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use chrono::{NaiveDate, NaiveTime, Utc};
use graha::calc::{Gender, PersonData};
use graha::content::Locale;
use graha::endpoints::Endpoint;
use graha::jobs::{ChatMessage, GuruJob, GuruRequest, JOB_VERSION, JobMeta, JobOutcome, Role};
use redis::AsyncCommands;
use serde_json::{Map, Value, json};
use std::net::{IpAddr, SocketAddr};
use uuid::Uuid;

pub fn router() -> Router<AppState> {
    Router::new()
        .route(super::reg("/v1/guru", &["post"]), post(guru))
        .route(super::reg("/v1/guru-public", &["post"]), post(guru_public))
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
    deny_unknown(&body, &["messages", "profileId", "locale"])?;
    let messages = parse_messages(&body)?;
    let locale = parse_locale(&body)?;
    let person = if body.get("profileId").is_some_and(|v| !v.is_null()) {
        load_persons(&state, &account, &["profileId"], &body)
            .await?
            .pop()
    } else {
        None
    };
    let req = GuruRequest {
        messages,
        person,
        locale,
        conversation_history: None,
        now: Utc::now(),
    };
    let _slot = super::calc::Slot::take(
        &state,
        &account,
        graha::endpoints::Queue::Guru,
        state.settings.guru_per_account,
    )
    .await?;
    let cost = Endpoint::Guru.cost();
    let charge_id = format!("{request_id}:{}", Uuid::new_v4().simple());
    let charge = Charge::reserve(&state, &account, &charge_id, cost, Endpoint::Guru.name()).await?;
    match ask(&state, &charge_id, req).await {
        Ok(data) => {
            let balance = charge.balance;
            charge.capture(cost).await?;
            let mut resp = Json(json!({ "success": true, "data": data })).into_response();
            credit_headers(&mut resp, cost, balance);
            Ok(resp)
        }
        Err(e) => {
            charge.refund().await;
            Err(e)
        }
    }
}

async fn ask(state: &AppState, request_id: &str, req: GuruRequest) -> ApiResult<Value> {
    let job_id = Uuid::new_v4();
    let meta = JobMeta {
        v: JOB_VERSION,
        job_id,
        request_id: request_id.to_owned(),
        reply_to: Some(state.dispatcher.reply_to.clone()),
    };
    let reply = state
        .dispatcher
        .call(
            job_id,
            Job::Guru(GuruJob { meta, req }),
            state.settings.guru_deadline,
        )
        .await?;
    match reply.outcome {
        JobOutcome::Json { data } => Ok(data),
        JobOutcome::Failed { failure } => Err(failure_error(failure)),
        JobOutcome::Report { .. } => Err(ApiError::internal("the Guru answered with a report")),
    }
}

/// `birthDetails` of the public route, validated like a profile.
fn parse_birth(body: &Map<String, Value>) -> Result<Option<PersonData>, ApiError> {
    let Some(v) = body.get("birthDetails").filter(|v| !v.is_null()) else {
        return Ok(None);
    };
    let Some(b) = v.as_object() else {
        return Err(ApiError::field("birthDetails", "must be an object"));
    };
    let mut full = b.clone();
    for k in full.keys() {
        if !["date", "time", "latitude", "longitude", "timezone"].contains(&k.as_str()) {
            return Err(ApiError::field(
                &format!("birthDetails.{k}"),
                "is not a field of birthDetails",
            ));
        }
    }
    full.insert("name".into(), json!("Guest"));
    full.insert("gender".into(), json!("male"));
    full.insert("location".into(), json!("Birth place"));
    let p = super::profiles::validate(&full).map_err(|e| match e {
        ApiError::Validation(fs) => ApiError::Validation(
            fs.into_iter()
                .map(|f| FieldError::new(format!("birthDetails.{}", f.field), f.message))
                .collect(),
        ),
        e => e,
    })?;
    Ok(Some(PersonData {
        name: String::new(),
        gender: Gender::Male,
        date: p.date,
        time: p.time,
        timezone: p.timezone,
        location: String::new(),
        latitude: p.latitude,
        longitude: p.longitude,
    }))
}

/// The client as counted by the public limit: the socket peer, or — behind a trusted proxy —
/// the right-most untrusted `X-Forwarded-For` entry. IPv6 clients count per /64.
/// The chain is walked from the right: an entry that is not an address stops the walk (what lies
/// left of it was not written by our proxies), and a chain of trusted proxies only ends at its
/// left-most entry.
pub fn client_network(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> String {
    let mut ip = peer;
    if trusted.contains(&peer) {
        let chain: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .collect();
        for entry in chain.iter().rev() {
            let Ok(hop) = entry.parse::<IpAddr>() else {
                break;
            };
            ip = hop;
            if !trusted.contains(&hop) {
                break;
            }
        }
    }
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    }
}

/// One message counted against a client's public allowance. Given back when the call fails —
/// also when the client goes away and the handler is dropped mid-wait — unless kept.
struct Counted {
    redis: redis::aio::ConnectionManager,
    key: String,
    settled: bool,
}

impl Counted {
    fn keep(mut self) {
        self.settled = true;
    }

    async fn give_back(mut self) {
        self.settled = true;
        let _: Result<i64, _> = self.redis.decr(&self.key, 1).await;
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        if !self.settled {
            let (mut redis, key) = (self.redis.clone(), self.key.clone());
            tokio::spawn(async move {
                let _: Result<i64, _> = redis.decr(&key, 1).await;
            });
        }
    }
}

fn seconds_to_utc_midnight() -> u64 {
    let now = Utc::now();
    let tomorrow = now
        .date_naive()
        .succ_opt()
        .unwrap_or(now.date_naive())
        .and_time(NaiveTime::MIN)
        .and_utc();
    (tomorrow - now).num_seconds().max(1) as u64
}

/// Public Guru: no key; 5 messages per client per UTC day; a failed call does not count.
async fn guru_public(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    RequestId(request_id): RequestId,
    headers: HeaderMap,
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
    let person = parse_birth(&body)?;
    let client = client_network(peer.ip(), &headers, &state.settings.trusted_proxies);
    let day: NaiveDate = Utc::now().date_naive();
    let key = state.names.public_guru_key(&client, &day.to_string());
    let limit = state.settings.public_guru_per_day;
    let mut conn = state.redis.clone();
    let (used,): (u32,) = redis::pipe()
        .atomic()
        .incr(&key, 1u32)
        .expire(&key, 2 * 86_400)
        .ignore()
        .query_async(&mut conn)
        .await?;
    let counted = Counted {
        redis: conn,
        key,
        settled: false,
    };
    if used > limit {
        counted.give_back().await;
        return Err(ApiError::DailyLimitReached {
            retry_after: seconds_to_utc_midnight(),
            limit,
        });
    }
    let req = GuruRequest {
        messages,
        person,
        locale,
        conversation_history: history,
        now: Utc::now(),
    };
    match ask(&state, &format!("public:{request_id}"), req).await {
        Ok(mut data) => {
            counted.keep();
            data["remainingToday"] = json!(limit.saturating_sub(used));
            let mut resp = Json(json!({ "success": true, "data": data })).into_response();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_network_trusts_only_listed_proxies() {
        let mut h = HeaderMap::new();
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_static("1.2.3.4, 10.0.0.9"),
        );
        let peer: IpAddr = "10.0.0.1".parse().unwrap();
        assert_eq!(client_network(peer, &h, &[]), "10.0.0.1");
        let trusted: Vec<IpAddr> = vec!["10.0.0.1".parse().unwrap(), "10.0.0.9".parse().unwrap()];
        assert_eq!(client_network(peer, &h, &trusted), "1.2.3.4");
        // An entry that is no address ends the walk: the client-written part is never read.
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_static("1.2.3.4, garbage, 10.0.0.9"),
        );
        assert_eq!(client_network(peer, &h, &trusted), "10.0.0.9");
        // Only trusted proxies: the left-most hop is the client.
        h.insert("x-forwarded-for", HeaderValue::from_static("10.0.0.9"));
        assert_eq!(client_network(peer, &h, &trusted), "10.0.0.9");
        let v6: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        assert_eq!(
            client_network(v6, &HeaderMap::new(), &[]),
            "2001:db8:1:2::/64"
        );
    }
}
