//! Reply builders of the systems beyond Parashara: KP (`POST /v1/kp`) and
//! Jaimini (`POST /v1/jaimini`). Names and numbers only: no prose.

use super::call::HoraryOptions;
use super::natal::round;
use super::{CalcError, CalcRequest, Ctx, Replied, Reply, SettingsEcho};
use crate::astro::jaimini::{self, ArgalaSource, KarakaHolder, SpecialLagnas};
use crate::astro::kp::{self, KpPoint};
use crate::astro::panchang::{PanchangError, day_start};
use crate::astro::{BirthData, Chart, Ephemeris, HouseSystem, JulianDay, Longitude, Planet};
use crate::calc::names::{Named, Published};
use chrono::{DateTime, Datelike, Utc};
use serde::Serialize;

mod jaimini_reply;
pub use jaimini_reply::*;

// ------------------------------------------------------------------------------------- KP

/// A point of the zodiac with its KP lords: sign, star (nakshatra) lord, sub and sub-sub lord.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = KpPoint)]
pub struct KpPointOut {
    /// Sidereal longitude, 0 ≤ l < 360.
    pub longitude: f64,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub sign_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub star_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub sub_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub sub_sub_lord: crate::astro::Planet,
    /// The KP number 1–249 of the sub (a sub straddling a sign boundary counts twice).
    #[schema(minimum = 1, maximum = 249)]
    pub kp_number: u16,
}

impl From<&KpPoint> for KpPointOut {
    fn from(p: &KpPoint) -> Self {
        KpPointOut {
            longitude: round(p.longitude.degrees(), 6),
            sign: p.sign,
            sign_lord: p.sign_lord,
            nakshatra: p.longitude.nakshatra(),
            star_lord: p.star_lord,
            sub_lord: p.sub_lord,
            sub_sub_lord: p.sub_sub_lord,
            kp_number: p.number,
        }
    }
}

/// A house cusp (where the house begins) with its KP lords.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KpCuspOut {
    #[schema(minimum = 1, maximum = 12)]
    pub house: u8,
    #[serde(flatten)]
    pub point: KpPointOut,
}

/// A planet with its KP lords and house.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KpPlanetOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[serde(flatten)]
    pub point: KpPointOut,
    /// The house (1–12) whose arc from its cusp to the next holds the planet.
    #[schema(minimum = 1, maximum = 12)]
    pub house: u8,
}

/// A planet's significations at the four KP levels (house numbers).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanetSignificatorsOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    /// Houses occupied by the planet's star lord.
    pub level_a: Vec<u8>,
    /// The house the planet occupies.
    pub level_b: Vec<u8>,
    /// Houses owned by the planet's star lord (cusp in its sign).
    pub level_c: Vec<u8>,
    /// Houses owned by the planet.
    pub level_d: Vec<u8>,
}

/// The planets signifying a house: level A's first, then B, C and D.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HouseSignificatorsOut {
    #[schema(minimum = 1, maximum = 12)]
    pub house: u8,
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub planets: Vec<crate::astro::Planet>,
}

/// `significators`: per planet and per house.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignificatorsOut {
    pub planets: Vec<PlanetSignificatorsOut>,
    pub houses: Vec<HouseSignificatorsOut>,
}

/// The ruling planets of the request's `now` at the birth place.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RulingPlanetsOut {
    /// The moment judged: the request's `now`.
    pub at: DateTime<Utc>,
    /// Lord of the weekday, the day running from sunrise to sunrise at the birth place.
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub day_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub moon_sign_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub moon_star_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub moon_sub_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub ascendant_sign_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub ascendant_star_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub ascendant_sub_lord: crate::astro::Planet,
    /// The distinct ruling planets in the order above.
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub planets: Vec<crate::astro::Planet>,
}

/// `POST /v1/kp`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KpOut {
    /// The house system of the cusps: `placidus`, or `porphyry` where Placidus is undefined
    /// (above the polar circles; `settings.houseFallback` says so too).
    pub house_system: HouseSystem,
    pub cusps: Vec<KpCuspOut>,
    pub planets: Vec<KpPlanetOut>,
    pub significators: SignificatorsOut,
    pub ruling_planets: RulingPlanetsOut,
}

fn cusp_out(house: u8, p: &KpPoint) -> KpCuspOut {
    KpCuspOut {
        house,
        point: p.into(),
    }
}

fn planet_out(k: &kp::KpPlanet) -> KpPlanetOut {
    KpPlanetOut {
        planet: k.planet,
        point: (&k.point).into(),
        house: k.house,
    }
}

/// The ruling planets at `now` at the chart's place, under the chart's settings.
fn ruling_planets(ctx: &Ctx) -> Result<RulingPlanetsOut, CalcError> {
    let natal = ctx.chart();
    let at = JulianDay::from_utc(ctx.now);
    let now = Chart::at_with(at, natal.latitude, natal.longitude, &natal.settings)?;
    let zone = ctx.birth().timezone;
    // The Vedic day begins at sunrise; where the Sun does not rise (polar day or night), the
    // civil date's weekday.
    let eph = Ephemeris::with(&natal.settings);
    let date = match day_start(&eph, at, zone, natal.latitude, natal.longitude) {
        Ok((_, date)) => date,
        Err(_) => ctx.now.with_timezone(&zone).date_naive(),
    };
    let r = kp::ruling_planets(&now, date.weekday().num_days_from_sunday());
    let chain = [
        r.day_lord,
        r.moon.sign_lord,
        r.moon.star_lord,
        r.moon.sub_lord,
        r.ascendant.sign_lord,
        r.ascendant.star_lord,
        r.ascendant.sub_lord,
    ];
    let mut distinct: Vec<Planet> = Vec::new();
    for p in chain {
        if !distinct.contains(&p) {
            distinct.push(p);
        }
    }
    Ok(RulingPlanetsOut {
        at: ctx.now,
        day_lord: r.day_lord,
        moon_sign_lord: r.moon.sign_lord,
        moon_star_lord: r.moon.star_lord,
        moon_sub_lord: r.moon.sub_lord,
        ascendant_sign_lord: r.ascendant.sign_lord,
        ascendant_star_lord: r.ascendant.star_lord,
        ascendant_sub_lord: r.ascendant.sub_lord,
        planets: distinct.to_vec(),
    })
}

/// `POST /v1/kp`: the chart comes computed under the KP settings (see `calc::defaults_for`).
pub fn kp(ctx: &Ctx) -> Result<KpOut, CalcError> {
    let chart = ctx.chart();
    let t = kp::tables(chart).map_err(|e| CalcError::invalid("houseSystem", &e.to_string()))?;
    let house_system = chart
        .cusps
        .map_or(chart.settings.house_system, |c| c.system);
    Ok(KpOut {
        house_system,
        cusps: (1..=12u8)
            .zip(&t.cusps)
            .map(|(h, p)| cusp_out(h, p))
            .collect(),
        planets: t.planets.iter().map(planet_out).collect(),
        significators: SignificatorsOut {
            planets: t
                .significations
                .iter()
                .map(|s| PlanetSignificatorsOut {
                    planet: s.planet,
                    level_a: s.level_a.clone(),
                    level_b: s.level_b.clone(),
                    level_c: s.level_c.clone(),
                    level_d: s.level_d.clone(),
                })
                .collect(),
            houses: (1..=12u8)
                .zip(&t.house_significators)
                .map(|(house, ps)| HouseSignificatorsOut {
                    house,
                    planets: ps.to_vec(),
                })
                .collect(),
        },
        ruling_planets: ruling_planets(ctx)?,
    })
}

/// The horary part of a KP horary reply.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoraryOut {
    /// The querent's number, 1–249.
    #[schema(minimum = 1, maximum = 249)]
    pub number: u16,
    /// The horary ascendant: where division `number` begins, with its lords.
    pub ascendant: KpPointOut,
    /// The moment of judgement (the request's `datetime`), UTC.
    pub judged_at: DateTime<Utc>,
    /// When the horary ascendant rises at the place, nearest the moment of judgement (its
    /// Placidus cusps are the chart's), UTC.
    pub rising_at: DateTime<Utc>,
}

/// `POST /v1/kp/horary`: the KP tables of the horary chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KpHoraryOut {
    pub horary: HoraryOut,
    #[serde(flatten)]
    pub tables: KpOut,
}

/// `POST /v1/kp/horary`: casts the horary chart of the request's number for `req.now` at the
/// request's place under the request's settings, and answers its KP tables with the ruling
/// planets of the same moment. No natal chart is computed.
pub fn kp_horary(req: &CalcRequest, o: &HoraryOptions) -> Result<Replied, CalcError> {
    let number = o.number.0;
    let place = req
        .place
        .as_ref()
        .ok_or_else(|| CalcError::invalid("latitude", "no place given"))?;
    // The moment, at the place, stands as the chart's "birth" (its zone gives the Vedic day of
    // the ruling planets).
    let zone = place.zone()?;
    let local = req.now.with_timezone(&zone).naive_local();
    let births = [BirthData::new(
        local.date(),
        local.time(),
        zone,
        place.latitude,
        place.longitude,
    )
    .map_err(|e| CalcError::invalid("datetime", &e.to_string()))?];
    let settings = &req.settings;
    let h = kp::horary(
        number,
        JulianDay::from_utc(req.now),
        place.latitude,
        place.longitude,
        settings,
    )
    .map_err(|e| match e {
        kp::HoraryError::Number => CalcError::invalid("number", &e.to_string()),
        kp::HoraryError::NeverRises => CalcError::invalid("latitude", &e.to_string()),
        kp::HoraryError::Ephemeris(e) => e.into(),
    })?;
    let charts = [h.chart];
    let ctx = Ctx {
        persons: &req.persons,
        place: Some(place),
        births: &births,
        charts: &charts,
        locale: req.locale,
        settings,
        now: req.now,
    };
    let tables = kp(&ctx)?;
    let settings = SettingsEcho::of(&charts)
        .ok_or_else(|| CalcError::Engine("a horary chart was cast".into()))?;
    Ok(Replied {
        reply: Reply::KpHorary(KpHoraryOut {
            horary: HoraryOut {
                number: h.number,
                ascendant: (&KpPoint::of(charts[0].ascendant)).into(),
                judged_at: req.now,
                rising_at: h.rising_at.to_utc(),
            },
            tables,
        }),
        settings,
    })
}
