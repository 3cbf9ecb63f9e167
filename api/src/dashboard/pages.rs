//! The overview (balance, plans, usage), the keys and the plan pages.

use super::store;
use super::view::{self, Section, csrf, l, n};
use super::web::{DashError, DashResult, Form, Session, origin, see_other};
use crate::state::AppState;
use crate::usage::{GroupBy, Usage, UsageQuery, today, usage};
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::store::accounts::Account;
use graha::store::keys;
use maud::{Markup, html};

fn plan_name(p: DeveloperPlan) -> &'static str {
    match p {
        DeveloperPlan::Trial => "Trial",
        DeveloperPlan::Starter => "Starter",
        DeveloperPlan::Growth => "Growth",
    }
}

fn consumer_name(p: ConsumerPlan) -> &'static str {
    match p {
        ConsumerPlan::Free => "Free",
        ConsumerPlan::Personal => "Personal",
        ConsumerPlan::Pro => "Pro",
    }
}

/// The overview: balance, plans, refill, rate limit, and the last 30 days of usage.
pub async fn overview(State(state): State<AppState>, session: Session) -> DashResult<Html<String>> {
    let a = &session.account;
    let recent = UsageQuery::recent(today());
    let mut conn = state.db.acquire().await?;
    let days = usage(&mut conn, a.id, recent).await?;
    let endpoints = usage(
        &mut conn,
        a.id,
        UsageQuery {
            group_by: GroupBy::Endpoint,
            ..recent
        },
    )
    .await?;
    let all_keys = keys::list(&mut conn, a.id).await?;
    drop(conn);
    let live_keys = all_keys.iter().filter(|k| k.mode == "live").count();
    let test_keys = all_keys.len() - live_keys;
    let plan = a.plan();
    let body = html! {
        h1 { (l("Overview", "सारांश", "सारांश")) }
        @if live_keys == 0 {
            p.notice role="status" {
                "You have no API key yet. " a href="/dashboard/keys" { "Create your first key" } " to call the API."
            }
        }
        (overview_cards(a, plan))
        @if test_keys == 0 {
            (test_key_offer(&session.csrf))
        }
        (usage_section(&days, &endpoints))
    };
    Ok(view::page(
        "Overview",
        Some(&session.nav(Section::Overview)),
        body,
    ))
}

/// The offer of a test key: every endpoint, whatever the plan, charged nothing.
fn test_key_offer(csrf_token: &str) -> Markup {
    html! {
        section.notice aria-labelledby="test-h" data-testid="test-key-offer" {
            h2 #test-h { (l("Try every endpoint free", "हर एंडपॉइंट मुफ़्त में आज़माएँ", "हरेक एन्डपोइन्ट निःशुल्क प्रयोग गर्नुहोस्")) }
            p { "A test key (" code { "graha_test_…" } ") answers every endpoint, whatever your plan, and charges nothing: "
                "30 calls a minute, replies marked " code { "X-Graha-Mode: test" } ", PDFs marked TEST." }
            form.inline method="post" action="/dashboard/keys" {
                (csrf(csrf_token))
                input type="hidden" name="name" value="Test key";
                input type="hidden" name="mode" value="test";
                button type="submit" { (l("Create a test key", "टेस्ट कुंजी बनाएँ", "टेस्ट कुञ्जी बनाउनुहोस्")) }
            }
        }
    }
}

/// The overview's cards: balance, plans, next refill and rate limit.
fn overview_cards(a: &Account, plan: DeveloperPlan) -> Markup {
    html! {
        dl.cards {
            div { dt { (l("Balance", "शेष क्रेडिट", "बाँकी क्रेडिट")) } dd data-testid="balance" { (n(a.credits)) " credits" } }
            div { dt { (l("Plan", "योजना", "योजना")) } dd data-testid="plan" { (plan_name(plan)) } }
            div { dt { (l("Consumer plan", "उपभोक्ता योजना", "उपभोक्ता योजना")) } dd { (consumer_name(a.consumer())) } }
            div {
                dt { (l("Next refill", "अगला रिफ़िल", "अर्को रिफिल")) }
                @match a.credits_refill_at {
                    Some(t) => { dd { (view::when(t)) span.sub { (n(plan.credits())) " credits" } } },
                    None => { dd { "Never" span.sub { "Trial credits do not refill." } } },
                }
            }
            div { dt { (l("Rate limit", "दर सीमा", "दर सीमा")) } dd { (a.rate_limit()) " requests / minute" } }
        }
    }
}

/// The usage of the last 30 days: totals, the chart, and the tables per endpoint and per day.
fn usage_section(days: &Usage, endpoints: &Usage) -> Markup {
    html! {
        section aria-labelledby="usage-h" {
            h2 #usage-h { (l("Usage, last 30 days", "उपयोग, पिछले 30 दिन", "प्रयोग, पछिल्ला 30 दिन")) }
            p { (n(days.total_calls)) " charged calls, " (n(days.total_credits)) " credits, from "
                (days.from) " to " (days.to) " (UTC). Also from the API: "
                code { "GET /v1/usage?from=" (days.from) "&to=" (days.to) "&groupBy=day|endpoint" } "." }
            p data-testid="test-calls" { "Test keys: " (n(days.test_calls)) " calls in the same days, charged nothing (not in the tables below)." }
            (view::usage_chart(&days.items))
            h3 { (l("Per endpoint", "एंडपॉइंट अनुसार", "एन्डपोइन्ट अनुसार")) }
            (endpoint_usage_table(endpoints))
            details {
                summary { (l("Per day", "दिन अनुसार", "दिन अनुसार")) }
                (day_usage_table(days))
            }
        }
    }
}

/// The table of charged calls and credits per endpoint.
fn endpoint_usage_table(endpoints: &Usage) -> Markup {
    html! {
        div.scroll {
            table data-testid="usage-table" {
                caption.sr { "Charged calls and credits per endpoint, last 30 days" }
                thead { tr {
                    th scope="col" { (l("Endpoint", "एंडपॉइंट", "एन्डपोइन्ट")) }
                    th.num scope="col" { (l("Calls", "कॉल", "कल")) }
                    th.num scope="col" { (l("Credits", "क्रेडिट", "क्रेडिट")) }
                } }
                tbody {
                    @for i in &endpoints.items {
                        tr {
                            th scope="row" { code { (i.endpoint.as_deref().unwrap_or("")) } }
                            td.num { (n(i.calls)) }
                            td.num { (n(i.credits)) }
                        }
                    }
                    @if endpoints.items.is_empty() {
                        tr { td colspan="3" { "No charged calls yet." } }
                    }
                }
            }
        }
    }
}

/// The table of charged calls and credits per day, newest first.
fn day_usage_table(days: &Usage) -> Markup {
    html! {
        div.scroll {
            table data-testid="usage-days" {
                thead { tr {
                    th scope="col" { (l("Day", "दिन", "दिन")) }
                    th.num scope="col" { (l("Calls", "कॉल", "कल")) }
                    th.num scope="col" { (l("Credits", "क्रेडिट", "क्रेडिट")) }
                } }
                tbody {
                    @for i in days.items.iter().rev() {
                        tr {
                            th scope="row" { (i.day.map(|d| d.to_string()).unwrap_or_default()) }
                            td.num { (n(i.calls)) }
                            td.num { (n(i.credits)) }
                        }
                    }
                }
            }
        }
    }
}

/// The keys page, with the key just created (shown this once) or a message.
async fn keys_page(
    state: &AppState,
    session: &Session,
    base: &str,
    new_key: Option<(&str, &str)>,
    message: Option<Markup>,
) -> DashResult<Html<String>> {
    let mut conn = state.db.acquire().await?;
    let rows = keys::list(&mut conn, session.account.id).await?;
    let revoked = keys::revoked(&mut conn, session.account.id, 50).await?;
    drop(conn);
    let max = session.account.plan().max_keys();
    let (live, test) = (
        rows.iter().filter(|k| k.mode == "live").count(),
        rows.iter().filter(|k| k.mode == "test").count(),
    );
    let body = html! {
        h1 { (l("API keys", "एपीआई कुंजियाँ", "एपीआई कुञ्जीहरू")) }
        @if let Some(m) = message { (m) }
        @if let Some((name, key)) = new_key {
            (new_key_section(name, key, base))
        }
        p { (live) " of " (max) " live keys in use (" (plan_name(session.account.plan())) " plan), "
            (test) " of " (keys::MAX_TEST_KEYS) " test keys. A test key (" code { "graha_test_…" } ") answers every endpoint whatever the plan and charges nothing (30 calls a minute)." }
        (live_keys_table(state, &session.csrf, &rows))
        @if !revoked.is_empty() {
            (revoked_keys_section(&revoked))
        }
        (create_key_section(&session.csrf))
    };
    Ok(view::page(
        "API keys",
        Some(&session.nav(Section::Keys)),
        body,
    ))
}

/// The key just created, shown this once, with how to use it.
fn new_key_section(name: &str, key: &str, base: &str) -> Markup {
    html! {
        section.newkey aria-labelledby="newkey-h" {
            h2 #newkey-h { "Your new key “" (name) "”" }
            p { "Copy it now: it is shown this once and cannot be read again." }
            div.copyrow {
                code #new-key data-testid="new-key" { (key) }
                button type="button" data-copy="new-key" { (l("Copy", "कॉपी करें", "कपी गर्नुहोस्")) }
            }
            p.help { "Send it in the " code { "X-API-Key" } " header. Try: " }
            pre { code { "curl -s " (base) "/api-keys -H \"X-API-Key: " (key) "\"" } }
        }
    }
}

/// The live keys, each with its revoke form.
fn live_keys_table(state: &AppState, csrf_token: &str, rows: &[keys::KeyRow]) -> Markup {
    html! {
        div.scroll {
            table data-testid="keys-table" {
                thead { tr {
                    th scope="col" { (l("Name", "नाम", "नाम")) }
                    th scope="col" { (l("Prefix", "उपसर्ग", "उपसर्ग")) }
                    th scope="col" { (l("Mode", "मोड", "मोड")) }
                    th scope="col" { (l("Created", "बनाई गई", "बनाइएको")) }
                    th scope="col" { (l("Last used", "अंतिम उपयोग", "अन्तिम प्रयोग")) }
                    th scope="col" { span.sr { "Actions" } }
                } }
                tbody {
                    @for k in rows {
                        @let last = match (k.last_used_at, state.last_used.peek(&k.id)) {
                            (Some(a), Some(b)) => Some(a.max(b)),
                            (a, b) => a.or(b),
                        };
                        tr data-key-prefix=(k.prefix) {
                            th scope="row" { (k.name) }
                            td { code { (k.prefix) "…" } }
                            td data-mode=(k.mode) { @if k.mode == "test" { "Test" } @else { "Live" } }
                            td { (view::when(k.created_at)) }
                            td { @match last { Some(t) => (view::when(t)), None => "Never" } }
                            td {
                                form method="post" action=(format!("/dashboard/keys/{}/revoke", k.id))
                                    data-confirm=(format!("Revoke the key “{}”? Calls made with it will be refused.", k.name)) {
                                    (csrf(csrf_token))
                                    button.danger type="submit" aria-describedby=(format!("k-{}", k.id)) {
                                        (l("Revoke", "रद्द करें", "रद्द गर्नुहोस्"))
                                    }
                                    span.sr #(format!("k-{}", k.id)) { "the key " (k.name) }
                                }
                            }
                        }
                    }
                    @if rows.is_empty() { tr { td colspan="6" { "No keys yet." } } }
                }
            }
        }
    }
}

/// The keys revoked lately.
fn revoked_keys_section(revoked: &[keys::RevokedKeyRow]) -> Markup {
    html! {
        section aria-labelledby="revoked-h" {
            h2 #revoked-h { (l("Revoked keys", "रद्द की गई कुंजियाँ", "रद्द गरिएका कुञ्जीहरू")) }
            div.scroll {
                table data-testid="revoked-keys-table" {
                    thead { tr {
                        th scope="col" { (l("Name", "नाम", "नाम")) }
                        th scope="col" { (l("Prefix", "उपसर्ग", "उपसर्ग")) }
                        th scope="col" { (l("Created", "बनाई गई", "बनाइएको")) }
                        th scope="col" { (l("Revoked", "रद्द", "रद्द")) }
                    } }
                    tbody {
                        @for k in revoked {
                            tr data-revoked-prefix=(k.prefix) {
                                th scope="row" { (k.name) }
                                td { code { (k.prefix) "…" } }
                                td { (view::when(k.created_at)) }
                                td { (view::when(k.revoked_at)) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The form creating a key.
fn create_key_section(csrf_token: &str) -> Markup {
    html! {
        section aria-labelledby="create-h" {
            h2 #create-h { (l("Create a key", "नई कुंजी", "नयाँ कुञ्जी")) }
            form.inline method="post" action="/dashboard/keys" {
                (csrf(csrf_token))
                (view::label("key-name", "Key name", "कुंजी का नाम", "कुञ्जीको नाम"))
                input #key-name name="name" type="text" required maxlength="100" placeholder="production";
                (view::label("key-mode", "Mode", "मोड", "मोड"))
                select #key-mode name="mode" {
                    option value="live" selected { "Live (charged)" }
                    option value="test" { "Test (free, every endpoint)" }
                }
                button type="submit" { (l("Create key", "कुंजी बनाएँ", "कुञ्जी बनाउनुहोस्")) }
            }
        }
    }
}

/// The keys page.
pub async fn keys_list(
    State(state): State<AppState>,
    session: Session,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> DashResult<Html<String>> {
    let message = match q.as_deref() {
        Some("revoked=1") => Some(
            html! { p.notice role="status" { "The key is revoked: calls with it are refused from now on." } },
        ),
        _ => None,
    };
    keys_page(&state, &session, &origin(&state, &headers), None, message).await
}

/// Creates a key and shows it once.
#[tracing::instrument(skip_all, fields(account = %session.account.id))]
pub async fn create_key(
    State(state): State<AppState>,
    session: Session,
    headers: HeaderMap,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    let base = origin(&state, &headers);
    let name = form.get("name").unwrap_or("");
    if name.is_empty() || name.chars().count() > 100 || name.chars().any(char::is_control) {
        let m = html! { p.error role="alert" { "Give the key a name of 1 to 100 characters." } };
        return Ok((
            StatusCode::UNPROCESSABLE_ENTITY,
            keys_page(&state, &session, &base, None, Some(m)).await?,
        )
            .into_response());
    }
    let mode = match form.get("mode") {
        Some("test") => keys::Mode::Test,
        _ => keys::Mode::Live,
    };
    let key = keys::generate_for(mode);
    let plan = session.account.plan();
    let max = match mode {
        keys::Mode::Live => plan.max_keys(),
        keys::Mode::Test => keys::MAX_TEST_KEYS,
    };
    let mut conn = state.db.acquire().await?;
    let row = keys::insert_within_limit(
        &mut conn,
        session.account.id,
        name,
        &key,
        &state.config.key_pepper,
        max,
    )
    .await?;
    drop(conn);
    match row {
        Some(row) => Ok(
            keys_page(&state, &session, &base, Some((&row.name, &key)), None)
                .await?
                .into_response(),
        ),
        None => {
            let m = match mode {
                keys::Mode::Test => html! { p.error role="alert" {
                    "An account holds " (keys::MAX_TEST_KEYS) " test keys. Revoke one first."
                } },
                keys::Mode::Live => html! { p.error role="alert" {
                    "The " (plan_name(plan)) " plan allows " (plan.max_keys()) " live keys. Revoke one first, or "
                    a href="/dashboard/plan" { "ask for a larger plan" } "."
                } },
            };
            Ok((
                StatusCode::CONFLICT,
                keys_page(&state, &session, &base, None, Some(m)).await?,
            )
                .into_response())
        }
    }
}

/// Revokes a key. The account has a dashboard login, so even its last key may go (signing in is
/// the way back).
#[tracing::instrument(skip_all, fields(account = %session.account.id))]
pub async fn revoke_key(
    State(state): State<AppState>,
    session: Session,
    Path(id): Path<String>,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    let id = uuid::Uuid::parse_str(&id).map_err(|_| DashError::NotFound)?;
    let mut conn = state.db.acquire().await?;
    match keys::revoke(&mut conn, session.account.id, id, true).await? {
        keys::Revoke::Revoked => {}
        keys::Revoke::NotFound => return Err(DashError::NotFound),
        keys::Revoke::LastKey => return Err(crate::error::ApiError::LastKey.into()),
    }
    state.keys.forget_account(session.account.id);
    Ok(see_other("/dashboard/keys?revoked=1"))
}

// --- Plan -----------------------------------------------------------------------------------

async fn plan_page(
    state: &AppState,
    session: &Session,
    message: Option<Markup>,
) -> DashResult<Html<String>> {
    let a = &session.account;
    let mut conn = state.db.acquire().await?;
    let requests = store::upgrade_requests(&mut conn, a.id).await?;
    drop(conn);
    let body = html! {
        h1 { (l("Plan", "योजना", "योजना")) }
        @if let Some(m) = message { (m) }
        p { "Your developer plan is " strong { (plan_name(a.plan())) } " and your consumer plan "
            strong { (consumer_name(a.consumer())) } "." }
        h2 { (l("Developer plans", "डेवलपर योजनाएँ", "डेभलपर योजनाहरू")) }
        (developer_plans_table(a.plan()))
        p.help { "Starter and Growth credits refill at the start of each billing month. Trial credits do not refill." }
        h2 { (l("Consumer plans", "उपभोक्ता योजनाएँ", "उपभोक्ता योजनाहरू")) }
        ul {
            li { strong { "Free" } ": the 2- and 3-credit chart endpoints, panchang, calendars, sky events, the Guru." }
            li { strong { "Personal" } " and " strong { "Pro" } ": also the personal-tier readings (dasha, yogas, doshas, KP, Jaimini, matching…) and the PDF reports." }
        }
        (upgrade_section(a, &session.csrf))
        @if !requests.is_empty() {
            (requests_section(&requests))
        }
    };
    Ok(view::page("Plan", Some(&session.nav(Section::Plan)), body))
}

/// The developer plans side by side, `current` marked.
fn developer_plans_table(current: DeveloperPlan) -> Markup {
    let prices = [
        ("free", "—"),
        ("29 USD per month", ""),
        ("99 USD per month", ""),
    ];
    html! {
        div.scroll {
            table data-testid="plan-table" {
                thead { tr {
                    th scope="col" { (l("Plan", "योजना", "योजना")) }
                    th scope="col" { (l("Price", "मूल्य", "मूल्य")) }
                    th scope="col" { (l("Credits", "क्रेडिट", "क्रेडिट")) }
                    th scope="col" { (l("Rate limit", "दर सीमा", "दर सीमा")) }
                    th scope="col" { (l("API keys", "एपीआई कुंजियाँ", "एपीआई कुञ्जीहरू")) }
                } }
                tbody {
                    @for (p, (price, _)) in DeveloperPlan::ALL.iter().zip(prices) {
                        tr.current[*p == current] aria-current=[(*p == current).then_some("true")] {
                            th scope="row" { (plan_name(*p)) @if *p == current { " " span.badge { "your plan" } } }
                            td { (price) }
                            td { (n(p.credits())) @if p.refills() { " per month" } @else { ", one-time" } }
                            td { (p.rate_limit_per_minute()) " requests/min" }
                            td { (p.max_keys()) }
                        }
                    }
                }
            }
        }
    }
}

/// The form asking for another plan.
fn upgrade_section(a: &Account, csrf_token: &str) -> Markup {
    html! {
        section aria-labelledby="upgrade-h" {
            h2 #upgrade-h { (l("Ask for an upgrade", "अपग्रेड का अनुरोध", "अपग्रेड अनुरोध")) }
            p.help { "No payment is taken here: an operator reads the request and changes the plan." }
            form method="post" action="/dashboard/plan" {
                (csrf(csrf_token))
                (view::label("developer", "Developer plan", "डेवलपर योजना", "डेभलपर योजना"))
                select #developer name="developerPlan" {
                    option value="" { "No change" }
                    @for p in DeveloperPlan::ALL { @if p != a.plan() { option value=(p.as_str()) { (plan_name(p)) } } }
                }
                (view::label("consumer", "Consumer plan", "उपभोक्ता योजना", "उपभोक्ता योजना"))
                select #consumer name="consumerPlan" {
                    option value="" { "No change" }
                    @for p in ConsumerPlan::ALL { @if p != a.consumer() { option value=(p.as_str()) { (consumer_name(p)) } } }
                }
                (view::label("message", "Message (optional)", "संदेश", "सन्देश"))
                textarea #message name="message" maxlength="500" rows="3" {}
                button type="submit" { (l("Request upgrade", "अपग्रेड का अनुरोध करें", "अपग्रेड अनुरोध गर्नुहोस्")) }
            }
        }
    }
}

/// The upgrades the account asked for.
fn requests_section(requests: &[store::UpgradeRequest]) -> Markup {
    html! {
        h2 { (l("Your requests", "आपके अनुरोध", "तपाईंका अनुरोधहरू")) }
        div.scroll {
            table data-testid="requests-table" {
                thead { tr { th scope="col" { "Asked" } th scope="col" { "Developer plan" } th scope="col" { "Consumer plan" } th scope="col" { "Message" } } }
                tbody {
                    @for r in requests {
                        tr {
                            td { (view::when(r.created_at)) }
                            td { (r.developer_plan.as_deref().unwrap_or("—")) }
                            td { (r.consumer_plan.as_deref().unwrap_or("—")) }
                            td { (r.message.as_deref().unwrap_or("")) }
                        }
                    }
                }
            }
        }
    }
}

/// The plan table and the upgrade form.
pub async fn plan(State(state): State<AppState>, session: Session) -> DashResult<Html<String>> {
    plan_page(&state, &session, None).await
}

/// Records an upgrade request.
#[tracing::instrument(skip_all, fields(account = %session.account.id))]
pub async fn request_upgrade(
    State(state): State<AppState>,
    session: Session,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    let developer = form
        .get("developerPlan")
        .filter(|s| !s.is_empty())
        .map(|s| DeveloperPlan::parse(s).ok_or(()))
        .transpose();
    let consumer = form
        .get("consumerPlan")
        .filter(|s| !s.is_empty())
        .map(|s| ConsumerPlan::parse(s).ok_or(()))
        .transpose();
    let message = form.get("message").filter(|s| !s.is_empty());
    let problem = match (&developer, &consumer) {
        (Err(()), _) | (_, Err(())) => Some("Choose a plan from the lists."),
        (Ok(None), Ok(None)) => Some("Choose the developer plan, the consumer plan or both."),
        _ if message.is_some_and(|m| m.chars().count() > 500) => {
            Some("The message may have at most 500 characters.")
        }
        _ => None,
    };
    if let Some(p) = problem {
        let m = html! { p.error role="alert" { (p) } };
        return Ok((
            StatusCode::UNPROCESSABLE_ENTITY,
            plan_page(&state, &session, Some(m)).await?,
        )
            .into_response());
    }
    let (developer, consumer) = (developer.ok().flatten(), consumer.ok().flatten());
    let mut conn = state.db.acquire().await?;
    store::request_upgrade(
        &mut conn,
        session.account.id,
        developer.map(DeveloperPlan::as_str),
        consumer.map(ConsumerPlan::as_str),
        message,
    )
    .await?;
    drop(conn);
    let m = html! { p.notice role="status" { "Your request is recorded. We will change the plan and let you know." } };
    Ok(plan_page(&state, &session, Some(m)).await?.into_response())
}
