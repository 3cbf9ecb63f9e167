//! Sky events (`POST /v1/events`), each checked against the Swiss Ephemeris called directly
//! (`swe_calc_ut`, the eclipse functions) in the test's own way: the shared dates, places and
//! direct calls, and the reply in the place's zone with its range limits. Eclipses, ingresses
//! and stations, and the properties of whole years of events are in the child modules.

mod eclipses;
mod invariants;
mod motion;

use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use graha::astro::events::{EclipseType, EventKind, Observer};
use graha::astro::settings::Settings;
use graha::astro::{JulianDay, Sign};
use graha::calc::events::events_reply;
use libswisseph_sys as sys;

fn utc(y: i32, m: u32, d: u32, h: u32, min: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap()
}

fn jd(y: i32, m: u32, d: u32) -> JulianDay {
    JulianDay::from_utc(utc(y, m, d, 0, 0))
}

/// Minutes between two moments.
fn minutes(a: JulianDay, b: JulianDay) -> f64 {
    (a - b).minutes().abs()
}

/// Date in India (UTC+05:30), as Indian almanacs print a transit.
fn ist_date(t: JulianDay) -> NaiveDate {
    (t.to_utc() + chrono::Duration::minutes(330)).date_naive()
}

const DALLAS: Observer = Observer {
    latitude: 32.7767,
    longitude: -96.7970,
};
const KATHMANDU: Observer = Observer {
    latitude: 27.7172,
    longitude: 85.324,
};

/// The Swiss Ephemeris called directly, the way its manual says, not through the engine.
mod direct {
    use super::sys;

    /// `swe_calc_ut` of `body` in Lahiri's sidereal zodiac (Moshier): longitude and speed.
    pub fn lahiri(jd: f64, body: u32) -> (f64, f64) {
        // SAFETY: plain calls with out-arrays of the documented sizes.
        unsafe {
            sys::swe_set_sid_mode(sys::SE_SIDM_LAHIRI as i32, 0.0, 0.0);
            let mut x = [0.0f64; 6];
            let mut serr = [0 as std::os::raw::c_char; 256];
            let flags = (sys::SEFLG_MOSEPH | sys::SEFLG_SIDEREAL | sys::SEFLG_SPEED) as i32;
            let rc = sys::swe_calc_ut(jd, body as i32, flags, x.as_mut_ptr(), serr.as_mut_ptr());
            assert!(rc >= 0, "swe_calc_ut failed at {jd}");
            (x[0], x[3])
        }
    }

    /// The moment in `[a, b]` where `body`'s Lahiri longitude reaches `boundary` (moving
    /// forwards), by bisection to a tenth of a second.
    pub fn crossing(body: u32, boundary: f64, mut a: f64, mut b: f64) -> f64 {
        let past = |t: f64| (lahiri(t, body).0 - boundary).rem_euclid(360.0) < 180.0;
        assert!(
            !past(a) && past(b),
            "no forward crossing of {boundary} in [{a}, {b}]"
        );
        while b - a > 0.1 / 86_400.0 {
            let m = 0.5 * (a + b);
            if past(m) { b = m } else { a = m }
        }
        0.5 * (a + b)
    }

    /// The moment in `[a, b]` where `body`'s Lahiri daily motion changes sign, by bisection.
    pub fn station(body: u32, mut a: f64, mut b: f64) -> f64 {
        let sa = lahiri(a, body).1 < 0.0;
        assert_ne!(sa, lahiri(b, body).1 < 0.0, "no station in [{a}, {b}]");
        while b - a > 0.1 / 86_400.0 {
            let m = 0.5 * (a + b);
            if (lahiri(m, body).1 < 0.0) == sa {
                a = m
            } else {
                b = m
            }
        }
        0.5 * (a + b)
    }

    /// `swe_sol_eclipse_when_glob` from `start` (Moshier): flags and `tret`.
    pub fn solar_after(start: f64) -> (i32, [f64; 10]) {
        let mut tret = [0.0; 10];
        let mut serr = [0 as std::os::raw::c_char; 256];
        // SAFETY: tret[10] as documented.
        let rc = unsafe {
            sys::swe_sol_eclipse_when_glob(
                start,
                sys::SEFLG_MOSEPH as i32,
                0,
                tret.as_mut_ptr(),
                0,
                serr.as_mut_ptr(),
            )
        };
        assert!(rc > 0);
        (rc, tret)
    }
}

#[test]
fn reply_in_the_place_zone() {
    let tz: chrono_tz::Tz = "Asia/Kathmandu".parse().unwrap();
    let out = events_reply(
        utc(2025, 9, 1, 0, 0),
        utc(2025, 9, 30, 0, 0),
        Some(KATHMANDU),
        tz,
        &[
            EventKind::LunarEclipse,
            EventKind::Station,
            EventKind::Ingress,
        ],
        &Settings::default(),
    )
    .unwrap();
    assert_eq!(out.timezone, "Asia/Kathmandu");
    assert_eq!(out.from, "2025-09-01T05:45:00+05:45");
    let events = &out.events;
    assert!(events.iter().all(|e| e.at.ends_with("+05:45")));
    let eclipse = events
        .iter()
        .find(|e| e.kind == EventKind::LunarEclipse)
        .unwrap();
    assert_eq!(eclipse.eclipse_type, Some(EclipseType::Total));
    assert_eq!(eclipse.sign, Some(Sign::Aquarius));
    // The wire format: absent fields are left out, not null.
    let v = serde_json::to_value(&out).unwrap();
    let wire = v["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["kind"] == "lunar-eclipse")
        .unwrap();
    assert!(
        eclipse.planet.is_none() && wire.get("planet").is_none(),
        "absent fields are left out"
    );
    assert!(eclipse.local.as_ref().unwrap().visible);
    // Greatest eclipse 18:11:48 UT = 23:56:48 NPT, to the second.
    let at = DateTime::parse_from_rfc3339(&eclipse.at).unwrap();
    assert!((at.timestamp() - (utc(2025, 9, 7, 18, 11).timestamp() + 48)).abs() < 120);
    let ingress = events
        .iter()
        .find(|e| e.kind == EventKind::Ingress)
        .unwrap();
    assert!(ingress.planet.is_some() && ingress.sign.is_some() && ingress.from_sign.is_some());
    assert!(ingress.retrograde.is_some());
    assert!(
        events
            .iter()
            .all(|e| e.kind != EventKind::Station || e.station.is_some())
    );
}

#[test]
fn reply_rejects_bad_ranges() {
    let tz = chrono_tz::UTC;
    let s = Settings::default();
    let backwards = events_reply(
        utc(2025, 1, 2, 0, 0),
        utc(2025, 1, 1, 0, 0),
        None,
        tz,
        &[],
        &s,
    );
    assert!(backwards.is_err());
    let too_long = events_reply(
        utc(2020, 1, 1, 0, 0),
        utc(2030, 1, 2, 0, 0),
        None,
        tz,
        &[],
        &s,
    );
    assert!(too_long.is_err());
    let ten_years = events_reply(
        utc(2020, 1, 1, 0, 0),
        utc(2030, 1, 1, 0, 0),
        None,
        tz,
        &[EventKind::SolarEclipse],
        &s,
    );
    // ref: NASA's catalogue: two solar eclipses a year 2020–2028, four in 2029.
    assert_eq!(ten_years.unwrap().events.len(), 22);
}
