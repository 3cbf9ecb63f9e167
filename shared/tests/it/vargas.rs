//! The sixteen divisional charts against every birth of `births_public.json`, and the rules at
//! sign boundaries.

use crate::natal::sign_of;
use crate::support::{birth_of, births};
use graha::astro::vargas::{all_vargas, varga_position, varga_sign};
use graha::astro::{Chart, Division, Longitude, Planet, Sign};

#[test]
fn every_division_of_every_birth_matches() {
    let mut exact = 0;
    let mut failures = Vec::new();
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let chart = Chart::compute(&birth_of(&b["profile"])).unwrap();
        for v in all_vargas(&chart) {
            // ref: births_public.json <id>.vargas.<division>
            let r = &b["vargas"][v.division.name()];
            let mut check = |body: &str, got: Sign| {
                let want = sign_of(&r[body]["sign"]);
                if got == want {
                    exact += 1;
                } else {
                    failures.push(format!("{id} {} {body}: {got} vs {want}", v.division));
                }
            };
            check("Ascendant", v.ascendant.sign);
            for p in Planet::ALL {
                check(p.name(), v.graha(*p).sign);
            }
        }
    }
    // 20 births × 16 divisions × (ascendant + 9 grahas), every one the primary value.
    assert!(failures.is_empty(), "{failures:#?}");
    assert_eq!(exact, 20 * 16 * 10);
}

#[test]
fn houses_count_from_the_varga_ascendant() {
    let chart = Chart::compute(&birth_of(&births()[0]["profile"])).unwrap();
    for v in all_vargas(&chart) {
        for g in &v.grahas {
            assert_eq!(g.house, v.ascendant.sign.house_of(g.sign));
            assert!(
                (0.0..30.0).contains(&g.degree),
                "{}: {}",
                v.division,
                g.degree
            );
        }
    }
}

#[test]
fn sign_boundaries_start_each_division_where_bphs_says() {
    // BPHS ch. 6: the first part of each sign, taken exactly at the sign's first degree.
    // (division, sign, first varga sign)
    let cases = [
        (Division::D1, Sign::Leo, Sign::Leo),
        (Division::D2, Sign::Aries, Sign::Leo),
        (Division::D2, Sign::Taurus, Sign::Cancer),
        (Division::D3, Sign::Scorpio, Sign::Scorpio),
        (Division::D4, Sign::Gemini, Sign::Gemini),
        (Division::D7, Sign::Taurus, Sign::Scorpio),
        (Division::D9, Sign::Taurus, Sign::Capricorn),
        (Division::D9, Sign::Gemini, Sign::Libra),
        (Division::D10, Sign::Taurus, Sign::Capricorn),
        (Division::D12, Sign::Virgo, Sign::Virgo),
        (Division::D16, Sign::Taurus, Sign::Leo),
        (Division::D20, Sign::Taurus, Sign::Sagittarius),
        (Division::D20, Sign::Gemini, Sign::Leo),
        (Division::D24, Sign::Aries, Sign::Leo),
        (Division::D24, Sign::Taurus, Sign::Cancer),
        (Division::D27, Sign::Taurus, Sign::Cancer),
        (Division::D27, Sign::Cancer, Sign::Capricorn),
        (Division::D30, Sign::Aries, Sign::Aries),
        (Division::D30, Sign::Taurus, Sign::Taurus),
        (Division::D40, Sign::Taurus, Sign::Libra),
        (Division::D45, Sign::Gemini, Sign::Sagittarius),
        (Division::D60, Sign::Cancer, Sign::Cancer),
    ];
    for (d, sign, want) in cases {
        let lon = Longitude::new(sign.index() as f64 * 30.0);
        assert_eq!(varga_sign(lon, d), want, "{d} at 0° {sign}");
        let (_, deg) = varga_position(lon, d);
        assert!(deg.abs() < 1e-9, "{d} at 0° {sign}: degree {deg}");
    }
    // Just below every sign's end the last part applies, and the varga degree is below 30.
    for s in Sign::ALL {
        let lon = Longitude::new(s.index() as f64 * 30.0 + 30.0 - 1e-9);
        for d in Division::ALL {
            let (got, deg) = varga_position(lon, d);
            assert!((0.0..30.0).contains(&deg), "{d} end of {s}");
            // D9 of the last navamsa of a sign: movable +8, fixed +4, dual +0 (BPHS 6.11).
            if d == Division::D9 {
                assert_eq!(got, s.nth([9, 5, 1][s.index() % 3]), "D9 end of {s}");
            }
        }
    }
}

#[test]
fn names_round_trip() {
    for d in Division::EVERY {
        assert_eq!(Division::from_name(d.name()), Some(d));
        assert_eq!(serde_json::to_value(d).unwrap(), d.name());
    }
    assert_eq!(Division::from_name("d9"), Some(Division::D9));
    assert_eq!(Division::from_name("D13"), None);
}

#[test]
fn vargas_reply_has_every_division() {
    use crate::dasha::request;
    use crate::support::typed;
    use graha::calc::strength::VargasOut;
    use graha::endpoints::Endpoint;
    let b = &births()[0];
    let reply: VargasOut = typed(&request(
        Endpoint::Vargas,
        &b["profile"],
        serde_json::json!({}),
    ));
    let divisions = &reply.divisions;
    assert_eq!(divisions.len(), 16);
    for d in Division::ALL {
        let r = &divisions[d.name()];
        // ref: births_public.json pub-01.vargas.<division>
        let want = &b["vargas"][d.name()];
        assert_eq!(r.ascendant.sign, sign_of(&want["Ascendant"]["sign"]), "{d}");
        assert_eq!(r.planets.len(), 9);
        for p in &r.planets {
            assert_eq!(p.sign, sign_of(&want[p.planet.name()]["sign"]), "{d}");
        }
        assert!(!r.description.is_empty());
    }
    assert_eq!(divisions["D9"].name, "Navamsa");
    // The divisions asked for, in canonical order whatever the order asked, each once.
    let some =
        serde_json::json!({ "divisions": vec![Division::D144, Division::D10, Division::D5] });
    let reply: VargasOut = typed(&request(Endpoint::Vargas, &b["profile"], some));
    assert_eq!(reply.divisions.len(), 3);
    assert_eq!(reply.order, ["D5", "D10", "D144"]);
    assert_eq!(reply.divisions["D144"].name, "Dwadas-dwadasamsa");
    assert_eq!(reply.vimshopaka.len(), 7);
}

#[test]
fn vimshopaka_lies_between_the_great_enemy_and_the_own_sign() {
    use graha::astro::vimshopaka::{Scheme, points, vimshopaka};
    // BPHS 7.9–11: 5 points of 20 with a great enemy in every division, 20 in own signs.
    for b in births() {
        let chart = Chart::compute(&birth_of(&b["profile"])).unwrap();
        for p in Planet::SEVEN {
            for scheme in Scheme::ALL {
                let v = vimshopaka(&chart, p, scheme);
                assert!((5.0..=20.0).contains(&v), "{p} {scheme:?} {v}");
            }
            // In its own sign of the rasi a graha takes the rasi's whole weight.
            let rasi = chart.graha(p).sign();
            if rasi.lord() == p {
                assert_eq!(points(&chart, p, Division::D1), 20.0);
            }
        }
    }
}

#[test]
fn vimshopaka_from_the_reference_varga_signs() {
    use graha::astro::dignity::{Dignity, compound_relation, exaltation, owns};
    use graha::astro::vimshopaka::{Scheme, vimshopaka};
    // BPHS 7.3–8: each scheme's divisions and weights, written out here.
    let schemes: [(Scheme, &[(&str, f64)]); 4] = [
        (
            Scheme::Shadvarga,
            &[
                ("D1", 6.0),
                ("D2", 2.0),
                ("D3", 4.0),
                ("D9", 5.0),
                ("D12", 2.0),
                ("D30", 1.0),
            ],
        ),
        (
            Scheme::Saptavarga,
            &[
                ("D1", 5.0),
                ("D2", 2.0),
                ("D3", 3.0),
                ("D7", 2.5),
                ("D9", 4.5),
                ("D12", 2.0),
                ("D30", 1.0),
            ],
        ),
        (
            Scheme::Dashavarga,
            &[
                ("D1", 3.0),
                ("D2", 1.5),
                ("D3", 1.5),
                ("D7", 1.5),
                ("D9", 1.5),
                ("D10", 1.5),
                ("D12", 1.5),
                ("D16", 1.5),
                ("D30", 1.5),
                ("D60", 5.0),
            ],
        ),
        (
            Scheme::Shodashavarga,
            &[
                ("D1", 3.5),
                ("D2", 1.0),
                ("D3", 1.0),
                ("D4", 0.5),
                ("D7", 0.5),
                ("D9", 3.0),
                ("D10", 0.5),
                ("D12", 0.5),
                ("D16", 2.0),
                ("D20", 0.5),
                ("D24", 0.5),
                ("D27", 0.5),
                ("D30", 1.0),
                ("D40", 0.5),
                ("D45", 0.5),
                ("D60", 4.0),
            ],
        ),
    ];
    let mut checked = 0;
    for b in births() {
        let chart = Chart::compute(&birth_of(&b["profile"])).unwrap();
        for p in Planet::SEVEN {
            for (scheme, weights) in schemes {
                // BPHS 7.9–11: own or exaltation sign 20 of 20, then 18/15/10/7/5 from great
                // friend to great enemy; the varga signs from births_public.json.
                let want: f64 = weights
                    .iter()
                    .map(|&(d, w)| {
                        let sign = sign_of(&b["vargas"][d][p.name()]["sign"]);
                        let points =
                            if owns(p, sign) || exaltation(p).is_some_and(|(s, _)| s == sign) {
                                20.0
                            } else {
                                match compound_relation(&chart, p, sign.lord()) {
                                    Dignity::GreatFriend => 18.0,
                                    Dignity::Friend => 15.0,
                                    Dignity::Neutral => 10.0,
                                    Dignity::Enemy => 7.0,
                                    _ => 5.0,
                                }
                            };
                        w * points / 20.0
                    })
                    .sum();
                let got = vimshopaka(&chart, p, scheme);
                assert!(
                    (got - want).abs() < 1e-9,
                    "{} {p} {scheme:?}: {got} vs {want}",
                    b["id"]
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 20 * 7 * 4);
}
