//! The varshaphal against PyJHora 4.8.7 (`shared/tests/data/pyjhora_varshaphal.json`, made by
//! `scripts/pyjhora-varshaphal`): the 20 public births, the return after 30 completed years and
//! the one in 2026 (39 annual charts). Conventions aligned: Lahiri, mean node, apparent
//! positions, the Moshier ephemeris, the birth place. Where PyJHora and the text part, the test
//! compares the text's rule and counts PyJHora's departures (docs/decisions.md, "Varshaphal").

use crate::support::{birth_of, births};
use graha::astro::varshaphal::{self, Role, SahamKind};
use graha::astro::{Chart, JulianDay, Planet, Sign};
use serde_json::Value;

fn reference() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pyjhora_varshaphal.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Each annual chart of the reference with its natal chart and PyJHora's reading.
fn cases() -> Vec<(String, Chart, u32, Value)> {
    let r = reference();
    let mut out = Vec::new();
    for b in r["births"].as_array().unwrap() {
        let id = b["id"].as_str().unwrap();
        let profile = &births()
            .iter()
            .find(|x| x["id"] == id)
            .unwrap_or_else(|| panic!("{id} in births_public.json"))["profile"];
        let natal = Chart::compute(&birth_of(profile)).unwrap();
        for y in b["years"].as_array().unwrap() {
            let age = y["completedYears"].as_u64().unwrap() as u32;
            out.push((format!("{id} +{age}"), natal.clone(), age, y.clone()));
        }
    }
    out
}

fn planet(v: &Value) -> Planet {
    Planet::from_name(v.as_str().unwrap()).unwrap()
}

/// PyJHora's part of pancha-vargeeya bala, graded by the text's shares: PyJHora gives a sign
/// (or term) all the points when own or exalted, half when a friend's, a quarter when an
/// enemy's and none when a neutral's or the debilitation; the text gives a friend's ¾ and a
/// neutral's ½.
fn text_share(p: Planet, part: &str, sign: Sign, theirs: f64) -> f64 {
    let full = match part {
        "kshetra" => 30.0,
        "hadda" => 15.0,
        "drekkana" => 10.0,
        "navamsa" => 5.0,
        _ => return theirs,
    };
    let debilitated = part != "hadda" && graha::astro::dignity::debilitation(p) == Some(sign);
    full * match theirs / full {
        r if (r - 1.0).abs() < 1e-9 => 1.0,
        r if (r - 0.5).abs() < 1e-9 => 0.75,
        r if (r - 0.25).abs() < 1e-9 => 0.25,
        _ if debilitated => 0.0,
        _ => 0.5,
    }
}

#[test]
fn return_moments_are_the_suns_return_to_the_second() {
    let cases = cases();
    assert_eq!(cases.len(), 39);
    for (label, natal, age, y) in &cases {
        let t = varshaphal::return_moment(natal, *age).unwrap();
        let theirs = JulianDay::new(y["returnMoment"]["jdUt"].as_f64().unwrap());
        let seconds = (t - theirs).days().abs() * 86_400.0;
        assert!(seconds < 1.0, "{label}: {seconds:.3} s from PyJHora");
        // And the Sun is back on its natal longitude.
        let eph = graha::astro::Ephemeris::new();
        let sun = eph.graha(t, Planet::Sun).unwrap().longitude;
        let miss = (sun.degrees() - natal.graha(Planet::Sun).longitude.degrees()).abs() * 3600.0;
        assert!(miss < 0.01, "{label}: the Sun {miss}″ off");
    }
}

#[test]
fn muntha_offices_and_strengths_agree_with_pyjhora() {
    let mut report = Vec::new();
    let (mut pv_parts, mut pv_same, mut harsha_parts, mut harsha_same) = (0, 0, 0, 0);
    let (mut pv_explained, mut harsha_explained) = (0, 0);
    let (mut lords, mut lords_same) = (0, 0);
    for (label, natal, age, y) in cases() {
        let v = varshaphal::varshaphal(&natal, age).unwrap();
        // The annual chart.
        let asc = y["ascendant"]["longitude"].as_f64().unwrap();
        assert!(
            (v.chart.ascendant.degrees() - asc).abs() < 0.01,
            "{label} ascendant"
        );
        for p in y["planets"].as_array().unwrap() {
            let g = v.chart.graha(planet(&p["planet"]));
            let lon = p["longitude"].as_f64().unwrap();
            assert!(
                (g.longitude.degrees() - lon).abs() * 3600.0 < 1.0,
                "{label} {}",
                p["planet"]
            );
        }
        // Day or night: PyJHora has none where the Sun neither rises nor sets that day.
        if !y["noSunriseOrSunsetThatDay"].as_bool().unwrap() {
            assert_eq!(v.day, !y["nightReturn"].as_bool().unwrap(), "{label} day");
        }
        // The muntha (the text's: birth ascendant + completed years).
        let m = &y["muntha"];
        assert_eq!(
            v.muntha,
            Sign::from_index(m["sign"].as_u64().unwrap() as usize),
            "{label}"
        );
        assert_eq!(
            u64::from(v.muntha_house),
            m["house"].as_u64().unwrap(),
            "{label}"
        );
        // The offices (PyJHora's muntha lord is of its own muntha; the text's is compared).
        let o = &y["panchadhikaris"];
        let office = |r: Role| v.offices.iter().find(|(x, _)| *x == r).unwrap().1;
        assert_eq!(
            office(Role::MunthaLord),
            planet(&o["munthaPati"]),
            "{label}"
        );
        assert_eq!(
            office(Role::BirthLagnaLord),
            planet(&o["janmaLagnaPati"]),
            "{label}"
        );
        assert_eq!(
            office(Role::YearLagnaLord),
            planet(&o["varshaLagnaPati"]),
            "{label}"
        );
        if !y["noSunriseOrSunsetThatDay"].as_bool().unwrap() {
            assert_eq!(
                office(Role::TriRashiPati),
                planet(&o["triRashiPati"]),
                "{label}"
            );
            assert_eq!(
                office(Role::DinRatriPati),
                planet(&o["dinRatriPati"]),
                "{label}"
            );
        }
        // Pancha-vargeeya bala, part by part.
        for pv in y["panchaVargeeyaBala"].as_array().unwrap() {
            let p = planet(&pv["planet"]);
            let ours = v.pancha_vargeeya[p.index()];
            let c = &pv["components"];
            for (name, got) in [
                ("kshetra", ours.kshetra),
                ("uchcha", ours.uchcha),
                ("hadda", ours.hadda),
                ("drekkana", ours.drekkana),
                ("navamsa", ours.navamsa),
            ] {
                pv_parts += 1;
                let g = v.chart.graha(p);
                let sign = match name {
                    "drekkana" => Sign::from_index(pv["d3Sign"].as_u64().unwrap() as usize),
                    "navamsa" => Sign::from_index(pv["d9Sign"].as_u64().unwrap() as usize),
                    _ => g.sign(),
                };
                let want = text_share(p, name, sign, c[name].as_f64().unwrap());
                if (got - want).abs() < 0.006 {
                    pv_same += 1;
                    continue;
                }
                // PyJHora's sign table departs from the natural relations of BPHS for three
                // pairs (the Sun in the Moon's sign, Venus in Jupiter's, Jupiter in Mercury's),
                // and its terms from the text's in three spans (Taurus 14–22°, Gemini 6–17°,
                // Sagittarius 21–30°).
                let table = matches!(
                    (p, sign.lord()),
                    (Planet::Sun, Planet::Moon)
                        | (Planet::Venus, Planet::Jupiter)
                        | (Planet::Jupiter, Planet::Mercury)
                );
                let terms = name == "hadda"
                    && match g.sign() {
                        Sign::Taurus => (14.0..22.0).contains(&g.degree()),
                        Sign::Gemini => (6.0..17.0).contains(&g.degree()),
                        Sign::Sagittarius => g.degree() >= 21.0,
                        _ => false,
                    };
                assert!(
                    table || terms,
                    "{label} {p:?} {name}: ours {got:.2}, PyJHora {want}"
                );
                pv_explained += 1;
            }
        }
        // Harsha bala, source by source.
        for h in y["harshaBala"].as_array().unwrap() {
            let p = planet(&h["planet"]);
            let ours = v.harsha[p.index()];
            let c = &h["components"];
            for (name, got) in [
                ("sthana", ours.sthana),
                ("uchchaSwa", ours.uchcha_swa),
                ("striPurusha", ours.stri_purusha),
                ("dinaRatri", ours.dina_ratri),
            ] {
                harsha_parts += 1;
                if u64::from(got) == c[name].as_u64().unwrap() {
                    harsha_same += 1;
                    continue;
                }
                // PyJHora's Venus delights in the 12th (the text: the 5th); where the Sun
                // neither rises nor sets it calls the year's start night.
                let venus = p == Planet::Venus
                    && name == "sthana"
                    && matches!(v.chart.graha(p).house, 5 | 12);
                let polar = name == "dinaRatri" && y["noSunriseOrSunsetThatDay"] == true;
                assert!(venus || polar, "{label} {p:?} harsha {name}: ours {got}");
                harsha_explained += 1;
            }
        }
        // The year's lord by the text's rule on PyJHora's own strengths: of the offices whose
        // graha aspects the year's ascendant, the strongest.
        let strength = |p: Planet| {
            let pv = y["panchaVargeeyaBala"]
                .as_array()
                .unwrap()
                .iter()
                .find(|x| planet(&x["planet"]) == p)
                .unwrap();
            let g = v.chart.graha(p);
            let c = &pv["components"];
            let part =
                |name: &str, sign: Sign| text_share(p, name, sign, c[name].as_f64().unwrap());
            let d3 = Sign::from_index(pv["d3Sign"].as_u64().unwrap() as usize);
            let d9 = Sign::from_index(pv["d9Sign"].as_u64().unwrap() as usize);
            (part("kshetra", g.sign())
                + c["uchcha"].as_f64().unwrap()
                + part("hadda", g.sign())
                + part("drekkana", d3)
                + part("navamsa", d9))
                / 4.0
        };
        let aspecting: Vec<Planet> = v
            .offices
            .iter()
            .map(|(_, p)| *p)
            .filter(|p| matches!(v.chart.graha(*p).house, 1 | 3 | 4 | 5 | 7 | 9 | 10 | 11))
            .collect();
        if let Some(want) = aspecting
            .iter()
            .copied()
            .max_by(|a, b| strength(*a).total_cmp(&strength(*b)))
        {
            lords += 1;
            if v.year_lord.planet == want {
                lords_same += 1;
            } else {
                report.push(format!(
                    "{label} year lord: ours {:?} ({:?}), on PyJHora's strengths {want:?}",
                    v.year_lord.planet, v.year_lord.reason
                ));
            }
        }
    }
    println!("{}", report.join("\n"));
    println!(
        "pancha-vargeeya {pv_same}/{pv_parts} (+{pv_explained} explained), harsha {harsha_same}/{harsha_parts} (+{harsha_explained}), year lord {lords_same}/{lords}"
    );
    assert_eq!(pv_same + pv_explained, pv_parts);
    assert_eq!(harsha_same + harsha_explained, harsha_parts);
    assert!(pv_same * 100 >= pv_parts * 97, "{pv_same}/{pv_parts}");
    // The two years whose lord differs are decided by PyJHora's tables: its Venus is stronger
    // in Jupiter's sign and terms (pub-19 +30), its Sun in Jupiter's term of Gemini, Venus's in
    // the text (pub-04 +65).
    assert!(lords_same + 2 >= lords, "{lords_same}/{lords}");
}

#[test]
fn sahams_and_dashas_agree_with_pyjhora() {
    let (mut sahams, mut sahams_same, mut sahams_thirty) = (0, 0, 0);
    for (label, natal, age, y) in cases() {
        let v = varshaphal::varshaphal(&natal, age).unwrap();
        for s in y["sahams"].as_array().unwrap() {
            let name = s["name"].as_str().unwrap();
            // PyJHora's spelling of each name.
            let spelt = |k: &SahamKind| match k.name() {
                "yashas" => "yasas",
                "mahatmya" => "mahatmaya",
                "pitri" => "pithri",
                "matri" => "maathri",
                "putra" => "puthra",
                "shastra" => "sastra",
                "mrityu" => "mrithyu",
                "vanik" => "vanika",
                "shraddha" => "sraddha",
                "preeti" => "preethi",
                "vyapara" => "vyaapaara",
                "shatru" => "sathru",
                "jalapatana" => "jalapatna",
                "apamrityu" => "apamrithyu",
                "labha" => "laabha",
                other => other,
            };
            let kind = SahamKind::ALL
                .iter()
                .find(|k| spelt(k) == name)
                .unwrap_or_else(|| panic!("no saham {name}"));
            let ours = v.sahams.iter().find(|x| x.kind == *kind).unwrap();
            // Labha's night formula is its day formula in the text; PyJHora swaps it.
            let by_day = v.day || *kind == SahamKind::Labha;
            let want = if by_day { &s["day"] } else { &s["night"] };
            let want = want.as_f64().unwrap().rem_euclid(360.0);
            sahams += 1;
            let d = (ours.longitude.degrees() - want + 540.0).rem_euclid(360.0) - 180.0;
            if d.abs() * 3600.0 < 1.0 {
                sahams_same += 1;
            } else {
                // PyJHora decides the 30° by signs, the text by degrees (a saham made from
                // another carries its 30° along).
                let thirty = [30.0, 60.0]
                    .iter()
                    .any(|x| (d.abs() - x).abs() * 3600.0 < 1.0);
                assert!(
                    thirty,
                    "{label} {name}: ours {:.4}, PyJHora {want:.4}",
                    ours.longitude.degrees()
                );
                sahams_thirty += 1;
            }
        }
        // Mudda: the text's first lord, its balance from the return and its elapsed part at the
        // year's end; the lengths in proportion.
        let md = &y["muddaDasha"];
        let first = Some(planet(&md["textbookStartLord"]));
        assert_eq!(v.mudda[0].planet, first, "{label} mudda");
        assert_eq!(v.mudda.len(), 10, "{label} mudda");
        assert_eq!(v.mudda[9].planet, first, "{label} mudda");
        assert_eq!(
            (v.mudda[0].start, v.mudda[9].end),
            (v.moment, v.next),
            "{label} mudda"
        );
        let our_year = (v.next - v.moment).days();
        for p in &v.mudda[1..9] {
            let want = p.planet.unwrap().vimshottari_years() * 3.0 / 360.0 * our_year;
            assert!(((p.end - p.start).days() - want).abs() < 1e-6);
        }
        // Patyayini: the order and the shares.
        let pd = &y["patyayiniDasha"];
        let year = pd["yearDays"].as_f64().unwrap();
        for (ours, theirs) in v.patyayini.iter().zip(pd["periods"].as_array().unwrap()) {
            let name = theirs["planet"].as_str().unwrap();
            let ours_name = ours.planet.map_or("Lagna", |p| p.name());
            assert_eq!(ours_name, name, "{label} patyayini");
            let share = (ours.end - ours.start).days() / our_year;
            let want = theirs["days"].as_f64().unwrap() / year;
            assert!((share - want).abs() < 1e-6, "{label} patyayini {name}");
        }
    }
    println!("sahams {sahams_same}/{sahams} (+{sahams_thirty} by the 30° rule)");
    assert!(sahams_same * 100 >= sahams * 80, "{sahams_same}/{sahams}");
}

#[test]
fn pyjhoras_ithasalas_are_ours() {
    // Each ithasala PyJHora finds (an aspect by sign, within the smaller of the two orbs, the
    // quicker graha by its fixed order of speeds behind) is one of ours (within the mean of the
    // orbs, the quicker by its motion at the return), but where the two orders of speed part
    // (Mercury or Venus slower than the Sun near a station, a retrograde graha) or PyJHora's
    // "future" ithasala (an orb missed by up to 1°) or its aspect of the 2nd and 12th signs is
    // counted.
    let (mut theirs, mut found, mut explained) = (0, 0, 0);
    let mut causes = [0; 4];
    for (label, natal, age, y) in cases() {
        let v = varshaphal::varshaphal(&natal, age).unwrap();
        for pair in y["yogas"]["ithasala"].as_array().unwrap() {
            let ps: Vec<Planet> = pair["planets"]
                .as_array()
                .unwrap()
                .iter()
                .map(planet)
                .collect();
            theirs += 1;
            let ours = v
                .aspects
                .iter()
                .find(|a| a.involves(ps[0]) && a.involves(ps[1]))
                .is_some_and(|a| a.ithasala());
            if ours {
                found += 1;
                continue;
            }
            let retrograde = ps.iter().any(|&p| v.chart.graha(p).speed < 0.0);
            let order = |p: Planet| {
                [
                    Planet::Saturn,
                    Planet::Jupiter,
                    Planet::Mars,
                    Planet::Sun,
                    Planet::Venus,
                    Planet::Mercury,
                    Planet::Moon,
                ]
                .iter()
                .position(|&q| q == p)
                .unwrap()
            };
            let (a, b) = (v.chart.graha(ps[0]), v.chart.graha(ps[1]));
            let speeds_part = (order(ps[0]) > order(ps[1])) != (a.speed.abs() > b.speed.abs());
            let future = pair["kind"] == 3;
            // PyJHora counts the 2nd and 12th signs as a (neutral) aspect; the text, none.
            let adjacent = matches!(a.sign().house_of(b.sign()), 2 | 12);
            assert!(
                retrograde || speeds_part || future || adjacent,
                "{label}: PyJHora's ithasala {ps:?} is not ours"
            );
            explained += 1;
            causes[usize::from(adjacent)
                + usize::from(!adjacent && future) * 2
                + usize::from(!adjacent && !future && speeds_part) * 3] += 1;
        }
    }
    println!(
        "PyJHora's ithasalas: {theirs}, ours too {found}, explained {explained} (2nd/12th signs {}, future {}, speeds {}, retrograde {})",
        causes[1], causes[2], causes[3], causes[0]
    );
    assert!(found * 10 >= theirs * 6, "{found}/{theirs}");
}
