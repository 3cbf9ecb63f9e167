//! Profiles: list, create, edit, delete, and a profile's page (its chart section and report
//! buttons are in `charged.rs`: every calculation there is a paid call).

use super::charged::{chart_key, chart_section, forget_chart, locale_select};
use super::view::{self, Section, csrf, t, t_with, text};
use super::web::find;
use super::web::{DashError, DashResult, Form, Session, see_other};
use crate::error::ApiError;
use crate::state::AppState;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use graha::content::Key;
use graha::key;
use graha::store::profiles::{self, ProfileRow};
use maud::{Markup, html};
use redis::AsyncCommands;
use serde_json::{Map, Value, json};

/// The time zones offered first (any IANA name is accepted).
const ZONES: &[&str] = &[
    "Asia/Kathmandu",
    "Asia/Kolkata",
    "Asia/Dhaka",
    "Asia/Colombo",
    "Asia/Dubai",
    "Asia/Singapore",
    "Europe/London",
    "America/New_York",
    "America/Los_Angeles",
    "Australia/Sydney",
    "UTC",
];

/// The list of profiles and the link to add one.
pub async fn list(State(state): State<AppState>, session: Session) -> DashResult<Html<String>> {
    let mut conn = state.db.acquire().await?;
    let rows = profiles::list(&mut conn, session.account.id, 1000, 0).await?;
    drop(conn);
    let body = html! {
        h1 { (t(key!("dashboard.profiles.title"))) }
        p { a.button href="/dashboard/profiles/new" { (t(key!("dashboard.profiles.add"))) } }
        div.scroll {
            table data-testid="profiles-table" {
                thead { tr {
                    th scope="col" { (t(key!("dashboard.profiles.name"))) }
                    th scope="col" { (t(key!("dashboard.profiles.date"))) }
                    th scope="col" { (t(key!("dashboard.profiles.place"))) }
                } }
                tbody {
                    @for p in &rows {
                        tr {
                            th scope="row" { a href=(format!("/dashboard/profiles/{}", p.id)) { (p.name) } }
                            td { (p.birth_date) " " (graha::calc::hhmm::text(&p.birth_time)) }
                            td { (p.location) }
                        }
                    }
                    @if rows.is_empty() { tr { td colspan="3" { (t(key!("dashboard.profiles.none"))) } } }
                }
            }
        }
    };
    Ok(view::page(
        &text(key!("dashboard.profiles.title")),
        Some(&session.nav(Section::Profiles)),
        body,
    ))
}

/// A form's values, as a profile body of the API (`routes::profiles::validate` checks it).
fn body_of(form: &Form) -> Map<String, Value> {
    let mut m = Map::new();
    for f in ["name", "gender", "date", "time", "timezone", "location"] {
        m.insert(f.into(), json!(form.get(f).unwrap_or("")));
    }
    for f in ["latitude", "longitude"] {
        let v = form.get(f).unwrap_or("");
        m.insert(
            f.into(),
            v.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite())
                .and_then(serde_json::Number::from_f64)
                .map_or_else(|| json!(v), Value::Number),
        );
    }
    // `notes` absent stays null; the API takes null as "no notes".
    let notes = form.get("notes").unwrap_or("");
    m.insert(
        "notes".into(),
        if notes.is_empty() {
            Value::Null
        } else {
            json!(notes)
        },
    );
    m
}

/// The values the form shows: a stored profile's, or what was sent.
struct Values {
    name: String,
    gender: String,
    date: String,
    time: String,
    timezone: String,
    location: String,
    latitude: String,
    longitude: String,
    notes: String,
}

impl Values {
    fn of_row(p: &ProfileRow) -> Values {
        Values {
            name: p.name.clone(),
            gender: p.gender.clone(),
            date: p.birth_date.to_string(),
            time: graha::calc::hhmm::text(&p.birth_time),
            timezone: p.timezone.clone(),
            location: p.location.clone(),
            latitude: p.latitude.to_string(),
            longitude: p.longitude.to_string(),
            notes: p.notes.clone().unwrap_or_default(),
        }
    }
    fn of_form(f: &Form) -> Values {
        let g = |k| f.get(k).unwrap_or("").to_owned();
        Values {
            name: g("name"),
            gender: g("gender"),
            date: g("date"),
            time: g("time"),
            timezone: g("timezone"),
            location: g("location"),
            latitude: g("latitude"),
            longitude: g("longitude"),
            notes: g("notes"),
        }
    }
    fn empty() -> Values {
        Values {
            name: String::new(),
            gender: String::new(),
            date: String::new(),
            time: String::new(),
            timezone: "Asia/Kathmandu".into(),
            location: String::new(),
            latitude: String::new(),
            longitude: String::new(),
            notes: String::new(),
        }
    }
}

fn profile_form(
    session: &Session,
    action: &str,
    v: &Values,
    problems: &[(String, String)],
) -> Markup {
    let field_error = |f: &str| -> Option<String> {
        problems
            .iter()
            .find(|(k, _)| k == f)
            .map(|(_, m)| m.clone())
    };
    let input = |id: &str, label: Key, kind: &str, value: &str, extra: Option<&str>| {
        let err = field_error(id);
        html! {
            (view::label(id, label))
            input #(id) name=(id) type=(kind) value=(value) required
                step=[match kind { "number" => Some("any"), "time" => Some("1"), _ => None }]
                placeholder=[extra]
                aria-invalid=[err.is_some().then_some("true")]
                aria-describedby=[err.is_some().then(|| format!("{id}-err"))];
            @if let Some(e) = err { p.field-error #(format!("{id}-err")) { (e) } }
        }
    };
    html! {
        @if !problems.is_empty() {
            p.error role="alert" {
                (t_with(key!("dashboard.profiles.form.problems"), &[
                    ("fields", html! { (problems.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>().join(", ")) }),
                ]))
            }
        }
        form.profile method="post" action=(action) {
            (csrf(&session.csrf))
            (input("name", key!("dashboard.profiles.name"), "text", &v.name, None))
            fieldset {
                legend { (t(key!("dashboard.profiles.gender"))) }
                label.radio { input type="radio" name="gender" value="female" required checked[v.gender == "female"]; (t(key!("dashboard.profiles.female"))) }
                label.radio { input type="radio" name="gender" value="male" checked[v.gender == "male"]; (t(key!("dashboard.profiles.male"))) }
            }
            div.pair {
                div { (input("date", key!("dashboard.profiles.date"), "date", &v.date, None)) }
                div { (input("time", key!("dashboard.profiles.form.time"), "time", &v.time, None)) }
            }
            (view::label("place-search", key!("dashboard.profiles.form.placeSearch")))
            input #place-search type="search" list="place-results" autocomplete="off"
                aria-describedby="place-search-help";
            datalist #place-results {}
            p.help #place-search-help {
                (t(key!("dashboard.profiles.form.placeSearchHelp")))
            }
            (view::label("timezone", key!("dashboard.profiles.form.timezone")))
            input #timezone name="timezone" type="text" list="zones" value=(v.timezone) required
                aria-describedby="timezone-help";
            datalist #zones { @for z in ZONES { option value=(z) {} } }
            p.help #timezone-help { (t(key!("dashboard.profiles.form.timezoneHelp"))) }
            p.help #zone-offset aria-live="polite" hidden {
                (t_with(key!("dashboard.profiles.form.offset"), &[("offset", html! { span #zone-offset-value {} })]))
            }
            @if let Some(e) = field_error("timezone") { p.field-error { (e) } }
            (input("location", key!("dashboard.profiles.form.location"), "text", &v.location, Some(&text(key!("dashboard.profiles.form.locationExample")))))
            div.pair {
                div { (input("latitude", key!("dashboard.profiles.form.latitude"), "number", &v.latitude, Some("27.7172"))) }
                div { (input("longitude", key!("dashboard.profiles.form.longitude"), "number", &v.longitude, Some("85.324"))) }
            }
            (view::label("notes", key!("dashboard.profiles.form.notes")))
            textarea #notes name="notes" maxlength="500" rows="2" { (v.notes) }
            button type="submit" { (t(key!("dashboard.profiles.form.save"))) }
        }
    }
}

fn problems_of(e: &ApiError) -> Vec<(String, String)> {
    match e {
        ApiError::Validation(fields) => fields
            .iter()
            .map(|f| (f.field.clone(), f.message.clone()))
            .collect(),
        _ => Vec::new(),
    }
}

/// The form for a new profile.
pub async fn new_form(session: Session) -> Html<String> {
    let body = html! {
        h1 { (t(key!("dashboard.profiles.new"))) }
        (profile_form(&session, "/dashboard/profiles", &Values::empty(), &[]))
    };
    view::page(
        &text(key!("dashboard.profiles.new")),
        Some(&session.nav(Section::Profiles)),
        body,
    )
}

/// Creates a profile (checked as `POST /v1/profiles` checks it).
pub async fn create(
    State(state): State<AppState>,
    session: Session,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    match crate::routes::profiles::validate(&body_of(&form)) {
        Ok(p) => {
            let mut conn = state.db.acquire().await?;
            let max = state.config.profiles_per_account;
            let row = profiles::insert_within_limit(&mut conn, session.account.id, &p, max.into())
                .await?
                .ok_or(ApiError::ProfileLimitReached { max })?;
            Ok(see_other(&format!("/dashboard/profiles/{}", row.id)))
        }
        Err(e) => {
            let body = html! {
                h1 { (t(key!("dashboard.profiles.new"))) }
                (profile_form(&session, "/dashboard/profiles", &Values::of_form(&form), &problems_of(&e)))
            };
            Ok((
                StatusCode::UNPROCESSABLE_ENTITY,
                view::page(
                    &text(key!("dashboard.profiles.new")),
                    Some(&session.nav(Section::Profiles)),
                    body,
                ),
            )
                .into_response())
        }
    }
}

/// The form to change a profile.
pub async fn edit_form(
    State(state): State<AppState>,
    session: Session,
    Path(id): Path<String>,
) -> DashResult<Html<String>> {
    let p = find(&state, &session, &id).await?;
    let body = html! {
        h1 { (t(key!("dashboard.profiles.edit"))) }
        (profile_form(&session, &format!("/dashboard/profiles/{}", p.id), &Values::of_row(&p), &[]))
        p { a href=(format!("/dashboard/profiles/{}", p.id)) { (t(key!("dashboard.profiles.backToProfile"))) } }
    };
    Ok(view::page(
        &text(key!("dashboard.profiles.edit")),
        Some(&session.nav(Section::Profiles)),
        body,
    ))
}

/// Saves a changed profile.
pub async fn update(
    State(state): State<AppState>,
    session: Session,
    Path(id): Path<String>,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    let p = find(&state, &session, &id).await?;
    match crate::routes::profiles::validate(&body_of(&form)) {
        Ok(new) => {
            let mut conn = state.db.acquire().await?;
            profiles::update(&mut conn, session.account.id, p.id, &new)
                .await?
                .ok_or(DashError::NotFound)?;
            drop(conn);
            forget_chart(&state, session.account.id, p.id).await;
            Ok(see_other(&format!("/dashboard/profiles/{}", p.id)))
        }
        Err(e) => {
            let body = html! {
                h1 { (t(key!("dashboard.profiles.edit"))) }
                (profile_form(&session, &format!("/dashboard/profiles/{}", p.id), &Values::of_form(&form), &problems_of(&e)))
            };
            Ok((
                StatusCode::UNPROCESSABLE_ENTITY,
                view::page(
                    &text(key!("dashboard.profiles.edit")),
                    Some(&session.nav(Section::Profiles)),
                    body,
                ),
            )
                .into_response())
        }
    }
}

/// Deletes a profile for good (with its reports and the API's stored replies made from it).
pub async fn delete(
    State(state): State<AppState>,
    session: Session,
    Path(id): Path<String>,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    let p = find(&state, &session, &id).await?;
    let mut conn = state.db.acquire().await?;
    if !profiles::delete(&mut conn, session.account.id, p.id).await? {
        return Err(DashError::NotFound);
    }
    crate::routes::profiles::delete_reports(&state, &mut conn, session.account.id, p.id).await?;
    drop(conn);
    if let Err(e) = crate::idempotency::forget_profile(&state, p.id).await {
        tracing::warn!(error = %e, "forgetting a deleted profile's stored replies failed");
    }
    forget_chart(&state, session.account.id, p.id).await;
    Ok(see_other("/dashboard/profiles"))
}

/// A profile's page.
pub async fn show(
    State(state): State<AppState>,
    session: Session,
    Path(id): Path<String>,
) -> DashResult<Html<String>> {
    let p = find(&state, &session, &id).await?;
    let mut conn = state.redis.clone();
    let stored: Option<String> = conn
        .get(chart_key(&state, session.account.id, p.id))
        .await?;
    let stored: Option<Value> = stored.and_then(|s| serde_json::from_str(&s).ok());
    let base = format!("/dashboard/profiles/{}", p.id);
    let body = html! {
        h1 { (p.name) }
        dl.facts {
            dt { (t(key!("dashboard.profiles.show.born"))) } dd { (p.birth_date) " " (graha::calc::hhmm::text(&p.birth_time)) " (" (p.timezone) ")" }
            dt { (t(key!("dashboard.profiles.place"))) } dd { (p.location) " (" (format!("{:.4}, {:.4}", p.latitude, p.longitude)) ")" }
            dt { (t(key!("dashboard.profiles.gender"))) }
            dd { (t(if p.gender == "female" { key!("dashboard.profiles.female") } else { key!("dashboard.profiles.male") })) }
            @if let Some(notes) = &p.notes { dt { (t(key!("dashboard.profiles.show.notes"))) } dd { (notes) } }
            dt { (t(key!("dashboard.profiles.show.id"))) } dd { code { (p.id) } }
        }
        div.actions {
            a.button href=(format!("{base}/edit")) { (t(key!("dashboard.profiles.show.edit"))) }
            " "
            form.inline method="post" action=(format!("{base}/delete"))
                data-confirm=(view::fill(key!("dashboard.profiles.show.deleteConfirm"), &[("name", &p.name)])) {
                (csrf(&session.csrf))
                button.danger type="submit" { (t(key!("dashboard.profiles.show.delete"))) }
            }
        }
        section #chart aria-labelledby="chart-h" {
            h2 #chart-h { (t(key!("dashboard.profiles.show.chart"))) }
            @if let Some(stored) = &stored { (chart_section(stored)) }
            form.inline method="post" action=(format!("{base}/chart")) {
                (csrf(&session.csrf))
                (locale_select("chart-locale", None))
                button type="submit" {
                    @if stored.is_some() { (t(key!("dashboard.profiles.show.computeAgain"))) } @else { (t(key!("dashboard.profiles.show.showChart"))) }
                }
            }
            p.help { (t(key!("dashboard.profiles.show.free"))) }
        }
        section aria-labelledby="reports-h" {
            h2 #reports-h { (t(key!("dashboard.profiles.show.reports"))) }
            p.help { (t(key!("dashboard.profiles.show.reportsHelp"))) }
            ul.reports {
                li { a.button href=(format!("{base}/report/kundli")) { (t(key!("dashboard.reports.kundli"))) } }
                li { a.button href=(format!("{base}/report/predictions")) { (t(key!("dashboard.reports.predictions"))) } }
                li { a.button href=(format!("{base}/report/compatibility")) { (t(key!("dashboard.reports.compatibility"))) } }
                li { a.button href=(format!("{base}/report/varshaphal")) { (t(key!("dashboard.reports.varshaphalYear"))) } }
            }
        }
    };
    Ok(view::page(
        &p.name,
        Some(&session.nav(Section::Profiles)),
        body,
    ))
}
