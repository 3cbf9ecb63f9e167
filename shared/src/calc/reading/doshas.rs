//! `POST /v1/dosha`: the five doshas; an absent one carries only `name` and
//! `isPresent`, a present one also `severity`, `affectedHouses`, `description` and `remedies`
//! (and what the chart shows: the Kaal Sarp type, the Mangal references and cancellations).

use super::{house, houses, join, ordinal, planet, sentence};
use crate::astro::MangalDosha;
use crate::astro::doshas::{self, Contact, Dosha, DoshaKind, Finding, KaalSarp, NodeContact};
use crate::calc::natal::round;
use crate::calc::{CalcError, Ctx};
use crate::content::{self, Locale};
use crate::key;
use serde::Serialize;

/// A dosha as published. The optional fields are present only when the dosha is.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DoshaOut {
    pub name: crate::calc::names::Named<crate::astro::DoshaKind>,
    pub is_present: bool,
    #[serde(flatten)]
    pub found: Option<FoundOut>,
}

/// Its schema: `name` and `isPresent`, then the fields of [`FoundOut`], there only when the
/// dosha is present (a flattened optional struct, which the derive cannot say).
impl utoipa::PartialSchema for DoshaOut {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::RefOr;
        use utoipa::openapi::schema::{Object, Schema, Type};
        let mut o = match <FoundOut as utoipa::PartialSchema>::schema() {
            RefOr::T(Schema::Object(o)) => o,
            _ => Object::new(),
        };
        let mut props = std::mem::take(&mut o.properties);
        o.properties
            .insert("name".into(), Object::with_type(Type::String).into());
        o.properties
            .insert("isPresent".into(), Object::with_type(Type::Boolean).into());
        o.properties.append(&mut props);
        o.required = vec!["name".into(), "isPresent".into()];
        o.description =
            Some("A dosha; the fields after `isPresent` are there only when it is present.".into());
        RefOr::T(Schema::Object(o))
    }
}

impl utoipa::ToSchema for DoshaOut {
    fn schemas(
        schemas: &mut Vec<(
            String,
            utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
        )>,
    ) {
        <FoundOut as utoipa::ToSchema>::schemas(schemas);
    }
}

/// The fields of a present dosha.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FoundOut {
    /// `low`, `moderate`, `high`, or `cancelled` (Mangal only).
    #[schema(value_type = crate::astro::mangal::Severity)]
    pub severity: crate::astro::mangal::Severity,
    pub affected_houses: Vec<u8>,
    pub description: String,
    pub remedies: Vec<String>,
    /// Stable identifier (camelCase), e.g. `kaalSarp`.
    #[schema(value_type = String)]
    pub key: crate::calc::names::Keyed<DoshaKind>,
    #[schema(value_type = Vec<crate::calc::names::PlanetName>)]
    pub forming_planets: Vec<crate::astro::Planet>,
    /// The chart factors behind it, in the reply's language (`"Mars in the 7th house"`).
    pub factors: Vec<String>,
    /// The same factors in English whatever the locale, a stable form for clients
    /// (`"Mars in 7th house"`), one for each of `factors`.
    pub factors_en: Vec<String>,
    /// Kaal Sarp: the named type (`Anant` … `Sheshnag`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub kaal_sarp_type: Option<crate::calc::names::Named<KaalSarpType>>,
    /// Kaal Sarp: `full` or `partial`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub extent: Option<crate::calc::names::Named<doshas::Extent>>,
    /// Kaal Sarp: the side of the nodal axis holding the seven planets, `ascending` (the arc
    /// from Rahu forward to Ketu) or `descending` (Ketu forward to Rahu, also called Kaal Amrit).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::astro::doshas::Side>)]
    pub side: Option<doshas::Side>,
    /// Kaal Sarp: the side's name in the reply's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side_name: Option<String>,
    /// Mangal: also from the Moon and from Venus.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from_moon: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from_venus: Option<bool>,
    /// Mangal: the classical cancellations found, in the reply's language.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cancellations: Vec<String>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct DoshasOut {
    pub doshas: Vec<DoshaOut>,
}

/// The remedies of a dosha, in the reply's language.
pub(crate) fn remedies_of(l: Locale, kind: DoshaKind) -> Vec<String> {
    content::list(l, key!("doshas.{}.remedies", kind.key()))
}

fn contact_text(l: Locale, c: &NodeContact) -> String {
    let key = match c.contact {
        Contact::Conjunction => key!("doshas.contact.conjunction"),
        Contact::Aspect => key!("doshas.contact.aspect"),
    };
    sentence(
        l,
        key,
        &[
            ("luminary", &planet(l, c.luminary)),
            ("node", &planet(l, c.node)),
            ("orb", &format!("{:.0}", c.orb)),
        ],
    )
}

fn contact_factor(c: &NodeContact) -> String {
    match c.contact {
        Contact::Conjunction => format!("{} conjunct {}", c.luminary.name(), c.node.name()),
        Contact::Aspect => format!("{} aspected by {}", c.luminary.name(), c.node.name()),
    }
}

/// The chart factors behind a present dosha, in the reply's language (`doshas.factors.*`).
pub(crate) fn factors_in(l: Locale, d: &Dosha) -> Vec<String> {
    let h = |n: u8| house(l, n);
    match &d.finding {
        Finding::Mangal(m) => {
            let mut v = vec![sentence(
                l,
                key!("doshas.factors.mangalHouse"),
                &[("house", &h(m.house_from_ascendant))],
            )];
            if m.from_moon {
                v.push(sentence(
                    l,
                    key!("doshas.factors.mangalFromMoon"),
                    &[("house", &h(m.house_from_moon))],
                ));
            }
            if m.from_venus {
                v.push(sentence(
                    l,
                    key!("doshas.factors.mangalFromVenus"),
                    &[("house", &h(m.house_from_venus))],
                ));
            }
            v
        }
        Finding::KaalSarp(k) => vec![sentence(
            l,
            key!("doshas.factors.kaalSarp"),
            &[("rahu", &h(k.rahu_house)), ("ketu", &h(k.ketu_house))],
        )],
        Finding::Contacts(cs) => cs
            .iter()
            .map(|c| {
                let key = match c.contact {
                    Contact::Conjunction => key!("doshas.factors.conjunction"),
                    Contact::Aspect => key!("doshas.factors.aspect"),
                };
                sentence(
                    l,
                    key,
                    &[
                        ("luminary", &planet(l, c.luminary)),
                        ("node", &planet(l, c.node)),
                    ],
                )
            })
            .collect(),
        Finding::Shrapit { jupiter_relief, .. } => {
            let mut v = vec![sentence(
                l,
                key!("doshas.factors.shrapit"),
                &[("house", &h(d.affected_houses.first().copied().unwrap_or(0)))],
            )];
            if *jupiter_relief {
                v.push(content::text(l, key!("doshas.factors.jupiterRelief")));
            }
            v
        }
        Finding::None => Vec::new(),
    }
}

/// The chart factors behind a present dosha, in English.
pub(crate) fn factors_of(d: &Dosha) -> Vec<String> {
    match &d.finding {
        Finding::Mangal(m) => {
            let mut v = vec![format!("Mars in {} house", ordinal(m.house_from_ascendant))];
            if m.from_moon {
                v.push(format!("Mars {} from the Moon", ordinal(m.house_from_moon)));
            }
            if m.from_venus {
                v.push(format!("Mars {} from Venus", ordinal(m.house_from_venus)));
            }
            v
        }
        Finding::KaalSarp(k) => vec![format!(
            "Rahu in {} house, Ketu in {} house, all planets between",
            ordinal(k.rahu_house),
            ordinal(k.ketu_house)
        )],
        Finding::Contacts(cs) => cs.iter().map(contact_factor).collect(),
        Finding::Shrapit { jupiter_relief, .. } => {
            let mut v = vec![format!(
                "Saturn conjunct Rahu in {} house",
                ordinal(d.affected_houses.first().copied().unwrap_or(0))
            )];
            if *jupiter_relief {
                v.push("Jupiter joins or aspects Saturn".to_owned());
            }
            v
        }
        Finding::None => Vec::new(),
    }
}

/// The twelve named Kaal Sarp types, by Rahu's house 1–12 (`astro::doshas::KAAL_SARP_TYPES`,
/// whose names they are written by).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KaalSarpType {
    Anant,
    Kulik,
    Vasuki,
    Shankhpal,
    Padma,
    Mahapadma,
    Takshak,
    Karkotak,
    Shankhachud,
    Ghatak,
    Vishdhar,
    Sheshnag,
}

impl KaalSarpType {
    /// The twelve, Rahu in the 1st first.
    pub const ALL: [KaalSarpType; 12] = [
        KaalSarpType::Anant,
        KaalSarpType::Kulik,
        KaalSarpType::Vasuki,
        KaalSarpType::Shankhpal,
        KaalSarpType::Padma,
        KaalSarpType::Mahapadma,
        KaalSarpType::Takshak,
        KaalSarpType::Karkotak,
        KaalSarpType::Shankhachud,
        KaalSarpType::Ghatak,
        KaalSarpType::Vishdhar,
        KaalSarpType::Sheshnag,
    ];

    /// The type of a Kaal Sarp with Rahu in `house` (1–12).
    pub fn of_rahu_house(house: u8) -> Self {
        KaalSarpType::ALL[usize::from(house.clamp(1, 12)) - 1]
    }

    /// Its name, as the engine gives it (`Anant` … `Sheshnag`).
    pub fn name(self) -> &'static str {
        doshas::KAAL_SARP_TYPES[self as usize]
    }
}

impl crate::calc::names::Published for KaalSarpType {
    fn published(self) -> &'static str {
        self.name()
    }
}

/// A present dosha as published.
pub(crate) fn found_out(l: Locale, d: &Dosha) -> FoundOut {
    let general = content::text(l, key!("doshas.{}.description", d.kind.key()));
    let mut out = FoundOut {
        severity: d.severity,
        affected_houses: d.affected_houses.clone(),
        description: String::new(),
        remedies: remedies_of(l, d.kind),
        key: crate::calc::names::Keyed(d.kind),
        forming_planets: d.planets.to_vec(),
        factors: factors_in(l, d),
        factors_en: factors_of(d),
        kaal_sarp_type: None,
        extent: None,
        side: None,
        side_name: None,
        from_moon: None,
        from_venus: None,
        cancellations: Vec::new(),
    };
    let mut specific = match &d.finding {
        Finding::Mangal(m) => mangal_specific(l, m, &mut out),
        Finding::KaalSarp(k) => kaal_sarp_specific(l, k, &mut out),
        Finding::Contacts(cs) => cs.iter().map(|c| contact_text(l, c)).collect(),
        Finding::Shrapit {
            orb,
            jupiter_relief,
        } => {
            let mut v = vec![sentence(
                l,
                key!("doshas.shrapit.found"),
                &[
                    ("house", &houses(l, &d.affected_houses)),
                    ("orb", &format!("{:.0}", round(*orb, 0))),
                ],
            )];
            if *jupiter_relief {
                v.push(content::text(l, key!("doshas.shrapit.jupiter")));
            }
            v
        }
        Finding::None => Vec::new(),
    };
    specific.push(content::text(
        l,
        key!("doshas.severity.{}", d.severity.name()),
    ));
    out.description = join(std::iter::once(general).chain(specific));
    out
}

/// The Mangal dosha's own sentences (houses from the ascendant, the Moon and Venus, and its
/// cancellations), its fields set on `out`.
fn mangal_specific(l: Locale, m: &MangalDosha, out: &mut FoundOut) -> Vec<String> {
    let mut specific = vec![sentence(
        l,
        key!("doshas.mangal.found"),
        &[("house", &house(l, m.house_from_ascendant))],
    )];
    if m.from_moon {
        specific.push(sentence(
            l,
            key!("doshas.mangal.fromMoon"),
            &[("house", &house(l, m.house_from_moon))],
        ));
    }
    if m.from_venus {
        specific.push(sentence(
            l,
            key!("doshas.mangal.fromVenus"),
            &[("house", &house(l, m.house_from_venus))],
        ));
    }
    out.from_moon = Some(m.from_moon);
    out.from_venus = Some(m.from_venus);
    out.cancellations = m
        .cancellations
        .iter()
        .map(|c| content::text(l, key!("doshas.mangal.cancellations.{}", c.key())))
        .collect();
    specific.extend(out.cancellations.iter().cloned());
    specific
}

/// The Kaal Sarp dosha's own sentences (the nodes' houses, its side, type and extent), its
/// fields set on `out`.
fn kaal_sarp_specific(l: Locale, k: &KaalSarp, out: &mut FoundOut) -> Vec<String> {
    out.kaal_sarp_type = Some(crate::calc::names::Named(KaalSarpType::of_rahu_house(
        k.rahu_house,
    )));
    out.extent = Some(crate::calc::names::Named(k.extent));
    out.side = Some(k.side);
    out.side_name = Some(content::text(
        l,
        key!("doshas.kaalSarp.sideName.{}", k.side.name()),
    ));
    vec![
        sentence(
            l,
            key!("doshas.kaalSarp.found"),
            &[
                ("rahu", &house(l, k.rahu_house)),
                ("ketu", &house(l, k.ketu_house)),
            ],
        ),
        content::text(l, key!("doshas.kaalSarp.side.{}", k.side.name())),
        content::text(l, key!("doshas.kaalSarp.types.{}", k.kind)),
        content::text(l, key!("doshas.kaalSarp.extent.{}", k.extent.name())),
    ]
}

pub(super) fn reply(ctx: &Ctx) -> Result<DoshasOut, CalcError> {
    let l = ctx.locale();
    let doshas = doshas::doshas(ctx.chart())
        .iter()
        .map(|d| DoshaOut {
            name: crate::calc::names::Named(d.kind),
            is_present: d.present,
            found: d.present.then(|| found_out(l, d)),
        })
        .collect();
    Ok(DoshasOut { doshas })
}
