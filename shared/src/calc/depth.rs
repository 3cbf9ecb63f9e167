//! `POST /v1/avasthas` and `POST /v1/bhava-bala`: the grahas' five states and the houses'
//! strength (`astro::avasthas`, `astro::bhava_bala`), names in the reader's language from the
//! content topic `depth`.

use super::natal::round;
use super::{CalcError, Ctx};
use crate::astro::avasthas::{self, Baladi, Deeptadi, Jagradadi, Lajjitadi, Shayanadi};
use crate::astro::bhava_bala::{self, HouseBala};
use crate::astro::chakras::{Sarvatobhadra, Star, sarvatobhadra_with_transits, sudarshana, vedha};
use crate::astro::{Planet, RiseKind, Sign};
use crate::content::{self, Locale};
use crate::key;
use chrono::SecondsFormat;
use serde::Serialize;

/// One graha's avasthas: each by its key, with its name in the reader's language.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AvasthaPlanetOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: Planet,
    /// Age by degree (BPHS 45): `bala`, `kumara`, `yuva`, `vriddha`, `mrita`.
    pub baladi: Baladi,
    /// Wakefulness by dignity: `jagrat`, `swapna`, `sushupti`.
    pub jagradadi: Jagradadi,
    /// Brightness (Phaladeepika 3): `deepta` … `bhita`.
    pub deeptadi: Deeptadi,
    /// The moods that hold (BPHS 45.12–17), possibly none.
    pub lajjitadi: Vec<Lajjitadi>,
    /// Activity (BPHS 45.18–20), `shayana` … `nidra`; null where the Sun did not rise on the
    /// birth day (polar day or night).
    pub shayanadi: Option<Shayanadi>,
    /// The same states named in the request's locale.
    pub titles: AvasthaTitlesOut,
}

/// A graha's avasthas named in the request's locale.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AvasthaTitlesOut {
    pub baladi: String,
    pub jagradadi: String,
    pub deeptadi: String,
    pub lajjitadi: Vec<String>,
    pub shayanadi: Option<String>,
}

/// `POST /v1/avasthas`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AvasthasOut {
    /// Sun … Ketu.
    pub planets: Vec<AvasthaPlanetOut>,
    /// The sunrise the shayanadi count takes its ghatis from (upper limb with refraction),
    /// RFC 3339 UTC; null where the Sun did not rise on the birth day.
    pub sunrise: Option<String>,
    /// Whole ghatis (24 minutes) from that sunrise to the birth.
    pub ghatis: Option<u32>,
}

/// `POST /v1/avasthas`.
pub fn avasthas(ctx: &Ctx) -> Result<AvasthasOut, CalcError> {
    let chart = ctx.chart();
    let sunrise = avasthas::birth_sunrise(chart, ctx.birth().timezone, RiseKind::Astronomical)?;
    let l = ctx.locale();
    let planets = avasthas::avasthas(chart, sunrise)
        .into_iter()
        .map(|a| AvasthaPlanetOut {
            titles: AvasthaTitlesOut {
                baladi: title(l, "baladi", a.baladi.name()),
                jagradadi: title(l, "jagradadi", a.jagradadi.name()),
                deeptadi: title(l, "deeptadi", a.deeptadi.name()),
                lajjitadi: a
                    .lajjitadi
                    .iter()
                    .map(|x| title(l, "lajjitadi", x.name()))
                    .collect(),
                shayanadi: a.shayanadi.map(|x| title(l, "shayanadi", x.name())),
            },
            planet: a.planet,
            baladi: a.baladi,
            jagradadi: a.jagradadi,
            deeptadi: a.deeptadi,
            lajjitadi: a.lajjitadi,
            shayanadi: a.shayanadi,
        })
        .collect();
    Ok(AvasthasOut {
        planets,
        sunrise: sunrise.map(|t| t.to_utc().to_rfc3339_opts(SecondsFormat::Secs, true)),
        ghatis: sunrise.map(|s| avasthas::ghatis_since(chart, s)),
    })
}

/// An avastha's name in `l`: `depth.avastha.{family}.{name}`.
fn title(l: Locale, family: &str, name: &str) -> String {
    content::text(l, key!("depth.avastha.{}.{}", family, name))
}

/// Every avastha key of the content topic `depth`, by family.
pub fn avastha_names() -> [(&'static str, Vec<&'static str>); 5] {
    [
        ("baladi", Baladi::ALL.map(Baladi::name).to_vec()),
        ("jagradadi", Jagradadi::ALL.map(Jagradadi::name).to_vec()),
        ("deeptadi", Deeptadi::ALL.map(Deeptadi::name).to_vec()),
        ("lajjitadi", Lajjitadi::ALL.map(Lajjitadi::name).to_vec()),
        ("shayanadi", Shayanadi::ALL.map(Shayanadi::name).to_vec()),
    ]
}

/// A house's bhava bala components, virupas.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BhavaComponentsOut {
    /// Bhavadhipati bala: the shadbala total of the lord of the bhava madhya's sign.
    pub bhavadhipati: f64,
    /// Bhava dig bala, 0–60.
    pub dig: f64,
    /// Bhava drik bala: aspects on the bhava madhya, possibly negative.
    pub drik: f64,
    /// 15 for the signs strong at the time of the birth (day, night or twilight), else 0.
    pub day_night: f64,
}

/// One house's strength.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BhavaHouseOut {
    #[schema(minimum = 1, maximum = 12)]
    pub house: u8,
    /// The bhava madhya (the house's middle, Sripati), sidereal degrees.
    #[schema(minimum = 0, maximum = 360)]
    pub madhya: f64,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: Sign,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: Planet,
    /// The sum of the components in rupas (60 virupas).
    pub total: f64,
    /// The same total in virupas.
    pub total_virupas: f64,
    pub components: BhavaComponentsOut,
    /// 1 for the strongest house.
    #[schema(minimum = 1, maximum = 12)]
    pub rank: u8,
}

/// `POST /v1/bhava-bala`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BhavaBalaOut {
    /// The 1st to the 12th house.
    pub houses: Vec<BhavaHouseOut>,
    #[schema(minimum = 1, maximum = 12)]
    pub strongest: u8,
    #[schema(minimum = 1, maximum = 12)]
    pub weakest: u8,
    /// A sentence naming the strongest and the weakest house, in the request's locale.
    pub interpretation: String,
}

/// `POST /v1/bhava-bala`.
pub fn bhava_bala(ctx: &Ctx) -> Result<BhavaBalaOut, CalcError> {
    let houses = bhava_bala::bhava_bala(ctx.chart());
    let mut order: Vec<usize> = (0..12).collect();
    order.sort_by(|&a, &b| {
        houses[b]
            .total_virupas()
            .total_cmp(&houses[a].total_virupas())
            .then(a.cmp(&b))
    });
    let rank = |i: usize| order.iter().position(|&j| j == i).unwrap_or(0) as u8 + 1;
    let out: Vec<BhavaHouseOut> = houses
        .iter()
        .enumerate()
        .map(|(i, h)| house_out(h, rank(i)))
        .collect();
    let (strongest, weakest) = (houses[order[0]].house, houses[order[11]].house);
    let l = ctx.locale();
    let ordinal = |n: u8| content::ordinal(l, n, content::Case::Direct);
    Ok(BhavaBalaOut {
        houses: out,
        strongest,
        weakest,
        interpretation: content::fill(
            l,
            key!("depth.bhavaBala.reading"),
            &[
                ("strongest", &ordinal(strongest)),
                ("weakest", &ordinal(weakest)),
            ],
        ),
    })
}

fn house_out(h: &HouseBala, rank: u8) -> BhavaHouseOut {
    let v2 = |x: f64| round(x, 2);
    BhavaHouseOut {
        house: h.house,
        madhya: round(h.madhya.degrees(), 6),
        sign: h.madhya.sign(),
        lord: h.lord,
        total: round(h.rupas(), 3),
        total_virupas: v2(h.total_virupas()),
        components: BhavaComponentsOut {
            bhavadhipati: v2(h.adhipati),
            dig: v2(h.dig),
            drik: v2(h.drik),
            day_night: v2(h.day_night),
        },
        rank,
    }
}

/// The Sarvatobhadra chakra with the day's grahas and the vedhas of the day's nakshatra.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SarvatobhadraOut {
    /// Nine rows of nine cells, row 0 the east (top), column 0 the north (left); each cell's
    /// `planets` the natal grahas in its nakshatra, `transits` the grahas there at `at`.
    #[schema(value_type = Vec<Vec<crate::astro::chakras::Cell>>)]
    pub cells: Vec<Vec<crate::astro::chakras::Cell>>,
    /// The moment of the transits: noon (Asia/Kathmandu) of `date`, or now; RFC 3339 UTC.
    pub at: String,
    /// The Moon's nakshatra at `at` (Abhijit counted as the 28th where it falls).
    pub day_nakshatra: String,
    /// The cells the day's nakshatra pierces: straight across and along the two diagonals.
    #[schema(value_type = crate::astro::chakras::Vedha)]
    pub vedha: crate::astro::chakras::Vedha,
    /// The natal grahas (and the lagna, `Lagna`) in the cells it pierces.
    pub pierced: Vec<String>,
}

/// `POST /v1/chakras`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChakrasOut {
    /// Three rings of twelve houses from the lagna, the Moon and the Sun (BPHS ch. 21).
    #[schema(value_type = crate::astro::chakras::Sudarshana)]
    pub sudarshana: crate::astro::chakras::Sudarshana,
    pub sarvatobhadra: SarvatobhadraOut,
}

/// The Sarvatobhadra chakra with the grahas of the moment `at` in its cells' `transits`, and
/// the day's nakshatra, the Moon's at `at`: what `POST /v1/chakras` gives and chart-image draws.
pub fn sarvatobhadra_at(
    chart: &crate::astro::Chart,
    at: crate::astro::JulianDay,
) -> Result<(Sarvatobhadra, Star), CalcError> {
    let bodies = crate::astro::Ephemeris::with(&chart.settings).grahas(at)?;
    let transits: Vec<(Planet, crate::astro::Longitude)> = Planet::ALL
        .iter()
        .map(|&p| (p, bodies[p.index()].longitude))
        .collect();
    let day = Star::of(bodies[Planet::Moon.index()].longitude);
    Ok((sarvatobhadra_with_transits(chart, &transits), day))
}

/// `POST /v1/chakras`.
pub fn chakras(ctx: &Ctx, o: &super::call::OnDay) -> Result<ChakrasOut, CalcError> {
    let chart = ctx.chart();
    let at = super::time::moment_of(ctx, o.date.map(|d| d.0));
    let (grid, day) = sarvatobhadra_at(chart, at)?;
    let v = vedha(day);
    let mut pierced = Vec::new();
    for c in v.cells() {
        let cell = grid.cell(c);
        if cell.lagna {
            pierced.push("Lagna".to_owned());
        }
        pierced.extend(cell.planets.iter().map(|p| p.name().to_owned()));
    }
    Ok(ChakrasOut {
        sudarshana: sudarshana(chart),
        sarvatobhadra: SarvatobhadraOut {
            cells: grid.cells,
            at: at.to_utc().to_rfc3339_opts(SecondsFormat::Secs, true),
            day_nakshatra: day.name().to_owned(),
            vedha: v,
            pierced,
        },
    })
}
