//! The natal replies (rashi, nakshatra, elements, house-lords, conjunctions, aspects,
//! atmakaraka) against `births_public.json` and the classical rules they encode.

use crate::aspects::constructed;
use crate::support::{accepted, births, typed};
use graha::astro::aspects;
use graha::astro::{Element, Modality, Nakshatra, Planet, Sign};
use graha::calc::natal::{
    AtmakarakaOut, ConjunctionsOut, ElementsOut, HouseLordsOut, NakshatraOut, RashiOut,
};
use graha::calc::{self, CalcRequest, Reply};
use graha::content::{self, Key, Locale};
use graha::endpoints::Endpoint;
use graha::key;
use serde_json::Value;
use std::collections::BTreeSet;

const NATAL: [Endpoint; 7] = [
    Endpoint::Rashi,
    Endpoint::Nakshatra,
    Endpoint::Elements,
    Endpoint::HouseLords,
    Endpoint::Conjunctions,
    Endpoint::Aspects,
    Endpoint::Atmakaraka,
];

fn request(endpoint: Endpoint, profile: &Value, locale: Locale) -> CalcRequest {
    CalcRequest::from_body(
        endpoint,
        &serde_json::json!({ "locale": locale.code() }),
        vec![serde_json::from_value(profile.clone()).unwrap()],
        None,
        "2026-01-01T00:00:00Z".parse().unwrap(),
    )
    .unwrap()
}

/// The reply of an endpoint for a reference birth, in English, as the endpoint's type.
pub(crate) fn reply<T: TryFrom<Reply, Error = Reply>>(endpoint: Endpoint, b: &Value) -> T {
    typed(&request(endpoint, &b["profile"], Locale::En))
}

/// A sign as the reference data names it.
pub(crate) fn sign_of(v: &Value) -> Sign {
    Sign::from_name(v.as_str().unwrap()).unwrap_or_else(|| panic!("not a sign: {v}"))
}

/// A nakshatra as the reference data names it.
fn nakshatra_of(v: &Value) -> Nakshatra {
    Nakshatra::from_name(v.as_str().unwrap()).unwrap_or_else(|| panic!("not a nakshatra: {v}"))
}

/// The reference record of one graha of a birth.
fn ref_planet(b: &Value, p: Planet) -> &Value {
    b["planets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["planet"] == p.name())
        .unwrap()
}

pub(crate) fn ref_house(b: &Value, p: Planet) -> u8 {
    ref_planet(b, p)["house"].as_u64().unwrap() as u8
}

#[test]
fn rashi_is_the_reference_moon_sign() {
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let r: RashiOut = reply(Endpoint::Rashi, b);
        let moon = ref_planet(b, Planet::Moon);
        // ref: births_public.json <id>.moonSign, .sunSign, .ascendant.sign
        assert!(
            r.moon_sign == sign_of(&b["moonSign"])
                || accepted(moon, "sign", &r.moon_sign.name().into()),
            "{id}: moon sign {}",
            r.moon_sign
        );
        assert_eq!(r.sign, r.moon_sign);
        assert_eq!(r.sun_sign, sign_of(&b["sunSign"]), "{id}");
        assert_eq!(r.ascendant_sign, sign_of(&b["ascendant"]["sign"]), "{id}");
        // Classical rulership: Cancer is ruled by the Moon, Leo by the Sun, …
        assert_eq!(r.lord, r.moon_sign.lord(), "{id}");
        assert_eq!(r.nakshatra, nakshatra_of(&moon["nakshatra"]), "{id}");
        assert!((r.moon_degree - moon["degree"].as_f64().unwrap()).abs() < 1e-3);
        let t = &r.traits;
        for (part, text) in [
            ("nature", &t.nature),
            ("emotionalTemperament", &t.emotional_temperament),
            ("strengths", &t.strengths),
            ("challenges", &t.challenges),
        ] {
            assert!(!text.is_empty(), "{id} {part}");
        }
    }
    // ref: pub-01 Moon in Capricorn (Saturn's sign, earth, movable).
    let r: RashiOut = reply(Endpoint::Rashi, &births()[0]);
    assert_eq!(
        (r.moon_sign, r.lord, r.element, r.modality),
        (
            Sign::Capricorn,
            Planet::Saturn,
            Element::Earth,
            Modality::Movable
        )
    );
}

#[test]
fn nakshatra_is_the_reference_moon_nakshatra_and_pada() {
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let r: NakshatraOut = reply(Endpoint::Nakshatra, b);
        let moon = ref_planet(b, Planet::Moon);
        // ref: births_public.json <id>.planets[Moon].nakshatra / .pada
        assert!(
            r.name.name() == moon["nakshatra"]
                || accepted(moon, "nakshatra", &r.name.name().into()),
            "{id}: {} vs {}",
            r.name,
            moon["nakshatra"]
        );
        assert!(
            u64::from(r.pada) == moon["pada"].as_u64().unwrap()
                || accepted(moon, "pada", &r.pada.into()),
            "{id}: pada"
        );
        let d = r.degree_in_nakshatra;
        assert!((0.0..360.0 / 27.0).contains(&d), "{id}: {d}");
        // The Moon's longitude = start of its nakshatra + the degrees travelled into it.
        let lon = moon["longitude"].as_f64().unwrap();
        let start = (f64::from(r.number) - 1.0) * 360.0 / 27.0;
        assert!((start + d - lon).abs() < 1e-3, "{id}");
        // The pada's name syllable is the pada-th of the four.
        assert_eq!(r.name_syllable, r.syllables[usize::from(r.pada) - 1]);
        assert!(!r.description.is_empty());
    }
    // ref: pub-01 Moon in Uttara Ashadha pada 3: Sun-ruled, Vishvedevas, Manushya gana,
    // Mongoose yoni, Antya nadi (Muhurta Chintamani); pada 3 is in Capricorn: Vaishya.
    let r: NakshatraOut = reply(Endpoint::Nakshatra, &births()[0]);
    assert_eq!(r.name, graha::astro::Nakshatra::UttaraAshadha);
    assert_eq!(r.number, 21);
    assert_eq!(r.lord, Planet::Sun);
    assert_eq!(r.gana, "Manushya");
    assert_eq!(r.animal, "Mongoose");
    assert_eq!(r.nadi, "Antya");
    assert_eq!(r.varna, "Vaishya");
    assert_eq!(r.nature, "Dhruva");
    assert_eq!(r.name_syllable, "Ja");
}

#[test]
fn element_percentages_sum_to_100_and_follow_the_weights() {
    const ELEMENTS: [Element; 4] = [Element::Fire, Element::Earth, Element::Air, Element::Water];
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let r: ElementsOut = reply(Endpoint::Elements, b);
        let p = &r.percentages;
        let pct = [p.fire, p.earth, p.air, p.water];
        assert!(
            (pct.iter().sum::<f64>() - 100.0).abs() < 1e-9,
            "{id}: {pct:?}"
        );
        let c = &r.counts;
        let counts = c.fire + c.earth + c.air + c.water;
        // Nine grahas and the ascendant.
        assert_eq!(counts, 10.0, "{id}");
        // Recompute from the reference signs: ascendant, Sun, Moon 2; nodes ½; others 1.
        let element = |sign: &Value| ELEMENTS[sign_of(sign).index() % 4];
        let mut want = [0.0; 4];
        let mut add = |sign: &Value, w: f64| {
            want[ELEMENTS.iter().position(|e| *e == element(sign)).unwrap()] += w / 12.0 * 100.0;
        };
        add(&b["ascendant"]["sign"], 2.0);
        for p in Planet::ALL {
            let w = match p {
                Planet::Sun | Planet::Moon => 2.0,
                Planet::Rahu | Planet::Ketu => 0.5,
                _ => 1.0,
            };
            add(&ref_planet(b, *p)["sign"], w);
        }
        for (i, e) in ELEMENTS.iter().enumerate() {
            assert!(
                (pct[i] - want[i]).abs() < 0.1,
                "{id} {e:?}: {} vs {}",
                pct[i],
                want[i]
            );
        }
        let top = pct.iter().copied().fold(f64::MIN, f64::max);
        let dominant = ELEMENTS.iter().position(|e| *e == r.dominant).unwrap();
        assert_eq!(pct[dominant], top, "{id}");
        assert_eq!(r.moon_element, element(&b["moonSign"]), "{id}");
    }
}

#[test]
fn house_lords_sit_where_the_reference_puts_them() {
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let r: HouseLordsOut = reply(Endpoint::HouseLords, b);
        let lords = &r.house_lords;
        assert_eq!(lords.len(), 12);
        let asc = sign_of(&b["ascendant"]["sign"]);
        // ref: births_public.json <id>.ascendant.sign: the 1st house's lord rules it.
        assert_eq!(lords[0].lord, asc.lord(), "{id}");
        for (i, h) in lords.iter().enumerate() {
            assert_eq!(usize::from(h.house), i + 1);
            let sign = asc.nth(i + 1);
            assert_eq!(h.sign, sign, "{id} house {}", i + 1);
            // ref: births_public.json <id>.planets[lord].house / .sign
            let lord = h.lord;
            assert_eq!(h.lord_house, ref_house(b, lord), "{id} house {}", i + 1);
            assert_eq!(h.lord_sign, sign_of(&ref_planet(b, lord)["sign"]), "{id}");
            assert!(!h.dignity.name().is_empty());
            assert!(h.reading.len() > 100, "{id}");
        }
    }
}

#[test]
fn conjunctions_are_the_grahas_sharing_a_sign() {
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let r: ConjunctionsOut = reply(Endpoint::Conjunctions, b);
        // ref: births_public.json <id>.planets[*].sign grouped.
        let mut want: Vec<BTreeSet<Planet>> = Vec::new();
        for s in Sign::ALL {
            let group: BTreeSet<Planet> = b["planets"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|p| p["sign"] == s.name())
                .map(|p| Planet::from_name(p["planet"].as_str().unwrap()).unwrap())
                .collect();
            if group.len() >= 2 {
                want.push(group);
            }
        }
        let mut got: Vec<BTreeSet<Planet>> = r
            .conjunctions
            .iter()
            .map(|c| c.planets.iter().copied().collect())
            .collect();
        want.sort();
        got.sort();
        assert_eq!(got, want, "{id}");
        for c in &r.conjunctions {
            let n = c.planets.len();
            let pairs = &c.pairs;
            assert_eq!(pairs.len(), n * (n - 1) / 2, "{id}");
            // Orb = difference of the reference longitudes; the tightest pair comes first.
            for p in pairs {
                let [a, bb] = p
                    .planets
                    .map(|planet| ref_planet(b, planet)["longitude"].as_f64().unwrap());
                assert!((p.orb - (a - bb).abs()).abs() < 2e-3, "{id}");
                assert!(!p.reading.is_empty());
            }
            assert_eq!(c.tightest_orb, pairs[0].orb);
            assert!(c.spread >= c.tightest_orb);
        }
    }
}

#[test]
fn atmakaraka_has_the_highest_degree_in_sign() {
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let r: AtmakarakaOut = reply(Endpoint::Atmakaraka, b);
        // ref: births_public.json <id>.planets[Sun…Saturn].degree, the highest (Jaimini).
        let mut seven: Vec<(f64, Planet)> = Planet::SEVEN
            .iter()
            .map(|p| (ref_planet(b, *p)["degree"].as_f64().unwrap(), *p))
            .collect();
        seven.sort_by(|a, b| b.0.total_cmp(&a.0));
        let ak = seven[0].1;
        assert_eq!(r.planet, ak, "{id}");
        assert_eq!(r.sign, sign_of(&ref_planet(b, ak)["sign"]), "{id}");
        assert_eq!(r.house, ref_house(b, ak), "{id}");
        assert_eq!(
            r.nakshatra,
            nakshatra_of(&ref_planet(b, ak)["nakshatra"]),
            "{id}"
        );
        assert!((r.degree - seven[0].0).abs() < 1e-3);
        // The seven chara karakas in descending degree: Atmakaraka … Darakaraka.
        let karakas = &r.chara_karakas;
        assert_eq!(karakas.len(), 7);
        assert_eq!(karakas[0].karaka, "Atmakaraka");
        assert_eq!(karakas[6].karaka, "Darakaraka");
        for (k, (_, p)) in karakas.iter().zip(&seven) {
            assert_eq!(k.planet, *p, "{id}");
        }
        // Grahas in the 7th house from the atmakaraka aspect it (BPHS ch. 26), except the
        // node opposite the other node.
        let ak_house = ref_house(b, ak);
        let aspecting: BTreeSet<Planet> = r.aspects.iter().map(|a| a.aspect_planet).collect();
        for p in Planet::ALL {
            if ref_house(b, *p) == (ak_house + 5) % 12 + 1 {
                assert!(aspecting.contains(p), "{id}: {p} should aspect {ak}");
            }
        }
        for a in &r.aspects {
            let p = a.aspect_planet;
            let want = ref_planet(b, p)["degree"].as_f64().unwrap();
            assert!((a.aspect_degree - want).abs() < 1e-3);
            let nature = a.nature;
            assert!(nature == "benefic" || nature == "malefic");
            // BPHS ch. 3: Jupiter and Venus are always benefic; Sun, Mars, Saturn and the
            // nodes always malefic.
            match p {
                Planet::Jupiter | Planet::Venus => assert_eq!(nature, "benefic"),
                Planet::Sun | Planet::Mars | Planet::Saturn | Planet::Rahu | Planet::Ketu => {
                    assert_eq!(nature, "malefic")
                }
                _ => {}
            }
        }
        assert!(!r.description.is_empty());
    }
}

/// Every string in a reply: non-empty, no unfilled `{placeholder}`, no missing-key echo.
fn check_texts(v: &Value, path: &str, locale: Locale) {
    match v {
        Value::String(s) => {
            assert!(!s.trim().is_empty(), "{}: {path} is empty", locale.code());
            assert!(
                !(s.contains('{') && s.contains('}')),
                "{}: {path} has a placeholder: {s}",
                locale.code()
            );
            for topic in ["signs.", "planets.", "nakshatras.", "elements.", "houses."] {
                assert!(
                    !s.starts_with(topic),
                    "{}: {path} = missing key {s}",
                    locale.code()
                );
            }
        }
        Value::Array(a) => a
            .iter()
            .enumerate()
            .for_each(|(i, x)| check_texts(x, &format!("{path}[{i}]"), locale)),
        Value::Object(m) => m
            .iter()
            .for_each(|(k, x)| check_texts(x, &format!("{path}.{k}"), locale)),
        _ => {}
    }
}

#[test]
fn every_text_in_every_locale_is_filled() {
    let prose = [
        "interpretation",
        "description",
        "reading",
        "meaning",
        "qualitiesText",
    ];
    for b in births().iter().take(6) {
        for locale in Locale::ALL {
            for e in NATAL {
                let r = calc::run_json(&request(e, &b["profile"], locale)).unwrap();
                check_texts(&r, e.path(), locale);
                // Hindi and Nepali prose is in Devanagari.
                if locale != Locale::En {
                    let mut found = false;
                    walk(&r, &mut |k, s| {
                        if prose.contains(&k) {
                            found = true;
                            assert!(
                                s.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c)),
                                "{} {}: {k} not in Devanagari: {s}",
                                locale.code(),
                                e.path()
                            );
                        }
                    });
                    // A chart may have no conjunction at all; all other replies carry prose.
                    assert!(found || e == Endpoint::Conjunctions, "{}", e.path());
                }
            }
        }
    }
}

fn walk<'a>(v: &'a Value, f: &mut impl FnMut(&'a str, &'a str)) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                if let Value::String(s) = x {
                    f(k, s);
                }
                walk(x, f);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| walk(x, f)),
        _ => {}
    }
}

#[test]
fn content_covers_every_sign_planet_nakshatra_element_and_house() {
    let has = |l: Locale, key: Key| {
        assert!(
            content::catalog(l)
                .value(&key)
                .and_then(|v| v.as_str())
                .is_some_and(|s| !s.trim().is_empty()),
            "{}: {key}",
            l.code()
        )
    };
    for l in Locale::ALL {
        for s in Sign::ALL {
            for part in ["name", "nature", "emotional", "strengths", "challenges"] {
                has(l, key!("signs.{}.{}", s.name(), part));
            }
        }
        for p in Planet::ALL {
            has(l, key!("planets.{}.name", p.name()));
            has(l, key!("planets.{}.aspect", p.name()));
            for q in Planet::ALL.iter().filter(|q| q.index() > p.index()) {
                if !(*p == Planet::Rahu && *q == Planet::Ketu) {
                    has(l, key!("planets.conjunction.{}-{}", p.name(), q.name()));
                }
            }
        }
        for p in Planet::SEVEN {
            has(l, key!("planets.{}.atmakaraka", p.name()));
        }
        for n in graha::astro::Nakshatra::ALL {
            for part in ["name", "deity", "symbol", "description"] {
                has(l, key!("nakshatras.{}.{}", n.name(), part));
            }
        }
        for e in ["fire", "earth", "air", "water"] {
            for part in ["name", "dominant", "lacking", "moon"] {
                has(l, key!("elements.{}.{}", e, part));
            }
        }
        for h in 1..=12 {
            for part in ["name", "themes", "meaning"] {
                has(l, key!("houses.{}.{}", h, part));
            }
        }
    }
}

#[test]
fn natural_nature_follows_bphs() {
    use Sign::*;
    use graha::astro::NaturalNature::{Benefic, Malefic};
    // Sun in Leo, Mercury in Leo with it, Moon 31° ahead of the Sun (waxing).
    let c = constructed([
        Leo,
        Virgo,
        Aries,
        Leo,
        Sagittarius,
        Virgo,
        Cancer,
        Gemini,
        Sagittarius,
    ]);
    assert!(aspects::moon_waxing(&c));
    assert_eq!(aspects::natural_nature(&c, Planet::Moon), Benefic);
    // BPHS ch. 3: Mercury joined with a malefic (here the Sun) is malefic.
    assert_eq!(aspects::natural_nature(&c, Planet::Mercury), Malefic);
    // Alone in Libra, Mercury is benefic; a Moon 181° past the Sun is waning, malefic.
    let c = constructed([
        Leo,
        Aquarius,
        Aries,
        Libra,
        Sagittarius,
        Virgo,
        Cancer,
        Gemini,
        Sagittarius,
    ]);
    assert!(!aspects::moon_waxing(&c));
    assert_eq!(aspects::natural_nature(&c, Planet::Mercury), Benefic);
    assert_eq!(aspects::natural_nature(&c, Planet::Moon), Malefic);
    assert_eq!(aspects::natural_nature(&c, Planet::Venus), Benefic);
    assert_eq!(aspects::natural_nature(&c, Planet::Saturn), Malefic);
}
