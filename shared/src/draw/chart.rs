//! North Indian (diamond, houses fixed, signs numbered) and South Indian (signs fixed, Pisces
//! at the top left, running clockwise) chart drawings of a rasi or divisional chart; the East
//! Indian one is in `east.rs`, drawn with the same pieces.

use super::fit::{centre, clip, fit_rows};
use super::{Anchor, Color, Drawing, Item, Meta, Point, Stroke, Weight};
use crate::astro::{Chart, Planet, Sign, VargaChart};

/// Side of the square canvas, in drawing units.
pub const SIZE: f64 = 400.0;
/// Inset of the outline from the canvas edge, so the stroke is not clipped.
pub(super) const INSET: f64 = 4.0;
/// Label sizes tried, largest first.
const LABEL_SIZES: [f64; 7] = [14.0, 13.0, 12.0, 11.0, 10.0, 9.0, 8.0];

pub(super) const LINE: Color = Color(0x7a, 0x52, 0x30);
const INK: Color = Color(0x1d, 0x2b, 0x53);
const ASC_INK: Color = Color(0xb3, 0x26, 0x1e);
/// Special points: apart from the grahas, dark enough for AA contrast on white and the tint.
const POINT_INK: Color = Color(0x2e, 0x6b, 0x3a);
pub(super) const MUTED: Color = Color(0x8a, 0x80, 0x78);
const ASC_TINT: Color = Color(0xfd, 0xf3, 0xe6);

/// A graha as drawn: its sign, the degree within the sign when shown, and retrogression.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Body {
    pub planet: Planet,
    pub sign: Sign,
    /// Degrees within the sign, shown rounded down; `None` hides it (divisional charts).
    pub degree: Option<f64>,
    pub retrograde: bool,
}

/// A special point drawn beside the grahas (an upagraha or a special lagna).
#[derive(Debug, Clone, PartialEq)]
pub struct PointMark {
    /// Its key (`gulika`), for the picture's metadata.
    pub key: &'static str,
    /// Its short label in the reader's language.
    pub label: String,
    pub sign: Sign,
    pub degree: Option<f64>,
}

/// What a chart drawing shows: the rising sign and the grahas' signs, and any special points
/// asked for.
#[derive(Debug, Clone, PartialEq)]
pub struct ChartFigure {
    pub ascendant: Sign,
    pub ascendant_degree: Option<f64>,
    pub bodies: Vec<Body>,
    pub points: Vec<PointMark>,
}

impl ChartFigure {
    /// The rasi (D1) chart with degrees.
    pub fn from_chart(c: &Chart) -> ChartFigure {
        ChartFigure {
            ascendant: c.ascendant_sign(),
            ascendant_degree: Some(c.ascendant.degree_in_sign()),
            bodies: c
                .grahas
                .iter()
                .map(|g| Body {
                    planet: g.planet,
                    sign: g.sign(),
                    degree: Some(g.degree()),
                    retrograde: g.retrograde,
                })
                .collect(),
            points: Vec::new(),
        }
    }

    /// A divisional chart; retrogression is the natal one, degrees are not shown (a varga
    /// degree is a derived quantity readers do not expect in the picture).
    pub fn from_varga(v: &VargaChart, natal: &Chart) -> ChartFigure {
        ChartFigure {
            ascendant: v.ascendant.sign,
            ascendant_degree: None,
            bodies: Planet::ALL
                .iter()
                .map(|&p| Body {
                    planet: p,
                    sign: v.graha(p).sign,
                    degree: None,
                    retrograde: natal.graha(p).retrograde,
                })
                .collect(),
            points: Vec::new(),
        }
    }

    /// Whole-sign house (1–12) of a sign counted from the ascendant.
    pub fn house_of(&self, sign: Sign) -> u8 {
        self.ascendant.house_of(sign)
    }
}

/// The words a drawing writes, so it can be drawn in any language.
#[derive(Debug, Clone, PartialEq)]
pub struct ChartLabels {
    /// Graha abbreviations in `Planet::ALL` order.
    pub planets: [String; 9],
    /// Short sign names in `Sign::ALL` order (South Indian cells).
    pub signs: [String; 12],
    /// The ascendant's mark (`Asc`).
    pub ascendant: String,
    /// Appended to a retrograde graha's abbreviation (`(R)`). Rahu and Ketu, always
    /// retrograde, are not marked.
    pub retrograde: String,
    /// The chart's name, e.g. `Rasi (D1)`: the SVG title and the South and East Indian centre.
    pub title: String,
}

impl ChartLabels {
    /// English labels: [`Planet::abbrev`], three-letter signs, `Asc`, `(R)`.
    pub fn english(title: &str) -> ChartLabels {
        ChartLabels {
            planets: std::array::from_fn(|i| Planet::from_index(i).abbrev().to_owned()),
            signs: std::array::from_fn(|i| Sign::from_index(i).name()[..3].to_owned()),
            ascendant: "Asc".to_owned(),
            retrograde: "(R)".to_owned(),
            title: title.to_owned(),
        }
    }
}

fn degree_text(d: f64) -> String {
    format!("{}°", d.floor() as u32)
}

/// One label per body in a house, the ascendant first when it is there.
pub(super) struct Label {
    text: String,
    color: Color,
    weight: Weight,
    meta: Meta,
}

pub(super) fn labels_in(fig: &ChartFigure, labels: &ChartLabels, sign: Sign) -> Vec<Label> {
    let house = fig.house_of(sign).to_string();
    let mut out = Vec::new();
    if sign == fig.ascendant {
        let text = match fig.ascendant_degree {
            Some(d) => format!("{} {}", labels.ascendant, degree_text(d)),
            None => labels.ascendant.clone(),
        };
        out.push(Label {
            text,
            color: ASC_INK,
            weight: Weight::Bold,
            meta: vec![
                ("role", "ascendant".to_owned()),
                ("sign", sign.name().to_owned()),
                ("house", house.clone()),
            ],
        });
    }
    for b in fig.bodies.iter().filter(|b| b.sign == sign) {
        let mut text = labels.planets[b.planet.index()].clone();
        if b.retrograde && !matches!(b.planet, Planet::Rahu | Planet::Ketu) {
            text.push_str(&labels.retrograde);
        }
        if let Some(d) = b.degree {
            text.push(' ');
            text.push_str(&degree_text(d));
        }
        let mut meta = vec![
            ("role", "graha".to_owned()),
            ("planet", b.planet.name().to_owned()),
            ("sign", sign.name().to_owned()),
            ("house", house.clone()),
        ];
        if b.retrograde {
            meta.push(("retrograde", "true".to_owned()));
        }
        out.push(Label {
            text,
            color: INK,
            weight: Weight::Regular,
            meta,
        });
    }
    for m in fig.points.iter().filter(|m| m.sign == sign) {
        let text = match m.degree {
            Some(d) => format!("{} {}", m.label, degree_text(d)),
            None => m.label.clone(),
        };
        out.push(Label {
            text,
            color: POINT_INK,
            weight: Weight::Regular,
            meta: vec![
                ("role", "point".to_owned()),
                ("point", m.key.to_owned()),
                ("sign", sign.name().to_owned()),
                ("house", house.clone()),
            ],
        });
    }
    out
}

/// Writes the labels of one house into `region` (a convex polygon).
pub(super) fn place_labels(items: &mut Vec<Item>, region: &[Point], labels: Vec<Label>) {
    let texts: Vec<String> = labels.iter().map(|l| l.text.clone()).collect();
    let fitted = fit_rows(region, &texts, &LABEL_SIZES, 3.0);
    for (l, at) in labels.into_iter().zip(fitted.centres) {
        items.push(Item::Text {
            at,
            text: l.text,
            size: fitted.size,
            anchor: Anchor::Middle,
            weight: l.weight,
            color: l.color,
            meta: l.meta,
        });
    }
}

pub(super) fn house_outline(
    items: &mut Vec<Item>,
    poly: &[Point],
    house: u8,
    sign: Sign,
    tint: bool,
) {
    items.push(Item::Polygon {
        points: poly.to_vec(),
        stroke: None,
        fill: tint.then_some(ASC_TINT),
        meta: vec![
            ("role", "house".to_owned()),
            ("house", house.to_string()),
            ("sign", sign.name().to_owned()),
        ],
    });
}

pub(super) fn stroke() -> Stroke {
    Stroke {
        color: LINE,
        width: 1.6,
    }
}

/// A point of the chart's square from fractions of its side.
pub(super) fn p(fx: f64, fy: f64) -> Point {
    let l = SIZE - 2.0 * INSET;
    Point::new(INSET + fx * l, INSET + fy * l)
}

/// The twelve houses of the North Indian chart as polygons (fractions of the square), house 1
/// the top diamond, counting counter-clockwise, with each house's inner vertex (where the sign
/// number is written).
fn north_houses() -> [(Vec<Point>, Point); 12] {
    let o = p(0.5, 0.5);
    let (a, b, c, d) = (p(0.0, 0.0), p(1.0, 0.0), p(1.0, 1.0), p(0.0, 1.0));
    let (mt, mr, mb, ml) = (p(0.5, 0.0), p(1.0, 0.5), p(0.5, 1.0), p(0.0, 0.5));
    let (q1, q2, q3, q4) = (p(0.25, 0.25), p(0.75, 0.25), p(0.75, 0.75), p(0.25, 0.75));
    [
        (vec![mt, q2, o, q1], o),
        (vec![a, mt, q1], q1),
        (vec![a, q1, ml], q1),
        (vec![ml, q1, o, q4], o),
        (vec![ml, q4, d], q4),
        (vec![d, q4, mb], q4),
        (vec![mb, q4, o, q3], o),
        (vec![mb, q3, c], q3),
        (vec![c, q3, mr], q3),
        (vec![mr, q3, o, q2], o),
        (vec![mr, q2, b], q2),
        (vec![b, q2, mt], q2),
    ]
}

/// The North Indian (diamond) chart: houses fixed, house 1 at the top; each house shows its
/// sign's number (Aries = 1) near the centre and the grahas in it.
pub fn north(fig: &ChartFigure, labels: &ChartLabels) -> Drawing {
    let mut items = Vec::new();
    let houses = north_houses();
    for (i, (poly, _)) in houses.iter().enumerate() {
        let sign = fig.ascendant.nth(i + 1);
        house_outline(&mut items, poly, i as u8 + 1, sign, i == 0);
    }
    let s = stroke();
    items.push(Item::Polygon {
        points: vec![p(0.0, 0.0), p(1.0, 0.0), p(1.0, 1.0), p(0.0, 1.0)],
        stroke: Some(s),
        fill: None,
        meta: Vec::new(),
    });
    items.push(Item::Line {
        from: p(0.0, 0.0),
        to: p(1.0, 1.0),
        stroke: s,
    });
    items.push(Item::Line {
        from: p(1.0, 0.0),
        to: p(0.0, 1.0),
        stroke: s,
    });
    items.push(Item::Polygon {
        points: vec![p(0.5, 0.0), p(1.0, 0.5), p(0.5, 1.0), p(0.0, 0.5)],
        stroke: Some(s),
        fill: None,
        meta: Vec::new(),
    });
    for (i, (poly, inner)) in houses.iter().enumerate() {
        let sign = fig.ascendant.nth(i + 1);
        let mid = centre(poly);
        let (dx, dy) = (mid.x - inner.x, mid.y - inner.y);
        let len = dx.hypot(dy);
        let dir = Point::new(dx / len, dy / len);
        let diamond = poly.len() == 4;
        let reach = if diamond { 17.0 } else { 15.0 };
        let num_size = 11.0;
        let at = Point::new(inner.x + dir.x * reach, inner.y + dir.y * reach);
        items.push(Item::Text {
            at: Point::new(at.x, at.y + num_size * 0.36),
            text: (sign.index() + 1).to_string(),
            size: num_size,
            anchor: Anchor::Middle,
            weight: Weight::Regular,
            color: MUTED,
            meta: vec![
                ("role", "sign-number".to_owned()),
                ("house", (i + 1).to_string()),
                ("sign", sign.name().to_owned()),
            ],
        });
        let region = clip(poly, *inner, dir, reach + num_size * 0.7);
        place_labels(&mut items, &region, labels_in(fig, labels, sign));
    }
    Drawing {
        width: SIZE,
        height: SIZE,
        title: labels.title.clone(),
        items,
    }
}

/// Cell (column, row) of a sign in the South Indian chart: Pisces top left, then clockwise.
pub fn south_cell(sign: Sign) -> (usize, usize) {
    const CELLS: [(usize, usize); 12] = [
        (1, 0),
        (2, 0),
        (3, 0),
        (3, 1),
        (3, 2),
        (3, 3),
        (2, 3),
        (1, 3),
        (0, 3),
        (0, 2),
        (0, 1),
        (0, 0),
    ];
    CELLS[sign.index()]
}

/// The South Indian chart: signs fixed (Pisces top left, clockwise), the ascendant's sign
/// marked with a corner stroke; the title in the middle.
pub fn south(fig: &ChartFigure, labels: &ChartLabels) -> Drawing {
    let mut items = Vec::new();
    let q = 0.25;
    for &sign in Sign::ALL {
        let (c, r) = south_cell(sign);
        let (x, y) = (c as f64 * q, r as f64 * q);
        let poly = vec![p(x, y), p(x + q, y), p(x + q, y + q), p(x, y + q)];
        house_outline(
            &mut items,
            &poly,
            fig.house_of(sign),
            sign,
            sign == fig.ascendant,
        );
    }
    south_grid(&mut items);
    for &sign in Sign::ALL {
        south_sign(&mut items, fig, labels, sign);
    }
    let mid = p(0.5, 0.5);
    items.push(Item::Text {
        at: Point::new(mid.x, mid.y + 6.0),
        text: labels.title.clone(),
        size: 17.0,
        anchor: Anchor::Middle,
        weight: Weight::Bold,
        color: LINE,
        meta: vec![("role", "title".to_owned())],
    });
    Drawing {
        width: SIZE,
        height: SIZE,
        title: labels.title.clone(),
        items,
    }
}

/// The South Indian chart's frame and the lines between its cells.
fn south_grid(items: &mut Vec<Item>) {
    let q = 0.25;
    let s = stroke();
    items.push(Item::Polygon {
        points: vec![p(0.0, 0.0), p(1.0, 0.0), p(1.0, 1.0), p(0.0, 1.0)],
        stroke: Some(s),
        fill: None,
        meta: Vec::new(),
    });
    for (from, to) in [
        ((q, 0.0), (q, 1.0)),
        ((3.0 * q, 0.0), (3.0 * q, 1.0)),
        ((0.0, q), (1.0, q)),
        ((0.0, 3.0 * q), (1.0, 3.0 * q)),
        ((2.0 * q, 0.0), (2.0 * q, q)),
        ((2.0 * q, 3.0 * q), (2.0 * q, 1.0)),
        ((0.0, 2.0 * q), (q, 2.0 * q)),
        ((3.0 * q, 2.0 * q), (1.0, 2.0 * q)),
    ] {
        items.push(Item::Line {
            from: p(from.0, from.1),
            to: p(to.0, to.1),
            stroke: s,
        });
    }
}

/// One sign's cell of the South Indian chart: its name, the ascendant's corner stroke, and its
/// grahas' labels.
fn south_sign(items: &mut Vec<Item>, fig: &ChartFigure, labels: &ChartLabels, sign: Sign) {
    let q = 0.25;
    let cell = (SIZE - 2.0 * INSET) * q;
    let (c, r) = south_cell(sign);
    let tl = p(c as f64 * q, r as f64 * q);
    let sign_size = 10.0;
    items.push(Item::Text {
        at: Point::new(tl.x + cell - 5.0, tl.y + cell - 5.0),
        text: labels.signs[sign.index()].clone(),
        size: sign_size,
        anchor: Anchor::End,
        weight: Weight::Regular,
        color: MUTED,
        meta: vec![
            ("role", "sign-name".to_owned()),
            ("sign", sign.name().to_owned()),
        ],
    });
    if sign == fig.ascendant {
        items.push(Item::Line {
            from: Point::new(tl.x, tl.y + 20.0),
            to: Point::new(tl.x + 20.0, tl.y),
            stroke: Stroke {
                color: ASC_INK,
                width: 1.6,
            },
        });
    }
    // Labels keep clear of the corner stroke and of the sign name at the bottom.
    let bottom = tl.y + cell - sign_size - 6.0;
    let region = vec![
        Point::new(tl.x + 2.0, tl.y + 24.0),
        Point::new(tl.x + 24.0, tl.y + 2.0),
        Point::new(tl.x + cell - 2.0, tl.y + 2.0),
        Point::new(tl.x + cell - 2.0, bottom),
        Point::new(tl.x + 2.0, bottom),
    ];
    place_labels(items, &region, labels_in(fig, labels, sign));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figure() -> ChartFigure {
        ChartFigure {
            ascendant: Sign::Leo,
            ascendant_degree: Some(12.5),
            bodies: Planet::ALL
                .iter()
                .map(|&p| Body {
                    planet: p,
                    // Crowd five grahas into Leo to exercise fitting.
                    sign: if p.index() < 5 {
                        Sign::Leo
                    } else {
                        Sign::Pisces
                    },
                    degree: Some(p.index() as f64 * 3.3),
                    retrograde: p == Planet::Mercury,
                })
                .collect(),
            points: Vec::new(),
        }
    }

    #[test]
    fn north_numbers_signs_from_the_ascendant() {
        let d = north(&figure(), &ChartLabels::english("Rasi (D1)"));
        // House 1 carries the ascendant's sign number (Leo = 5), house 12 Cancer (4).
        let nums: Vec<(String, String)> = d
            .texts()
            .filter(|(_, _, m)| m.iter().any(|(k, v)| *k == "role" && v == "sign-number"))
            .map(|(t, _, m)| {
                let h = m.iter().find(|(k, _)| *k == "house").unwrap().1.clone();
                (h, t.to_owned())
            })
            .collect();
        assert!(nums.contains(&("1".into(), "5".into())));
        assert!(nums.contains(&("12".into(), "4".into())));
        assert_eq!(nums.len(), 12);
    }

    #[test]
    fn retrograde_is_marked_but_not_for_the_nodes() {
        let d = south(&figure(), &ChartLabels::english("Rasi (D1)"));
        let texts: Vec<&str> = d.texts().map(|(t, _, _)| t).collect();
        assert!(texts.contains(&"Me(R) 9°"), "{texts:?}");
        assert!(texts.contains(&"Ra 23°"), "{texts:?}");
        assert!(texts.contains(&"Asc 12°"), "{texts:?}");
    }
}
