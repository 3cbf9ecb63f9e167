//! Festival days: the catalogue's names in three languages, the days kept in Nepal and India
//! from 2023 to 2026 against the published holiday lists, the days where the lists and the rules
//! part, the region filter and the notes a reply gives where a list departs from the rule.

use super::date;
use chrono::{Datelike, NaiveDate};
use graha::astro::Ephemeris;
use graha::astro::calendar::{self, Place, Region, catalogue};

#[test]
fn the_catalogue_has_over_sixty_festivals_each_named_in_three_languages() {
    use graha::content::{self, Locale};
    let keys = catalogue::keys();
    assert!(keys.len() >= 60, "{}", keys.len());
    for key in &keys {
        assert!(
            key.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
            "{key}"
        );
        let f = calendar::FestivalDay {
            date: date("2024-01-01"),
            key,
            region: Region::Both,
        };
        for locale in [Locale::Hi, Locale::Ne] {
            let name = graha::calc::calendar_names::festival(locale, &f);
            assert!(
                name.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c)),
                "{key}: {name}"
            );
        }
        assert!(!content::text(Locale::En, graha::key!("festivals.{}", key)).is_empty());
    }
    // The 24 named Ekadashis and the adhika month's two.
    assert_eq!(keys.iter().filter(|k| k.ends_with("-ekadashi")).count(), 26);
}

/// The days of `key` in `year` (region's reference place).
fn kept(eph: &Ephemeris, key: &str, region: Region, years: (i32, i32)) -> Vec<NaiveDate> {
    let place = match region {
        Region::Np => Place::kathmandu(),
        _ => Place::new_delhi(),
    };
    let from = NaiveDate::from_ymd_opt(years.0, 1, 1).unwrap();
    let to = NaiveDate::from_ymd_opt(years.1, 12, 31).unwrap();
    calendar::festivals(eph, (from, to), place, region)
        .unwrap()
        .into_iter()
        .filter(|f| f.key == key)
        .map(|f| f.date)
        .collect()
}

fn check(eph: &Ephemeris, region: Region, expected: &[(&str, &[&str])]) {
    let mut wrong = Vec::new();
    for (key, dates) in expected {
        let got = kept(eph, key, region, (2023, 2026));
        for d in *dates {
            if !got.contains(&date(d)) {
                wrong.push(format!("{key} {d}: engine has {got:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

// The published lists, as a Nepali or Indian family would check them:
// [MoHA] Government of Nepal, Ministry of Home Affairs, public holidays of BS 2079–2083 (the
//        dates fixed by the Nepal Panchang Nirnayak Samiti), as transcribed with their sources
//        in the `holidays` package for Python, version 0.109 (`holidays/countries/nepal.py`).
// [DoPT] Government of India, Department of Personnel and Training, holiday circulars for
//        central government offices at Delhi, 2023–2026 (gazetted and restricted holidays), as
//        transcribed in the same package (`holidays/countries/india.py`).
// [MoCTCA] Nepal's Ministry of Culture, Tourism and Civil Aviation, BS 2081 and 2082 Dashain
//        and Tihar notices (Kojagrat, Dhanteras, Kag and Kukur Tihar) and the BS 2081 holiday
//        list (Teej Bhadra 21, Indra Jatra Asoj 1).
// [Drik] Drik Panchang for New Delhi, for the days DoPT does not list (Navaratri's
//        Ghatasthapana, Hartalika Teej) and for Makar Sankranti (DoPT lists 14 January every
//        year; the Sun entered Capricorn after sunset on 14 January 2023 and after midnight on
//        14–15 January 2024, so the festival was kept on the 15th, as Drik Panchang prints).

#[test]
fn nepal_festivals_2023_to_2026_match_the_published_lists() {
    // Kathmandu; every date [MoHA] unless marked.
    let eph = Ephemeris::new();
    check(
        &eph,
        Region::Np,
        &[
            (
                "maghe-sankranti",
                &["2023-01-15", "2024-01-15", "2025-01-14", "2026-01-15"],
            ),
            (
                "maha-shivaratri",
                &["2023-02-18", "2024-03-08", "2025-02-26", "2026-02-15"],
            ),
            (
                "fagu-purnima",
                &["2023-03-06", "2024-03-24", "2025-03-13", "2026-03-02"],
            ),
            (
                "holi-terai",
                &["2023-03-07", "2024-03-25", "2025-03-14", "2026-03-03"],
            ),
            (
                "ram-navami",
                &["2023-03-30", "2024-04-17", "2025-04-06", "2026-03-27"],
            ),
            (
                "nepali-new-year",
                &["2023-04-14", "2024-04-13", "2025-04-14", "2026-04-14"],
            ),
            (
                "buddha-jayanti",
                &["2023-05-05", "2024-05-23", "2025-05-12", "2026-05-01"],
            ),
            (
                "janai-purnima",
                &["2023-08-31", "2024-08-19", "2025-08-09", "2026-08-28"],
            ),
            (
                "krishna-janmashtami",
                &["2023-09-06", "2024-08-26", "2026-09-04"],
            ),
            (
                "ghatasthapana",
                &["2023-10-15", "2024-10-03", "2025-09-22", "2026-10-11"],
            ),
            (
                "phulpati",
                &["2023-10-21", "2024-10-10", "2025-09-29", "2026-10-18"],
            ),
            (
                "maha-ashtami",
                &["2023-10-22", "2024-10-11", "2025-09-30", "2026-10-19"],
            ),
            (
                "maha-navami",
                &["2023-10-23", "2024-10-11", "2025-10-01", "2026-10-19"],
            ),
            (
                "vijaya-dashami",
                &["2023-10-24", "2024-10-12", "2025-10-02", "2026-10-20"],
            ),
            (
                "laxmi-puja",
                &["2023-11-12", "2024-10-31", "2025-10-20", "2026-11-08"],
            ),
            (
                "govardhan-puja",
                &["2023-11-14", "2024-11-02", "2025-10-22", "2026-11-10"],
            ),
            (
                "mha-puja",
                &["2023-11-14", "2024-11-02", "2025-10-22", "2026-11-10"],
            ),
            (
                "bhai-tika",
                &["2023-11-15", "2024-11-03", "2025-10-23", "2026-11-11"],
            ),
            // 2025: `where_the_lists_and_the_rules_part`.
            ("chhath", &["2023-11-19", "2024-11-07", "2026-11-15"]),
            // [MoCTCA]
            ("kojagrat-purnima", &["2025-10-06"]),
            ("dhanteras", &["2025-10-18"]),
            ("kag-tihar", &["2024-10-30", "2025-10-19"]),
            ("kukur-tihar", &["2024-10-31", "2025-10-20"]),
            ("haritalika-teej", &["2024-09-06"]),
            ("indra-jatra", &["2024-09-17"]),
        ],
    );
}

#[test]
fn india_festivals_2023_to_2026_match_the_published_lists() {
    // New Delhi; every date [DoPT] unless marked.
    let eph = Ephemeris::new();
    check(
        &eph,
        Region::In,
        &[
            (
                "vasant-panchami",
                &["2023-01-26", "2024-02-14", "2025-02-02", "2026-01-23"],
            ),
            (
                "maha-shivaratri",
                &["2023-02-18", "2024-03-08", "2025-02-26", "2026-02-15"],
            ),
            (
                "holika-dahan",
                &["2023-03-07", "2024-03-24", "2025-03-13", "2026-03-03"],
            ),
            (
                "holi",
                &["2023-03-08", "2024-03-25", "2025-03-14", "2026-03-04"],
            ),
            (
                "ugadi",
                &["2023-03-22", "2024-04-09", "2025-03-30", "2026-03-19"],
            ),
            (
                "ram-navami",
                &["2023-03-30", "2024-04-17", "2025-04-06", "2026-03-26"],
            ),
            (
                "mahavir-jayanti",
                &["2023-04-04", "2024-04-21", "2025-04-10", "2026-03-31"],
            ),
            (
                "buddha-jayanti",
                &["2023-05-05", "2024-05-23", "2025-05-12", "2026-05-01"],
            ),
            (
                "raksha-bandhan",
                &["2023-08-30", "2024-08-19", "2025-08-09", "2026-08-28"],
            ),
            ("krishna-janmashtami", &["2023-09-06", "2025-08-15"]),
            (
                "janmashtami-vaishnava",
                &["2023-09-07", "2024-08-26", "2025-08-16", "2026-09-04"],
            ),
            (
                "ganesh-chaturthi",
                &["2023-09-19", "2024-09-07", "2025-08-27", "2026-09-14"],
            ),
            (
                "maha-ashtami",
                &["2023-10-22", "2024-10-11", "2025-09-30", "2026-10-19"],
            ),
            (
                "maha-navami",
                &["2023-10-23", "2024-10-11", "2025-10-01", "2026-10-19"],
            ),
            (
                "vijaya-dashami",
                &["2023-10-24", "2024-10-12", "2025-10-02", "2026-10-20"],
            ),
            (
                "karwa-chauth",
                &["2023-11-01", "2024-10-20", "2025-10-10", "2026-10-29"],
            ),
            (
                "diwali",
                &["2023-11-12", "2024-10-31", "2025-10-20", "2026-11-08"],
            ),
            (
                "govardhan-puja",
                &["2024-11-02", "2025-10-22", "2026-11-10"],
            ),
            (
                "bhai-dooj",
                &["2023-11-14", "2024-11-03", "2025-10-23", "2026-11-11"],
            ),
            // DoPT's 2025 list puts Chhath on 28 October, the morning arghya; the festival's
            // day, Kartika Shukla Shashthi's evening arghya, was the 27th, as Nepal's list has it.
            (
                "chhath",
                &["2023-11-19", "2024-11-07", "2025-10-27", "2026-11-15"],
            ),
            // [Drik]
            (
                "makar-sankranti",
                &["2023-01-15", "2024-01-15", "2025-01-14", "2026-01-14"],
            ),
            (
                "navaratri",
                &["2023-10-15", "2024-10-03", "2025-09-22", "2026-10-11"],
            ),
            (
                "haritalika-teej",
                &["2023-09-18", "2024-09-06", "2025-08-26"],
            ),
        ],
    );
}

/// The three days of the lists above that the rules do not give, each pinned to the day the
/// engine keeps, with the reason.
#[test]
fn where_the_lists_and_the_rules_part() {
    let eph = Ephemeris::new();
    for (key, region, listed, kept_day, why) in [
        (
            "govardhan-puja",
            Region::In,
            "2023-11-13",
            "2023-11-14",
            "DoPT lists the day after Diwali; Pratipada began in the afternoon of the 13th and \
             held at sunrise on the 14th, the day Nepal's list and Drik Panchang keep",
        ),
        (
            "krishna-janmashtami",
            Region::Np,
            "2025-08-16",
            "2025-08-15",
            "Ashtami began at 00:05 NPT, three minutes before Kathmandu's midnight (00:08), so \
             it touched the nishita of the 15th's night; the Samiti kept the 16th",
        ),
        (
            "chhath",
            Region::Np,
            "2025-10-27",
            "2025-10-28",
            "Shashthi began at 06:20 NPT, nine minutes after Kathmandu's sunrise on the 27th \
             but before Delhi's; the Samiti kept the Indian day",
        ),
    ] {
        let year = date(listed).year();
        let got = kept(&eph, key, region, (year, year));
        assert!(
            got.contains(&date(kept_day)) && !got.contains(&date(listed)),
            "{key} {listed} ({why}): engine has {got:?}"
        );
    }
}

#[test]
fn region_filter_and_holi_in_the_hills_and_the_terai() {
    let eph = Ephemeris::new();
    let np = kept(&eph, "holi", Region::Np, (2023, 2023));
    assert!(np.is_empty(), "India's Holi is not in Nepal's list");
    let both = calendar::festivals(
        &eph,
        (date("2023-03-01"), date("2023-03-10")),
        Place::kathmandu(),
        Region::Both,
    )
    .unwrap();
    for key in ["fagu-purnima", "holi-terai", "holi", "holika-dahan"] {
        assert!(both.iter().any(|f| f.key == key), "{key}");
    }
}

/// Maha Saptami is India's restricted holiday [DoPT]; where a list keeps a festival on another
/// day than the almanac's rule, the reply says which day and why.
#[test]
fn maha_saptami_and_the_notes_where_lists_depart() {
    let eph = Ephemeris::new();
    let got = kept(&eph, "maha-saptami", Region::In, (2023, 2025));
    let want: Vec<NaiveDate> = ["2023-10-21", "2024-10-10", "2025-09-29"]
        .iter()
        .map(|d| date(d))
        .collect();
    assert_eq!(got, want);
    let festival = |key, day: &str| calendar::FestivalDay {
        date: date(day),
        key,
        region: Region::In,
    };
    use graha::calc::time::FestivalOut;
    let note = |f| FestivalOut::of(&f, graha::content::Locale::En).note;
    // [Drik]: 15 January 2023, the Sun entering Capricorn after the sunset of the 14th.
    assert!(
        note(festival("makar-sankranti", "2023-01-15")).is_some_and(|n| n.contains("14 January"))
    );
    assert!(note(festival("makar-sankranti", "2025-01-14")).is_none());
    assert!(note(festival("chhath", "2025-10-27")).is_some_and(|n| n.contains("28 October")));
    assert!(note(festival("diwali", "2025-10-20")).is_none());
}
