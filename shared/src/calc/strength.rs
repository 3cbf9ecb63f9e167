//! Reply builders: dasha, vargas, ashtakavarga, shadbala.

use super::natal::round;
use super::{CalcError, Ctx};
use crate::astro::ashtakavarga::{Contributor, SarvaRating, ashtakavarga as compute_ashtakavarga};
use crate::astro::dasha::ORDER;
use crate::astro::shadbala::{GrahaStrength, shadbala as compute_shadbala};
use crate::astro::vargas::{VargaPlacement, varga_chart};
use crate::astro::{Division, JulianDay, Period, Planet, Sign, Vimshottari, vimshottari};
use crate::content;
use crate::key;
use chrono_tz::Tz;
use serde::Serialize;
use std::collections::BTreeMap;

// ---------------------------------------------------------------- dasha (spec §2.5)

/// A period as published: dates are local dates in the birth timezone.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DashaPeriod)]
pub struct PeriodOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: &'static str,
    pub start_date: String,
    pub end_date: String,
}

/// `currentMahaDasha` (spec §2.5).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrentMahaOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: &'static str,
    pub start_date: String,
    pub end_date: String,
    /// Dasha years (of `yearDays` days) from `now` to the end of the maha dasha.
    pub years_remaining: f64,
}

/// A maha dasha of the timeline with its antar dashas.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MahaOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: &'static str,
    pub start_date: String,
    pub end_date: String,
    pub antar_dashas: Vec<PeriodOut>,
}

/// What remained of the first maha dasha at birth.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BalanceOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: &'static str,
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
    pub name: &'static str,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: &'static str,
    pub pada: u8,
    /// Fraction of the nakshatra the Moon had traversed at birth, 0–1.
    pub traversed: f64,
}

/// Spec §2.5, plus the birth balance and nakshatra.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashaOut {
    pub system: &'static str,
    pub year_days: f64,
    pub current_maha_dasha: Option<CurrentMahaOut>,
    pub current_antar_dasha: Option<PeriodOut>,
    pub current_pratyantar_dasha: Option<PeriodOut>,
    pub timeline: Vec<MahaOut>,
    pub balance_at_birth: BalanceOut,
    pub birth_nakshatra: BirthNakshatraOut,
    pub interpretation: String,
}

/// `YYYY-MM-DD` of a Julian day in the birth's timezone.
fn local_date(jd: JulianDay, tz: Tz) -> String {
    jd.to_utc()
        .with_timezone(&tz)
        .date_naive()
        .format("%Y-%m-%d")
        .to_string()
}

fn period_out(p: &Period, tz: Tz) -> PeriodOut {
    PeriodOut {
        planet: p.planet.name(),
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
pub fn dasha(ctx: &Ctx) -> Result<DashaOut, CalcError> {
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
    let first = running.map_or(v.mahas()[0], |r| r.maha);
    let last_lord = ORDER[(ORDER
        .iter()
        .position(|&p| p == v.mahas()[0].planet)
        .unwrap_or(0)
        + 8)
        % 9];
    let mut timeline = Vec::new();
    let mut m = first;
    loop {
        let mut out = MahaOut {
            planet: m.planet.name(),
            start_date: local_date(m.start, tz),
            end_date: local_date(m.end, tz),
            antar_dashas: Vec::with_capacity(9),
        };
        out.antar_dashas = Vimshottari::antars(&m)
            .iter()
            .map(|a| period_out(a, tz))
            .collect();
        timeline.push(out);
        if m.planet == last_lord || timeline.len() >= 9 {
            break;
        }
        m = v.next_maha(&m);
    }
    let balance = v.balance_at_birth_years();
    let year = v.year();
    let (years, months, days) = balance_parts(balance, year.days());
    let moon = chart.graha(Planet::Moon).longitude;
    let locale = ctx.locale();
    let interpretation = running.map_or_else(String::new, |r| {
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
                    &content::text(locale, key!("dasha.antar.{}", r.antar.planet)),
                ),
                ("mahaEnd", &local_date(r.maha.end, tz)),
                ("antarEnd", &local_date(r.antar.end, tz)),
            ],
        )
    });
    Ok(DashaOut {
        system: "vimshottari",
        year_days: year.days(),
        current_maha_dasha: running.map(|r| CurrentMahaOut {
            planet: r.maha.planet.name(),
            start_date: local_date(r.maha.start, tz),
            end_date: local_date(r.maha.end, tz),
            years_remaining: round((r.maha.end - now) / year, 4),
        }),
        current_antar_dasha: running.map(|r| period_out(&r.antar, tz)),
        current_pratyantar_dasha: running.map(|r| period_out(&r.pratyantar, tz)),
        timeline,
        balance_at_birth: BalanceOut {
            planet: v.mahas()[0].planet.name(),
            years,
            months,
            days,
            total_years: round(balance, 6),
        },
        birth_nakshatra: BirthNakshatraOut {
            name: v.birth_nakshatra().name(),
            lord: v.birth_nakshatra().lord().name(),
            pada: moon.pada(),
            traversed: round(moon.nakshatra_fraction(), 6),
        },
        interpretation,
    })
}

// ---------------------------------------------------------------- vargas (spec §4.5)

/// A body in a divisional chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VargaPlanetOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: &'static str,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: &'static str,
    /// Degrees within the varga sign, 0 ≤ d < 30.
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    /// Whole-sign house from the varga ascendant.
    pub house: u8,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub sign_lord: &'static str,
}

/// The varga ascendant.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VargaAscendantOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: &'static str,
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub sign_lord: &'static str,
}

/// One divisional chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DivisionOut {
    /// Sanskrit name (Navamsa, Dasamsa, …).
    pub name: &'static str,
    /// Parts per sign.
    pub parts: u32,
    pub description: String,
    pub ascendant: VargaAscendantOut,
    pub planets: Vec<VargaPlanetOut>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VargasOut {
    /// Keyed `D1` … `D60`.
    pub divisions: BTreeMap<&'static str, DivisionOut>,
    /// Division names in canonical order (a JSON object's key order is not guaranteed).
    pub order: Vec<&'static str>,
}

fn placement_degree(p: &VargaPlacement) -> f64 {
    round(p.degree, 6)
}

/// `POST /v1/vargas`: the sixteen Parashari divisions (or the one named in `division`).
pub fn vargas(ctx: &Ctx) -> Result<VargasOut, CalcError> {
    let chart = ctx.chart();
    let wanted: Vec<Division> = match ctx.opts.division.as_deref() {
        None => Division::ALL.to_vec(),
        Some(name) => vec![
            Division::from_name(name)
                .ok_or_else(|| CalcError::invalid("division", "must be one of D1 … D60"))?,
        ],
    };
    let locale = ctx.locale();
    let divisions = wanted
        .iter()
        .map(|&d| {
            let v = varga_chart(chart, d);
            let out = DivisionOut {
                name: d.sanskrit(),
                parts: d.parts(),
                description: content::text(locale, key!("vargas.{}.description", d.name())),
                ascendant: VargaAscendantOut {
                    sign: v.ascendant.sign.name(),
                    degree: placement_degree(&v.ascendant),
                    sign_lord: v.ascendant.sign.lord().name(),
                },
                planets: Planet::ALL
                    .iter()
                    .map(|&p| {
                        let g = v.graha(p);
                        VargaPlanetOut {
                            planet: p.name(),
                            sign: g.sign.name(),
                            degree: placement_degree(g),
                            house: g.house,
                            sign_lord: g.sign.lord().name(),
                        }
                    })
                    .collect(),
            };
            (d.name(), out)
        })
        .collect();
    Ok(VargasOut {
        divisions,
        order: wanted.iter().map(|d| d.name()).collect(),
    })
}

// ---------------------------------------------------------------- ashtakavarga

/// One whole-sign house in the ashtakavarga.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AvHouseOut {
    pub house: u8,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: &'static str,
    /// Sarva bindus of the sign.
    pub sarva: u8,
    /// Each contributor's bindus in this sign (Sun … Saturn, Ascendant).
    pub bhinna: BTreeMap<&'static str, u8>,
    /// `strong` (≥ 28), `average` (25–27) or `weak` (≤ 24).
    pub rating: &'static str,
    pub description: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AvTotalsOut {
    pub bhinna: BTreeMap<&'static str, u32>,
    pub sarva: u32,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AshtakavargaOut {
    /// The sign order of every 12-bindu array.
    pub signs: Vec<&'static str>,
    /// Bhinna ashtakavarga, 12 bindus Aries → Pisces, per planet and for the ascendant.
    pub bhinna: BTreeMap<&'static str, [u8; 12]>,
    /// Sarva ashtakavarga (sum of the seven planets), Aries → Pisces.
    pub sarva: [u8; 12],
    pub totals: AvTotalsOut,
    /// The same by house from the ascendant, 1 → 12.
    pub houses: Vec<AvHouseOut>,
    pub interpretation: String,
}

/// `POST /v1/ashtakavarga` (Parashara's tables, BPHS ch. 66).
pub fn ashtakavarga(ctx: &Ctx) -> Result<AshtakavargaOut, CalcError> {
    let chart = ctx.chart();
    let av = compute_ashtakavarga(chart);
    let locale = ctx.locale();
    let bhinna = Contributor::ALL
        .iter()
        .map(|&c| (c.name(), *av.bav(c)))
        .collect();
    let houses: Vec<AvHouseOut> = (1..=12u8)
        .map(|h| {
            let sign = chart.house_sign(h);
            let sarva = av.sarva_of(sign);
            let rating = SarvaRating::of(sarva).name();
            AvHouseOut {
                house: h,
                sign: sign.name(),
                sarva,
                bhinna: Contributor::ALL
                    .iter()
                    .map(|&c| (c.name(), av.bav(c)[sign.index()]))
                    .collect(),
                rating,
                description: content::text(locale, key!("strength.ashtakavarga.rating.{}", rating)),
            }
        })
        .collect();
    let best = houses.iter().max_by_key(|h| (h.sarva, 12 - h.house));
    let worst = houses.iter().min_by_key(|h| (h.sarva, h.house));
    let strong = houses.iter().filter(|h| h.rating == "strong").count();
    let interpretation = match (best, worst) {
        (Some(b), Some(w)) => content::fill(
            locale,
            key!("strength.ashtakavarga.reading"),
            &[
                ("strongCount", &strong.to_string()),
                ("bestHouse", &b.house.to_string()),
                ("bestBindus", &b.sarva.to_string()),
                ("worstHouse", &w.house.to_string()),
                ("worstBindus", &w.sarva.to_string()),
            ],
        ),
        _ => String::new(),
    };
    Ok(AshtakavargaOut {
        signs: Sign::ALL.iter().map(|s| s.name()).collect(),
        bhinna,
        sarva: av.sarva,
        totals: AvTotalsOut {
            bhinna: Contributor::ALL
                .iter()
                .map(|&c| (c.name(), av.bav_total(c)))
                .collect(),
            sarva: av.sarva_total(),
        },
        houses,
        interpretation,
    })
}

// ---------------------------------------------------------------- shadbala

/// Sthana bala parts, virupas.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SthanaOut {
    pub uchcha: f64,
    pub saptavargaja: f64,
    pub ojhayugma: f64,
    pub kendradi: f64,
    pub drekkana: f64,
}

/// Kala bala parts, virupas.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KalaOut {
    pub nathonnatha: f64,
    pub paksha: f64,
    pub tribhaga: f64,
    pub abda: f64,
    pub masa: f64,
    pub vara: f64,
    pub hora: f64,
    pub ayana: f64,
}

/// One planet's shadbala (DESIGN §9).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShadbalaPlanetOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: &'static str,
    /// The six balas, virupas.
    pub sthana_bala: f64,
    pub dig_bala: f64,
    pub kala_bala: f64,
    pub cheshta_bala: f64,
    pub naisargika_bala: f64,
    /// May be negative.
    pub drik_bala: f64,
    pub sthana: SthanaOut,
    pub kala: KalaOut,
    pub total_virupas: f64,
    pub rupas: f64,
    pub required_rupas: f64,
    /// Rupas over required rupas.
    pub ratio: f64,
    /// 1 = strongest by ratio.
    pub rank: u8,
    pub is_strong: bool,
    pub description: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShadbalaOut {
    pub unit: &'static str,
    /// Sun … Saturn.
    pub planets: Vec<ShadbalaPlanetOut>,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub strongest: &'static str,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub weakest: &'static str,
    pub interpretation: String,
}

fn v2(x: f64) -> f64 {
    round(x, 2)
}

fn shadbala_out(g: &GrahaStrength, locale: content::Locale) -> ShadbalaPlanetOut {
    let planet = g.planet.name();
    let verdict = if g.is_strong() {
        key!("strength.shadbala.strong.{}", planet)
    } else {
        key!("strength.shadbala.weak.{}", planet)
    };
    ShadbalaPlanetOut {
        planet: g.planet.name(),
        sthana_bala: v2(g.sthana.total()),
        dig_bala: v2(g.dig),
        kala_bala: v2(g.kala.total()),
        cheshta_bala: v2(g.cheshta),
        naisargika_bala: v2(g.naisargika),
        drik_bala: v2(g.drik),
        sthana: SthanaOut {
            uchcha: v2(g.sthana.uchcha),
            saptavargaja: v2(g.sthana.saptavargaja),
            ojhayugma: v2(g.sthana.ojhayugma),
            kendradi: v2(g.sthana.kendradi),
            drekkana: v2(g.sthana.drekkana),
        },
        kala: KalaOut {
            nathonnatha: v2(g.kala.nathonnatha),
            paksha: v2(g.kala.paksha),
            tribhaga: v2(g.kala.tribhaga),
            abda: v2(g.kala.abda),
            masa: v2(g.kala.masa),
            vara: v2(g.kala.vara),
            hora: v2(g.kala.hora),
            ayana: v2(g.kala.ayana),
        },
        total_virupas: v2(g.total_virupas()),
        rupas: round(g.rupas(), 3),
        required_rupas: g.required_rupas(),
        ratio: round(g.ratio(), 3),
        rank: g.rank,
        is_strong: g.is_strong(),
        description: content::text(locale, verdict),
    }
}

/// `POST /v1/shadbala` (BPHS ch. 27; simplifications in `astro::shadbala`).
pub fn shadbala(ctx: &Ctx) -> Result<ShadbalaOut, CalcError> {
    let s = compute_shadbala(ctx.chart());
    let locale = ctx.locale();
    let by_rank = |r: u8| {
        s.grahas
            .iter()
            .find(|g| g.rank == r)
            .map_or("", |g| g.planet.name())
    };
    let strong = s.grahas.iter().filter(|g| g.is_strong()).count();
    Ok(ShadbalaOut {
        unit: "virupa",
        planets: s.grahas.iter().map(|g| shadbala_out(g, locale)).collect(),
        strongest: by_rank(1),
        weakest: by_rank(7),
        interpretation: content::fill(
            locale,
            key!("strength.shadbala.reading"),
            &[
                ("strongCount", &strong.to_string()),
                ("weakCount", &(7 - strong).to_string()),
            ],
        ),
    })
}
