//! The interpretation replies (yogas, dosha, functional, personality, predictions, remedies,
//! basic-details) over the reference births, in every locale: the shared request helpers, no
//! reply with an empty or untranslated string, the yogas list, the functional summary and the
//! personality factors. Doshas and remedies, and predictions and basic details, are in the
//! child modules.

mod doshas;
mod predictions;

use crate::support::{births, typed};
use graha::astro::functional;
use graha::astro::{Planet, Sign};
use graha::calc::reading::{FunctionalOut, PersonalityOut, TraitArea, YogasOut};
use graha::calc::{self, CalcRequest, Reply};
use graha::content::Locale;
use graha::endpoints::Endpoint;
use serde_json::Value;

const NOW: &str = "2026-01-01T00:00:00Z";

const READINGS: [Endpoint; 7] = [
    Endpoint::Yogas,
    Endpoint::Dosha,
    Endpoint::Functional,
    Endpoint::Personality,
    Endpoint::Predictions,
    Endpoint::Remedies,
    Endpoint::BasicDetails,
];

fn request(endpoint: Endpoint, profile: &Value, options: Value) -> CalcRequest {
    CalcRequest::from_body(
        endpoint,
        &options,
        vec![serde_json::from_value(profile.clone()).unwrap()],
        None,
        NOW.parse().unwrap(),
    )
    .unwrap()
}

/// A reply as written (JSON), for the checks of the wire format: the strings a reader gets,
/// the fields present.
fn run(endpoint: Endpoint, profile: &Value, options: Value) -> Value {
    calc::run_json(&request(endpoint, profile, options))
        .unwrap_or_else(|e| panic!("{endpoint:?}: {e}"))
}

/// A reference birth's reply in a locale, as written (JSON).
fn json(endpoint: Endpoint, b: &Value, locale: Locale) -> Value {
    run(
        endpoint,
        &b["profile"],
        serde_json::json!({ "locale": locale.code() }),
    )
}

/// A reference birth's reply in a locale, as its endpoint's type.
fn reply<T: TryFrom<Reply, Error = Reply>>(endpoint: Endpoint, b: &Value, locale: Locale) -> T {
    typed(&request(
        endpoint,
        &b["profile"],
        serde_json::json!({ "locale": locale.code() }),
    ))
}

fn birth(id: &str) -> &'static Value {
    births().iter().find(|b| b["id"] == id).unwrap()
}

/// Fields whose string values are identifiers (English names, codes, dates), not prose.
const IDENTIFIERS: &[&str] = &[
    "key",
    "division",
    "role",
    "kind",
    "name",
    "planet",
    "sign",
    "strength",
    "category",
    "group",
    "nature",
    "severity",
    "factor",
    "factorEn",
    "factorsEn",
    "side",
    "area",
    "level",
    "tone",
    "extent",
    "kaalSarpType",
    "mostBenefic",
    "mostMalefic",
    "yogakaraka",
    "ascendant",
    "moonSign",
    "moonSignLord",
    "sunSign",
    "nakshatra",
    "nakshatraLord",
    "signLord",
    "lord",
    "dignity",
    "startDate",
    "endDate",
    "mahaPlanet",
    "date",
    "time",
    "timezone",
    "location",
    "birthUtc",
    "sunrise",
    "sunset",
    "varna",
    "vashya",
    "yoni",
    "gana",
    "nadi",
    "paksha",
    "vara",
    "afflictions",
    "formingPlanets",
    // The settings echo: wire identifiers.
    "ayanamsa",
    "node",
    "houseSystem",
    "dashaYear",
    "requested",
    "used",
];

/// Every string of a reply with the field it sits under (array items take the array's field).
fn strings<'a>(v: &'a Value, field: &str, out: &mut Vec<(String, &'a str)>) {
    match v {
        Value::String(s) => out.push((field.to_owned(), s)),
        Value::Array(a) => a.iter().for_each(|x| strings(x, field, out)),
        Value::Object(m) => m.iter().for_each(|(k, x)| strings(x, k, out)),
        _ => {}
    }
}

fn looks_like_a_content_key(s: &str) -> bool {
    let mut parts = s.split('.');
    parts
        .next()
        .is_some_and(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_lowercase()))
        && s.contains('.')
        && !s.contains(' ')
        && parts.all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric()))
}

#[test]
fn no_reply_has_an_empty_or_untranslated_string() {
    let mut failures = Vec::new();
    // Several reference births: both hemispheres, a polar summer birth (pub-13), old Nepal time.
    for id in [
        "pub-01", "pub-05", "pub-08", "pub-11", "pub-13", "pub-14", "pub-17",
    ] {
        let b = birth(id);
        for endpoint in READINGS {
            for locale in Locale::ALL {
                let r = run(
                    endpoint,
                    &b["profile"],
                    serde_json::json!({ "locale": locale.code() }),
                );
                let mut all = Vec::new();
                strings(&r, "", &mut all);
                for (field, s) in all {
                    let at = format!("{id} {endpoint:?} {} {field}", locale.code());
                    if s.trim().is_empty() {
                        failures.push(format!("{at}: empty"));
                    } else if s.contains('{') || s.contains('}') {
                        failures.push(format!("{at}: unfilled placeholder in {s:?}"));
                    } else if looks_like_a_content_key(s) {
                        failures.push(format!("{at}: missing text {s:?}"));
                    } else if locale != Locale::En
                        && !IDENTIFIERS.contains(&field.as_str())
                        && (s.chars().any(|c| c.is_ascii_alphabetic())
                            || !s.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c)))
                    {
                        failures.push(format!("{at}: not translated: {s:?}"));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

#[test]
fn yogas_reply_lists_every_yoga_unless_present_only() {
    let b = birth("pub-03");
    let all: YogasOut = reply(Endpoint::Yogas, b, Locale::En);
    let list = &all.yogas;
    assert!(list.len() >= 60, "{} yogas", list.len());
    // As written, every entry carries these fields.
    for y in json(Endpoint::Yogas, b, Locale::En)["yogas"]
        .as_array()
        .unwrap()
    {
        for f in [
            "name",
            "isPresent",
            "strength",
            "formingPlanets",
            "description",
            "category",
        ] {
            assert!(!y[f].is_null(), "{} lacks {f}", y["name"]);
        }
        // A present yoga's strength is written by its name, an absent one's as `none`.
        assert_eq!(
            y["isPresent"],
            ["strong", "moderate", "weak"].contains(&y["strength"].as_str().unwrap()),
            "{}: {}",
            y["name"],
            y["strength"]
        );
    }
    for y in list {
        let present = y.is_present;
        assert_eq!(
            present,
            y.strength.is_some(),
            "{}: {:?}",
            y.name,
            y.strength
        );
        assert_eq!(present, !y.forming_planets.is_empty());
        assert!(y.source.contains("ch. ") || y.source.contains("no. "));
    }
    let only: YogasOut = typed(&request(
        Endpoint::Yogas,
        &b["profile"],
        serde_json::json!({ "presentOnly": true }),
    ));
    let only = &only.yogas;
    let present = list.iter().filter(|y| y.is_present).count();
    assert_eq!(only.len(), present);
    assert!(only.iter().all(|y| y.is_present));
    assert_eq!(all.summary.present, present);
    // ref: births_public.json pub-03: Saturn in Capricorn in the 1st (own sign, a kendra):
    // Shasha yoga (BPHS ch. 75), formed by Saturn.
    let shasha = only.iter().find(|y| y.key == "shasha").unwrap();
    assert_eq!(shasha.forming_planets, [Planet::Saturn]);
}

#[test]
fn functional_summary_names_the_yogakaraka_or_none() {
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let r: FunctionalOut = reply(Endpoint::Functional, b, Locale::En);
        let asc = Sign::from_name(b["ascendant"]["sign"].as_str().unwrap()).unwrap();
        assert_eq!(r.ascendant, asc, "{id}");
        let s = &r.functional_summary;
        // BPHS ch. 34: Saturn for Taurus and Libra, Mars for Cancer and Leo, Venus for
        // Capricorn and Aquarius, none for the others.
        let want = match asc {
            Sign::Taurus | Sign::Libra => Some(Planet::Saturn),
            Sign::Cancer | Sign::Leo => Some(Planet::Mars),
            Sign::Capricorn | Sign::Aquarius => Some(Planet::Venus),
            _ => None,
        };
        assert_eq!(s.yogakaraka, want, "{id} {asc}");
        assert_eq!(s.has_yogakaraka, want.is_some());
        // As written: the spec's string, `None` when there is none (never null).
        let wire = json(Endpoint::Functional, b, Locale::En);
        assert_eq!(
            wire["functionalSummary"]["yogakaraka"],
            want.map_or("None", Planet::name),
            "{id} {asc}"
        );
        assert_eq!(r.planets.len(), 9);
        for p in &r.planets {
            assert!(["benefic", "malefic", "neutral"].contains(&p.nature.name()));
            assert!(!p.reason.is_empty());
        }
        let sum = functional::summary(asc);
        assert_eq!(s.most_benefic, sum.most_benefic);
    }
}

#[test]
fn personality_names_its_factors() {
    let b = birth("pub-07");
    let r: PersonalityOut = reply(Endpoint::Personality, b, Locale::En);
    // ref: births_public.json pub-07: Leo rising, Moon in Scorpio (Jyeshtha, pada 4), Sun in
    // Taurus, the Sun (lord of Leo) in the 10th.
    let factor = |area: TraitArea| {
        r.traits
            .iter()
            .find(|t| t.area == area)
            .unwrap()
            .statement
            .factor
            .clone()
    };
    assert_eq!(factor(TraitArea::OuterSelf), "Leo ascendant");
    assert_eq!(factor(TraitArea::Mind), "The Moon in Scorpio");
    assert_eq!(factor(TraitArea::Soul), "The Sun in Taurus");
    assert_eq!(
        factor(TraitArea::Nakshatra),
        "The Moon in Jyeshtha nakshatra, pada 4"
    );
    assert_eq!(
        factor(TraitArea::AscendantLord),
        "The Sun (ascendant lord) in the 10th house"
    );
    assert_eq!(r.strengths.len(), 2);
    assert!(!r.challenges.is_empty());
}
