//! The account's branding on its PDFs: `GET/PUT/DELETE /v1/branding` (docs/decisions.md,
//! "Branding"). The logo is validated here, on the API's blocking pool (a PNG decoded, an SVG
//! rasterised), and stored as the PNG the worker draws.

use crate::error::{ApiError, ApiResult, FieldError};
use crate::extract::{Account, JsonObject, deny_unknown};
use crate::replies::{Done, Envelope, Timestamp, done, ok};
use crate::state::AppState;
use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use base64::Engine;
use graha::store::branding::{self, Branding};
use serde::Serialize;
use serde_json::{Map, Value};

/// The body fields of `PUT /v1/branding`.
const FIELDS: &[&str] = &["name", "website", "email", "phone", "logo", "accentColor"];

pub fn router() -> Router<AppState> {
    Router::new().route(
        crate::contract::reg("/v1/branding", &["get", "put", "delete"]),
        get(read).put(replace).delete(remove),
    )
}

/// The stored logo, described (its bytes are drawn on the PDFs, not sent back).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogoInfo {
    /// What was uploaded: `png` or `svg` (an SVG is kept rasterised).
    pub source: String,
    /// Size of the kept picture in pixels.
    pub width: i32,
    pub height: i32,
}

/// The account's branding.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BrandingOut {
    pub name: String,
    pub website: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    /// `#rrggbb`: the cover's band and the brand's line.
    pub accent_color: Option<String>,
    pub logo: Option<LogoInfo>,
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: Timestamp,
}

impl From<Branding> for BrandingOut {
    fn from(b: Branding) -> Self {
        BrandingOut {
            logo: match (b.logo_source, b.logo_width, b.logo_height) {
                (Some(source), Some(width), Some(height)) => Some(LogoInfo {
                    source,
                    width,
                    height,
                }),
                _ => None,
            },
            name: b.name,
            website: b.website,
            email: b.email,
            phone: b.phone,
            accent_color: b.accent_color,
            updated_at: b.updated_at.into(),
        }
    }
}

async fn read(
    State(state): State<AppState>,
    account: Account,
) -> ApiResult<Json<Envelope<BrandingOut>>> {
    let mut conn = state.db.acquire().await?;
    let b = branding::get(&mut conn, account.id)
        .await?
        .ok_or_else(|| ApiError::NotFound("The branding".into()))?;
    Ok(ok(b.into()))
}

/// Sets the account's branding: the fields sent, the others cleared.
async fn replace(
    State(state): State<AppState>,
    account: Account,
    JsonObject(body): JsonObject,
) -> ApiResult<Json<Envelope<BrandingOut>>> {
    deny_unknown(&body, FIELDS)?;
    let mut errs = Vec::new();
    let mut b = fields(&body, &mut errs);
    let logo = match body.get("logo") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => match base64::engine::general_purpose::STANDARD.decode(s) {
            // Decoding or rasterising a picture is CPU work: off the async threads.
            Ok(bytes) => match tokio::task::spawn_blocking(move || graha::branding::logo(&bytes))
                .await
                .map_err(ApiError::internal)?
            {
                Ok(l) => Some(l),
                Err(why) => {
                    errs.push(FieldError::new("logo", why));
                    None
                }
            },
            Err(_) => {
                errs.push(FieldError::new(
                    "logo",
                    "must be base64 (standard alphabet)",
                ));
                None
            }
        },
        Some(_) => {
            errs.push(FieldError::new("logo", "must be a base64 string"));
            None
        }
    };
    if !errs.is_empty() {
        return Err(ApiError::Validation(errs));
    }
    if let Some(l) = logo {
        b.logo_png = Some(l.png);
        b.logo_source = Some(l.source.to_owned());
        b.logo_width = Some(l.width as i32);
        b.logo_height = Some(l.height as i32);
    }
    let mut conn = state.db.acquire().await?;
    Ok(ok(branding::put(&mut conn, account.id, &b).await?.into()))
}

/// The text fields of a branding body, each bad one pushed onto `errs`.
fn fields(body: &Map<String, Value>, errs: &mut Vec<FieldError>) -> Branding {
    let mut text = |field: &str, max: usize, ok: fn(&str) -> bool, what: &str| match body.get(field)
    {
        None | Some(Value::Null) => None,
        Some(Value::String(s))
            if !s.trim().is_empty() && s.chars().count() <= max && ok(s.trim()) =>
        {
            Some(s.trim().to_owned())
        }
        Some(_) => {
            errs.push(FieldError::new(field, what));
            None
        }
    };
    let plain = |s: &str| !s.chars().any(char::is_control);
    let name = text("name", 100, plain, "must be 1 to 100 characters");
    let website = text(
        "website",
        200,
        |s| {
            (s.starts_with("https://") || s.starts_with("http://"))
                && !s.contains(char::is_whitespace)
        },
        "must be an http(s) address of at most 200 characters",
    );
    let email = text(
        "email",
        200,
        |s| {
            s.split_once('@').is_some_and(|(a, d)| {
                !a.is_empty() && d.contains('.') && !s.contains(char::is_whitespace)
            })
        },
        "must be an email address of at most 200 characters",
    );
    let phone = text(
        "phone",
        40,
        |s| {
            s.chars()
                .all(|c| c.is_ascii_digit() || " +-().".contains(c))
        },
        "must be a phone number of at most 40 characters (digits, spaces, + - ( ) .)",
    );
    let accent = text(
        "accentColor",
        7,
        |s| graha::branding::accent(s).is_ok(),
        "must be a colour #rrggbb",
    );
    if name.is_none() && !errs.iter().any(|e| e.field == "name") {
        errs.push(FieldError::new("name", "is required"));
    }
    Branding {
        name: name.unwrap_or_default(),
        website,
        email,
        phone,
        accent_color: accent.map(|a| a.to_ascii_lowercase()),
        logo_png: None,
        logo_source: None,
        logo_width: None,
        logo_height: None,
        updated_at: chrono::Utc::now(),
    }
}

async fn remove(State(state): State<AppState>, account: Account) -> ApiResult<Json<Done>> {
    let mut conn = state.db.acquire().await?;
    if !branding::delete(&mut conn, account.id).await? {
        return Err(ApiError::NotFound("The branding".into()));
    }
    Ok(done())
}
