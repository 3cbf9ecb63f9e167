//! `POST /v1/panchang` (spec §4.11).

use super::{BsDateOut, bs_error, day_of, hhmm, local_iso, panchang_error};
use crate::astro::panchang::{ChoghadiyaSlot, Nature, Panchang, Slot};
use crate::astro::{BsDate, Ephemeris};
use crate::calc::natal::round;
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Key, Locale};
use crate::key;
use serde::Serialize;

/// A choghadiya slot (spec §4.11), with full timestamps for slots that cross midnight.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChoghadiyaOut {
    pub name: &'static str,
    /// auspicious, neutral or inauspicious.
    pub nature: Nature,
    pub start_time: String,
    pub end_time: String,
    pub starts_at: String,
    pub ends_at: String,
    /// The slot's lord.
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: &'static str,
    pub meaning: String,
}

impl ChoghadiyaOut {
    pub fn new(s: &ChoghadiyaSlot, locale: Locale) -> Self {
        ChoghadiyaOut {
            name: s.kind.name(),
            nature: s.kind.nature(),
            start_time: hhmm(s.slot.start),
            end_time: hhmm(s.slot.end),
            starts_at: local_iso(s.slot.start),
            ends_at: local_iso(s.slot.end),
            lord: s.kind.lord().name(),
            meaning: content::text(locale, key!("panchang.choghadiya.{}", s.kind.name())),
        }
    }
}

/// A period of the day (Rahu kalam, Yamaganda, Gulika kalam, Abhijit muhurta).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PanchangPeriod)]
pub struct PeriodOut {
    pub start_time: String,
    pub end_time: String,
    pub starts_at: String,
    pub ends_at: String,
}

impl PeriodOut {
    pub fn new(s: Slot) -> Self {
        PeriodOut {
            start_time: hhmm(s.start),
            end_time: hhmm(s.end),
            starts_at: local_iso(s.start),
            ends_at: local_iso(s.end),
        }
    }
}

/// One limb with its number and end.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LimbOut {
    pub number: u8,
    pub name: &'static str,
    /// `HH:MM` Kathmandu; see `endsAt` for the date.
    pub end_time: String,
    pub ends_at: String,
    /// Ends after the next sunrise, so it also rules the next day.
    pub ends_after_next_sunrise: bool,
}

/// The five limbs in detail.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LimbsOut {
    pub tithi: LimbOut,
    pub paksha: &'static str,
    pub nakshatra: LimbOut,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub nakshatra_lord: &'static str,
    pub yoga: LimbOut,
    pub karana: LimbOut,
    pub vara: VaraOut,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VaraOut {
    pub name: &'static str,
    pub weekday: &'static str,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: &'static str,
    /// The vara lasts until the next sunrise.
    pub end_time: String,
    pub ends_at: String,
}

/// Spec §4.11, plus details.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PanchangOut {
    pub date: String,
    pub bs_date: BsDateOut,
    pub tithi: &'static str,
    pub paksha: &'static str,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: &'static str,
    pub yoga: &'static str,
    pub karana: &'static str,
    pub vara: &'static str,
    pub sunrise: String,
    pub sunset: String,
    /// The 8 daytime slots, sunrise → sunset.
    pub choghadiya: Vec<ChoghadiyaOut>,
    /// The 8 night slots, sunset → next sunrise.
    pub night_choghadiya: Vec<ChoghadiyaOut>,
    pub rahu_kalam: PeriodOut,
    pub yamaganda: PeriodOut,
    pub gulika_kalam: PeriodOut,
    pub abhijit_muhurta: PeriodOut,
    pub next_sunrise: String,
    pub limbs: LimbsOut,
    /// Sidereal signs of the Moon and the Sun at sunrise.
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: &'static str,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sun_sign: &'static str,
    /// Where the day was computed (the profile's birth place) and the zone of every time.
    pub location: LocationOut,
    pub summary: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocationOut {
    pub name: String,
    /// Degrees, north positive.
    #[schema(minimum = -90, maximum = 90)]
    pub latitude: f64,
    /// Degrees, east positive.
    #[schema(minimum = -180, maximum = 180)]
    pub longitude: f64,
    pub timezone: &'static str,
}

fn limb(number: u8, name: &'static str, ends: crate::astro::JulianDay, p: &Panchang) -> LimbOut {
    LimbOut {
        number,
        name,
        end_time: hhmm(ends),
        ends_at: local_iso(ends),
        ends_after_next_sunrise: ends > p.next_sunrise,
    }
}

/// The panchang of a day at a place, as published.
pub fn panchang_out(
    p: &Panchang,
    location: &str,
    locale: Locale,
) -> Result<PanchangOut, CalcError> {
    let bs = BsDate::from_gregorian(p.date).map_err(bs_error)?;
    let slots = p.choghadiya();
    let tithi = p.tithi.value;
    let nak = p.nakshatra.value;
    let l = |k: Key| content::text(locale, k);
    let summary = content::fill(
        locale,
        key!("panchang.summary"),
        &[
            ("vara", &l(key!("panchang.vara.{}", p.vara.name()))),
            ("tithi", &l(key!("panchang.tithi.{}", tithi.name()))),
            (
                "paksha",
                &l(key!("panchang.paksha.{}", tithi.paksha().name())),
            ),
            ("tithiEnd", &hhmm(p.tithi.ends)),
            (
                "nakshatra",
                &content::text(locale, key!("nakshatras.{}.name", nak.name())),
            ),
            ("nakshatraEnd", &hhmm(p.nakshatra.ends)),
            ("yoga", &l(key!("panchang.yoga.{}", p.yoga.value.name()))),
            (
                "karana",
                &l(key!("panchang.karana.{}", p.karana.value.name())),
            ),
            ("sunrise", &hhmm(p.sunrise)),
            ("sunset", &hhmm(p.sunset)),
            ("rahuStart", &hhmm(p.rahu_kalam().start)),
            ("rahuEnd", &hhmm(p.rahu_kalam().end)),
        ],
    );
    Ok(PanchangOut {
        date: p.date.format("%Y-%m-%d").to_string(),
        bs_date: BsDateOut::new(bs, locale),
        tithi: tithi.name(),
        paksha: tithi.paksha().name(),
        nakshatra: nak.name(),
        yoga: p.yoga.value.name(),
        karana: p.karana.value.name(),
        vara: p.vara.name(),
        sunrise: hhmm(p.sunrise),
        sunset: hhmm(p.sunset),
        choghadiya: slots[..8]
            .iter()
            .map(|s| ChoghadiyaOut::new(s, locale))
            .collect(),
        night_choghadiya: slots[8..]
            .iter()
            .map(|s| ChoghadiyaOut::new(s, locale))
            .collect(),
        rahu_kalam: PeriodOut::new(p.rahu_kalam()),
        yamaganda: PeriodOut::new(p.yamaganda()),
        gulika_kalam: PeriodOut::new(p.gulika_kalam()),
        abhijit_muhurta: PeriodOut::new(p.abhijit()),
        next_sunrise: local_iso(p.next_sunrise),
        limbs: LimbsOut {
            tithi: limb(tithi.number(), tithi.name(), p.tithi.ends, p),
            paksha: tithi.paksha().name(),
            nakshatra: limb(nak.index() as u8 + 1, nak.name(), p.nakshatra.ends, p),
            nakshatra_lord: nak.lord().name(),
            yoga: limb(p.yoga.value.number(), p.yoga.value.name(), p.yoga.ends, p),
            karana: limb(
                p.karana.value.number(),
                p.karana.value.name(),
                p.karana.ends,
                p,
            ),
            vara: VaraOut {
                name: p.vara.name(),
                weekday: p.vara.english(),
                lord: p.vara.lord().name(),
                end_time: hhmm(p.next_sunrise),
                ends_at: local_iso(p.next_sunrise),
            },
        },
        moon_sign: p.moon.sign().name(),
        sun_sign: p.sun.sign().name(),
        location: LocationOut {
            name: location.to_owned(),
            latitude: round(p.latitude, 6),
            longitude: round(p.longitude, 6),
            timezone: "Asia/Kathmandu",
        },
        summary,
    })
}

/// The panchang of the day asked for at the profile's birth place.
pub fn compute_day(ctx: &Ctx) -> Result<Panchang, CalcError> {
    let b = ctx.birth();
    Panchang::compute(
        &Ephemeris::with(&ctx.chart().settings),
        day_of(ctx),
        b.latitude,
        b.longitude,
    )
    .map_err(panchang_error)
}

/// `POST /v1/panchang`
pub fn panchang(ctx: &Ctx) -> Result<PanchangOut, CalcError> {
    let p = compute_day(ctx)?;
    panchang_out(&p, &ctx.person().location, ctx.locale())
}
