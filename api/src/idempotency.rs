//! `Idempotency-Key` on every POST: the same key with the same body within 24 h replays the
//! stored reply (`Idempotency-Replayed: true`) and charges nothing more; the same key with
//! another body is 422 `idempotency_key_reused`; while the first is still running, 409.
//! Only successful replies are kept: after a failure the key is free to be retried.
//! Records live in Redis, scoped to the API key (or the client address on the public route).

use crate::error::ApiError;
use crate::state::AppState;
use axum::body::{Body, to_bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use redis::AsyncCommands;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

const TTL_SECS: u64 = 24 * 3600;
/// Replies larger than this are not kept (they are still answered).
const MAX_STORED: usize = 4 * 1024 * 1024;

#[derive(Serialize, Deserialize)]
struct Record {
    fingerprint: String,
    done: bool,
    status: u16,
    headers: Vec<(String, String)>,
    body_hex: String,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

fn scope(headers: &HeaderMap) -> String {
    let who = headers
        .get("x-api-key")
        .map(|v| v.as_bytes().to_vec())
        .unwrap_or_default();
    hex(&Sha256::digest(&who)[..16])
}

pub async fn idempotency(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if req.method() != Method::POST {
        return next.run(req).await;
    }
    let Some(key) = req
        .headers()
        .get("idempotency-key")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
    else {
        return next.run(req).await;
    };
    if key.is_empty() || key.len() > 255 || !key.bytes().all(|b| b.is_ascii_graphic()) {
        return ApiError::field(
            "Idempotency-Key",
            "must be 1 to 255 printable ASCII characters",
        )
        .into_response();
    }
    let (parts, body) = req.into_parts();
    let Ok(bytes) = to_bytes(body, crate::routes::GURU_BODY_LIMIT).await else {
        return ApiError::PayloadTooLarge {
            limit: crate::routes::GURU_BODY_LIMIT,
        }
        .into_response();
    };
    let mut h = Sha256::new();
    h.update(parts.uri.path().as_bytes());
    h.update([0]);
    h.update(&bytes);
    let fingerprint = hex(&h.finalize());
    let rkey = state
        .names
        .idempotency_key_str(&scope(&parts.headers), &key);
    let mut conn = state.redis.clone();

    let pending = Record {
        fingerprint: fingerprint.clone(),
        done: false,
        status: 0,
        headers: vec![],
        body_hex: String::new(),
    };
    let claimed: Result<bool, _> = redis::cmd("SET")
        .arg(&rkey)
        .arg(serde_json::to_string(&pending).unwrap_or_default())
        .arg("NX")
        .arg("EX")
        .arg(TTL_SECS)
        .query_async::<Option<String>>(&mut conn)
        .await
        .map(|r| r.is_some());
    match claimed {
        Err(e) => return ApiError::from(e).into_response(),
        Ok(false) => {
            let existing: Option<String> = conn.get(&rkey).await.unwrap_or(None);
            let Some(rec) = existing.and_then(|s| serde_json::from_str::<Record>(&s).ok()) else {
                return ApiError::Conflict(
                    "A request with this Idempotency-Key is in progress.".into(),
                )
                .into_response();
            };
            if rec.fingerprint != fingerprint {
                return ApiError::IdempotencyKeyReused.into_response();
            }
            if !rec.done {
                return ApiError::Conflict(
                    "A request with this Idempotency-Key is still in progress.".into(),
                )
                .into_response();
            }
            return replay(rec);
        }
        Ok(true) => {}
    }

    let resp = next
        .run(Request::from_parts(parts, Body::from(bytes)))
        .await;
    let status = resp.status();
    if !status.is_success() {
        let _: Result<(), _> = conn.del(&rkey).await;
        return resp;
    }
    let (rparts, rbody) = resp.into_parts();
    let Ok(rbytes) = to_bytes(rbody, usize::MAX).await else {
        let _: Result<(), _> = conn.del(&rkey).await;
        return ApiError::internal("reply body could not be read").into_response();
    };
    if rbytes.len() <= MAX_STORED {
        let keep = [
            "content-type",
            "content-disposition",
            "x-credits-charged",
            "x-credits-remaining",
            "x-report-id",
            "location",
        ];
        let headers = rparts
            .headers
            .iter()
            .filter(|(n, _)| keep.contains(&n.as_str()))
            .filter_map(|(n, v)| Some((n.as_str().to_owned(), v.to_str().ok()?.to_owned())))
            .collect();
        let rec = Record {
            fingerprint,
            done: true,
            status: status.as_u16(),
            headers,
            body_hex: hex(&rbytes),
        };
        let _: Result<(), _> = conn
            .set_ex(
                &rkey,
                serde_json::to_string(&rec).unwrap_or_default(),
                TTL_SECS,
            )
            .await;
    } else {
        let _: Result<(), _> = conn.del(&rkey).await;
    }
    Response::from_parts(rparts, Body::from(rbytes))
}

fn replay(rec: Record) -> Response {
    let body = unhex(&rec.body_hex).unwrap_or_default();
    let mut resp = Response::new(Body::from(body));
    *resp.status_mut() = StatusCode::from_u16(rec.status).unwrap_or(StatusCode::OK);
    for (n, v) in rec.headers {
        if let (Ok(n), Ok(v)) = (HeaderName::try_from(n), HeaderValue::from_str(&v)) {
            resp.headers_mut().insert(n, v);
        }
    }
    resp.headers_mut()
        .insert("idempotency-replayed", HeaderValue::from_static("true"));
    resp
}
