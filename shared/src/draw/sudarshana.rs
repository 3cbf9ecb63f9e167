//! The Sudarshana chakra (BPHS ch. 21) drawn as three concentric rings of twelve sectors: the
//! lagna's houses innermost, the Moon's in the middle and the Sun's outermost, as the chakra is
//! customarily drawn. House 1 of every ring sits at the top and the houses run counter-clockwise,
//! as the North Indian chart counts them, so each house's three signs lie along one spoke; the
//! house numbers are written round the hub, and the rings are named in a caption below.

use super::fit::fit_rows;
use super::{Anchor, ChakraLabels, Color, Drawing, Item, Point, Stroke, Weight};
use crate::astro::chakras::{RingHouse, Sudarshana};
use crate::astro::{Chart, Planet};
use std::f64::consts::PI;

/// Width of the canvas; the height adds the caption.
pub const SIZE: f64 = 400.0;
const HEIGHT: f64 = SIZE + 26.0;
const CENTRE: Point = Point::new(SIZE / 2.0, SIZE / 2.0);
/// Radii: the hub, then the outer edges of the lagna, Moon and Sun rings.
const RADII: [f64; 4] = [40.0, 98.0, 150.0, 196.0];
const LABEL_SIZES: [f64; 6] = [12.0, 11.0, 10.0, 9.0, 8.0, 7.0];

const LINE: Color = Color(0x7a, 0x52, 0x30);
const INK: Color = Color(0x1d, 0x2b, 0x53);
const ASC_INK: Color = Color(0xb3, 0x26, 0x1e);
const MUTED: Color = Color(0x8a, 0x80, 0x78);
/// The lagna's sign in every ring, warmer than the chart drawings' tint to stand out of the rings'.
const ASC_TINT: Color = Color(0xfc, 0xe4, 0xcc);
/// Faint fills telling the rings apart: lagna, Moon, Sun.
const RING_TINTS: [Color; 3] = [
    Color(0xf7, 0xf4, 0xee),
    Color(0xf1, 0xf5, 0xfa),
    Color::WHITE,
];

/// The angle (radians, counter-clockwise from the right, as on a page) of the middle of house
/// `h` (1–12): house 1 at the top, then counter-clockwise, as the North Indian chart counts.
fn mid_angle(h: usize) -> f64 {
    PI / 2.0 + (h as f64 - 1.0) * PI / 6.0
}

fn at(angle: f64, r: f64) -> Point {
    Point::new(CENTRE.x + r * angle.cos(), CENTRE.y - r * angle.sin())
}

/// The sector of house `h` between radii `r0` and `r1`, as a polygon (arcs in 3° steps).
fn sector(h: usize, r0: f64, r1: f64) -> Vec<Point> {
    let (a0, a1) = (mid_angle(h) - PI / 12.0, mid_angle(h) + PI / 12.0);
    let steps = 10;
    let arc = |r: f64| (0..=steps).map(move |k| at(a0 + (a1 - a0) * k as f64 / steps as f64, r));
    let mut poly: Vec<Point> = arc(r1).collect();
    poly.extend(arc(r0).collect::<Vec<_>>().into_iter().rev());
    poly
}

/// A convex region inside the sector for its labels: bounded by the tangent to the inner arc at
/// its middle, the two spokes and the outer arc.
fn label_region(h: usize, r0: f64, r1: f64) -> Vec<Point> {
    let (a0, a1) = (mid_angle(h) - PI / 12.0, mid_angle(h) + PI / 12.0);
    let pad = 3.0;
    let inner = (r0 + pad) / (PI / 12.0).cos();
    let steps = 10;
    let mut poly = vec![at(a0, inner)];
    poly.extend((0..=steps).map(|k| at(a0 + (a1 - a0) * k as f64 / steps as f64, r1 - pad)));
    poly.push(at(a1, inner));
    poly
}

/// The Sudarshana chakra of a chart: `chakra` as computed from it, the chart for the grahas'
/// retrogression.
pub fn sudarshana(chakra: &Sudarshana, chart: &Chart, labels: &ChakraLabels) -> Drawing {
    let mut items = Vec::new();
    let rings = [&chakra.rings.lagna, &chakra.rings.moon, &chakra.rings.sun];
    for (k, ring) in rings.iter().enumerate() {
        for house in ring.iter() {
            let h = usize::from(house.house);
            items.push(Item::Polygon {
                points: sector(h, RADII[k], RADII[k + 1]),
                stroke: Some(stroke(0.8)),
                fill: Some(if house.lagna { ASC_TINT } else { RING_TINTS[k] }),
                meta: vec![
                    ("role", "house".to_owned()),
                    ("ring", RING_KEYS[k].to_owned()),
                    ("house", h.to_string()),
                    ("sign", house.sign.name().to_owned()),
                ],
            });
        }
    }
    frame(&mut items);
    for (k, ring) in rings.iter().enumerate() {
        for house in ring.iter() {
            house_labels(&mut items, k, house, chart, labels);
        }
    }
    for h in 1..=12 {
        let p = at(mid_angle(h), (RADII[0] + 6.0) / 2.0 + 6.0);
        items.push(text(
            Point::new(p.x, p.y + 3.2),
            h.to_string(),
            9.0,
            MUTED,
            vec![
                ("role", "house-number".to_owned()),
                ("house", h.to_string()),
            ],
        ));
    }
    let caption = format!(
        "{} · {} · {}",
        labels.rings[0], labels.rings[1], labels.rings[2]
    );
    items.push(text(
        Point::new(SIZE / 2.0, HEIGHT - 9.0),
        caption,
        11.0,
        LINE,
        vec![("role", "caption".to_owned())],
    ));
    Drawing {
        width: SIZE,
        height: HEIGHT,
        title: labels.chart.title.clone(),
        items,
    }
}

/// Ring keys for the pictures' metadata, innermost first.
const RING_KEYS: [&str; 3] = ["lagna", "moon", "sun"];

/// The circles and the twelve spokes, over the sectors' fills.
fn frame(items: &mut Vec<Item>) {
    for (i, &r) in RADII.iter().enumerate() {
        let width = if i == 0 || i == 3 { 1.6 } else { 1.2 };
        items.push(Item::Polygon {
            points: (0..120).map(|k| at(k as f64 * PI / 60.0, r)).collect(),
            stroke: Some(stroke(width)),
            fill: None,
            meta: Vec::new(),
        });
    }
    for h in 1..=12 {
        let a = mid_angle(h) + PI / 12.0;
        items.push(Item::Line {
            from: at(a, RADII[0]),
            to: at(a, RADII[3]),
            stroke: stroke(1.2),
        });
    }
}

/// One sector's words: the sign's short name (muted), the lagna's mark, the grahas.
fn house_labels(
    items: &mut Vec<Item>,
    ring: usize,
    house: &RingHouse,
    chart: &Chart,
    labels: &ChakraLabels,
) {
    let h = usize::from(house.house);
    let base = [
        ("ring", RING_KEYS[ring].to_owned()),
        ("house", h.to_string()),
        ("sign", house.sign.name().to_owned()),
    ];
    let with = |role: &str, extra: Option<(&'static str, String)>| {
        let mut m = vec![("role", role.to_owned())];
        m.extend(base.iter().cloned());
        m.extend(extra);
        m
    };
    let mut words = vec![(
        labels.chart.signs[house.sign.index()].clone(),
        MUTED,
        Weight::Regular,
        with("sign-name", None),
    )];
    if house.lagna {
        words.push((
            labels.chart.ascendant.clone(),
            ASC_INK,
            Weight::Bold,
            with("ascendant", None),
        ));
    }
    for &p in &house.planets {
        let retro = chart.graha(p).retrograde && !matches!(p, Planet::Rahu | Planet::Ketu);
        let mut t = labels.chart.planets[p.index()].clone();
        if retro {
            t.push_str(&labels.chart.retrograde);
        }
        words.push((
            t,
            INK,
            Weight::Regular,
            with("graha", Some(("planet", p.name().to_owned()))),
        ));
    }
    let region = label_region(h, RADII[ring], RADII[ring + 1]);
    let texts: Vec<String> = words.iter().map(|w| w.0.clone()).collect();
    let fitted = fit_rows(&region, &texts, &LABEL_SIZES, 1.5);
    for ((t, color, weight, meta), at) in words.into_iter().zip(fitted.centres) {
        items.push(Item::Text {
            at,
            text: t,
            size: fitted.size,
            anchor: Anchor::Middle,
            weight,
            color,
            meta,
        });
    }
}

fn stroke(width: f64) -> Stroke {
    Stroke { color: LINE, width }
}

fn text(at: Point, text: String, size: f64, color: Color, meta: super::Meta) -> Item {
    Item::Text {
        at,
        text,
        size,
        anchor: Anchor::Middle,
        weight: Weight::Regular,
        color,
        meta,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::astro::chakras::sudarshana as compute;
    use crate::astro::{JulianDay, Sign};
    use crate::draw::svg::to_svg;

    /// 1990-05-15 05:00 UT at Delhi.
    pub(crate) fn chart() -> Chart {
        Chart::at(JulianDay::new(2448026.708333), 28.6139, 77.209).unwrap()
    }

    #[test]
    fn every_ring_sign_and_graha_is_written() {
        let c = chart();
        let chakra = compute(&c);
        let d = sudarshana(&chakra, &c, &ChakraLabels::english("Sudarshana chakra"));
        for ring in RING_KEYS {
            for &s in Sign::ALL.iter() {
                let found = d.texts().any(|(_, _, m)| {
                    m.contains(&("role", "sign-name".to_owned()))
                        && m.contains(&("ring", ring.to_owned()))
                        && m.contains(&("sign", s.name().to_owned()))
                });
                assert!(found, "{ring} {s}");
            }
            for &p in Planet::ALL.iter() {
                let n = d
                    .texts()
                    .filter(|(_, _, m)| {
                        m.contains(&("planet", p.name().to_owned()))
                            && m.contains(&("ring", ring.to_owned()))
                    })
                    .count();
                assert_eq!(n, 1, "{ring} {p}");
            }
        }
        let asc = d.texts().filter(|(t, _, _)| *t == "Asc").count();
        assert_eq!(asc, 3);
        let svg = to_svg(&d);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<text").count(), svg.matches("</text>").count());
        assert!(svg.contains("Lagna (inner) · Moon (middle) · Sun (outer)"));
    }

    #[test]
    fn house_one_of_every_ring_is_at_the_top_on_one_spoke() {
        let c = chart();
        let d = sudarshana(&compute(&c), &c, &ChakraLabels::english("S"));
        let first_of = |ring: &str, house: &str| {
            d.texts()
                .find(|(_, _, m)| {
                    m.contains(&("role", "sign-name".to_owned()))
                        && m.contains(&("ring", ring.to_owned()))
                        && m.contains(&("house", house.to_owned()))
                })
                .map(|(_, p, _)| p)
                .unwrap()
        };
        let first = |ring: &str| first_of(ring, "1");
        let (l, m, s) = (first("lagna"), first("moon"), first("sun"));
        assert!(
            l.y < CENTRE.y && m.y < l.y && s.y < m.y,
            "{l:?} {m:?} {s:?}"
        );
        let (l2, s2) = (first_of("lagna", "2"), first_of("sun", "2"));
        assert!(
            l2.x < CENTRE.x && s2.x < l2.x,
            "house 2 to the left: {l2:?} {s2:?}"
        );
        // The Sun's ring's sector holds the Sun.
        let sun = c.graha(Planet::Sun).sign();
        assert_eq!(compute(&c).rings.sun[0].sign, sun);
    }

    #[test]
    fn a_crowded_house_becomes_a_png() {
        let c = chart();
        let mut chakra = compute(&c);
        // Crowd six grahas into the lagna's 1st house to exercise fitting in the smallest ring.
        let crowd = [
            Planet::Sun,
            Planet::Moon,
            Planet::Mars,
            Planet::Mercury,
            Planet::Venus,
            Planet::Saturn,
        ];
        for h in chakra.rings.lagna.iter_mut() {
            h.planets.retain(|p| !crowd.contains(p));
        }
        chakra.rings.lagna[0].planets.extend(crowd);
        let d = sudarshana(&chakra, &c, &ChakraLabels::english("Sudarshana chakra"));
        let png = crate::draw::png::to_png(&d).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        // For a look: GRAHA_PNG_OUT=/tmp cargo test -p graha --lib draw::sudarshana
        if let Some(dir) = std::env::var_os("GRAHA_PNG_OUT") {
            let plain = crate::draw::png::to_png(&sudarshana(
                &compute(&c),
                &c,
                &ChakraLabels::english("Sudarshana chakra"),
            ))
            .unwrap();
            std::fs::write(std::path::Path::new(&dir).join("sudarshana.png"), plain).unwrap();
            std::fs::write(
                std::path::Path::new(&dir).join("sudarshana-crowded.png"),
                &png,
            )
            .unwrap();
        }
    }
}
