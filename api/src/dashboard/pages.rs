//! The overview (balance, plans, usage), the keys and the plan pages.

use super::view::{self, Section, credits, csrf, n, t, t_with, text};
use super::web::{DashError, DashResult, Form, Session, origin, see_other};
use crate::state::AppState;
use crate::usage::{GroupBy, Usage, UsageQuery, today, usage};
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::key;
use graha::store::accounts::Account;
use graha::store::keys;
use maud::{Markup, html};

pub(super) fn plan_name(p: DeveloperPlan) -> String {
    text(match p {
        DeveloperPlan::Trial => key!("dashboard.plans.developer.trial"),
        DeveloperPlan::Starter => key!("dashboard.plans.developer.starter"),
        DeveloperPlan::Growth => key!("dashboard.plans.developer.growth"),
    })
}

pub(super) fn consumer_name(p: ConsumerPlan) -> String {
    text(match p {
        ConsumerPlan::Free => key!("dashboard.plans.consumer.free"),
        ConsumerPlan::Personal => key!("dashboard.plans.consumer.personal"),
        ConsumerPlan::Pro => key!("dashboard.plans.consumer.pro"),
    })
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
    let live_keys = all_keys
        .iter()
        .filter(|k| k.mode == keys::Mode::Live)
        .count();
    let test_keys = all_keys.len() - live_keys;
    let plan = a.plan();
    let body = html! {
        h1 { (t(key!("dashboard.overview.title"))) }
        @if live_keys == 0 {
            p.notice role="status" {
                (t_with(key!("dashboard.overview.noKey"), &[("link", html! {
                    a href="/dashboard/keys" { (text(key!("dashboard.overview.noKeyLink"))) }
                })]))
            }
        }
        (overview_cards(a, plan))
        @if test_keys == 0 {
            (test_key_offer(&session.csrf))
        }
        (usage_section(&days, &endpoints))
    };
    Ok(view::page(
        &text(key!("dashboard.overview.title")),
        Some(&session.nav(Section::Overview)),
        body,
    ))
}

/// The offer of a test key: every endpoint, whatever the plan, charged nothing.
fn test_key_offer(csrf_token: &str) -> Markup {
    html! {
        section.notice aria-labelledby="test-h" data-testid="test-key-offer" {
            h2 #test-h { (t(key!("dashboard.overview.testKey.heading"))) }
            p { (t_with(key!("dashboard.overview.testKey.body"), &[
                ("prefix", html! { code { "graha_test_…" } }),
                ("header", html! { code { "X-Graha-Mode: test" } }),
            ])) }
            form.inline method="post" action="/dashboard/keys" {
                (csrf(csrf_token))
                input type="hidden" name="name" value=(text(key!("dashboard.overview.testKey.name")));
                input type="hidden" name="mode" value="test";
                button type="submit" { (t(key!("dashboard.overview.testKey.create"))) }
            }
        }
    }
}

/// The overview's cards: balance, plans, next refill and rate limit.
fn overview_cards(a: &Account, plan: DeveloperPlan) -> Markup {
    html! {
        dl.cards {
            div { dt { (t(key!("dashboard.overview.balance"))) } dd data-testid="balance" { (credits(a.credits)) } }
            div { dt { (t(key!("dashboard.overview.plan"))) } dd data-testid="plan" { (plan_name(plan)) } }
            div { dt { (t(key!("dashboard.overview.consumerPlan"))) } dd { (consumer_name(a.consumer())) } }
            div {
                dt { (t(key!("dashboard.overview.nextRefill"))) }
                @match a.credits_refill_at {
                    Some(at) => { dd { (view::when(at)) span.sub { (credits(plan.credits())) } } },
                    None => { dd { (t(key!("dashboard.common.never"))) span.sub { (t(key!("dashboard.overview.trialNoRefill"))) } } },
                }
            }
            div { dt { (t(key!("dashboard.overview.rateLimit"))) } dd { (t_with(key!("dashboard.overview.perMinute"), &[("n", html! { (a.rate_limit()) })])) } }
        }
    }
}

/// The usage of the last 30 days: totals, the chart, and the tables per endpoint and per day.
fn usage_section(days: &Usage, endpoints: &Usage) -> Markup {
    html! {
        section aria-labelledby="usage-h" {
            h2 #usage-h { (t(key!("dashboard.overview.usage.heading"))) }
            p { (t_with(key!("dashboard.overview.usage.summary"), &[
                ("calls", html! { (n(days.total_calls)) }),
                ("credits", html! { (n(days.total_credits)) }),
                ("from", html! { (days.from) }),
                ("to", html! { (days.to) }),
                ("request", html! { code { "GET /v1/usage?from=" (days.from) "&to=" (days.to) "&groupBy=day|endpoint" } }),
            ])) }
            p data-testid="test-calls" {
                (t_with(key!("dashboard.overview.usage.testCalls"), &[("calls", html! { (n(days.test_calls)) })]))
            }
            (view::usage_chart(&days.items))
            h3 { (t(key!("dashboard.overview.usage.perEndpoint"))) }
            (endpoint_usage_table(endpoints))
            details {
                summary { (t(key!("dashboard.overview.usage.perDay"))) }
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
                caption.sr { (t(key!("dashboard.overview.usage.caption"))) }
                thead { tr {
                    th scope="col" { (t(key!("dashboard.overview.usage.endpoint"))) }
                    th.num scope="col" { (t(key!("dashboard.overview.usage.calls"))) }
                    th.num scope="col" { (t(key!("dashboard.overview.usage.credits"))) }
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
                        tr { td colspan="3" { (t(key!("dashboard.overview.usage.none"))) } }
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
                    th scope="col" { (t(key!("dashboard.overview.usage.day"))) }
                    th.num scope="col" { (t(key!("dashboard.overview.usage.calls"))) }
                    th.num scope="col" { (t(key!("dashboard.overview.usage.credits"))) }
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
        rows.iter().filter(|k| k.mode == keys::Mode::Live).count(),
        rows.iter().filter(|k| k.mode == keys::Mode::Test).count(),
    );
    let body = html! {
        h1 { (t(key!("dashboard.keys.title"))) }
        @if let Some(m) = message { (m) }
        @if let Some((name, key)) = new_key {
            (new_key_section(name, key, base))
        }
        p { (t_with(key!("dashboard.keys.summary"), &[
            ("live", html! { (live) }),
            ("max", html! { (max) }),
            ("plan", html! { (plan_name(session.account.plan())) }),
            ("test", html! { (test) }),
            ("maxTest", html! { (keys::MAX_TEST_KEYS) }),
            ("prefix", html! { code { "graha_test_…" } }),
        ])) }
        (live_keys_table(state, &session.csrf, &rows))
        @if !revoked.is_empty() {
            (revoked_keys_section(&revoked))
        }
        (create_key_section(&session.csrf))
    };
    Ok(view::page(
        &text(key!("dashboard.keys.title")),
        Some(&session.nav(Section::Keys)),
        body,
    ))
}

/// The key just created, shown this once, with how to use it.
fn new_key_section(name: &str, key: &str, base: &str) -> Markup {
    html! {
        section.newkey aria-labelledby="newkey-h" {
            h2 #newkey-h { (t_with(key!("dashboard.keys.new.heading"), &[("name", html! { (name) })])) }
            p { (t(key!("dashboard.keys.new.copyNow"))) }
            div.copyrow {
                code #new-key data-testid="new-key" { (key) }
                button type="button" data-copy="new-key" data-copied-text=(text(key!("dashboard.common.copied"))) {
                    (t(key!("dashboard.common.copy")))
                }
            }
            p.help { (t_with(key!("dashboard.keys.new.howTo"), &[("header", html! { code { "X-API-Key" } })])) }
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
                    th scope="col" { (t(key!("dashboard.keys.table.name"))) }
                    th scope="col" { (t(key!("dashboard.keys.table.prefix"))) }
                    th scope="col" { (t(key!("dashboard.keys.table.mode"))) }
                    th scope="col" { (t(key!("dashboard.keys.table.created"))) }
                    th scope="col" { (t(key!("dashboard.keys.table.lastUsed"))) }
                    th scope="col" { span.sr { (t(key!("dashboard.keys.table.actions"))) } }
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
                            td data-mode=(k.mode.name()) {
                                @if k.mode == keys::Mode::Test { (t(key!("dashboard.keys.table.test"))) } @else { (t(key!("dashboard.keys.table.live"))) }
                            }
                            td { (view::when(k.created_at)) }
                            td { @match last { Some(at) => (view::when(at)), None => (t(key!("dashboard.common.never"))) } }
                            td {
                                form method="post" action=(format!("/dashboard/keys/{}/revoke", k.id))
                                    data-confirm=(view::fill(key!("dashboard.keys.table.revokeConfirm"), &[("name", &k.name)])) {
                                    (csrf(csrf_token))
                                    button.danger type="submit" aria-describedby=(format!("k-{}", k.id)) {
                                        (t(key!("dashboard.keys.table.revoke")))
                                    }
                                    span.sr #(format!("k-{}", k.id)) { (t_with(key!("dashboard.keys.table.theKey"), &[("name", html! { (k.name) })])) }
                                }
                            }
                        }
                    }
                    @if rows.is_empty() { tr { td colspan="6" { (t(key!("dashboard.keys.table.none"))) } } }
                }
            }
        }
    }
}

/// The keys revoked lately.
fn revoked_keys_section(revoked: &[keys::RevokedKeyRow]) -> Markup {
    html! {
        section aria-labelledby="revoked-h" {
            h2 #revoked-h { (t(key!("dashboard.keys.revoked.heading"))) }
            div.scroll {
                table data-testid="revoked-keys-table" {
                    thead { tr {
                        th scope="col" { (t(key!("dashboard.keys.table.name"))) }
                        th scope="col" { (t(key!("dashboard.keys.table.prefix"))) }
                        th scope="col" { (t(key!("dashboard.keys.table.created"))) }
                        th scope="col" { (t(key!("dashboard.keys.revoked.revoked"))) }
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
            h2 #create-h { (t(key!("dashboard.keys.create.heading"))) }
            form.inline method="post" action="/dashboard/keys" {
                (csrf(csrf_token))
                (view::label("key-name", key!("dashboard.keys.create.keyName")))
                input #key-name name="name" type="text" required maxlength="100" placeholder="production";
                (view::label("key-mode", key!("dashboard.keys.table.mode")))
                select #key-mode name="mode" {
                    option value="live" selected { (text(key!("dashboard.keys.create.live"))) }
                    option value="test" { (text(key!("dashboard.keys.create.test"))) }
                }
                button type="submit" { (t(key!("dashboard.keys.create.submit"))) }
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
        Some("revoked=1") => {
            Some(html! { p.notice role="status" { (t(key!("dashboard.keys.revokedNotice"))) } })
        }
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
        let m = html! { p.error role="alert" { (t(key!("dashboard.keys.nameProblem"))) } };
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
                    (t_with(key!("dashboard.keys.testLimit"), &[("max", html! { (keys::MAX_TEST_KEYS) })]))
                } },
                keys::Mode::Live => html! { p.error role="alert" {
                    (t_with(key!("dashboard.keys.liveLimit"), &[
                        ("plan", html! { (plan_name(plan)) }),
                        ("max", html! { (plan.max_keys()) }),
                        ("link", html! { a href="/dashboard/plan" { (text(key!("dashboard.keys.liveLimitLink"))) } }),
                    ]))
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
