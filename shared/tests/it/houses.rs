//! House systems (`houseSystem`): the Placidus cusps of `systems_public.json` and the polar
//! fallback, Sripati's sandhis and middles, a cusp on a sign boundary, and one house call giving
//! the whole-sign angles everywhere — against Swiss Ephemeris called directly.

use crate::settings::*;
use crate::support::{birth_of, births, load};
use graha::astro::settings::{Ayanamsa, HouseSystem, Settings};
use graha::astro::{Chart, Ephemeris, JulianDay, Longitude, Planet, Sign};
use libswisseph_sys as sys;

#[test]
fn sripati_cusps_are_the_sandhis_and_its_middles_the_porphyry_cusps() {
    // Swiss Ephemeris 'S' (swehouse.c): Porphyry sectors, each cusp moved back half a sector,
    // so house 1 begins halfway between the Porphyry 12th cusp and the ascendant; its middle
    // is the ascendant itself.
    let s = Settings {
        house_system: HouseSystem::Sripati,
        ..Settings::default()
    };
    for b in births() {
        let c = Chart::compute_with(&birth_of(&b["profile"]), &s).unwrap();
        let cusps = c.cusps.unwrap();
        assert!(close(cusps.mid[0].degrees(), c.ascendant.degrees(), 1e-9));
        for i in 0..12 {
            let prev = cusps.mid[(i + 11) % 12];
            let half = prev.forward_to(cusps.mid[i]) / 2.0;
            assert!(
                close(cusps.begin[i].degrees(), prev.degrees() + half, 1e-9),
                "{} {i}",
                b["id"]
            );
        }
    }
}

#[test]
fn placidus_cusps_are_systems_public_kp_tables() {
    // ref: shared/reference/systems_public.json, kpTables.cusps (Placidus, where each house
    // begins) for lahiri and kp; pub-13 (Tromsø, inside the polar circle) has no Placidus
    // cusps and gives the Porphyry fallback Swiss Ephemeris uses.
    let systems = load("systems_public.json");
    let mut non_polar = 0;
    for b in systems["births"].as_array().unwrap() {
        let birth = birth_of(&b["profile"]);
        for (key, ayanamsa) in [("lahiri", Ayanamsa::Lahiri), ("kp", Ayanamsa::Kp)] {
            let s = Settings {
                ayanamsa,
                house_system: HouseSystem::Placidus,
                ..Settings::default()
            };
            let c = Chart::compute_with(&birth, &s).unwrap();
            let cusps = c.cusps.unwrap();
            let t = &b[key]["kpTables"];
            let id = format!("{} {key}", b["id"]);
            assert!((c.ayanamsa - b[key]["ayanamsaDegrees"].as_f64().unwrap()).abs() < 1e-6);
            let (want, fallback) = match t["cusps"].as_array() {
                Some(c) => (c, None),
                None => (
                    t["cuspsPorphyryFallback"].as_array().unwrap(),
                    Some((HouseSystem::Placidus, HouseSystem::Porphyry)),
                ),
            };
            assert_eq!(
                c.house_fallback().map(|f| (f.requested, f.used)),
                fallback,
                "{id}"
            );
            for (i, w) in want.iter().enumerate() {
                let w = w["longitude"].as_f64().unwrap();
                assert!(
                    close(cusps.begin[i].degrees(), w, 1e-6),
                    "{id} cusp {}",
                    i + 1
                );
            }
            if fallback.is_none() {
                non_polar += 1;
                for p in t["planets"].as_array().unwrap() {
                    let planet = Planet::from_name(p["planet"].as_str().unwrap()).unwrap();
                    let house = p["house"].as_u64().unwrap() as u8;
                    assert_eq!(c.graha(planet).bhava, house, "{id} {planet}");
                }
            }
        }
    }
    assert_eq!(non_polar, 2 * 19);
}

#[test]
fn a_cusp_on_a_sign_boundary_opens_its_house_there() {
    // Equal houses from an ascendant at exactly 0° of a sign: every cusp is at k·30°. At a
    // fixed moment, find the east longitude near Kathmandu where the Lahiri ascendant is 0° Leo
    // (120°) by bisection (the ascendant moves with the local sidereal time, about 1° of
    // ascendant per degree of longitude, and a longitude is resolved to 1e-14°).
    let (jd, lat) = (JulianDay::new(2_460_000.5), 27.7172);
    let equal = Settings {
        house_system: HouseSystem::Equal,
        ..Settings::default()
    };
    let asc = |lon: f64| Chart::at_with(jd, lat, lon, &equal).unwrap().ascendant;
    let target = Longitude::new(120.0);
    // Bracket 120° between two longitudes a degree apart, going round the globe.
    let mut a = -180.0;
    while !(asc(a).forward_to(target) < 10.0 && target.forward_to(asc(a + 1.0)) < 10.0) {
        a += 1.0;
        assert!(a < 180.0, "no longitude puts the ascendant at 0° Leo");
    }
    let mut b = a + 1.0;
    for _ in 0..80 {
        let m = 0.5 * (a + b);
        if asc(m).forward_to(target) < 10.0 {
            a = m;
        } else {
            b = m;
        }
    }
    let lon = b;
    let c = Chart::at_with(jd, lat, lon, &equal).unwrap();
    let cusps = c.cusps.unwrap();
    let off = (c.ascendant.degrees() - 120.0).abs();
    assert!(off < 1e-9, "{off}");
    // The ascendant at 0° Leo (or a hair past it): the first house is Leo both ways.
    assert_eq!(c.ascendant_sign(), Sign::Leo);
    assert!(close(cusps.begin[3].degrees(), 210.0, 1e-9)); // 4th cusp: 0° Scorpio
    // A planet exactly on the 4th cusp is in the 4th bhava (the arc [cusp, next) is half
    // open: it begins at the cusp) and in Scorpio, the 4th sign; a hair before it is in the
    // 3rd bhava and in Libra, the 3rd sign.
    assert_eq!(cusps.house_of(cusps.begin[3]), 4);
    assert_eq!(cusps.begin[3].sign(), Sign::Scorpio);
    let before = Longitude::new(cusps.begin[3].degrees() - 1e-7);
    assert_eq!(cusps.house_of(before), 3);
    assert_eq!(before.sign(), Sign::Libra);
    // The chart's own grahas follow the same rule: with equal houses from 0° of a sign, the
    // bhava is the sign house (no graha sits within 1e-9° of a cusp here).
    for g in &c.grahas {
        assert_eq!(g.bhava, g.house, "{}", g.planet);
    }
    // The houses the replies list: cusp at the sign's start, middle 15° into it.
    let houses = c.houses();
    assert!(close(houses[0].cusp.unwrap().degrees(), 120.0, 1e-9));
    assert!(close(houses[0].mid.unwrap().degrees(), 135.0, 1e-9));
}

#[test]
fn one_house_call_gives_the_whole_sign_angles_everywhere() {
    // The chart takes its ascendant (and the Sripati middles) from the one call of the house
    // system's own letter; Swiss Ephemeris's whole-sign ('W') and Porphyry ('O') calls are the
    // reference, at 600 moments and places from 1800 to 2200 and 80°S to 80°N, the polar
    // circles included (where the systems turn the angles each by its own rule).
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut uniform = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed >> 11) as f64 / (1u64 << 53) as f64
    };
    let mut polar = 0;
    for _ in 0..600 {
        let jd = 2_378_496.5 + uniform() * 146_100.0;
        let lat = -80.0 + uniform() * 160.0;
        let lon = -180.0 + uniform() * 360.0;
        polar += usize::from(lat.abs() > 66.0);
        for &ayanamsa in &[Ayanamsa::Lahiri, Ayanamsa::Kp, Ayanamsa::Tropical] {
            for &house_system in HouseSystem::ALL {
                let s = Settings {
                    ayanamsa,
                    house_system,
                    ..Settings::default()
                };
                let eph = Ephemeris::with(&s);
                let (angles, cusps) = eph
                    .houses(JulianDay::new(jd), lat, lon, house_system)
                    .unwrap();
                let want = eph.angles(JulianDay::new(jd), lat, lon).unwrap();
                let flags = sys::SEFLG_MOSEPH as i32
                    | if ayanamsa == Ayanamsa::Tropical {
                        0
                    } else {
                        sys::SEFLG_SIDEREAL as i32
                    };
                let (_, _, w) = sys_houses(jd, flags, lat, lon, b'W');
                let id = format!("jd {jd} lat {lat} lon {lon} {s:?}");
                assert!(
                    close(angles.ascendant.degrees(), w[0], ARCSEC_100TH),
                    "{id} asc"
                );
                assert!(
                    close(angles.midheaven.degrees(), w[1], ARCSEC_100TH),
                    "{id} mc"
                );
                assert_eq!(angles.ascendant.sign(), want.ascendant.sign(), "{id}");
                let Some(cusps) = cusps else {
                    assert_eq!(house_system, HouseSystem::WholeSign);
                    continue;
                };
                let letter = cusps.system.letter().unwrap();
                let (rc, begin, _) = sys_houses(jd, flags, lat, lon, letter);
                assert!(rc >= 0, "{id}");
                for (i, (got, want)) in cusps.begin.iter().zip(begin).enumerate() {
                    assert!(close(got.degrees(), want, ARCSEC_100TH), "{id} {i}");
                }
                if cusps.system == HouseSystem::Sripati {
                    let (_, porphyry, _) = sys_houses(jd, flags, lat, lon, b'O');
                    for (i, (got, want)) in cusps.mid.iter().zip(porphyry).enumerate() {
                        assert!(close(got.degrees(), want, ARCSEC_100TH), "{id} mid {i}");
                    }
                }
            }
        }
    }
    assert!(polar > 50, "{polar} polar places");
}
