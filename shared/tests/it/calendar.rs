//! The calendar engine: the full day page against the Swiss Ephemeris computed here, lunar
//! months across an adhika masa, and festival days against published lists.

use chrono::NaiveDate;
use graha::astro::Ephemeris;
use graha::astro::calendar::{self, Place, Region};

fn date(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

#[test]
#[ignore]
fn print_festivals() {
    let eph = Ephemeris::new();
    for (place, region) in [
        (Place::kathmandu(), Region::Np),
        (Place::new_delhi(), Region::In),
    ] {
        let f = calendar::festivals(
            &eph,
            (date("2023-01-01"), date("2026-12-31")),
            place,
            region,
        )
        .unwrap();
        for d in f {
            if !d.key.ends_with("ekadashi")
                && ![
                    "purnima",
                    "amavasya",
                    "pradosh",
                    "sankashti-chaturthi",
                    "vinayaka-chaturthi",
                    "masik-shivaratri",
                ]
                .contains(&d.key)
                && !d.key.ends_with("-sankranti")
                || d.key == "makar-sankranti"
                || d.key == "maghe-sankranti"
            {
                println!("{:?} {} {}", region, d.date, d.key);
            }
        }
    }
}
