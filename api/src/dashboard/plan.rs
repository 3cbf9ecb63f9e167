//! The plan page: the developer plans side by side, and the upgrade requests.

use super::pages::{consumer_name, plan_name};
use super::store;
use super::view::{self, Section, csrf, n, t, t_with, text};
use super::web::{DashResult, Form, Session};
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::key;
use graha::store::accounts::Account;
use maud::{Markup, html};

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
        h1 { (t(key!("dashboard.plan.title"))) }
        @if let Some(m) = message { (m) }
        p { (t_with(key!("dashboard.plan.yours"), &[
            ("developer", html! { strong { (plan_name(a.plan())) } }),
            ("consumer", html! { strong { (consumer_name(a.consumer())) } }),
        ])) }
        h2 { (t(key!("dashboard.plan.developerPlans"))) }
        (developer_plans_table(a.plan()))
        p.help { (t(key!("dashboard.plan.refillHelp"))) }
        h2 { (t(key!("dashboard.plan.consumerPlans"))) }
        ul {
            li { (t_with(key!("dashboard.plan.free"), &[
                ("free", html! { strong { (consumer_name(ConsumerPlan::Free)) } }),
            ])) }
            li { (t_with(key!("dashboard.plan.personal"), &[
                ("personal", html! { strong { (consumer_name(ConsumerPlan::Personal)) } }),
                ("pro", html! { strong { (consumer_name(ConsumerPlan::Pro)) } }),
            ])) }
        }
        (upgrade_section(a, &session.csrf))
        @if !requests.is_empty() {
            (requests_section(&requests))
        }
    };
    Ok(view::page(
        &text(key!("dashboard.plan.title")),
        Some(&session.nav(Section::Plan)),
        body,
    ))
}

/// The developer plans side by side, `current` marked.
fn developer_plans_table(current: DeveloperPlan) -> Markup {
    // US dollars a month; none for the Trial.
    let prices: [Option<u32>; 3] = [None, Some(29), Some(99)];
    html! {
        div.scroll {
            table data-testid="plan-table" {
                thead { tr {
                    th scope="col" { (t(key!("dashboard.plan.table.plan"))) }
                    th scope="col" { (t(key!("dashboard.plan.table.price"))) }
                    th scope="col" { (t(key!("dashboard.plan.table.credits"))) }
                    th scope="col" { (t(key!("dashboard.plan.table.rateLimit"))) }
                    th scope="col" { (t(key!("dashboard.plan.table.keys"))) }
                } }
                tbody {
                    @for (p, price) in DeveloperPlan::ALL.iter().zip(prices) {
                        @let figure = |k| t_with(k, &[("n", html! { (n(p.credits())) })]);
                        tr.current[*p == current] aria-current=[(*p == current).then_some("true")] {
                            th scope="row" { (plan_name(*p)) @if *p == current { " " span.badge { (t(key!("dashboard.plan.table.yours"))) } } }
                            td {
                                @match price {
                                    Some(usd) => (t_with(key!("dashboard.plan.table.pricePerMonth"), &[("n", html! { (usd) })])),
                                    None => (t(key!("dashboard.plan.table.free"))),
                                }
                            }
                            td {
                                @if p.refills() { (figure(key!("dashboard.plan.table.perMonth"))) }
                                @else { (figure(key!("dashboard.plan.table.oneTime"))) }
                            }
                            td { (t_with(key!("dashboard.plan.table.perMinute"), &[("n", html! { (p.rate_limit_per_minute()) })])) }
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
            h2 #upgrade-h { (t(key!("dashboard.plan.upgrade.heading"))) }
            p.help { (t(key!("dashboard.plan.upgrade.help"))) }
            form method="post" action="/dashboard/plan" {
                (csrf(csrf_token))
                (view::label("developer", key!("dashboard.plan.upgrade.developer")))
                select #developer name="developerPlan" {
                    option value="" { (text(key!("dashboard.plan.upgrade.noChange"))) }
                    @for p in DeveloperPlan::ALL { @if p != a.plan() { option value=(p.as_str()) { (plan_name(p)) } } }
                }
                (view::label("consumer", key!("dashboard.plan.upgrade.consumer")))
                select #consumer name="consumerPlan" {
                    option value="" { (text(key!("dashboard.plan.upgrade.noChange"))) }
                    @for p in ConsumerPlan::ALL { @if p != a.consumer() { option value=(p.as_str()) { (consumer_name(p)) } } }
                }
                (view::label("message", key!("dashboard.plan.upgrade.message")))
                textarea #message name="message" maxlength="500" rows="3" {}
                button type="submit" { (t(key!("dashboard.plan.upgrade.submit"))) }
            }
        }
    }
}

/// The upgrades the account asked for.
fn requests_section(requests: &[store::UpgradeRequest]) -> Markup {
    html! {
        h2 { (t(key!("dashboard.plan.requests.heading"))) }
        div.scroll {
            table data-testid="requests-table" {
                thead { tr {
                    th scope="col" { (t(key!("dashboard.plan.requests.asked"))) }
                    th scope="col" { (t(key!("dashboard.plan.upgrade.developer"))) }
                    th scope="col" { (t(key!("dashboard.plan.upgrade.consumer"))) }
                    th scope="col" { (t(key!("dashboard.plan.requests.message"))) }
                } }
                tbody {
                    @for r in requests {
                        tr {
                            td { (view::when(r.created_at)) }
                            td { (r.developer_plan.as_deref().map_or_else(|| "—".to_owned(), |s| DeveloperPlan::parse(s).map_or_else(|| s.to_owned(), plan_name))) }
                            td { (r.consumer_plan.as_deref().map_or_else(|| "—".to_owned(), |s| ConsumerPlan::parse(s).map_or_else(|| s.to_owned(), consumer_name))) }
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
        (Err(()), _) | (_, Err(())) => Some(key!("dashboard.plan.problem.unknownPlan")),
        (Ok(None), Ok(None)) => Some(key!("dashboard.plan.problem.noPlan")),
        _ if message.is_some_and(|m| m.chars().count() > 500) => {
            Some(key!("dashboard.plan.problem.longMessage"))
        }
        _ => None,
    };
    if let Some(p) = problem {
        let m = html! { p.error role="alert" { (t(p)) } };
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
    let m = html! { p.notice role="status" { (t(key!("dashboard.plan.recorded"))) } };
    Ok(plan_page(&state, &session, Some(m)).await?.into_response())
}
