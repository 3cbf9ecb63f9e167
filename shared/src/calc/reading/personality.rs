//! `POST /v1/personality`: the person read from the ascendant and its lord, the
//! Moon's sign and nakshatra, the Sun's sign, and the strongest and weakest planets. Every
//! statement names its chart factor.
//!
//! Strongest and weakest are judged by [`crate::astro::yogas::planet_strength`] (dignity, house,
//! combustion) over the seven planets: the two strongest are strengths; the weakest, and the
//! second weakest when it too scores below 0.35, are challenges.

use super::depth::{DivisionalReading, NoteOut, divisional, notes};
use super::{Statement, house, planet, sentence, sign, sign_short};
use crate::astro::dignity::{dignity, is_combust};
use crate::astro::vargas::{VargaChart, varga_chart};
use crate::astro::yogas::planet_strength;
use crate::astro::{Chart, Division, Planet, Sign};
use crate::calc::display::NameKind;
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Key, Locale};
use crate::key;
use serde::Serialize;

/// A statement about one area of the personality.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TraitOut {
    /// `outerSelf`, `ascendantLord`, `mind`, `nakshatra`, `soul`.
    #[schema(value_type = String)]
    pub area: TraitArea,
    #[serde(flatten)]
    pub statement: Statement,
}

/// An area of the personality.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum TraitArea {
    /// The ascendant.
    #[serde(rename = "outerSelf")]
    OuterSelf,
    /// The ascendant lord's house.
    #[serde(rename = "ascendantLord")]
    AscendantLord,
    /// The Moon's sign.
    #[serde(rename = "mind")]
    Mind,
    /// The Moon's nakshatra.
    #[serde(rename = "nakshatra")]
    Nakshatra,
    /// The Sun's sign.
    #[serde(rename = "soul")]
    Soul,
}

impl TraitArea {
    /// The five, in the reply's order.
    pub const ALL: [TraitArea; 5] = [
        TraitArea::OuterSelf,
        TraitArea::AscendantLord,
        TraitArea::Mind,
        TraitArea::Nakshatra,
        TraitArea::Soul,
    ];

    /// The area as published (`outerSelf` … `soul`), also a content key segment.
    pub fn name(self) -> &'static str {
        match self {
            TraitArea::OuterSelf => "outerSelf",
            TraitArea::AscendantLord => "ascendantLord",
            TraitArea::Mind => "mind",
            TraitArea::Nakshatra => "nakshatra",
            TraitArea::Soul => "soul",
        }
    }
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonalityOut {
    #[schema(value_type = crate::calc::names::SignName)]
    pub ascendant: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::SignName)]
    pub moon_sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sun_sign: crate::astro::Sign,
    #[schema(value_type = crate::calc::names::NakshatraName)]
    pub nakshatra: crate::astro::Nakshatra,
    pub traits: Vec<TraitOut>,
    pub strengths: Vec<Statement>,
    pub challenges: Vec<Statement>,
    /// Each graha in its sign and in its house, then each house's lord where it sits (the
    /// bhavesh phala of BPHS ch. 24): nine, nine and twelve readings, each written for its case.
    pub placements: Vec<PlacementReading>,
    /// The Navamsha read for the lagna and 7th lords, the Dashamsha for the lagna and 10th
    /// lords.
    pub divisional: Vec<DivisionalReading>,
}

/// What a placement is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum PlacementKind {
    PlanetInSign,
    PlanetInHouse,
    LordInHouse,
}

/// The reading of one placement.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlacementReading {
    pub kind: PlacementKind,
    #[schema(value_type = crate::calc::names::PlanetName)]
    pub planet: crate::astro::Planet,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    /// The whole-sign house the planet occupies, 1–12.
    pub house: u8,
    /// For `lordInHouse`: the house it rules, 1–12.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lord_of: Option<u8>,
    #[serde(flatten)]
    pub statement: Statement,
    /// For `planetInSign`: the planet retrograde, combust or vargottama, each with its note.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<NoteOut>,
}

/// "Jupiter in Cancer (exalted), 4th house[, combust]".
pub(crate) fn placement_factor(l: Locale, chart: &Chart, p: Planet) -> String {
    let g = chart.graha(p);
    let dignity = content::text(
        l,
        key!("predictions.factors.dignity.{}", dignity(chart, p).name()),
    );
    let placed = sentence(
        l,
        key!("personality.factors.placement"),
        &[
            ("planet", &planet(l, p)),
            ("sign", &sign_short(l, g.sign())),
            ("dignity", &dignity),
            ("house", &house(l, g.house)),
        ],
    );
    if is_combust(chart, p) {
        sentence(
            l,
            key!("personality.factors.combust"),
            &[("factor", &placed)],
        )
    } else {
        placed
    }
}

/// The seven planets, strongest first.
pub(crate) fn by_strength(chart: &Chart) -> Vec<(Planet, f64)> {
    let mut v: Vec<(Planet, f64)> = Planet::SEVEN
        .iter()
        .map(|&p| (p, planet_strength(chart, p)))
        .collect();
    v.sort_by(|a, b| b.1.total_cmp(&a.1));
    v
}

fn traits(l: Locale, chart: &Chart) -> Vec<TraitOut> {
    let asc = chart.ascendant_sign();
    let lord = asc.lord();
    let lord_house = chart.graha(lord).house;
    let moon = chart.graha(Planet::Moon);
    let sun = chart.graha(Planet::Sun);
    let t = |area, factor: &dyn Fn(Locale) -> String, text: String| TraitOut {
        area,
        statement: Statement::localized(l, factor, text),
    };
    let in_sign = |p: Planet, s: Sign| {
        move |l: Locale| {
            sentence(
                l,
                key!("personality.factors.inSign"),
                &[("planet", &planet(l, p)), ("sign", &sign_short(l, s))],
            )
        }
    };
    vec![
        t(
            TraitArea::OuterSelf,
            &|l| {
                sentence(
                    l,
                    key!("personality.factors.ascendant"),
                    &[("sign", &sign_short(l, asc))],
                )
            },
            content::text(l, key!("personality.ascendant.{}", asc.name())),
        ),
        t(
            TraitArea::AscendantLord,
            &|l| {
                sentence(
                    l,
                    key!("personality.factors.ascendantLord"),
                    &[
                        ("planet", &planet(l, lord)),
                        ("house", &house(l, lord_house)),
                    ],
                )
            },
            sentence(
                l,
                key!("personality.ascendantLord.{}", lord_house),
                &[("planet", &planet(l, lord))],
            ),
        ),
        t(
            TraitArea::Mind,
            &in_sign(Planet::Moon, moon.sign()),
            content::text(l, key!("signs.{}.nature", moon.sign().name())),
        ),
        t(
            TraitArea::Nakshatra,
            &|l| {
                let nakshatra = NameKind::Nakshatra
                    .display(l, moon.nakshatra().name())
                    .unwrap_or(moon.nakshatra().name());
                sentence(
                    l,
                    key!("personality.factors.moonNakshatra"),
                    &[("nakshatra", nakshatra), ("pada", &moon.pada().to_string())],
                )
            },
            content::text(
                l,
                key!("nakshatras.{}.description", moon.nakshatra().name()),
            ),
        ),
        t(
            TraitArea::Soul,
            &in_sign(Planet::Sun, sun.sign()),
            content::text(l, key!("personality.sun.{}", sun.sign().name())),
        ),
    ]
}

pub(super) fn reply(ctx: &Ctx) -> Result<PersonalityOut, CalcError> {
    let l = ctx.locale();
    let chart = ctx.chart();
    let ranked = by_strength(chart);
    let about = |text: Key, p: Planet| {
        Statement::localized(l, |l| placement_factor(l, chart, p), content::text(l, text))
    };
    let strengths = ranked
        .iter()
        .take(2)
        .map(|&(p, _)| about(key!("personality.strong.{}", p.name()), p))
        .collect();
    let weakest = ranked.iter().rev().take(2);
    let challenges = weakest
        .enumerate()
        .filter(|&(i, &(_, s))| i == 0 || s < 0.35)
        .map(|(_, &(p, _))| about(key!("personality.weak.{}", p.name()), p))
        .collect();
    let moon = chart.graha(Planet::Moon);
    let d9 = varga_chart(chart, Division::D9);
    Ok(PersonalityOut {
        placements: placements(l, chart, &d9),
        divisional: divisional(l, chart, &d9),
        ascendant: chart.ascendant_sign(),
        moon_sign: moon.sign(),
        sun_sign: chart.sun_sign(),
        nakshatra: moon.nakshatra(),
        traits: traits(l, chart),
        strengths,
        challenges,
    })
}

/// The placement readings: every graha in its sign and house, every house's lord in its house.
/// Factors are in the reply's language, with the English beside.
fn placements(l: Locale, chart: &Chart, d9: &VargaChart) -> Vec<PlacementReading> {
    let factor = |key: Key, args: &dyn Fn(Locale) -> Vec<(&'static str, String)>| {
        let fill = |l: Locale| {
            let a = args(l);
            let a: Vec<(&str, &str)> = a.iter().map(|(k, v)| (*k, v.as_str())).collect();
            sentence(l, key.clone(), &a)
        };
        (fill(l), fill(Locale::En))
    };
    let out =
        |kind: PlacementKind, p: Planet, lord_of, (factor, factor_en): (String, String), text| {
            let g = chart.graha(p);
            PlacementReading {
                kind,
                planet: p,
                sign: g.sign(),
                house: g.house,
                lord_of,
                statement: Statement {
                    factor,
                    factor_en,
                    text,
                },
                notes: match kind {
                    PlacementKind::PlanetInSign => notes(l, chart, d9, p),
                    _ => Vec::new(),
                },
            }
        };
    let mut v = Vec::with_capacity(30);
    for g in &chart.grahas {
        let (p, s) = (g.planet, g.sign());
        v.push(out(
            PlacementKind::PlanetInSign,
            p,
            None,
            factor(key!("personality.factors.inSign"), &|l| {
                vec![("planet", planet(l, p)), ("sign", sign(l, s))]
            }),
            content::text(l, key!("planetInSign.{}.{}", p.name(), s.name())),
        ));
    }
    for g in &chart.grahas {
        let (p, h) = (g.planet, g.house);
        v.push(out(
            PlacementKind::PlanetInHouse,
            p,
            None,
            factor(key!("personality.factors.inHouse"), &|l| {
                vec![("planet", planet(l, p)), ("house", house(l, h))]
            }),
            content::text(l, key!("planetInHouse.{}.{}", p.name(), h)),
        ));
    }
    for h in chart.houses() {
        let (n, lord) = (h.number, h.lord);
        let at = chart.graha(lord).house;
        v.push(out(
            PlacementKind::LordInHouse,
            lord,
            Some(n),
            factor(key!("personality.factors.lordIn"), &|l| {
                vec![
                    ("ruled", house(l, n)),
                    ("planet", planet(l, lord)),
                    ("house", house(l, at)),
                ]
            }),
            content::text(l, key!("lordInHouse.{}.{}", n, at)),
        ));
    }
    v
}
