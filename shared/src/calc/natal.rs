//! Reply builders of the natal endpoints.

use super::{CalcError, Ctx, to_value};
use crate::astro::{Chart, GrahaPosition};
use serde::Serialize;
use serde_json::Value;

/// A graha as published (spec §2.4, plus longitude, pada, nakshatra lord and speed).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanetOut {
    pub planet: &'static str,
    pub sign: &'static str,
    /// Degrees within the sign, 0 ≤ d < 30.
    pub degree: f64,
    /// Sidereal longitude, 0 ≤ l < 360.
    pub longitude: f64,
    pub house: u8,
    pub nakshatra: &'static str,
    pub nakshatra_pada: u8,
    pub nakshatra_lord: &'static str,
    pub is_retrograde: bool,
    /// Degrees per day.
    pub speed: f64,
}

impl PlanetOut {
    pub fn from(g: &GrahaPosition) -> Self {
        PlanetOut {
            planet: g.planet.name(),
            sign: g.sign().name(),
            degree: round(g.degree(), 6),
            longitude: round(g.longitude.degrees(), 6),
            house: g.house,
            nakshatra: g.nakshatra().name(),
            nakshatra_pada: g.pada(),
            nakshatra_lord: g.nakshatra().lord().name(),
            is_retrograde: g.retrograde,
            speed: round(g.speed, 6),
        }
    }
}

/// The ascendant as published (spec §4.3).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AscendantOut {
    pub sign: &'static str,
    pub degree: f64,
    pub longitude: f64,
    pub nakshatra: &'static str,
    pub nakshatra_pada: u8,
    pub nakshatra_lord: &'static str,
    pub sign_lord: &'static str,
}

impl AscendantOut {
    pub fn from(c: &Chart) -> Self {
        let a = c.ascendant;
        AscendantOut {
            sign: a.sign().name(),
            degree: round(a.degree_in_sign(), 6),
            longitude: round(a.degrees(), 6),
            nakshatra: a.nakshatra().name(),
            nakshatra_pada: a.pada(),
            nakshatra_lord: a.nakshatra().lord().name(),
            sign_lord: a.sign().lord().name(),
        }
    }
}

/// A whole-sign house (spec §2.4, plus its lord).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HouseOut {
    pub house: u8,
    pub sign: &'static str,
    pub degree: f64,
    pub lord: &'static str,
}

/// Spec §2.4.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BirthChartOut {
    pub ascendant: AscendantOut,
    pub moon_sign: &'static str,
    pub sun_sign: &'static str,
    pub planets: Vec<PlanetOut>,
    pub houses: Vec<HouseOut>,
    /// Lahiri ayanamsha at birth, degrees.
    pub ayanamsa: f64,
    pub julian_day: f64,
    pub birth_utc: String,
}

/// Rounds to `digits` decimals (replies carry micro-degree precision, not float noise).
pub fn round(x: f64, digits: i32) -> f64 {
    let f = 10f64.powi(digits);
    (x * f).round() / f
}

pub fn planets_of(c: &Chart) -> Vec<PlanetOut> {
    c.grahas.iter().map(PlanetOut::from).collect()
}

/// `POST /v1/birth-chart`
pub fn birth_chart(ctx: &Ctx) -> Result<Value, CalcError> {
    let c = ctx.chart();
    to_value(&BirthChartOut {
        ascendant: AscendantOut::from(c),
        moon_sign: c.moon_sign().name(),
        sun_sign: c.sun_sign().name(),
        planets: planets_of(c),
        houses: c
            .houses()
            .iter()
            .map(|h| HouseOut {
                house: h.number,
                sign: h.sign.name(),
                degree: round(h.degree, 6),
                lord: h.lord.name(),
            })
            .collect(),
        ayanamsa: round(c.ayanamsa, 6),
        julian_day: c.jd.0,
        birth_utc: ctx
            .birth()
            .utc()
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
    })
}

/// `POST /v1/planets`: only the planets array.
pub fn planets(ctx: &Ctx) -> Result<Value, CalcError> {
    to_value(&planets_of(ctx.chart()))
}

/// `POST /v1/ascendant`
pub fn ascendant(ctx: &Ctx) -> Result<Value, CalcError> {
    to_value(&AscendantOut::from(ctx.chart()))
}

pub fn rashi(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("rashi")
}

pub fn nakshatra(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("nakshatra")
}

pub fn elements(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("elements")
}

pub fn house_lords(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("house_lords")
}

pub fn conjunctions(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("conjunctions")
}

pub fn aspects(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("aspects")
}

pub fn atmakaraka(_ctx: &Ctx) -> Result<Value, CalcError> {
    super::not_ready("atmakaraka")
}
