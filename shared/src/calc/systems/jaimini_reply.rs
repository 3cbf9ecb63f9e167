//! Jaimini's chara karakas, karakamsha, arudhas, special lagnas, argala and rashi drishti
//! (`POST /v1/jaimini`).

use super::*;

/// A graha holding a chara karaka.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KarakaOut {
    #[schema(value_type = String)]
    pub karaka: Named<Karaka>,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    /// The graha's degree within its sign, 0 ≤ d < 30.
    pub degree: f64,
    /// Rahu only (eight scheme): 30 − its degree, what it is ranked by.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counted_degree: Option<f64>,
}

/// A chara karaka of either scheme: the seven of Jaimini, or the eight of BPHS with the
/// Pitrikaraka after the Matrikaraka.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Karaka {
    Atmakaraka,
    Amatyakaraka,
    Bhratrikaraka,
    Matrikaraka,
    Pitrikaraka,
    Putrakaraka,
    Gnatikaraka,
    Darakaraka,
}

impl Karaka {
    /// The seven-karaka scheme, Atmakaraka first (`astro::jaimini::SEVEN_NAMES`).
    pub const SEVEN: [Karaka; 7] = [
        Karaka::Atmakaraka,
        Karaka::Amatyakaraka,
        Karaka::Bhratrikaraka,
        Karaka::Matrikaraka,
        Karaka::Putrakaraka,
        Karaka::Gnatikaraka,
        Karaka::Darakaraka,
    ];
    /// The eight-karaka scheme, Atmakaraka first (`astro::jaimini::EIGHT_NAMES`).
    pub const EIGHT: [Karaka; 8] = [
        Karaka::Atmakaraka,
        Karaka::Amatyakaraka,
        Karaka::Bhratrikaraka,
        Karaka::Matrikaraka,
        Karaka::Pitrikaraka,
        Karaka::Putrakaraka,
        Karaka::Gnatikaraka,
        Karaka::Darakaraka,
    ];

    /// Its name, as the engine's schemes spell it.
    pub fn name(self) -> &'static str {
        jaimini::EIGHT_NAMES[Karaka::EIGHT.iter().position(|k| *k == self).unwrap_or(0)]
    }
}

impl Published for Karaka {
    fn published(self) -> &'static str {
        self.name()
    }
}

/// A chara karaka scheme: Sun … Saturn (seven), or with Rahu (eight).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum KarakaScheme {
    #[serde(rename = "seven")]
    Seven,
    #[serde(rename = "eight")]
    Eight,
}

/// The two chara karaka schemes.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CharaKarakasOut {
    /// Sun … Saturn (Jaimini Upadesa Sutras).
    pub seven: Vec<KarakaOut>,
    /// Sun … Saturn and Rahu (BPHS ch. 32).
    pub eight: Vec<KarakaOut>,
}

/// The atmakaraka's navamsa sign.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KarakamshaOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// The atmakaraka of the seven scheme.
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub atmakaraka: crate::astro::Planet,
    /// Whole-sign house of the karakamsha from the natal ascendant's sign.
    pub house: u8,
}

/// One arudha pada.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArudhaOut {
    /// `A1` … `A12`.
    pub pada: String,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub house: u8,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::SignName)]
    pub lord_sign: crate::astro::Sign,
    /// `same-house` or `seventh-house` when the classical exception moved the pada; null
    /// otherwise.
    #[schema(value_type = Option<String>)]
    pub exception: Option<Named<jaimini::ArudhaException>>,
}

/// A special lagna.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LagnaOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub degree: f64,
    pub longitude: f64,
}

/// The special lagnas (BPHS ch. 4; sree lagna after P.V.R. Narasimha Rao).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpecialLagnasOut {
    /// The sunrise they are counted from (upper limb, refraction; the birth day's).
    pub sunrise: DateTime<Utc>,
    pub bhava: LagnaOut,
    pub hora: LagnaOut,
    pub ghati: LagnaOut,
    pub sree: LagnaOut,
}

/// One argala on a house and its obstruction.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArgalaSourceOut {
    /// 2, 4, 11, or 5 (secondary), counted from the house.
    pub from: u8,
    /// 12, 10, 3 or 9: where the virodhargala comes from.
    pub obstruction_from: u8,
    pub secondary: bool,
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub planets: Vec<crate::astro::Planet>,
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub obstructing_planets: Vec<crate::astro::Planet>,
    /// Some graha causes it and fewer obstruct it.
    pub stands: bool,
}

/// The argalas on one house.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArgalaOut {
    pub house: u8,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub sources: Vec<ArgalaSourceOut>,
}

/// A sign's aspects (rashi drishti).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RashiDrishtiOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub house: u8,
    #[schema(value_type = Vec<crate::calc::names::SignName>)]
    pub aspects: Vec<crate::astro::Sign>,
    /// The grahas in the sign.
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub planets: Vec<crate::astro::Planet>,
    /// The grahas in the signs it aspects.
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub aspected_planets: Vec<crate::astro::Planet>,
}

/// `POST /v1/jaimini`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JaiminiOut {
    pub chara_karakas: CharaKarakasOut,
    pub karakamsha: KarakamshaOut,
    pub arudha_padas: Vec<ArudhaOut>,
    /// Null where the Sun does not rise on the birth day (polar day or night).
    pub special_lagnas: Option<SpecialLagnasOut>,
    pub argala: Vec<ArgalaOut>,
    pub rashi_drishti: Vec<RashiDrishtiOut>,
}

/// The holder of `karaka`.
fn karaka_out(karaka: Karaka, k: &KarakaHolder) -> KarakaOut {
    KarakaOut {
        karaka: Named(karaka),
        planet: k.planet,
        degree: round(k.degree, 6),
        counted_degree: (k.planet == Planet::Rahu).then(|| round(k.counted_degree, 6)),
    }
}

fn lagna_out(l: Longitude) -> LagnaOut {
    LagnaOut {
        sign: l.sign(),
        degree: round(l.degree_in_sign(), 6),
        longitude: round(l.degrees(), 6),
    }
}

fn special_lagnas_out(s: &SpecialLagnas) -> SpecialLagnasOut {
    SpecialLagnasOut {
        sunrise: s.sunrise.to_utc(),
        bhava: lagna_out(s.bhava),
        hora: lagna_out(s.hora),
        ghati: lagna_out(s.ghati),
        sree: lagna_out(s.sree),
    }
}

fn argala_source_out(s: &ArgalaSource) -> ArgalaSourceOut {
    ArgalaSourceOut {
        from: s.from,
        obstruction_from: s.obstruction_from,
        secondary: s.secondary,
        planets: s.planets.to_vec(),
        obstructing_planets: s.obstructing.to_vec(),
        stands: s.stands,
    }
}

/// `POST /v1/jaimini`.
pub fn jaimini(ctx: &Ctx) -> Result<JaiminiOut, CalcError> {
    let chart = ctx.chart();
    let (ak, kmsha) = jaimini::karakamsha(chart);
    Ok(JaiminiOut {
        chara_karakas: CharaKarakasOut {
            seven: Karaka::SEVEN
                .into_iter()
                .zip(&jaimini::seven_karakas(chart))
                .map(|(karaka, k)| karaka_out(karaka, k))
                .collect(),
            eight: Karaka::EIGHT
                .into_iter()
                .zip(&jaimini::eight_karakas(chart))
                .map(|(karaka, k)| karaka_out(karaka, k))
                .collect(),
        },
        karakamsha: KarakamshaOut {
            sign: kmsha,
            atmakaraka: ak,
            house: chart.house_from_ascendant(kmsha),
        },
        arudha_padas: jaimini::arudha_padas(chart)
            .iter()
            .map(|a| ArudhaOut {
                pada: format!("A{}", a.number),
                sign: a.sign,
                house: a.house,
                lord: a.lord,
                lord_sign: a.lord_sign,
                exception: a.exception.map(Named),
            })
            .collect(),
        special_lagnas: match jaimini::special_lagnas(chart, ctx.birth().timezone) {
            Ok(s) => Some(special_lagnas_out(&s)),
            Err(PanchangError::NoSunrise(_)) => None,
            Err(PanchangError::Ephemeris(e)) => return Err(e.into()),
        },
        argala: jaimini::argala(chart)
            .iter()
            .map(|a| ArgalaOut {
                house: a.house,
                sign: a.sign,
                sources: a.sources.iter().map(argala_source_out).collect(),
            })
            .collect(),
        rashi_drishti: jaimini::rashi_drishti(chart)
            .iter()
            .map(|r| RashiDrishtiOut {
                sign: r.sign,
                house: r.house,
                aspects: r.aspects.to_vec(),
                planets: r.planets.to_vec(),
                aspected_planets: r.aspected_planets.to_vec(),
            })
            .collect(),
    })
}
