//! The call through the API's own paid path (`routes::calc::call`: plan gate, validation,
//! ownership, reservation, queue, settlement), read as a client reads the reply: its status, the
//! credits charged and left, and the envelope; an error with the API's `code`, `message` and
//! `details`; a file (a report's PDF) handed to the browser as it came.

use crate::dashboard::view::{self, n, t};
use crate::dashboard::web::Session;
use crate::routes::calc;
use crate::state::AppState;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use graha::endpoints::Endpoint;
use graha::key;
use maud::{Markup, html};
use serde_json::{Map, Value, json};
use std::collections::HashMap;

/// The largest reply read back (a chart picture's JSON is the largest).
const REPLY_LIMIT: usize = 16 * 1024 * 1024;

/// What the API answered.
pub enum Answer {
    /// A JSON reply: its status, the credits it charged and left, the whole envelope.
    Json {
        status: StatusCode,
        charged: Option<i64>,
        remaining: Option<i64>,
        body: Value,
    },
    /// Text other than JSON (a calendar as iCalendar), with its type.
    Text {
        status: StatusCode,
        charged: Option<i64>,
        remaining: Option<i64>,
        kind: String,
        text: String,
    },
    /// A file (a report's PDF), for the browser as the API answered it.
    File(Response),
    Refused(Refusal),
}

/// An error reply: its status, and the API's `code`, `message` and `details`.
pub struct Refusal {
    pub status: StatusCode,
    pub code: String,
    pub message: String,
    pub details: Value,
    /// The whole envelope.
    pub body: Value,
}

impl Refusal {
    /// The fields a `validation_failed` names, by their paths (`include[2]` as `include`).
    pub fn fields(&self) -> HashMap<String, String> {
        let listed = self.details["fields"]
            .as_array()
            .map_or(&[][..], Vec::as_slice);
        listed
            .iter()
            .filter_map(|f| {
                let path = f["field"].as_str()?;
                let path = path.split('[').next().unwrap_or(path);
                Some((
                    path.to_owned(),
                    f["message"].as_str().unwrap_or("").to_owned(),
                ))
            })
            .collect()
    }
}

/// Makes one paid call of `e` as the API makes it, for the signed-in account.
pub async fn call(
    state: &AppState,
    session: &Session,
    request_id: &str,
    e: Endpoint,
    body: Map<String, Value>,
) -> Answer {
    let caller = session.caller();
    let resp = match calc::call(state, e, caller, request_id.to_owned(), body).await {
        Ok(resp) => resp,
        Err(err) => err.into_response(),
    };
    read(resp).await
}

async fn read(resp: Response) -> Answer {
    let status = resp.status();
    let headers = resp.headers();
    let header_of = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let kind = header_of(header::CONTENT_TYPE.as_str())
        .unwrap_or_default()
        .to_owned();
    let is_json = kind.starts_with("application/json");
    let is_text = kind.starts_with("text/") || kind.starts_with("image/svg+xml");
    if status.is_success() && !is_json && !is_text {
        return Answer::File(resp);
    }
    let charged: Option<i64> = header_of("x-credits-charged").and_then(|v| v.parse().ok());
    let remaining: Option<i64> = header_of("x-credits-remaining").and_then(|v| v.parse().ok());
    let bytes = axum::body::to_bytes(resp.into_body(), REPLY_LIMIT).await;
    if status.is_success() && is_text {
        let text = bytes.map(|b| String::from_utf8_lossy(&b).into_owned());
        return Answer::Text {
            status,
            charged,
            remaining,
            kind,
            text: text.unwrap_or_default(),
        };
    }
    let body: Value = match bytes.ok().and_then(|b| serde_json::from_slice(&b).ok()) {
        Some(v) => v,
        None => {
            let message = view::text(key!("dashboard.tryIt.reply.unreadable"));
            json!({ "success": false, "error": { "code": "internal", "message": message, "details": {} } })
        }
    };
    if status.is_success() {
        return Answer::Json {
            status,
            charged,
            remaining,
            body,
        };
    }
    let error = &body["error"];
    Answer::Refused(Refusal {
        status,
        code: error["code"].as_str().unwrap_or("internal").to_owned(),
        message: error["message"].as_str().unwrap_or("").to_owned(),
        details: error["details"].clone(),
        body,
    })
}

fn status_line(status: StatusCode) -> String {
    format!(
        "{} {}",
        status.as_u16(),
        status.canonical_reason().unwrap_or("")
    )
}

impl Answer {
    /// The API answered text, not JSON.
    pub fn is_text(&self) -> bool {
        matches!(self, Answer::Text { .. })
    }
}

/// A reply's status and what it charged.
fn charge_line(status: StatusCode, charged: Option<i64>, remaining: Option<i64>) -> String {
    let mut line = status_line(status);
    if let Some(c) = charged {
        line.push_str(" · ");
        line.push_str(&view::fill(
            key!("dashboard.tryIt.reply.charged"),
            &[("n", &n(c))],
        ));
    }
    if let Some(r) = remaining {
        line.push_str(" · ");
        line.push_str(&view::fill(
            key!("dashboard.tryIt.reply.left"),
            &[("n", &n(r))],
        ));
    }
    line
}

/// The reply: its status and charge, the chart picture when there is one, the JSON (or text).
pub fn shown(a: &Answer) -> Markup {
    match a {
        Answer::Json {
            status,
            charged,
            remaining,
            body,
        } => html! {
            (heading(&charge_line(*status, *charged, *remaining)))
            @if let Some(svg) = body["data"]["svg"].as_str() {
                figure.picture data-testid="try-picture" {
                    (view::inline_svg(svg))
                    figcaption { code { "data.svg" } ", " (t(key!("dashboard.tryIt.reply.picture"))) }
                }
            }
            pre.reply data-testid="try-reply" tabindex="0" { code { (view::pretty(body)) } }
        },
        Answer::Text {
            status,
            charged,
            remaining,
            kind,
            text,
        } => html! {
            (heading(&charge_line(*status, *charged, *remaining)))
            p.help { code { (kind) } }
            pre.reply data-testid="try-reply" tabindex="0" { code { (text) } }
        },
        Answer::Refused(r) => refused(r),
        Answer::File(_) => html! {},
    }
}

fn heading(status: &str) -> Markup {
    html! {
        h2 #result-h {
            (t(key!("dashboard.tryIt.reply.heading"))) " "
            span.badge data-testid="try-status" { (status) }
        }
    }
}

fn refused(r: &Refusal) -> Markup {
    let fields = r.details["fields"].as_array().filter(|f| !f.is_empty());
    let other = r.details.as_object().is_some_and(|d| !d.is_empty()) && fields.is_none();
    html! {
        (heading(&view::fill(
            key!("dashboard.tryIt.reply.refused"),
            &[("status", &status_line(r.status)), ("code", &r.code)],
        )))
        div.error role="alert" data-testid="try-error" {
            p { code data-testid="try-error-code" { (r.code) } ": " (r.message) }
            @if let Some(fields) = fields {
                ul data-testid="try-error-fields" {
                    @for f in fields {
                        li { code { (f["field"].as_str().unwrap_or("")) } ": " (f["message"].as_str().unwrap_or("")) }
                    }
                }
            }
            @if other {
                dl.facts {
                    @for (k, v) in r.details.as_object().into_iter().flatten() {
                        dt { code { (k) } }
                        dd { (v.as_str().map_or_else(|| v.to_string(), str::to_owned)) }
                    }
                }
            }
        }
        pre.reply data-testid="try-reply" tabindex="0" { code { (view::pretty(&r.body)) } }
    }
}
