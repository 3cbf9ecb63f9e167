//! Sign up, sign in, sign out and the password: argon2id hashes, sessions in Postgres behind
//! `graha_session`, sign-in attempts limited per client and per email in Redis, and messages
//! that never say whether an email has an account.

use super::limits::{self, minutes_left};
use super::passwords::{PASSWORD_MIN, decoy, normalize_email, password_problem};
pub use super::passwords::{hash_password, verify_password};
use super::store::{self, SetLogin};
use super::view::{self, Section, csrf, t, t_with, text};
use super::web::{
    DashError, DashResult, Form, PreCsrf, SESSION_COOKIE, SESSION_DAYS, Session, see_other,
    set_cookie, token,
};
use crate::error::ApiError;
use crate::state::AppState;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use graha::key;
use maud::html;

pub use super::limits::WINDOW_SECS;

/// Failed sign-ins one email may have in a window before it is refused.
pub const EMAIL_FAILURES: u32 = 5;
/// Sign-in attempts (failed or not) one client may make in a window.
pub const CLIENT_ATTEMPTS: u32 = 20;
/// Sign-ups one client may make in a window.
pub const CLIENT_SIGNUPS: u32 = 10;
/// Wrong current passwords one session may send in a window before it is refused.
pub const SESSION_PASSWORD_FAILURES: u32 = 5;
/// Wrong current passwords all of one account's sessions together may send in a window.
pub const ACCOUNT_PASSWORD_FAILURES: u32 = 10;

/// The hashing off the async threads (tens of milliseconds of CPU).
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(ApiError::internal)
}

/// Sets an account's login from the operator CLI (`graha-api account set-login`).
pub async fn set_login(
    db: &sqlx::PgPool,
    account: uuid::Uuid,
    email: &str,
    password: &str,
) -> anyhow::Result<()> {
    let email = normalize_email(email).ok_or_else(|| anyhow::anyhow!("not an email address"))?;
    if let Some(p) = password_problem(password, &[&email]) {
        anyhow::bail!(p);
    }
    let password = password.to_owned();
    let hash = blocking(move || hash_password(&password))
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut conn = db.acquire().await?;
    match store::set_login(&mut conn, account, &email, &hash).await? {
        SetLogin::Set => Ok(()),
        SetLogin::EmailTaken => anyhow::bail!("another account signs in with that email"),
        SetLogin::NoAccount => anyhow::bail!("no such account"),
    }
}

// --- Pages ----------------------------------------------------------------------------------

/// The sign-up page (`signup`) or the sign-in page, with the email sent and its problem.
fn auth_page(
    signup: bool,
    token: &str,
    email: &str,
    problem: Option<&str>,
) -> axum::response::Html<String> {
    let (title, heading, action) = if signup {
        (
            key!("dashboard.auth.signUp.title"),
            key!("dashboard.auth.signUp.heading"),
            "/dashboard/signup",
        )
    } else {
        (
            key!("dashboard.auth.signIn.title"),
            key!("dashboard.auth.signIn.heading"),
            "/dashboard/login",
        )
    };
    let body = html! {
        section.auth {
            h1 { (t(heading)) }
            @if let Some(p) = problem { p.error role="alert" #form-error { (p) } }
            form method="post" action=(action) {
                (csrf(token))
                @if signup {
                    (view::label("name", key!("dashboard.auth.name")))
                    input #name name="name" type="text" required maxlength="100" autocomplete="name";
                }
                (view::label("email", key!("dashboard.auth.email")))
                input #email name="email" type="email" required maxlength="254" autocomplete="email" value=(email);
                (view::label("password", key!("dashboard.auth.password")))
                input #password name="password" type="password" required
                    minlength=[signup.then_some(PASSWORD_MIN)] maxlength="128"
                    autocomplete=(if signup { "new-password" } else { "current-password" })
                    aria-describedby=[signup.then_some("password-help")];
                @if signup {
                    p.help #password-help { (t(key!("dashboard.auth.passwordHelp"))) }
                }
                @if signup {
                    button type="submit" { (t(key!("dashboard.auth.signUp.submit"))) }
                } @else {
                    button type="submit" { (t(key!("dashboard.auth.signIn.submit"))) }
                }
            }
            @if signup {
                p { (t_with(key!("dashboard.auth.signUp.haveAccount"), &[("link", html! {
                    a href="/dashboard/login" { (text(key!("dashboard.auth.signUp.signInLink"))) }
                })])) }
                p.help { (t(key!("dashboard.auth.signUp.trial"))) }
            } @else {
                p { (t_with(key!("dashboard.auth.signIn.newHere"), &[("link", html! {
                    a href="/dashboard/signup" { (text(key!("dashboard.auth.signIn.signUpLink"))) }
                })])) }
            }
        }
    };
    view::page(&text(title), None, body)
}

/// The sign-up page.
pub async fn signup_page(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let t = PreCsrf::of(&state, &headers);
    let page = auth_page(true, &t.token, "", None);
    t.respond(&state, page)
}

/// The sign-in page.
pub async fn login_page(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let t = PreCsrf::of(&state, &headers);
    let page = auth_page(false, &t.token, "", None);
    t.respond(&state, page)
}

/// Starts a session for `account`: the cookie, and a 303 to the overview.
async fn start_session(state: &AppState, account: uuid::Uuid) -> DashResult<Response> {
    let (session, csrf_token) = (token(), token());
    let expires = chrono::Utc::now() + chrono::Duration::days(SESSION_DAYS);
    let mut conn = state.db.acquire().await?;
    store::create_session(&mut conn, &session, account, &csrf_token, expires).await?;
    let mut resp = see_other("/dashboard");
    resp.headers_mut().append(
        header::SET_COOKIE,
        set_cookie(
            state,
            SESSION_COOKIE,
            &session,
            SESSION_DAYS * 86_400,
            "Lax",
        ),
    );
    Ok(resp)
}

/// A form page again with its problem, status 4xx.
fn again(
    state: &AppState,
    headers: &HeaderMap,
    status: StatusCode,
    signup: bool,
    email: &str,
    problem: &str,
) -> Response {
    let t = PreCsrf::of(state, headers);
    let page = auth_page(signup, &t.token, email, Some(problem));
    let mut resp = t.respond(state, (status, page));
    if status == StatusCode::TOO_MANY_REQUESTS {
        resp.headers_mut()
            .insert(header::RETRY_AFTER, (minutes_left() * 60).into());
    }
    resp
}

/// Sign up: a Trial account with no key, and its login; then signed in.
pub async fn signup(
    State(state): State<AppState>,
    ext: axum::http::Extensions,
    headers: HeaderMap,
    form: Form,
) -> DashResult<Response> {
    PreCsrf::check(&state, &headers, &form)?;
    let client = super::web::client(&ext, &headers, &state);
    let email_in = form.get("email").unwrap_or("");
    let name = form.get("name").unwrap_or("");
    let password = form.raw("password").unwrap_or("").to_owned();
    // Every field's problem at once, so that one round trip mends them all.
    let email = normalize_email(email_in);
    let mut problems: Vec<String> = Vec::new();
    if email.is_none() {
        problems.push(text(key!("dashboard.auth.problem.email")));
    }
    if name.is_empty() || name.chars().count() > 100 || name.chars().any(char::is_control) {
        problems.push(text(key!("dashboard.auth.problem.name")));
    }
    let shown_email = email.clone().unwrap_or_else(|| email_in.to_owned());
    if let Some(p) = password_problem(&password, &[&shown_email, name]) {
        problems.push(p);
    }
    let Some(email) = email.filter(|_| problems.is_empty()) else {
        return Ok(again(
            &state,
            &headers,
            StatusCode::UNPROCESSABLE_ENTITY,
            true,
            &shown_email,
            &problems.join(" "),
        ));
    };
    let key = limits::key(&state, "signup", &client);
    if !limits::take(&state, &[(&key, CLIENT_SIGNUPS)]).await? {
        let msg = view::fill(
            key!("dashboard.auth.problem.signUps"),
            &[("minutes", &minutes_left().to_string())],
        );
        return Ok(again(
            &state,
            &headers,
            StatusCode::TOO_MANY_REQUESTS,
            true,
            &email,
            &msg,
        ));
    }
    let hash = state
        .hashing
        .run(move || hash_password(&password))
        .await??;
    let mut conn = state.db.acquire().await?;
    let created = store::sign_up(&mut conn, name, &email, &hash, chrono::Utc::now()).await?;
    drop(conn);
    match created {
        Some(account) => start_session(&state, account).await,
        // Said without saying whether the email has an account (docs/decisions.md).
        None => Ok(again(
            &state,
            &headers,
            StatusCode::UNPROCESSABLE_ENTITY,
            true,
            &email,
            &text(key!("dashboard.auth.problem.notCreated")),
        )),
    }
}

/// Sign in: limited per client and per email; one message for every failure.
pub async fn login(
    State(state): State<AppState>,
    ext: axum::http::Extensions,
    headers: HeaderMap,
    form: Form,
) -> DashResult<Response> {
    PreCsrf::check(&state, &headers, &form)?;
    let client = super::web::client(&ext, &headers, &state);
    let email_in = form.get("email").unwrap_or("");
    let email = normalize_email(email_in).unwrap_or_else(|| email_in.trim().to_lowercase());
    let password = form.raw("password").unwrap_or("").to_owned();
    let (client_key, email_key) = (
        limits::key(&state, "login-client", &client),
        limits::key(&state, "login-email", &email),
    );
    // Counted before the password is checked; a right one clears the email's count.
    let allowed = limits::take(
        &state,
        &[(&client_key, CLIENT_ATTEMPTS), (&email_key, EMAIL_FAILURES)],
    )
    .await?;
    if !allowed {
        metrics::counter!("graha_dashboard_signin_refused_total").increment(1);
        let msg = view::fill(
            key!("dashboard.auth.problem.signIns"),
            &[("minutes", &minutes_left().to_string())],
        );
        return Ok(again(
            &state,
            &headers,
            StatusCode::TOO_MANY_REQUESTS,
            false,
            &email,
            &msg,
        ));
    }
    let mut conn = state.db.acquire().await?;
    let login = store::login_by_email(&mut conn, &email).await?;
    drop(conn);
    let stored = login.as_ref().map(|l| l.password_hash.clone());
    let matches = state
        .hashing
        .run(move || verify_password(&password, stored.as_deref().unwrap_or_else(|| decoy())))
        .await?;
    match login {
        Some(l) if matches => {
            limits::clear(&state, &email_key).await;
            start_session(&state, l.account_id).await
        }
        _ => Ok(again(
            &state,
            &headers,
            StatusCode::UNAUTHORIZED,
            false,
            &email,
            &text(key!("dashboard.auth.problem.wrong")),
        )),
    }
}

/// Sign out: the session ends on the server, the cookie is cleared.
pub async fn logout(
    State(state): State<AppState>,
    session: Session,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    let mut conn = state.db.acquire().await?;
    store::end_session(&mut conn, &session.token_hash).await?;
    let mut resp = see_other("/dashboard/login");
    resp.headers_mut().append(
        header::SET_COOKIE,
        set_cookie(&state, SESSION_COOKIE, "", 0, "Lax"),
    );
    Ok(resp)
}

fn account_page(
    session: &Session,
    notice: Option<&str>,
    problem: Option<&str>,
) -> axum::response::Html<String> {
    let a = &session.account;
    let body = html! {
        h1 { (t(key!("dashboard.account.title"))) }
        @if let Some(m) = notice { p.notice role="status" { (m) } }
        dl.facts {
            dt { (t(key!("dashboard.account.id"))) } dd { code { (a.id) } }
            dt { (t(key!("dashboard.auth.name"))) } dd { (a.name) }
            dt { (t(key!("dashboard.auth.email"))) } dd { (session.email) }
            dt { (t(key!("dashboard.account.created"))) } dd { (view::when(a.created_at)) }
        }
        section {
            h2 { (t(key!("dashboard.account.changePassword"))) }
            @if let Some(p) = problem { p.error role="alert" { (p) } }
            form method="post" action="/dashboard/account/password" {
                (csrf(&session.csrf))
                (view::label("current", key!("dashboard.account.current")))
                input #current name="current" type="password" required autocomplete="current-password";
                (view::label("new", key!("dashboard.account.new")))
                input #new name="new" type="password" required minlength="10" maxlength="128" autocomplete="new-password";
                button type="submit" { (t(key!("dashboard.account.changePassword"))) }
            }
            p.help { (t(key!("dashboard.account.othersSignedOut"))) }
        }
    };
    view::page(
        &text(key!("dashboard.account.title")),
        Some(&session.nav(Section::Account)),
        body,
    )
}

/// The account page: who is signed in, the password form.
pub async fn account(session: Session) -> axum::response::Html<String> {
    account_page(&session, None, None)
}

/// Changes the password (the current one required); other sessions end.
pub async fn change_password(
    State(state): State<AppState>,
    session: Session,
    form: Form,
) -> DashResult<Response> {
    session.check(&form)?;
    let current = form.raw("current").unwrap_or("").to_owned();
    let new = form.raw("new").unwrap_or("").to_owned();
    if let Some(p) = password_problem(&new, &[&session.email, &session.account.name]) {
        return Ok((
            StatusCode::UNPROCESSABLE_ENTITY,
            account_page(&session, None, Some(&p)),
        )
            .into_response());
    }
    // Counted before the current password is checked, per session and per account; a right
    // one clears the counts.
    let session_hex: String = session
        .token_hash
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let keys = [
        limits::key(&state, "password-session", &session_hex),
        limits::key(&state, "password-account", &session.account.id.to_string()),
    ];
    let allowed = limits::take(
        &state,
        &[
            (&keys[0], SESSION_PASSWORD_FAILURES),
            (&keys[1], ACCOUNT_PASSWORD_FAILURES),
        ],
    )
    .await?;
    if !allowed {
        metrics::counter!("graha_dashboard_password_refused_total").increment(1);
        let msg = view::fill(
            key!("dashboard.account.problem.tooMany"),
            &[("minutes", &minutes_left().to_string())],
        );
        let mut resp = (
            StatusCode::TOO_MANY_REQUESTS,
            account_page(&session, None, Some(&msg)),
        )
            .into_response();
        resp.headers_mut()
            .insert(header::RETRY_AFTER, (minutes_left() * 60).into());
        return Ok(resp);
    }
    let mut conn = state.db.acquire().await?;
    let login = store::login_of(&mut conn, session.account.id)
        .await?
        .ok_or(DashError::SignIn)?;
    drop(conn);
    let stored = login.password_hash;
    let right = state
        .hashing
        .run(move || verify_password(&current, &stored))
        .await?;
    if !right {
        return Ok((
            StatusCode::UNPROCESSABLE_ENTITY,
            account_page(
                &session,
                None,
                Some(&text(key!("dashboard.account.problem.wrongCurrent"))),
            ),
        )
            .into_response());
    }
    for key in &keys {
        limits::clear(&state, key).await;
    }
    let hash = state.hashing.run(move || hash_password(&new)).await??;
    let mut conn = state.db.acquire().await?;
    store::change_password(&mut conn, session.account.id, &hash, &session.token_hash).await?;
    Ok(account_page(
        &session,
        Some(&text(key!("dashboard.account.changed"))),
        None,
    )
    .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_hash_with_argon2id_and_verify() {
        let h = hash_password("correct horse battery").unwrap();
        assert!(h.starts_with("$argon2id$v=19$"), "{h}");
        assert!(verify_password("correct horse battery", &h));
        assert!(!verify_password("correct horse batterY", &h));
        assert_ne!(h, hash_password("correct horse battery").unwrap(), "salted");
    }

    #[test]
    fn guessable_passwords_are_refused_with_advice() {
        for weak in [
            "aaaaaaaaaa",
            "1234567890",
            "          ",
            "password123",
            "asha1990asha",
        ] {
            let said = password_problem(weak, &["asha1990@example.com", "Asha"]);
            let said = said.unwrap_or_else(|| panic!("{weak:?} accepted"));
            assert!(
                said.starts_with("This password is too easy to guess."),
                "{said}"
            );
        }
        let said = password_problem("aaaaaaaaaa", &[]).unwrap();
        assert!(said.contains("Repeats like"), "zxcvbn's advice: {said}");
        // The passwords the tests and scripts sign up with.
        for strong in [
            "Quartz lantern 42 orbit",
            "Velvet comet 17 harbour",
            "Saffron kite 93 meadow",
        ] {
            assert_eq!(
                password_problem(strong, &["asha@example.com", "Asha"]),
                None,
                "{strong}"
            );
        }
        assert!(
            password_problem("short", &[])
                .unwrap()
                .contains("at least 10")
        );
        // The longest passwords are judged quickly too.
        let t = std::time::Instant::now();
        for long in [
            "a1!".repeat(42),
            "correcthorsebattery".repeat(7)[..128].to_owned(),
        ] {
            password_problem(&long, &["asha@example.com", "Asha"]);
        }
        assert!(
            t.elapsed() < std::time::Duration::from_secs(1),
            "{:?}",
            t.elapsed()
        );
    }

    #[test]
    fn emails_are_normalized() {
        assert_eq!(
            normalize_email(" Asha@Example.COM ").as_deref(),
            Some("asha@example.com")
        );
        for bad in [
            "",
            "asha",
            "asha@",
            "@example.com",
            "asha@example",
            "a b@example.com",
        ] {
            assert_eq!(normalize_email(bad), None, "{bad}");
        }
    }
}
