//! `POST /v1/dasha` under another system than Vimshottari: Yogini, Ashtottari, chara, and the
//! seven conditional nakshatra dashas of BPHS ch. 46.

use super::super::call::DashaOptions;
use super::super::natal::round;
use super::super::{CalcError, Ctx};
use super::{DashaFrom, PeriodLevel, balance_parts, local_date};
use crate::astro::dasha_systems as ds;
use crate::astro::{JulianDay, Planet};
use crate::calc::names::{Named, Published};
use serde::Serialize;

use super::applicability::applicability;
pub use super::applicability::{ApplicabilityOut, ApplicabilityReason};

/// The name a period goes by: its yogini's under Yogini dasha, else its lord's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeriodName {
    Yogini(Yogini),
    Lord(ds::Lord),
}

impl PeriodName {
    /// The name of a period of `system` ruled by `lord`.
    pub fn of(system: ds::System, lord: ds::Lord) -> Self {
        match (system, lord) {
            (ds::System::Yogini, ds::Lord::Planet(p)) => PeriodName::Yogini(Yogini::of_lord(p)),
            _ => PeriodName::Lord(lord),
        }
    }
}

impl Published for PeriodName {
    fn published(self) -> &'static str {
        match self {
            PeriodName::Yogini(y) => y.name(),
            PeriodName::Lord(l) => l.name(),
        }
    }
}

/// The eight yoginis of Yogini dasha, in their order (`astro::dasha_systems::YOGINIS`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Yogini {
    Mangala,
    Pingala,
    Dhanya,
    Bhramari,
    Bhadrika,
    Ulka,
    Siddha,
    Sankata,
}

impl Yogini {
    /// The eight, in the order of `ds::YOGINIS`.
    pub const ALL: [Yogini; 8] = [
        Yogini::Mangala,
        Yogini::Pingala,
        Yogini::Dhanya,
        Yogini::Bhramari,
        Yogini::Bhadrika,
        Yogini::Ulka,
        Yogini::Siddha,
        Yogini::Sankata,
    ];

    fn index(self) -> usize {
        self as usize
    }

    /// The yogini whose planet is `p` (each of the eight has its own; Ketu has none, and is
    /// taken as the first).
    pub fn of_lord(p: Planet) -> Yogini {
        Yogini::ALL[ds::YOGINIS.iter().position(|y| y.1 == p).unwrap_or(0)]
    }

    /// Her name as `ds::YOGINIS` gives it.
    pub fn name(self) -> &'static str {
        ds::YOGINIS[self.index()].0
    }

    /// Her planet.
    pub fn planet(self) -> Planet {
        ds::YOGINIS[self.index()].1
    }
}

/// A period of another system's timeline.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SystemDashaPeriod)]
pub struct SystemPeriodOut {
    /// A planet (`PlanetName`), or a sign (`SignName`) for `chara`, the sign dashas
    /// (`narayana`, `sudasa`, `shoola`, `drig`) and `kalachakra`.
    #[schema(value_type = String)]
    pub lord: crate::calc::names::Named<ds::Lord>,
    /// The yogini's name for `yogini`; else the lord's name.
    #[schema(value_type = String)]
    pub name: Named<PeriodName>,
    pub start_date: String,
    pub end_date: String,
    /// Length in dasha years (of `yearDays` days).
    pub years: f64,
    /// Antardashas: for the systems of planets, every lord of the cycle from the period's own,
    /// each in proportion to its years (naisargika has none); chara twelve equal parts from
    /// the next sign in the dasha sign's direction, its own last; narayana, sudasa and drig
    /// twelve equal parts from the sign holding the lord of the stronger of the dasha sign and
    /// its 7th, shoola from the stronger of the two; kalachakra the nine signs of the maha's
    /// pada from the maha's own place.
    pub sub_periods: Vec<SystemSubPeriodOut>,
}

/// An antardasha of another system.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SystemDashaSubPeriod)]
pub struct SystemSubPeriodOut {
    /// A planet (`PlanetName`), or a sign (`SignName`) for `chara`.
    #[schema(value_type = String)]
    pub lord: crate::calc::names::Named<ds::Lord>,
    #[schema(value_type = String)]
    pub name: Named<PeriodName>,
    pub start_date: String,
    pub end_date: String,
}

/// One level of another system's periods running at `now`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SystemDashaLevel)]
pub struct SystemLevelOut {
    /// `maha` or `antar`.
    #[schema(value_type = String)]
    pub level: PeriodLevel,
    #[schema(value_type = String)]
    pub lord: crate::calc::names::Named<ds::Lord>,
    #[schema(value_type = String)]
    pub name: Named<PeriodName>,
    pub start_date: String,
    pub end_date: String,
}

/// What remained of the first period at birth (chara: all of it).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SystemDashaBalance)]
pub struct SystemBalanceOut {
    #[schema(value_type = String)]
    pub lord: crate::calc::names::Named<ds::Lord>,
    #[schema(value_type = String)]
    pub name: Named<PeriodName>,
    pub years: u32,
    pub months: u32,
    pub days: u32,
    /// The same balance in decimal years.
    pub total_years: f64,
}

/// The way a chara dasha sign's years are counted, in the order of the signs or against it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Counted {
    #[serde(rename = "forward")]
    Forward,
    #[serde(rename = "backward")]
    Backward,
}

/// How a sign's chara dasha years were counted (K.N. Rao).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CharaSignOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// First-cycle years.
    pub years: u8,
    /// The planet counted to; null with both co-lords in the sign.
    #[schema(value_type = Option<crate::calc::names::PlanetName>)]
    pub lord: Option<crate::astro::Planet>,
    #[schema(value_type = Option<crate::calc::names::SignName>)]
    pub lord_sign: Option<crate::astro::Sign>,
    /// `forward` or `backward`.
    #[schema(value_type = String)]
    pub counted: Counted,
    /// `lord`, `own-sign`, `both-lords-in-sign`, `other-lord`, `more-planets`, `higher-degree`.
    #[schema(value_type = String)]
    pub lord_rule: crate::calc::names::Named<crate::astro::dasha_systems::LordRule>,
}

/// `POST /v1/dasha` with another `system` than `vimshottari`: the maha periods until the one
/// running 120 years after birth, from the one running at `now` (or at birth with `from:
/// birth`), each with its antardashas; `current` the maha and antar running at `now`. A
/// conditional system (Ashtottari and the seven of BPHS ch. 46) says whether it applies to the
/// chart, and is computed either way.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SystemDashaOut {
    /// The system (`yogini`, `ashtottari`, `chara`, the seven conditional ones, `narayana`,
    /// `kalachakra`, `moola`, `sudasa`, `shoola`, `drig`, `naisargika`, `tara`): the
    /// discriminator of the dasha replies.
    #[schema(value_type = crate::calc::names::OtherDashaSystem)]
    pub system: crate::calc::names::Named<crate::astro::dasha_systems::System>,
    pub year_days: f64,
    /// Years of a full cycle (36, 108, 72, 60, 100, 84, 112, 105, 116, 120); null where the
    /// chart decides it (chara, the sign dashas, kalachakra).
    pub cycle_years: Option<f64>,
    pub timeline: Vec<SystemPeriodOut>,
    /// Maha then antar running at `now` (chara: the maha only); empty outside the timeline.
    pub current: Vec<SystemLevelOut>,
    pub balance_at_birth: SystemBalanceOut,
    /// The conditional systems only: `applicability.applicable`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub applicable: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub applicability: Option<ApplicabilityOut>,
    /// Chara only: the first cycle's signs in order, with their counts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chara_signs: Option<Vec<CharaSignOut>>,
}

/// `POST /v1/dasha` under another system than Vimshottari.
pub fn system_dasha(
    ctx: &Ctx,
    o: &DashaOptions,
    system: ds::System,
) -> Result<SystemDashaOut, CalcError> {
    let chart = ctx.chart();
    let tz = ctx.birth().timezone;
    let t = ds::timeline(chart, system);
    let now = JulianDay::from_utc(ctx.now);
    let running = if now < chart.jd { None } else { t.at(now) };
    let skip = match (running, o.from) {
        (Some(r), None | Some(DashaFrom::Today)) => {
            t.periods.iter().position(|p| p.start == r.start)
        }
        _ => None,
    }
    .unwrap_or(0);
    let name = |p: &ds::SystemPeriod| Named(PeriodName::of(t.system, p.lord));
    let sub_out = |p: &ds::SystemPeriod| SystemSubPeriodOut {
        lord: crate::calc::names::Named(p.lord),
        name: name(p),
        start_date: local_date(p.start, tz),
        end_date: local_date(p.end, tz),
    };
    let timeline = t.periods[skip..]
        .iter()
        .map(|p| SystemPeriodOut {
            lord: crate::calc::names::Named(p.lord),
            name: name(p),
            start_date: local_date(p.start, tz),
            end_date: local_date(p.end, tz),
            years: round(p.years, 6),
            sub_periods: t.sub_periods(chart, p).iter().map(sub_out).collect(),
        })
        .collect();
    let first = t.periods[0];
    let (years, months, days) = balance_parts(t.balance_years, t.year.days());
    let applicability = applicability(chart, system);
    Ok(SystemDashaOut {
        system: crate::calc::names::Named(t.system),
        year_days: t.year.days(),
        cycle_years: t.system.cycle_years(),
        timeline,
        current: running.map_or_else(Vec::new, |r| current(chart, &t, r, now, tz)),
        balance_at_birth: SystemBalanceOut {
            lord: crate::calc::names::Named(first.lord),
            name: name(&first),
            years,
            months,
            days,
            total_years: round(t.balance_years, 6),
        },
        applicable: applicability.as_ref().map(|a| a.applicable),
        applicability,
        chara_signs: (system == ds::System::Chara).then(|| chara_signs(chart)),
    })
}

/// The maha period running at `now` and its antar period.
fn current(
    chart: &crate::astro::Chart,
    t: &ds::Timeline,
    r: &ds::SystemPeriod,
    now: JulianDay,
    tz: chrono_tz::Tz,
) -> Vec<SystemLevelOut> {
    let level = |level, p: &ds::SystemPeriod| SystemLevelOut {
        level,
        lord: crate::calc::names::Named(p.lord),
        name: Named(PeriodName::of(t.system, p.lord)),
        start_date: local_date(p.start, tz),
        end_date: local_date(p.end, tz),
    };
    let mut current = vec![level(PeriodLevel::Maha, r)];
    if let Some(a) = t.sub_periods(chart, r).iter().find(|a| a.contains(now)) {
        current.push(level(PeriodLevel::Antar, a));
    }
    current
}

/// The Chara dasha's first cycle of signs, with their counts.
fn chara_signs(chart: &crate::astro::Chart) -> Vec<CharaSignOut> {
    ds::chara_signs(chart)
        .iter()
        .map(|c| CharaSignOut {
            sign: c.sign,
            years: c.years,
            lord: c.lord,
            lord_sign: c.lord_sign,
            counted: if c.forward {
                Counted::Forward
            } else {
                Counted::Backward
            },
            lord_rule: crate::calc::names::Named(c.rule),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yoginis_are_named_as_the_engine_names_them() {
        for (y, (name, planet, _)) in Yogini::ALL.iter().zip(ds::YOGINIS) {
            assert_eq!(y.name(), name);
            assert_eq!(y.planet(), planet);
            assert_eq!(Yogini::of_lord(planet), *y);
        }
    }
}
