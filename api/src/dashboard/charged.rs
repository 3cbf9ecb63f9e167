//! A profile's work: its chart section (birth chart, six pictures, the dasha from birth),
//! free to view, computed as the API computes it without a charge (`routes::calc::uncharged`);
//! its PDF reports, each a paid call through the API's own path (`routes::calc::call`), charged
//! as the API charges it.

use super::view::{self, Section, credits, csrf, t, t_with, text};
use super::web::{DashError, DashResult, Form, Session, find, see_other};
use crate::error::ApiError;
use crate::extract::RequestId;
use crate::routes::calc;
use crate::state::AppState;
use axum::extract::{Path, State};
use axum::response::{Html, Response};
use graha::calc::PersonData;
use graha::content::Key;
use graha::endpoints::{Endpoint, Tier};
use graha::key;
use graha::store::profiles;
use maud::{Markup, html};
use redis::AsyncCommands;
use serde_json::{Value, json};
use uuid::Uuid;

/// How long a profile's computed chart is shown again without computing it anew.
const CHART_TTL_SECS: u64 = 3600;

/// The pictures of a profile's page: (style, division).
const PICTURES: [(&str, &str); 6] = [
    ("north", "D1"),
    ("south", "D1"),
    ("east", "D1"),
    ("north", "D9"),
    ("south", "D9"),
    ("east", "D9"),
];

pub(super) fn chart_key(state: &AppState, account: Uuid, profile: Uuid) -> String {
    format!("{}:dash:chart:{account}:{profile}", state.names.prefix)
}

/// Forgets what this process keeps of a profile just changed or deleted: its row, and the
/// dashboard's stored chart of it.
pub(super) async fn forget_chart(state: &AppState, account: Uuid, profile: Uuid) {
    state.profile_loads.forget(profile);
    let mut conn = state.redis.clone();
    let r: Result<(), _> = conn.del(chart_key(state, account, profile)).await;
    if let Err(e) = r {
        tracing::warn!(error = %e, "forgetting a profile's chart failed");
    }
}

/// The outcome of one call: its `data`, or the error's message.
type Outcome = Result<Value, String>;

/// Computes one calculation of the profile for its chart page, uncharged, and reads its reply.
async fn free_call(
    state: &AppState,
    session: &Session,
    person: &PersonData,
    e: Endpoint,
    body: Value,
) -> Outcome {
    let Value::Object(body) = body else {
        return Err("internal".into());
    };
    let caller = session.caller();
    match calc::uncharged(state, &caller, e, vec![person.clone()], &body).await {
        Ok(data) => serde_json::from_slice(&data).map_err(|e| e.to_string()),
        Err(err) => Err(err.parts().2),
    }
}

/// Computes the chart section (birth chart, four pictures, the dasha from birth when the plan
/// has it), free of charge as the person's own profile, and keeps it for an hour; then back to
/// the page. Dashboard writes are limited per session, which bounds how often it is computed.
#[tracing::instrument(skip_all, fields(account = %session.account.id))]
pub async fn compute_chart(
    State(state): State<AppState>,
    session: Session,
    Path(id): Path<String>,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    let p = find(&state, &session, &id).await?;
    let person = p.person();
    let locale = locale_of(&form);
    let pid = p.id.to_string();
    let birth = free_call(
        &state,
        &session,
        &person,
        Endpoint::BirthChart,
        json!({ "profileId": pid, "locale": locale }),
    );
    let pictures = futures::future::join_all(PICTURES.iter().map(|(style, division)| {
        free_call(
            &state,
            &session,
            &person,
            Endpoint::ChartImage,
            json!({ "profileId": pid, "style": style, "division": division, "locale": locale }),
        )
    }));
    let personal = session.account.consumer().allows(Tier::Personal);
    let dasha = async {
        if personal {
            Some(
                free_call(
                    &state,
                    &session,
                    &person,
                    Endpoint::Dasha,
                    json!({ "profileId": pid, "locale": locale, "from": "birth" }),
                )
                .await,
            )
        } else {
            None
        }
    };
    let (birth, pictures, dasha) = tokio::join!(birth, pictures, dasha);
    let stored = json!({
        "locale": locale,
        "birthChart": outcome_json(birth),
        "pictures": pictures.into_iter().map(outcome_json).collect::<Vec<_>>(),
        "dasha": dasha.map(outcome_json),
        "at": chrono::Utc::now(),
    });
    let mut conn = state.redis.clone();
    let _: () = conn
        .set_ex(
            chart_key(&state, session.account.id, p.id),
            stored.to_string(),
            CHART_TTL_SECS,
        )
        .await?;
    Ok(see_other(&format!("/dashboard/profiles/{}#chart", p.id)))
}

fn outcome_json(o: Outcome) -> Value {
    match o {
        Ok(v) => json!({ "ok": v }),
        Err(m) => json!({ "error": m }),
    }
}

/// `locale` of a form: en, hi or ne.
pub fn locale_of(form: &Form) -> &'static str {
    match form.get("locale") {
        Some("hi") => "hi",
        Some("ne") => "ne",
        _ => "en",
    }
}

/// The account's per-minute limit, counted once for a dashboard action (however many calls it
/// makes: it is one request of the person).
pub async fn limit(state: &AppState, session: &Session) -> DashResult<()> {
    let info = crate::ratelimit::check(state, &session.caller()).await?;
    if info.exceeded {
        metrics::counter!("graha_rate_limited_total").increment(1);
        return Err(ApiError::RateLimited {
            retry_after: info.reset,
            limit: info.limit,
        }
        .into());
    }
    Ok(())
}

/// The language of a reply or a report: `chosen`, else the page's own.
pub(super) fn locale_select(id: &str, chosen: Option<&str>) -> Markup {
    let chosen = chosen.unwrap_or(view::lang().code());
    html! {
        (view::label(id, key!("dashboard.common.language")))
        select #(id) name="locale" {
            option value="en" selected[chosen == "en"] { (text(key!("dashboard.common.locale.en"))) }
            option value="hi" lang="hi" selected[chosen == "hi"] { (text(key!("dashboard.common.locale.hi"))) }
            option value="ne" lang="ne" selected[chosen == "ne"] { (text(key!("dashboard.common.locale.ne"))) }
        }
    }
}

fn error_line(v: &Value) -> Option<Markup> {
    v.get("error")
        .and_then(Value::as_str)
        .map(|m| html! { p.error { (m) } })
}

pub(super) fn chart_section(stored: &Value) -> Markup {
    let pictures = stored["pictures"].as_array().cloned().unwrap_or_default();
    let birth = &stored["birthChart"];
    let dasha = &stored["dasha"];
    html! {
        p.help { (t_with(key!("dashboard.chart.computed"), &[
            ("at", html! { (stored["at"].as_str().unwrap_or("").get(..16).unwrap_or("").replace('T', " ")) }),
        ])) }
        div.pictures {
            @for (i, pic) in pictures.iter().enumerate() {
                @let (style, division) = PICTURES.get(i).copied().unwrap_or(("", ""));
                figure data-testid=(format!("chart-{style}-{division}")) {
                    @if let Some(svg) = pic["ok"]["svg"].as_str() { (view::inline_svg(svg)) }
                    @if let Some(e) = error_line(pic) { (e) }
                    figcaption {
                        (t(match style { "north" => key!("dashboard.chart.north"), "south" => key!("dashboard.chart.south"), _ => key!("dashboard.chart.east") }))
                        ", " (division) " "
                        (t(if division == "D1" { key!("dashboard.chart.rasi") } else { key!("dashboard.chart.navamsa") }))
                    }
                }
            }
        }
        h3 { (t(key!("dashboard.chart.planets"))) }
        @if let Some(e) = error_line(birth) { (e) }
        @if let Some(asc) = birth["ok"].get("ascendant") {
            p { (t_with(key!("dashboard.chart.ascendant"), &[
                ("sign", html! { strong { (asc["sign"].as_str().unwrap_or("")) } }),
                ("degree", html! { (graha::calc::dms(asc["degree"].as_f64().unwrap_or(0.0))) }),
                ("nakshatra", html! { (asc["nakshatra"].as_str().unwrap_or("")) }),
            ])) }
        }
        @if let Some(planets) = birth["ok"]["planets"].as_array() {
            div.scroll {
                table data-testid="planets-table" {
                    thead { tr {
                        th scope="col" { (t(key!("dashboard.chart.planet"))) }
                        th scope="col" { (t(key!("dashboard.chart.sign"))) }
                        th.num scope="col" { (t(key!("dashboard.chart.degree"))) }
                        th.num scope="col" { (t(key!("dashboard.chart.house"))) }
                        th scope="col" { (t(key!("dashboard.chart.nakshatra"))) }
                    } }
                    tbody {
                        @for p in planets {
                            tr {
                                th scope="row" { (p["planet"].as_str().unwrap_or("")) @if p["isRetrograde"].as_bool() == Some(true) { " " (t(key!("dashboard.chart.retrograde"))) } }
                                td { (p["sign"].as_str().unwrap_or("")) }
                                td.num { (graha::calc::dms(p["degree"].as_f64().unwrap_or(0.0))) }
                                td.num { (p["house"].as_i64().unwrap_or(0)) }
                                td { (p["nakshatra"].as_str().unwrap_or("")) " " (p["nakshatraPada"].as_i64().map(|x| format!("({x})")).unwrap_or_default()) }
                            }
                        }
                    }
                }
            }
        }
        h3 { (t(key!("dashboard.chart.dasha"))) }
        @if dasha.is_null() {
            p { (t_with(key!("dashboard.chart.dashaNeedsPlan"), &[("link", html! {
                a href="/dashboard/plan" { (text(key!("dashboard.chart.dashaNeedsPlanLink"))) }
            })])) }
        }
        @if let Some(e) = error_line(dasha) { (e) }
        @if let Some(d) = dasha.get("ok") {
            dl.facts data-testid="dasha" {
                @for (key, name) in [
                    ("currentMahaDasha", t(key!("dashboard.chart.maha"))),
                    ("currentAntarDasha", t(key!("dashboard.chart.antar"))),
                    ("currentPratyantarDasha", t(key!("dashboard.chart.pratyantar"))),
                ] {
                    @if let Some(p) = d.get(key).filter(|p| p.is_object()) {
                        dt { (name) }
                        dd { strong { (p["planet"].as_str().unwrap_or("")) } " " (p["startDate"].as_str().unwrap_or("")) " – " (p["endDate"].as_str().unwrap_or("")) }
                    }
                }
            }
            (dasha_timeline(d))
        }
    }
}

/// The maha dashas from birth, the running one marked.
fn dasha_timeline(d: &Value) -> Markup {
    let running = &d["currentMahaDasha"]["startDate"];
    let mahas = d["timeline"].as_array().map_or(&[][..], Vec::as_slice);
    html! {
        @if !mahas.is_empty() {
            table data-testid="dasha-timeline" {
                caption { (t(key!("dashboard.chart.timeline"))) }
                thead { tr {
                    th scope="col" { (t(key!("dashboard.chart.graha"))) }
                    th scope="col" { (t(key!("dashboard.chart.from"))) }
                    th scope="col" { (t(key!("dashboard.chart.to"))) }
                } }
                tbody {
                    @for m in mahas {
                        @let now = !running.is_null() && m["startDate"] == *running;
                        tr aria-current=[now.then_some("true")] class=[now.then_some("running")] {
                            th scope="row" { (m["planet"].as_str().unwrap_or(""))
                                @if now { " " span.tag { (t(key!("dashboard.chart.running"))) } } }
                            td { (m["startDate"].as_str().unwrap_or("")) }
                            td { (m["endDate"].as_str().unwrap_or("")) }
                        }
                    }
                }
            }
        }
    }
}

/// A report's endpoint and the key of its name.
fn report_endpoint(kind: &str) -> Option<(Endpoint, Key)> {
    match kind {
        "kundli" => Some((Endpoint::ReportKundli, key!("dashboard.reports.kundli"))),
        "predictions" => Some((
            Endpoint::ReportPredictions,
            key!("dashboard.reports.predictions"),
        )),
        "compatibility" => Some((
            Endpoint::ReportCompatibility,
            key!("dashboard.reports.compatibility"),
        )),
        "varshaphal" => Some((
            Endpoint::ReportVarshaphal,
            key!("dashboard.reports.varshaphal"),
        )),
        _ => None,
    }
}

/// The confirmation before a report is charged: it names the cost.
pub async fn confirm_report(
    State(state): State<AppState>,
    session: Session,
    Path((id, kind)): Path<(String, String)>,
) -> DashResult<Html<String>> {
    let p = find(&state, &session, &id).await?;
    let (e, name) = report_endpoint(&kind).ok_or(DashError::NotFound)?;
    let title = text(name.clone());
    let others = if e == Endpoint::ReportCompatibility {
        let mut conn = state.db.acquire().await?;
        profiles::list(&mut conn, session.account.id, 1000, 0).await?
    } else {
        Vec::new()
    };
    let allowed = session.account.consumer().allows(e.tier());
    let enough = session.account.credits >= e.cost();
    let body = html! {
        h1 { (t(name)) }
        p.confirm data-testid="report-cost" {
            (t_with(key!("dashboard.reports.cost"), &[
                ("report", html! { (title.to_lowercase()) }),
                ("name", html! { strong { (p.name) } }),
                ("cost", html! { strong { (credits(e.cost())) } }),
                ("balance", credits(session.account.credits)),
            ]))
        }
        @if e == Endpoint::ReportCompatibility && others.len() < 2 {
            p.error role="alert" { (t_with(key!("dashboard.reports.needSecond"), &[("link", html! {
                a href="/dashboard/profiles/new" { (text(key!("dashboard.reports.needSecondLink"))) }
            })])) }
        } @else if !allowed {
            p.error role="alert" { (t_with(key!("dashboard.reports.needPlan"), &[("link", html! {
                a href="/dashboard/plan" { (text(key!("dashboard.common.askUpgrade"))) }
            })])) }
        } @else if !enough {
            p.error role="alert" { (t(key!("dashboard.reports.lowBalance"))) }
        } @else {
            form method="post" action=(format!("/dashboard/profiles/{}/report/{kind}", p.id)) {
                (csrf(&session.csrf))
                @if e == Endpoint::ReportCompatibility {
                    @let female = p.gender == "female";
                    (view::label("bride", key!("dashboard.reports.bride")))
                    select #bride name="bride" required {
                        @for o in &others { option value=(o.id) selected[(female && o.id == p.id)] { (o.name) } }
                    }
                    (view::label("groom", key!("dashboard.reports.groom")))
                    select #groom name="groom" required {
                        @for o in &others { option value=(o.id) selected[(!female && o.id == p.id)] { (o.name) } }
                    }
                }
                (locale_select("report-locale", None))
                button type="submit" { (t_with(key!("dashboard.reports.confirm"), &[("n", html! { (e.cost()) })])) }
            }
        }
        p { a href=(format!("/dashboard/profiles/{}", p.id)) { (t(key!("dashboard.common.back"))) } }
    };
    Ok(view::page(
        &title,
        Some(&session.nav(Section::Profiles)),
        body,
    ))
}

/// Generates a report through the API's path and hands the PDF to the browser.
#[tracing::instrument(skip_all, fields(account = %session.account.id))]
pub async fn download_report(
    State(state): State<AppState>,
    session: Session,
    RequestId(rid): RequestId,
    Path((id, kind)): Path<(String, String)>,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    let p = find(&state, &session, &id).await?;
    let (e, _) = report_endpoint(&kind).ok_or(DashError::NotFound)?;
    limit(&state, &session).await?;
    let locale = locale_of(&form);
    let body = if e == Endpoint::ReportCompatibility {
        json!({ "brideProfileId": form.get("bride").unwrap_or(""), "groomProfileId": form.get("groom").unwrap_or(""), "locale": locale })
    } else {
        json!({ "profileId": p.id, "locale": locale })
    };
    let Value::Object(body) = body else {
        return Err(ApiError::internal("report body").into());
    };
    Ok(calc::call(&state, e, session.caller(), rid, body).await?)
}
