//! Reply builders of the natal endpoints: birth chart, planets, ascendant, rashi, nakshatra
//! here; the element balance in [`elements`]; house lords, conjunctions, aspects and
//! atmakaraka in [`relations`].

mod elements;
mod relations;

pub use elements::{ElementFigures, ElementPlacement, ElementsOut, elements};
pub use relations::{
    AspectsOut, AtmakarakaOut, ConjunctionsOut, HouseLordsOut, aspects, atmakaraka, conjunctions,
    house_lords,
};

use super::{CalcError, Ctx};
use crate::astro::nakshatra_lore::{self as lore, Nature};
use crate::astro::{Chart, Element, GrahaPosition, Modality, Planet, Sign};
use crate::content::{self, Key, Locale};
use crate::key;
use serde::Serialize;

/// A graha as published (with longitude, pada, nakshatra lord and speed).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanetOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// Degrees within the sign, 0 ≤ d < 30.
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    /// Sidereal longitude, 0 ≤ l < 360.
    #[schema(minimum = 0, maximum = 360)]
    pub longitude: f64,
    /// House in the chosen house system (the bhava whose arc from its cusp to the next holds
    /// the planet); the whole-sign house under the default `whole-sign`.
    #[schema(minimum = 1, maximum = 12)]
    pub house: u8,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    pub nakshatra_pada: u8,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub nakshatra_lord: crate::astro::Planet,
    pub is_retrograde: bool,
    /// Degrees per day.
    pub speed: f64,
    /// Whole-sign house from the ascendant's sign, whatever the house system: the house the
    /// classical rules (yogas, doshas, aspects…) read.
    #[schema(minimum = 1, maximum = 12)]
    pub sign_house: u8,
}

impl PlanetOut {
    pub fn from(g: &GrahaPosition) -> Self {
        PlanetOut {
            planet: g.planet,
            sign: g.sign(),
            degree: round(g.degree(), 6),
            longitude: round(g.longitude.degrees(), 6),
            house: g.bhava,
            nakshatra: g.nakshatra(),
            nakshatra_pada: g.pada(),
            nakshatra_lord: g.nakshatra().lord(),
            is_retrograde: g.retrograde,
            speed: round(g.speed, 6),
            sign_house: g.house,
        }
    }
}

/// The ascendant as published.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AscendantOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    #[schema(minimum = 0, maximum = 360)]
    pub longitude: f64,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    pub nakshatra_pada: u8,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub nakshatra_lord: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub sign_lord: crate::astro::Planet,
}

impl AscendantOut {
    pub fn from(c: &Chart) -> Self {
        let a = c.ascendant;
        AscendantOut {
            sign: a.sign(),
            degree: round(a.degree_in_sign(), 6),
            longitude: round(a.degrees(), 6),
            nakshatra: a.nakshatra(),
            nakshatra_pada: a.pada(),
            nakshatra_lord: a.nakshatra().lord(),
            sign_lord: a.sign().lord(),
        }
    }
}

/// A house (with its lord): the whole-sign house, or under another house system the
/// bhava, told by its cusp (`sign` and `degree` are the cusp's, `lord` its sign's lord).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HouseOut {
    pub house: u8,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    /// The bhava's cusp, where it begins (for `sripati`, the sandhi), longitude 0 ≤ l < 360;
    /// absent under `whole-sign`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 0, maximum = 360)]
    pub longitude: Option<f64>,
    /// The bhava's middle (bhava madhya; for `sripati` the Porphyry cusp, so house 1's is the
    /// ascendant), longitude 0 ≤ l < 360; absent under `whole-sign`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 0, maximum = 360)]
    pub mid_longitude: Option<f64>,
}

/// The natal chart.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BirthChartOut {
    pub ascendant: AscendantOut,
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sun_sign: crate::astro::Sign,
    pub planets: Vec<PlanetOut>,
    pub houses: Vec<HouseOut>,
    /// The chosen ayanamsa at birth (Lahiri by default; 0 for tropical), degrees.
    pub ayanamsa: f64,
    pub julian_day: f64,
    pub birth_utc: String,
}

/// `POST /v1/planets`: the nine grahas.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(transparent)]
pub struct PlanetsOut(pub Vec<PlanetOut>);

/// Rounds to `digits` decimals (replies carry micro-degree precision, not float noise).
pub fn round(x: f64, digits: i32) -> f64 {
    let f = 10f64.powi(digits);
    (x * f).round() / f
}

pub fn planets_of(c: &Chart) -> Vec<PlanetOut> {
    c.grahas.iter().map(PlanetOut::from).collect()
}

/// A chart's twelve houses as published.
pub fn houses_out(c: &Chart) -> Vec<HouseOut> {
    c.houses()
        .iter()
        .map(|h| {
            // Under a house system the house is told by its cusp: the sign and degree the
            // cusp falls in, and that sign's lord.
            let (sign, degree) = match h.cusp {
                Some(cusp) => (cusp.sign(), cusp.degree_in_sign()),
                None => (h.sign, h.degree),
            };
            HouseOut {
                house: h.number,
                sign,
                degree: round(degree, 6),
                lord: sign.lord(),
                longitude: h.cusp.map(|l| round(l.degrees(), 6)),
                mid_longitude: h.mid.map(|l| round(l.degrees(), 6)),
            }
        })
        .collect()
}

/// `POST /v1/birth-chart`
pub fn birth_chart(ctx: &Ctx) -> Result<BirthChartOut, CalcError> {
    let c = ctx.chart();
    Ok(BirthChartOut {
        ascendant: AscendantOut::from(c),
        moon_sign: c.moon_sign(),
        sun_sign: c.sun_sign(),
        planets: planets_of(c),
        houses: houses_out(c),
        ayanamsa: round(c.ayanamsa, 6),
        julian_day: c.jd.value(),
        birth_utc: ctx
            .birth()
            .utc()
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
    })
}

/// `POST /v1/planets`: only the planets array.
pub fn planets(ctx: &Ctx) -> Result<PlanetsOut, CalcError> {
    Ok(PlanetsOut(planets_of(ctx.chart())))
}

/// `POST /v1/ascendant`
pub fn ascendant(ctx: &Ctx) -> Result<AscendantOut, CalcError> {
    Ok(AscendantOut::from(ctx.chart()))
}

/// Name of an element as published (`fire`, …), also its content key.
pub(crate) fn element_name(e: Element) -> &'static str {
    match e {
        Element::Fire => "fire",
        Element::Earth => "earth",
        Element::Air => "air",
        Element::Water => "water",
    }
}

/// Name of a modality as published (`movable`, …), also its content key.
pub(crate) fn modality_name(m: Modality) -> &'static str {
    match m {
        Modality::Movable => "movable",
        Modality::Fixed => "fixed",
        Modality::Dual => "dual",
    }
}

/// `content::fill`, with the first letter capitalised: templates may begin with a name such
/// as "the Sun" (no effect on Devanagari, which has no case).
pub(crate) fn fill_sentence(l: Locale, key: Key, args: &[(&str, &str)]) -> String {
    let s = content::fill(l, key, args);
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => s,
    }
}

/// Localised names used inside prose.
pub(crate) fn planet_text(l: Locale, p: Planet) -> String {
    content::text(l, key!("planets.{}.name", p.name()))
}
pub(crate) fn sign_text(l: Locale, s: Sign) -> String {
    content::text(l, key!("signs.{}.name", s.name()))
}

/// The four parts of a Moon sign reading.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MoonSignTraits {
    pub nature: String,
    pub emotional_temperament: String,
    pub strengths: String,
    pub challenges: String,
}

/// `POST /v1/rashi`: the Moon sign with its lord, element, modality, the sidereal
/// Sun and ascendant signs, the Moon's nakshatra, and a reading of the Moon sign.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RashiOut {
    /// The Moon sign (rashi).
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: crate::astro::Sign,
    /// Same as `moonSign`, for clients reading `sign`.
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// 1 (Aries) … 12 (Pisces).
    pub sign_number: u8,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    #[schema(value_type = String)]
    pub element: crate::astro::Element,
    #[schema(value_type = String)]
    pub modality: crate::astro::Modality,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sun_sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::SignName)]
    pub ascendant_sign: crate::astro::Sign,
    /// The Moon's degrees within its sign, 0 ≤ d < 30.
    pub moon_degree: f64,
    /// The Moon's sidereal longitude, 0 ≤ l < 360.
    pub moon_longitude: f64,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    pub nakshatra_pada: u8,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub nakshatra_lord: crate::astro::Planet,
    /// Localised prose: summary then the four parts.
    pub interpretation: String,
    pub traits: MoonSignTraits,
}

/// `POST /v1/rashi`
pub fn rashi(ctx: &Ctx) -> Result<RashiOut, CalcError> {
    let c = ctx.chart();
    let l = ctx.locale();
    let moon = c.graha(Planet::Moon);
    let sign = moon.sign();
    let name = sign.name();
    let traits = MoonSignTraits {
        nature: content::text(l, key!("signs.{}.nature", name)),
        emotional_temperament: content::text(l, key!("signs.{}.emotional", name)),
        strengths: content::text(l, key!("signs.{}.strengths", name)),
        challenges: content::text(l, key!("signs.{}.challenges", name)),
    };
    let summary = fill_sentence(
        l,
        key!("signs.template.rashi"),
        &[
            ("sign", &sign_text(l, sign)),
            ("lord", &planet_text(l, sign.lord())),
            (
                "element",
                &content::text(l, key!("elements.{}.name", element_name(sign.element()))),
            ),
            (
                "modality",
                &content::text(l, key!("signs.modality.{}", modality_name(sign.modality()))),
            ),
            ("sunSign", &sign_text(l, c.sun_sign())),
            ("ascendant", &sign_text(l, c.ascendant_sign())),
            (
                "nakshatra",
                &content::text(l, key!("nakshatras.{}.name", moon.nakshatra().name())),
            ),
        ],
    );
    let interpretation = [
        summary,
        traits.nature.clone(),
        traits.emotional_temperament.clone(),
        fill_sentence(
            l,
            key!("signs.template.strengths"),
            &[("text", &traits.strengths)],
        ),
        fill_sentence(
            l,
            key!("signs.template.challenges"),
            &[("text", &traits.challenges)],
        ),
    ]
    .join(" ");
    Ok(RashiOut {
        moon_sign: sign,
        sign,
        sign_number: sign.index() as u8 + 1,
        lord: sign.lord(),
        element: sign.element(),
        modality: sign.modality(),
        sun_sign: c.sun_sign(),
        ascendant_sign: c.ascendant_sign(),
        moon_degree: round(moon.degree(), 6),
        moon_longitude: round(moon.longitude.degrees(), 6),
        nakshatra: moon.nakshatra(),
        nakshatra_pada: moon.pada(),
        nakshatra_lord: moon.nakshatra().lord(),
        interpretation,
        traits,
    })
}

/// Classical synonyms of a nakshatra nature (Muhurta Chintamani ch. 2 names each class twice:
/// dhruva/sthira, chara/chala, ugra/krura, mishra/sadharana, kshipra/laghu, mridu/maitra,
/// tikshna/daruna), glossed in English.
fn qualities(n: Nature) -> [&'static str; 2] {
    match n {
        Nature::Dhruva => ["fixed", "permanent"],
        Nature::Chara => ["movable", "changeable"],
        Nature::Ugra => ["fierce", "severe"],
        Nature::Mishra => ["mixed", "common"],
        Nature::Kshipra => ["swift", "light"],
        Nature::Mridu => ["soft", "friendly"],
        Nature::Tikshna => ["sharp", "dreadful"],
    }
}

/// `POST /v1/nakshatra`: the Moon's nakshatra with its classical attributes.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NakshatraOut {
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub name: crate::astro::Nakshatra,
    /// 1 (Ashwini) … 27 (Revati).
    pub number: u8,
    /// 1–4.
    pub pada: u8,
    /// Vimshottari lord.
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    pub deity: &'static str,
    pub symbol: &'static str,
    /// `name` as the reader of the request's locale reads it.
    pub nakshatra_name: String,
    /// `deity` in the request's locale, with its epithet.
    pub deity_name: String,
    /// `symbol` in the request's locale.
    pub symbol_name: String,
    /// `Deva`, `Manushya` or `Rakshasa`.
    #[schema(value_type = String)]
    pub gana: crate::calc::names::Named<crate::astro::Gana>,
    /// Animal and sex, e.g. `Horse (Male)`.
    pub yoni: String,
    #[schema(value_type = String)]
    pub yoni_sex: crate::calc::names::Named<crate::astro::YoniSex>,
    /// `Adi`, `Madhya` or `Antya`.
    #[schema(value_type = String)]
    pub nadi: crate::calc::names::Named<crate::astro::Nadi>,
    /// `Vata`, `Pitta` or `Kapha`.
    #[schema(value_type = String)]
    pub nadi_dosha: crate::calc::names::Named<crate::calc::names::Humour>,
    /// Varna of the Moon sign (Avakahada Chakra).
    #[schema(value_type = String)]
    pub varna: crate::calc::names::Named<crate::astro::nakshatra_lore::Varna>,
    /// The yoni animal.
    #[schema(value_type = String)]
    pub animal: crate::calc::names::Named<crate::astro::Animal>,
    /// Name syllables of the four padas, romanised.
    pub syllables: [&'static str; 4],
    pub syllables_devanagari: [&'static str; 4],
    /// The syllable of the Moon's pada (the traditional first letter of the name).
    pub name_syllable: &'static str,
    /// English glosses of the nakshatra's nature, e.g. `["swift", "light"]`.
    pub qualities: [&'static str; 2],
    /// The nature class: `Dhruva`, `Chara`, `Ugra`, `Mishra`, `Kshipra`, `Mridu`, `Tikshna`.
    #[schema(value_type = String)]
    pub nature: crate::calc::names::Named<crate::astro::nakshatra_lore::Nature>,
    /// Degrees the Moon has travelled into the nakshatra, 0 ≤ d < 13.333….
    pub degree_in_nakshatra: f64,
    /// Share of the nakshatra travelled, percent.
    #[schema(minimum = 0, maximum = 100)]
    pub percent_traversed: f64,
    /// Where the nakshatra begins and ends, sidereal degrees.
    pub start_longitude: f64,
    pub end_longitude: f64,
    pub moon_longitude: f64,
    /// The Moon's sign (the pada decides it).
    #[schema(value_type = crate::calc::names::SignName)]
    pub rashi: crate::astro::Sign,
    /// Localised prose: the nakshatra, its deity and symbol, its nature and gana.
    pub description: String,
    pub qualities_text: String,
}

/// `POST /v1/nakshatra`
pub fn nakshatra(ctx: &Ctx) -> Result<NakshatraOut, CalcError> {
    let c = ctx.chart();
    let l = ctx.locale();
    let moon = c.graha(Planet::Moon);
    let n = moon.nakshatra();
    let pada = moon.pada();
    let (gana, yoni, nadi, nature) = (lore::gana(n), lore::yoni(n), lore::nadi(n), lore::nature(n));
    let span = 360.0 / 27.0;
    let into = n.start().forward_to(moon.longitude);
    let summary = fill_sentence(
        l,
        key!("nakshatras.template.summary"),
        &[
            (
                "nakshatra",
                &content::text(l, key!("nakshatras.{}.name", n.name())),
            ),
            ("pada", &pada.to_string()),
            ("lord", &planet_text(l, n.lord())),
            (
                "deity",
                &content::text(l, key!("nakshatras.{}.deity", n.name())),
            ),
            (
                "symbol",
                &content::text(l, key!("nakshatras.{}.symbol", n.name())),
            ),
            (
                "gana",
                &content::text(l, key!("nakshatras.gana.{}.name", gana.name())),
            ),
            (
                "animal",
                &content::text(l, key!("nakshatras.animal.{}", yoni.animal.name())),
            ),
            (
                "nadi",
                &content::text(l, key!("nakshatras.nadi.{}", nadi.name())),
            ),
        ],
    );
    let qualities_text = [
        content::text(l, key!("nakshatras.nature.{}", nature.name())),
        content::text(l, key!("nakshatras.gana.{}.meaning", gana.name())),
    ]
    .join(" ");
    let about = content::text(l, key!("nakshatras.{}.description", n.name()));
    let description = [summary, about, qualities_text.clone()].join(" ");
    Ok(NakshatraOut {
        name: n,
        number: n.index() as u8 + 1,
        pada,
        lord: n.lord(),
        deity: lore::deity(n),
        symbol: lore::symbol(n),
        nakshatra_name: content::text(l, key!("nakshatras.{}.name", n.name())),
        deity_name: content::text(l, key!("nakshatras.{}.deity", n.name())),
        symbol_name: content::text(l, key!("nakshatras.{}.symbol", n.name())),
        gana: crate::calc::names::Named(gana),
        yoni: yoni.label(),
        yoni_sex: crate::calc::names::Named(yoni.sex),
        nadi: crate::calc::names::Named(nadi),
        nadi_dosha: crate::calc::names::Named(crate::calc::names::Humour(nadi)),
        varna: crate::calc::names::Named(lore::varna(moon.sign())),
        animal: crate::calc::names::Named(yoni.animal),
        syllables: lore::syllables(n),
        syllables_devanagari: lore::syllables_devanagari(n),
        name_syllable: lore::syllables(n)[usize::from(pada) - 1],
        qualities: qualities(nature),
        nature: crate::calc::names::Named(nature),
        degree_in_nakshatra: round(into, 6),
        percent_traversed: round(into / span * 100.0, 4),
        start_longitude: round(n.start().degrees(), 6),
        end_longitude: round(n.start().degrees() + span, 6),
        moon_longitude: round(moon.longitude.degrees(), 6),
        rashi: moon.sign(),
        description,
        qualities_text,
    })
}
