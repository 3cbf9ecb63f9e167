//! Try it: an endpoint and a profile, the request as curl, and the API's JSON reply, charged as
//! a normal call (the same path as the API's own route).

use super::charged::{json_call, limit, locale_of};
use super::view::{self, Section, csrf, l};
use super::web::{DashResult, Form, Session};
use crate::extract::RequestId;
use crate::state::AppState;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Html;
use graha::endpoints::{Endpoint, Queue, Subjects, Tier};
use graha::store::profiles;
use maud::{Markup, html};
use serde_json::{Value, json};

/// The endpoints Try it offers: one profile and nothing else required, answered as JSON.
fn offered() -> impl Iterator<Item = Endpoint> {
    Endpoint::ALL.iter().copied().filter(|e| {
        matches!(e.subjects(), Subjects::One | Subjects::ProfileOrPlace)
            && e.queue() == Queue::Calc
            && graha::calc::Call::required(*e).is_empty()
    })
}

/// The curl line of a call (the key as `$GRAHA_KEY`: the dashboard never holds a full key).
fn curl(base: &str, e: Endpoint, body: &Value) -> String {
    let body = body.to_string().replace('\'', "'\\''");
    format!(
        "curl -s {base}/v1{} \\\n  -H \"X-API-Key: $GRAHA_KEY\" -H 'Content-Type: application/json' \\\n  -d '{body}'",
        e.path()
    )
}

async fn page(
    state: &AppState,
    session: &Session,
    chosen: Option<(Endpoint, String, &str)>,
    result: Option<Markup>,
) -> DashResult<Html<String>> {
    let mut conn = state.db.acquire().await?;
    let rows = profiles::list(&mut conn, session.account.id, 1000, 0).await?;
    drop(conn);
    let personal = session.account.consumer().allows(Tier::Personal);
    let (ce, cp, cl) = match &chosen {
        Some((e, p, l)) => (Some(*e), p.as_str(), Some(*l)),
        None => (None, "", None),
    };
    let body = html! {
        h1 { (l("Try it", "आज़माएँ", "प्रयोग गर्नुहोस्")) }
        p { "Call an endpoint with one of your profiles. It is charged as a normal call (the cost is beside each endpoint), and shown with its curl equivalent." }
        @if rows.is_empty() {
            p.notice role="status" { a href="/dashboard/profiles/new" { "Add a profile" } " first." }
        } @else {
            form method="post" action="/dashboard/try" {
                (csrf(&session.csrf))
                (view::label("endpoint", "Endpoint", "एंडपॉइंट", "एन्डपोइन्ट"))
                select #endpoint name="endpoint" required {
                    @for e in offered() {
                        @let locked = !session.account.consumer().allows(e.tier());
                        option value=(e.name()) selected[ce == Some(e)] {
                            "/v1" (e.path()) " — " (e.cost()) " credits" @if locked { " (Personal plan)" }
                        }
                    }
                }
                (view::label("profile", "Profile", "प्रोफ़ाइल", "प्रोफाइल"))
                select #profile name="profile" required {
                    @for p in &rows { option value=(p.id) selected[cp == p.id.to_string()] { (p.name) } }
                }
                (super::charged::locale_select("try-locale", cl))
                button type="submit" { (l("Send request", "अनुरोध भेजें", "अनुरोध पठाउनुहोस्")) }
            }
            @if !personal { p.help { "Endpoints marked “Personal plan” answer 403 on the Free consumer plan." } }
        }
        @if let Some(r) = result { (r) }
    };
    Ok(view::page("Try it", Some(&session.nav(Section::Try)), body))
}

/// The Try it form.
pub async fn form(State(state): State<AppState>, session: Session) -> DashResult<Html<String>> {
    page(&state, &session, None, None).await
}

/// Makes the call and shows the request and the reply.
#[tracing::instrument(skip_all, fields(account = %session.account.id))]
pub async fn send(
    State(state): State<AppState>,
    session: Session,
    RequestId(rid): RequestId,
    headers: HeaderMap,
    form: Form,
) -> DashResult<Html<String>> {
    session.check(&form)?;
    let e = form
        .get("endpoint")
        .and_then(|n| offered().find(|e| e.name() == n))
        .unwrap_or(Endpoint::BirthChart);
    let profile = form.get("profile").unwrap_or("").to_owned();
    let locale = locale_of(&form);
    limit(&state, &session).await?;
    let body = json!({ "profileId": profile, "locale": locale });
    let line = curl(&super::web::origin(&state, &headers), e, &body);
    let outcome = json_call(&state, &session, &rid, e, body).await;
    let (status, reply) = match &outcome {
        Ok(data) => (
            format!("200 OK · {} credits charged", e.cost()),
            serde_json::to_value(graha::envelope::Envelope::new(data)).unwrap_or_default(),
        ),
        Err(m) => (
            "error · nothing charged".to_owned(),
            serde_json::to_value(graha::envelope::Refusal::new(json!({ "message": m })))
                .unwrap_or_default(),
        ),
    };
    let result = html! {
        section.result aria-labelledby="result-h" {
            h2 #result-h { (l("Request", "अनुरोध", "अनुरोध")) }
            pre data-testid="try-curl" { code { (line) } }
            h2 { (l("Reply", "उत्तर", "जवाफ")) " " span.badge data-testid="try-status" { (status) } }
            pre.reply data-testid="try-reply" tabindex="0" { code { (view::pretty(&reply)) } }
        }
    };
    page(
        &state,
        &session,
        Some((e, profile.clone(), locale)),
        Some(result),
    )
    .await
}
