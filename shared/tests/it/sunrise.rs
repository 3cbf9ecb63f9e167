//! Sunrise and sunset from the sampled Sun (`Ephemeris::sun_crossing`) against the Swiss
//! Ephemeris's own search (`swe_rise_trans`, `Ephemeris::sun_crossing_reference`): the same
//! moment to within a second, and no crossing on exactly the same days, on every day of a year
//! from the equator to beyond the Arctic circle.

use graha::astro::{Days, Ephemeris, JulianDay, RiseKind};

/// Every crossing the engine asks for over `days` days from `first` (a Julian day at 0h UT):
/// the sunrise after local mean midnight, the sunset after it, the sunrise after that, each
/// from the one before; each compared with the reference from the same moment. Returns how many had no crossing.
fn compare(eph: &Ephemeris, (lat, lon): (f64, f64), kind: RiseKind, first: f64, days: u32) -> u32 {
    let second = 1.0 / 86_400.0;
    let mut none = 0;
    for d in 0..days {
        let midnight = JulianDay::new(first + f64::from(d) - lon / 360.0);
        let mut from = midnight;
        for rise in [true, false, true] {
            let ours = eph.sun_crossing(from, lat, lon, rise, kind).unwrap();
            let theirs = eph
                .sun_crossing_reference(from, lat, lon, rise, kind)
                .unwrap();
            match (ours, theirs) {
                (Some(a), Some(b)) => {
                    let off = (a - b).days().abs() / second;
                    assert!(
                        off < 1.0,
                        "{lat}°: {} from {from:?}: {off:.3} s apart ({a:?} {b:?})",
                        if rise { "rise" } else { "set" }
                    );
                    // On from our own answer, as the engine goes.
                    from = a;
                }
                (None, None) => {
                    none += 1;
                    from += Days::new(0.5);
                }
                _ => panic!("{lat}°, rise {rise}, from {from:?}: ours {ours:?}, theirs {theirs:?}"),
            }
        }
    }
    none
}

#[test]
fn sunrise_and_sunset_agree_with_the_swiss_ephemeris_within_a_second() {
    let eph = Ephemeris::new();
    // 2026-01-01 0h UT.
    let first = 2_461_041.5;
    for (lat, lon) in [
        (0.0, -78.5),
        (27.7172, 85.324),
        (45.0, 7.7),
        (60.0, 10.7),
        (66.0, 25.7),
        (67.0, 20.2),
        (69.6492, 18.9553),
        (-45.0, 170.5),
    ] {
        let none = compare(&eph, (lat, lon), RiseKind::Astronomical, first, 365);
        // Polar days are met above the circle and only there.
        assert_eq!(
            none > 0,
            lat > 65.0,
            "{lat}°: {none} searches without a crossing"
        );
    }
    // The disc's centre without refraction, as JHora takes it.
    for place in [(27.7172, 85.324), (67.0, 20.2)] {
        compare(&eph, place, RiseKind::Hindu, first, 365);
    }
    // Across the change of sidereal-time model of the Swiss Ephemeris (2050-01-01).
    compare(
        &eph,
        (27.7172, 85.324),
        RiseKind::Astronomical,
        2_469_800.5,
        16,
    );
}
