//! Profiles: list, create, edit, delete, and a profile's page (its chart section and report
//! buttons are in `charged.rs`: every calculation there is a paid call).

use super::charged::{chart_key, chart_section, forget_chart, locale_select};
use super::view::{self, Section, csrf, l};
use super::web::find;
use super::web::{DashError, DashResult, Form, Session, see_other};
use crate::error::ApiError;
use crate::state::AppState;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
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
        h1 { (l("Profiles", "प्रोफ़ाइल", "प्रोफाइलहरू")) }
        p { a.button href="/dashboard/profiles/new" { (l("Add a profile", "प्रोफ़ाइल जोड़ें", "प्रोफाइल थप्नुहोस्")) } }
        div.scroll {
            table data-testid="profiles-table" {
                thead { tr {
                    th scope="col" { (l("Name", "नाम", "नाम")) }
                    th scope="col" { (l("Date of birth", "जन्म तिथि", "जन्म मिति")) }
                    th scope="col" { (l("Place", "जन्म स्थान", "जन्म स्थान")) }
                } }
                tbody {
                    @for p in &rows {
                        tr {
                            th scope="row" { a href=(format!("/dashboard/profiles/{}", p.id)) { (p.name) } }
                            td { (p.birth_date) " " (graha::calc::hhmm::text(&p.birth_time)) }
                            td { (p.location) }
                        }
                    }
                    @if rows.is_empty() { tr { td colspan="3" { "No profiles yet." } } }
                }
            }
        }
    };
    Ok(view::page(
        "Profiles",
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
    let input =
        |id: &str, label: (&str, &str, &str), kind: &str, value: &str, extra: Option<&str>| {
            let err = field_error(id);
            html! {
                (view::label(id, label.0, label.1, label.2))
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
            p.error role="alert" { "Some fields need a look: " (problems.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>().join(", ")) "." }
        }
        form.profile method="post" action=(action) {
            (csrf(&session.csrf))
            (input("name", ("Name", "नाम", "नाम"), "text", &v.name, None))
            fieldset {
                legend { (l("Gender", "लिंग", "लिङ्ग")) }
                label.radio { input type="radio" name="gender" value="female" required checked[v.gender == "female"]; (l("Female", "महिला", "महिला")) }
                label.radio { input type="radio" name="gender" value="male" checked[v.gender == "male"]; (l("Male", "पुरुष", "पुरुष")) }
            }
            div.pair {
                div { (input("date", ("Date of birth", "जन्म तिथि", "जन्म मिति"), "date", &v.date, None)) }
                div { (input("time", ("Time of birth", "जन्म समय", "जन्म समय"), "time", &v.time, None)) }
            }
            (view::label("place-search", "Find the place of birth", "जन्म स्थान खोजें", "जन्मस्थान खोज्नुहोस्"))
            input #place-search type="search" list="place-results" autocomplete="off"
                aria-describedby="place-search-help";
            datalist #place-results {}
            p.help #place-search-help {
                (l("Type a town or city and pick it: its name, coordinates and time zone are filled in.",
                   "शहर या कस्बे का नाम लिखकर चुनें: नाम, निर्देशांक और समय क्षेत्र अपने आप भर जाएँगे।",
                   "सहर वा ठाउँको नाम लेखेर छान्नुहोस्: नाम, निर्देशाङ्क र समय क्षेत्र आफैँ भरिन्छन्।"))
            }
            (view::label("timezone", "Time zone", "समय क्षेत्र", "समय क्षेत्र"))
            input #timezone name="timezone" type="text" list="zones" value=(v.timezone) required
                aria-describedby="timezone-help";
            datalist #zones { @for z in ZONES { option value=(z) {} } }
            p.help #timezone-help { "An IANA name such as Asia/Kathmandu." }
            p.help #zone-offset aria-live="polite" hidden {
                (l("Offset from UTC at that date and time: ",
                   "उस तिथि और समय पर UTC से अंतर: ",
                   "त्यो मिति र समयमा UTC बाट अन्तर: "))
                span #zone-offset-value {}
            }
            @if let Some(e) = field_error("timezone") { p.field-error { (e) } }
            (input("location", ("Place of birth", "जन्म स्थान", "जन्म स्थान"), "text", &v.location, Some("Kathmandu, Nepal")))
            div.pair {
                div { (input("latitude", ("Latitude", "अक्षांश", "अक्षांश"), "number", &v.latitude, Some("27.7172"))) }
                div { (input("longitude", ("Longitude", "देशांतर", "देशान्तर"), "number", &v.longitude, Some("85.324"))) }
            }
            (view::label("notes", "Notes (optional)", "टिप्पणी", "टिप्पणी"))
            textarea #notes name="notes" maxlength="500" rows="2" { (v.notes) }
            button type="submit" { (l("Save profile", "प्रोफ़ाइल सहेजें", "प्रोफाइल सुरक्षित गर्नुहोस्")) }
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
        h1 { (l("New profile", "नई प्रोफ़ाइल", "नयाँ प्रोफाइल")) }
        (profile_form(&session, "/dashboard/profiles", &Values::empty(), &[]))
    };
    view::page("New profile", Some(&session.nav(Section::Profiles)), body)
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
                h1 { (l("New profile", "नई प्रोफ़ाइल", "नयाँ प्रोफाइल")) }
                (profile_form(&session, "/dashboard/profiles", &Values::of_form(&form), &problems_of(&e)))
            };
            Ok((
                StatusCode::UNPROCESSABLE_ENTITY,
                view::page("New profile", Some(&session.nav(Section::Profiles)), body),
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
        h1 { (l("Edit profile", "प्रोफ़ाइल बदलें", "प्रोफाइल सम्पादन")) }
        (profile_form(&session, &format!("/dashboard/profiles/{}", p.id), &Values::of_row(&p), &[]))
        p { a href=(format!("/dashboard/profiles/{}", p.id)) { "Back to the profile" } }
    };
    Ok(view::page(
        "Edit profile",
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
                h1 { (l("Edit profile", "प्रोफ़ाइल बदलें", "प्रोफाइल सम्पादन")) }
                (profile_form(&session, &format!("/dashboard/profiles/{}", p.id), &Values::of_form(&form), &problems_of(&e)))
            };
            Ok((
                StatusCode::UNPROCESSABLE_ENTITY,
                view::page("Edit profile", Some(&session.nav(Section::Profiles)), body),
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
            dt { (l("Born", "जन्म", "जन्म")) } dd { (p.birth_date) " " (graha::calc::hhmm::text(&p.birth_time)) " (" (p.timezone) ")" }
            dt { (l("Place", "जन्म स्थान", "जन्म स्थान")) } dd { (p.location) " (" (format!("{:.4}, {:.4}", p.latitude, p.longitude)) ")" }
            dt { (l("Gender", "लिंग", "लिङ्ग")) } dd { (if p.gender == "female" { "Female" } else { "Male" }) }
            @if let Some(notes) = &p.notes { dt { (l("Notes", "टिप्पणी", "टिप्पणी")) } dd { (notes) } }
            dt { "Profile ID" } dd { code { (p.id) } }
        }
        div.actions {
            a.button href=(format!("{base}/edit")) { (l("Edit", "बदलें", "सम्पादन")) }
            " "
            form.inline method="post" action=(format!("{base}/delete"))
                data-confirm=(format!("Delete the profile of {} for good?", p.name)) {
                (csrf(&session.csrf))
                button.danger type="submit" { (l("Delete", "हटाएँ", "मेटाउनुहोस्")) }
            }
        }
        section #chart aria-labelledby="chart-h" {
            h2 #chart-h { (l("Chart", "कुंडली", "कुण्डली")) }
            @if let Some(stored) = &stored { (chart_section(stored)) }
            form.inline method="post" action=(format!("{base}/chart")) {
                (csrf(&session.csrf))
                (locale_select("chart-locale", None))
                button type="submit" {
                    @if stored.is_some() { "Compute again" } @else { (l("Show chart", "कुंडली दिखाएँ", "कुण्डली देखाउनुहोस्")) }
                }
            }
            p.help { (l("Free: your own profile's chart is not charged.", "निःशुल्क: अपनी प्रोफ़ाइल की कुंडली पर कोई शुल्क नहीं।", "निःशुल्क: आफ्नै प्रोफाइलको कुण्डलीमा कुनै शुल्क लाग्दैन।")) }
        }
        section aria-labelledby="reports-h" {
            h2 #reports-h { (l("PDF reports", "पीडीएफ रिपोर्ट", "पीडीएफ रिपोर्ट")) }
            p.help { "Each costs 50 credits and needs the Personal consumer plan. You confirm before anything is charged." }
            ul.reports {
                li { a.button href=(format!("{base}/report/kundli")) { (l("Kundli report", "कुंडली रिपोर्ट", "कुण्डली रिपोर्ट")) } }
                li { a.button href=(format!("{base}/report/predictions")) { (l("Predictions report", "भविष्यफल रिपोर्ट", "भविष्यफल रिपोर्ट")) } }
                li { a.button href=(format!("{base}/report/compatibility")) { (l("Compatibility report", "मिलान रिपोर्ट", "मिलान रिपोर्ट")) } }
                li { a.button href=(format!("{base}/report/varshaphal")) { (l("Varshaphal report (the year in progress)", "वर्षफल रिपोर्ट (चालू वर्ष)", "वर्षफल विवरण (चालु वर्ष)")) } }
            }
        }
    };
    Ok(view::page(
        &p.name,
        Some(&session.nav(Section::Profiles)),
        body,
    ))
}
