//! The South Indian matching systems: each porutham's rule on hand-picked couples (the verdict
//! worked out from the rule's source in a comment), the Dashakoot totals over every pair of
//! padas, and the three systems of `POST /v1/matching` through `calc::run_json` for the couples
//! of `matching_public.json`.

use crate::support::{load, typed};
use graha::astro::matching::{
    DASHAKOOT_MAX_POINTS, Grade, Porutham, Poruthams, Rajju, Verdict, poruthams, vedha,
};
use graha::astro::{Longitude, Nakshatra, Sign};
use graha::calc::matching::{DashakootReply, MatchingReply, PartnerOut, PoruthamReply};
use graha::calc::{CalcRequest, MatchingSystem, PersonData};
use graha::content::Locale;
use serde_json::Value;

use Nakshatra::*;

/// The middle of a nakshatra, as a Moon longitude.
fn mid(n: Nakshatra) -> Longitude {
    Longitude::new(n.start().degrees() + 360.0 / 54.0)
}

/// The poruthams of a bride and a groom born with the Moon in the middle of these nakshatras.
fn of(bride: Nakshatra, groom: Nakshatra) -> Poruthams {
    poruthams(mid(bride), mid(groom))
}

fn grade(bride: Nakshatra, groom: Nakshatra, p: Porutham) -> Grade {
    of(bride, groom).grade(p)
}

#[test]
fn dina_counts_from_the_bride_and_keeps_the_even_remainders() {
    // Raman, kuta 1: the groom's star counted from the bride's, divided by 9; a remainder of 2,
    // 4, 6, 8 or 0 agrees.
    let p = Porutham::Dina;
    // Ashwini → Rohini is the 4th: remainder 4 (Kshema).
    assert_eq!(grade(Ashwini, Rohini, p), Grade::Uttama);
    assert_eq!(of(Ashwini, Rohini).count, 4);
    // Rohini → Ashwini is the 25th: remainder 7 (Vadha): the count runs one way only.
    assert_eq!(grade(Rohini, Ashwini, p), Grade::Adhama);
    // Ashwini → Krittika is the 3rd: remainder 3 (Vipat).
    assert_eq!(grade(Ashwini, Krittika, p), Grade::Adhama);
    // Revati → Ashwini wraps round to the 2nd: remainder 2 (Sampat).
    assert_eq!(grade(Revati, Ashwini, p), Grade::Uttama);
    // Ashwini → Ashlesha is the 9th: remainder 0 (Parama Mitra).
    assert_eq!(grade(Ashwini, Ashlesha, p), Grade::Uttama);
    // The Janma taras: the same star (1st) and the 10th (Ashwini → Magha).
    assert_eq!(grade(Ashwini, Ashwini, p), Grade::Adhama);
    assert_eq!(grade(Ashwini, Magha, p), Grade::Adhama);
}

#[test]
fn mahendra_wants_the_fourth_and_every_third_after() {
    // Raman, kuta 3: the 4th, 7th, 10th, 13th, 16th, 19th, 22nd or 25th from the bride's star.
    let p = Porutham::Mahendra;
    for (groom, want) in [
        (Rohini, Grade::Uttama),          // 4th
        (Punarvasu, Grade::Uttama),       // 7th
        (Magha, Grade::Uttama),           // 10th
        (PurvaBhadrapada, Grade::Uttama), // 25th
        (Mrigashira, Grade::Adhama),      // 5th
        (Ashwini, Grade::Adhama),         // 1st: the same star is not the 28th
        (Revati, Grade::Adhama),          // 27th
    ] {
        assert_eq!(grade(Ashwini, groom, p), want, "{groom:?}");
    }
}

#[test]
fn stree_deergha_lines_at_seven_and_thirteen() {
    // South Indian convention (see the engine): beyond the 13th full, the 8th–13th middling.
    let p = Porutham::StreeDeergha;
    assert_eq!(grade(Ashwini, Swati, p), Grade::Uttama); // 15th
    assert_eq!(grade(Ashwini, Chitra, p), Grade::Uttama); // 14th
    assert_eq!(grade(Ashwini, Hasta, p), Grade::Madhyama); // 13th
    assert_eq!(grade(Ashwini, Pushya, p), Grade::Madhyama); // 8th
    assert_eq!(grade(Ashwini, Punarvasu, p), Grade::Adhama); // 7th
    assert_eq!(grade(Ashwini, Ashwini, p), Grade::Adhama); // 1st
}

#[test]
fn gana_forbids_a_rakshasa_bride_only() {
    // Raman, kuta 2. Ganas: Ashwini Deva, Bharani Manushya, Krittika Rakshasa, Magha Rakshasa.
    let p = Porutham::Gana;
    assert_eq!(grade(Ashwini, Revati, p), Grade::Uttama); // Deva, Deva
    assert_eq!(grade(Krittika, Magha, p), Grade::Uttama); // Rakshasa, Rakshasa
    assert_eq!(grade(Ashwini, Bharani, p), Grade::Madhyama); // Deva bride, Manushya groom
    assert_eq!(grade(Bharani, Ashwini, p), Grade::Madhyama); // and the other way
    assert_eq!(grade(Ashwini, Krittika, p), Grade::Madhyama); // Rakshasa groom: allowed
    assert_eq!(grade(Krittika, Ashwini, p), Grade::Adhama); // Rakshasa bride: forbidden
    assert_eq!(grade(Magha, Bharani, p), Grade::Adhama);
}

#[test]
fn yoni_fails_only_for_sworn_enemies() {
    // Muhurta Chintamani ch. 6: horse and buffalo are sworn enemies (Ashwini, Hasta).
    let p = Porutham::Yoni;
    assert_eq!(grade(Ashwini, Hasta, p), Grade::Adhama);
    assert_eq!(grade(Hasta, Ashwini, p), Grade::Adhama);
    // Ashwini and Shatabhisha are both horses.
    assert_eq!(grade(Ashwini, Shatabhisha, p), Grade::Uttama);
    // Horse and elephant (Ashwini, Bharani): 2 points in the yoni table, neutral.
    assert_eq!(grade(Ashwini, Bharani, p), Grade::Madhyama);
}

#[test]
fn rasi_counts_past_the_sixth() {
    // Signs at the middle of: Ashwini, Bharani Aries; Ardra Gemini; Swati Libra; Anuradha
    // Scorpio; Purva Ashadha Sagittarius; Hasta Virgo.
    let p = Porutham::Rasi;
    assert_eq!(mid(Swati).sign(), Sign::Libra);
    assert_eq!(of(Ashwini, Swati).sign_count, 7);
    assert_eq!(grade(Ashwini, Swati, p), Grade::Uttama); // 7th: samasaptama
    assert_eq!(grade(Ashwini, PurvaAshadha, p), Grade::Uttama); // 9th
    assert_eq!(grade(Ashwini, Anuradha, p), Grade::Madhyama); // 8th: 6/8 counted back
    assert_eq!(grade(Ashwini, Ardra, p), Grade::Adhama); // 3rd
    assert_eq!(grade(Ashwini, Hasta, p), Grade::Adhama); // 6th
    assert_eq!(grade(Ashwini, Bharani, p), Grade::Uttama); // same sign, another star
    assert_eq!(grade(Ashwini, Ashwini, p), Grade::Madhyama); // same sign, same star
}

#[test]
fn rasi_adhipathi_reads_the_natural_relations_of_the_lords() {
    // BPHS ch. 3: Mars and Jupiter are mutual friends; Mars counts Mercury an enemy; Mars and
    // Venus are neutral to each other; Aries and Scorpio share Mars.
    let p = Porutham::RasiAdhipathi;
    assert_eq!(grade(Ashwini, PurvaAshadha, p), Grade::Uttama); // Aries–Sagittarius
    assert_eq!(grade(Ashwini, Ardra, p), Grade::Adhama); // Aries–Gemini
    assert_eq!(grade(Ashwini, Rohini, p), Grade::Madhyama); // Aries–Taurus
    assert_eq!(grade(Ashwini, Anuradha, p), Grade::Uttama); // Aries–Scorpio
}

#[test]
fn vasya_is_the_rasi_vasya_table_either_way() {
    // The vasya table: Aries holds Leo and Scorpio; Capricorn holds Aries; Taurus holds Cancer
    // and Libra.
    let p = Porutham::Vasya;
    assert_eq!(mid(Magha).sign(), Sign::Leo);
    assert_eq!(grade(Ashwini, Magha, p), Grade::Uttama); // bride Aries holds groom Leo
    assert_eq!(mid(Shravana).sign(), Sign::Capricorn);
    assert_eq!(of(Ashwini, Shravana).vasya, (false, true)); // groom Capricorn holds Aries
    assert_eq!(grade(Ashwini, Shravana, p), Grade::Uttama);
    assert_eq!(grade(Ashwini, Rohini, p), Grade::Adhama); // Aries, Taurus: neither
}

#[test]
fn rajju_fails_in_the_same_part_of_the_body() {
    // Raman, kuta 9: Ashwini and Magha both Pada; Mrigashira and Chitra both Siro; Ashwini
    // (Pada) and Bharani (Kati) differ.
    let p = Porutham::Rajju;
    assert_eq!(of(Ashwini, Magha).rajjus, (Rajju::Pada, Rajju::Pada));
    assert_eq!(grade(Ashwini, Magha, p), Grade::Adhama);
    assert_eq!(grade(Mrigashira, Chitra, p), Grade::Adhama);
    assert_eq!(grade(Ashwini, Bharani, p), Grade::Uttama);
    // The same star is the same rajju.
    assert_eq!(grade(Rohini, Rohini, p), Grade::Adhama);
}

#[test]
fn vedha_pairs_afflict_each_other() {
    // Raman, kuta 10: Ashwini–Jyeshtha, Mrigashira–Dhanishta, Magha–Revati; Chitra is in no
    // pair of his list.
    let p = Porutham::Vedha;
    assert_eq!(grade(Ashwini, Jyeshtha, p), Grade::Adhama);
    assert_eq!(grade(Jyeshtha, Ashwini, p), Grade::Adhama);
    assert_eq!(grade(Mrigashira, Dhanishta, p), Grade::Adhama);
    assert_eq!(grade(Revati, Magha, p), Grade::Adhama);
    assert_eq!(grade(Chitra, Mrigashira, p), Grade::Uttama);
    assert_eq!(grade(Ashwini, Anuradha, p), Grade::Uttama);
    assert!(!vedha(Chitra, Dhanishta));
}

#[test]
fn rajju_or_vedha_failing_decides_the_verdict() {
    // Ashwini and Magha share the Pada rajju: not recommended whatever else agrees.
    let p = of(Ashwini, Magha);
    assert!(p.compatible_count() >= 5, "{}", p.compatible_count());
    assert_eq!(p.verdict(), Verdict::NotRecommended);
    // Ashwini (bride) and Rohini (groom): Dina, Gana (Deva–Manushya), Mahendra, Yoni (horse and
    // serpent, friendly), Rasi Adhipathi (Mars–Venus, neutral), Rajju (Pada, Kantha), Vedha
    // agree; Stree Deergha (4th), Rasi (2nd) and Vasya (Aries, Taurus) do not: 7 of 10.
    let p = of(Ashwini, Rohini);
    assert_eq!(p.compatible_count(), 7);
    assert_eq!(p.verdict(), Verdict::Recommended);
}

#[test]
fn dashakoot_totals_stay_within_bounds_for_every_pair_of_padas() {
    let padas: Vec<Longitude> = (0..108)
        .map(|i| Longitude::new((i as f64 + 0.5) * 360.0 / 108.0))
        .collect();
    let mut seen = [false; 21];
    for &b in &padas {
        for &g in &padas {
            let p = poruthams(b, g);
            let total = p.total_points();
            assert!((0.0..=DASHAKOOT_MAX_POINTS).contains(&total), "{total}");
            assert_eq!(
                total,
                Porutham::ALL.iter().map(|&k| p.points(k)).sum::<f64>()
            );
            seen[(total * 2.0) as usize] = true;
            // Rajju and Vedha do not depend on who is the bride.
            let q = poruthams(g, b);
            for k in [Porutham::Rajju, Porutham::Vedha] {
                assert_eq!(p.grade(k), q.grade(k));
            }
            if !p.grade(Porutham::Rajju).compatible() || !p.grade(Porutham::Vedha).compatible() {
                assert_eq!(p.verdict(), Verdict::NotRecommended);
            }
        }
    }
    // The scale is used, not one corner of it.
    assert!(seen.iter().filter(|s| **s).count() >= 12);
}

fn request(m: &Value, system: Option<MatchingSystem>, locale: Locale) -> CalcRequest {
    let person =
        |who: &str| serde_json::from_value::<PersonData>(m[who]["profile"].clone()).unwrap();
    CalcRequest::from_body(
        graha::endpoints::Endpoint::Matching,
        &serde_json::json!({ "locale": locale.code(), "system": system }),
        vec![person("bride"), person("groom")],
        None,
        "2026-01-01T00:00:00Z".parse().unwrap(),
    )
    .unwrap()
}

/// Every string of a value with its path.
fn strings(v: &Value, path: String, out: &mut Vec<(String, String)>) {
    match v {
        Value::String(s) => out.push((path, s.clone())),
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

/// No placeholder left, no key shown, and in Hindi and Nepali no Latin letter in a text.
fn assert_texts(data: &Value, what: &str, locale: Locale) {
    let mut all = Vec::new();
    strings(data, String::new(), &mut all);
    for (path, s) in all {
        assert!(!s.trim().is_empty(), "{what} {path} empty");
        assert!(!s.contains('{') && !s.contains('}'), "{what} {path}: {s}");
        assert!(!s.starts_with("matching."), "{what} {path}: {s}");
        let text = path.ends_with("description")
            || path.ends_with("label")
            || path.ends_with("recommendation");
        if locale != Locale::En && text {
            assert!(
                !s.chars().any(|c| c.is_ascii_alphabetic()),
                "{what} {path}: {s}"
            );
        }
    }
}

/// The partners of a reply against `matching_public.json` <id>.<who>.{nakshatra, pada, rashi}.
fn assert_partners(m: &Value, bride: &PartnerOut, groom: &PartnerOut, what: &str) {
    for (who, p) in [("bride", bride), ("groom", groom)] {
        let r = &m[who];
        assert_eq!(
            p.nakshatra,
            Nakshatra::from_name(r["nakshatra"].as_str().unwrap()).unwrap(),
            "{what}"
        );
        assert_eq!(
            Some(u64::from(p.nakshatra_pada)),
            r["pada"].as_u64(),
            "{what}"
        );
        assert_eq!(
            p.rashi,
            Sign::from_name(r["rashi"].as_str().unwrap()).unwrap(),
            "{what}"
        );
    }
}

#[test]
fn the_three_systems_answer_for_every_reference_couple() {
    let matches = load("matching_public.json")["matches"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(matches.len(), 10);
    for m in &matches {
        let id = m["id"].as_str().unwrap();
        for locale in Locale::ALL {
            let what = format!("{id} {}", locale.code());
            // Ashtakoot, asked for or by default, is the spec's reply unchanged.
            let default_req = request(m, None, locale);
            let default = graha::calc::run_json(&default_req).unwrap();
            let asked = graha::calc::run_json(&request(m, Some(MatchingSystem::Ashtakoot), locale))
                .unwrap();
            assert_eq!(
                serde_json::to_string(&default).unwrap(),
                serde_json::to_string(&asked).unwrap(),
                "{what}"
            );
            assert!(default["matching"].get("system").is_none(), "{what}");
            // ref: matching_public.json <id>.total
            let ashtakoot: MatchingReply = typed(&default_req);
            assert_eq!(
                Some(ashtakoot.matching.total_points),
                m["total"].as_f64(),
                "{what}"
            );

            for system in [MatchingSystem::Porutham, MatchingSystem::Dashakoot] {
                let req = request(m, Some(system), locale);
                // As written: the settings echo and every text the reader gets.
                let data = graha::calc::run_json(&req).unwrap();
                let what = format!("{what} {system:?}");
                let bride = Nakshatra::from_name(m["bride"]["nakshatra"].as_str().unwrap());
                let groom = Nakshatra::from_name(m["groom"]["nakshatra"].as_str().unwrap());
                let moon = |who: &str| Longitude::new(m[who]["moonLongitude"].as_f64().unwrap());
                let p = poruthams(moon("bride"), moon("groom"));
                assert_eq!(Some(p.bride.nakshatra), bride);
                assert_eq!(Some(p.groom.nakshatra), groom);
                let summary = match system {
                    MatchingSystem::Porutham => {
                        let reply: PoruthamReply = typed(&req);
                        let mt = &reply.matching;
                        assert_partners(m, &mt.bride, &mt.groom, &what);
                        assert_eq!(mt.system, MatchingSystem::Porutham, "{what}");
                        let names: Vec<Porutham> = mt.porutham.iter().map(|e| e.name).collect();
                        assert_eq!(names, Porutham::ALL, "{what}");
                        for (e, k) in mt.porutham.iter().zip(Porutham::ALL) {
                            assert_eq!(e.compatible, p.grade(k).compatible(), "{what} {k:?}");
                        }
                        let count = mt.porutham.iter().filter(|e| e.compatible).count();
                        assert_eq!(usize::from(mt.compatible_count), count, "{what}");
                        assert_eq!(mt.total_count, 10, "{what}");
                        assert_eq!(mt.verdict, p.verdict(), "{what}");
                        reply.summary
                    }
                    MatchingSystem::Dashakoot => {
                        let reply: DashakootReply = typed(&req);
                        let mt = &reply.matching;
                        assert_partners(m, &mt.bride, &mt.groom, &what);
                        assert_eq!(mt.system, MatchingSystem::Dashakoot, "{what}");
                        assert_eq!(mt.dashakoot.len(), 10, "{what}");
                        let mut sum = 0.0;
                        for (e, k) in mt.dashakoot.iter().zip(Porutham::ALL) {
                            assert_eq!(e.name, k, "{what}");
                            assert_eq!(e.max_points, 1.0, "{what}");
                            assert_eq!(e.obtained_points, p.points(k), "{what} {k:?}");
                            sum += e.obtained_points;
                        }
                        assert_eq!(mt.total_points, sum, "{what}");
                        assert_eq!(mt.max_points, 10.0, "{what}");
                        assert!((mt.percentage - sum * 10.0).abs() < 1e-9);
                        reply.summary
                    }
                    MatchingSystem::Ashtakoot => unreachable!(),
                };
                assert!(summary.len() > 40, "{what}");
                assert!(data["settings"].is_object(), "{what}: the settings echo");
                assert_texts(&data, &what, locale);
            }
        }
    }
}
