//! Sign up, sign in, sign out and the password: argon2id hashes, sessions in Postgres behind
//! `graha_session`, sign-in attempts limited per client and per email in Redis, and messages
//! that never say whether an email has an account.

use super::store::{self, SetLogin};
use super::view::{self, Section, csrf, l};
use super::web::{
    DashError, DashResult, Form, PreCsrf, SESSION_COOKIE, SESSION_DAYS, Session, see_other,
    set_cookie, token,
};
use crate::error::ApiError;
use crate::state::AppState;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use sha2::{Digest, Sha256};

/// Failed sign-ins one email may have in a window before it is refused.
pub const EMAIL_FAILURES: u32 = 5;
/// Sign-in attempts (failed or not) one client may make in a window.
pub const CLIENT_ATTEMPTS: u32 = 20;
/// Sign-ups one client may make in a window.
pub const CLIENT_SIGNUPS: u32 = 10;
/// The window of those limits, in seconds.
pub const WINDOW_SECS: i64 = 15 * 60;

/// Passwords: at least this many characters (NIST SP 800-63B asks 8), at most 128.
const PASSWORD_MIN: usize = 10;
const PASSWORD_MAX: usize = 128;

/// Hashes a password with argon2id (the crate's defaults: 19 MiB, 2 passes, 1 lane; OWASP's
/// recommended minimum) and a random 16-byte salt, as a PHC string.
pub fn hash_password(password: &str) -> Result<String, ApiError> {
    let mut salt = [0u8; 16];
    rand::Rng::fill(&mut rand::rng(), &mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(ApiError::internal)?;
    argon2::Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(ApiError::internal)
}

/// Whether `password` matches a stored PHC string.
pub fn verify_password(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|h| {
        argon2::Argon2::default()
            .verify_password(password.as_bytes(), &h)
            .is_ok()
    })
}

/// The hashing off the async threads (tens of milliseconds of CPU).
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(ApiError::internal)
}

/// A hash to verify against when the email has no login, so that an unknown email takes as
/// long to refuse as a wrong password.
fn decoy() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash_password("decoy password, never valid").unwrap_or_default())
}

/// An email as stored: trimmed, lowercased; `None` unless it looks like one.
pub fn normalize_email(s: &str) -> Option<String> {
    let e = s.trim().to_lowercase();
    let (local, domain) = e.split_once('@')?;
    let ok = !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains('@')
        && e.len() <= 254
        && !e.chars().any(|c| c.is_whitespace() || c.is_control());
    ok.then_some(e)
}

/// What is wrong with a new password, if anything.
pub fn password_problem(p: &str) -> Option<String> {
    let n = p.chars().count();
    if n < PASSWORD_MIN {
        Some(format!(
            "The password needs at least {PASSWORD_MIN} characters."
        ))
    } else if n > PASSWORD_MAX {
        Some(format!(
            "The password may have at most {PASSWORD_MAX} characters."
        ))
    } else {
        None
    }
}

/// Sets an account's login from the operator CLI (`graha-api account set-login`).
pub async fn set_login(
    db: &sqlx::PgPool,
    account: uuid::Uuid,
    email: &str,
    password: &str,
) -> anyhow::Result<()> {
    let email = normalize_email(email).ok_or_else(|| anyhow::anyhow!("not an email address"))?;
    if let Some(p) = password_problem(password) {
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

// --- Limits ---------------------------------------------------------------------------------

fn window() -> (i64, u64) {
    let now = chrono::Utc::now().timestamp();
    (
        now.div_euclid(WINDOW_SECS),
        (WINDOW_SECS - now.rem_euclid(WINDOW_SECS)) as u64,
    )
}

fn limit_key(state: &AppState, what: &str, who: &str) -> String {
    // Emails and addresses are hashed: the keys name no person.
    let h: String = Sha256::digest(who.as_bytes())[..12]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("{}:dash:{what}:{h}:{}", state.names.prefix, window().0)
}

async fn count(state: &AppState, key: &str) -> Result<u32, ApiError> {
    let mut conn = state.redis.clone();
    let n: Option<u32> = redis::cmd("GET").arg(key).query_async(&mut conn).await?;
    Ok(n.unwrap_or(0))
}

async fn bump(state: &AppState, key: &str) -> Result<(), ApiError> {
    let mut conn = state.redis.clone();
    let _: () = redis::pipe()
        .incr(key, 1u32)
        .ignore()
        .expire(key, WINDOW_SECS + 60)
        .ignore()
        .query_async(&mut conn)
        .await?;
    Ok(())
}

/// Minutes until the limits' window turns.
fn minutes_left() -> u64 {
    window().1.div_ceil(60)
}

// --- Pages ----------------------------------------------------------------------------------

fn auth_page(
    title: &str,
    heading: Markup,
    action: &str,
    token: &str,
    with_name: bool,
    email: &str,
    problem: Option<&str>,
) -> axum::response::Html<String> {
    let signup = with_name;
    let body = html! {
        section.auth {
            h1 { (heading) }
            @if let Some(p) = problem { p.error role="alert" #form-error { (p) } }
            form method="post" action=(action) {
                (csrf(token))
                @if with_name {
                    (view::label("name", "Name", "नाम", "नाम"))
                    input #name name="name" type="text" required maxlength="100" autocomplete="name";
                }
                (view::label("email", "Email", "ईमेल", "इमेल"))
                input #email name="email" type="email" required maxlength="254" autocomplete="email" value=(email);
                (view::label("password", "Password", "पासवर्ड", "पासवर्ड"))
                input #password name="password" type="password" required
                    minlength=[signup.then_some(PASSWORD_MIN)] maxlength="128"
                    autocomplete=(if signup { "new-password" } else { "current-password" })
                    aria-describedby=[signup.then_some("password-help")];
                @if signup {
                    p.help #password-help { "At least 10 characters." }
                }
                @if signup {
                    button type="submit" { (l("Sign up", "खाता बनाएँ", "खाता खोल्नुहोस्")) }
                } @else {
                    button type="submit" { (l("Sign in", "साइन इन करें", "साइन इन गर्नुहोस्")) }
                }
            }
            @if signup {
                p { "Already have an account? " a href="/dashboard/login" { "Sign in" } }
                p.help { "A new account is on the Trial plan: 500 credits once, 5 requests a minute, one API key." }
            } @else {
                p { "New here? " a href="/dashboard/signup" { "Create an account" } }
            }
        }
    };
    view::page(title, None, body)
}

/// The sign-up page.
pub async fn signup_page(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let t = PreCsrf::of(&headers);
    let page = auth_page(
        "Sign up",
        l(
            "Create your Graha account",
            "ग्रह खाता बनाएँ",
            "ग्रह खाता खोल्नुहोस्",
        ),
        "/dashboard/signup",
        &t.token,
        true,
        "",
        None,
    );
    t.respond(&state, page)
}

/// The sign-in page.
pub async fn login_page(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let t = PreCsrf::of(&headers);
    let page = auth_page(
        "Sign in",
        l(
            "Sign in to Graha",
            "ग्रह में साइन इन करें",
            "ग्रहमा साइन इन गर्नुहोस्",
        ),
        "/dashboard/login",
        &t.token,
        false,
        "",
        None,
    );
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
    let t = PreCsrf::of(headers);
    let page = if signup {
        auth_page(
            "Sign up",
            l(
                "Create your Graha account",
                "ग्रह खाता बनाएँ",
                "ग्रह खाता खोल्नुहोस्",
            ),
            "/dashboard/signup",
            &t.token,
            true,
            email,
            Some(problem),
        )
    } else {
        auth_page(
            "Sign in",
            l(
                "Sign in to Graha",
                "ग्रह में साइन इन करें",
                "ग्रहमा साइन इन गर्नुहोस्",
            ),
            "/dashboard/login",
            &t.token,
            false,
            email,
            Some(problem),
        )
    };
    t.respond(state, (status, page))
}

/// Sign up: a Trial account with no key, and its login; then signed in.
pub async fn signup(
    State(state): State<AppState>,
    ext: axum::http::Extensions,
    headers: HeaderMap,
    form: Form,
) -> DashResult<Response> {
    PreCsrf::check(&headers, &form)?;
    let client = super::web::client(&ext, &headers, &state);
    let key = limit_key(&state, "signup", &client);
    if count(&state, &key).await? >= CLIENT_SIGNUPS {
        let msg = format!(
            "Too many sign-ups from this network; try again in {} minutes.",
            minutes_left()
        );
        return Ok(again(
            &state,
            &headers,
            StatusCode::TOO_MANY_REQUESTS,
            true,
            "",
            &msg,
        ));
    }
    let email_in = form.get("email").unwrap_or("");
    let name = form.get("name").unwrap_or("");
    let password = form.raw("password").unwrap_or("").to_owned();
    let Some(email) = normalize_email(email_in) else {
        return Ok(again(
            &state,
            &headers,
            StatusCode::UNPROCESSABLE_ENTITY,
            true,
            email_in,
            "Enter an email address such as name@example.com.",
        ));
    };
    if name.is_empty() || name.chars().count() > 100 || name.chars().any(char::is_control) {
        return Ok(again(
            &state,
            &headers,
            StatusCode::UNPROCESSABLE_ENTITY,
            true,
            &email,
            "Enter a name of 1 to 100 characters.",
        ));
    }
    if let Some(p) = password_problem(&password) {
        return Ok(again(
            &state,
            &headers,
            StatusCode::UNPROCESSABLE_ENTITY,
            true,
            &email,
            &p,
        ));
    }
    bump(&state, &key).await?;
    let hash = blocking(move || hash_password(&password)).await??;
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
            "We could not create an account with these details. If you already have one, sign in instead.",
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
    PreCsrf::check(&headers, &form)?;
    let client = super::web::client(&ext, &headers, &state);
    let email_in = form.get("email").unwrap_or("");
    let email = normalize_email(email_in).unwrap_or_else(|| email_in.trim().to_lowercase());
    let password = form.raw("password").unwrap_or("").to_owned();
    let (client_key, email_key) = (
        limit_key(&state, "login-client", &client),
        limit_key(&state, "login-email", &email),
    );
    if count(&state, &client_key).await? >= CLIENT_ATTEMPTS
        || count(&state, &email_key).await? >= EMAIL_FAILURES
    {
        metrics::counter!("graha_dashboard_signin_refused_total").increment(1);
        let msg = format!(
            "Too many sign-in attempts; try again in {} minutes.",
            minutes_left()
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
    bump(&state, &client_key).await?;
    let mut conn = state.db.acquire().await?;
    let login = store::login_by_email(&mut conn, &email).await?;
    drop(conn);
    let stored = login
        .as_ref()
        .map_or_else(|| decoy().to_owned(), |l| l.password_hash.clone());
    let matches = blocking(move || verify_password(&password, &stored)).await?;
    match login {
        Some(l) if matches => {
            let mut conn = state.redis.clone();
            let _: Result<(), _> = redis::cmd("DEL")
                .arg(&email_key)
                .query_async(&mut conn)
                .await;
            start_session(&state, l.account_id).await
        }
        _ => {
            bump(&state, &email_key).await?;
            Ok(again(
                &state,
                &headers,
                StatusCode::UNAUTHORIZED,
                false,
                &email,
                "The email or the password is wrong.",
            ))
        }
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
        h1 { (l("Account", "खाता", "खाता")) }
        @if let Some(m) = notice { p.notice role="status" { (m) } }
        dl.facts {
            dt { "Account ID" } dd { code { (a.id) } }
            dt { "Name" } dd { (a.name) }
            dt { "Email" } dd { (session.email) }
            dt { "Created" } dd { (view::when(a.created_at)) }
        }
        section {
            h2 { (l("Change password", "पासवर्ड बदलें", "पासवर्ड परिवर्तन गर्नुहोस्")) }
            @if let Some(p) = problem { p.error role="alert" { (p) } }
            form method="post" action="/dashboard/account/password" {
                (csrf(&session.csrf))
                (view::label("current", "Current password", "वर्तमान पासवर्ड", "हालको पासवर्ड"))
                input #current name="current" type="password" required autocomplete="current-password";
                (view::label("new", "New password", "नया पासवर्ड", "नयाँ पासवर्ड"))
                input #new name="new" type="password" required minlength="10" maxlength="128" autocomplete="new-password";
                button type="submit" { (l("Change password", "पासवर्ड बदलें", "पासवर्ड परिवर्तन गर्नुहोस्")) }
            }
            p.help { "Changing the password signs out every other browser." }
        }
    };
    view::page("Account", Some(&session.nav(Section::Account)), body)
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
    if let Some(p) = password_problem(&new) {
        return Ok((
            StatusCode::UNPROCESSABLE_ENTITY,
            account_page(&session, None, Some(&p)),
        )
            .into_response());
    }
    let mut conn = state.db.acquire().await?;
    let login = store::login_of(&mut conn, session.account.id)
        .await?
        .ok_or(DashError::SignIn)?;
    drop(conn);
    let stored = login.password_hash;
    if !blocking(move || verify_password(&current, &stored)).await? {
        return Ok((
            StatusCode::UNPROCESSABLE_ENTITY,
            account_page(&session, None, Some("The current password is wrong.")),
        )
            .into_response());
    }
    let hash = blocking(move || hash_password(&new)).await??;
    let mut conn = state.db.acquire().await?;
    store::change_password(&mut conn, session.account.id, &hash, &session.token_hash).await?;
    Ok(account_page(
        &session,
        Some("Password changed. Other browsers are signed out."),
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
