//! Polar days and nights (the day runs from sunrise to sunrise; docs/decisions.md, "Price by
//! work"): the muhurta finder, the month calendar and the day page answer every date that has a
//! sunrise, a sunset and a next sunrise, and name the others, across a whole year above the
//! Arctic circle.

use chrono::{Datelike, NaiveDate};
use graha::astro::calendar::{self, Place, Polar, Region};
use graha::astro::muhurta_finder::{self, Activity, Query};
use graha::astro::panchang::sunrise_on;
use graha::astro::{Days, Ephemeris, PanchangError, RiseKind};
use graha::calc::CalcError;
use graha::calc::muhurta::muhurta_reply;
use graha::content::Locale;

fn date(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

/// Tromsø, 69.65° N: midnight sun from late May to late July, polar night from late November
/// to mid January (Norwegian Meteorological Institute's sun tables).
fn tromso() -> Place {
    Place::new(69.6492, 18.9553, chrono_tz::Europe::Oslo)
}

/// Kiruna's latitude rounded down, 67° N: a few weeks of midnight sun, no polar night.
fn sixty_seven() -> Place {
    Place::new(67.0, 20.2, chrono_tz::Europe::Stockholm)
}

/// What a date lacks, from the ephemeris directly: its sunrise, the sunset within a day of it,
/// the next date's sunrise.
fn lacks(eph: &Ephemeris, d: NaiveDate, p: Place) -> (bool, bool, bool) {
    let rise = sunrise_on(eph, d, p.latitude, p.longitude).ok();
    let set = rise.and_then(|r| {
        eph.sun_crossing(r, p.latitude, p.longitude, false, RiseKind::Astronomical)
            .unwrap()
            .filter(|t| *t - r < Days::new(1.0))
    });
    let next = sunrise_on(eph, d.succ_opt().unwrap(), p.latitude, p.longitude).ok();
    (rise.is_none(), set.is_none(), next.is_none())
}

fn year(y: i32) -> impl Iterator<Item = NaiveDate> {
    NaiveDate::from_ymd_opt(y, 1, 1)
        .unwrap()
        .iter_days()
        .take_while(move |d| d.year() == y)
}

#[test]
fn a_year_of_muhurta_above_the_arctic_circle_skips_only_the_polar_days() {
    let eph = Ephemeris::new();
    for place in [sixty_seven(), tromso()] {
        let found = muhurta_finder::find(
            &eph,
            &Query {
                activity: Activity::Travel,
                from: date("2026-01-01"),
                to: date("2026-12-31"),
                place,
                moons: &[],
            },
        )
        .expect("a year with polar days is answered");
        // Exactly the dates without a sunrise, a sunset or a next sunrise are skipped.
        let expected: Vec<NaiveDate> = year(2026)
            .filter(|d| {
                let (a, b, c) = lacks(&eph, *d, place);
                a || b || c
            })
            .collect();
        let skipped: Vec<NaiveDate> = found.skipped.iter().map(|s| s.date).collect();
        assert_eq!(skipped, expected, "at {}", place.latitude);
        assert!(skipped.len() >= 20, "{} polar days", skipped.len());
        // The midnight sun of June is "no sunset"; the polar night of December "no sunrise".
        for s in &found.skipped {
            let want = if s.date.month() == 6 {
                Polar::NoSunset
            } else if s.date.month() == 12 {
                Polar::NoSunrise
            } else {
                s.reason
            };
            assert_eq!(s.reason, want, "{s:?}");
        }
        // Windows are found, none of them on a skipped date.
        assert!(found.qualified > 0);
        for w in &found.windows {
            let d = place.date_of(w.start);
            assert!(!skipped.contains(&d), "a window on {d}");
        }
    }
}

#[test]
fn a_month_calendar_above_the_arctic_circle_names_every_polar_day() {
    let eph = Ephemeris::new();
    let place = tromso();
    let days = calendar::range(
        &eph,
        (date("2026-01-01"), date("2026-12-31")),
        place,
        Region::Both,
    )
    .expect("a polar year has a calendar");
    assert_eq!(days.len(), 365);
    let (mut no_rise, mut no_set) = (0, 0);
    for d in &days {
        let (rise, set, _) = lacks(&eph, d.date, place);
        if rise {
            no_rise += 1;
            assert!(d.at_sunrise.is_none() && d.sunset.is_none(), "{d:?}");
            let want = if d.date.month() >= 5 && d.date.month() <= 8 {
                Polar::NoSunset
            } else {
                Polar::NoSunrise
            };
            assert_eq!(d.polar, Some(want), "{}", d.date);
        } else if set {
            no_set += 1;
            assert!(d.at_sunrise.is_some() && d.sunset.is_none(), "{d:?}");
            assert_eq!(d.polar, Some(Polar::NoSunset), "{}", d.date);
        } else {
            // Every other day is answered in full.
            assert!(d.at_sunrise.is_some() && d.sunset.is_some(), "{d:?}");
            assert_eq!(d.polar, None, "{}", d.date);
        }
    }
    assert!(no_rise >= 60, "{no_rise} dates without sunrise");
    assert!(no_rise + no_set >= 100, "{no_set} dates without sunset");
    // The festivals of the year are still found on the days that have them (Dashain's
    // Vijaya Dashami: 2026-10-21 by the Nepal tables at Kathmandu; a day or so here).
    assert!(
        days.iter()
            .flat_map(|d| &d.festivals)
            .any(|f| f.key == "vijaya-dashami")
    );
}

#[test]
fn a_day_page_above_the_arctic_circle_is_made_for_every_day_with_a_sunrise() {
    let eph = Ephemeris::new();
    let place = tromso();
    // Every fifth day of the year (the pages are the slow part of the suite).
    for d in year(2026).step_by(5) {
        let (rise, set, next) = lacks(&eph, d, place);
        let prev = d.pred_opt().unwrap();
        let (_, prev_set, _) = lacks(&eph, prev, place);
        let page = calendar::day(&eph, d, place, Region::Both);
        if rise || set || next || prev_set {
            assert!(
                matches!(page, Err(PanchangError::NoSunrise(_))),
                "{d}: {page:?}"
            );
        } else {
            let page = page.unwrap_or_else(|e| panic!("{d}: {e}"));
            assert!(page.frame.sunrise < page.frame.sunset);
        }
    }
}

#[test]
fn a_muhurta_range_made_only_of_polar_days_is_refused_before_searching() {
    let refused = muhurta_reply(
        Activity::Marriage,
        (date("2026-06-10"), date("2026-06-30")),
        tromso(),
        &[],
        &Default::default(),
        Locale::En,
    );
    assert!(
        matches!(&refused, Err(CalcError::Invalid { field, .. }) if field == "latitude"),
        "{refused:?}"
    );
    // The same range at 67° N holds days with a sunset: answered, the others listed.
    let out = muhurta_reply(
        Activity::Marriage,
        (date("2026-06-10"), date("2026-07-20")),
        sixty_seven(),
        &[],
        &Default::default(),
        Locale::Hi,
    )
    .unwrap();
    assert!(!out.skipped_days.is_empty());
    assert!(out.skipped_days.len() < 41);
    for s in &out.skipped_days {
        assert_eq!(s.reason, Polar::NoSunset);
        assert!(s.text.contains("सूर्यास्त"), "{}", s.text);
    }
    assert!(out.summary.contains(&out.skipped_days.len().to_string()));
}
