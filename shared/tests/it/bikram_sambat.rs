//! Bikram Sambat conversion: published anchors, the reference dates and a round trip over the
//! whole table.

use crate::support::load;
use chrono::NaiveDate;
use graha::astro::bikram_sambat::{self, BsDate, BsError, BsMonth, days_in_month};

fn ad(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

#[test]
fn new_year_anchors() {
    // Baisakh 1 as Nepal's calendar committee published it.
    for (date, year) in [
        (ad(2023, 4, 14), 2080),
        (ad(2024, 4, 13), 2081),
        (ad(2025, 4, 14), 2082),
        (ad(2026, 4, 14), 2083),
    ] {
        let bs = BsDate::from_gregorian(date).unwrap();
        assert_eq!((bs.year(), bs.month(), bs.day()), (year, 1, 1), "{date}");
        assert_eq!(BsDate::new(year, 1, 1).unwrap().to_gregorian(), date);
        // The day before is the last of Chaitra.
        let eve = BsDate::from_gregorian(date.pred_opt().unwrap()).unwrap();
        assert_eq!((eve.year(), eve.month()), (year - 1, 12), "{date}");
        assert_eq!(eve.day(), days_in_month(year - 1, 12).unwrap());
    }
}

#[test]
fn reference_dates_match() {
    // ref: panchang_public.json <id>.bikramSambat (nepali-datetime 1.0.8.5)
    for c in load("panchang_public.json")["panchang"].as_array().unwrap() {
        let date = NaiveDate::parse_from_str(c["date"].as_str().unwrap(), "%Y-%m-%d").unwrap();
        let bs = BsDate::from_gregorian(date).unwrap();
        let r = &c["bikramSambat"];
        assert_eq!(i64::from(bs.year()), r["year"].as_i64().unwrap(), "{date}");
        assert_eq!(
            i64::from(bs.month()),
            r["month"].as_i64().unwrap(),
            "{date}"
        );
        assert_eq!(i64::from(bs.day()), r["day"].as_i64().unwrap(), "{date}");
        assert_eq!(bs.bs_month().name(), r["monthName"], "{date}");
    }
}

#[test]
fn asar_2082_has_32_days() {
    // Nepal's published calendar for BS 2082: Asar 32 days (npdatetime 0.2.11 has 31).
    assert_eq!(days_in_month(2082, 3).unwrap(), 32);
    assert_eq!(
        BsDate::new(2082, 3, 32).unwrap().to_gregorian(),
        ad(2025, 7, 16)
    );
    assert_eq!(
        BsDate::from_gregorian(ad(2025, 7, 17)).unwrap(),
        BsDate::new(2082, 4, 1).unwrap()
    );
}

#[test]
fn round_trip_over_every_day_of_the_table() {
    let first = bikram_sambat::first_ad();
    let last = bikram_sambat::last_ad();
    assert_eq!(first, ad(1918, 4, 13));
    let mut date = first;
    let mut prev: Option<BsDate> = None;
    let mut days = 0;
    while date <= last {
        let bs = BsDate::from_gregorian(date).unwrap();
        assert_eq!(bs.to_gregorian(), date, "{date} → {bs} → back");
        // Consecutive AD days are consecutive BS days.
        if let Some(p) = prev {
            let expect = if p.day() < days_in_month(p.year(), p.month()).unwrap() {
                (p.year(), p.month(), p.day() + 1)
            } else if p.month() < 12 {
                (p.year(), p.month() + 1, 1)
            } else {
                (p.year() + 1, 1, 1)
            };
            assert_eq!((bs.year(), bs.month(), bs.day()), expect, "{date}");
        }
        prev = Some(bs);
        date = date.succ_opt().unwrap();
        days += 1;
    }
    // BS 1975-01-01 … 2100-12-30: 126 years of about 365.25 days.
    assert!((46_015..=46_025).contains(&days), "{days} days");
    let end = prev.unwrap();
    assert_eq!((end.year(), end.month()), (2100, 12));
}

#[test]
fn out_of_range_is_a_clear_error() {
    for date in [
        ad(1918, 4, 12),
        bikram_sambat::last_ad().succ_opt().unwrap(),
        ad(1800, 1, 1),
    ] {
        let e = BsDate::from_gregorian(date).unwrap_err();
        assert!(matches!(e, BsError::OutOfRange { .. }), "{date}");
        let msg = e.to_string();
        assert!(
            msg.contains("1975") && msg.contains("2100") && msg.contains(&date.to_string()),
            "{msg}"
        );
    }
    assert!(matches!(
        BsDate::new(2101, 1, 1),
        Err(BsError::OutOfRange { .. })
    ));
    assert!(matches!(
        BsDate::new(1974, 12, 1),
        Err(BsError::OutOfRange { .. })
    ));
    assert!(matches!(
        BsDate::new(2081, 13, 1),
        Err(BsError::NoSuchDate(_))
    ));
    assert!(matches!(
        BsDate::new(2081, 1, 32),
        Err(BsError::NoSuchDate(_))
    ));
    assert!(matches!(
        BsDate::new(2081, 1, 0),
        Err(BsError::NoSuchDate(_))
    ));
}

#[test]
fn month_names_in_english_and_nepali() {
    assert_eq!(BsMonth::ALL[0].name(), "Baisakh");
    assert_eq!(BsMonth::ALL[11].name(), "Chaitra");
    assert_eq!(BsMonth::from_number(7).unwrap().name(), "Kartik");
    assert_eq!(BsMonth::Baisakh.name_ne(), "बैशाख");
    assert_eq!(BsMonth::Chaitra.name_ne(), "चैत");
    assert!(BsMonth::from_number(0).is_none() && BsMonth::from_number(13).is_none());
    for (i, m) in BsMonth::ALL.iter().enumerate() {
        assert_eq!(usize::from(m.number()), i + 1);
    }
}
