//! `POST /v1/elements`: the balance of fire, earth, air and water over the
//! ascendant and the nine grahas, each weighted by [`element_weight`].

use super::{element_name, fill_sentence};
use crate::astro::Element;
use crate::astro::chart::element_weight;
use crate::calc::names::{ChartPoint, Named};
use crate::calc::{CalcError, Ctx};
use crate::content;
use crate::key;
use serde::Serialize;

const ELEMENTS: [Element; 4] = [Element::Fire, Element::Earth, Element::Air, Element::Water];

/// Per-element figures of the balance.
#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ElementFigures {
    pub fire: f64,
    pub earth: f64,
    pub air: f64,
    pub water: f64,
}

impl ElementFigures {
    fn from(v: [f64; 4]) -> Self {
        ElementFigures {
            fire: v[0],
            earth: v[1],
            air: v[2],
            water: v[3],
        }
    }
}

/// One chart point counted in the balance.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ElementPlacement {
    /// `Ascendant` or a graha.
    #[schema(value_type = String)]
    pub point: Named<ChartPoint>,
    #[schema(value_type = crate::calc::names::SignName)]
    pub sign: crate::astro::Sign,
    #[schema(value_type = crate::astro::Element)]
    pub element: crate::astro::Element,
    pub weight: f64,
}

/// `POST /v1/elements`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ElementsOut {
    /// Points in each element, unweighted (nine grahas and the ascendant: 10 in all).
    pub counts: ElementFigures,
    /// Weighted shares, percent, one decimal, summing to 100.
    pub percentages: ElementFigures,
    /// Each point counted, with its sign, element and weight (see `element_weight`).
    pub placements: Vec<ElementPlacement>,
    #[schema(value_type = crate::astro::Element)]
    pub dominant: crate::astro::Element,
    #[schema(value_type = crate::astro::Element)]
    pub weakest: crate::astro::Element,
    /// Elements with no point at all.
    #[schema(value_type = Vec<crate::astro::Element>)]
    pub lacking: Vec<crate::astro::Element>,
    #[schema(value_type = crate::astro::Element)]
    pub moon_element: crate::astro::Element,
    #[schema(value_type = crate::astro::Element)]
    pub ascendant_element: crate::astro::Element,
    /// Whether no element stands out (largest minus smallest share under 15 points).
    pub balanced: bool,
    pub interpretation: String,
}

/// Rounds shares to one decimal so that they still sum to 100 (largest remainder).
fn shares_to_100(raw: [f64; 4]) -> [f64; 4] {
    let tenths = raw.map(|x| x * 10.0);
    let mut out = tenths.map(f64::floor);
    let missing = (1000.0 - out.iter().sum::<f64>()).round() as usize;
    let mut order = [0, 1, 2, 3];
    order.sort_by(|&a, &b| (tenths[b] - out[b]).total_cmp(&(tenths[a] - out[a])));
    for &i in order.iter().take(missing) {
        out[i] += 1.0;
    }
    out.map(|x| x / 10.0)
}

/// `POST /v1/elements`
pub fn elements(ctx: &Ctx) -> Result<ElementsOut, CalcError> {
    let c = ctx.chart();
    let l = ctx.locale();
    let mut placements = vec![ElementPlacement {
        point: Named(ChartPoint::Ascendant),
        sign: c.ascendant_sign(),
        element: c.ascendant_sign().element(),
        weight: element_weight(None),
    }];
    placements.extend(c.grahas.iter().map(|g| ElementPlacement {
        point: Named(ChartPoint::Graha(g.planet)),
        sign: g.sign(),
        element: g.sign().element(),
        weight: element_weight(Some(g.planet)),
    }));
    let mut counts = [0.0; 4];
    let mut weighted = [0.0; 4];
    for p in &placements {
        let i = ELEMENTS.iter().position(|e| *e == p.element).unwrap_or(0);
        counts[i] += 1.0;
        weighted[i] += p.weight;
    }
    let total: f64 = weighted.iter().sum();
    let pct = shares_to_100(weighted.map(|w| w / total * 100.0));
    // Ties: the element with more points, then the traditional order fire, earth, air, water.
    let rank = |i: usize| (pct[i], counts[i]);
    let dominant = (0..4)
        .reduce(|a, b| if rank(b) > rank(a) { b } else { a })
        .unwrap_or(0);
    let weakest = (0..4)
        .reduce(|a, b| if rank(b) < rank(a) { b } else { a })
        .unwrap_or(0);
    let balanced = pct[dominant] - pct[weakest] < 15.0;
    let name = |i: usize| element_name(ELEMENTS[i]);
    let local = |i: usize| content::text(l, key!("elements.{}.name", name(i)));
    let moon_el = c.moon_sign().element();
    let mut text = vec![fill_sentence(
        l,
        key!("elements.template.summary"),
        &[
            ("dominant", &local(dominant)),
            ("dominantPct", &format!("{:.1}", pct[dominant])),
            ("weakest", &local(weakest)),
            ("weakestPct", &format!("{:.1}", pct[weakest])),
        ],
    )];
    if balanced {
        text.push(content::text(l, key!("elements.template.balanced")));
    } else {
        text.push(content::text(
            l,
            key!("elements.{}.dominant", name(dominant)),
        ));
        text.push(content::text(l, key!("elements.{}.lacking", name(weakest))));
    }
    text.push(content::text(
        l,
        key!("elements.{}.moon", element_name(moon_el)),
    ));
    Ok(ElementsOut {
        counts: ElementFigures::from(counts),
        percentages: ElementFigures::from(pct),
        placements,
        dominant: ELEMENTS[dominant],
        weakest: ELEMENTS[weakest],
        lacking: (0..4)
            .filter(|&i| counts[i] == 0.0)
            .map(|i| ELEMENTS[i])
            .collect(),
        moon_element: moon_el,
        ascendant_element: c.ascendant_sign().element(),
        balanced,
        interpretation: text.join(" "),
    })
}
