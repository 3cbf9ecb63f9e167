//! Reply builders of the relations between grahas and houses: house lords, conjunctions,
//! aspects (graha drishti) and the atmakaraka with the other chara karakas.

use super::{fill_sentence, planet_text, round, sign_text};
use crate::astro::aspects::{self, AspectedGraha, AspectedHouse, NodeAspects};
use crate::astro::bhava::LordPlacement;
use crate::astro::dignity::dignity;
use crate::astro::karakas::{CharaKaraka, chara_karakas};
use crate::astro::{Chart, GrahaPosition, NaturalNature, Planet, Sign};
use crate::calc::names::Named;
use crate::calc::systems::KarakaScheme;
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Key, Locale};
use crate::key;
use serde::Serialize;

/// Our convention for the nodes' aspects (see `astro::aspects`).
const NODES: NodeAspects = NodeAspects::FiveSevenNine;

/// A house's name (`houses.<n>.name`, "the 7th house").
fn house_name(l: Locale, house: u8) -> String {
    content::text(l, key!("houses.{}.name", house))
}

/// What a house stands for (`houses.<n>.themes`).
fn house_themes(l: Locale, house: u8) -> String {
    content::text(l, key!("houses.{}.themes", house))
}

/// Joins localised names as a list: `a, b and c`.
fn join_list(l: Locale, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!(
            "{}{}{last}",
            init.join(", "),
            content::text(l, key!("planets.template.and"))
        ),
    }
}

// ---------------------------------------------------------------- house lords

/// One house and its lord.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HouseLordOut {
    pub house: u8,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub lord: crate::astro::Planet,
    /// House the lord occupies, 1–12.
    pub lord_house: u8,
    #[schema(value_type = crate::calc::names::SignName)]
    pub lord_sign: crate::astro::Sign,
    /// `exalted`, `moolatrikona`, `own`, `greatFriend`, `friend`, `neutral`, `enemy`,
    /// `greatEnemy`, `debilitated` (BPHS ch. 3).
    #[schema(value_type = String)]
    pub dignity: crate::calc::names::Named<crate::astro::Dignity>,
    /// The lord's degrees within its sign.
    pub lord_degree: f64,
    pub lord_retrograde: bool,
    /// `own`, `lagna`, `kendra`, `trikona`, `dhana`, `upachaya`, `dusthana`, `viparita`
    /// ([`LordPlacement`], BPHS ch. 24).
    #[schema(value_type = String)]
    pub placement: Named<LordPlacement>,
    /// What the house governs (localised).
    pub meaning: String,
    /// The house read through its lord's placement and dignity (localised).
    pub reading: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HouseLordsOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub ascendant_sign: crate::astro::Sign,
    pub house_lords: Vec<HouseLordOut>,
}

/// `POST /v1/house-lords`
pub fn house_lords(ctx: &Ctx) -> Result<HouseLordsOut, CalcError> {
    let c = ctx.chart();
    let l = ctx.locale();
    let house_lords = c
        .houses()
        .iter()
        .map(|h| {
            let lord = c.graha(h.lord);
            let dig = dignity(c, h.lord);
            let placement = LordPlacement::of(h.number, lord.house);
            let meaning = content::text(l, key!("houses.{}.meaning", h.number));
            let reading = [
                meaning.clone(),
                fill_sentence(
                    l,
                    key!("houses.template.lordIn"),
                    &[
                        ("house", &house_name(l, h.number)),
                        ("lord", &planet_text(l, h.lord)),
                        ("lordHouse", &house_name(l, lord.house)),
                        ("lordSign", &sign_text(l, lord.sign())),
                        ("lordThemes", &house_themes(l, lord.house)),
                    ],
                ),
                content::text(l, key!("houses.placement.{}", placement.name())),
                fill_sentence(
                    l,
                    key!("houses.dignity.{}", dig.name()),
                    &[("lord", &planet_text(l, h.lord))],
                ),
            ]
            .join(" ");
            HouseLordOut {
                house: h.number,
                sign: h.sign,
                lord: h.lord,
                lord_house: lord.house,
                lord_sign: lord.sign(),
                dignity: crate::calc::names::Named(dig),
                lord_degree: round(lord.degree(), 6),
                lord_retrograde: lord.retrograde,
                placement: Named(placement),
                meaning,
                reading,
            }
        })
        .collect();
    Ok(HouseLordsOut {
        ascendant_sign: c.ascendant_sign(),
        house_lords,
    })
}

// ---------------------------------------------------------------- conjunctions

/// Two grahas of a conjunction.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PairOut {
    #[schema(value_type = Vec<String>)]
    pub planets: [Planet; 2],
    /// Separation in longitude, degrees.
    pub orb: f64,
    pub reading: String,
}

/// Grahas sharing a sign (whole-sign conjunction, BPHS ch. 26 counts a graha in the same
/// sign as joined, yuti).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConjunctionOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub house: u8,
    /// In `Planet::ALL` order.
    #[schema(value_type = Vec<String>)]
    pub planets: Vec<Planet>,
    /// Largest minus smallest degree in the sign, degrees.
    pub spread: f64,
    /// The closest pair and its orb, degrees.
    #[schema(value_type = Vec<String>)]
    pub tightest_pair: [Planet; 2],
    pub tightest_orb: f64,
    /// Every pair, closest first.
    pub pairs: Vec<PairOut>,
    pub reading: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConjunctionsOut {
    pub count: usize,
    pub conjunctions: Vec<ConjunctionOut>,
}

/// Content key of a pair, in `Planet::ALL` order: `Sun-Moon`.
fn pair_key(a: Planet, b: Planet) -> Key {
    let (a, b) = if a.index() <= b.index() {
        (a, b)
    } else {
        (b, a)
    };
    key!("planets.conjunction.{}-{}", a.name(), b.name())
}

fn conjunction(l: Locale, sign: Sign, members: &[&GrahaPosition]) -> ConjunctionOut {
    let mut pairs: Vec<PairOut> = Vec::new();
    for (i, a) in members.iter().enumerate() {
        for b in &members[i + 1..] {
            pairs.push(PairOut {
                planets: [a.planet, b.planet],
                orb: round(a.longitude.separation(b.longitude), 4),
                reading: content::text(l, pair_key(a.planet, b.planet)),
            });
        }
    }
    pairs.sort_by(|x, y| x.orb.total_cmp(&y.orb));
    let degrees = members.iter().map(|g| g.degree());
    let spread = degrees.clone().fold(f64::MIN, f64::max) - degrees.fold(f64::MAX, f64::min);
    let house = members[0].house;
    let names: Vec<String> = members.iter().map(|g| planet_text(l, g.planet)).collect();
    let reading = fill_sentence(
        l,
        key!("planets.template.conjunction"),
        &[
            ("planets", &join_list(l, &names)),
            ("house", &house_name(l, house)),
            ("sign", &sign_text(l, sign)),
            ("themes", &house_themes(l, house)),
        ],
    );
    ConjunctionOut {
        sign,
        house,
        planets: members.iter().map(|g| g.planet).collect(),
        spread: round(spread, 4),
        tightest_pair: pairs[0].planets,
        tightest_orb: pairs[0].orb,
        pairs,
        reading,
    }
}

/// `POST /v1/conjunctions`
pub fn conjunctions(ctx: &Ctx) -> Result<ConjunctionsOut, CalcError> {
    let c = ctx.chart();
    let l = ctx.locale();
    let conjunctions: Vec<ConjunctionOut> = (1..=12)
        .filter_map(|house| {
            let members: Vec<&GrahaPosition> = c.occupants(house).collect();
            (members.len() >= 2).then(|| conjunction(l, c.house_sign(house), &members))
        })
        .collect();
    Ok(ConjunctionsOut {
        count: conjunctions.len(),
        conjunctions,
    })
}

// ---------------------------------------------------------------- aspects

/// A house a graha aspects, as published.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AspectedHouseOut {
    pub house: u8,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// Counted from the aspecting graha's sign as the 1st.
    pub distance: u8,
    /// `full` for the 7th, `special` for Mars' 4th/8th, Jupiter's 5th/9th, Saturn's 3rd/10th
    /// (and the nodes' 5th/9th).
    #[serde(rename = "type")]
    #[schema(value_type = String)]
    pub kind: AspectKind,
}

/// A graha's aspect: the 7th, which every graha casts, or one of the special ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum AspectKind {
    #[serde(rename = "full")]
    Full,
    #[serde(rename = "special")]
    Special,
}

impl AspectKind {
    fn of(special: bool) -> Self {
        if special {
            AspectKind::Special
        } else {
            AspectKind::Full
        }
    }
}

impl AspectedHouseOut {
    fn from(h: &AspectedHouse) -> Self {
        AspectedHouseOut {
            house: h.house,
            sign: h.sign,
            distance: h.distance,
            kind: AspectKind::of(h.special),
        }
    }
}

/// A graha aspected by another, as published.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AspectedPlanetOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    pub house: u8,
    pub distance: u8,
    #[serde(rename = "type")]
    #[schema(value_type = String)]
    pub kind: AspectKind,
}

impl AspectedPlanetOut {
    fn from(g: &AspectedGraha) -> Self {
        AspectedPlanetOut {
            planet: g.planet,
            house: g.house,
            distance: g.distance,
            kind: AspectKind::of(g.special),
        }
    }
}

/// One graha's aspects.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrahaAspectsOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub house: u8,
    /// Natural nature: `benefic` or `malefic` (BPHS ch. 3).
    #[schema(value_type = String)]
    pub nature: Named<NaturalNature>,
    pub aspected_houses: Vec<AspectedHouseOut>,
    /// The house of the 7th aspect.
    pub full_aspect_houses: Vec<u8>,
    pub special_aspect_houses: Vec<u8>,
    pub aspected_planets: Vec<AspectedPlanetOut>,
    /// The grahas that aspect this one.
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub aspected_by: Vec<crate::astro::Planet>,
    pub reading: String,
}

/// Two grahas aspecting each other.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MutualAspectOut {
    #[schema(value_type = Vec<String>)]
    pub planets: [Planet; 2],
    /// The aspect each casts on the other, counted from its own sign.
    pub distances: [u8; 2],
    pub reading: String,
}

/// A house with the grahas aspecting it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HouseAspectsOut {
    pub house: u8,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub aspected_by: Vec<crate::astro::Planet>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AspectsOut {
    /// How Rahu and Ketu aspect: `fiveSevenNine` (our default) or `seventhOnly`.
    pub node_aspects: NodeAspects,
    pub planets: Vec<GrahaAspectsOut>,
    pub mutual_aspects: Vec<MutualAspectOut>,
    pub houses: Vec<HouseAspectsOut>,
}

/// `POST /v1/aspects`
pub fn aspects(ctx: &Ctx) -> Result<AspectsOut, CalcError> {
    let c = ctx.chart();
    let l = ctx.locale();
    let planets = aspects::all_aspects(c, NODES)
        .iter()
        .map(|a| {
            let g = c.graha(a.planet);
            let houses_of = |special: bool| -> Vec<u8> {
                a.houses
                    .iter()
                    .filter(|h| h.special == special)
                    .map(|h| h.house)
                    .collect()
            };
            let house_list: Vec<String> = a.houses.iter().map(|h| h.house.to_string()).collect();
            let reading = [
                fill_sentence(
                    l,
                    if house_list.len() == 1 {
                        key!("planets.template.aspectsOne")
                    } else {
                        key!("planets.template.aspects")
                    },
                    &[
                        ("planet", &planet_text(l, a.planet)),
                        ("houses", &join_list(l, &house_list)),
                    ],
                ),
                content::text(l, key!("planets.{}.aspect", a.planet.name())),
            ]
            .join(" ");
            GrahaAspectsOut {
                planet: a.planet,
                sign: g.sign(),
                house: g.house,
                nature: Named(aspects::natural_nature(c, a.planet)),
                aspected_houses: a.houses.iter().map(AspectedHouseOut::from).collect(),
                full_aspect_houses: houses_of(false),
                special_aspect_houses: houses_of(true),
                aspected_planets: a.grahas.iter().map(AspectedPlanetOut::from).collect(),
                aspected_by: aspects::aspecting(c, a.planet, NODES)
                    .iter()
                    .map(|&(p, _)| p)
                    .collect(),
                reading,
            }
        })
        .collect();
    let mutual_aspects = aspects::mutual_aspects(c, NODES)
        .iter()
        .map(|m| MutualAspectOut {
            planets: [m.first, m.second],
            distances: [m.first_distance, m.second_distance],
            reading: fill_sentence(
                l,
                key!("planets.template.mutualAspect"),
                &[
                    ("first", &planet_text(l, m.first)),
                    ("second", &planet_text(l, m.second)),
                ],
            ),
        })
        .collect();
    let houses = (1..=12)
        .map(|house| HouseAspectsOut {
            house,
            sign: c.house_sign(house),
            aspected_by: aspects::aspecting_house(c, house, NODES)
                .iter()
                .map(|&(p, _)| p)
                .collect(),
        })
        .collect();
    Ok(AspectsOut {
        node_aspects: NODES,
        planets,
        mutual_aspects,
        houses,
    })
}

// ---------------------------------------------------------------- atmakaraka

/// A graha aspecting the atmakaraka.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AtmakarakaAspectOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub aspect_planet: crate::astro::Planet,
    /// The aspecting graha's degrees within its sign.
    pub aspect_degree: f64,
    /// Natural nature of the aspecting graha: `benefic` or `malefic` (BPHS ch. 3).
    #[schema(value_type = String)]
    pub nature: Named<NaturalNature>,
    #[schema(value_type = crate::calc::names::SignName)]
    pub aspect_sign: crate::astro::Sign,
    pub aspect_house: u8,
    /// The aspect counted from the aspecting graha's sign (7 full; 3, 4, 5, 8, 9, 10 special).
    pub distance: u8,
}

/// One chara karaka.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CharaKarakaOut {
    #[schema(value_type = String)]
    pub karaka: crate::calc::names::Named<crate::astro::CharaKaraka>,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    pub house: u8,
    /// What the karaka signifies (localised).
    pub meaning: String,
}

/// The atmakaraka, with its longitude, pada, the scheme and all seven chara karakas.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AtmakarakaOut {
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    pub description: String,
    /// Degrees within the sign: the highest of Sun … Saturn.
    #[schema(minimum = 0, maximum = 30)]
    pub degree: f64,
    pub house: u8,
    pub aspects: Vec<AtmakarakaAspectOut>,
    #[schema(minimum = 0, maximum = 360)]
    pub longitude: f64,
    pub nakshatra_pada: u8,
    /// `seven`: Sun … Saturn ranked by degree in sign; Rahu is not counted (Jaimini).
    #[schema(value_type = String)]
    pub karaka_scheme: KarakaScheme,
    pub chara_karakas: Vec<CharaKarakaOut>,
}

/// `POST /v1/atmakaraka`
pub fn atmakaraka(ctx: &Ctx) -> Result<AtmakarakaOut, CalcError> {
    let c: &Chart = ctx.chart();
    let l = ctx.locale();
    let ranked = chara_karakas(c);
    let ak = c.graha(ranked[0]);
    let aspects = aspects::aspecting(c, ak.planet, NODES)
        .iter()
        .map(|&(p, distance)| {
            let g = c.graha(p);
            AtmakarakaAspectOut {
                aspect_planet: p,
                aspect_degree: round(g.degree(), 6),
                nature: Named(aspects::natural_nature(c, p)),
                aspect_sign: g.sign(),
                aspect_house: g.house,
                distance,
            }
        })
        .collect();
    let description = [
        fill_sentence(
            l,
            key!("planets.template.atmakaraka"),
            &[
                ("planet", &planet_text(l, ak.planet)),
                ("degree", &format!("{:.2}", ak.degree())),
                ("sign", &sign_text(l, ak.sign())),
                ("house", &house_name(l, ak.house)),
            ],
        ),
        content::text(l, key!("planets.{}.atmakaraka", ak.planet.name())),
    ]
    .join(" ");
    let chara_karakas = CharaKaraka::ALL
        .iter()
        .zip(ranked)
        .map(|(k, p)| {
            let g = c.graha(p);
            CharaKarakaOut {
                karaka: crate::calc::names::Named(*k),
                planet: p,
                degree: round(g.degree(), 6),
                sign: g.sign(),
                house: g.house,
                meaning: content::text(l, key!("planets.karaka.{}", k.name())),
            }
        })
        .collect();
    Ok(AtmakarakaOut {
        planet: ak.planet,
        sign: ak.sign(),
        nakshatra: ak.nakshatra(),
        description,
        degree: round(ak.degree(), 6),
        house: ak.house,
        aspects,
        longitude: round(ak.longitude.degrees(), 6),
        nakshatra_pada: ak.pada(),
        karaka_scheme: KarakaScheme::Seven,
        chara_karakas,
    })
}
