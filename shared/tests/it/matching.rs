//! Ashtakoot matching against every pair of `matching_public.json` (the textbook `kootas`, not
//! the `pyjhora` variants), its symmetries, the Nadi/Bhakoot exceptions, the Mangal dosha on
//! the real births of `births_public.json`, and the `matching` reply.

use crate::support::{birth_of, births, load, typed};
use graha::astro::matching::{
    BhakootCancellation, BhakootKind, Koota, Level, ManglikOutcome, NadiCancellation, ashtakoot,
};
use graha::astro::{
    Chart, Longitude, MangalCancellation, Nakshatra, Planet, Severity, Sign, mangal_dosha,
};
use graha::calc::MatchingSystem;
use graha::calc::matching::{AshtakootOut, KootaOut, MatchingReply};
use serde_json::Value;

/// The reference's koota object `{varna, vashya, …}` in our order.
fn reference_points(k: &Value) -> [f64; 8] {
    Koota::ALL.map(|koota| {
        k[koota.key()]
            .as_f64()
            .unwrap_or_else(|| panic!("reference has no {}", koota.key()))
    })
}

/// The middle of a nakshatra pada, as a Moon longitude.
fn pada_middle(nakshatra: &str, pada: u64) -> Longitude {
    let n = Nakshatra::from_name(nakshatra).unwrap_or_else(|| panic!("nakshatra {nakshatra}"));
    let span = 360.0 / 108.0;
    Longitude::new(n.start().degrees() + (pada as f64 - 0.5) * span)
}

fn chart_of(profile: &Value) -> Chart {
    Chart::compute(&birth_of(profile)).unwrap()
}

fn matches() -> Vec<Value> {
    load("matching_public.json")["matches"]
        .as_array()
        .unwrap()
        .clone()
}

#[test]
fn every_reference_pair_scores_the_textbook_points() {
    let all = matches();
    assert_eq!(all.len(), 10);
    for m in &all {
        let id = m["id"].as_str().unwrap();
        let bride = chart_of(&m["bride"]["profile"]);
        let groom = chart_of(&m["groom"]["profile"]);
        for (who, chart) in [("bride", &bride), ("groom", &groom)] {
            let moon = chart.graha(Planet::Moon);
            let r = &m[who];
            // ref: matching_public.json <id>.<who>.{moonLongitude, nakshatra, pada, rashi}
            assert!(
                moon.longitude
                    .separation(Longitude::new(r["moonLongitude"].as_f64().unwrap()))
                    < 1e-3,
                "{id} {who}: Moon"
            );
            assert_eq!(moon.nakshatra().name(), r["nakshatra"], "{id} {who}");
            assert_eq!(u64::from(moon.pada()), r["pada"], "{id} {who}");
            assert_eq!(moon.sign().name(), r["rashi"], "{id} {who}");
        }
        let a = ashtakoot(
            bride.graha(Planet::Moon).longitude,
            groom.graha(Planet::Moon).longitude,
        );
        // ref: matching_public.json <id>.kootas (textbook tables) and .total
        let want = reference_points(&m["kootas"]);
        for (k, (got, want)) in Koota::ALL.iter().zip(a.points.iter().zip(want)) {
            assert_eq!(*got, want, "{id}: {}", k.key());
        }
        assert_eq!(a.total(), m["total"].as_f64().unwrap(), "{id}: total");
    }
}

#[test]
fn nak_pada_table_scores_the_textbook_points() {
    let table = load("matching_public.json")["nakPadaTable"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(table.len(), 40);
    for (i, row) in table.iter().enumerate() {
        let side = |who: &str| {
            let r = &row[who];
            let lon = pada_middle(
                r["nakshatra"].as_str().unwrap(),
                r["pada"].as_u64().unwrap(),
            );
            // ref: matching_public.json nakPadaTable[i].<who>.rashi
            assert_eq!(lon.sign().name(), r["rashi"], "row {i} {who}: rashi");
            lon
        };
        let a = ashtakoot(side("bride"), side("groom"));
        // ref: matching_public.json nakPadaTable[i].textbook
        let want = reference_points(&row["textbook"]);
        for (k, (got, want)) in Koota::ALL.iter().zip(a.points.iter().zip(want)) {
            assert_eq!(*got, want, "row {i}: {}", k.key());
        }
        assert_eq!(a.total(), row["textbook"]["total"].as_f64().unwrap());
    }
}

/// Every pada of the zodiac, at its middle.
fn all_padas() -> impl Iterator<Item = Longitude> {
    (0..108).map(|i| Longitude::new((i as f64 + 0.5) * 360.0 / 108.0))
}

#[test]
fn symmetric_kootas_do_not_depend_on_who_is_the_bride() {
    // Tara counts both ways, yoni's table is symmetric, graha maitri takes both lords' views,
    // bhakoot's bad distances come in pairs (2/12, 5/9, 6/8), nadi only asks "same or not".
    let symmetric = [
        Koota::Tara,
        Koota::Yoni,
        Koota::GrahaMaitri,
        Koota::Bhakoot,
        Koota::Nadi,
    ];
    let mut asymmetric_seen = [0usize; 3]; // varna, vashya, gana
    for x in all_padas() {
        for y in all_padas() {
            let a = ashtakoot(x, y);
            let b = ashtakoot(y, x);
            for k in symmetric {
                assert_eq!(a.points_of(k), b.points_of(k), "{k:?} {x:?} {y:?}");
            }
            for (i, k) in [Koota::Varna, Koota::Vashya, Koota::Gana]
                .iter()
                .enumerate()
            {
                asymmetric_seen[i] += usize::from(a.points_of(*k) != b.points_of(*k));
            }
        }
    }
    // Varna, vashya and gana favour one side: swapping the couple changes them for some pairs.
    assert!(
        asymmetric_seen.iter().all(|&n| n > 0),
        "{asymmetric_seen:?}"
    );
}

#[test]
fn gana_and_vashya_change_when_the_couple_is_swapped() {
    // ref: matching_public.json nakPadaTable: Uttara Phalguni 3 (Manushya) bride with
    // Anuradha 1 (Deva) groom scores gana 5; a Deva bride with a Manushya groom scores 6.
    let uttara_phalguni = pada_middle("Uttara Phalguni", 3);
    let anuradha = pada_middle("Anuradha", 1);
    assert_eq!(
        ashtakoot(uttara_phalguni, anuradha).points_of(Koota::Gana),
        5.0
    );
    assert_eq!(
        ashtakoot(anuradha, uttara_phalguni).points_of(Koota::Gana),
        6.0
    );
    // ref: nakPadaTable: Shravana 1 (Capricorn, first half: quadruped) bride with Hasta 4 (Virgo:
    // human) groom scores vashya 0; a human bride with a quadruped groom scores 1.
    let shravana = pada_middle("Shravana", 1);
    let hasta = pada_middle("Hasta", 4);
    assert_eq!(ashtakoot(shravana, hasta).points_of(Koota::Vashya), 0.0);
    assert_eq!(ashtakoot(hasta, shravana).points_of(Koota::Vashya), 1.0);
}

#[test]
fn same_nakshatra_in_another_pada_cancels_nadi_dosha() {
    // ref: nakPadaTable: Pushya 4 bride, Pushya 3 groom: nadi 0, total 28.
    let a = ashtakoot(pada_middle("Pushya", 4), pada_middle("Pushya", 3));
    assert_eq!(a.total(), 28.0);
    let dosha = a.nadi_dosha.as_ref().expect("same nadi");
    // Muhurta Chintamani ch. 6: "nakṣatraikye pādabhede śubhaṁ syāt".
    assert_eq!(
        dosha.cancellations,
        vec![NadiCancellation::SameNakshatraDifferentPada]
    );
    assert_eq!(a.adjusted_total(), 36.0);
    assert_eq!(a.level(), Level::Excellent);
    // Same pada: no exception.
    let same = ashtakoot(pada_middle("Pushya", 2), pada_middle("Pushya", 2));
    assert!(same.nadi_dosha.as_ref().unwrap().cancellations.is_empty());
    assert_eq!(same.adjusted_total(), same.total());
}

#[test]
fn bhakoot_dosha_names_its_exceptions() {
    // ref: nakPadaTable: Mrigashira 4 (Gemini) bride, Anuradha 4 (Scorpio) groom: bhakoot 0
    // (6/8), lords Mercury and Mars: Mars holds Mercury an enemy, no exception.
    let a = ashtakoot(pada_middle("Mrigashira", 4), pada_middle("Anuradha", 4));
    let d = a.bhakoot_dosha.as_ref().unwrap();
    assert_eq!(d.kind, BhakootKind::ShadAshtaka);
    assert!(d.cancellations.is_empty());
    assert_eq!(a.adjusted_total(), a.total());
    // Aries and Scorpio stand 6/8 and share Mars: the dosha is cancelled, 7 counted back.
    let aries = Longitude::new(10.0);
    let scorpio = Longitude::new(215.0);
    let b = ashtakoot(aries, scorpio);
    assert_eq!(b.points_of(Koota::Bhakoot), 0.0);
    let d = b.bhakoot_dosha.as_ref().unwrap();
    assert_eq!(d.cancellations, vec![BhakootCancellation::SameLord]);
    assert_eq!(b.adjusted_total(), b.total() + 7.0);
    // Cancer (Moon) and Leo (Sun) stand 2/12; Sun and Moon are friends of each other.
    let c = ashtakoot(Longitude::new(95.0), Longitude::new(125.0));
    assert_eq!(
        c.bhakoot_dosha.as_ref().unwrap().kind,
        BhakootKind::DviDvadasha
    );
    assert_eq!(
        c.bhakoot_dosha.as_ref().unwrap().cancellations,
        vec![BhakootCancellation::FriendlyLords]
    );
}

#[test]
fn levels_follow_the_spec_bands() {
    // The published bands: 28-36 Excellent, 18-27 Good, 12-17 Average, 0-11 Poor.
    for (points, level) in [
        (11.0, Level::Poor),
        (11.5, Level::Poor),
        (12.0, Level::Average),
        (17.0, Level::Average),
        (17.5, Level::Average),
        (18.0, Level::Good),
        (27.0, Level::Good),
        (27.5, Level::Good),
        (28.0, Level::Excellent),
        (36.0, Level::Excellent),
    ] {
        assert_eq!(Level::of(points), level, "{points}");
    }
}

/// Mars' house from the ascendant, the Moon and Venus as the reference gives them.
fn reference_mars(b: &Value) -> (u8, u8, u8, Sign) {
    let planet = |name: &str| {
        b["planets"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["planet"] == name)
            .unwrap()
            .clone()
    };
    let sign = |p: &Value| Sign::from_name(p["sign"].as_str().unwrap()).unwrap();
    let mars = planet("Mars");
    let mars_sign = sign(&mars);
    (
        mars["house"].as_u64().unwrap() as u8,
        sign(&planet("Moon")).house_of(mars_sign),
        sign(&planet("Venus")).house_of(mars_sign),
        mars_sign,
    )
}

#[test]
fn mangal_dosha_on_every_reference_birth() {
    let dosha_houses = [1, 4, 7, 8, 12];
    let mut present = 0;
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let d = mangal_dosha(&chart_of(&b["profile"]));
        // ref: births_public.json <id>.planets[Mars].house, Moon and Venus signs
        let (house, from_moon, from_venus, mars_sign) = reference_mars(b);
        assert_eq!(d.house_from_ascendant, house, "{id}");
        assert_eq!(d.house_from_moon, from_moon, "{id}");
        assert_eq!(d.house_from_venus, from_venus, "{id}");
        assert_eq!(d.mars_sign, mars_sign, "{id}");
        // The published trigger: Mars in houses 1, 4, 7, 8 or 12 (from the ascendant).
        assert_eq!(d.present, dosha_houses.contains(&house), "{id}");
        assert_eq!(d.from_moon, dosha_houses.contains(&from_moon), "{id}");
        assert_eq!(d.from_venus, dosha_houses.contains(&from_venus), "{id}");
        if d.present {
            present += 1;
            assert_eq!(d.houses, vec![house], "{id}");
            assert_ne!(d.severity, Severity::None, "{id}");
        } else {
            assert!(d.houses.is_empty() && d.cancellations.is_empty(), "{id}");
            assert_eq!(d.severity, Severity::None, "{id}");
        }
    }
    // ref: births_public.json: Mars in 1/4/7/8/12 in pub-02, 03, 07, 08, 11, 12, 18, 20.
    assert_eq!(present, 8);
}

fn reference_birth(id: &str) -> &'static Value {
    births().iter().find(|b| b["id"] == id).unwrap()
}

#[test]
fn mangal_cancellations_lower_severity_but_keep_the_dosha() {
    // ref: births_public.json pub-11: Sagittarius ascendant, Mars in Cancer in the 8th.
    // "… karkiṇi cāṣṭau bhaumadoṣo na vidyate": Mars in Cancer in the 8th is an exception.
    let d = mangal_dosha(&chart_of(&reference_birth("pub-11")["profile"]));
    assert!(d.present);
    assert_eq!(d.houses, vec![8]);
    assert!(
        d.cancellations
            .contains(&MangalCancellation::SignHouseException)
    );
    assert_eq!(d.severity, Severity::Cancelled);

    // ref: pub-18: Virgo ascendant, Mars in Leo in the 12th, Jupiter in Sagittarius, whose 9th
    // aspect falls on Leo (BPHS ch. 26): mitigated one step, still present.
    let d = mangal_dosha(&chart_of(&reference_birth("pub-18")["profile"]));
    assert!(d.present);
    assert_eq!(d.cancellations, vec![MangalCancellation::JupiterAspect]);
    let unmitigated = match (d.from_moon, d.from_venus) {
        (true, true) => Severity::High,
        (true, false) | (false, true) => Severity::Moderate,
        (false, false) => Severity::Low,
    };
    let expected = match unmitigated {
        Severity::High => Severity::Moderate,
        Severity::Moderate => Severity::Low,
        _ => Severity::Cancelled,
    };
    assert_eq!(d.severity, expected);

    // ref: pub-02: Aquarius ascendant, Mars in Virgo in the 8th, Jupiter in Cancer (aspects
    // Scorpio, Capricorn, Pisces): no exception.
    let d = mangal_dosha(&chart_of(&reference_birth("pub-02")["profile"]));
    assert!(d.present && d.cancellations.is_empty());
    assert!(matches!(
        d.severity,
        Severity::Low | Severity::Moderate | Severity::High
    ));
}

#[test]
fn manglik_outcome_of_a_couple() {
    let dosha = |id: &str| mangal_dosha(&chart_of(&reference_birth(id)["profile"]));
    let standing = dosha("pub-02"); // Mars 8th, no exception
    let cancelled = dosha("pub-11"); // Mars in Cancer in the 8th: exception
    let none = dosha("pub-01"); // Mars in the 2nd
    assert_eq!(ManglikOutcome::of(&none, &none), ManglikOutcome::Neither);
    assert!(!ManglikOutcome::Neither.cancels());
    // "kujadoṣavatī deyā kujadoṣavate": both Manglik, the doshas cancel.
    assert_eq!(
        ManglikOutcome::of(&standing, &cancelled),
        ManglikOutcome::BothManglik
    );
    assert!(ManglikOutcome::BothManglik.cancels());
    assert_eq!(
        ManglikOutcome::of(&standing, &none),
        ManglikOutcome::OneSided
    );
    assert!(!ManglikOutcome::OneSided.cancels());
    assert_eq!(
        ManglikOutcome::of(&none, &cancelled),
        ManglikOutcome::CancelledInChart
    );
}

fn matching_request(m: &Value, locale: graha::content::Locale) -> graha::calc::CalcRequest {
    use graha::calc::{CalcRequest, PersonData};
    let person =
        |who: &str| serde_json::from_value::<PersonData>(m[who]["profile"].clone()).unwrap();
    CalcRequest::from_body(
        graha::endpoints::Endpoint::Matching,
        &serde_json::json!({ "locale": locale.code() }),
        vec![person("bride"), person("groom")],
        None,
        "2026-01-01T00:00:00Z".parse().unwrap(),
    )
    .unwrap()
}

/// Every string in a JSON value, with its path.
fn strings<'a>(v: &'a Value, path: String, out: &mut Vec<(String, &'a str)>) {
    match v {
        Value::String(s) => out.push((path, s)),
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                strings(x, format!("{path}[{i}]"), out);
            }
        }
        Value::Object(o) => {
            for (k, x) in o {
                strings(x, format!("{path}.{k}"), out);
            }
        }
        _ => {}
    }
}

/// A koota's entry of the reply.
fn koota_out(a: &AshtakootOut, k: Koota) -> &KootaOut {
    match k {
        Koota::Varna => &a.varna,
        Koota::Vashya => &a.vashya,
        Koota::Tara => &a.tara,
        Koota::Yoni => &a.yoni,
        Koota::GrahaMaitri => &a.grahamaitri,
        Koota::Gana => &a.gana,
        Koota::Bhakoot => &a.bhakoot,
        Koota::Nadi => &a.nadi,
    }
}

#[test]
fn matching_reply_has_the_spec_shape_in_every_locale() {
    use graha::content::Locale;
    for m in matches() {
        let id = m["id"].as_str().unwrap();
        for locale in Locale::ALL {
            let req = matching_request(&m, locale);
            let reply: MatchingReply = typed(&req);
            // As written: the keys and every text the reader gets (display names included).
            let data = graha::calc::run_json(&req).unwrap();
            let what = format!("{id} {}", locale.code());
            let mt = &reply.matching;
            // The published shape: bride and groom { nakshatra, rashi, nakshatraPada, name }
            for (who, p) in [("bride", &mt.bride), ("groom", &mt.groom)] {
                let r = &m[who];
                assert_eq!(
                    p.nakshatra,
                    Nakshatra::from_name(r["nakshatra"].as_str().unwrap()).unwrap(),
                    "{what}"
                );
                assert_eq!(
                    p.rashi,
                    Sign::from_name(r["rashi"].as_str().unwrap()).unwrap(),
                    "{what}"
                );
                assert_eq!(
                    Some(u64::from(p.nakshatra_pada)),
                    r["pada"].as_u64(),
                    "{what}"
                );
                assert_eq!(p.name, r["profile"]["name"].as_str().unwrap(), "{what}");
            }
            // The published shape: eight entries { name, maxPoints, obtainedPoints, description }
            let ak = data["matching"]["ashtakoot"].as_object().unwrap();
            assert_eq!(ak.len(), 8, "{what}");
            for k in Koota::ALL {
                assert!(ak.contains_key(k.key()), "{what} {k:?}");
                let e = koota_out(&mt.ashtakoot, k);
                assert_eq!(e.max_points, k.max_points(), "{what}");
                // ref: matching_public.json <id>.kootas
                assert_eq!(
                    Some(e.obtained_points),
                    m["kootas"][k.key()].as_f64(),
                    "{what} {k:?}"
                );
                assert!(!e.name.name().is_empty(), "{what}");
                assert!(e.description.len() > 40, "{what}");
            }
            let total = m["total"].as_f64().unwrap();
            assert_eq!(mt.total_points, total, "{what}");
            assert_eq!(mt.max_points, 36.0, "{what}");
            assert!(
                (mt.percentage - total / 36.0 * 100.0).abs() < 0.01,
                "{what}"
            );
            assert_eq!(mt.compatibility_level, Level::of(total).name(), "{what}");
            // The manglik status as written: its flags booleans, its reason a text.
            let ms = &data["matching"]["manglikStatus"];
            assert!(ms["brideHasDosha"].is_boolean() && ms["groomHasDosha"].is_boolean());
            assert!(
                ms["cancels"].is_boolean() && ms["reason"].is_string(),
                "{what}"
            );
            assert!(mt.adjusted_points >= total, "{what}");
            assert!(mt.recommendation.len() > 20, "{what}");
            assert!(reply.summary.len() > 40, "{what}");
            // The discriminator of the matching replies.
            assert_eq!(reply.system, MatchingSystem::Ashtakoot, "{what}");
            // No placeholder left unfilled, no key shown instead of a text, no empty text.
            let mut all = Vec::new();
            strings(&data, String::new(), &mut all);
            for (path, s) in all {
                assert!(!s.trim().is_empty(), "{what} {path} empty");
                assert!(!s.contains('{') && !s.contains('}'), "{what} {path}: {s}");
                assert!(!s.starts_with("matching."), "{what} {path}: {s}");
                if locale != Locale::En && path.ends_with("description") {
                    assert!(
                        s.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c)),
                        "{what} {path} not in Devanagari: {s}"
                    );
                }
            }
        }
    }
}

#[test]
fn matching_reply_reports_manglik_from_both_charts() {
    // ref: births_public.json pub-02 (Mars in the 8th, no exception) as bride and pub-01 (Mars
    // in the 2nd) as groom: one-sided, not cancelled.
    let pair = serde_json::json!({
        "bride": {"profile": reference_birth("pub-02")["profile"]},
        "groom": {"profile": reference_birth("pub-01")["profile"]},
    });
    let reply: MatchingReply = typed(&matching_request(&pair, graha::content::Locale::En));
    let ms = &reply.matching.manglik_status;
    assert!(ms.bride_has_dosha);
    assert!(!ms.groom_has_dosha);
    assert!(!ms.cancels);
    assert_eq!(ms.outcome, "oneSided");
    assert_eq!(ms.bride.house_from_ascendant, 8);
    // pub-11 (Mars in Cancer in the 8th: exception) as groom: both Manglik, cancels.
    let pair = serde_json::json!({
        "bride": {"profile": reference_birth("pub-02")["profile"]},
        "groom": {"profile": reference_birth("pub-11")["profile"]},
    });
    let reply: MatchingReply = typed(&matching_request(&pair, graha::content::Locale::Hi));
    let ms = &reply.matching.manglik_status;
    assert_eq!(ms.outcome, "bothManglik");
    assert!(ms.cancels);
    assert_eq!(ms.groom.severity, Severity::Cancelled);
    assert_eq!(ms.groom.cancellations[0].rule, "signHouseException");
}

#[test]
fn matching_needs_two_profiles() {
    let m = &matches()[0];
    let mut req = matching_request(m, graha::content::Locale::En);
    req.persons.truncate(1);
    assert!(matches!(
        graha::calc::run_replied(&req),
        Err(graha::calc::CalcError::Invalid { .. })
    ));
}
