//! Aspects (graha drishti) against `births_public.json` and the classical rules: every graha
//! aspects its 7th, Mars, Jupiter and Saturn their special houses, in constructed and real charts.

use crate::natal::{ref_house, reply};
use crate::support::births;
use graha::astro::aspects::{self, NodeAspects};
use graha::astro::{Chart, GrahaPosition, JulianDay, Longitude, Planet, Sign};
use graha::calc::natal::AspectsOut;
use graha::endpoints::Endpoint;
use std::collections::BTreeSet;

/// A chart with the grahas placed in the given signs (whole degrees at 10°), ascendant Aries.
pub(crate) fn constructed(signs: [Sign; 9]) -> Chart {
    let asc = Sign::Aries;
    Chart {
        jd: JulianDay::new(2_451_545.0),
        latitude: 27.7,
        longitude: 85.3,
        ayanamsa: 23.85,
        ascendant: Longitude::new(5.0),
        grahas: std::array::from_fn(|i| {
            let planet = Planet::ALL[i];
            GrahaPosition {
                planet,
                longitude: Longitude::new(signs[i].index() as f64 * 30.0 + 10.0 + i as f64),
                latitude: 0.0,
                speed: 1.0,
                house: asc.house_of(signs[i]),
                bhava: asc.house_of(signs[i]),
                retrograde: matches!(planet, Planet::Rahu | Planet::Ketu),
            }
        }),
        settings: Default::default(),
        cusps: None,
    }
}

#[test]
fn mars_in_the_first_aspects_the_4th_7th_and_8th() {
    use Sign::*;
    // Ascendant Aries; Mars in Aries (house 1), Saturn in Cancer (house 4): BPHS ch. 26.
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
    let mars = aspects::graha_aspects(&c, Planet::Mars, NodeAspects::FiveSevenNine);
    let houses: BTreeSet<u8> = mars.houses.iter().map(|h| h.house).collect();
    assert_eq!(houses, BTreeSet::from([4, 7, 8]));
    assert!(mars.houses.iter().all(|h| h.special == (h.house != 7)));
    assert_eq!(
        mars.grahas.iter().map(|g| g.planet).collect::<Vec<_>>(),
        vec![Planet::Saturn]
    );
    // Saturn in the 4th aspects the 6th, 10th and 1st (its 3rd, 7th, 10th): Mars and Saturn
    // aspect each other (Mars by its 4th, Saturn by its 10th).
    let sat: BTreeSet<u8> = aspects::graha_aspects(&c, Planet::Saturn, NodeAspects::FiveSevenNine)
        .houses
        .iter()
        .map(|h| h.house)
        .collect();
    assert_eq!(sat, BTreeSet::from([6, 10, 1]));
    let mutual = aspects::mutual_aspects(&c, NodeAspects::FiveSevenNine);
    assert!(mutual.iter().any(|m| m.first == Planet::Mars
        && m.second == Planet::Saturn
        && m.first_distance == 4
        && m.second_distance == 10));
    // Jupiter in Sagittarius (9th) aspects the 1st, 3rd and 5th: Mars in Aries is aspected.
    assert!(
        aspects::aspecting(&c, Planet::Mars, NodeAspects::FiveSevenNine)
            .contains(&(Planet::Jupiter, 5))
    );
    // The nodes: 5/7/9 by default, only the 7th in the strict reading; never each other.
    let rahu = aspects::graha_aspects(&c, Planet::Rahu, NodeAspects::SeventhOnly);
    assert_eq!(rahu.houses.len(), 1);
    assert!(rahu.grahas.iter().all(|g| g.planet != Planet::Ketu));
}

#[test]
fn mars_in_the_first_of_real_charts() {
    // ref: births_public.json pub-07 and pub-20 have Mars in house 1.
    for b in births()
        .iter()
        .filter(|b| b["id"] == "pub-07" || b["id"] == "pub-20")
    {
        assert_eq!(ref_house(b, Planet::Mars), 1);
        let r: AspectsOut = reply(Endpoint::Aspects, b);
        let mars = r.planets.iter().find(|p| p.planet == Planet::Mars).unwrap();
        let houses: BTreeSet<u8> = mars.aspected_houses.iter().map(|h| h.house).collect();
        assert_eq!(houses, BTreeSet::from([4, 7, 8]), "{}", b["id"]);
        assert_eq!(mars.full_aspect_houses, [7]);
        assert_eq!(mars.special_aspect_houses, [4, 8]);
        // Every graha in those houses (ref houses) is listed as aspected by Mars.
        let want: BTreeSet<Planet> = Planet::ALL
            .iter()
            .copied()
            .filter(|p| *p != Planet::Mars && [4, 7, 8].contains(&ref_house(b, *p)))
            .collect();
        let got: BTreeSet<Planet> = mars.aspected_planets.iter().map(|p| p.planet).collect();
        assert_eq!(got, want, "{}", b["id"]);
    }
}

#[test]
fn every_graha_aspects_its_seventh_in_every_chart() {
    for b in births() {
        let r: AspectsOut = reply(Endpoint::Aspects, b);
        for p in &r.planets {
            assert!(
                p.full_aspect_houses == [(p.house + 5) % 12 + 1],
                "{} {}",
                b["id"],
                p.planet
            );
        }
        for m in &r.mutual_aspects {
            assert!(m.planets[0] != m.planets[1]);
        }
    }
}
