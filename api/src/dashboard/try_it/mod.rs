//! Try it: every paid calculation with all its options, as a form made from the served OpenAPI
//! document (`contract`); the call made through the API's own paid path and charged as the API
//! charges it (`reply`); the reply shown (the JSON, a chart's picture, a report's PDF as a
//! download) with the same call as curl, Python and TypeScript (`code`). docs/decisions.md,
//! "Dashboard".

mod code;
mod contract;
mod controls;
mod reply;

use super::charged::limit;
use super::view::{self, Section, csrf, l};
use super::web::{DashError, DashResult, Form, Session};
use crate::extract::RequestId;
use crate::state::AppState;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Response};
use contract::{Field, Operation};
use controls::{Ctx, prose};
use graha::endpoints::{Endpoint, Subjects, Tier};
use graha::store::profiles;
use maud::{Markup, html};
use std::cell::Cell;
use std::collections::HashMap;

/// `?endpoint=`: the endpoint whose form is shown (`dasha`, `kp/horary`).
#[derive(serde::Deserialize)]
pub struct Chosen {
    endpoint: Option<String>,
}

/// What a page shows: the operation, the body form chosen, what was sent and what came back.
struct Shown<'a> {
    op: &'static Operation,
    chosen: usize,
    posted: Option<&'a Form>,
    errors: HashMap<String, String>,
    result: Option<Markup>,
}

/// The Try it page: the endpoint chooser and the chosen endpoint's form.
pub async fn form(
    State(state): State<AppState>,
    session: Session,
    Query(q): Query<Chosen>,
) -> DashResult<Html<String>> {
    let op = match q.endpoint.as_deref() {
        Some(name) => contract::by_name(name).ok_or(DashError::NotFound)?,
        None => contract::offered().next().ok_or(DashError::NotFound)?,
    };
    let shown = Shown {
        op,
        chosen: 0,
        posted: None,
        errors: HashMap::new(),
        result: None,
    };
    page(&state, &session, shown).await
}

/// Makes the call and shows the reply and the same call in code; a report's PDF is confirmed
/// first (its cost named), then handed to the browser as the API answers it.
#[tracing::instrument(skip_all, fields(account = %session.account.id))]
pub async fn send(
    State(state): State<AppState>,
    session: Session,
    RequestId(rid): RequestId,
    headers: HeaderMap,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    let op = form
        .get("endpoint")
        .and_then(contract::by_name)
        .ok_or(DashError::NotFound)?;
    let chosen = form
        .get("form")
        .and_then(|name| op.forms.iter().position(|f| f.schema == name))
        .unwrap_or(0);
    let body_form = &op.forms[chosen];
    let body = controls::body(&body_form.fields, &form);
    let base = super::web::origin(&state, &headers);
    let call = |text: bool| {
        code::samples(&code::Call {
            op,
            form: body_form,
            body: &body,
            base: &base,
            text,
        })
    };
    let mut shown = Shown {
        op,
        chosen,
        posted: Some(&form),
        errors: HashMap::new(),
        result: None,
    };
    if op.answers_file && form.get("download").is_none() {
        shown.result = Some(html! { (confirm(op, &form)) (call(false)) });
        return Ok(page(&state, &session, shown).await?.into_response());
    }
    limit(&state, &session).await?;
    let answer = reply::call(&state, &session, &rid, op.endpoint, body.clone()).await;
    if let reply::Answer::Refused(r) = &answer {
        shown.errors = r.fields();
    }
    let samples = call(answer.is_text());
    if let reply::Answer::File(resp) = answer {
        return Ok(resp);
    }
    shown.result = Some(html! { (reply::shown(&answer)) (samples) });
    Ok(page(&state, &session, shown).await?.into_response())
}

async fn page(state: &AppState, session: &Session, s: Shown<'_>) -> DashResult<Html<String>> {
    let mut conn = state.db.acquire().await?;
    let rows = profiles::list(&mut conn, session.account.id, 1000, 0).await?;
    drop(conn);
    let cx = Ctx {
        endpoint: s.op.endpoint,
        profiles: &rows,
        posted: s.posted,
        errors: &s.errors,
        seen: Cell::new(0),
    };
    let body = html! {
        h1 { (l("Try it", "आज़माएँ", "प्रयोग गर्नुहोस्")) }
        p {
            "Call any endpoint with all its options: the form is made from the API's contract "
            "(" a href="/openapi.json" { "OpenAPI" } "), and a field left empty is left out of the request. "
            "The call is charged as the API charges it (its cost is shown) and checked as the API checks it: "
            "a wrong value is answered with its error, and nothing charged."
        }
        (chooser(s.op, session))
        (about(s.op, session, s.posted))
        form.try method="post" action="/dashboard/try#result" novalidate aria-labelledby="op-h" {
            (csrf(&session.csrf))
            input type="hidden" name="endpoint" value=(s.op.endpoint.name());
            (fields(s.op, s.chosen, &cx))
            button type="submit" { (l("Send request", "अनुरोध भेजें", "अनुरोध पठाउनुहोस्")) }
        }
        @if let Some(r) = s.result {
            section.result #result aria-labelledby="result-h" { (r) }
        }
    };
    Ok(view::page("Try it", Some(&session.nav(Section::Try)), body))
}

/// The endpoints by tag, each with its cost and plan; "Choose" shows its form.
fn chooser(current: &Operation, session: &Session) -> Markup {
    let mut tags: Vec<&str> = Vec::new();
    for op in contract::offered() {
        if !tags.contains(&op.tag.as_str()) {
            tags.push(&op.tag);
        }
    }
    let locked = |e: Endpoint| !session.account.consumer().allows(e.tier());
    html! {
        form.inline.chooser method="get" action="/dashboard/try" {
            div {
                (view::label("endpoint", "Endpoint", "एंडपॉइंट", "एन्डपोइन्ट"))
                select #endpoint name="endpoint" {
                    @for tag in &tags {
                        optgroup label=(tag) {
                            @for op in contract::offered().filter(|op| op.tag == *tag) {
                                @let e = op.endpoint;
                                option value=(e.name()) selected[e == current.endpoint] {
                                    "/v1" (e.path()) " — "
                                    @if e == Endpoint::Kundli { "its sections less 20 %" } @else { (e.cost()) " credits" }
                                    @if e != Endpoint::Kundli && locked(e) { " (Personal plan)" }
                                }
                            }
                        }
                    }
                }
            }
            button type="submit" { (l("Choose", "चुनें", "छान्नुहोस्")) }
        }
    }
}

/// The chosen endpoint: its summary, its cost and plan, what the document says of it.
fn about(op: &Operation, session: &Session, posted: Option<&Form>) -> Markup {
    let e = op.endpoint;
    let personal = session.account.consumer().allows(Tier::Personal);
    let description = op
        .description
        .split("\n\n")
        .filter(|p| !p.starts_with("Cost:"));
    html! {
        h2 #op-h { "POST " code { "/v1" (e.path()) } }
        p { (op.summary) }
        p.cost data-testid="try-cost" { (cost(e, posted)) }
        @if !personal && e.tier() == Tier::Personal {
            p.notice.warn role="note" {
                "This endpoint needs the Personal consumer plan: on yours it answers 403 "
                code { "plan_upgrade_required" } ". " a href="/dashboard/plan" { "Ask for an upgrade" } "."
            }
        }
        details {
            summary { (l("About this endpoint", "इस एंडपॉइंट के बारे में", "यो एन्डपोइन्टको बारेमा")) }
            @for para in description { p { (prose(para)) } }
        }
    }
}

/// An endpoint's price and plan (`Endpoint::cost`, `tier`); a kundli's from its sections.
fn cost(e: Endpoint, posted: Option<&Form>) -> Markup {
    if e != Endpoint::Kundli {
        let plan = match e.tier() {
            Tier::Personal => "the Personal consumer plan or higher",
            Tier::Any => "any plan",
        };
        return html! { "Cost: " strong { (e.cost()) " credits" } " a successful call, none for a failed one. Plan: " (plan) "." };
    }
    let sections: Vec<Endpoint> = posted
        .map(|f| {
            f.0.iter()
                .filter(|(k, _)| k == "include")
                .filter_map(|(_, v)| Endpoint::from_path(&format!("/{}", v.trim())))
                .collect()
        })
        .unwrap_or_default();
    let sum: i64 = sections.iter().map(|s| s.cost()).sum();
    html! {
        "Cost: the sections' credits less 20 %, rounded up (each section's price is beside it)"
        @if !sections.is_empty() {
            "; for the " (sections.len()) " chosen: " strong { (Endpoint::bundle_cost(&sections)) " credits" }
            " instead of " (sum)
        }
        ". Plan: its most demanding section's"
        @if !sections.is_empty() && Endpoint::bundle_tier(&sections) == Tier::Personal { " (Personal)" }
        "."
    }
}

/// A field's role in a body: naming the subject, an option of the endpoint, or a setting
/// every calculation takes (`calc::call::Common`).
#[derive(PartialEq)]
enum Role {
    Subject,
    Option,
    Setting,
}

fn role(e: Endpoint, name: &str) -> Role {
    use graha::calc::call::{Common, Options};
    let s = e.subjects();
    let subject = [
        s.fields(),
        s.birth_fields(),
        s.place_fields(),
        s.optional_fields(),
    ];
    if Common::FIELDS.contains(&name) {
        Role::Setting
    } else if subject.iter().any(|f| f.contains(&name)) {
        Role::Subject
    } else {
        Role::Option
    }
}

/// Every field of an operation's body forms, once, with the forms using it.
fn all_fields(op: &Operation) -> Vec<(&Field, Vec<usize>)> {
    let mut all: Vec<(&Field, Vec<usize>)> = Vec::new();
    for (i, form) in op.forms.iter().enumerate() {
        for f in &form.fields {
            match all.iter_mut().find(|(g, _)| g.name == f.name) {
                Some((_, forms)) => forms.push(i),
                None => all.push((f, vec![i])),
            }
        }
    }
    all
}

/// The body's fields: the choice of body form, each form's subject fields in its fieldset,
/// then the endpoint's options and the settings.
fn fields(op: &Operation, chosen: usize, cx: &Ctx) -> Markup {
    let all = all_fields(op);
    let several = op.forms.len() > 1;
    let forms_attr = |forms: &[usize]| {
        several.then(|| {
            forms
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
    };
    let group = |fields: Vec<&(&Field, Vec<usize>)>| {
        html! {
            div.fields {
                @for (f, forms) in fields { (controls::field(f, &f.name, forms_attr(forms).as_deref(), cx)) }
            }
        }
    };
    let of_role = |r: Role| -> Vec<&(&Field, Vec<usize>)> {
        all.iter()
            .filter(|(f, _)| role(op.endpoint, &f.name) == r)
            .collect()
    };
    let subjects = of_role(Role::Subject);
    let options = of_role(Role::Option);
    let settings = of_role(Role::Setting);
    html! {
        @if several { (form_choice(op, chosen)) } @else {
            input type="hidden" name="form" value=(op.forms[0].schema);
        }
        @for (i, _) in op.forms.iter().enumerate() {
            @let mine: Vec<_> = subjects.iter().copied().filter(|(_, forms)| forms[0] == i).collect();
            @if !mine.is_empty() {
                @let used: Vec<usize> = (0..op.forms.len()).filter(|j| mine.iter().any(|(_, f)| f.contains(j))).collect();
                fieldset.group data-forms=[forms_attr(&used)] {
                    legend { (legend(op, i)) }
                    (group(mine))
                }
            }
        }
        @if !options.is_empty() {
            fieldset.group { legend { (l("Options", "विकल्प", "विकल्पहरू")) } (group(options)) }
        }
        @if !settings.is_empty() {
            fieldset.group {
                legend { (l("Settings", "सेटिंग्स", "सेटिङहरू")) }
                p.help { "Left empty, the account's own settings (" code { "PUT /v1/settings" } "), else the product's." }
                (group(settings))
            }
        }
    }
}

/// The body forms an operation accepts (a profile, the birth data, a place…), one chosen.
fn form_choice(op: &Operation, chosen: usize) -> Markup {
    html! {
        fieldset.group.forms {
            legend { (l("Body form", "अनुरोध का रूप", "अनुरोधको रूप")) }
            @for (i, f) in op.forms.iter().enumerate() {
                @let help = format!("form-{i}-help");
                div.choice {
                    label.check {
                        input type="radio" name="form" value=(f.schema) data-index=(i) checked[i == chosen]
                            aria-describedby=(help);
                        " " (legend(op, i)) " " code { (f.schema) }
                    }
                    p.help #(help) { (prose(&f.description)) }
                }
            }
        }
    }
}

/// A body form's name as a person reads it: `DashaByBirthRequest` is "By birth"; a lone form
/// is named by what its subjects are.
fn legend(op: &Operation, i: usize) -> String {
    if op.forms.len() == 1 {
        return match op.endpoint.subjects() {
            Subjects::Moment => "Moment and place",
            Subjects::PlaceAndProfiles => "Place and participants",
            Subjects::MaybePlace => "Place (optional)",
            _ => "Subject",
        }
        .to_owned();
    }
    let schema = &op.forms[i].schema;
    let tail = schema
        .find("By")
        .map_or(schema.as_str(), |at| &schema[at..]);
    let tail = tail.strip_suffix("Request").unwrap_or(tail);
    let mut out = String::new();
    for c in tail.chars() {
        if c.is_ascii_uppercase() && !out.is_empty() {
            out.push(' ');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A report answers a PDF: made once confirmed, its cost named, and downloaded.
fn confirm(op: &Operation, posted: &Form) -> Markup {
    let cost = op.endpoint.cost();
    html! {
        h2 #result-h { (l("Download", "डाउनलोड", "डाउनलोड")) }
        p data-testid="try-download" {
            "A report answers a PDF, made when you confirm: " strong { (cost) " credits" }
            ", none if it fails."
        }
        form method="post" action="/dashboard/try#result" {
            @for (k, v) in &posted.0 {
                @if k != "download" { input type="hidden" name=(k) value=(v); }
            }
            input type="hidden" name="download" value="1";
            button type="submit" { (l("Download the PDF", "PDF डाउनलोड करें", "PDF डाउनलोड गर्नुहोस्")) " (" (cost) " credits)" }
        }
    }
}
