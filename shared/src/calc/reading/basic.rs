//! `POST /v1/basic-details`: the birth's summary — sunrise and sunset of
//! the birth day, the ayanamsha, ascendant, Moon and Sun signs, the birth nakshatra with its
//! lord and pada and its avakahada attributes (varna, vashya, yoni, gana, nadi), the tithi,
//! yoga, karana and vara at birth, the running dasha and the prominent yogas.
//!
//! Tithi, yoga and karana are those of the birth instant (from the chart's Sun and Moon, by
//! `astro::panchang`); the vara is the weekday of the Hindu day, which runs from sunrise to
//! sunrise, so a birth before sunrise belongs to the previous weekday. Sunrise and sunset are
//! the astronomical ones (upper limb, refraction) in the birth's timezone, `null`
//! where the Sun does not rise or set that day (polar latitudes).

use super::PeriodOut;
use super::yogas::{display_name, strength_or_none};
use crate::astro::matching::{Varna, Vashya};
use crate::astro::nakshatra_lore::{gana, nadi, yoni};
use crate::astro::panchang::{Karana, Paksha, Tithi, Vara, Yoga, sunrise_on};
use crate::astro::yogas::{self, Category, Group, Strength};
use crate::astro::{
    Ayanamsa, Ephemeris, Gana, JulianDay, Nadi, Nakshatra, Planet, RiseKind, Sign, vimshottari,
};
use crate::calc::names::{Limb, Named};
use crate::calc::natal::{AscendantOut, round};
use crate::calc::{CalcError, Ctx};
use chrono::Duration;
use chrono_tz::Tz;
use serde::Serialize;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = BasicNakshatra)]
pub struct NakshatraOut {
    #[schema(value_type = String)]
    pub name: Nakshatra,
    pub number: usize,
    pub pada: u8,
    #[schema(value_type = String)]
    pub lord: Planet,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TithiOut {
    pub number: u8,
    #[schema(value_type = String)]
    pub name: Named<Tithi>,
    #[schema(value_type = String)]
    pub paksha: Named<Paksha>,
}

// The yoga or the karana at birth.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NumberedOut {
    pub number: u8,
    #[schema(value_type = String)]
    pub name: Named<Limb>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AyanamsaOut {
    #[schema(value_type = String)]
    pub name: Named<Ayanamsa>,
    pub degrees: f64,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashaNowOut {
    pub maha_dasha: PeriodOut,
    pub antar_dasha: PeriodOut,
    pub pratyantar_dasha: PeriodOut,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProminentYogaOut {
    // The yoga's catalogue key (`gajaKesari`) and English name: catalogue identifiers.
    pub key: &'static str,
    pub name: &'static str,
    pub display_name: String,
    #[serde(serialize_with = "strength_or_none")]
    #[schema(value_type = String)]
    pub strength: Option<Strength>,
    #[schema(value_type = String)]
    pub category: Named<Category>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BasicDetailsOut {
    pub name: String,
    pub date: String,
    pub time: String,
    pub timezone: String,
    pub location: String,
    pub latitude: f64,
    pub longitude: f64,
    pub birth_utc: String,
    pub sunrise: Option<String>,
    pub sunset: Option<String>,
    pub ayanamsa: AyanamsaOut,
    pub ascendant: AscendantOut,
    #[schema(value_type = String)]
    pub moon_sign: Sign,
    #[schema(value_type = String)]
    pub moon_sign_lord: Planet,
    #[schema(value_type = String)]
    pub sun_sign: Sign,
    pub nakshatra: NakshatraOut,
    #[schema(value_type = String)]
    pub varna: Named<Varna>,
    #[schema(value_type = String)]
    pub vashya: Named<Vashya>,
    pub yoni: String,
    #[schema(value_type = String)]
    pub gana: Named<Gana>,
    #[schema(value_type = String)]
    pub nadi: Named<Nadi>,
    pub tithi: TithiOut,
    pub yoga: NumberedOut,
    pub karana: NumberedOut,
    #[schema(value_type = String)]
    pub vara: Named<Vara>,
    pub current_dasha: Option<DashaNowOut>,
    pub prominent_yogas: Vec<ProminentYogaOut>,
}

/// At most this many prominent yogas.
const PROMINENT: usize = 6;

fn hhmm(jd: JulianDay, tz: Tz) -> String {
    (jd.to_utc() + Duration::seconds(30))
        .with_timezone(&tz)
        .format("%H:%M")
        .to_string()
}

/// The auspicious yogas present with at least moderate strength, strongest first, the Nabhasa
/// shapes (present in every chart in some form) after the others.
fn prominent(ctx: &Ctx) -> Vec<ProminentYogaOut> {
    let mut found: Vec<yogas::Yoga> = yogas::evaluate(ctx.chart())
        .into_iter()
        .filter(|y| {
            y.present
                && y.rule.category == Category::Auspicious
                && y.strength >= Some(Strength::Moderate)
        })
        .collect();
    found.sort_by_key(|y| {
        (
            y.rule.group == Group::Nabhasa,
            std::cmp::Reverse(y.strength),
        )
    });
    found
        .iter()
        .take(PROMINENT)
        .map(|y| ProminentYogaOut {
            key: y.rule.key,
            name: y.rule.name,
            display_name: display_name(ctx.locale(), y.rule.key),
            strength: y.strength,
            category: Named(y.rule.category),
        })
        .collect()
}

/// Sunrise and sunset on the birth date at the birth place, when the Sun rises and sets there.
fn sun_on_birth_day(ctx: &Ctx) -> Result<(Option<JulianDay>, Option<JulianDay>), CalcError> {
    let birth = ctx.birth();
    let eph = Ephemeris::with(&ctx.chart().settings);
    let rise = sunrise_on(&eph, birth.date, birth.latitude, birth.longitude).ok();
    let set = match rise {
        Some(r) => eph.sun_crossing(
            r,
            birth.latitude,
            birth.longitude,
            false,
            RiseKind::Astronomical,
        )?,
        None => None,
    };
    Ok((rise, set))
}

pub(super) fn reply(ctx: &Ctx) -> Result<BasicDetailsOut, CalcError> {
    let chart = ctx.chart();
    let birth = ctx.birth();
    let person = ctx.person();
    let tz = birth.timezone;
    let (rise, set) = sun_on_birth_day(ctx)?;
    // The Hindu day starts at sunrise: before it, the vara is the previous weekday's.
    let vara_date = match rise {
        Some(r) if chart.jd < r => birth.date.pred_opt().unwrap_or(birth.date),
        _ => birth.date,
    };
    let sun = chart.graha(Planet::Sun).longitude.degrees();
    let moon_g = chart.graha(Planet::Moon);
    let moon = moon_g.longitude.degrees();
    let tithi = Tithi::from_elongation(moon - sun);
    let yoga = Yoga::from_sum(sun + moon);
    let karana = Karana::from_elongation(moon - sun);
    let nak = moon_g.nakshatra();
    let running = vimshottari(chart).running_at(JulianDay::from_utc(ctx.now));
    Ok(BasicDetailsOut {
        name: person.name.clone(),
        date: birth.date.format("%Y-%m-%d").to_string(),
        time: crate::calc::hhmm::text(&birth.time),
        timezone: person.timezone.clone(),
        location: person.location.clone(),
        latitude: birth.latitude,
        longitude: birth.longitude,
        birth_utc: birth
            .utc()
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        sunrise: rise.map(|r| hhmm(r, tz)),
        sunset: set.map(|s| hhmm(s, tz)),
        ayanamsa: AyanamsaOut {
            name: Named(chart.settings.ayanamsa),
            degrees: round(chart.ayanamsa, 6),
        },
        ascendant: AscendantOut::from(chart),
        moon_sign: moon_g.sign(),
        moon_sign_lord: moon_g.sign().lord(),
        sun_sign: chart.sun_sign(),
        nakshatra: NakshatraOut {
            name: nak,
            number: nak.index() + 1,
            pada: moon_g.pada(),
            lord: nak.lord(),
        },
        varna: Named(Varna::of_sign(moon_g.sign())),
        vashya: Named(Vashya::of_moon(moon_g.longitude)),
        yoni: yoni(nak).label(),
        gana: Named(gana(nak)),
        nadi: Named(nadi(nak)),
        tithi: TithiOut {
            number: tithi.number(),
            name: Named(tithi),
            paksha: Named(tithi.paksha()),
        },
        yoga: NumberedOut {
            number: yoga.number(),
            name: Named(Limb::Yoga(yoga)),
        },
        karana: NumberedOut {
            number: karana.number(),
            name: Named(Limb::Karana(karana)),
        },
        vara: Named(Vara::of(vara_date)),
        current_dasha: running.map(|r| DashaNowOut {
            maha_dasha: PeriodOut::new(&r.maha, tz),
            antar_dasha: PeriodOut::new(&r.antar, tz),
            pratyantar_dasha: PeriodOut::new(&r.pratyantar, tz),
        }),
        prominent_yogas: prominent(ctx),
    })
}
