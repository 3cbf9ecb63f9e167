//! `POST /v1/chart-image`: the SVG is well-formed XML and places every graha in the house the
//! reference data gives it, in the three styles, for the rasi and the navamsa; the East Indian
//! chart puts each sign in its cell; the PNG is a picture with ink where the labels are.

use crate::support::{births, typed};
use graha::astro::{Division, Sign};
use graha::calc::chart_image::ChartImageOut;
use graha::calc::special_points::SpecialPointsOut;
use graha::calc::{self, CalcRequest, ChartStyle, ImageFormat, Output, PersonData};
use graha::content::Locale;
use graha::endpoints::Endpoint;
use serde_json::Value;

fn request(profile: &Value, style: ChartStyle, division: &str, locale: Locale) -> CalcRequest {
    CalcRequest::from_body(Endpoint::ChartImage, &serde_json::json!({ "locale": locale.code(), "style": style, "division": Division::from_name(division).unwrap() }), vec![serde_json::from_value::<PersonData>(profile.clone()).unwrap()], None, "2026-01-01T00:00:00Z".parse().unwrap()).unwrap()
}

/// The accepted signs of a reference entry (the primary first).
fn signs_of(entry: &Value) -> Vec<Sign> {
    let mut out = vec![Sign::from_name(entry["sign"].as_str().unwrap()).unwrap()];
    for s in entry["accept"]
        .as_array()
        .or(entry["accept"]["sign"].as_array())
        .into_iter()
        .flatten()
    {
        let s = Sign::from_name(s.as_str().unwrap()).unwrap();
        if !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

fn points(s: &str) -> Vec<(f64, f64)> {
    s.split_whitespace()
        .map(|p| {
            let (x, y) = p.split_once(',').unwrap();
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect()
}

/// Point in a convex polygon (either winding).
fn inside(poly: &[(f64, f64)], (x, y): (f64, f64)) -> bool {
    let mut sign = 0.0;
    for i in 0..poly.len() {
        let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
        let cross = (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0);
        if cross.abs() < 1e-9 {
            continue;
        }
        if sign == 0.0 {
            sign = cross.signum();
        } else if cross.signum() != sign {
            return false;
        }
    }
    true
}

fn num(n: roxmltree::Node, attr: &str) -> f64 {
    n.attribute(attr).unwrap().parse().unwrap()
}

/// Checks one picture: well-formed, a viewBox, and each graha's label inside its house.
/// `expected(planet)` lists the houses a correct chart may give.
fn check(svg: &str, id: &str, what: &str, expected: impl Fn(&str) -> Vec<u8>) {
    let doc = roxmltree::Document::parse(svg)
        .unwrap_or_else(|e| panic!("{id} {what}: not well-formed XML: {e}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.attribute("viewBox"),
        Some("0 0 400 400"),
        "{id} {what}"
    );
    let houses: Vec<(u8, Vec<(f64, f64)>)> = root
        .descendants()
        .filter(|n| n.attribute("class") == Some("house"))
        .map(|n| {
            (
                n.attribute("data-house").unwrap().parse().unwrap(),
                points(n.attribute("points").unwrap()),
            )
        })
        .collect();
    assert_eq!(houses.len(), 12, "{id} {what}: twelve houses");
    let grahas: Vec<_> = root
        .descendants()
        .filter(|n| n.attribute("class") == Some("graha"))
        .collect();
    assert_eq!(grahas.len(), 9, "{id} {what}: nine grahas drawn");
    for g in grahas {
        let planet = g.attribute("data-planet").unwrap();
        let house: u8 = g.attribute("data-house").unwrap().parse().unwrap();
        let ok = expected(planet);
        assert!(
            ok.contains(&house),
            "{id} {what} {planet}: house {house}, expected {ok:?}"
        );
        // The label's visual centre (a third of the size above the baseline) is inside the
        // drawn outline of that house.
        let centre = (num(g, "x"), num(g, "y") - num(g, "font-size") * 0.35);
        let poly = &houses.iter().find(|(h, _)| *h == house).unwrap().1;
        assert!(
            inside(poly, centre),
            "{id} {what} {planet}: label at {centre:?} outside house {house}"
        );
        assert!(!g.text().unwrap_or("").is_empty());
    }
}

#[test]
fn every_graha_is_drawn_in_its_house() {
    for b in births() {
        let id = b["id"].as_str().unwrap();
        for style in [ChartStyle::North, ChartStyle::South, ChartStyle::East] {
            // ref: births_public.json <id>.planets[].house (whole-sign)
            let reply: ChartImageOut = typed(&request(&b["profile"], style, "D1", Locale::En));
            assert_eq!(reply.division, "D1");
            let d1 = |planet: &str| -> Vec<u8> {
                let p = b["planets"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|p| p["planet"] == planet)
                    .unwrap();
                let mut hs = vec![p["house"].as_u64().unwrap() as u8];
                hs.extend(
                    p["accept"]["house"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|h| h.as_u64().unwrap() as u8),
                );
                hs
            };
            check(&reply.svg, id, "D1", d1);

            // ref: births_public.json <id>.vargas.D9 (house counted from the D9 ascendant)
            let reply: ChartImageOut = typed(&request(&b["profile"], style, "D9", Locale::En));
            let v = &b["vargas"]["D9"];
            let ascs = signs_of(&v["Ascendant"]);
            let d9 = |planet: &str| -> Vec<u8> {
                let signs = signs_of(&v[planet]);
                ascs.iter()
                    .flat_map(|a| signs.iter().map(|s| a.house_of(*s)))
                    .collect()
            };
            check(&reply.svg, id, "D9", d9);
        }
    }
}

#[test]
fn labels_follow_the_locale() {
    let b = &births()[0];
    let reply: ChartImageOut = typed(&request(&b["profile"], ChartStyle::South, "D1", Locale::Hi));
    let svg = &reply.svg;
    roxmltree::Document::parse(svg).unwrap();
    // ref: the Hindi abbreviations of report.chart.abbrev (सू = सूर्य, the Sun) and लग्न.
    assert!(svg.contains(">सू "), "{svg}");
    assert!(svg.contains("लग्न"));
    assert_eq!(reply.style, ChartStyle::South);
}

#[test]
fn the_further_divisions_are_drawn_too() {
    let b = &births()[0];
    for d in Division::EXTRA {
        let reply: ChartImageOut = typed(&request(
            &b["profile"],
            ChartStyle::North,
            d.name(),
            Locale::Hi,
        ));
        assert_eq!(reply.division, d.name());
        assert!(reply.svg.contains("</svg>"));
    }
}

#[test]
fn english_abbreviations_are_the_engine_ones() {
    let l = graha::calc::chart_image::chart_labels(Locale::En, graha::astro::Division::D1);
    for p in graha::astro::Planet::ALL {
        assert_eq!(l.planets[p.index()], p.abbrev());
    }
    assert_eq!(l.title, "Rasi (D1)");
}

/// The cell of the 3×3 grid (column, row) each sign's region lies in, and for a corner cell the
/// half: the one beside the top or bottom side cell (`'v'`, sharing the horizontal border) or
/// beside the left or right one (`'h'`).
// ref: the East Indian (Bengal, Odisha) chart: Aries in the top middle cell, the signs counted
// counter-clockwise, each corner cell cut by its diagonal towards the centre into two signs.
const EAST: [(Sign, (usize, usize), char); 12] = [
    (Sign::Aries, (1, 0), '-'),
    (Sign::Taurus, (0, 0), 'v'),
    (Sign::Gemini, (0, 0), 'h'),
    (Sign::Cancer, (0, 1), '-'),
    (Sign::Leo, (0, 2), 'h'),
    (Sign::Virgo, (0, 2), 'v'),
    (Sign::Libra, (1, 2), '-'),
    (Sign::Scorpio, (2, 2), 'v'),
    (Sign::Sagittarius, (2, 2), 'h'),
    (Sign::Capricorn, (2, 1), '-'),
    (Sign::Aquarius, (2, 0), 'h'),
    (Sign::Pisces, (2, 0), 'v'),
];

#[test]
fn the_east_chart_puts_each_sign_in_its_cell() {
    let b = &births()[0];
    let reply: ChartImageOut = typed(&request(&b["profile"], ChartStyle::East, "D1", Locale::En));
    assert_eq!(reply.style, ChartStyle::East);
    let doc = roxmltree::Document::parse(&reply.svg).unwrap();
    let (inset, cell) = (4.0, (400.0 - 8.0) / 3.0);
    let ascendant = reply.ascendant;
    for (sign, (col, row), half) in EAST {
        let node = doc
            .descendants()
            .find(|n| {
                n.attribute("class") == Some("house")
                    && n.attribute("data-sign") == Some(sign.name())
            })
            .unwrap_or_else(|| panic!("{sign:?} has no region"));
        let poly = points(node.attribute("points").unwrap());
        let n = poly.len() as f64;
        let c = (
            poly.iter().map(|p| p.0).sum::<f64>() / n,
            poly.iter().map(|p| p.1).sum::<f64>() / n,
        );
        // Every vertex in the cell, the centroid strictly inside it.
        let (x0, y0) = (inset + col as f64 * cell, inset + row as f64 * cell);
        for p in &poly {
            assert!(
                p.0 >= x0 - 0.01
                    && p.0 <= x0 + cell + 0.01
                    && p.1 >= y0 - 0.01
                    && p.1 <= y0 + cell + 0.01,
                "{sign:?}: {p:?} outside cell ({col}, {row})"
            );
        }
        let (u, v) = ((c.0 - x0) / cell, (c.1 - y0) / cell);
        assert!(u > 0.0 && u < 1.0 && v > 0.0 && v < 1.0, "{sign:?}");
        match half {
            // A side cell: the whole cell.
            '-' => assert_eq!(poly.len(), 4, "{sign:?}"),
            _ => {
                assert_eq!(poly.len(), 3, "{sign:?}: half a cell");
                // The half beside the top or bottom side cell leans towards the middle column;
                // the one beside the left or right side cell, towards the middle row.
                let toward_mid_col = (col as f64 + u - 1.5).abs() < (col as f64 + 0.5 - 1.5).abs();
                let toward_mid_row = (row as f64 + v - 1.5).abs() < (row as f64 + 0.5 - 1.5).abs();
                assert_eq!(
                    (toward_mid_col, toward_mid_row),
                    (half == 'v', half == 'h'),
                    "{sign:?} ({u:.2}, {v:.2})"
                );
            }
        }
        // The house is counted from the ascendant; the sign's name is written in its region.
        assert_eq!(
            node.attribute("data-house").unwrap(),
            ascendant.house_of(sign).to_string()
        );
        let name = doc
            .descendants()
            .find(|n| {
                n.attribute("class") == Some("sign-name")
                    && n.attribute("data-sign") == Some(sign.name())
            })
            .unwrap();
        let at = (num(name, "x"), num(name, "y") - 10.0 * 0.35);
        assert!(inside(&poly, at), "{sign:?}: its name at {at:?} is outside");
        assert_eq!(name.text(), Some(&sign.name()[..3]));
    }
}

/// The PNG of a request, checked: the signature, 800 × 800 RGBA or RGB pixels, decoded.
fn decode_png(bytes: &[u8]) -> (u32, u32, Vec<u8>, usize) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "the PNG signature");
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let channels = info.color_type.samples();
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf, channels)
}

/// Whether the picture has ink (a pixel well away from white and from the ascendant's tint)
/// within `r` pixels of `(x, y)`.
fn ink_near(img: &(u32, u32, Vec<u8>, usize), (x, y): (f64, f64), r: i64) -> bool {
    let (w, h, px, ch) = img;
    for dy in -r..=r {
        for dx in -r..=r {
            let (px_x, px_y) = (x as i64 + dx, y as i64 + dy);
            if px_x < 0 || px_y < 0 || px_x >= *w as i64 || px_y >= *h as i64 {
                continue;
            }
            let i = (px_y as usize * *w as usize + px_x as usize) * ch;
            let lum = px[i] as u32 + px[i + 1] as u32 + px[i + 2] as u32;
            if lum < 3 * 160 {
                return true;
            }
        }
    }
    false
}

fn picture(profile: &Value, style: ChartStyle, locale: Locale) -> (Vec<u8>, String) {
    let mut req = request(profile, style, "D1", locale);
    let svg = typed::<ChartImageOut>(&req).svg;
    req.image = Some(ImageFormat::Png);
    match calc::run_output(&req).unwrap() {
        Output::File { mime_type, bytes } => {
            assert_eq!(mime_type, "image/png");
            (bytes, svg)
        }
        other => panic!("not a file: {other:?}"),
    }
}

#[test]
fn the_png_has_ink_where_the_labels_are() {
    let b = &births()[0];
    for locale in [Locale::En, Locale::Hi] {
        for style in [ChartStyle::North, ChartStyle::South, ChartStyle::East] {
            let (bytes, svg) = picture(&b["profile"], style, locale);
            if let Some(dir) = std::env::var_os("GRAHA_PNG_OUT") {
                let name = format!("chart-{style:?}-{locale:?}.png").to_lowercase();
                std::fs::write(std::path::Path::new(&dir).join(name), &bytes).unwrap();
            }
            let img = decode_png(&bytes);
            assert_eq!((img.0, img.1), (800, 800), "{style:?} {locale:?}");
            // Opaque, so RGB, and small enough to send (fast deflate).
            assert_eq!(img.3, 3, "{style:?} {locale:?}");
            assert!(
                bytes.len() < 160_000,
                "{style:?} {locale:?}: {} bytes",
                bytes.len()
            );
            let doc = roxmltree::Document::parse(&svg).unwrap();
            let mut labels = 0;
            for t in doc.descendants().filter(|n| n.has_tag_name("text")) {
                // The label's middle, two pixels a unit.
                let (x, y, size) = (num(t, "x"), num(t, "y"), num(t, "font-size"));
                let dx = match t.attribute("text-anchor") {
                    Some("end") => -size,
                    Some("start") => size,
                    _ => 0.0,
                };
                let at = ((x + dx / 2.0) * 2.0, (y - size * 0.35) * 2.0);
                assert!(
                    ink_near(&img, at, (size * 0.6) as i64),
                    "{style:?} {locale:?}: no ink at {:?} ({at:?})",
                    t.text()
                );
                labels += 1;
            }
            assert!(labels >= 9 + 12, "{style:?}: {labels} labels");
            // And none in the middle of an empty region: the corners of the canvas are white.
            assert!(!ink_near(&img, (1.0, 1.0), 1));
        }
    }
}

#[test]
fn the_svg_answered_as_a_file_is_the_json_one() {
    let b = &births()[0];
    let mut req = request(&b["profile"], ChartStyle::East, "D9", Locale::Ne);
    let svg = calc::run_json(&req).unwrap()["svg"]
        .as_str()
        .unwrap()
        .to_owned();
    req.image = Some(ImageFormat::Svg);
    assert_eq!(
        calc::run_output(&req).unwrap(),
        Output::File {
            mime_type: "image/svg+xml",
            bytes: svg.into_bytes()
        }
    );
}

#[test]
fn special_points_are_drawn_in_their_signs_on_asking() {
    let b = &births()[2];
    let person = serde_json::from_value::<PersonData>(b["profile"].clone()).unwrap();
    for style in [ChartStyle::North, ChartStyle::South, ChartStyle::East] {
        let body = serde_json::json!({ "style": style, "points": ["gulika", "mandi", "hora"] });
        let req = CalcRequest::from_body(
            Endpoint::ChartImage,
            &body,
            vec![person.clone()],
            None,
            "2026-01-01T00:00:00Z".parse().unwrap(),
        )
        .unwrap();
        let svg = typed::<ChartImageOut>(&req).svg;
        let doc = roxmltree::Document::parse(&svg).unwrap();
        // Each point's mark is in the sign the special points' reply gives it.
        let points: SpecialPointsOut = typed(
            &CalcRequest::from_body(
                Endpoint::SpecialPoints,
                &serde_json::json!({}),
                vec![person.clone()],
                None,
                "2026-01-01T00:00:00Z".parse().unwrap(),
            )
            .unwrap(),
        );
        for (name, list) in [
            ("gulika", &points.upagrahas),
            ("mandi", &points.upagrahas),
            ("hora", &points.special_lagnas),
        ] {
            let want = list.iter().find(|p| p.name == name).unwrap().sign;
            let mark = doc
                .descendants()
                .find(|n| n.attribute("data-point") == Some(name))
                .unwrap_or_else(|| panic!("{style:?}: no mark for {name}"));
            assert_eq!(
                mark.attribute("data-sign"),
                Some(want.name()),
                "{style:?} {name}"
            );
        }
    }
    // Not on a divisional chart: a 422 naming `points`.
    let body = serde_json::json!({ "division": "D9", "points": ["gulika"] });
    let req = CalcRequest::from_body(
        Endpoint::ChartImage,
        &body,
        vec![person],
        None,
        "2026-01-01T00:00:00Z".parse().unwrap(),
    )
    .unwrap();
    assert!(
        matches!(calc::run_replied(&req), Err(graha::calc::CalcError::Invalid { field, .. }) if field == "points")
    );
}
