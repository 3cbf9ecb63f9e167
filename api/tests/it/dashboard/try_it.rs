//! Try it: a form for every paid calculation made from the OpenAPI document, its options
//! reaching the API, the API's errors shown with their code and fields, the chart picture shown
//! and a report's PDF downloaded after its cost is named; each call charged as the API charges
//! it, with the same call as curl, Python and TypeScript.

use super::{Browser, PASSWORD, Page};
use crate::helpers::*;
use graha::endpoints::Endpoint;
use reqwest::StatusCode;
use serde_json::Value;

/// Signs up (with the Personal consumer plan when `personal`) and adds a profile through the
/// dashboard's form: the CSRF token, the account and the profile's id.
async fn signed_up(b: &mut Browser<'_>, email: &str, personal: bool) -> (String, String, String) {
    let id = b.sign_up(email, PASSWORD).await.to_string();
    if personal {
        let plan = [
            "account",
            "set-plan",
            "--account",
            &id,
            "--consumer-plan",
            "personal",
        ];
        b.app.operator(&plan).await;
    }
    let url = b.add_profile("Asha").await;
    let profile = url.rsplit('/').next().unwrap().to_owned();
    let token = b.token().await;
    (token, id, profile)
}

/// The text of the page's element `data-testid=<id>` (its first `<code>`, unescaped).
fn shown(p: &Page, id: &str) -> String {
    let at = p
        .body
        .find(&format!("data-testid=\"{id}\""))
        .unwrap_or_else(|| panic!("no {id} in {}", p.body));
    let rest = &p.body[at..];
    let start = rest.find("<code").unwrap();
    let start = start + rest[start..].find('>').unwrap() + 1;
    let end = start + rest[start..].find("</code>").unwrap();
    rest[start..end]
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

fn reply(p: &Page) -> Value {
    serde_json::from_str(&shown(p, "try-reply")).unwrap()
}

fn has(p: &Page, needle: &str) {
    assert!(p.body.contains(needle), "{needle}: {}", p.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_calculation_has_a_form_with_every_control_labelled() {
    let app = spawn_app_without_worker().await;
    let mut b = Browser::new(&app);
    signed_up(&mut b, "forms@example.com", false).await;
    let control = regex::Regex::new(r#"<(?:input|select|textarea) id="([^"]+)""#).unwrap();
    for e in Endpoint::ALL.iter().filter(|e| **e != Endpoint::Guru) {
        let p = b
            .get(&format!("/dashboard/try?endpoint={}", e.name()))
            .await;
        assert_eq!(p.status, StatusCode::OK, "{}: {}", e.name(), p.body);
        has(
            &p,
            &format!(
                r#"<input type="hidden" name="endpoint" value="{}">"#,
                e.name()
            ),
        );
        // Every calculation takes the reply's language: its fields are there.
        has(&p, r#"<select id="f-locale" name="locale""#);
        for id in control.captures_iter(&p.body) {
            let id = &id[1];
            let label = format!(r#"<label for="{id}""#);
            let wrapped = format!(r#"<label class="check"><input id="{id}""#);
            assert!(
                p.body.contains(&label) || p.body.contains(&wrapped),
                "{}: {id}",
                e.name()
            );
        }
    }
    // The Guru is a conversation, not a form; an unknown endpoint is not found.
    let guru = b.get("/dashboard/try?endpoint=guru").await;
    assert_eq!(guru.status, StatusCode::NOT_FOUND);
    assert_eq!(
        b.get("/dashboard/try?endpoint=nope").await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_field_is_typed_as_the_contract_says() {
    let app = spawn_app_without_worker().await;
    let mut b = Browser::new(&app);
    let (_, _, profile) = signed_up(&mut b, "types@example.com", false).await;
    // Options with their types and limits; the profile chosen from the account's; the body
    // forms (by profile, by birth data) to choose from.
    let dasha = b.get("/dashboard/try?endpoint=dasha").await;
    has(
        &dasha,
        r#"<input id="f-levels" type="number" name="levels" value="" step="1" min="1" max="5""#,
    );
    has(&dasha, r#"<select id="f-system" name="system""#);
    has(
        &dasha,
        &format!(r#"<option value="{profile}" selected>Asha</option>"#),
    );
    has(&dasha, r#"value="DashaByBirthRequest""#);
    has(
        &dasha,
        r#"<input id="f-birth-date" type="date" name="birth.date""#,
    );
    has(&dasha, "<strong>5 credits</strong>");
    // A place, a moment, lists of values and of profiles, a flag, each section's price.
    let panchang = b.get("/dashboard/try?endpoint=panchang").await;
    has(&panchang, r#"value="PanchangByPlaceRequest""#);
    has(
        &panchang,
        r#"<input id="f-latitude" type="number" name="latitude" value="" step="any" min="-90" max="90""#,
    );
    let horary = b.get("/dashboard/try?endpoint=kp/horary").await;
    has(&horary, r#"type="datetime-local" name="datetime""#);
    let muhurta = b.get("/dashboard/try?endpoint=muhurta").await;
    has(&muhurta, &format!(r#"name="profileIds" value="{profile}""#));
    has(&muhurta, r#"<select id="f-activity" name="activity""#);
    let kundli = b.get("/dashboard/try?endpoint=kundli").await;
    has(
        &kundli,
        r#"<input type="checkbox" name="include" value="dasha">"#,
    );
    has(&kundli, "(5 credits, Personal plan)");
    has(
        &kundli,
        r#"<input id="f-presentOnly" type="checkbox" name="presentOnly" value="true""#,
    );
    let matching = b.get("/dashboard/try?endpoint=matching").await;
    has(
        &matching,
        r#"<select id="f-brideProfileId" name="brideProfileId""#,
    );
    let horoscope = b.get("/dashboard/try?endpoint=horoscope").await;
    has(&horoscope, r#"<option value="aries">aries</option>"#);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_option_reaches_the_api_and_the_call_is_shown_in_code() {
    let app = spawn_app().await;
    let mut b = Browser::new(&app);
    let (token, id, profile) = signed_up(&mut b, "options@example.com", true).await;
    let id: uuid::Uuid = id.parse().unwrap();
    let before = app.balance(id).await;
    // `levels: 2`: the running maha and antar, antar dashas without pratyantars; the other
    // body form's birth is not sent, nor an empty field.
    let fields = [
        ("csrf", token.as_str()),
        ("endpoint", "dasha"),
        ("form", "DashaByProfileRequest"),
        ("profileId", profile.as_str()),
        ("levels", "2"),
        ("ayanamsa", ""),
        ("birth.date", "1990-01-01"),
    ];
    let p = b.post("/dashboard/try", &fields).await;
    assert_eq!(p.status, StatusCode::OK, "{}", p.body);
    has(&p, "200 OK · 5 credits charged");
    let v = reply(&p);
    assert_eq!(
        v["data"]["current"].as_array().map(Vec::len),
        Some(2),
        "{v}"
    );
    let maha = &v["data"]["timeline"][0];
    assert!(
        maha["antarDashas"]
            .as_array()
            .is_some_and(|a| !a.is_empty())
    );
    assert!(maha["antarDashas"][0].get("pratyantarDashas").is_none());
    assert_eq!(app.balance(id).await, before - 5);
    let curl = shown(&p, "try-curl");
    assert!(
        curl.contains(&format!(r#"-d '{{"levels":2,"profileId":"{profile}"}}'"#)),
        "{curl}"
    );
    let py = shown(&p, "try-python");
    assert!(
        py.contains("from graha_client.api.timing import post_v1_dasha"),
        "{py}"
    );
    let model = format!(
        "body = DashaByProfileRequest(\n    profile_id=UUID(\"{profile}\"),\n    levels=2,\n)"
    );
    assert!(py.contains(&model), "{py}");
    let ts = shown(&p, "try-typescript");
    assert!(
        ts.contains("graha.POST(\"/v1/dasha\", {\n  body: {\n    levels: 2,"),
        "{ts}"
    );
    // The form keeps what was sent.
    has(&p, r#"name="levels" value="2""#);
    app.assert_books_balance(id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_error_shows_its_code_and_fields_and_charges_nothing() {
    let app = spawn_app_without_worker().await;
    let mut b = Browser::new(&app);
    let (token, id, _) = signed_up(&mut b, "errors@example.com", false).await;
    let id: uuid::Uuid = id.parse().unwrap();
    let before = app.balance(id).await;
    // A bad latitude: the API's 422, its code and the field, the field marked.
    let fields = [
        ("csrf", token.as_str()),
        ("endpoint", "panchang"),
        ("form", "PanchangByPlaceRequest"),
        ("latitude", "100"),
        ("longitude", "85.3"),
        ("timezone", "Asia/Kathmandu"),
    ];
    let p = b.post("/dashboard/try", &fields).await;
    assert_eq!(p.status, StatusCode::OK, "{}", p.body);
    has(
        &p,
        "422 Unprocessable Entity · validation_failed · nothing charged",
    );
    has(&p, r#"<div class="error" role="alert""#);
    let v = reply(&p);
    assert_eq!(error_code(&v), "validation_failed");
    assert_eq!(error_fields(&v), vec!["latitude".to_owned()]);
    has(&p, "<li><code>latitude</code>: ");
    has(
        &p,
        r#"aria-describedby="f-latitude-help f-latitude-err" aria-invalid="true""#,
    );
    // A required option left out is named too; a personal-tier call on the Free plan is
    // refused with the API's 403.
    let events = [
        ("csrf", token.as_str()),
        ("endpoint", "events"),
        ("to", "2026-01-31"),
    ];
    let p = b.post("/dashboard/try", &events).await;
    assert_eq!(
        error_fields(&reply(&p)),
        vec!["from".to_owned()],
        "{}",
        p.body
    );
    let dasha = [("csrf", token.as_str()), ("endpoint", "dasha")];
    let p = b.post("/dashboard/try", &dasha).await;
    assert_eq!(
        error_code(&reply(&p)),
        "plan_upgrade_required",
        "{}",
        p.body
    );
    has(&p, "403 Forbidden");
    assert_eq!(app.balance(id).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chart_is_a_picture_a_calendar_text_and_a_report_a_download() {
    let app = spawn_app().await;
    let mut b = Browser::new(&app);
    let (token, id, profile) = signed_up(&mut b, "pictures@example.com", true).await;
    let id: uuid::Uuid = id.parse().unwrap();
    let picture = [
        ("csrf", token.as_str()),
        ("endpoint", "chart-image"),
        ("profileId", profile.as_str()),
        ("style", "south"),
        ("division", "D9"),
    ];
    let p = b.post("/dashboard/try", &picture).await;
    has(&p, "2 credits charged");
    let figure = p
        .body
        .split(r#"data-testid="try-picture">"#)
        .nth(1)
        .unwrap();
    let figure = &figure[..figure.find("</figure>").unwrap()];
    assert!(figure.starts_with("<svg"), "{figure:.200}");
    assert!(!figure.contains("<script"));
    // A calendar as iCalendar is shown as the text it is, and the samples read it as text.
    let ics = [
        ("csrf", token.as_str()),
        ("endpoint", "calendar"),
        ("form", "CalendarByPlaceRequest"),
        ("latitude", "27.7172"),
        ("longitude", "85.324"),
        ("timezone", "Asia/Kathmandu"),
        ("year", "2026"),
        ("month", "4"),
        ("format", "ics"),
    ];
    let p = b.post("/dashboard/try", &ics).await;
    assert!(
        shown(&p, "try-reply").starts_with("BEGIN:VCALENDAR"),
        "{}",
        p.body
    );
    assert!(shown(&p, "try-typescript").contains("parseAs: \"text\""));
    // A report: its cost named first, nothing charged; then the PDF as the API answers it.
    let before = app.balance(id).await;
    let fields = [
        ("csrf", token.as_str()),
        ("endpoint", "report/kundli"),
        ("form", "ReportKundliByProfileRequest"),
        ("profileId", profile.as_str()),
    ];
    let p = b.post("/dashboard/try", &fields).await;
    has(&p, "Download the PDF (50 credits)");
    let py = shown(&p, "try-python");
    assert!(py.contains("ok(post_v1_report_kundli.sync_detailed(client=graha, body=body), File)"));
    assert_eq!(app.balance(id).await, before);
    let body = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(fields.iter().chain([&("download", "1")]))
        .finish();
    let r = b
        .http
        .post(format!("{}/dashboard/try", app.base))
        .header("cookie", b.cookie_header())
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/pdf");
    let disposition = r.headers()["content-disposition"].to_str().unwrap();
    assert!(
        disposition.starts_with("attachment; filename=\"graha-kundli-"),
        "{disposition}"
    );
    assert!(r.bytes().await.unwrap().starts_with(b"%PDF-"));
    app.settled().await;
    assert_eq!(app.balance(id).await, before - 50);
}
