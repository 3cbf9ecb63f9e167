//! Tajika aspects and the Tajika yogas between the seven grahas of an annual chart (Tajika
//! Neelakanthi, Samjna Tantra).
//!
//! An aspect is cast by sign: the 3rd/11th (sextile) and 5th/9th (trine) are friendly, the
//! 1st (conjunction), 4th/10th (square) and 7th (opposition) inimical; the 2nd, 6th, 8th and
//! 12th cast none. It is in force within the mean of the two grahas' orbs (deeptamsa: Sun 15°,
//! Moon 12°, Mars 8°, Mercury 7°, Jupiter 9°, Venus 7°, Saturn 9°), and applying while the
//! quicker graha closes on the exact angle.

use crate::chart::Chart;
use crate::dignity::{Relation, debilitation, exaltation, is_combust, natural_relation, owns};
use crate::types::Planet;

/// A Tajika aspect by the signs' distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "schema", schema(as = TajikaAspectKind))]
#[serde(rename_all = "camelCase")]
pub enum AspectKind {
    Conjunction,
    Sextile,
    Square,
    Trine,
    Opposition,
}

impl AspectKind {
    pub const ALL: [AspectKind; 5] = [
        AspectKind::Conjunction,
        AspectKind::Sextile,
        AspectKind::Square,
        AspectKind::Trine,
        AspectKind::Opposition,
    ];
    pub fn name(self) -> &'static str {
        match self {
            AspectKind::Conjunction => "conjunction",
            AspectKind::Sextile => "sextile",
            AspectKind::Square => "square",
            AspectKind::Trine => "trine",
            AspectKind::Opposition => "opposition",
        }
    }
    /// The exact angle, degrees.
    pub fn angle(self) -> f64 {
        match self {
            AspectKind::Conjunction => 0.0,
            AspectKind::Sextile => 60.0,
            AspectKind::Square => 90.0,
            AspectKind::Trine => 120.0,
            AspectKind::Opposition => 180.0,
        }
    }
    /// Sextiles and trines are friendly; the rest inimical.
    pub fn friendly(self) -> bool {
        matches!(self, AspectKind::Sextile | AspectKind::Trine)
    }
    /// The aspect between two signs `house` apart (1–12, counted inclusively), if any.
    pub fn of_house(house: u8) -> Option<AspectKind> {
        match house {
            1 => Some(AspectKind::Conjunction),
            3 | 11 => Some(AspectKind::Sextile),
            4 | 10 => Some(AspectKind::Square),
            5 | 9 => Some(AspectKind::Trine),
            7 => Some(AspectKind::Opposition),
            _ => None,
        }
    }
}

/// Whether a graha in `house` (1–12 from the ascendant) aspects the ascendant.
pub(super) fn aspecting_house(house: u8) -> bool {
    AspectKind::of_house(house).is_some()
}

/// A graha's orb (deeptamsa), degrees.
pub fn deeptamsa(p: Planet) -> f64 {
    match p {
        Planet::Sun => 15.0,
        Planet::Moon => 12.0,
        Planet::Mars => 8.0,
        Planet::Mercury | Planet::Venus => 7.0,
        Planet::Jupiter | Planet::Saturn => 9.0,
        Planet::Rahu | Planet::Ketu => 0.0,
    }
}

/// A Tajika aspect between two of the seven grahas.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TajikaAspect {
    /// The quicker graha (by its daily motion at the return).
    pub from: Planet,
    pub to: Planet,
    pub kind: AspectKind,
    /// The distance of their degrees within their signs: the aspect is exact at 0.
    pub orb: f64,
    /// Within the mean of the two grahas' orbs.
    pub within_orbs: bool,
    /// The quicker graha is behind the slower in degrees (ahead of it when retrograde): the
    /// aspect is still to perfect.
    pub applying: bool,
}

impl TajikaAspect {
    /// Ithasala: applying within the orbs.
    pub fn ithasala(&self) -> bool {
        self.within_orbs && self.applying
    }
    /// Eesarpha: separating within the orbs.
    pub fn eesarpha(&self) -> bool {
        self.within_orbs && !self.applying
    }
    pub fn involves(&self, p: Planet) -> bool {
        self.from == p || self.to == p
    }
    /// The other graha of the pair.
    pub fn other(&self, p: Planet) -> Planet {
        if self.from == p { self.to } else { self.from }
    }
}

/// Whether graha `a` moves faster than `b` at the return.
fn quicker(chart: &Chart, a: Planet, b: Planet) -> bool {
    chart.graha(a).speed.abs() > chart.graha(b).speed.abs()
}

/// The aspect between two grahas of `chart`, if their signs cast one.
pub fn aspect_between(chart: &Chart, a: Planet, b: Planet) -> Option<TajikaAspect> {
    let (ga, gb) = (chart.graha(a), chart.graha(b));
    let kind = AspectKind::of_house(ga.sign().house_of(gb.sign()))?;
    let (from, to) = if quicker(chart, b, a) { (b, a) } else { (a, b) };
    let (fast, slow) = (chart.graha(from), chart.graha(to));
    let orb = (fast.degree() - slow.degree()).abs();
    let behind = fast.degree() < slow.degree();
    Some(TajikaAspect {
        from,
        to,
        kind,
        orb,
        within_orbs: orb <= (deeptamsa(a) + deeptamsa(b)) / 2.0,
        applying: if fast.speed < 0.0 {
            !behind && orb > 0.0
        } else {
            behind
        },
    })
}

/// Every Tajika aspect among the seven grahas of `chart`, in the order of the grahas.
pub fn tajika_aspects(chart: &Chart) -> Vec<TajikaAspect> {
    let mut out = Vec::new();
    for (i, &a) in Planet::SEVEN.iter().enumerate() {
        for &b in &Planet::SEVEN[i + 1..] {
            out.extend(aspect_between(chart, a, b));
        }
    }
    out
}

/// A Tajika yoga.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "schema", schema(as = TajikaYogaName))]
#[serde(rename_all = "camelCase")]
pub enum TajikaYogaKind {
    Ikkavala,
    Induvara,
    Ithasala,
    Eesarpha,
    Nakta,
    Yamaya,
    Manahoo,
    Kamboola,
    GairiKamboola,
    Khallasara,
    Radda,
    DuhphaliKuttha,
    DutthotthaDavira,
    Tambira,
    Kuttha,
    Durapha,
}

impl TajikaYogaKind {
    pub const ALL: [TajikaYogaKind; 16] = {
        use TajikaYogaKind::*;
        [
            Ikkavala,
            Induvara,
            Ithasala,
            Eesarpha,
            Nakta,
            Yamaya,
            Manahoo,
            Kamboola,
            GairiKamboola,
            Khallasara,
            Radda,
            DuhphaliKuttha,
            DutthotthaDavira,
            Tambira,
            Kuttha,
            Durapha,
        ]
    };
    /// camelCase name as published.
    pub fn name(self) -> &'static str {
        use TajikaYogaKind::*;
        match self {
            Ikkavala => "ikkavala",
            Induvara => "induvara",
            Ithasala => "ithasala",
            Eesarpha => "eesarpha",
            Nakta => "nakta",
            Yamaya => "yamaya",
            Manahoo => "manahoo",
            Kamboola => "kamboola",
            GairiKamboola => "gairiKamboola",
            Khallasara => "khallasara",
            Radda => "radda",
            DuhphaliKuttha => "duhphaliKuttha",
            DutthotthaDavira => "dutthotthaDavira",
            Tambira => "tambira",
            Kuttha => "kuttha",
            Durapha => "durapha",
        }
    }
}

/// A Tajika yoga formed in the annual chart, with the grahas that form it (for a yoga of two,
/// the quicker first; for a yoga of three, the pair then the graha that joins or spoils it).
#[derive(Debug, Clone, PartialEq)]
pub struct TajikaYoga {
    pub kind: TajikaYogaKind,
    pub planets: Vec<Planet>,
}

/// In its own or exaltation sign.
fn strong(chart: &Chart, p: Planet) -> bool {
    let sign = chart.graha(p).sign();
    owns(p, sign) || exaltation(p).is_some_and(|(s, _)| s == sign)
}

/// Debilitated, combust or retrograde: a graha that cannot keep its promise (Radda).
fn failing(chart: &Chart, p: Planet) -> bool {
    let g = chart.graha(p);
    debilitation(p) == Some(g.sign()) || is_combust(chart, p) || (g.retrograde && p != Planet::Sun)
}

/// Debilitated or in a natural enemy's sign: a weak graha (Duhphali-kuttha,
/// Dutthottha-davira).
fn weak(chart: &Chart, p: Planet) -> bool {
    let sign = chart.graha(p).sign();
    debilitation(p) == Some(sign) || natural_relation(p, sign.lord()) == Relation::Enemy
}

/// The Tajika yogas formed in the annual chart (Tajika Neelakanthi, Samjna Tantra, the sixteen
/// yogas), read as follows:
/// - Ikkavala: all seven grahas in kendras (1, 4, 7, 10) and panapharas (2, 5, 8, 11); Induvara:
///   all seven in apoklimas (3, 6, 9, 12).
/// - Ithasala: two grahas in aspect, within their orbs, the quicker still behind; Eesarpha: the
///   quicker already past.
/// - Nakta: two grahas in no aspect, both in ithasala with a third quicker than both, which
///   carries the light between them; Yamaya: the same with a third slower than both, which
///   collects it.
/// - Manahoo: Mars or Saturn with the quicker graha of an ithasala, in its sign or in an
///   inimical aspect, within orbs: the promise is cut.
/// - Kamboola: the Moon in ithasala with a graha of an ithasala; Gairi-kamboola: the Moon,
///   in no ithasala, in the last degrees of its sign, to form one from the next sign with a
///   strong graha of an ithasala; Khallasara: an ithasala while the Moon forms none at all (void
///   of course).
/// - Radda: a graha of an ithasala debilitated, combust or retrograde, or in the 6th, 8th or
///   12th; Duhphali-kuttha: the slower of an ithasala strong (own or exaltation sign) and the
///   quicker weak (debilitated or in an enemy's sign); Dutthottha-davira: both of an ithasala
///   weak and a strong graha in ithasala with one of them.
/// - Tambira: a quicker graha in the last degree of its sign that perfects the aspect with a
///   strong, slower one from the next sign.
/// - Kuttha: a graha strong (own or exaltation sign) in a kendra or panaphara and not combust;
///   Durapha: a graha weak (debilitated, combust or in an enemy's sign) in an apoklima.
pub fn tajika_yogas(chart: &Chart, aspects: &[TajikaAspect]) -> Vec<TajikaYoga> {
    let mut r = Reading {
        chart,
        aspects,
        out: Vec::new(),
    };
    r.placements();
    for x in aspects {
        if x.ithasala() {
            r.push(TajikaYogaKind::Ithasala, vec![x.from, x.to]);
        } else if x.eesarpha() {
            r.push(TajikaYogaKind::Eesarpha, vec![x.from, x.to]);
        }
    }
    r.nakta_yamaya();
    let moon_ithasala = aspects
        .iter()
        .any(|x| x.involves(Planet::Moon) && x.ithasala());
    for x in aspects.iter().filter(|a| a.ithasala()) {
        r.manahoo(x);
        if !x.involves(Planet::Moon) {
            r.moon_yogas(x, moon_ithasala);
        }
        r.spoiled(x);
    }
    r.tambira();
    r.kuttha_durapha();
    r.out
}

/// The Tajika yogas of an annual chart as they are found (each once, in order).
struct Reading<'a> {
    chart: &'a Chart,
    aspects: &'a [TajikaAspect],
    out: Vec<TajikaYoga>,
}

impl Reading<'_> {
    /// Adds a yoga unless the same one with the same grahas is there.
    fn push(&mut self, kind: TajikaYogaKind, planets: Vec<Planet>) {
        if !self
            .out
            .iter()
            .any(|y| y.kind == kind && y.planets == planets)
        {
            self.out.push(TajikaYoga { kind, planets });
        }
    }

    /// The aspect between two grahas, if any.
    fn find(&self, a: Planet, b: Planet) -> Option<&TajikaAspect> {
        self.aspects
            .iter()
            .find(|x| x.involves(a) && x.involves(b) && a != b)
    }

    /// Whether two grahas are in ithasala.
    fn in_ithasala(&self, a: Planet, b: Planet) -> bool {
        self.find(a, b).is_some_and(TajikaAspect::ithasala)
    }

    /// Ikkavala and Induvara, by the houses of all seven grahas.
    fn placements(&mut self) {
        let houses: Vec<u8> = Planet::SEVEN
            .iter()
            .map(|&p| self.chart.graha(p).house)
            .collect();
        if houses.iter().all(|h| !matches!(h, 3 | 6 | 9 | 12)) {
            self.push(TajikaYogaKind::Ikkavala, Planet::SEVEN.to_vec());
        }
        if houses.iter().all(|h| matches!(h, 3 | 6 | 9 | 12)) {
            self.push(TajikaYogaKind::Induvara, Planet::SEVEN.to_vec());
        }
    }

    /// Nakta and Yamaya: a pair without an aspect, joined through a third graha.
    fn nakta_yamaya(&mut self) {
        let chart = self.chart;
        for (i, &a) in Planet::SEVEN.iter().enumerate() {
            for &b in &Planet::SEVEN[i + 1..] {
                if self.find(a, b).is_some() {
                    continue;
                }
                for &c in Planet::SEVEN.iter().filter(|&&c| c != a && c != b) {
                    if !(self.in_ithasala(a, c) && self.in_ithasala(b, c)) {
                        continue;
                    }
                    if quicker(chart, c, a) && quicker(chart, c, b) {
                        self.push(TajikaYogaKind::Nakta, vec![a, b, c]);
                    } else if quicker(chart, a, c) && quicker(chart, b, c) {
                        self.push(TajikaYogaKind::Yamaya, vec![a, b, c]);
                    }
                }
            }
        }
    }

    /// Manahoo: Mars or Saturn cutting ithasala `x` from its quicker graha.
    fn manahoo(&mut self, x: &TajikaAspect) {
        for malefic in [Planet::Mars, Planet::Saturn] {
            if x.involves(malefic) {
                continue;
            }
            if let Some(m) = self.find(x.from, malefic)
                && m.within_orbs
                && !m.kind.friendly()
            {
                self.push(TajikaYogaKind::Manahoo, vec![x.from, x.to, malefic]);
            }
        }
    }

    /// Kamboola, Gairi-kamboola and Khallasara: the Moon with ithasala `x` (one the Moon is
    /// not part of), having formed an ithasala of its own (`moon_ithasala`) or not.
    fn moon_yogas(&mut self, x: &TajikaAspect, moon_ithasala: bool) {
        let (chart, moon) = (self.chart, Planet::Moon);
        let with_moon = vec![x.from, x.to, moon];
        if [x.from, x.to]
            .into_iter()
            .any(|p| self.in_ithasala(moon, p))
        {
            self.push(TajikaYogaKind::Kamboola, with_moon.clone());
        } else if [x.from, x.to].into_iter().any(|p| {
            let g = chart.graha(moon);
            if moon_ithasala || !strong(chart, p) {
                return false;
            }
            let next = g.sign().nth(2);
            let orb = (deeptamsa(moon) + deeptamsa(p)) / 2.0;
            g.degree() >= 30.0 - orb
                && AspectKind::of_house(next.house_of(chart.graha(p).sign())).is_some()
                && chart.graha(p).degree() <= orb
        }) {
            self.push(TajikaYogaKind::GairiKamboola, with_moon.clone());
        }
        if !moon_ithasala {
            self.push(TajikaYogaKind::Khallasara, with_moon);
        }
    }

    /// Radda, Duhphali-kuttha and Dutthottha-davira: ithasala `x` with a failing, hidden or
    /// weak graha.
    fn spoiled(&mut self, x: &TajikaAspect) {
        let chart = self.chart;
        let pair = vec![x.from, x.to];
        let hidden = |p: Planet| matches!(chart.graha(p).house, 6 | 8 | 12);
        if failing(chart, x.from) || failing(chart, x.to) || hidden(x.from) || hidden(x.to) {
            self.push(TajikaYogaKind::Radda, pair.clone());
        }
        if strong(chart, x.to) && weak(chart, x.from) {
            self.push(TajikaYogaKind::DuhphaliKuttha, pair.clone());
        }
        if weak(chart, x.from) && weak(chart, x.to) {
            for &c in Planet::SEVEN
                .iter()
                .filter(|&&c| !x.involves(c) && strong(chart, c))
            {
                if self.in_ithasala(c, x.from) || self.in_ithasala(c, x.to) {
                    self.push(TajikaYogaKind::DutthotthaDavira, vec![x.from, x.to, c]);
                }
            }
        }
    }

    /// Tambira: the quicker graha on the last degree of its sign, the aspect perfecting from
    /// the next sign.
    fn tambira(&mut self) {
        let chart = self.chart;
        for &a in &Planet::SEVEN {
            let ga = chart.graha(a);
            if ga.degree() < 29.0 || ga.speed <= 0.0 {
                continue;
            }
            let next = ga.sign().nth(2);
            for &b in Planet::SEVEN
                .iter()
                .filter(|&&b| b != a && quicker(chart, a, b) && strong(chart, b))
            {
                let gb = chart.graha(b);
                let orb = (deeptamsa(a) + deeptamsa(b)) / 2.0;
                if AspectKind::of_house(next.house_of(gb.sign())).is_some() && gb.degree() <= orb {
                    self.push(TajikaYogaKind::Tambira, vec![a, b]);
                }
            }
        }
    }

    /// Kuttha and Durapha: a graha strong in a kendra or panaphara, weak in an apoklima.
    fn kuttha_durapha(&mut self) {
        let chart = self.chart;
        for &p in &Planet::SEVEN {
            let g = chart.graha(p);
            if !matches!(g.house, 3 | 6 | 9 | 12) && strong(chart, p) && !is_combust(chart, p) {
                self.push(TajikaYogaKind::Kuttha, vec![p]);
            }
            if matches!(g.house, 3 | 6 | 9 | 12) && (weak(chart, p) || is_combust(chart, p)) {
                self.push(TajikaYogaKind::Durapha, vec![p]);
            }
        }
    }
}
