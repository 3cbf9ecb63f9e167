//! Reply builders: vargas, ashtakavarga, shadbala; the dasha reply lives in `calc::dasha` and is
//! re-exported here under its old path.

use super::call::VargasOptions;
use super::natal::round;
use super::{CalcError, Ctx};
use crate::astro::ashtakavarga::{Contributor, SarvaRating, ashtakavarga as compute_ashtakavarga};
use crate::astro::shadbala::{GrahaStrength, shadbala as compute_shadbala};
use crate::astro::vargas::{VargaPlacement, varga_chart};
use crate::astro::vimshopaka::{self, Scheme};
use crate::astro::{Division, Planet, Sign};
use crate::calc::names::{Named, VargaName};
use crate::content;
use crate::key;
use serde::Serialize;
use std::collections::BTreeMap;

pub use super::dasha::{
    AntarOut, BalanceOut, BirthNakshatraOut, CurrentMahaOut, DashaOut, MahaOut, PeriodOut, dasha,
};

// ---------------------------------------------------------------- vargas

/// A body in a divisional chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VargaPlanetOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// Degrees within the varga sign, 0 ≤ d < 30.
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    /// Whole-sign house from the varga ascendant.
    pub house: u8,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub sign_lord: crate::astro::Planet,
}

/// The varga ascendant.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VargaAscendantOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub sign_lord: crate::astro::Planet,
}

/// One divisional chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DivisionOut {
    /// Sanskrit name (Navamsa, Dasamsa, …).
    #[schema(value_type = String)]
    pub name: Named<VargaName>,
    /// Parts per sign.
    pub parts: u32,
    pub description: String,
    pub ascendant: VargaAscendantOut,
    pub planets: Vec<VargaPlanetOut>,
}

/// A graha's vimshopaka bala (BPHS ch. 7) in each of the four schemes, each of 20.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VimshopakaOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(minimum = 0, maximum = 20)]
    pub shadvarga: f64,
    #[schema(minimum = 0, maximum = 20)]
    pub saptavarga: f64,
    #[schema(minimum = 0, maximum = 20)]
    pub dashavarga: f64,
    #[schema(minimum = 0, maximum = 20)]
    pub shodashavarga: f64,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VargasOut {
    /// Keyed `D1` … `D144`: the divisions asked for (default the sixteen).
    pub divisions: BTreeMap<&'static str, DivisionOut>,
    /// Division names in canonical order (a JSON object's key order is not guaranteed).
    #[schema(value_type = Vec<String>)]
    pub order: Vec<Named<Division>>,
    /// Vimshopaka bala of the seven grahas (the nodes have none), whatever the divisions asked.
    pub vimshopaka: Vec<VimshopakaOut>,
}

fn placement_degree(p: &VargaPlacement) -> f64 {
    round(p.degree, 6)
}

/// `POST /v1/vargas`: the divisions named in `divisions` (default the sixteen Parashari ones)
/// and the grahas' vimshopaka bala.
pub fn vargas(ctx: &Ctx, o: &VargasOptions) -> Result<VargasOut, CalcError> {
    let chart = ctx.chart();
    let wanted: Vec<Division> = match &o.divisions {
        None => Division::ALL.to_vec(),
        Some(list) => {
            let mut list = list.clone();
            list.sort();
            list.dedup();
            list
        }
    };
    let locale = ctx.locale();
    let divisions = wanted
        .iter()
        .map(|&d| {
            let v = varga_chart(chart, d);
            let out = DivisionOut {
                name: Named(VargaName(d)),
                parts: d.parts(),
                description: content::text(locale, key!("vargas.{}.description", d.name())),
                ascendant: VargaAscendantOut {
                    sign: v.ascendant.sign,
                    degree: placement_degree(&v.ascendant),
                    sign_lord: v.ascendant.sign.lord(),
                },
                planets: Planet::ALL
                    .iter()
                    .map(|&p| {
                        let g = v.graha(p);
                        VargaPlanetOut {
                            planet: p,
                            sign: g.sign,
                            degree: placement_degree(g),
                            house: g.house,
                            sign_lord: g.sign.lord(),
                        }
                    })
                    .collect(),
            };
            (d.name(), out)
        })
        .collect();
    let vimshopaka = Planet::SEVEN
        .iter()
        .map(|&p| {
            let of = |scheme| round(vimshopaka::vimshopaka(chart, p, scheme), 2);
            VimshopakaOut {
                planet: p,
                shadvarga: of(Scheme::Shadvarga),
                saptavarga: of(Scheme::Saptavarga),
                dashavarga: of(Scheme::Dashavarga),
                shodashavarga: of(Scheme::Shodashavarga),
            }
        })
        .collect();
    Ok(VargasOut {
        divisions,
        order: wanted.iter().map(|&d| Named(d)).collect(),
        vimshopaka,
    })
}

// ---------------------------------------------------------------- ashtakavarga

/// One whole-sign house in the ashtakavarga.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AvHouseOut {
    pub house: u8,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// Sarva bindus of the sign.
    pub sarva: u8,
    /// Each contributor's bindus in this sign (Sun … Saturn, Ascendant).
    pub bhinna: BTreeMap<&'static str, u8>,
    /// `strong` (≥ 28), `average` (25–27) or `weak` (≤ 24).
    #[schema(value_type = String)]
    pub rating: Named<SarvaRating>,
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
    #[schema(value_type = Vec<String>)]
    pub signs: Vec<crate::astro::Sign>,
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
            let rating = SarvaRating::of(sarva);
            AvHouseOut {
                house: h,
                sign,
                sarva,
                bhinna: Contributor::ALL
                    .iter()
                    .map(|&c| (c.name(), av.bav(c)[sign.index()]))
                    .collect(),
                rating: Named(rating),
                description: content::text(
                    locale,
                    key!("strength.ashtakavarga.rating.{}", rating.name()),
                ),
            }
        })
        .collect();
    let best = houses.iter().max_by_key(|h| (h.sarva, 12 - h.house));
    let worst = houses.iter().min_by_key(|h| (h.sarva, h.house));
    let strong = houses
        .iter()
        .filter(|h| h.rating.0 == SarvaRating::Strong)
        .count();
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
        signs: Sign::ALL.to_vec(),
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

/// One planet's shadbala. The Sun's cheshta bala is its ayana bala and the Moon's
/// its paksha bala (BPHS 27), counted once under each; the books print them as a doubled ayana
/// and paksha bala under kala bala instead, with the same totals.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShadbalaPlanetOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
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
    /// Ishta phala, the capacity for good, 0–60: √(uchcha × cheshta bala) (Raman).
    #[schema(minimum = 0, maximum = 60)]
    pub ishta_phala: f64,
    /// Kashta phala, the capacity for harm, 0–60: √((60 − uchcha) × (60 − cheshta)).
    #[schema(minimum = 0, maximum = 60)]
    pub kashta_phala: f64,
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

/// The unit shadbala is counted in: virupas (a sixtieth of a rupa).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum ShadbalaUnit {
    #[serde(rename = "virupa")]
    Virupa,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShadbalaOut {
    #[schema(value_type = String)]
    pub unit: ShadbalaUnit,
    /// Sun … Saturn.
    pub planets: Vec<ShadbalaPlanetOut>,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub strongest: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub weakest: crate::astro::Planet,
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
        planet: g.planet,
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
        ishta_phala: v2(g.ishta_phala()),
        kashta_phala: v2(g.kashta_phala()),
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
            .map_or(Planet::Sun, |g| g.planet) // ranks 1 to 7 always exist
    };
    let strong = s.grahas.iter().filter(|g| g.is_strong()).count();
    Ok(ShadbalaOut {
        unit: ShadbalaUnit::Virupa,
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
