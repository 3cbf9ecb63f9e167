//! The dashboard's HTTP plumbing: the signed-in [`Session`] extractor, form bodies, cookies,
//! CSRF tokens and the error pages ([`DashError`]).

use super::{store, view};
use crate::error::ApiError;
use crate::state::AppState;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use graha::key;
use graha::store::accounts::Account;
use maud::html;
use rand::Rng;

/// The session cookie (its name is fixed: the browser and integration tests read it).
pub const SESSION_COOKIE: &str = "graha_session";
/// The CSRF cookie of the signed-out forms (sign up, sign in): a double-submit token.
pub const CSRF_COOKIE: &str = "graha_csrf";
/// How long a session lasts.
pub const SESSION_DAYS: i64 = 14;

/// A random token: 32 bytes, URL-safe.
pub fn token() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut rng = rand::rng();
    (0..43)
        .map(|_| ALPHABET[rng.random_range(0..64)] as char)
        .collect()
}

/// Equal in constant time (tokens compared against what a form sent).
pub fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// A cookie's value from the request's `Cookie` headers.
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// A `Set-Cookie` value: HttpOnly, Path=/dashboard, `Secure` as configured (off only for plain
/// HTTP on loopback), `max_age` seconds (0 deletes it).
pub fn set_cookie(
    state: &AppState,
    name: &str,
    value: &str,
    max_age: i64,
    same_site: &str,
) -> HeaderValue {
    let secure = if state.config.cookie_secure {
        "; Secure"
    } else {
        ""
    };
    HeaderValue::from_str(&format!(
        "{name}={value}; Path=/dashboard; Max-Age={max_age}; HttpOnly; SameSite={same_site}{secure}"
    ))
    .unwrap_or_else(|_| HeaderValue::from_static("graha_invalid=1"))
}

/// Why a dashboard request failed, answered as a page.
#[derive(Debug)]
pub enum DashError {
    /// Not signed in: to the sign-in page.
    SignIn,
    /// A form without its CSRF token (or with another's).
    Csrf,
    NotFound,
    /// The account sent more forms that change something this minute than it may: 429.
    TooManyWrites {
        retry_after: u64,
        limit: u32,
    },
    /// Every password-hashing slot and waiting place is taken: 503, Retry-After.
    Busy,
    /// Anything the API would answer: its message, on a page, with its status.
    Api(ApiError),
}

impl From<ApiError> for DashError {
    fn from(e: ApiError) -> Self {
        DashError::Api(e)
    }
}

impl From<super::limits::NotHashed> for DashError {
    fn from(e: super::limits::NotHashed) -> Self {
        match e {
            super::limits::NotHashed::Busy => DashError::Busy,
            super::limits::NotHashed::Failed(e) => DashError::Api(e),
        }
    }
}

impl From<sqlx::Error> for DashError {
    fn from(e: sqlx::Error) -> Self {
        DashError::Api(e.into())
    }
}

impl From<redis::RedisError> for DashError {
    fn from(e: redis::RedisError) -> Self {
        DashError::Api(e.into())
    }
}

pub type DashResult<T> = Result<T, DashError>;

impl IntoResponse for DashError {
    fn into_response(self) -> Response {
        let retry_after = match &self {
            DashError::Busy => Some(1),
            DashError::TooManyWrites { retry_after, .. } => Some(*retry_after),
            DashError::Api(
                ApiError::TooManyFailedAuthentications { retry_after }
                | ApiError::RateLimited { retry_after, .. },
            ) => Some(*retry_after),
            DashError::Api(ApiError::TooManyInProgress { .. }) => Some(5),
            _ => None,
        };
        let (status, title, message) = match self {
            DashError::SignIn => return Redirect::to("/dashboard/login").into_response(),
            DashError::Csrf => (
                StatusCode::FORBIDDEN,
                view::text(key!("dashboard.error.csrf.title")),
                view::text(key!("dashboard.error.csrf.message")),
            ),
            DashError::NotFound => (
                StatusCode::NOT_FOUND,
                view::text(key!("dashboard.error.notFound.title")),
                view::text(key!("dashboard.error.notFound.message")),
            ),
            DashError::TooManyWrites { retry_after, limit } => (
                StatusCode::TOO_MANY_REQUESTS,
                view::text(key!("dashboard.error.tooManyWrites.title")),
                view::fill(
                    key!("dashboard.error.tooManyWrites.message"),
                    &[
                        ("limit", &limit.to_string()),
                        ("seconds", &retry_after.to_string()),
                    ],
                ),
            ),
            DashError::Busy => (
                StatusCode::SERVICE_UNAVAILABLE,
                view::text(key!("dashboard.error.busy.title")),
                view::text(key!("dashboard.error.busy.message")),
            ),
            DashError::Api(e) => {
                match &e {
                    ApiError::Internal(cause) => tracing::error!(%cause, "internal error"),
                    ApiError::Unavailable(cause) => {
                        tracing::warn!(%cause, "dependency unavailable")
                    }
                    _ => {}
                }
                let (status, _, message, _) = e.parts();
                // The API's own message: the API speaks English.
                (
                    status,
                    view::text(key!("dashboard.error.api.title")),
                    message,
                )
            }
        };
        let body = html! {
            h1 { (title) }
            p.error role="alert" { (message) }
            p { a href="/dashboard" { (view::t(key!("dashboard.error.back"))) } }
        };
        let mut resp = (status, view::page(&title, None, body)).into_response();
        if let Some(secs) = retry_after {
            resp.headers_mut()
                .insert(header::RETRY_AFTER, secs.max(1).into());
        }
        resp
    }
}

/// A signed-in person: their session and account.
pub struct Session {
    pub account: Account,
    pub email: String,
    pub csrf: String,
    pub token_hash: Vec<u8>,
}

impl Session {
    /// Refuses a form that does not carry this session's CSRF token.
    pub fn check(&self, form: &Form) -> DashResult<()> {
        match form.get("csrf") {
            Some(t) if same(t, &self.csrf) => Ok(()),
            _ => Err(DashError::Csrf),
        }
    }

    /// The account as the API's money path knows it (a call made from the dashboard has no
    /// key: `key_id` is nil).
    pub fn caller(&self) -> crate::account::Account {
        crate::account::Account {
            key_id: uuid::Uuid::nil(),
            id: self.account.id,
            plan: self.account.plan(),
            consumer: self.account.consumer(),
            rate_limit: self.account.rate_limit(),
            settings: self.account.settings.0,
            test: false,
        }
    }

    pub fn nav(&self, current: view::Section) -> view::Nav<'_> {
        view::Nav {
            current,
            csrf: &self.csrf,
            email: &self.email,
        }
    }
}

impl FromRequestParts<AppState> for Session {
    type Rejection = DashError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> DashResult<Self> {
        let token = cookie(&parts.headers, SESSION_COOKIE)
            .filter(|t| t.len() == 43)
            .ok_or(DashError::SignIn)?;
        // Unknown session tokens count against the client as unknown API keys do: past the
        // limit, its tokens are refused before they are looked up.
        let client = crate::client_ip::of_request(
            &parts.extensions,
            &parts.headers,
            &state.config.trusted_proxies,
        );
        if let Some(client) = &client {
            crate::ratelimit::refuse_failing_client(state, client).await?;
        }
        // A form that changes something counts against its session's writes, before the
        // session costs a look-up.
        if parts.method == axum::http::Method::POST
            && let Err(retry_after) = super::limits::write(state, &store::token_hash(token)).await?
        {
            return Err(DashError::TooManyWrites {
                retry_after,
                limit: state.config.dashboard_writes_per_minute,
            });
        }
        // The balance and usage a page shows count every call this process has answered (the
        // settlement needs a connection: before this request holds one).
        state.leases.flush().await;
        let mut conn = state.db.acquire().await?;
        let Some(row) = store::session(&mut conn, token).await? else {
            drop(conn);
            if let Some(client) = &client {
                crate::ratelimit::note_failed_authentication(state, client).await;
            }
            return Err(DashError::SignIn);
        };

        let account = state
            .leases
            .account_row(&mut conn, row.account_id)
            .await?
            .ok_or(DashError::SignIn)?;
        let login = store::login_of(&mut conn, row.account_id)
            .await?
            .ok_or(DashError::SignIn)?;
        Ok(Session {
            account,
            email: login.email,
            csrf: row.csrf_token,
            token_hash: row.token_hash,
        })
    }
}

/// An `application/x-www-form-urlencoded` body (at most 64 KiB).
pub struct Form(pub Vec<(String, String)>);

impl Form {
    /// A field's value (the last, when sent more than once), trimmed.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.trim())
    }

    /// A field's value untrimmed (passwords).
    pub fn raw(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

impl FromRequest<AppState> for Form {
    type Rejection = DashError;

    async fn from_request(req: Request, state: &AppState) -> DashResult<Self> {
        let ct = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if !ct.starts_with("application/x-www-form-urlencoded") {
            return Err(ApiError::UnsupportedMediaType.into());
        }
        let (parts, body) = req.into_parts();
        let bytes =
            crate::extract::read_body(state, &parts.headers, body, crate::contract::BODY_LIMIT)
                .await?;
        Ok(Form(
            form_urlencoded::parse(&bytes)
                .into_owned()
                .filter(|(_, v)| !v.contains('\0'))
                .collect(),
        ))
    }
}

/// The signed-out forms' CSRF token: the cookie's, or a new one to set.
pub struct PreCsrf {
    pub token: String,
    pub fresh: bool,
}

impl PreCsrf {
    /// Random characters of a token; the rest is their signature.
    const NONCE: usize = 22;

    /// The token's signature: HMAC-SHA256 of its random part under the server's secret (the
    /// key pepper, or a secret of this process's own when none is set), base64url, cut to
    /// fill the 43 characters.
    fn signature(state: &AppState, nonce: &str) -> String {
        use base64::Engine;
        static OWN: std::sync::OnceLock<[u8; 32]> = std::sync::OnceLock::new();
        let secret: &[u8] = if state.config.key_pepper.is_empty() {
            OWN.get_or_init(rand::random)
        } else {
            &state.config.key_pepper
        };
        let mac = graha::webhooks::hmac_sha256(secret, format!("graha-csrf:{nonce}").as_bytes());
        let mut sig = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(mac);
        sig.truncate(43 - Self::NONCE);
        sig
    }

    /// Whether the server issued `t`.
    fn issued(state: &AppState, t: &str) -> bool {
        t.len() == 43
            && t.is_char_boundary(Self::NONCE)
            && same(
                &t[Self::NONCE..],
                &Self::signature(state, &t[..Self::NONCE]),
            )
    }

    pub fn of(state: &AppState, headers: &HeaderMap) -> PreCsrf {
        match cookie(headers, CSRF_COOKIE).filter(|t| Self::issued(state, t)) {
            Some(t) => PreCsrf {
                token: t.to_owned(),
                fresh: false,
            },
            None => {
                let nonce = &token()[..Self::NONCE];
                PreCsrf {
                    token: format!("{nonce}{}", Self::signature(state, nonce)),
                    fresh: true,
                }
            }
        }
    }

    /// Refuses a signed-out form whose token is not its cookie's, or not one the server
    /// issued.
    pub fn check(state: &AppState, headers: &HeaderMap, form: &Form) -> DashResult<()> {
        match (cookie(headers, CSRF_COOKIE), form.get("csrf")) {
            (Some(c), Some(f)) if same(c, f) && Self::issued(state, c) => Ok(()),
            _ => Err(DashError::Csrf),
        }
    }

    /// The page, with the cookie set when it is new.
    pub fn respond(self, state: &AppState, page: impl IntoResponse) -> Response {
        let mut resp = page.into_response();
        if self.fresh {
            resp.headers_mut().append(
                header::SET_COOKIE,
                set_cookie(state, CSRF_COOKIE, &self.token, 24 * 3600, "Strict"),
            );
        }
        resp
    }
}

/// The client's address (for the sign-in limits), as the API's other per-client limits see it.
pub fn client(parts_ext: &axum::http::Extensions, headers: &HeaderMap, state: &AppState) -> String {
    crate::client_ip::of_request(parts_ext, headers, &state.config.trusted_proxies)
        .unwrap_or_else(|| "unknown".into())
}

/// A 303 to `to` (after a form).
pub fn see_other(to: &str) -> Response {
    Redirect::to(to).into_response()
}

/// The API's address as the browser reached it (for the curl line).
pub fn origin(state: &AppState, headers: &HeaderMap) -> String {
    let host = headers
        .get(axum::http::header::HOST)
        .and_then(|v| v.to_str().ok())
        .filter(|h| {
            h.chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        })
        .unwrap_or("localhost:8080");
    let scheme = if state.config.cookie_secure {
        "https"
    } else {
        "http"
    };
    format!("{scheme}://{host}")
}

/// A profile of the session's account by its id in a path; 404 when it is not one.
pub(super) async fn find(
    state: &AppState,
    session: &Session,
    id: &str,
) -> DashResult<graha::store::profiles::ProfileRow> {
    let id = uuid::Uuid::parse_str(id).map_err(|_| DashError::NotFound)?;
    let mut conn = state.db.acquire().await?;
    graha::store::profiles::find(&mut conn, session.account.id, id)
        .await?
        .ok_or(DashError::NotFound)
}
