//! The Sarvatobhadra chakra drawn as its 9 × 9 grid, the east at the top as the classical
//! layout is written (Horaratna, quoted with Phaladeepika ch. 26): each cell's label on top in
//! its kind's colour (nakshatra, letter, sign, tithi group with its weekdays), the lagna and the
//! natal grahas below it, transiting grahas after them in their own colour; the cells a chosen
//! nakshatra pierces (its vedha) tinted when asked. The four directions are written in the
//! margin.

use super::estimate_width;
use super::fit::fit_rows;
use super::{Anchor, ChakraLabels, Color, Drawing, Item, Meta, Point, Stroke, Weight};
use crate::astro::chakras::{CellKind, CellPos, Content, LAYOUT, Sarvatobhadra, Star, vedha};
use crate::astro::{Chart, Planet};

/// Side of the square canvas.
pub const SIZE: f64 = 540.0;
/// Margin round the grid, where the directions are written.
const MARGIN: f64 = 30.0;
const CELL: f64 = (SIZE - 2.0 * MARGIN) / 9.0;
const PLANET_SIZES: [f64; 6] = [12.0, 11.0, 10.0, 9.0, 8.0, 7.0];

const LINE: Color = Color(0x7a, 0x52, 0x30);
const INK: Color = Color(0x1d, 0x2b, 0x53);
const ASC_INK: Color = Color(0xb3, 0x26, 0x1e);
const TRANSIT_INK: Color = Color(0x6a, 0x2c, 0x85);
const STAR_INK: Color = Color(0x2f, 0x55, 0x8c);
const LETTER_INK: Color = Color(0x2e, 0x6b, 0x3a);
const SIGN_INK: Color = Color(0x9a, 0x3b, 0x22);
/// Ring fills, outermost first (the centre shares the innermost ring's).
const RING_TINTS: [Color; 4] = [
    Color::WHITE,
    Color(0xf7, 0xf4, 0xee),
    Color(0xfb, 0xf6, 0xe9),
    Color(0xf1, 0xf5, 0xfa),
];
const VEDHA_TINT: Color = Color(0xfc, 0xe9, 0xb8);
const VEDHA_SOURCE: Color = Color(0xf3, 0xc9, 0x6b);

/// The top-left corner of a cell.
fn corner(row: usize, col: usize) -> Point {
    Point::new(MARGIN + col as f64 * CELL, MARGIN + row as f64 * CELL)
}

/// Which ring (0 outermost … 4 the centre) a cell is in.
fn ring(row: usize, col: usize) -> usize {
    row.min(col).min(8 - row).min(8 - col)
}

fn kind_name(k: CellKind) -> &'static str {
    match k {
        CellKind::Nakshatra => "nakshatra",
        CellKind::Vowel => "vowel",
        CellKind::Consonant => "consonant",
        CellKind::Sign => "sign",
        CellKind::Tithi => "tithi",
    }
}

/// The Sarvatobhadra chakra: `chakra` as computed from `chart` (whose grahas' retrogression is
/// marked), with the vedha of `highlight` tinted when given.
pub fn sarvatobhadra(
    chakra: &Sarvatobhadra,
    chart: &Chart,
    highlight: Option<Star>,
    labels: &ChakraLabels,
) -> Drawing {
    let pierced: Vec<CellPos> = highlight.map_or(Vec::new(), |s| vedha(s).cells().collect());
    let source = highlight.map(Star::cell);
    let mut items = Vec::new();
    for (r, row) in LAYOUT.iter().enumerate() {
        for (c, content) in row.iter().enumerate() {
            let at = CellPos::new(r, c);
            let fill = if source == Some(at) {
                VEDHA_SOURCE
            } else if pierced.contains(&at) {
                VEDHA_TINT
            } else {
                RING_TINTS[ring(r, c).min(3)]
            };
            let tl = corner(r, c);
            let mut meta = vec![
                ("role", "cell".to_owned()),
                ("row", r.to_string()),
                ("col", c.to_string()),
                ("kind", kind_name(content.kind()).to_owned()),
            ];
            if pierced.contains(&at) {
                meta.push(("vedha", "true".to_owned()));
            }
            items.push(Item::Polygon {
                points: vec![
                    tl,
                    Point::new(tl.x + CELL, tl.y),
                    Point::new(tl.x + CELL, tl.y + CELL),
                    Point::new(tl.x, tl.y + CELL),
                ],
                stroke: None,
                fill: Some(fill),
                meta,
            });
        }
    }
    grid(&mut items);
    for r in 0..9 {
        for c in 0..9 {
            cell_words(&mut items, chakra, chart, CellPos::new(r, c), labels);
        }
    }
    directions(&mut items, labels);
    Drawing {
        width: SIZE,
        height: SIZE,
        title: labels.chart.title.clone(),
        items,
    }
}

/// The grid's lines: the rings' outlines heavier than the cells'.
fn grid(items: &mut Vec<Item>) {
    for k in 0..=9 {
        let heavy = matches!(k, 0 | 1 | 8 | 9);
        let s = Stroke {
            color: LINE,
            width: if heavy { 1.6 } else { 0.8 },
        };
        let v = MARGIN + k as f64 * CELL;
        items.push(Item::Line {
            from: Point::new(v, MARGIN),
            to: Point::new(v, SIZE - MARGIN),
            stroke: s,
        });
        items.push(Item::Line {
            from: Point::new(MARGIN, v),
            to: Point::new(SIZE - MARGIN, v),
            stroke: s,
        });
    }
    // The inner rings' outlines.
    for k in 2..=3 {
        let (a, b) = (MARGIN + k as f64 * CELL, SIZE - MARGIN - k as f64 * CELL);
        items.push(Item::Polygon {
            points: vec![
                Point::new(a, a),
                Point::new(b, a),
                Point::new(b, b),
                Point::new(a, b),
            ],
            stroke: Some(Stroke {
                color: LINE,
                width: 1.6,
            }),
            fill: None,
            meta: Vec::new(),
        });
    }
}

/// The lines of a cell's heading: the label's words (a nakshatra's two words on two lines), and
/// under a tithi group its weekdays' first three letters.
fn heading(content: Content) -> Vec<String> {
    let mut lines: Vec<String> = match content {
        Content::Star(_) | Content::Sign(_) => {
            content.label().split(' ').map(str::to_owned).collect()
        }
        _ => vec![content.label().to_owned()],
    };
    if let Content::Tithi(t) = content {
        let days: Vec<&str> = t.weekdays().iter().map(|d| &d[..3]).collect();
        lines.push(days.join(" "));
    }
    lines
}

/// Writes a cell's heading at its top; returns the last line's baseline.
fn write_heading(items: &mut Vec<Item>, at: CellPos, place: &[(&'static str, String)]) -> f64 {
    let content = at.content();
    let tl = corner(usize::from(at.row), usize::from(at.col));
    let (base, color, weight): (f64, Color, Weight) = match content.kind() {
        CellKind::Nakshatra => (9.0, STAR_INK, Weight::Regular),
        CellKind::Vowel | CellKind::Consonant => (12.0, LETTER_INK, Weight::Bold),
        CellKind::Sign => (9.5, SIGN_INK, Weight::Regular),
        CellKind::Tithi => (9.5, LINE, Weight::Bold),
    };
    let mut y = tl.y + 2.0;
    for (i, line) in heading(content).into_iter().enumerate() {
        let size = base.min((CELL - 6.0) / estimate_width(&line, 1.0));
        // A tithi group's weekdays, smaller than its name.
        let size = if i > 0 && content.kind() == CellKind::Tithi {
            size.min(8.5)
        } else {
            size
        };
        y += size * 1.1;
        let role = if i == 0 { "label" } else { "label-more" };
        let mut meta: Meta = vec![
            ("role", role.to_owned()),
            ("kind", kind_name(content.kind()).to_owned()),
        ];
        meta.extend(place.iter().cloned());
        items.push(Item::Text {
            at: Point::new(tl.x + CELL / 2.0, y),
            text: line,
            size,
            anchor: Anchor::Middle,
            weight: if i == 0 { weight } else { Weight::Regular },
            color,
            meta,
        });
    }
    y
}

/// One cell's heading and bodies.
fn cell_words(
    items: &mut Vec<Item>,
    chakra: &Sarvatobhadra,
    chart: &Chart,
    at: CellPos,
    labels: &ChakraLabels,
) {
    let (r, c) = (usize::from(at.row), usize::from(at.col));
    let tl = corner(r, c);
    let place = [("row", r.to_string()), ("col", c.to_string())];
    let y = write_heading(items, at, &place);
    let cell = chakra.cell(at);
    let mut words: Vec<(String, Color, Weight, Meta)> = Vec::new();
    let with = |role: &str, planet: Option<Planet>| {
        let mut m: Meta = vec![("role", role.to_owned())];
        m.extend(place.iter().cloned());
        if let Some(p) = planet {
            m.push(("planet", p.name().to_owned()));
        }
        m
    };
    if cell.lagna {
        words.push((
            labels.chart.ascendant.clone(),
            ASC_INK,
            Weight::Bold,
            with("ascendant", None),
        ));
    }
    for &p in &cell.planets {
        let mut t = labels.chart.planets[p.index()].clone();
        if chart.graha(p).retrograde && !matches!(p, Planet::Rahu | Planet::Ketu) {
            t.push_str(&labels.chart.retrograde);
        }
        words.push((t, INK, Weight::Bold, with("graha", Some(p))));
    }
    for &p in &cell.transits {
        let t = labels.chart.planets[p.index()].clone();
        words.push((t, TRANSIT_INK, Weight::Regular, with("transit", Some(p))));
    }
    if words.is_empty() {
        return;
    }
    let top = y + 2.0;
    let region = [
        Point::new(tl.x + 1.0, top),
        Point::new(tl.x + CELL - 1.0, top),
        Point::new(tl.x + CELL - 1.0, tl.y + CELL - 1.0),
        Point::new(tl.x + 1.0, tl.y + CELL - 1.0),
    ];
    let texts: Vec<String> = words.iter().map(|w| w.0.clone()).collect();
    let fitted = fit_rows(&region, &texts, &PLANET_SIZES, 1.0);
    for ((text, color, weight, meta), at) in words.into_iter().zip(fitted.centres) {
        items.push(Item::Text {
            at,
            text,
            size: fitted.size,
            anchor: Anchor::Middle,
            weight,
            color,
            meta,
        });
    }
}

/// East above the grid, south to its right, west below, north to its left.
fn directions(items: &mut Vec<Item>, labels: &ChakraLabels) {
    let mid = SIZE / 2.0;
    let spots = [
        (mid, MARGIN - 10.0),
        (SIZE - MARGIN / 2.0, mid + 4.0),
        (mid, SIZE - 10.0),
        (MARGIN / 2.0, mid + 4.0),
    ];
    for (k, (x, y)) in spots.into_iter().enumerate() {
        let word = labels.directions[k].clone();
        let size = 11.0_f64.min((MARGIN - 4.0) / estimate_width(&word, 1.0));
        items.push(Item::Text {
            at: Point::new(x, y),
            text: word,
            size: if k % 2 == 1 { size } else { 11.0 },
            anchor: Anchor::Middle,
            weight: Weight::Bold,
            color: LINE,
            meta: vec![
                ("role", "direction".to_owned()),
                (
                    "direction",
                    ["east", "south", "west", "north"][k].to_owned(),
                ),
            ],
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::astro::chakras::{sarvatobhadra as compute, sarvatobhadra_with_transits};
    use crate::astro::{JulianDay, Nakshatra};
    use crate::draw::svg::to_svg;

    fn chart() -> Chart {
        Chart::at(JulianDay::new(2448026.708333), 28.6139, 77.209).unwrap()
    }

    #[test]
    fn every_label_and_graha_is_written() {
        let c = chart();
        let d = sarvatobhadra(&compute(&c), &c, None, &ChakraLabels::english("SBC"));
        let texts: Vec<&str> = d.texts().map(|(t, _, _)| t).collect();
        for row in LAYOUT {
            for content in row {
                for word in content.label().split(' ') {
                    assert!(texts.contains(&word), "{word}");
                }
            }
        }
        for &p in Planet::ALL.iter() {
            let n = d
                .texts()
                .filter(|(_, _, m)| m.contains(&("planet", p.name().to_owned())))
                .count();
            assert_eq!(n, 1, "{p}");
        }
        for w in ["East", "South", "West", "North", "Sun Tue", "Asc"] {
            assert!(texts.contains(&w), "{w}");
        }
        let svg = to_svg(&d);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<text").count(), svg.matches("</text>").count());
        assert_eq!(svg.matches(r#"class="cell""#).count(), 81);
    }

    #[test]
    fn vedha_and_transits_are_drawn() {
        let c = chart();
        let transits: Vec<(Planet, _)> = c.grahas.iter().map(|g| (g.planet, g.longitude)).collect();
        let chakra = sarvatobhadra_with_transits(&c, &transits);
        let krittika = Star::Nakshatra(Nakshatra::Krittika);
        let d = sarvatobhadra(&chakra, &c, Some(krittika), &ChakraLabels::english("SBC"));
        let svg = to_svg(&d);
        // Krittika pierces 8 cells across, 7 on the left diagonal and Bharani on the right.
        assert_eq!(svg.matches(r#"data-vedha="true""#).count(), 16);
        assert_eq!(svg.matches(r#"class="transit""#).count(), 9);
    }

    #[test]
    fn a_chakra_with_transits_and_a_vedha_becomes_a_png() {
        let c = chart();
        let later = Chart::at(JulianDay::new(2460676.5), 28.6139, 77.209).unwrap();
        let transits: Vec<(Planet, _)> = later
            .grahas
            .iter()
            .map(|g| (g.planet, g.longitude))
            .collect();
        let chakra = sarvatobhadra_with_transits(&c, &transits);
        let moon = Star::of(c.graha(Planet::Moon).longitude);
        let d = sarvatobhadra(
            &chakra,
            &c,
            Some(moon),
            &ChakraLabels::english("Sarvatobhadra chakra"),
        );
        let png = crate::draw::png::to_png(&d).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        // For a look: GRAHA_PNG_OUT=/tmp cargo test -p graha --lib draw::sarvatobhadra
        if let Some(dir) = std::env::var_os("GRAHA_PNG_OUT") {
            std::fs::write(std::path::Path::new(&dir).join("sarvatobhadra.png"), &png).unwrap();
        }
    }
}
