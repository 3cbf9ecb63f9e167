//! `POST /v1/varshaphal`: the Tajika annual chart of a year of life and its reading
//! (`astro::varshaphal`), with the texts of `shared/content/*/varshaphal.json`.

use super::call::VarshaphalOptions;
use super::natal::{AscendantOut, HouseOut, PlanetOut, round};
use super::time::{planet_name, short_name};
use super::{CalcError, Ctx};
use crate::astro::varshaphal::{
    self, AspectKind, MuddaPeriod, Role, TajikaYogaKind, Varshaphal, YearLordReason,
};
use crate::astro::{Chart, JulianDay, Planet};
use crate::content::{self, Locale};
use crate::key;
use chrono::{Datelike, SecondsFormat};
use chrono_tz::Tz;
use serde::Serialize;

/// The annual chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnnualChartOut {
    pub ascendant: AscendantOut,
    pub planets: Vec<PlanetOut>,
    pub houses: Vec<HouseOut>,
}

/// The muntha: the birth ascendant's sign moved on one sign a year.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MunthaOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// Its house in the annual chart.
    #[schema(minimum = 1, maximum = 12)]
    pub house: u8,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    /// What the muntha's house brings to the year, and how its lord delivers it.
    pub reading: String,
}

/// The lord of the year (varsheshwara).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct YearLordOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    /// Why it holds the year, in the reader's language.
    pub reason: String,
    pub rule: YearLordReason,
    /// The office-holders aspecting the year's ascendant, in office order.
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub candidates: Vec<crate::astro::Planet>,
    /// What its lordship brings to the year.
    pub reading: String,
}

/// One of the five office-holders (panchadhikaris).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfficeOut {
    pub role: Role,
    /// The office's name in the reader's language.
    pub title: String,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    /// Pancha-vargeeya bala, rupas (0–20): the strongest aspecting office-holder rules the
    /// year.
    pub rupas: f64,
}

/// A Tajika aspect between two of the seven grahas.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TajikaAspectOut {
    /// The quicker graha.
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub from: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub to: crate::astro::Planet,
    pub aspect: AspectKind,
    /// Sextiles and trines are friendly, the rest inimical.
    pub friendly: bool,
    /// The distance of their degrees within their signs (0 when exact), degrees.
    pub orb: f64,
    /// Within the mean of their orbs (deeptamsas): the aspect is in force.
    pub within_orbs: bool,
    /// The quicker graha has yet to reach the slower's degree: ithasala when within orbs,
    /// else eesarpha.
    pub applying: bool,
}

/// A Tajika yoga formed in the annual chart, once for all its formations.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TajikaYogaOut {
    pub name: TajikaYogaKind,
    /// Its name in the reader's language.
    pub title: String,
    /// Every graha taking part in one of its formations, in the order of the grahas.
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub planets: Vec<crate::astro::Planet>,
    /// Each formation's grahas: for two, the quicker first; for three, the pair and then the
    /// graha that joins or spoils it.
    #[schema(value_type = Vec<Vec<crate::calc::names::PlanetName>>)]
    pub formations: Vec<Vec<crate::astro::Planet>>,
    pub description: String,
}

/// A saham (sensitive point) of the annual chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SahamOut {
    /// Its key (`punya`, `vidya`, …).
    #[schema(value_type = String)]
    pub name: crate::calc::names::Named<crate::astro::varshaphal::SahamKind>,
    /// Its name in the reader's language.
    pub title: String,
    /// What it signifies.
    pub meaning: String,
    #[schema(minimum = 0, maximum = 360)]
    pub longitude: f64,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    /// Its house in the annual chart.
    #[schema(minimum = 1, maximum = 12)]
    pub house: u8,
    /// Formed by the night formula (the year begins by night).
    pub night: bool,
}

/// The lord of a patyayini period: a graha, or the ascendant. Written as the graha's name or
/// `Ascendant`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeriodLord {
    Graha(Planet),
    Ascendant,
}

impl PeriodLord {
    /// The engine's lord: a graha, or none for the ascendant.
    pub fn of(planet: Option<Planet>) -> PeriodLord {
        planet.map_or(PeriodLord::Ascendant, PeriodLord::Graha)
    }

    /// The name as published.
    pub fn name(self) -> &'static str {
        match self {
            PeriodLord::Graha(p) => p.name(),
            PeriodLord::Ascendant => "Ascendant",
        }
    }
}

impl std::fmt::Display for PeriodLord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for PeriodLord {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A period of an annual dasha.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnnualPeriodOut {
    /// The graha, or `Ascendant` (a patyayini period).
    #[schema(value_type = String, example = "Jupiter")]
    pub planet: PeriodLord,
    /// RFC 3339 in the birth zone, to the second.
    pub start: String,
    pub end: String,
    /// Days.
    pub days: f64,
    pub sub_periods: Vec<AnnualSubPeriodOut>,
    /// What the period favours and what to watch (mudda periods).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
}

/// A sub-period of an annual dasha.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnnualSubPeriodOut {
    /// The graha, or `Ascendant` (a patyayini sub-period).
    #[schema(value_type = String, example = "Jupiter")]
    pub planet: PeriodLord,
    /// RFC 3339 in the birth zone, to the second.
    pub start: String,
    pub end: String,
    /// Days.
    pub days: f64,
}

/// Harsha bala of a graha.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HarshaOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    /// 0–20: five for each source of delight.
    pub points: u8,
    /// In its house of delight.
    pub sthana: u8,
    /// In its exaltation or own sign.
    pub uchcha_swa: u8,
    /// A feminine graha in a feminine house, a masculine one in a masculine house.
    pub stri_purusha: u8,
    /// A masculine graha in a year begun by day, a feminine one by night.
    pub dina_ratri: u8,
}

/// Pancha-vargeeya bala of a graha.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PanchaVargeeyaOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    /// The total, rupas (0–20): the five parts' sum ÷ 4.
    pub rupas: f64,
    pub kshetra: f64,
    pub uchcha: f64,
    pub hadda: f64,
    pub drekkana: f64,
    pub navamsa: f64,
}

/// `POST /v1/varshaphal`: the varshaphal of a year of life.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VarshaphalOut {
    /// The Gregorian year (in the birth zone) of the return.
    pub year: i32,
    /// Completed years of life at the return.
    pub age: u32,
    /// The moment the sidereal Sun returns to its natal longitude: RFC 3339 with the birth
    /// zone's offset, to the second.
    pub return_moment: String,
    /// The next return, where this year ends.
    pub next_return: String,
    /// The year begins by day (the Sun above the horizon at the return).
    pub day: bool,
    /// The annual chart at the birth place.
    pub chart: AnnualChartOut,
    pub muntha: MunthaOut,
    pub year_lord: YearLordOut,
    pub panchadhikaris: Vec<OfficeOut>,
    pub tajika_aspects: Vec<TajikaAspectOut>,
    pub yogas: Vec<TajikaYogaOut>,
    /// 36 sahams, Punya first.
    pub sahams: Vec<SahamOut>,
    pub mudda_dasha: Vec<AnnualPeriodOut>,
    pub patyayini_dasha: Vec<AnnualPeriodOut>,
    pub harsha_bala: Vec<HarshaOut>,
    pub pancha_vargeeya_bala: Vec<PanchaVargeeyaOut>,
}

/// The most years after birth a varshaphal is cast for: a life and beyond, for the research
/// of historical charts (the ephemeris reaches far past it).
const MOST_YEARS: u32 = 250;

fn moment(jd: JulianDay, tz: Tz) -> String {
    jd.to_utc()
        .with_timezone(&tz)
        .to_rfc3339_opts(SecondsFormat::Secs, true)
}

fn year_of(jd: JulianDay, tz: Tz) -> i32 {
    jd.to_utc().with_timezone(&tz).year()
}

/// The completed years, and the return moment, of the return that falls in `year` (in the
/// birth zone), or of the year of life in progress at `now` when no year is asked.
fn age_for(
    natal: &Chart,
    tz: Tz,
    year: Option<i32>,
    now: JulianDay,
) -> Result<(u32, JulianDay), CalcError> {
    let birth_year = year_of(natal.jd, tz);
    let bad = || {
        CalcError::invalid(
            "year",
            &format!(
                "must be a year from {} to {} (the first return after birth to the {MOST_YEARS}th)",
                birth_year + 1,
                birth_year + MOST_YEARS as i32
            ),
        )
    };
    let moment = |age: u32| varshaphal::return_moment(natal, age);
    let (age, at) = match year {
        Some(y) => {
            let guess = u32::try_from(y - birth_year)
                .ok()
                .filter(|g| (1..=MOST_YEARS + 1).contains(g))
                .ok_or_else(bad)?;
            // A birth near the turn of the year can see its return fall in the next or the
            // previous Gregorian year.
            let mut found = None;
            for candidate in [guess, guess.saturating_sub(1), guess + 1] {
                if candidate == 0 {
                    continue;
                }
                let t = moment(candidate)?;
                if year_of(t, tz) == y {
                    found = Some((candidate, t));
                    break;
                }
            }
            match found {
                Some(f) => f,
                None => (guess, moment(guess)?),
            }
        }
        None => {
            let age = ((now - natal.jd).days() / 365.256_363).floor().max(1.0) as u32;
            let t = moment(age)?;
            if t > now && age > 1 {
                (age - 1, moment(age - 1)?)
            } else {
                let next = moment(age + 1)?;
                if next <= now {
                    (age + 1, next)
                } else {
                    (age, t)
                }
            }
        }
    };
    if !(1..=MOST_YEARS).contains(&age) {
        return Err(bad());
    }
    Ok((age, at))
}

fn period_out(p: &MuddaPeriod, tz: Tz, l: Locale, read: bool) -> AnnualPeriodOut {
    AnnualPeriodOut {
        planet: PeriodLord::of(p.planet),
        start: moment(p.start, tz),
        end: moment(p.end, tz),
        days: round((p.end - p.start).days(), 4),
        sub_periods: p
            .sub_periods
            .iter()
            .map(|s| AnnualSubPeriodOut {
                planet: PeriodLord::of(s.planet),
                start: moment(s.start, tz),
                end: moment(s.end, tz),
                days: round((s.end - s.start).days(), 4),
            })
            .collect(),
        reading: p
            .planet
            .filter(|_| read)
            .map(|planet| content::text(l, key!("varshaphal.mudda.{}", planet.name()))),
    }
}

/// The sentence placing a graha's pancha-vargeeya bala in its band (Tajika Neelakanthi: under
/// 5 rupas weak, from 10 strong).
fn strength_sentence(l: Locale, p: Planet, rupas: f64) -> String {
    let band = if rupas >= 10.0 {
        "strong"
    } else if rupas >= 5.0 {
        "middling"
    } else {
        "weak"
    };
    content::fill(
        l,
        key!("varshaphal.strength.{}", band),
        &[
            ("planet", &planet_name(l, p)),
            ("rupas", &format!("{rupas:.1}")),
        ],
    )
}

/// The reply built from a varshaphal already cast.
pub fn reply(v: &Varshaphal, tz: Tz, l: Locale) -> VarshaphalOut {
    let chart = &v.chart;
    VarshaphalOut {
        year: year_of(v.moment, tz),
        age: v.age,
        return_moment: moment(v.moment, tz),
        next_return: moment(v.next, tz),
        day: v.day,
        chart: AnnualChartOut {
            ascendant: AscendantOut::from(chart),
            planets: chart.grahas.iter().map(PlanetOut::from).collect(),
            houses: super::natal::houses_out(chart),
        },
        muntha: muntha_out(v, l),
        year_lord: year_lord_out(v, l),
        panchadhikaris: v
            .offices
            .iter()
            .map(|&(r, p)| OfficeOut {
                role: r,
                title: content::text(l, key!("varshaphal.role.{}", r.name())),
                planet: p,
                rupas: round(v.pancha_vargeeya[p.index()].total, 2),
            })
            .collect(),
        tajika_aspects: v
            .aspects
            .iter()
            .map(|a| TajikaAspectOut {
                from: a.from,
                to: a.to,
                aspect: a.kind,
                friendly: a.kind.friendly(),
                orb: round(a.orb, 4),
                within_orbs: a.within_orbs,
                applying: a.applying,
            })
            .collect(),
        yogas: yogas_out(v, l),
        sahams: sahams_out(v, l),
        mudda_dasha: v.mudda.iter().map(|p| period_out(p, tz, l, true)).collect(),
        patyayini_dasha: v
            .patyayini
            .iter()
            .map(|p| period_out(p, tz, l, false))
            .collect(),
        harsha_bala: v.harsha.iter().map(harsha_out).collect(),
        pancha_vargeeya_bala: v.pancha_vargeeya.iter().map(pancha_vargeeya_out).collect(),
    }
}

/// A graha's pancha-vargeeya total, rupas.
fn rupas(v: &Varshaphal, p: Planet) -> f64 {
    v.pancha_vargeeya[p.index()].total
}

/// The muntha: its sign, house and lord, and the reading of its house and lord.
fn muntha_out(v: &Varshaphal, l: Locale) -> MunthaOut {
    let munthesha = v.muntha.lord();
    let reading = format!(
        "{} {} {}",
        content::text(l, key!("varshaphal.muntha.{}", v.muntha_house)),
        content::fill(
            l,
            key!("varshaphal.munthaLord"),
            &[("planet", &planet_name(l, munthesha))]
        ),
        strength_sentence(l, munthesha, rupas(v, munthesha))
    );
    MunthaOut {
        sign: v.muntha,
        house: v.muntha_house,
        lord: munthesha,
        reading,
    }
}

/// The year's lord, why it was chosen among the candidates, and its reading.
fn year_lord_out(v: &Varshaphal, l: Locale) -> YearLordOut {
    let lord = v.year_lord.planet;
    let candidates: Vec<String> = v
        .year_lord
        .candidates
        .iter()
        .map(|&p| short_name(l, p))
        .collect();
    let reason = content::fill(
        l,
        key!("varshaphal.yearLordReason.{}", v.year_lord.reason.name()),
        &[
            ("planet", &planet_name(l, lord)),
            ("candidates", &candidates.join(", ")),
        ],
    );
    YearLordOut {
        planet: lord,
        reason,
        rule: v.year_lord.reason,
        candidates: v.year_lord.candidates.to_vec(),
        reading: format!(
            "{} {}",
            content::text(l, key!("varshaphal.yearLord.{}", lord.name())),
            strength_sentence(l, lord, rupas(v, lord))
        ),
    }
}

/// Each kind of Tajika yoga formed, with every formation of it.
fn yogas_out(v: &Varshaphal, l: Locale) -> Vec<TajikaYogaOut> {
    TajikaYogaKind::ALL
        .iter()
        .filter_map(|&kind| {
            let formed: Vec<&varshaphal::TajikaYoga> =
                v.yogas.iter().filter(|y| y.kind == kind).collect();
            if formed.is_empty() {
                return None;
            }
            let planets = Planet::ALL
                .iter()
                .filter(|p| formed.iter().any(|y| y.planets.contains(p)))
                .copied()
                .collect();
            Some(TajikaYogaOut {
                name: kind,
                title: content::text(l, key!("varshaphal.yoga.{}.name", kind.name())),
                planets,
                formations: formed.iter().map(|y| y.planets.to_vec()).collect(),
                description: content::text(l, key!("varshaphal.yoga.{}.text", kind.name())),
            })
        })
        .collect()
}

/// The sahams, each placed in the annual chart.
fn sahams_out(v: &Varshaphal, l: Locale) -> Vec<SahamOut> {
    v.sahams
        .iter()
        .map(|s| SahamOut {
            name: crate::calc::names::Named(s.kind),
            title: content::text(l, key!("varshaphal.saham.{}.name", s.kind.name())),
            meaning: content::text(l, key!("varshaphal.saham.{}.meaning", s.kind.name())),
            longitude: round(s.longitude.degrees(), 6),
            sign: s.sign(),
            degree: round(s.longitude.degree_in_sign(), 6),
            house: v.chart.house_from_ascendant(s.sign()),
            night: s.night,
        })
        .collect()
}

fn harsha_out(h: &varshaphal::HarshaBala) -> HarshaOut {
    HarshaOut {
        planet: h.planet,
        points: h.points(),
        sthana: h.sthana,
        uchcha_swa: h.uchcha_swa,
        stri_purusha: h.stri_purusha,
        dina_ratri: h.dina_ratri,
    }
}

fn pancha_vargeeya_out(b: &varshaphal::PanchaVargeeya) -> PanchaVargeeyaOut {
    PanchaVargeeyaOut {
        planet: b.planet,
        rupas: round(b.total, 2),
        kshetra: round(b.kshetra, 2),
        uchcha: round(b.uchcha, 2),
        hadda: round(b.hadda, 2),
        drekkana: round(b.drekkana, 2),
        navamsa: round(b.navamsa, 2),
    }
}

/// The varshaphal of the return that falls in `year` (in the birth zone `tz`), or of the year
/// of life in progress at `now`.
pub fn cast(
    natal: &Chart,
    tz: Tz,
    year: Option<i32>,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<Varshaphal, CalcError> {
    let (age, moment) = age_for(natal, tz, year, JulianDay::from_utc(now))?;
    Ok(varshaphal::varshaphal_at(natal, age, moment)?)
}

/// `POST /v1/varshaphal`.
pub fn varshaphal(ctx: &Ctx, o: &VarshaphalOptions) -> Result<VarshaphalOut, CalcError> {
    let tz = ctx.birth().timezone;
    let v = cast(ctx.chart(), tz, o.year.map(|y| i32::from(y.0)), ctx.now)?;
    Ok(reply(&v, tz, ctx.locale()))
}
