//! `POST /v1/chart-image`: the SVG is well-formed XML and places every graha in the house the
//! reference data gives it, in both styles, for the rasi and the navamsa.

use crate::support::births;
use graha::astro::{Division, Sign};
use graha::calc::{self, CalcRequest, ChartStyle, Options, PersonData};
use graha::content::Locale;
use graha::endpoints::Endpoint;
use serde_json::Value;

fn request(profile: &Value, style: ChartStyle, division: &str, locale: Locale) -> CalcRequest {
    CalcRequest {
        endpoint: Endpoint::ChartImage,
        place: None,
        persons: vec![serde_json::from_value::<PersonData>(profile.clone()).unwrap()],
        options: Options {
            locale,
            style: Some(style),
            division: Some(Division::from_name(division).unwrap()),
            ..Options::default()
        },
        now: "2026-01-01T00:00:00Z".parse().unwrap(),
    }
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
        for style in [ChartStyle::North, ChartStyle::South] {
            // ref: births_public.json <id>.planets[].house (whole-sign, DESIGN §7)
            let reply = calc::run_json(&request(&b["profile"], style, "D1", Locale::En)).unwrap();
            assert_eq!(reply["division"], "D1");
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
            check(reply["svg"].as_str().unwrap(), id, "D1", d1);

            // ref: births_public.json <id>.vargas.D9 (house counted from the D9 ascendant)
            let reply = calc::run_json(&request(&b["profile"], style, "D9", Locale::En)).unwrap();
            let v = &b["vargas"]["D9"];
            let ascs = signs_of(&v["Ascendant"]);
            let d9 = |planet: &str| -> Vec<u8> {
                let signs = signs_of(&v[planet]);
                ascs.iter()
                    .flat_map(|a| signs.iter().map(|s| a.house_of(*s)))
                    .collect()
            };
            check(reply["svg"].as_str().unwrap(), id, "D9", d9);
        }
    }
}

#[test]
fn labels_follow_the_locale() {
    let b = &births()[0];
    let reply =
        calc::run_json(&request(&b["profile"], ChartStyle::South, "D1", Locale::Hi)).unwrap();
    let svg = reply["svg"].as_str().unwrap();
    roxmltree::Document::parse(svg).unwrap();
    // ref: the Hindi abbreviations of report.chart.abbrev (सू = सूर्य, the Sun) and लग्न.
    assert!(svg.contains(">सू "), "{svg}");
    assert!(svg.contains("लग्न"));
    assert_eq!(reply["style"], "south");
}

#[test]
fn the_further_divisions_are_drawn_too() {
    let b = &births()[0];
    for d in Division::EXTRA {
        let reply = calc::run_json(&request(
            &b["profile"],
            ChartStyle::North,
            d.name(),
            Locale::Hi,
        ))
        .unwrap();
        assert_eq!(reply["division"], d.name());
        assert!(reply["svg"].as_str().unwrap().contains("</svg>"));
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
