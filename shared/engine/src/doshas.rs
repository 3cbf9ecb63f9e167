//! The five doshas of `POST /v1/dosha`: Mangal, Kaal Sarp, Pitra, Shrapit and Grahan.
//!
//! `present` follows the published trigger exactly (docs/architecture.md, "Conventions of the
//! engine"):
//! - Mangal: Mars in the 1st, 4th, 7th, 8th or 12th from the ascendant, by
//!   [`super::mangal::mangal_dosha`] (which also reads it from the Moon and Venus and names the
//!   classical cancellations; those move the severity, never the presence);
//! - Kaal Sarp: all seven planets (Sun to Saturn) on one side of the nodal axis, by longitude:
//!   either inside the arc from Rahu forward (in the order of the signs) to Ketu, the
//!   *ascending* side (udit, anuloma), or inside the arc from Ketu forward to Rahu, the
//!   *descending* side (anudit, viloma), also called Kaal Amrit. The two sides and the name
//!   Kaal Amrit for the second follow the popular almanac reading of the verse "agre rāhur adho
//!   ketuḥ, sarve madhya-gatā grahāḥ … anuloma-vilomāt kāla dvidhā'yaṁ kālasarpa-yogaḥ" (two
//!   kinds, in and against the order of the signs; ref: kundali.blogspot.com "Kala-Sarpa Yoga"
//!   2006: Rahu first counting from the ascendant is Kaal Sarp, Ketu first "Kaal Amruta";
//!   bagulamukhijyotishtantra.com: "udit" when Rahu is at the upper end, "anudit" when Ketu
//!   is). Authors differ on which side deserves which name; the side is reported, the severity
//!   does not depend on it. The arcs are closed: a planet on a node's exact degree is hemmed
//!   (swallowed by the node, not outside the snake) and, sharing the node's sign, makes the
//!   dosha partial, the "anshik" Kaal Sarp of the same sources, which ask for "no planet
//!   conjunct Rahu or Ketu" only of the complete form. *Full* when none of the seven shares a
//!   sign with a node, *partial* when one or more does (inside the arc by degree, on the axis
//!   by sign). Its named type follows Rahu's house on either side: 1 Anant, 2 Kulik, 3 Vasuki,
//!   4 Shankhpal, 5 Padma, 6 Mahapadma, 7 Takshak, 8 Karkotak, 9 Shankhachud, 10 Ghatak,
//!   11 Vishdhar, 12 Sheshnag;
//! - Pitra: the Sun or the Moon afflicted by Rahu or Ketu, i.e. in the same sign as a node or
//!   receiving a node's 5th or 9th aspect (a node's 7th aspect falls on the sign of the other
//!   node, a conjunction already);
//! - Shrapit: Saturn and Rahu in the same sign;
//! - Grahan: the Sun or the Moon in the same sign as Rahu or Ketu.
//!
//! Kaal Sarp, Pitra (in this form), Shrapit and Grahan are not stated in BPHS: they belong to
//! the later, largely oral tradition that modern almanacs follow; the triggers are the spec's,
//! and the severity scales below are ours, documented here. Severity, lightest first:
//! `low`, `moderate`, `high` (and `cancelled` for Mangal only):
//! - Kaal Sarp: full is high, partial moderate;
//! - Pitra: a node aspect only is low, a conjunction moderate, a conjunction within 10° high;
//!   both luminaries afflicted raises it one step;
//! - Grahan: the closest luminary–node pair within 10° is high, within 20° moderate, else low;
//!   both luminaries eclipsed raises it one step;
//! - Shrapit: Saturn–Rahu within 10° high, within 20° moderate, else low; Jupiter joining or
//!   aspecting the pair (the great benefic's protection, as for Mangal dosha) lowers it one step,
//!   never below low.

use super::aspects::{NodeAspects, aspect_distance};
use super::chart::Chart;
use super::mangal::{MangalDosha, Severity, mangal_dosha};
use super::types::{Planet, Sign};
use serde::Serialize;

/// The five doshas, in their published order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum DoshaKind {
    Mangal,
    KaalSarp,
    Pitra,
    Shrapit,
    Grahan,
}

impl DoshaKind {
    pub const ALL: [DoshaKind; 5] = [
        DoshaKind::Mangal,
        DoshaKind::KaalSarp,
        DoshaKind::Pitra,
        DoshaKind::Shrapit,
        DoshaKind::Grahan,
    ];

    /// Name as published.
    pub fn name(self) -> &'static str {
        match self {
            DoshaKind::Mangal => "Mangal Dosha",
            DoshaKind::KaalSarp => "Kaal Sarp Dosha",
            DoshaKind::Pitra => "Pitra Dosha",
            DoshaKind::Shrapit => "Shrapit Dosha",
            DoshaKind::Grahan => "Grahan Dosha",
        }
    }

    /// camelCase key, also the content key (`doshas.<key>`).
    pub fn key(self) -> &'static str {
        match self {
            DoshaKind::Mangal => "mangal",
            DoshaKind::KaalSarp => "kaalSarp",
            DoshaKind::Pitra => "pitra",
            DoshaKind::Shrapit => "shrapit",
            DoshaKind::Grahan => "grahan",
        }
    }
}

/// Kaal Sarp: all planets inside the axis by sign as well as by degree, or only by degree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Extent {
    Full,
    Partial,
}

impl Extent {
    pub fn name(self) -> &'static str {
        match self {
            Extent::Full => "full",
            Extent::Partial => "partial",
        }
    }
}

/// Kaal Sarp: the side of the nodal axis that holds the seven planets (module doc).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Inside the arc from Rahu forward (in the order of the signs) to Ketu: udit.
    Ascending,
    /// Inside the arc from Ketu forward to Rahu: anudit, also called Kaal Amrit.
    Descending,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::Ascending, Side::Descending];

    pub fn name(self) -> &'static str {
        match self {
            Side::Ascending => "ascending",
            Side::Descending => "descending",
        }
    }
}

/// The twelve named Kaal Sarp types, by Rahu's house 1–12.
pub const KAAL_SARP_TYPES: [&str; 12] = [
    "Anant",
    "Kulik",
    "Vasuki",
    "Shankhpal",
    "Padma",
    "Mahapadma",
    "Takshak",
    "Karkotak",
    "Shankhachud",
    "Ghatak",
    "Vishdhar",
    "Sheshnag",
];

/// A Kaal Sarp found in a chart.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct KaalSarp {
    pub extent: Extent,
    pub side: Side,
    /// The named type, from [`KAAL_SARP_TYPES`].
    pub kind: &'static str,
    pub rahu_house: u8,
    pub ketu_house: u8,
}

/// How a node touches a luminary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum Contact {
    /// Same sign.
    Conjunction,
    /// The node's 5th or 9th aspect.
    Aspect,
}

/// A luminary touched by a node.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct NodeContact {
    pub luminary: Planet,
    pub node: Planet,
    pub contact: Contact,
    /// Separation in longitude, degrees (0–180).
    pub orb: f64,
}

/// Dosha-specific findings.
#[derive(Debug, Clone, PartialEq)]
pub enum Finding {
    Mangal(MangalDosha),
    KaalSarp(KaalSarp),
    /// Pitra and Grahan: the luminary–node contacts.
    Contacts(Vec<NodeContact>),
    Shrapit {
        /// Saturn–Rahu separation, degrees.
        orb: f64,
        /// Jupiter joins or aspects the pair.
        jupiter_relief: bool,
    },
    None,
}

/// One dosha judged against a chart.
#[derive(Debug, Clone, PartialEq)]
pub struct Dosha {
    pub kind: DoshaKind,
    pub present: bool,
    /// [`Severity::None`] when absent.
    pub severity: Severity,
    /// Houses (1–12 from the ascendant) the dosha sits in; empty when absent.
    pub affected_houses: Vec<u8>,
    /// The planets behind it; empty when absent.
    pub planets: Vec<Planet>,
    pub finding: Finding,
}

impl Dosha {
    fn absent(kind: DoshaKind) -> Self {
        Dosha {
            kind,
            present: false,
            severity: Severity::None,
            affected_houses: Vec::new(),
            planets: Vec::new(),
            finding: Finding::None,
        }
    }
}

/// All five doshas of a chart, in [`DoshaKind::ALL`] order.
pub fn doshas(chart: &Chart) -> [Dosha; 5] {
    [
        mangal(chart),
        kaal_sarp(chart),
        pitra(chart),
        shrapit(chart),
        grahan(chart),
    ]
}

fn raised(s: Severity) -> Severity {
    match s {
        Severity::Low => Severity::Moderate,
        Severity::Moderate | Severity::High => Severity::High,
        other => other,
    }
}

fn by_orb(orb: f64) -> Severity {
    if orb < 10.0 {
        Severity::High
    } else if orb < 20.0 {
        Severity::Moderate
    } else {
        Severity::Low
    }
}

fn sorted_houses(chart: &Chart, planets: &[Planet]) -> Vec<u8> {
    let mut hs: Vec<u8> = planets.iter().map(|&p| chart.graha(p).house).collect();
    hs.sort_unstable();
    hs.dedup();
    hs
}

/// Mangal dosha from the shared rule in [`super::mangal`].
pub fn mangal(chart: &Chart) -> Dosha {
    let m = mangal_dosha(chart);
    if !m.present {
        return Dosha::absent(DoshaKind::Mangal);
    }
    Dosha {
        kind: DoshaKind::Mangal,
        present: true,
        severity: m.severity,
        affected_houses: m.houses.clone(),
        planets: vec![Planet::Mars],
        finding: Finding::Mangal(m),
    }
}

/// The Kaal Sarp of a chart, if all seven planets lie inside the Rahu→Ketu arc (ascending) or
/// the Ketu→Rahu arc (descending), both arcs closed: a planet on a node's degree is inside.
pub fn find_kaal_sarp(chart: &Chart) -> Option<KaalSarp> {
    let rahu = chart.graha(Planet::Rahu);
    let ketu = chart.graha(Planet::Ketu);
    // Each planet's distance forward from Rahu; Ketu sits at 180.
    let from_rahu: Vec<f64> = Planet::SEVEN
        .iter()
        .map(|&p| rahu.longitude.forward_to(chart.graha(p).longitude))
        .collect();
    let side = if from_rahu.iter().all(|&d| d <= 180.0) {
        Side::Ascending
    } else if from_rahu.iter().all(|&d| d == 0.0 || d >= 180.0) {
        Side::Descending
    } else {
        return None;
    };
    let on_axis = |s: Sign| s == rahu.sign() || s == ketu.sign();
    let extent = if Planet::SEVEN
        .iter()
        .any(|&p| on_axis(chart.graha(p).sign()))
    {
        Extent::Partial
    } else {
        Extent::Full
    };
    Some(KaalSarp {
        extent,
        side,
        kind: KAAL_SARP_TYPES[usize::from(rahu.house) - 1],
        rahu_house: rahu.house,
        ketu_house: ketu.house,
    })
}

/// Kaal Sarp dosha: all seven planets on one side of the nodal axis.
pub fn kaal_sarp(chart: &Chart) -> Dosha {
    let Some(k) = find_kaal_sarp(chart) else {
        return Dosha::absent(DoshaKind::KaalSarp);
    };
    Dosha {
        kind: DoshaKind::KaalSarp,
        present: true,
        severity: match k.extent {
            Extent::Full => Severity::High,
            Extent::Partial => Severity::Moderate,
        },
        affected_houses: vec![k.rahu_house, k.ketu_house],
        planets: vec![Planet::Rahu, Planet::Ketu],
        finding: Finding::KaalSarp(k),
    }
}

/// Contacts of the luminaries with the nodes: conjunctions, and with `aspects` also the
/// nodes' 5th and 9th aspects.
fn node_contacts(chart: &Chart, aspects: bool) -> Vec<NodeContact> {
    let mut out = Vec::new();
    for luminary in [Planet::Sun, Planet::Moon] {
        let l = chart.graha(luminary);
        for node in [Planet::Rahu, Planet::Ketu] {
            let n = chart.graha(node);
            let contact = if n.sign() == l.sign() {
                Contact::Conjunction
            } else if aspects
                && aspect_distance(node, n.sign(), l.sign(), NodeAspects::FiveSevenNine).is_some()
                && n.sign().house_of(l.sign()) != 7
            {
                Contact::Aspect
            } else {
                continue;
            };
            out.push(NodeContact {
                luminary,
                node,
                contact,
                orb: l.longitude.separation(n.longitude),
            });
        }
    }
    out
}

fn luminaries(contacts: &[NodeContact]) -> Vec<Planet> {
    let mut v: Vec<Planet> = contacts.iter().map(|c| c.luminary).collect();
    v.dedup();
    v
}

fn nodes(contacts: &[NodeContact]) -> Vec<Planet> {
    let mut v: Vec<Planet> = contacts.iter().map(|c| c.node).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Pitra dosha: the Sun or Moon afflicted by Rahu or Ketu.
pub fn pitra(chart: &Chart) -> Dosha {
    let contacts = node_contacts(chart, true);
    if contacts.is_empty() {
        return Dosha::absent(DoshaKind::Pitra);
    }
    let conj: Vec<&NodeContact> = contacts
        .iter()
        .filter(|c| c.contact == Contact::Conjunction)
        .collect();
    let mut severity = if conj.iter().any(|c| c.orb < 10.0) {
        Severity::High
    } else if !conj.is_empty() {
        Severity::Moderate
    } else {
        Severity::Low
    };
    let lum = luminaries(&contacts);
    if lum.len() == 2 {
        severity = raised(severity);
    }
    let mut planets = lum.clone();
    planets.extend(nodes(&contacts));
    Dosha {
        kind: DoshaKind::Pitra,
        present: true,
        severity,
        affected_houses: sorted_houses(chart, &lum),
        planets,
        finding: Finding::Contacts(contacts),
    }
}

/// Grahan dosha: the Sun or Moon in the sign of Rahu or Ketu.
pub fn grahan(chart: &Chart) -> Dosha {
    let contacts = node_contacts(chart, false);
    if contacts.is_empty() {
        return Dosha::absent(DoshaKind::Grahan);
    }
    let closest = contacts.iter().map(|c| c.orb).fold(f64::INFINITY, f64::min);
    let mut severity = by_orb(closest);
    let lum = luminaries(&contacts);
    if lum.len() == 2 {
        severity = raised(severity);
    }
    let mut planets = lum.clone();
    planets.extend(nodes(&contacts));
    Dosha {
        kind: DoshaKind::Grahan,
        present: true,
        severity,
        affected_houses: sorted_houses(chart, &lum),
        planets,
        finding: Finding::Contacts(contacts),
    }
}

/// Shrapit dosha: Saturn and Rahu in one sign.
pub fn shrapit(chart: &Chart) -> Dosha {
    let saturn = chart.graha(Planet::Saturn);
    let rahu = chart.graha(Planet::Rahu);
    if saturn.sign() != rahu.sign() {
        return Dosha::absent(DoshaKind::Shrapit);
    }
    let orb = saturn.longitude.separation(rahu.longitude);
    let jupiter = chart.graha(Planet::Jupiter).sign();
    let jupiter_relief = jupiter == saturn.sign()
        || aspect_distance(
            Planet::Jupiter,
            jupiter,
            saturn.sign(),
            NodeAspects::FiveSevenNine,
        )
        .is_some();
    let mut severity = by_orb(orb);
    if jupiter_relief {
        severity = match severity {
            Severity::High => Severity::Moderate,
            _ => Severity::Low,
        };
    }
    Dosha {
        kind: DoshaKind::Shrapit,
        present: true,
        severity,
        affected_houses: vec![saturn.house],
        planets: vec![Planet::Saturn, Planet::Rahu],
        finding: Finding::Shrapit {
            orb,
            jupiter_relief,
        },
    }
}
