//! `GET /v1/glossary?locale=`: every name the replies carry by its English key (planets,
//! signs, nakshatras, the panchang's limbs, months, doshas, yogas) with its display name in a
//! locale, the same names the replies write beside their keys (`planetName`…). Free.

use crate::error::{ApiError, ApiResult};
use crate::extract::Account;
use crate::replies::{Envelope, ok};
use crate::routes::profiles::page_param;
use crate::state::AppState;
use axum::extract::RawQuery;
use axum::routing::get;
use axum::{Json, Router};
use graha::calc::display::glossary as names;
use graha::content::Locale;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

pub fn router() -> Router<AppState> {
    Router::new().route(
        crate::contract::reg("/v1/glossary", &["get"]),
        get(glossary),
    )
}

type Names = BTreeMap<&'static str, &'static str>;

/// The names of one locale, each kind an object from the English key to the display name.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Glossary {
    pub locale: Locale,
    #[schema(value_type = BTreeMap<String, String>)]
    pub planets: Names,
    #[schema(value_type = BTreeMap<String, String>)]
    pub signs: Names,
    #[schema(value_type = BTreeMap<String, String>)]
    pub nakshatras: Names,
    #[schema(value_type = BTreeMap<String, String>)]
    pub tithis: Names,
    /// The panchang's 27 yogas.
    #[schema(value_type = BTreeMap<String, String>)]
    pub yogas: Names,
    #[schema(value_type = BTreeMap<String, String>)]
    pub karanas: Names,
    #[schema(value_type = BTreeMap<String, String>)]
    pub varas: Names,
    #[schema(value_type = BTreeMap<String, String>)]
    pub lunar_months: Names,
    /// Bikram Sambat months.
    #[schema(value_type = BTreeMap<String, String>)]
    pub bs_months: Names,
    #[schema(value_type = BTreeMap<String, String>)]
    pub doshas: Names,
    /// The chart yogas of `POST /v1/yogas`, by their key.
    #[schema(value_type = BTreeMap<String, String>)]
    pub yoga_names: Names,
}

async fn glossary(
    _account: Account,
    RawQuery(query): RawQuery,
) -> ApiResult<Json<Envelope<&'static Glossary>>> {
    let locale = match page_param(query.as_deref(), "locale") {
        None => Locale::En,
        Some(code) => Locale::parse(&code)
            .ok_or_else(|| ApiError::field("locale", "must be one of en, hi, ne"))?,
    };
    // The names of a locale never change while the process runs: gathered once.
    static ALL: OnceLock<[Glossary; 3]> = OnceLock::new();
    let all = ALL.get_or_init(|| Locale::ALL.map(Glossary::of));
    Ok(ok(&all[locale as usize]))
}

impl Glossary {
    fn of(locale: Locale) -> Glossary {
        let mut all = names(locale);
        let mut take = |field: &str| all.remove(field).unwrap_or_default();
        Glossary {
            locale,
            planets: take("planets"),
            signs: take("signs"),
            nakshatras: take("nakshatras"),
            tithis: take("tithis"),
            yogas: take("yogas"),
            karanas: take("karanas"),
            varas: take("varas"),
            lunar_months: take("lunarMonths"),
            bs_months: take("bsMonths"),
            doshas: take("doshas"),
            yoga_names: take("yogaNames"),
        }
    }
}
