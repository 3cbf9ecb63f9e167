//! Eclipses against NASA's catalogue and its local circumstances, and against the Swiss
//! Ephemeris's own eclipse search called directly.

use super::{DALLAS, KATHMANDU, direct, jd, minutes, utc};
use graha::astro::events::{EclipseType, Event, EventKind, events};
use graha::astro::settings::Settings;
use graha::astro::{JulianDay, Nakshatra, Sign};
use libswisseph_sys as sys;

fn eclipses_of(
    found: &[Event],
) -> (
    Vec<&graha::astro::events::SolarEclipse>,
    Vec<&graha::astro::events::LunarEclipse>,
) {
    let mut solar = Vec::new();
    let mut lunar = Vec::new();
    for e in found {
        match e {
            Event::SolarEclipse(s) => solar.push(&**s),
            Event::LunarEclipse(l) => lunar.push(&**l),
            _ => {}
        }
    }
    (solar, lunar)
}

#[test]
fn total_solar_eclipse_of_2024_04_08() {
    // ref: NASA Eclipse Web Site, "Total Solar Eclipse of 2024 Apr 08" (Espenak): greatest
    // eclipse 18:17:16 UT (18:18:29 TD), eclipse magnitude 1.0566; central (total) phase.
    let kinds = [EventKind::SolarEclipse];
    let found = events(
        jd(2024, 4, 1),
        jd(2024, 4, 15),
        Some(DALLAS),
        &kinds,
        &Settings::default(),
    )
    .unwrap();
    let (solar, _) = eclipses_of(&found);
    assert_eq!(solar.len(), 1);
    let e = solar[0];
    assert_eq!(e.kind, EclipseType::Total);
    let nasa = JulianDay::from_utc(utc(2024, 4, 8, 18, 17) + chrono::Duration::seconds(16));
    assert!(
        minutes(e.maximum, nasa) < 2.0,
        "greatest eclipse {:?}",
        e.maximum.to_utc()
    );
    assert!(
        (e.magnitude - 1.0566).abs() < 0.002,
        "magnitude {}",
        e.magnitude
    );
    assert!(e.central.is_some());
    // The Sun then in sidereal Pisces (Revati), Lahiri: tropical Aries 19° less 24.2°.
    assert_eq!(e.sun.sign(), Sign::Pisces);
    assert_eq!(e.sun.nakshatra(), Nakshatra::Revati);
    // The same maximum as the Swiss Ephemeris's own search, called directly.
    let (rc, tret) = direct::solar_after(jd(2024, 4, 1).value());
    assert!(rc & sys::SE_ECL_TOTAL as i32 != 0);
    assert!(minutes(e.maximum, JulianDay::new(tret[0])) < 1.0 / 60.0);
    // ref: NASA's local circumstances for Dallas, Texas: totality 18:40:43–18:44:35 UT (3m52s,
    // "13:40:43 CDT"); the Sun about 67° high. Within a minute.
    let local = e.local.expect("a place was given");
    assert!(local.visible);
    assert_eq!(local.kind, Some(EclipseType::Total));
    let c2 = local.central_begin.expect("second contact seen");
    let c3 = local.central_end.expect("third contact seen");
    assert!(
        minutes(
            c2,
            JulianDay::from_utc(utc(2024, 4, 8, 18, 40) + chrono::Duration::seconds(43))
        ) < 1.0,
        "C2 {:?}",
        c2.to_utc()
    );
    assert!(
        minutes(
            c3,
            JulianDay::from_utc(utc(2024, 4, 8, 18, 44) + chrono::Duration::seconds(35))
        ) < 1.0,
        "C3 {:?}",
        c3.to_utc()
    );
    assert!(local.begin.unwrap() < c2 && c3 < local.end.unwrap());
    assert!(local.obscuration.unwrap() > 0.999);
    assert!((60.0..75.0).contains(&local.altitude.unwrap()));
}

#[test]
fn the_2024_solar_eclipses_are_not_seen_from_kathmandu() {
    // Both 2024 solar eclipses (Apr 8, Oct 2) happen in Nepal's night: the place sees neither.
    let kinds = [EventKind::SolarEclipse];
    let found = events(
        jd(2024, 1, 1),
        jd(2025, 1, 1),
        Some(KATHMANDU),
        &kinds,
        &Settings::default(),
    )
    .unwrap();
    let (solar, _) = eclipses_of(&found);
    assert_eq!(solar.len(), 2);
    for e in solar {
        let local = e.local.unwrap();
        assert!(
            !local.visible && local.maximum.is_none() && local.kind.is_none(),
            "{e:?}"
        );
    }
}

#[test]
fn annular_solar_eclipse_of_2024_10_02() {
    // ref: NASA, "Annular Solar Eclipse of 2024 Oct 02": greatest eclipse 18:45:01 UT
    // (18:46:13 TD), magnitude 0.9326.
    let found = events(
        jd(2024, 9, 20),
        jd(2024, 10, 20),
        None,
        &[EventKind::SolarEclipse],
        &Settings::default(),
    )
    .unwrap();
    let (solar, _) = eclipses_of(&found);
    assert_eq!(solar.len(), 1);
    let e = solar[0];
    assert_eq!(e.kind, EclipseType::Annular);
    let nasa = JulianDay::from_utc(utc(2024, 10, 2, 18, 45) + chrono::Duration::seconds(1));
    assert!(
        minutes(e.maximum, nasa) < 2.0,
        "greatest eclipse {:?}",
        e.maximum.to_utc()
    );
    assert!(
        (e.magnitude - 0.9326).abs() < 0.002,
        "magnitude {}",
        e.magnitude
    );
    assert!(e.local.is_none(), "no place, no local circumstances");
}

#[test]
fn eclipses_of_2025() {
    // ref: NASA's catalogue for 2025: solar eclipses 2025-03-29 (partial) and 2025-09-21
    // (partial); lunar eclipses 2025-03-14 total (greatest 06:58:43 UT, umbral magnitude
    // 1.1784) and 2025-09-07 total (greatest 18:11:48 UT, umbral magnitude 1.3638).
    let kinds = [EventKind::SolarEclipse, EventKind::LunarEclipse];
    let found = events(
        jd(2025, 1, 1),
        jd(2026, 1, 1),
        Some(KATHMANDU),
        &kinds,
        &Settings::default(),
    )
    .unwrap();
    let (solar, lunar) = eclipses_of(&found);
    let dates = |v: Vec<JulianDay>| {
        v.iter()
            .map(|t| t.to_utc().date_naive().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        dates(solar.iter().map(|e| e.maximum).collect()),
        ["2025-03-29", "2025-09-21"]
    );
    assert!(solar.iter().all(|e| e.kind == EclipseType::Partial));
    assert_eq!(
        dates(lunar.iter().map(|e| e.maximum).collect()),
        ["2025-03-14", "2025-09-07"]
    );
    assert!(lunar.iter().all(|e| e.kind == EclipseType::Total));
    let nasa = [
        (
            utc(2025, 3, 14, 6, 58) + chrono::Duration::seconds(43),
            1.1784,
        ),
        (
            utc(2025, 9, 7, 18, 11) + chrono::Duration::seconds(48),
            1.3638,
        ),
    ];
    for (e, (at, magnitude)) in lunar.iter().zip(nasa) {
        assert!(
            minutes(e.maximum, JulianDay::from_utc(at)) < 2.0,
            "{:?}",
            e.maximum.to_utc()
        );
        assert!(
            (e.magnitude - magnitude).abs() < 0.005,
            "umbral magnitude {}",
            e.magnitude
        );
        let (partial, total) = (e.partial.unwrap(), e.total.unwrap());
        assert!(e.penumbral.begin < partial.begin && partial.begin < total.begin);
        assert!(total.begin < e.maximum && e.maximum < total.end);
        assert!(total.end < partial.end && partial.end < e.penumbral.end);
        // A lunar eclipse's Moon stands opposite the Sun.
        assert_eq!(
            e.moon.sign(),
            if e.maximum < jd(2025, 6, 1) {
                Sign::Leo
            } else {
                Sign::Aquarius
            }
        );
    }
    // From Kathmandu the March eclipse falls in the day (12:44 NPT): not seen. The September
    // one is seen whole, totality 23:30–00:53 NPT (17:30–18:53 UT; ref: timeanddate.com,
    // Kathmandu), the Moon high in the south.
    assert!(!lunar[0].local.unwrap().visible);
    let sept = lunar[1].local.unwrap();
    assert!(sept.visible);
    assert_eq!(sept.kind, Some(EclipseType::Total));
    assert!(sept.penumbral_begin.is_some() && sept.penumbral_end.is_some());
    assert!(sept.moonrise.is_none() && sept.moonset.is_none());
    assert!(
        minutes(
            sept.total_begin.unwrap(),
            JulianDay::from_utc(utc(2025, 9, 7, 17, 30))
        ) < 2.0
    );
    assert!(
        minutes(
            sept.total_end.unwrap(),
            JulianDay::from_utc(utc(2025, 9, 7, 18, 53))
        ) < 2.0
    );
    assert!(sept.altitude.unwrap() > 30.0);
}
