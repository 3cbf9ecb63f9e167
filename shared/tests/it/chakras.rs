//! The Sudarshana chakra (BPHS ch. 21) and the Sarvatobhadra chakra (Horaratna, quoted with
//! Phaladeepika ch. 26; Narapatijayacharya): the fixed grid, the vedha lines, and the 20 public
//! births against PyJHora 4.8.7 (`shared/tests/data/pyjhora_chakras.json`, made by
//! `scripts/pyjhora-chakras`).
//!
//! Conventions aligned: Lahiri, mean node, apparent positions. Differences kept, each checked
//! below as the difference it is:
//! - Orientation: PyJHora draws the grid with the north at the top (east on the right); ours is
//!   written as the classical layout is, the east at the top. The same grid a quarter turn apart:
//!   PyJHora's (row i, column j) is our (8 − j, i).
//! - Abhijit: a body between 276°40′ and 280°53′20″ sits in Abhijit with us (Muhurta Chintamani
//!   ch. 2); PyJHora places by the 27 nakshatras only, so it puts such a body in Uttara Ashadha
//!   or Shravana and never in Abhijit.

use crate::support::{birth_of, births};
use graha::astro::chakras::{
    self, CellKind, CellPos, Content, LAYOUT, Star, TithiGroup, sarvatobhadra, sudarshana, vedha,
};
use graha::astro::{Chart, Longitude, Nakshatra, Planet, Sign};
use serde_json::Value;

fn reference() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pyjhora_chakras.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn chart_of(id: &str) -> Chart {
    let b = births().iter().find(|b| b["id"] == id).unwrap();
    Chart::compute(&birth_of(&b["profile"])).unwrap()
}

/// The cells of ring `k` (0 outermost) clockwise from its north-east (top-left) corner.
fn ring(k: usize) -> Vec<CellPos> {
    let (a, b) = (k, 8 - k);
    let mut out: Vec<CellPos> = (a..b).map(|c| CellPos::new(a, c)).collect();
    out.extend((a..b).map(|r| CellPos::new(r, b)));
    out.extend((a + 1..=b).rev().map(|c| CellPos::new(b, c)));
    out.extend((a + 1..=b).rev().map(|r| CellPos::new(r, a)));
    out
}

fn star(n: Nakshatra) -> Star {
    Star::Nakshatra(n)
}

#[test]
fn the_layout_is_the_classical_grid() {
    // The 28 nakshatras round the outer ring, each once, clockwise from Krittika next to the
    // north-east corner, seven a side (Horaratna).
    let outer: Vec<Star> = ring(0)
        .iter()
        .filter_map(|p| match p.content() {
            Content::Star(s) => Some(s),
            _ => None,
        })
        .collect();
    let all = Star::all();
    let from_krittika: Vec<Star> = (0..28).map(|i| all[(i + 2) % 28]).collect();
    assert_eq!(outer, from_krittika);
    assert_eq!(LAYOUT[0][1], Content::Star(star(Nakshatra::Krittika)));
    for side in 0..4 {
        let cells = &ring(0)[side * 8 + 1..side * 8 + 8];
        assert!(
            cells
                .iter()
                .all(|p| p.content().kind() == CellKind::Nakshatra)
        );
    }
    // The 16 vowels in the rings' corners, outermost ring first, each from the north-east.
    let vowels: Vec<&str> = (0..4)
        .flat_map(|k| [(k, k), (k, 8 - k), (8 - k, 8 - k), (8 - k, k)])
        .map(|(r, c)| LAYOUT[r][c].label())
        .collect();
    let classical = [
        "a", "aa", "i", "ii", "u", "uu", "ri", "rii", "lri", "lrii", "e", "ai", "o", "au", "am",
        "ah",
    ];
    assert_eq!(vowels, classical);
    // The 20 letters of the second ring, east, south, west, north.
    let letters: Vec<&str> = ring(1)
        .iter()
        .filter(|p| p.content().kind() == CellKind::Consonant)
        .map(|p| p.content().label())
        .collect();
    let classical = [
        "a", "va", "ka", "ha", "Da", "ma", "Ta", "pa", "ra", "ta", "na", "ya", "bha", "ja", "kha",
        "ga", "sa", "da", "cha", "la",
    ];
    assert_eq!(letters, classical);
    // The twelve signs in the third ring, each once, in order from Taurus in the east.
    let signs: Vec<Sign> = ring(2)
        .iter()
        .filter_map(|p| match p.content() {
            Content::Sign(s) => Some(s),
            _ => None,
        })
        .collect();
    let from_taurus: Vec<Sign> = (0..12).map(|i| Sign::from_index(i + 1)).collect();
    assert_eq!(signs, from_taurus);
    // Nanda east, Bhadra south, Jaya west, Rikta north, Purna in the centre, with their days.
    let centre = [(3, 4), (4, 5), (5, 4), (4, 3), (4, 4)];
    for ((r, c), g) in centre.into_iter().zip(TithiGroup::ALL) {
        assert_eq!(LAYOUT[r][c], Content::Tithi(g));
    }
    assert_eq!(TithiGroup::Nanda.weekdays(), ["Sunday", "Tuesday"]);
    assert_eq!(TithiGroup::Purna.tithis(), [5, 10, 15]);
}

#[test]
fn the_grid_looks_the_same_from_every_side() {
    // "Sarvatobhadra": the kinds of cells repeat under a quarter turn, and each side holds 7
    // nakshatras, 5 letters and 3 signs.
    for (r, row) in LAYOUT.iter().enumerate() {
        for (c, content) in row.iter().enumerate() {
            assert_eq!(content.kind(), LAYOUT[c][8 - r].kind(), "({r}, {c})");
        }
    }
    let count = |k: CellKind| LAYOUT.iter().flatten().filter(|c| c.kind() == k).count();
    assert_eq!(count(CellKind::Nakshatra), 28);
    assert_eq!(count(CellKind::Vowel), 16);
    assert_eq!(count(CellKind::Consonant), 20);
    assert_eq!(count(CellKind::Sign), 12);
    assert_eq!(count(CellKind::Tithi), 5);
}

#[test]
fn vedhas_follow_the_three_lines() {
    let names = |s: Star| -> Vec<&str> { vedha(s).stars().iter().map(|s| s.name()).collect() };
    // The middle nakshatras of the four sides pierce one another (Ardra east, Hasta south,
    // Purva Ashadha west, Uttara Bhadrapada north), across and along both diagonals.
    assert_eq!(
        names(star(Nakshatra::Ardra)),
        ["Purva Ashadha", "Hasta", "Uttara Bhadrapada"]
    );
    assert_eq!(
        names(star(Nakshatra::Hasta)),
        ["Uttara Bhadrapada", "Purva Ashadha", "Ardra"]
    );
    // Next to a corner, one diagonal reaches only the neighbouring side's first nakshatra:
    // Krittika pierces Shravana across, Vishakha on the left, Bharani on the right.
    assert_eq!(
        names(star(Nakshatra::Krittika)),
        ["Shravana", "Vishakha", "Bharani"]
    );
    assert_eq!(
        names(star(Nakshatra::Rohini)),
        ["Abhijit", "Swati", "Ashwini"]
    );
    assert_eq!(
        names(Star::Abhijit),
        ["Rohini", "Shatabhisha", "Purva Phalguni"]
    );
    // The line across from the middle of a side runs through the centre's tithi groups.
    let across: Vec<&str> = vedha(star(Nakshatra::Ardra))
        .front
        .iter()
        .map(|p| p.content().label())
        .collect();
    assert_eq!(
        across,
        [
            "ka",
            "Gemini",
            "Nanda",
            "Purna",
            "Jaya",
            "Sagittarius",
            "bha",
            "Purva Ashadha"
        ]
    );
    // Vedha is mutual, and every nakshatra pierces exactly three.
    for s in Star::all() {
        let v = vedha(s);
        assert_eq!(v.stars().len(), 3, "{}", s.name());
        assert_eq!(v.front.len(), 8, "{}", s.name());
        for t in v.stars() {
            assert!(vedha(t).stars().contains(&s), "{} {}", s.name(), t.name());
        }
    }
}

/// Our cell for PyJHora's (row, column): a quarter turn.
fn ours(pyjhora: (usize, usize)) -> CellPos {
    CellPos::new(8 - pyjhora.1, pyjhora.0)
}

/// PyJHora's spelling of a cell's content: nakshatras 1..27 with Abhijit 28, signs 1..12.
fn pyjhora_label(c: Content) -> Value {
    fn letter(s: &'static str) -> &'static str {
        match s {
            "Ta" => "t~",
            "Da" => "d",
            "cha" => "ch",
            "bha" => "bh",
            "kha" => "kh",
            s if s.len() == 2 && s.ends_with('a') => &s[..1],
            s => s,
        }
    }
    match c {
        Content::Star(Star::Abhijit) => 28.into(),
        Content::Star(Star::Nakshatra(n)) => (n.index() + 1).into(),
        Content::Sign(s) => (s.index() + 1).into(),
        Content::Vowel("lri") => "lu".into(),
        Content::Vowel("lrii") => "luu".into(),
        Content::Vowel(v) => v.into(),
        Content::Consonant(k) => letter(k).into(),
        // PyJHora's own spellings, 'Rikita' and 'Pooma' included.
        Content::Tithi(g) => match g {
            TithiGroup::Nanda => "Nanda<br>Sun<br>Tue",
            TithiGroup::Bhadra => "Bhadra<br>Mon<br>Wed",
            TithiGroup::Jaya => "Jaya<br>Thu",
            TithiGroup::Rikta => "Rikita<br>Fri",
            TithiGroup::Purna => "Pooma<br>Sat",
        }
        .into(),
    }
}

#[test]
fn the_grid_is_pyjhoras_a_quarter_turn_apart() {
    let r = reference();
    let grid = r["grid"].as_array().unwrap();
    for (i, row) in grid.iter().enumerate() {
        for (j, label) in row.as_array().unwrap().iter().enumerate() {
            let at = ours((i, j));
            assert_eq!(&pyjhora_label(at.content()), label, "PyJHora ({i}, {j})");
        }
    }
}

#[test]
fn sudarshana_agrees_with_pyjhora() {
    let r = reference();
    let mut houses = 0;
    for b in r["births"].as_array().unwrap() {
        let id = b["id"].as_str().unwrap();
        let s = sudarshana(&chart_of(id));
        let theirs = &b["sudarshana"];
        for (name, ring) in [
            ("lagna", &s.rings.lagna),
            ("moon", &s.rings.moon),
            ("sun", &s.rings.sun),
        ] {
            let want = theirs[name].as_array().unwrap();
            assert_eq!(ring.len(), 12);
            for (h, w) in ring.iter().zip(want) {
                assert_eq!(
                    h.sign.name(),
                    w[0].as_str().unwrap(),
                    "{id} {name} {}",
                    h.house
                );
                let mut bodies: Vec<String> = h.planets.iter().map(|p| p.name().into()).collect();
                if h.lagna {
                    bodies.insert(0, "Lagna".into());
                }
                let mut want: Vec<String> = w[1]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_str().unwrap().to_owned())
                    .collect();
                want.sort_by_key(|n| order(n));
                assert_eq!(bodies, want, "{id} {name} house {}", h.house);
                houses += 1;
            }
        }
    }
    assert_eq!(houses, 20 * 3 * 12);
}

/// Lagna first, then the grahas in `Planet::ALL` order.
fn order(name: &str) -> usize {
    Planet::from_name(name).map_or(0, |p| p.index() + 1)
}

#[test]
fn sarvatobhadra_agrees_with_pyjhora_but_for_abhijit() {
    let r = reference();
    let (mut same, mut abhijit) = (0, 0);
    for b in r["births"].as_array().unwrap() {
        let id = b["id"].as_str().unwrap();
        let chart = chart_of(id);
        let sbc = sarvatobhadra(&chart);
        for (body, w) in b["sarvatobhadra"].as_object().unwrap() {
            let w = w.as_array().unwrap();
            let theirs = ours((
                w[0].as_u64().unwrap() as usize,
                w[1].as_u64().unwrap() as usize,
            ));
            let (lon, at) = match Planet::from_name(body) {
                Some(p) => {
                    let lon = chart.graha(p).longitude;
                    let at = Star::of(lon).cell();
                    assert!(sbc.cell(at).planets.contains(&p), "{id} {body}");
                    (lon, at)
                }
                None => {
                    let at = Star::of(chart.ascendant).cell();
                    assert!(sbc.cell(at).lagna, "{id} lagna");
                    (chart.ascendant, at)
                }
            };
            if Star::of(lon) == Star::Abhijit {
                // PyJHora's cell is the 27-nakshatra one the body is in.
                assert_eq!(theirs, star(lon.nakshatra()).cell(), "{id} {body}");
                abhijit += 1;
            } else {
                assert_eq!(theirs, at, "{id} {body}");
                same += 1;
            }
        }
    }
    assert_eq!(same + abhijit, 20 * 10);
    assert!(abhijit > 0, "the public births put something in Abhijit");
}

#[test]
fn a_charts_grahas_sit_in_their_nakshatras() {
    // ref: shared/reference/births_public.json #1 (pub-01), its grahas as the engine places them.
    let chart = chart_of("pub-01");
    let sbc = sarvatobhadra(&chart);
    let placed: usize = sbc.cells.iter().flatten().map(|c| c.planets.len()).sum();
    assert_eq!(placed, 9);
    assert_eq!(sbc.cells.iter().flatten().filter(|c| c.lagna).count(), 1);
    for g in &chart.grahas {
        let cell = sbc.cell(Star::of(g.longitude).cell());
        assert_eq!(cell.kind, CellKind::Nakshatra);
        assert!(cell.planets.contains(&g.planet));
    }
    let moon = chart.graha(Planet::Moon).longitude;
    assert_eq!(
        sbc.cell(Star::of(moon).cell()).label,
        moon.nakshatra().name()
    );
    // Transits land in `transits`, the natal grahas staying where they are.
    let transit = [(Planet::Saturn, Longitude::new(277.5))];
    let with = chakras::sarvatobhadra_with_transits(&chart, &transit);
    let abhijit = with.cell(Star::Abhijit.cell());
    assert_eq!(abhijit.transits, [Planet::Saturn]);
    assert_eq!(
        with.cells
            .iter()
            .flatten()
            .map(|c| c.planets.len())
            .sum::<usize>(),
        9
    );
    // The rings: house 1 of the Moon's holds the Moon, of the Sun's the Sun; every graha once
    // a ring; the lagna flag on the lagna's sign.
    let s = sudarshana(&chart);
    assert!(s.rings.moon[0].planets.contains(&Planet::Moon));
    assert!(s.rings.sun[0].planets.contains(&Planet::Sun));
    assert!(s.rings.lagna[0].lagna);
    for ring in [&s.rings.lagna, &s.rings.moon, &s.rings.sun] {
        assert_eq!(ring.iter().map(|h| h.planets.len()).sum::<usize>(), 9);
        assert_eq!(ring.iter().filter(|h| h.lagna).count(), 1);
    }
    let json = serde_json::to_value(&sbc).unwrap();
    assert_eq!(json["cells"][3][4]["label"], "Nanda");
    assert_eq!(json["cells"][3][4]["kind"], "tithi");
    assert_eq!(json["cells"][3][4]["weekdays"][1], "Tuesday");
    assert_eq!(json["cells"][0][1]["kind"], "nakshatra");
}

/// `POST /v1/chakras`: both chakras, the day's grahas in their cells, the vedha of the Moon's
/// nakshatra and the natal points it pierces; and both drawn by chart-image in the three
/// locales, each a picture with its title in the reader's language.
#[test]
fn the_reply_and_the_pictures() {
    use graha::calc::chart_image::ChartImageOut;
    use graha::calc::depth::ChakrasOut;
    use graha::calc::{CalcRequest, PersonData};
    use graha::endpoints::Endpoint;
    let b = &births()[3];
    let person = serde_json::from_value::<PersonData>(b["profile"].clone()).unwrap();
    let now = "2026-01-01T00:00:00Z".parse().unwrap();
    let ask = |e, body: Value| CalcRequest::from_body(e, &body, vec![person.clone()], None, now);
    let out: ChakrasOut = crate::support::typed(
        &ask(
            Endpoint::Chakras,
            serde_json::json!({ "date": "2026-01-01" }),
        )
        .unwrap(),
    );
    assert_eq!(out.sudarshana.rings.lagna.len(), 12);
    let cells = &out.sarvatobhadra.cells;
    assert_eq!((cells.len(), cells[0].len()), (9, 9));
    let transits: usize = cells.iter().flatten().map(|c| c.transits.len()).sum();
    let natal: usize = cells.iter().flatten().map(|c| c.planets.len()).sum();
    assert_eq!((transits, natal), (9, 9));
    // The day's nakshatra is the Moon's at noon in Kathmandu (06:15 UTC) of the date asked.
    let chart = chart_of(b["id"].as_str().unwrap());
    let noon = graha::astro::JulianDay::from_utc("2026-01-01T06:15:00Z".parse().unwrap());
    let sky = graha::astro::Ephemeris::with(&chart.settings)
        .grahas(noon)
        .unwrap();
    let day = Star::of(sky[Planet::Moon.index()].longitude);
    assert_eq!(out.sarvatobhadra.day_nakshatra, day.name());
    let v = &out.sarvatobhadra.vedha;
    assert_eq!(v.star, day);
    // The natal points named as pierced: the lagna and the grahas whose nakshatras the day's
    // nakshatra pierces.
    let stars = v.stars();
    let mut want: Vec<String> = Planet::ALL
        .iter()
        .filter(|p| stars.contains(&Star::of(chart.graha(**p).longitude)))
        .map(|p| p.name().to_owned())
        .collect();
    if stars.contains(&Star::of(chart.ascendant)) {
        want.push("Lagna".to_owned());
    }
    let mut got = out.sarvatobhadra.pierced.clone();
    got.sort();
    want.sort();
    assert_eq!(got, want);
    for locale in ["en", "hi", "ne"] {
        for (chart, title) in [
            (
                "sudarshana",
                ["Sudarshana chakra", "सुदर्शन चक्र", "सुदर्शन चक्र"],
            ),
            (
                "sarvatobhadra",
                ["Sarvatobhadra chakra", "सर्वतोभद्र चक्र", "सर्वतोभद्र चक्र"],
            ),
        ] {
            let req = ask(
                Endpoint::ChartImage,
                serde_json::json!({ "chart": chart, "locale": locale }),
            )
            .unwrap();
            let img: ChartImageOut = crate::support::typed(&req);
            roxmltree::Document::parse(&img.svg).unwrap();
            let want = title[["en", "hi", "ne"]
                .iter()
                .position(|l| *l == locale)
                .unwrap()];
            assert_eq!(img.title, want, "{chart} {locale}");
            assert!(
                graha::draw::png::to_png(&img.drawing)
                    .unwrap()
                    .starts_with(b"\x89PNG")
            );
        }
    }
    // A chakra is of the rasi alone.
    let req = ask(
        Endpoint::ChartImage,
        serde_json::json!({ "chart": "sudarshana", "division": "D9" }),
    )
    .unwrap();
    assert!(graha::calc::run_json(&req).is_err());
}
