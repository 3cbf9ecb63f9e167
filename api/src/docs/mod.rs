//! `GET /docs`: the API's documentation page, rendered once per process from the served
//! OpenAPI document (`openapi::document`), so it can never say something the contract does not.
//! Each operation shows its cost and plan, its request fields, a curl call to copy and its
//! example reply; errors are described once for every operation (docs/decisions.md, "The
//! documentation page").

mod schema;

use crate::contract::reg;
use crate::state::AppState;
use axum::Router;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use graha::endpoints::{Endpoint, Tier};
use maud::{DOCTYPE, Markup, PreEscaped, html};
use serde_json::Value;
use std::sync::OnceLock;

const CSS: &str = include_str!("docs.css");

pub fn router() -> Router<AppState> {
    Router::new()
        .route(reg("/docs", &["get"]), get(page))
        .route(reg("/docs/", &["get"]), get(page))
        .route(reg("/docs/docs.css", &["get"]), get(stylesheet))
}

async fn page() -> Response {
    static PAGE: OnceLock<String> = OnceLock::new();
    let html = PAGE.get_or_init(|| render(crate::openapi::document()).into_string());
    let mut resp = axum::response::Html(html.as_str()).into_response();
    resp.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=300"),
    );
    resp
}

async fn stylesheet() -> Response {
    let mut resp = CSS.into_response();
    let h = resp.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/css; charset=utf-8"),
    );
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    resp
}

/// One operation of the document, as the page lists it.
struct Op<'d> {
    method: &'static str,
    path: &'d str,
    op: &'d Value,
}

impl Op<'_> {
    fn anchor(&self) -> String {
        self.op["operationId"]
            .as_str()
            .map(str::to_owned)
            .unwrap_or_else(|| format!("{}{}", self.method, self.path.replace('/', "-")))
    }
    fn summary(&self) -> &str {
        self.op["summary"].as_str().unwrap_or("")
    }
}

/// The operations of each tag, in the document's tag order.
fn by_tag(doc: &Value) -> Vec<(&str, &str, Vec<Op<'_>>)> {
    let mut tags: Vec<(&str, &str, Vec<Op>)> = doc["tags"]
        .as_array()
        .map_or(&[][..], Vec::as_slice)
        .iter()
        .map(|t| {
            let name = t["name"].as_str().unwrap_or("");
            (name, t["description"].as_str().unwrap_or(""), Vec::new())
        })
        .collect();
    let paths = doc["paths"].as_object();
    for (path, item) in paths.into_iter().flatten() {
        for method in ["get", "post", "put", "patch", "delete"] {
            let Some(op) = item.get(method) else { continue };
            let tag = op["tags"][0].as_str().unwrap_or("");
            if let Some(t) = tags.iter_mut().find(|t| t.0 == tag) {
                t.2.push(Op { method, path, op });
            }
        }
    }
    tags.retain(|t| !t.2.is_empty());
    tags
}

fn render(doc: &Value) -> Markup {
    let tags = by_tag(doc);
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { "Graha API documentation" }
                link rel="stylesheet" href="/docs/docs.css";
            }
            body {
                a.skip href="#main" { "Skip to the documentation" }
                header.top {
                    a.brand href="/docs" { "Graha API" }
                    nav aria-label="Site" {
                        a href="/dashboard" { "Dashboard" }
                        a href="/dashboard/signup" { "Sign up" }
                        a href="/openapi.json" { "OpenAPI document" }
                    }
                }
                div.layout {
                    nav.toc aria-label="Operations" {
                        a href="#start" { "Getting started" }
                        a href="#errors" { "Errors" }
                        @for (tag, _, ops) in &tags {
                            h2 { (tag) }
                            ul { @for o in ops {
                                li { a href={ "#" (o.anchor()) } {
                                    span.method { (o.method.to_uppercase()) } " " (o.summary()) } }
                            } }
                        }
                    }
                    main #main {
                        (start(doc))
                        (errors(doc))
                        @for (tag, about, ops) in &tags {
                            section aria-labelledby={ "tag-" (tag) } {
                                h2 #{ "tag-" (tag) } { (tag) }
                                p { (inline(about)) }
                                @for o in ops { (operation(doc, o)) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// How to get a key and make a first call, then the document's own introduction.
fn start(doc: &Value) -> Markup {
    let intro = doc["info"]["description"].as_str().unwrap_or("");
    html! {
        section #start aria-labelledby="start-h" {
            h1 #start-h { "Graha API documentation" }
            p.lead { "Vedic astrology calculations over HTTPS, billed in credits. Every number is computed with the Swiss Ephemeris." }
            h2 { "Getting a key" }
            ol {
                li { a href="/dashboard/signup" { "Sign up" } ": a trial account comes with 500 credits." }
                li { "Create a key on the dashboard's " a href="/dashboard/keys" { "Keys" } " page; it is shown once." }
                li { "Send it on every call in the " code { "X-API-Key" } " header (or " code { "Authorization: Bearer" } ")." }
            }
            pre.code tabindex="0" { code { "export GRAHA_KEY=graha_live_…\n\ncurl -s https://$HOST/v1/birth-chart \\\n  -H \"X-API-Key: $GRAHA_KEY\" -H 'Content-Type: application/json' \\\n  -d '{\"birth\": {\"date\": \"1995-05-12\", \"time\": \"06:15\", \"timezone\": \"Asia/Kathmandu\", \"latitude\": 27.7172, \"longitude\": 85.324}}'" } }
            @for para in intro.split("\n\n") { p { (inline(para)) } }
        }
    }
}

/// Every error status the operations answer, described once.
fn errors(doc: &Value) -> Markup {
    let mut seen: Vec<(String, String)> = Vec::new();
    for item in doc["paths"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(_, v)| v)
    {
        for op in item.as_object().into_iter().flatten().map(|(_, v)| v) {
            for (status, r) in op["responses"].as_object().into_iter().flatten() {
                let ok = status.starts_with('2') || status.starts_with('3');
                let what = r["description"].as_str().unwrap_or("");
                if !ok && !seen.iter().any(|(s, d)| s == status && d == what) {
                    seen.push((status.clone(), what.to_owned()));
                }
            }
        }
    }
    seen.sort();
    html! {
        section #errors aria-labelledby="errors-h" {
            h2 #errors-h { "Errors" }
            p { "An error is " code { "{\"success\": false, \"error\": {\"code\", \"message\", \"details\"}}" }
                " with the status below; " code { "details" } " names the fields at fault. A failed call is never charged. Every reply carries "
                code { "X-Request-Id" } ", and every keyed reply the rate-limit headers." }
            div.scroll { table {
                thead { tr { th scope="col" { "Status" } th scope="col" { "When" } } }
                tbody { @for (status, what) in &seen { tr { th scope="row" { (status) } td { (inline(what)) } } } }
            } }
        }
    }
}

/// The credits and plan an operation needs, from the endpoint table.
fn price(path: &str) -> (String, &'static str) {
    match path.strip_prefix("/v1").and_then(Endpoint::from_path) {
        Some(Endpoint::Kundli) => ("its sections' price less 20 %".into(), "Any plan"),
        Some(e) => (
            format!("{} credits", e.cost()),
            match e.tier() {
                Tier::Any => "Any plan",
                Tier::Personal => "Personal consumer plan",
            },
        ),
        None => ("Free".into(), "Any plan"),
    }
}

fn operation(doc: &Value, o: &Op) -> Markup {
    let (cost, plan) = price(o.path);
    let description = o.op["description"].as_str().unwrap_or("");
    let statuses: Vec<&str> = o.op["responses"]
        .as_object()
        .map(|r| r.keys().map(String::as_str).collect())
        .unwrap_or_default();
    html! {
        article.op #(o.anchor()) aria-labelledby={ (o.anchor()) "-h" } {
            h3 #{ (o.anchor()) "-h" } {
                span.method { (o.method.to_uppercase()) } " " code.path { (o.path) } " " span.summary { (o.summary()) }
            }
            p.badges { span.badge { "Cost: " (cost) } " " span.badge { (plan) } }
            @for para in description.split("\n\n") { p { (inline(para)) } }
            (schema::request(doc, o.op))
            (schema::curl(doc, o.method, o.path, o.op))
            (schema::reply_example(o.op))
            p.statuses { "Answers " @for (i, s) in statuses.iter().enumerate() {
                @if i > 0 { ", " }
                @if s.starts_with('2') { strong { (s) } } @else { a href="#errors" { (s) } }
            } "." }
        }
    }
}

/// A line of the document's Markdown as HTML: `code`, **strong** and *emphasis*.
fn inline(text: &str) -> Markup {
    let escaped = html! { (text) }.into_string();
    let mut out = String::with_capacity(escaped.len());
    for (i, part) in escaped.split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str("<code>");
            out.push_str(part);
            out.push_str("</code>");
        } else {
            out.push_str(&emphasis(part));
        }
    }
    PreEscaped(out)
}

fn emphasis(text: &str) -> String {
    let parts: Vec<&str> = text.split("**").collect();
    let paired = parts.len() % 2 == 1;
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| match i % 2 == 1 && paired {
            true => format!("<strong>{p}</strong>"),
            false => italic(p),
        })
        .collect()
}

fn italic(text: &str) -> String {
    let parts: Vec<&str> = text.split('*').collect();
    if parts.len().is_multiple_of(2) {
        return text.to_owned();
    }
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| match i % 2 {
            1 => format!("<em>{p}</em>"),
            _ => (*p).to_owned(),
        })
        .collect()
}
