//! Ingresses and stations against the almanacs and the Swiss Ephemeris's longitude and daily
//! motion bisected directly: the 2025 ingresses of Jupiter and Saturn, Mercury's stations of
//! 2024, the tropical Sun at the equinox and Saturn's nakshatra ingresses in order.

use super::{direct, ist_date, jd, minutes, utc};
use chrono::NaiveDate;
use graha::astro::events::{Direction, Event, EventKind, events, nakshatra_ingresses};
use graha::astro::settings::{Ayanamsa, Settings};
use graha::astro::{Ephemeris, JulianDay, Nakshatra, Planet, Sign};
use libswisseph_sys as sys;

#[test]
fn jupiter_enters_gemini_and_saturn_pisces_in_2025() {
    // ref: Drik Panchang and Indian almanacs (Lahiri): Jupiter enters Mithuna on 14 May 2025,
    // Saturn enters Meena on 29 March 2025 (IST dates). The moment: within a minute of the
    // Swiss Ephemeris's longitude bisected directly.
    let found = events(
        jd(2025, 1, 1),
        jd(2026, 1, 1),
        None,
        &[EventKind::Ingress],
        &Settings::default(),
    )
    .unwrap();
    let ingress = |p: Planet, s: Sign| {
        found
            .iter()
            .find_map(|e| match e {
                Event::Ingress(i) if i.planet == p && i.to == s && !i.retrograde => Some(*i),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{p} into {s}"))
    };
    let jupiter = ingress(Planet::Jupiter, Sign::Gemini);
    assert_eq!(
        ist_date(jupiter.jd),
        NaiveDate::from_ymd_opt(2025, 5, 14).unwrap()
    );
    let exact = direct::crossing(
        sys::SE_JUPITER,
        60.0,
        jd(2025, 5, 10).value(),
        jd(2025, 5, 20).value(),
    );
    assert!(
        minutes(jupiter.jd, JulianDay::new(exact)) < 1.0,
        "{:?}",
        jupiter.jd.to_utc()
    );
    let saturn = ingress(Planet::Saturn, Sign::Pisces);
    assert_eq!(
        ist_date(saturn.jd),
        NaiveDate::from_ymd_opt(2025, 3, 29).unwrap()
    );
    let exact = direct::crossing(
        sys::SE_SATURN,
        330.0,
        jd(2025, 3, 20).value(),
        jd(2025, 4, 5).value(),
    );
    assert!(
        minutes(saturn.jd, JulianDay::new(exact)) < 1.0,
        "{:?}",
        saturn.jd.to_utc()
    );
}

#[test]
fn mercury_stations_of_2024() {
    // ref: almanacs (UT dates): Mercury stations direct 2 January 2024 at about 03:08 UT (the
    // evening of 1 January in America) after the retrograde of December 2023, retrograde 1 April, 5 August and 26 November 2024, direct 25 April,
    // 28 August and 15 December. Each moment within a minute of the
    // station bisected directly on the Swiss Ephemeris's daily motion.
    let found = events(
        jd(2024, 1, 1),
        jd(2025, 1, 1),
        None,
        &[EventKind::Station],
        &Settings::default(),
    )
    .unwrap();
    let mercury: Vec<_> = found
        .iter()
        .filter_map(|e| match e {
            Event::Station(s) if s.planet == Planet::Mercury => Some(*s),
            _ => None,
        })
        .collect();
    let expected = [
        ((2024, 1, 2), Direction::Direct),
        ((2024, 4, 1), Direction::Retrograde),
        ((2024, 4, 25), Direction::Direct),
        ((2024, 8, 5), Direction::Retrograde),
        ((2024, 8, 28), Direction::Direct),
        ((2024, 11, 26), Direction::Retrograde),
        ((2024, 12, 15), Direction::Direct),
    ];
    assert_eq!(mercury.len(), expected.len(), "{mercury:?}");
    for (s, ((y, m, d), turns)) in mercury.iter().zip(expected) {
        assert_eq!(
            s.jd.to_utc().date_naive(),
            NaiveDate::from_ymd_opt(y, m, d).unwrap()
        );
        assert_eq!(s.turns, turns);
        let exact = direct::station(sys::SE_MERCURY, s.jd.value() - 1.0, s.jd.value() + 1.0);
        assert!(
            minutes(s.jd, JulianDay::new(exact)) < 1.0,
            "{:?}",
            s.jd.to_utc()
        );
    }
    // The first: at 27°13′ of tropical Aries (ref: almanacs), 3°00′ of sidereal Aries (Lahiri).
    assert_eq!(mercury[1].longitude.sign(), Sign::Aries);
    assert!((mercury[1].longitude.degree_in_sign() - 3.0).abs() < 0.3);
}

#[test]
fn tropical_sun_enters_aries_at_the_equinox() {
    // ref: the March equinox of 2024, 2024-03-20 03:06 UT (USNO): under the `tropical`
    // setting the Sun's ingress into Aries is the equinox.
    let settings = Settings {
        ayanamsa: Ayanamsa::Tropical,
        ..Settings::default()
    };
    let found = events(
        jd(2024, 3, 1),
        jd(2024, 4, 1),
        None,
        &[EventKind::Ingress],
        &settings,
    )
    .unwrap();
    let sun = found
        .iter()
        .find_map(|e| match e {
            Event::Ingress(i) if i.planet == Planet::Sun => Some(*i),
            _ => None,
        })
        .unwrap();
    assert_eq!(sun.to, Sign::Aries);
    assert!(
        minutes(sun.jd, JulianDay::from_utc(utc(2024, 3, 20, 3, 6))) < 2.0,
        "{:?}",
        sun.jd.to_utc()
    );
}

#[test]
fn slow_grahas_change_nakshatra_in_order() {
    // Saturn 2020–2030: each ingress enters the nakshatra next to the one it leaves, forwards
    // or backwards, and entering moving backwards means pada 4.
    let eph = Ephemeris::new();
    let found = nakshatra_ingresses(&eph, Planet::Saturn, jd(2020, 1, 1), jd(2030, 1, 1)).unwrap();
    assert!(found.len() >= 8, "{}", found.len());
    for n in &found {
        let step = if n.retrograde { 26 } else { 1 };
        assert_eq!(Nakshatra::from_index(n.from.index() + step), n.to, "{n:?}");
        assert_eq!(n.pada, if n.retrograde { 4 } else { 1 });
    }
    // ref: almanacs (Lahiri): Saturn enters Purva Bhadrapada in early 2024 (6 April 2024, IST).
    let pb = found
        .iter()
        .find(|n| n.to == Nakshatra::PurvaBhadrapada && !n.retrograde)
        .unwrap();
    assert_eq!(
        ist_date(pb.jd),
        NaiveDate::from_ymd_opt(2024, 4, 6).unwrap()
    );
}
