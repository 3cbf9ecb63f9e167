//! `GET /v1/places?q=`: places whose name, or one of their other names, begins with what was
//! typed (`graha::places`), to fill a birth place's coordinates and zone. Free.

use crate::error::{ApiError, ApiResult, FieldError};
use crate::extract::Account;
use crate::replies::{Envelope, ok};
use crate::state::AppState;
use axum::extract::RawQuery;
use axum::routing::get;
use axum::{Json, Router};
use graha::calc::names::TimezoneName;
use graha::content::Locale;
use graha::places::gazetteer;
use serde::Serialize;

pub fn router() -> Router<AppState> {
    Router::new().route(
        crate::contract::reg("/v1/places", &["get"]),
        get(search_places),
    )
}

/// The longest query, in characters.
pub const MAX_QUERY: usize = 100;
/// The most places one reply lists.
pub const MAX_LIMIT: usize = 50;

/// The places found, best match first.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Places {
    pub items: Vec<FoundPlace>,
}

/// A place found.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct FoundPlace {
    /// The place's name; in Devanagari for `locale` hi and ne where the data has one.
    #[schema(value_type = String)]
    pub name: &'static str,
    /// The country's English name.
    #[schema(value_type = String)]
    pub country: &'static str,
    /// The first-level region (a state, a province) in English; null where the data has none.
    #[schema(required = true, value_type = Option<String>)]
    pub admin1: Option<&'static str>,
    /// Degrees, north positive.
    #[schema(minimum = -90, maximum = 90)]
    pub latitude: f64,
    /// Degrees, east positive.
    #[schema(minimum = -180, maximum = 180)]
    pub longitude: f64,
    #[schema(value_type = TimezoneName)]
    pub timezone: &'static str,
    #[schema(minimum = 0)]
    pub population: u64,
}

/// What a search asks for.
pub(crate) struct Search {
    q: String,
    limit: usize,
    locale: Locale,
}

impl Search {
    /// Reads `q` (required, 1 to 100 characters with a letter or a digit), `limit` (1 to 50,
    /// default 10) and `locale` (en, hi, ne; default en); other names are ignored, the last of
    /// a repeated one counts. 422 names each bad field.
    pub(crate) fn parse(query: Option<&str>) -> Result<Search, ApiError> {
        let pairs: Vec<(String, String)> = form_urlencoded::parse(query.unwrap_or("").as_bytes())
            .into_owned()
            .collect();
        let last = |name: &str| {
            pairs
                .iter()
                .rev()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        };
        let mut errs = Vec::new();
        let q = match last("q") {
            Some(q)
                if (1..=MAX_QUERY).contains(&q.chars().count())
                    && !graha::places::normalize(q).is_empty() =>
            {
                Some(q.to_owned())
            }
            _ => {
                errs.push(FieldError::new(
                    "q",
                    format!(
                        "must be 1 to {MAX_QUERY} characters with at least one letter or digit"
                    ),
                ));
                None
            }
        };
        let limit = match last("limit").map(str::parse::<usize>) {
            None => Some(10),
            Some(Ok(n)) if (1..=MAX_LIMIT).contains(&n) => Some(n),
            Some(_) => {
                errs.push(FieldError::new(
                    "limit",
                    format!("must be an integer from 1 to {MAX_LIMIT}"),
                ));
                None
            }
        };
        let locale = match last("locale") {
            None => Some(Locale::En),
            Some(code) => Locale::parse(code).or_else(|| {
                errs.push(FieldError::new("locale", "must be one of en, hi, ne"));
                None
            }),
        };
        match (q, limit, locale) {
            (Some(q), Some(limit), Some(locale)) if errs.is_empty() => {
                Ok(Search { q, limit, locale })
            }
            _ => Err(ApiError::Validation(errs)),
        }
    }
}

/// Places whose name begins with `q`, best match first.
#[tracing::instrument(skip_all, fields(account = %account.id))]
async fn search_places(
    account: Account,
    RawQuery(query): RawQuery,
) -> ApiResult<Json<Envelope<Places>>> {
    let s = Search::parse(query.as_deref())?;
    Ok(ok(s.run()))
}

impl Search {
    /// The places found, best match first.
    pub(crate) fn run(&self) -> Places {
        let items = gazetteer()
            .search(&self.q, self.limit)
            .into_iter()
            .map(|hit| {
                let p = hit.place;
                FoundPlace {
                    name: p.name_in(self.locale),
                    country: &p.country,
                    admin1: p.admin1.as_deref(),
                    latitude: p.latitude,
                    longitude: p.longitude,
                    timezone: p.timezone.name(),
                    population: p.population,
                }
            })
            .collect();
        Places { items }
    }
}
