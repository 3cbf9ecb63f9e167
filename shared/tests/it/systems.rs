//! KP and Jaimini against `shared/reference/systems_public.json` (both its `lahiri` and `kp`
//! blocks for each of the 20 public births), and the rules behind them.

use crate::natal::sign_of;
use crate::support::{accepted, birth_of, load, typed};
use graha::astro::jaimini::{self, ArudhaException, arudha, rashi_aspects};
use graha::astro::kp::{self, KpPoint, NAKSHATRA_SPAN, divisions};
use graha::astro::vargas::varga_chart;
use graha::astro::{Ayanamsa, Chart, Division, HouseSystem, Longitude, Planet, Settings, Sign};
use graha::calc::systems::{JaiminiOut, KpHoraryOut, KpOut};
use graha::calc::{self, CalcRequest};
use graha::endpoints::Endpoint;
use serde_json::Value;
use std::sync::OnceLock;

fn systems() -> &'static Vec<Value> {
    static B: OnceLock<Vec<Value>> = OnceLock::new();
    B.get_or_init(|| {
        load("systems_public.json")["births"]
            .as_array()
            .unwrap()
            .clone()
    })
}

const BLOCKS: [(&str, Ayanamsa); 2] = [("lahiri", Ayanamsa::Lahiri), ("kp", Ayanamsa::Kp)];

/// The chart of a reference birth under an ayanamsa, mean node, Placidus (as the file's KP
/// tables are computed).
fn chart(b: &Value, ayanamsa: Ayanamsa) -> Chart {
    let settings = Settings {
        ayanamsa,
        house_system: HouseSystem::Placidus,
        ..Settings::default()
    };
    Chart::compute_with(&birth_of(&b["profile"]), &settings).unwrap()
}

/// A graha as the reference data names it.
fn planet_of(v: &Value) -> Planet {
    Planet::from_name(v.as_str().unwrap()).unwrap_or_else(|| panic!("not a graha: {v}"))
}

/// Asserts a field of a reference KP row, falling back on its `accept` list (only present
/// within ±0.0005° of a boundary).
fn check(id: &str, row: &Value, field: &str, got: impl Into<Value>, failures: &mut Vec<String>) {
    let got = got.into();
    if row[field] != got && !accepted(row, field, &got) {
        failures.push(format!("{id} {field}: want {} got {got}", row[field]));
    }
}

fn check_point(id: &str, row: &Value, p: &KpPoint, failures: &mut Vec<String>) {
    let want = row["longitude"].as_f64().unwrap();
    if (p.longitude.degrees() - want).abs() > 1e-4 {
        failures.push(format!(
            "{id} longitude: want {want} got {}",
            p.longitude.degrees()
        ));
    }
    check(id, row, "sign", p.sign.name(), failures);
    check(id, row, "signLord", p.sign_lord.name(), failures);
    check(
        id,
        row,
        "nakshatra",
        p.longitude.nakshatra().name(),
        failures,
    );
    check(id, row, "starLord", p.star_lord.name(), failures);
    check(id, row, "subLord", p.sub_lord.name(), failures);
    check(id, row, "subSubLord", p.sub_sub_lord.name(), failures);
    check(id, row, "kpNumber", p.number, failures);
}

#[test]
fn the_further_vargas_match_the_reference() {
    let mut exact = 0;
    let mut failures = Vec::new();
    for b in systems() {
        let id = b["id"].as_str().unwrap();
        for (block, ayanamsa) in BLOCKS {
            let chart = chart(b, ayanamsa);
            for d in Division::EXTRA {
                // ref: systems_public.json <id>.<block>.vargas.<division>.<body>
                let want = &b[block]["vargas"][d.name()];
                let v = varga_chart(&chart, d);
                let bodies = std::iter::once(("Ascendant", v.ascendant.sign))
                    .chain(Planet::ALL.iter().map(|&p| (p.name(), v.graha(p).sign)));
                for (body, got) in bodies {
                    if want[body] == got.name() {
                        exact += 1;
                    } else {
                        failures.push(format!("{id} {block} {d} {body}: {got} vs {}", want[body]));
                    }
                }
            }
        }
    }
    // 20 births × 2 ayanamsas × 7 divisions × (ascendant + 9 grahas).
    assert!(failures.is_empty(), "{failures:#?}");
    assert_eq!(exact, 20 * 2 * 7 * 10);
}

#[test]
fn kp_cusps_and_planets_match_the_reference() {
    // ref: shared/reference/systems_public.json, kpTables of every birth, lahiri and kp
    let mut failures = Vec::new();
    let mut rows = 0;
    for b in systems() {
        for (block, ayanamsa) in BLOCKS {
            let id = format!("{} {block}", b["id"].as_str().unwrap());
            let r = &b[block]["kpTables"];
            let t = kp::tables(&chart(b, ayanamsa)).unwrap();
            // Above the polar circle (pub-13) Placidus is undefined: the file gives the
            // Porphyry fallback, which the chart takes too.
            let cusps = r["cusps"]
                .as_array()
                .or(r["cuspsPorphyryFallback"].as_array())
                .unwrap();
            for (row, p) in cusps.iter().zip(&t.cusps) {
                check_point(
                    &format!("{id} cusp {}", row["house"]),
                    row,
                    p,
                    &mut failures,
                );
                rows += 1;
            }
            for row in r["planets"].as_array().unwrap() {
                let planet = Planet::from_name(row["planet"].as_str().unwrap()).unwrap();
                let k = &t.planets[planet.index()];
                let id = format!("{id} {}", planet.name());
                check_point(&id, row, &k.point, &mut failures);
                if !row["house"].is_null() {
                    check(&id, row, "house", k.house, &mut failures);
                }
                rows += 1;
            }
        }
    }
    assert_eq!(rows, 20 * 2 * 21);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn chara_karakas_match_the_reference() {
    // ref: systems_public.json charaKarakas.seven / .eight (Rahu ranked by 30 − degree)
    for b in systems() {
        for (block, ayanamsa) in BLOCKS {
            let id = format!("{} {block}", b["id"].as_str().unwrap());
            let ch = chart(b, ayanamsa);
            let r = &b[block]["charaKarakas"];
            let seven = jaimini::seven_karakas(&ch);
            let eight = jaimini::eight_karakas(&ch);
            let got: Vec<(&str, &str)> =
                seven.iter().map(|k| (k.karaka, k.planet.name())).collect();
            let want: Vec<(&str, &str)> = r["seven"]
                .as_array()
                .unwrap()
                .iter()
                .map(|k| (k["karaka"].as_str().unwrap(), k["planet"].as_str().unwrap()))
                .collect();
            assert_eq!(got, want, "{id} seven");
            let got: Vec<(&str, &str)> =
                eight.iter().map(|k| (k.karaka, k.planet.name())).collect();
            let want: Vec<(&str, &str)> = r["eight"]
                .as_array()
                .unwrap()
                .iter()
                .map(|k| (k["karaka"].as_str().unwrap(), k["planet"].as_str().unwrap()))
                .collect();
            assert_eq!(got, want, "{id} eight");
            for (k, w) in eight.iter().zip(r["eight"].as_array().unwrap()) {
                assert!(
                    (k.degree - w["degree"].as_f64().unwrap()).abs() < 1e-4,
                    "{id} {}",
                    k.karaka
                );
                if let Some(c) = w["countedDegree"].as_f64() {
                    assert!((k.counted_degree - c).abs() < 1e-4, "{id} Rahu counted");
                }
            }
        }
    }
}

#[test]
fn arudha_padas_match_the_reference_with_their_exceptions() {
    // ref: systems_public.json arudhaPadas (single Parashari lords, exceptions named)
    let mut exceptions = std::collections::HashSet::new();
    for b in systems() {
        for (block, ayanamsa) in BLOCKS {
            let id = format!("{} {block}", b["id"].as_str().unwrap());
            let padas = jaimini::arudha_padas(&chart(b, ayanamsa));
            for (a, w) in padas
                .iter()
                .zip(b[block]["arudhaPadas"].as_array().unwrap())
            {
                let pada = format!("A{}", a.number);
                assert_eq!(pada, w["pada"]);
                assert_eq!(a.sign, sign_of(&w["sign"]), "{id} {pada} sign");
                assert_eq!(
                    u64::from(a.house),
                    w["house"].as_u64().unwrap(),
                    "{id} {pada} house"
                );
                assert_eq!(a.lord, planet_of(&w["lord"]), "{id} {pada} lord");
                assert_eq!(a.lord_sign, sign_of(&w["lordSign"]), "{id} {pada} lordSign");
                assert!(
                    w["exception"].is_null() || w["exception"].is_string(),
                    "{id} {pada} exception"
                );
                assert_eq!(
                    a.exception.map(|e| e.name()),
                    w["exception"].as_str(),
                    "{id} {pada} exception"
                );
                exceptions.extend(a.exception);
            }
        }
    }
    assert!(exceptions.contains(&ArudhaException::SameHouse));
    assert!(exceptions.contains(&ArudhaException::SeventhHouse));
}

#[test]
fn each_arudha_exception_applies_where_the_rule_says() {
    use Sign::*;
    // BPHS ch. 29: count house → lord, the same again from the lord.
    // Lord in the house itself: the count ends in the house → 10th from it.
    assert_eq!(
        arudha(Aries, Aries),
        (Capricorn, Some(ArudhaException::SameHouse))
    );
    // Lord in the 7th: 7 from the 7th is the house again → 10th from it.
    assert_eq!(
        arudha(Aries, Libra),
        (Capricorn, Some(ArudhaException::SameHouse))
    );
    // Lord in the 4th: 4 from the 4th is the 7th → 10th from the 7th, the 4th from the house.
    assert_eq!(
        arudha(Aries, Cancer),
        (Cancer, Some(ArudhaException::SeventhHouse))
    );
    // Lord in the 10th: 10 from the 10th is the 7th → again the 4th from the house.
    assert_eq!(
        arudha(Leo, Taurus),
        (Scorpio, Some(ArudhaException::SeventhHouse))
    );
    // No exception: lord in the 2nd → the 3rd; in the 11th → the 9th.
    assert_eq!(arudha(Aries, Taurus), (Gemini, None));
    assert_eq!(arudha(Aries, Aquarius), (Sagittarius, None));
    assert_eq!(ArudhaException::SameHouse.name(), "same-house");
    assert_eq!(ArudhaException::SeventhHouse.name(), "seventh-house");
}

#[test]
fn the_249_divisions_change_lord_exactly_at_their_boundaries() {
    // ref: systems_public.json meta.conventions.kp (243 subs, 6 split at a sign boundary)
    let table = divisions();
    assert_eq!(table.len(), 249);
    assert_eq!(table[0].start, 0.0);
    assert_eq!(table[248].end, 360.0);
    let splits = table
        .windows(2)
        .filter(|w| w[0].sub_lord == w[1].sub_lord && w[0].star_lord == w[1].star_lord)
        .count();
    assert_eq!(splits, 6, "subs split by a sign boundary");
    let eps = 1e-7;
    for (i, d) in table.iter().enumerate() {
        assert_eq!(usize::from(d.number), i + 1);
        assert!(d.end > d.start);
        // Every division lies in one sign.
        assert_eq!(Longitude::new(d.end - eps).sign(), d.sign, "#{}", d.number);
        let at = KpPoint::of(Longitude::new(d.start + eps));
        assert_eq!(
            (at.number, at.sub_lord, at.star_lord),
            (d.number, d.sub_lord, d.star_lord)
        );
        // A sub begins with its own sub-sub.
        if d.start == d.sub_start {
            assert_eq!(at.sub_sub_lord, d.sub_lord, "#{}", d.number);
        }
        let before = KpPoint::of(Longitude::new(d.start - eps));
        let prev = &table[(i + 248) % 249];
        assert_eq!(before.number, prev.number, "#{}", d.number);
        assert_eq!(before.sub_lord, prev.sub_lord, "#{}", d.number);
        if d.start == d.sub_start {
            // A new sub: the sub lord changes exactly here.
            assert_ne!(before.sub_lord, at.sub_lord, "#{} at {}", d.number, d.start);
        } else {
            // A sign split: same sub, another sign and number.
            assert_eq!(d.start % 30.0, 0.0);
            assert_ne!(before.sign, at.sign);
        }
    }
    // Ashwini (Ketu's star) begins with Ketu's sub of 7/120 of 13°20′, then Venus's.
    assert_eq!(table[0].sub_lord, Planet::Ketu);
    assert!((table[1].start - NAKSHATRA_SPAN * 7.0 / 120.0).abs() < 1e-12);
    assert_eq!(table[1].sub_lord, Planet::Venus);
}

#[test]
fn rashi_drishti_follows_the_sutras() {
    use Sign::*;
    // Jaimini Upadesa Sutras 1.1.2–4
    assert_eq!(rashi_aspects(Aries), [Leo, Scorpio, Aquarius]);
    assert_eq!(rashi_aspects(Taurus), [Cancer, Libra, Capricorn]);
    assert_eq!(rashi_aspects(Gemini), [Virgo, Sagittarius, Pisces]);
    assert_eq!(rashi_aspects(Capricorn), [Taurus, Leo, Scorpio]);
    assert_eq!(rashi_aspects(Aquarius), [Aries, Cancer, Libra]);
    // Mutual: each sign aspects those that aspect it.
    for s in Sign::ALL {
        for t in rashi_aspects(*s) {
            assert!(rashi_aspects(t).contains(s), "{s} {t}");
        }
    }
}

fn request(endpoint: Endpoint, profile: &Value, options: serde_json::Value) -> CalcRequest {
    CalcRequest::from_body(
        endpoint,
        &options,
        vec![serde_json::from_value(profile.clone()).unwrap()],
        None,
        "2026-11-25T12:00:00Z".parse().unwrap(),
    )
    .unwrap()
}

#[test]
fn kp_reply_defaults_to_kp_and_placidus() {
    // ref: KP's defaults (ayanamsa kp unless asked, houses Placidus; docs/decisions.md,
    // "Systems"); systems_public.json pub-01
    // The API fills a request's absent settings from the endpoint's defaults (`defaults_for`).
    let b = &systems()[0];
    let options = serde_json::json!({ "locale": "en" });
    let req = request(Endpoint::Kp, &b["profile"], options.clone());
    // The settings echo, as written.
    let json = calc::run_json(&req).unwrap();
    assert_eq!(json["settings"]["ayanamsa"], "kp");
    assert_eq!(json["settings"]["houseSystem"], "placidus");
    let out: KpOut = typed(&req);
    assert_eq!(out.house_system, HouseSystem::Placidus);
    let want = &b["kp"]["kpTables"]["cusps"][0];
    assert_eq!(out.cusps[0].point.sub_lord, planet_of(&want["subLord"]));
    assert_eq!(
        u64::from(out.cusps[0].point.kp_number),
        want["kpNumber"].as_u64().unwrap()
    );
    assert_eq!(out.planets.len(), 9);
    assert_eq!(out.significators.planets.len(), 9);
    assert_eq!(out.significators.houses.len(), 12);
    let rp = &out.ruling_planets;
    // 2026-11-25 is a Wednesday; 12:00 UTC is after sunrise at Allahabad.
    assert_eq!(rp.day_lord, Planet::Mercury);
    assert!(!rp.planets.is_empty());

    // Another ayanamsa asked for is kept, with KP's houses.
    let asked = serde_json::json!({ "ayanamsa": Ayanamsa::Raman }).to_owned();
    let out = calc::run_json(&request(Endpoint::Kp, &b["profile"], asked)).unwrap();
    assert_eq!(out["settings"]["ayanamsa"], "raman");
    assert_eq!(out["settings"]["houseSystem"], "placidus");
}

#[test]
fn kp_significators_follow_the_four_levels() {
    // K.S. Krishnamurti, KP Reader IV: A = star lord's house, B = own house, C = houses the star
    // lord owns, D = houses owned.
    for b in systems().iter().take(5) {
        let ch = chart(b, Ayanamsa::Kp);
        let t = kp::tables(&ch).unwrap();
        for s in &t.significations {
            let star = t.planets[s.planet.index()].point.star_lord;
            assert_eq!(s.level_a, vec![t.planets[star.index()].house]);
            assert_eq!(s.level_b, vec![t.planets[s.planet.index()].house]);
            let owned = |p: Planet| -> Vec<u8> {
                (1..=12)
                    .filter(|&h| t.cusps[usize::from(h) - 1].sign_lord == p)
                    .collect()
            };
            assert_eq!(s.level_c, owned(star));
            assert_eq!(s.level_d, owned(s.planet));
        }
        for (i, list) in t.house_significators.iter().enumerate() {
            let house = i as u8 + 1;
            for s in &t.significations {
                let signifies = s.levels().iter().any(|l| l.contains(&house));
                assert_eq!(list.contains(&s.planet), signifies);
            }
        }
    }
}

#[test]
fn jaimini_reply_has_every_part() {
    let b = &systems()[0];
    let req = request(Endpoint::Jaimini, &b["profile"], serde_json::json!({}));
    let out: JaiminiOut = typed(&req);
    // ref: systems_public.json pub-01 lahiri
    let want = &b["lahiri"];
    assert_eq!(
        out.chara_karakas.seven[0].planet,
        planet_of(&want["charaKarakas"]["seven"][0]["planet"])
    );
    assert_eq!(out.chara_karakas.eight.len(), 8);
    let pada = &want["arudhaPadas"][0];
    assert_eq!(out.arudha_padas[0].sign, sign_of(&pada["sign"]));
    assert!(pada["exception"].is_null() || pada["exception"].is_string());
    assert_eq!(
        out.arudha_padas[0].exception.map(|e| e.name()),
        pada["exception"].as_str()
    );
    assert_eq!(out.argala.len(), 12);
    assert_eq!(out.rashi_drishti.len(), 12);
    let sl = out.special_lagnas.as_ref().expect("special lagnas");
    for (l, lagna) in [
        ("bhava", &sl.bhava),
        ("hora", &sl.hora),
        ("ghati", &sl.ghati),
        ("sree", &sl.sree),
    ] {
        assert!(lagna.longitude.is_finite(), "{l}");
    }
    // The settings echo, as written.
    let json = calc::run_json(&req).unwrap();
    assert_eq!(json["settings"]["ayanamsa"], "lahiri");
}

#[test]
fn special_lagnas_start_from_the_sun_at_sunrise() {
    // BPHS ch. 4: at sunrise the bhava, hora and ghati lagnas all stand at the Sun; the hora
    // lagna moves twice as fast as the bhava lagna, the ghati lagna 5 times as fast.
    let b = &systems()[0];
    let ch = chart(b, Ayanamsa::Lahiri);
    let birth = birth_of(&b["profile"]);
    let s = jaimini::special_lagnas(&ch, birth.timezone).unwrap();
    let eph = graha::astro::Ephemeris::with(&ch.settings);
    let sun = eph.longitude(s.sunrise, Planet::Sun).unwrap();
    let hours = (ch.jd - s.sunrise).hours();
    assert!((0.0..24.0).contains(&hours));
    assert!((sun.forward_to(s.bhava) - (hours * 15.0).rem_euclid(360.0)).abs() < 1e-6);
    assert!((sun.forward_to(s.hora) - (hours * 30.0).rem_euclid(360.0)).abs() < 1e-6);
    assert!((sun.forward_to(s.ghati) - (hours * 75.0).rem_euclid(360.0)).abs() < 1e-6);
    // Sree: the ascendant plus the Moon's traversed fraction of its nakshatra × 360°.
    let f = ch.graha(Planet::Moon).longitude.nakshatra_fraction();
    assert!((ch.ascendant.forward_to(s.sree) - f * 360.0).abs() < 1e-6);
}

#[test]
fn horary_ascendant_is_the_numbers_division_and_its_cusps_rise_with_it() {
    let settings = graha::calc::defaults_for(Endpoint::KpHorary, Settings::default());
    // Kathmandu, 2026-11-25 13:00 UTC.
    let (lat, lon) = (27.7172, 85.324);
    let jd = graha::astro::JulianDay::from_utc("2026-11-25T13:00:00Z".parse().unwrap());
    let eph = graha::astro::Ephemeris::with(&settings);
    for number in 1..=249u16 {
        let h = kp::horary(number, jd, lat, lon, &settings).unwrap();
        let d = &divisions()[usize::from(number) - 1];
        assert_eq!(h.chart.ascendant.degrees(), d.start, "{number}");
        assert_eq!(KpPoint::of(h.chart.ascendant).number, number);
        // The degree rises at `rising_at`, the rising nearest the moment.
        let off = (h.rising_at.value() - jd.value()).abs();
        assert!(off <= 0.4987, "{number}: {off} days away");
        let (angles, cusps) = eph
            .houses(h.rising_at, lat, lon, HouseSystem::Placidus)
            .unwrap();
        let miss = (angles.ascendant.degrees() - d.start + 540.0).rem_euclid(360.0) - 180.0;
        assert!(miss.abs() < 1e-6, "{number}: ascendant {miss}° off");
        let (mine, theirs) = (h.chart.cusps.unwrap(), cusps.unwrap());
        for i in 1..12 {
            assert_eq!(mine.begin[i], theirs.begin[i], "{number} cusp {}", i + 1);
        }
        // The planets are the moment's.
        let now = Chart::at_with(jd, lat, lon, &settings).unwrap();
        for (a, b) in h.chart.grahas.iter().zip(&now.grahas) {
            assert_eq!(a.longitude, b.longitude);
            assert_eq!(a.bhava, mine.house_of(a.longitude));
        }
    }
    // Inside the polar circles (Longyearbyen, 78° N) a degree rises or is said not to.
    let (mut cast, mut never) = (0, 0);
    for number in (1..=249u16).step_by(8) {
        match kp::horary(number, jd, 78.22, 15.65, &settings) {
            Ok(h) => {
                assert_eq!(
                    h.chart.ascendant.degrees(),
                    divisions()[usize::from(number) - 1].start
                );
                cast += 1;
            }
            Err(kp::HoraryError::NeverRises) => never += 1,
            Err(e) => panic!("{number}: {e}"),
        }
    }
    assert_eq!(cast + never, 32);
    assert!(kp::horary(0, jd, lat, lon, &settings).is_err());
    assert!(kp::horary(250, jd, lat, lon, &settings).is_err());
}

#[test]
fn horary_reply_carries_the_tables_and_the_number() {
    let req = CalcRequest::from_body(
        Endpoint::KpHorary,
        &serde_json::json!({ "number": 108 }),
        Vec::new(),
        Some(graha::calc::Place {
            latitude: 27.7172,
            longitude: 85.324,
            timezone: "Asia/Kathmandu".into(),
        }),
        "2026-11-25T13:00:00Z".parse().unwrap(),
    )
    .unwrap();
    let v: KpHoraryOut = typed(&req);
    assert_eq!(v.horary.number, 108);
    assert_eq!(v.horary.ascendant.kp_number, 108);
    assert_eq!(v.tables.cusps[0].point.kp_number, 108);
    assert_eq!(v.tables.cusps.len(), 12);
    assert_eq!(
        v.horary.judged_at,
        "2026-11-25T13:00:00Z"
            .parse::<chrono::DateTime<chrono::Utc>>()
            .unwrap()
    );
    // The settings echo, as written.
    let json = calc::run_json(&req).unwrap();
    assert_eq!(json["settings"]["ayanamsa"], "kp");
    let whole = CalcRequest {
        settings: Settings::default(),
        ..req
    };
    assert!(
        calc::run_replied(&whole).is_err(),
        "whole-sign houses have no cusps"
    );
}
