//! `POST /v1/dasha`: the published Vimshottari reply with its `levels` and `from` options,
//! and the other systems (Yogini, Ashtottari, chara, the seven conditional nakshatra dashas,
//! the sign dashas, kalachakra, moola, naisargika, tara).

use super::call::DashaOptions;
use super::natal::round;
use super::{CalcError, Ctx};
use crate::astro::dasha::ORDER;
use crate::astro::{JulianDay, Period, Planet, Running, Vimshottari, vimshottari};
use crate::content::{self, Locale};
use crate::key;
use chrono::{Datelike, Timelike};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};

mod applicability;
mod systems;

pub use systems::*;

/// The dasha system of `POST /v1/dasha`: Vimshottari, Yogini, Ashtottari, chara, one of the
/// seven conditional nakshatra dashas of BPHS ch. 46, the sign dashas narayana, sudasa, shoola
/// and drig, kalachakra, moola, naisargika or tara.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DashaSystem {
    #[default]
    Vimshottari,
    Yogini,
    Ashtottari,
    Chara,
    Dwisaptati,
    Shashtihayani,
    Shatabdika,
    Chaturaseeti,
    Dwadashottari,
    Panchottari,
    Shodashottari,
    Narayana,
    Kalachakra,
    Moola,
    Sudasa,
    Shoola,
    Drig,
    Naisargika,
    Tara,
}

impl DashaSystem {
    /// The engine's system; `None` for Vimshottari, which has its own reply.
    pub fn other(self) -> Option<crate::astro::dasha_systems::System> {
        use crate::astro::dasha_systems::System as S;
        Some(match self {
            DashaSystem::Vimshottari => return None,
            DashaSystem::Yogini => S::Yogini,
            DashaSystem::Ashtottari => S::Ashtottari,
            DashaSystem::Chara => S::Chara,
            DashaSystem::Dwisaptati => S::Dwisaptati,
            DashaSystem::Shashtihayani => S::Shashtihayani,
            DashaSystem::Shatabdika => S::Shatabdika,
            DashaSystem::Chaturaseeti => S::Chaturaseeti,
            DashaSystem::Dwadashottari => S::Dwadashottari,
            DashaSystem::Panchottari => S::Panchottari,
            DashaSystem::Shodashottari => S::Shodashottari,
            DashaSystem::Narayana => S::Narayana,
            DashaSystem::Kalachakra => S::Kalachakra,
            DashaSystem::Moola => S::Moola,
            DashaSystem::Sudasa => S::Sudasa,
            DashaSystem::Shoola => S::Shoola,
            DashaSystem::Drig => S::Drig,
            DashaSystem::Naisargika => S::Naisargika,
            DashaSystem::Tara => S::Tara,
        })
    }
}

/// Where a dasha timeline starts: at the period running today (default) or at the one running
/// at birth (the balance period).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DashaFrom {
    #[default]
    Today,
    Birth,
}

// ---------------------------------------------------------------- dasha (Vimshottari)

/// A period as published: dates are local dates in the birth timezone.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DashaPeriod)]
pub struct PeriodOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub start_date: String,
    pub end_date: String,
}

/// `currentMahaDasha`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrentMahaOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub start_date: String,
    pub end_date: String,
    /// Dasha years (of `yearDays` days) from `now` to the end of the maha dasha.
    pub years_remaining: f64,
}

/// A maha dasha of the timeline with its antar dashas (none with `levels: 1`).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MahaOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub start_date: String,
    pub end_date: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub antar_dashas: Vec<AntarOut>,
}

/// An antar dasha of the timeline; `pratyantarDashas` only with `levels` ≥ 3 and only in the
/// expanded maha (see [`DashaOut`]).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DashaAntar)]
pub struct AntarOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub start_date: String,
    pub end_date: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pratyantar_dashas: Option<Vec<PratyantarOut>>,
}

/// A pratyantar dasha; `sookshmaDashas` only with `levels` ≥ 4 and only in the expanded antar.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DashaPratyantar)]
pub struct PratyantarOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub start_date: String,
    pub end_date: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sookshma_dashas: Option<Vec<SookshmaOut>>,
}

/// A sookshma dasha (level 4): days long, so also with UTC date-times; its `pranaDashas` with
/// `levels: 5`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DashaSookshma)]
pub struct SookshmaOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub start_date: String,
    pub end_date: String,
    /// RFC 3339, UTC, to the second.
    pub start: String,
    pub end: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prana_dashas: Option<Vec<PranaOut>>,
}

/// A prana dasha (level 5): hours long, with UTC date-times.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DashaPrana)]
pub struct PranaOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub start_date: String,
    pub end_date: String,
    /// RFC 3339, UTC, to the second.
    pub start: String,
    pub end: String,
}

/// A level of dasha periods, as published.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum PeriodLevel {
    #[serde(rename = "maha")]
    Maha,
    #[serde(rename = "antar")]
    Antar,
    #[serde(rename = "pratyantar")]
    Pratyantar,
    #[serde(rename = "sookshma")]
    Sookshma,
    #[serde(rename = "prana")]
    Prana,
}

impl PeriodLevel {
    /// The five Vimshottari levels, maha first.
    pub const ALL: [PeriodLevel; 5] = [
        PeriodLevel::Maha,
        PeriodLevel::Antar,
        PeriodLevel::Pratyantar,
        PeriodLevel::Sookshma,
        PeriodLevel::Prana,
    ];

    /// The level as published (`maha` … `prana`).
    pub fn name(self) -> &'static str {
        match self {
            PeriodLevel::Maha => "maha",
            PeriodLevel::Antar => "antar",
            PeriodLevel::Pratyantar => "pratyantar",
            PeriodLevel::Sookshma => "sookshma",
            PeriodLevel::Prana => "prana",
        }
    }
}

/// One level of the chain running at `now`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DashaLevel)]
pub struct LevelOut {
    /// `maha`, `antar`, `pratyantar`, `sookshma`, `prana`.
    #[schema(value_type = String)]
    pub level: PeriodLevel,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub start_date: String,
    pub end_date: String,
    /// RFC 3339, UTC, to the second.
    pub start: String,
    pub end: String,
}

/// What remained of the first maha dasha at birth.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BalanceOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub years: u32,
    pub months: u32,
    pub days: u32,
    /// The same balance in decimal years.
    pub total_years: f64,
}

/// The Moon's nakshatra at birth, whose lord opens the sequence.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BirthNakshatraOut {
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub name: crate::astro::Nakshatra,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    pub pada: u8,
    /// Fraction of the nakshatra the Moon had traversed at birth, 0–1.
    pub traversed: f64,
}

/// The running periods, with the birth balance and nakshatra (Vimshottari).
///
/// Without `levels` and `from` this is the spec's shape exactly: the timeline's mahas with
/// their antar dashas, and the maha, antar and pratyantar running at `now`. With `levels` n
/// (1–5) the timeline is nested n levels deep, but only where the native is: antar dashas in
/// every maha (n ≥ 2; none with 1); pratyantars (n ≥ 3) only in the antars of the *expanded
/// maha*; sookshmas (n ≥ 4) and pranas (n = 5) only inside the pratyantars of the *expanded
/// antar*. The expanded maha and antar are those running at `now`, or the timeline's first
/// ones when nothing runs yet (a birth after `now`). So a reply holds at most 9 mahas, 81
/// antars, 81 pratyantars, 81 sookshmas and 729 pranas, whatever the depth; `current` then
/// lists the n periods running at `now`. `from: birth` starts the timeline at the maha running
/// at birth (the balance period) instead of the one running at `now`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashaOut {
    /// `vimshottari`: the discriminator of the dasha replies.
    #[schema(value_type = crate::calc::names::VimshottariSystem)]
    pub system: DashaSystem,
    pub year_days: f64,
    pub current_maha_dasha: Option<CurrentMahaOut>,
    pub current_antar_dasha: Option<PeriodOut>,
    pub current_pratyantar_dasha: Option<PeriodOut>,
    /// With `levels`: the chain running at `now`, maha first, `levels` long (empty before
    /// birth).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current: Option<Vec<LevelOut>>,
    pub timeline: Vec<MahaOut>,
    pub balance_at_birth: BalanceOut,
    pub birth_nakshatra: BirthNakshatraOut,
    /// The running maha and antar dashas read together; empty before birth.
    pub interpretation: String,
    /// The running pratyantar read within them, after `interpretation`: what the pratyantar's
    /// lord brings and where it stands in the chart; empty before birth.
    pub pratyantar_interpretation: String,
}

/// `YYYY-MM-DD` of a Julian day in a timezone (the birth's, for dates of a life).
pub(crate) fn local_date(jd: JulianDay, tz: Tz) -> String {
    // Written by hand: chrono's `format` parses its pattern on every call, and a reply to five
    // levels writes some 3,500 dates (the same text as `%Y-%m-%d` for years 0–9999).
    let d = jd.to_utc().with_timezone(&tz).date_naive();
    format!("{:04}-{:02}-{:02}", d.year(), d.month(), d.day())
}

/// RFC 3339 UTC to the second.
pub(crate) fn utc_time(jd: JulianDay) -> String {
    let t = jd.to_utc();
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
        t.year(),
        t.month(),
        t.day(),
        t.hour(),
        t.minute(),
        t.second()
    )
}

fn sookshma_out(p: &Period, tz: Tz, pranas: bool) -> SookshmaOut {
    SookshmaOut {
        planet: p.planet,
        start_date: local_date(p.start, tz),
        end_date: local_date(p.end, tz),
        start: utc_time(p.start),
        end: utc_time(p.end),
        prana_dashas: pranas.then(|| p.subdivide().iter().map(|q| prana_out(q, tz)).collect()),
    }
}

fn prana_out(p: &Period, tz: Tz) -> PranaOut {
    PranaOut {
        planet: p.planet,
        start_date: local_date(p.start, tz),
        end_date: local_date(p.end, tz),
        start: utc_time(p.start),
        end: utc_time(p.end),
    }
}

/// The antars of `maha` nested to `levels`: the maha and antar containing `focus` expanded.
fn antars_out(maha: &Period, levels: u8, focus: JulianDay, tz: Tz) -> Vec<AntarOut> {
    if levels < 2 {
        return Vec::new();
    }
    let expand_maha = levels >= 3 && maha.contains(focus);
    Vimshottari::antars(maha)
        .iter()
        .map(|a| {
            let expand_antar = expand_maha && levels >= 4 && a.contains(focus);
            AntarOut {
                planet: a.planet,
                start_date: local_date(a.start, tz),
                end_date: local_date(a.end, tz),
                pratyantar_dashas: expand_maha.then(|| {
                    Vimshottari::pratyantars(a)
                        .iter()
                        .map(|p| PratyantarOut {
                            planet: p.planet,
                            start_date: local_date(p.start, tz),
                            end_date: local_date(p.end, tz),
                            sookshma_dashas: expand_antar.then(|| {
                                p.subdivide()
                                    .iter()
                                    .map(|q| sookshma_out(q, tz, levels >= 5))
                                    .collect()
                            }),
                        })
                        .collect()
                }),
            }
        })
        .collect()
}

fn period_out(p: &Period, tz: Tz) -> PeriodOut {
    PeriodOut {
        planet: p.planet,
        start_date: local_date(p.start, tz),
        end_date: local_date(p.end, tz),
    }
}

/// Years, months (of 1/12 year) and days (of `year_days`/12 … truncated) of a decimal balance.
fn balance_parts(years: f64, year_days: f64) -> (u32, u32, u32) {
    let y = years.floor();
    let months = (years - y) * 12.0;
    let m = months.floor();
    let d = ((months - m) * year_days / 12.0).floor();
    (y as u32, m as u32, d as u32)
}

/// `POST /v1/dasha`: Vimshottari maha, antar and pratyantar dashas running at `now`, and the
/// timeline from the current maha dasha to the end of its 120-year cycle.
pub fn dasha(ctx: &Ctx, o: &DashaOptions) -> Result<DashaOut, CalcError> {
    let chart = ctx.chart();
    let tz = ctx.birth().timezone;
    let v = vimshottari(chart);
    let now = JulianDay::from_utc(ctx.now);
    // Nothing runs before birth (a future birth date): the timeline then opens with the first
    // maha dasha and the current periods are null.
    let running = if now < chart.jd {
        None
    } else {
        v.running_at(now)
    };
    let levels = match o.levels.map(|l| l.0) {
        Some(n @ 1..=5) => Some(n),
        Some(_) => return Err(CalcError::invalid("levels", "from 1 to 5")),
        None => None,
    };
    let from_birth = o.from == Some(DashaFrom::Birth);
    let timeline = timeline(&v, running, from_birth, levels, (now, tz));
    let current = levels.map(|n| {
        let chain = if running.is_some() {
            v.chain_at(now, usize::from(n)).unwrap_or_default()
        } else {
            Vec::new()
        };
        chain
            .iter()
            .zip(PeriodLevel::ALL)
            .map(|(p, level)| LevelOut {
                level,
                planet: p.planet,
                start_date: local_date(p.start, tz),
                end_date: local_date(p.end, tz),
                start: utc_time(p.start),
                end: utc_time(p.end),
            })
            .collect()
    });
    let balance = v.balance_at_birth_years();
    let year = v.year();
    let (years, months, days) = balance_parts(balance, year.days());
    let moon = chart.graha(Planet::Moon).longitude;
    let locale = ctx.locale();
    Ok(DashaOut {
        system: DashaSystem::Vimshottari,
        year_days: year.days(),
        current_maha_dasha: running.map(|r| CurrentMahaOut {
            planet: r.maha.planet,
            start_date: local_date(r.maha.start, tz),
            end_date: local_date(r.maha.end, tz),
            years_remaining: round((r.maha.end - now) / year, 4),
        }),
        current_antar_dasha: running.map(|r| period_out(&r.antar, tz)),
        current_pratyantar_dasha: running.map(|r| period_out(&r.pratyantar, tz)),
        current,
        timeline,
        balance_at_birth: BalanceOut {
            planet: v.mahas()[0].planet,
            years,
            months,
            days,
            total_years: round(balance, 6),
        },
        birth_nakshatra: BirthNakshatraOut {
            name: v.birth_nakshatra(),
            lord: v.birth_nakshatra().lord(),
            pada: moon.pada(),
            traversed: round(moon.nakshatra_fraction(), 6),
        },
        interpretation: running.map_or_else(String::new, |r| reading(locale, &r, tz)),
        pratyantar_interpretation: running.map_or_else(String::new, |r| {
            crate::calc::reading::pratyantar_reading(locale, chart, r.pratyantar.planet)
        }),
    })
}

/// The maha dashas from the one running at `now` (or the first, from birth or before it) to
/// the end of the 120-year cycle, each with its antar dashas; the maha and antar running at
/// `now` (else the first) expanded to `levels`.
fn timeline(
    v: &Vimshottari,
    running: Option<Running>,
    from_birth: bool,
    levels: Option<u8>,
    (now, tz): (JulianDay, Tz),
) -> Vec<MahaOut> {
    let first = match running {
        Some(r) if !from_birth => r.maha,
        _ => v.mahas()[0],
    };
    let focus = if running.is_some() { now } else { first.start };
    let last_lord = ORDER[(ORDER
        .iter()
        .position(|&p| p == v.mahas()[0].planet)
        .unwrap_or(0)
        + 8)
        % 9];
    let mut timeline = Vec::new();
    let mut m = first;
    loop {
        timeline.push(MahaOut {
            planet: m.planet,
            start_date: local_date(m.start, tz),
            end_date: local_date(m.end, tz),
            antar_dashas: antars_out(&m, levels.unwrap_or(2), focus, tz),
        });
        if m.planet == last_lord || timeline.len() >= 9 {
            break;
        }
        m = v.next_maha(&m);
    }
    timeline
}

/// The reading of the maha and antar dashas running.
fn reading(locale: Locale, r: &Running, tz: Tz) -> String {
    content::fill(
        locale,
        key!("dasha.reading"),
        &[
            (
                "maha",
                &content::text(locale, key!("dasha.maha.{}", r.maha.planet)),
            ),
            (
                "antar",
                &content::text(
                    locale,
                    key!("dashaPairs.{}.{}", r.maha.planet, r.antar.planet),
                ),
            ),
            ("mahaEnd", &local_date(r.maha.end, tz)),
            ("antarEnd", &local_date(r.antar.end, tz)),
        ],
    )
}
