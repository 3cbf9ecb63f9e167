//! The account dashboard: server-rendered HTML (maud) served by
//! graha-api under `/dashboard`, its CSS and one small script embedded in the binary. People sign
//! up and in with an email and password; everything charged (a profile's chart, reports, Try it)
//! goes through the API's own paid-call path, so it is billed, queued and settled as the API's
//! calls are.

pub mod auth;
mod charged;
pub mod limits;
mod lookups;
mod pages;
mod passwords;
mod plan;
mod profiles;
pub mod store;
mod try_it;
pub mod view;
pub mod web;

pub use auth::{hash_password, set_login, verify_password};

use crate::state::AppState;
use axum::Router;
use axum::http::{HeaderValue, header};
use axum::response::IntoResponse;
use axum::routing::{get, post};

/// The stylesheet and the script, embedded.
const CSS: &str = include_str!("assets/app.css");
const JS: &str = include_str!("assets/app.js");

/// The dashboard's Content-Security-Policy: our own stylesheet and script only, no inline
/// script, forms and the script's look-ups only to ourselves.
pub const CSP: &str = "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/dashboard", get(pages::overview))
        .route(
            "/dashboard/",
            get(|| async { web::see_other("/dashboard") }),
        )
        .route(
            "/dashboard/signup",
            get(auth::signup_page).post(auth::signup),
        )
        .route("/dashboard/login", get(auth::login_page).post(auth::login))
        .route("/dashboard/logout", post(auth::logout))
        .route("/dashboard/account", get(auth::account))
        .route("/dashboard/account/password", post(auth::change_password))
        .route(
            "/dashboard/keys",
            get(pages::keys_list).post(pages::create_key),
        )
        .route("/dashboard/keys/{id}/revoke", post(pages::revoke_key))
        .route(
            "/dashboard/profiles",
            get(profiles::list).post(profiles::create),
        )
        .route("/dashboard/profiles/new", get(profiles::new_form))
        .route(
            "/dashboard/profiles/{id}",
            get(profiles::show).post(profiles::update),
        )
        .route("/dashboard/profiles/{id}/edit", get(profiles::edit_form))
        .route("/dashboard/profiles/{id}/delete", post(profiles::delete))
        .route(
            "/dashboard/profiles/{id}/chart",
            post(charged::compute_chart),
        )
        .route(
            "/dashboard/profiles/{id}/report/{kind}",
            get(charged::confirm_report).post(charged::download_report),
        )
        .route("/dashboard/try", get(try_it::form).post(try_it::send))
        .route("/dashboard/places", get(lookups::places))
        .route("/dashboard/timezone", get(lookups::timezone))
        .route(
            "/dashboard/plan",
            get(plan::plan).post(plan::request_upgrade),
        )
        .route(
            "/dashboard/assets/app.css",
            get(|| asset(CSS, "text/css; charset=utf-8")),
        )
        .route(
            "/dashboard/assets/app.js",
            get(|| asset(JS, "text/javascript; charset=utf-8")),
        )
        .layer(axum::middleware::from_fn(language))
}

/// Every page in one language: the one `?lang=` asks for (remembered a year in the
/// `graha_lang` cookie), else the cookie's, else English.
async fn language(
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let asked = req
        .uri()
        .query()
        .and_then(|q| q.split('&').find_map(|kv| kv.strip_prefix("lang=")))
        .and_then(view::Lang::from_code);
    let kept = web::cookie(req.headers(), "graha_lang").and_then(view::Lang::from_code);
    let lang = asked.or(kept).unwrap_or(view::Lang::En);
    let mut resp = view::LANG.scope(lang, next.run(req)).await;
    if let Some(l) = asked {
        let cookie = format!(
            "graha_lang={}; Path=/dashboard; Max-Age=31536000; SameSite=Lax",
            l.code()
        );
        if let Ok(v) = HeaderValue::from_str(&cookie) {
            resp.headers_mut().append(header::SET_COOKIE, v);
        }
    }
    resp
}

async fn asset(body: &'static str, ty: &'static str) -> axum::response::Response {
    ([(header::CONTENT_TYPE, HeaderValue::from_static(ty))], body).into_response()
}
