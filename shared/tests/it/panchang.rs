//! The panchang against every case of `panchang_public.json`, and its invariants.

use crate::support::{load, typed};
use chrono::NaiveDate;
use graha::astro::panchang::{Choghadiya, Gowri, Nature, Panchang};
use graha::astro::{BsDate, Days, Ephemeris, JulianDay, RiseKind};
use serde_json::Value;

fn cases() -> Vec<Value> {
    load("panchang_public.json")["panchang"]
        .as_array()
        .unwrap()
        .clone()
}

fn date_of(c: &Value) -> NaiveDate {
    NaiveDate::parse_from_str(c["date"].as_str().unwrap(), "%Y-%m-%d").unwrap()
}

fn compute(c: &Value) -> Panchang {
    Panchang::compute(
        &Ephemeris::new(),
        date_of(c),
        c["latitude"].as_f64().unwrap(),
        c["longitude"].as_f64().unwrap(),
    )
    .unwrap()
}

fn minutes_apart(a: JulianDay, b: f64) -> f64 {
    (a.value() - b).abs() * 1440.0
}

/// The reference spells two choghadiyas the Gujarati way (Chal, Kaal); the spec writes Char, Kal.
fn spec_name(reference: &str) -> &str {
    match reference {
        "Chal" => "Char",
        "Kaal" => "Kal",
        other => other,
    }
}

#[test]
fn every_reference_day_matches() {
    for c in cases() {
        let id = c["id"].as_str().unwrap();
        let p = compute(&c);

        // ref: panchang_public.json <id>.sun.astronomical — our sunrise definition (upper limb,
        // standard refraction).
        let sun = &c["sun"]["astronomical"];
        let (rise, set) = (
            sun["sunriseJdUt"].as_f64().unwrap(),
            sun["sunsetJdUt"].as_f64().unwrap(),
        );
        assert!(
            minutes_apart(p.sunrise, rise) < 2.0,
            "{id}: sunrise {:?} vs {rise}",
            p.sunrise
        );
        assert!(
            minutes_apart(p.sunset, set) < 2.0,
            "{id}: sunset {:?} vs {set}",
            p.sunset
        );

        // ref: <id>.atSunriseAstronomical — the limbs at our sunrise. The file's primary values
        // (<id>.atSunrise) are taken at the Hindu sunrise (disc centre, no refraction), a few
        // minutes later. They agree in every case but ppub-06 (Oslo, 2024-06-21): there the
        // Purnima tithi began 0.024° of elongation (about 3 minutes) after our sunrise and before
        // the Hindu one, so at our sunrise it is still Shukla Chaturdashi with karana Vanija —
        // a difference due only to the sunrise definition.
        let want = &c["atSunriseAstronomical"];
        let got = [
            ("tithiNumber", Value::from(p.tithi.value.number())),
            ("tithi", Value::from(p.tithi.value.name())),
            ("paksha", Value::from(p.tithi.value.paksha().name())),
            ("nakshatra", Value::from(p.nakshatra.value.name())),
            ("yoga", Value::from(p.yoga.value.name())),
            ("karanaNumber", Value::from(p.karana.value.number())),
            ("karana", Value::from(p.karana.value.name())),
        ];
        for (field, value) in &got {
            assert_eq!(value, &want[*field], "{id}: {field}");
            if id != "ppub-06" {
                assert_eq!(
                    value, &c["atSunrise"][*field],
                    "{id}: {field} at the Hindu sunrise"
                );
            }
        }
        // ref: <id>.vara — weekday of the civil date.
        assert_eq!(p.vara.name(), c["vara"], "{id}: vara");
        assert_eq!(p.vara.english(), c["weekday"], "{id}: weekday");

        // ref: <id>.bikramSambat
        let bs = BsDate::from_gregorian(p.date).unwrap();
        let rb = &c["bikramSambat"];
        assert_eq!(
            (
                i64::from(bs.year()),
                i64::from(bs.month()),
                i64::from(bs.day())
            ),
            (
                rb["year"].as_i64().unwrap(),
                rb["month"].as_i64().unwrap(),
                rb["day"].as_i64().unwrap()
            ),
            "{id}: BS date"
        );
        assert_eq!(bs.bs_month().name(), rb["monthName"], "{id}: BS month name");

        // ref: <id>.choghadiyaDay.astronomical — names and times (HH:MM, Kathmandu) within a
        // minute of rounding.
        let slots = p.choghadiya();
        for (slot, want) in slots[..8]
            .iter()
            .zip(c["choghadiyaDay"]["astronomical"].as_array().unwrap())
        {
            assert_eq!(
                slot.kind.name(),
                spec_name(want["name"].as_str().unwrap()),
                "{id}"
            );
            let start = kathmandu_minutes(slot.slot.start);
            let want_start = hhmm_minutes(want["start"].as_str().unwrap());
            assert!(
                circular_diff(start, want_start) <= 2.0,
                "{id}: slot starts {start} vs {want_start}"
            );
        }
    }
}

fn kathmandu_minutes(jd: JulianDay) -> f64 {
    // Nepal has kept UTC+05:45 since 1986.
    ((jd.value() + 0.5 + 5.75 / 24.0).rem_euclid(1.0)) * 1440.0
}

fn hhmm_minutes(s: &str) -> f64 {
    let (h, m) = s.split_once(':').unwrap();
    f64::from(h.parse::<u32>().unwrap() * 60 + m.parse::<u32>().unwrap())
}

fn circular_diff(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(1440.0);
    d.min(1440.0 - d)
}

#[test]
fn limbs_end_where_their_angle_reaches_the_next_boundary() {
    let eph = Ephemeris::new();
    for c in cases() {
        let id = c["id"].as_str().unwrap();
        let p = compute(&c);
        for (name, ends) in [
            ("tithi", p.tithi.ends),
            ("karana", p.karana.ends),
            ("nakshatra", p.nakshatra.ends),
            ("yoga", p.yoga.ends),
        ] {
            assert!(
                ends.value() > p.sunrise.value() && ends.value() < p.sunrise.value() + 2.0,
                "{id}: {name} ends {ends:?}"
            );
            // One minute before the end the limb still runs; one minute after, the next one.
            let limb_at = |jd: JulianDay| {
                let s = eph
                    .graha(jd, graha::astro::Planet::Sun)
                    .unwrap()
                    .longitude
                    .degrees();
                let m = eph
                    .graha(jd, graha::astro::Planet::Moon)
                    .unwrap()
                    .longitude
                    .degrees();
                match name {
                    "tithi" => ((m - s).rem_euclid(360.0) / 12.0).floor() as i64,
                    "karana" => ((m - s).rem_euclid(360.0) / 6.0).floor() as i64,
                    "nakshatra" => (m / (360.0 / 27.0)).floor() as i64,
                    _ => ((m + s).rem_euclid(360.0) / (360.0 / 27.0)).floor() as i64,
                }
            };
            let minute = 1.0 / 1440.0;
            let before = limb_at(ends + Days::new(-minute));
            let after = limb_at(ends + Days::new(minute));
            assert_ne!(before, after, "{id}: {name} does not change at its end");
            assert_eq!(
                before,
                limb_at(p.sunrise),
                "{id}: {name} changes before its end"
            );
        }
        // A tithi ends with its second karana.
        assert!(p.tithi.ends.value() >= p.karana.ends.value() - 1e-9, "{id}");
    }
}

#[test]
fn choghadiya_tiles_the_day_and_night() {
    // Day slots 1–8 run sunrise → sunset, night slots sunset → next sunrise, with no gap; the
    // first day slot belongs to the weekday's lord (Sunday Udveg, Monday Amrit, Tuesday Rog,
    // Wednesday Labh, Thursday Shubh, Friday Char, Saturday Kal) and the first night slot to the
    // lord of the fifth weekday (Sunday night Shubh).
    let first_by_day = ["Udveg", "Amrit", "Rog", "Labh", "Shubh", "Char", "Kal"];
    let first_by_night = ["Shubh", "Char", "Kal", "Udveg", "Amrit", "Rog", "Labh"];
    let eph = Ephemeris::new();
    let start = NaiveDate::from_ymd_opt(2025, 3, 2).unwrap(); // a Sunday
    for k in 0..7 {
        let date = start + chrono::Days::new(k);
        let p = Panchang::compute(&eph, date, 27.7172, 85.324).unwrap();
        let slots = p.choghadiya();
        assert_eq!(slots[0].slot.start, p.sunrise);
        assert_eq!(slots[7].slot.end, p.sunset);
        assert_eq!(slots[8].slot.start, p.sunset);
        assert_eq!(slots[15].slot.end, p.next_sunrise);
        for w in slots.windows(2) {
            assert_eq!(w[0].slot.end, w[1].slot.start, "{date}: gap between slots");
        }
        assert!(slots[..8].iter().all(|s| s.daytime) && slots[8..].iter().all(|s| !s.daytime));
        let wd = p.vara.index();
        assert_eq!(slots[0].kind.name(), first_by_day[wd], "{date}");
        assert_eq!(
            slots[7].kind, slots[0].kind,
            "{date}: the eighth repeats the first"
        );
        assert_eq!(slots[8].kind.name(), first_by_night[wd], "{date}");
        // The next day's panchang starts at this day's next sunrise.
        let next = Panchang::compute(&eph, date + chrono::Days::new(1), 27.7172, 85.324).unwrap();
        assert!((next.sunrise.value() - p.next_sunrise.value()).abs() < 1e-6);
        // Rahu kalam, Yamaganda and Gulika are distinct eighths of daytime.
        let parts = [p.rahu_kalam(), p.yamaganda(), p.gulika_kalam()];
        for (i, a) in parts.iter().enumerate() {
            assert!(
                a.start.value() >= p.sunrise.value() && a.end.value() <= p.sunset.value() + 1e-9
            );
            for b in &parts[i + 1..] {
                assert_ne!(a.start, b.start, "{date}");
            }
        }
    }
    assert_eq!(Choghadiya::Char.nature(), Nature::Neutral);
    assert_eq!(Choghadiya::Amrit.nature(), Nature::Auspicious);
}

#[test]
fn sunrise_uses_the_astronomical_definition() {
    // ref: panchang_public.json ppub-01: the Hindu sunrise (disc centre, no refraction) comes
    // later than ours (upper limb with refraction).
    let c = &cases()[0];
    let p = compute(c);
    let eph = Ephemeris::new();
    let hindu = eph
        .sun_crossing(
            p.sunrise + Days::new(-0.1),
            27.7172,
            85.324,
            true,
            RiseKind::Hindu,
        )
        .unwrap()
        .unwrap();
    assert!(hindu.value() > p.sunrise.value());
    assert!(minutes_apart(hindu, c["sun"]["hindu"]["sunriseJdUt"].as_f64().unwrap()) < 2.0);
}

#[test]
fn polar_night_has_no_panchang_day() {
    // Tromsø (69.65° N) in mid-December: the Sun does not rise.
    let r = Panchang::compute(
        &Ephemeris::new(),
        NaiveDate::from_ymd_opt(2024, 12, 15).unwrap(),
        69.65,
        18.96,
    );
    assert!(
        matches!(r, Err(graha::astro::PanchangError::NoSunrise(_))),
        "{r:?}"
    );
}

/// A calculation request for a profile at a given "now".
pub fn request_at(
    endpoint: graha::endpoints::Endpoint,
    profile: &Value,
    options: serde_json::Value,
    now: &str,
) -> graha::calc::CalcRequest {
    graha::calc::CalcRequest::from_body(
        endpoint,
        &options,
        vec![serde_json::from_value(profile.clone()).unwrap()],
        None,
        now.parse().unwrap(),
    )
    .unwrap()
}

#[test]
fn panchang_reply_matches_every_reference_day() {
    use graha::calc::time::PanchangOut;
    use graha::endpoints::Endpoint;
    for c in cases() {
        let id = c["id"].as_str().unwrap();
        let opts = serde_json::json!({ "date": date_of(&c).to_string() });
        let r: PanchangOut = typed(&request_at(
            Endpoint::Panchang,
            &c["profile"],
            opts,
            "2030-01-01T00:00:00Z",
        ));
        // ref: panchang_public.json <id> — the published panchang's fields.
        assert_eq!(r.date, c["date"], "{id}");
        let (bs, rb) = (r.bs_date.as_ref().unwrap(), &c["bikramSambat"]);
        assert_eq!(bs.year, rb["year"], "{id}: bsDate.year");
        assert_eq!(bs.month, rb["month"], "{id}: bsDate.month");
        assert_eq!(bs.day, rb["day"], "{id}: bsDate.day");
        assert_eq!(
            bs.month_name.name(),
            rb["monthName"],
            "{id}: bsDate.monthName"
        );
        // Limbs at our (astronomical) sunrise; see every_reference_day_matches for ppub-06.
        let limbs = &c["atSunriseAstronomical"];
        for (f, got) in [
            ("tithi", r.tithi.name()),
            ("paksha", r.paksha.name()),
            ("nakshatra", r.nakshatra.name()),
            ("yoga", r.yoga.name()),
            ("karana", r.karana.name()),
        ] {
            assert_eq!(got, limbs[f], "{id}: {f}");
        }
        assert_eq!(r.vara.name(), c["vara"], "{id}");
        // Sunrise and sunset in Kathmandu time within 2 minutes.
        let sun = &c["sun"]["astronomical"];
        for (f, got) in [("sunrise", &r.sunrise), ("sunset", &r.sunset)] {
            let want = hhmm_minutes(sun[f].as_str().unwrap());
            assert!(
                circular_diff(hhmm_minutes(got), want) <= 2.0,
                "{id}: {f} {got} vs {}",
                sun[f]
            );
        }
        let (day, night) = (&r.choghadiya, &r.night_choghadiya);
        assert_eq!((day.len(), night.len()), (8, 8), "{id}");
        for (got, want) in day
            .iter()
            .zip(c["choghadiyaDay"]["astronomical"].as_array().unwrap())
        {
            assert_eq!(got.name, spec_name(want["name"].as_str().unwrap()), "{id}");
            let nature = match got.name.name() {
                "Amrit" | "Shubh" | "Labh" => Nature::Auspicious,
                "Char" => Nature::Neutral,
                _ => Nature::Inauspicious,
            };
            assert_eq!(got.nature, nature, "{id}");
        }
        assert_eq!(day[7].end_time, r.sunset, "{id}");
        assert_eq!(night[0].start_time, r.sunset, "{id}");
        for (key, period) in [
            ("rahuKalam", &r.rahu_kalam),
            ("yamaganda", &r.yamaganda),
            ("gulikaKalam", &r.gulika_kalam),
        ] {
            assert!(period.start_time.len() == 5, "{id}: {key}");
        }
        assert!(!r.summary.is_empty());
    }
}

#[test]
fn panchang_day_defaults_to_today_in_kathmandu() {
    use graha::calc::time::PanchangOut;
    use graha::endpoints::Endpoint;
    let c = &cases()[0]; // ppub-01, Kathmandu
    // 2024-04-12 20:00 UTC is already 01:45 on 2024-04-13 in Kathmandu.
    let r: PanchangOut = typed(&request_at(
        Endpoint::Panchang,
        &c["profile"],
        serde_json::json!({}),
        "2024-04-12T20:00:00Z",
    ));
    assert_eq!(r.date, "2024-04-13");
    // ref: ppub-01 — BS 2081 Baisakh 1.
    let bs = r.bs_date.unwrap();
    assert_eq!(bs.month_name, "Baisakh");
    assert_eq!(bs.day, 1);
}

#[test]
fn panchang_text_is_translated() {
    use graha::calc::time::PanchangOut;
    use graha::content::Locale;
    use graha::endpoints::Endpoint;
    let c = &cases()[1];
    for locale in [Locale::Hi, Locale::Ne] {
        let opts = serde_json::json!({ "date": date_of(c).to_string(), "locale": locale.code() });
        let r: PanchangOut = typed(&request_at(
            Endpoint::Panchang,
            &c["profile"],
            opts,
            "2030-01-01T00:00:00Z",
        ));
        let summary = &r.summary;
        assert!(
            summary
                .chars()
                .any(|ch| ('\u{0900}'..='\u{097F}').contains(&ch)),
            "{summary}"
        );
        assert!(!summary.contains('{'), "{summary}");
        // Names stay English in the fields; the month also comes in Devanagari.
        assert_eq!(r.tithi, "Dashami");
        assert_eq!(r.bs_date.unwrap().month_name_ne, "कात्तिक");
        // The Gowri parts keep their Tamil names; their meanings are in the locale.
        assert_eq!(r.gowri_panchangam.len(), 16);
        let g = &r.gowri_panchangam[0];
        assert!(g.daytime && !r.gowri_panchangam[8].daytime);
        assert!(
            g.meaning.contains('(') && !g.meaning.is_ascii(),
            "{}",
            g.meaning
        );
        assert_eq!(g.starts_at, r.choghadiya[0].starts_at);
    }
}

#[test]
fn rashifal_periods_and_calendars() {
    use graha::calc::time::RashifalOut;
    use graha::calc::{CalcError, Calendar, Period};
    use graha::content::Locale;
    use graha::endpoints::Endpoint;
    let profile = &cases()[0]["profile"];
    let run = |period: Period, calendar: Calendar, date: &str, locale: Locale| {
        let opts = serde_json::json!({ "period": period, "calendar": calendar, "date": date, "locale": locale.code() });
        graha::calc::run_replied(&request_at(
            Endpoint::Rashifal,
            profile,
            opts,
            "2030-01-01T00:00:00Z",
        ))
        .map(|r| RashifalOut::try_from(r.reply).unwrap())
    };
    // BS 2082 Baisakh runs AD 2025-04-14 … 2025-05-14 (31 days).
    let r = run(Period::Monthly, Calendar::Bs, "2025-04-20", Locale::En).unwrap();
    assert_eq!(
        (r.start_date.as_str(), r.end_date.as_str()),
        ("2025-04-14", "2025-05-14")
    );
    assert_eq!(r.bs_start.as_ref().unwrap().month_name, "Baisakh");
    assert_eq!(r.bs_end.as_ref().unwrap().day, 31);
    for (area, a) in [
        ("overall", &r.overall),
        ("career", &r.career),
        ("finance", &r.finance),
        ("love", &r.love),
        ("health", &r.health),
    ] {
        assert!((1..=10).contains(&a.score), "{area}: {}", a.score);
        assert!(!a.text.is_empty());
    }
    for d in &r.lucky_days {
        let d = d.date.as_str();
        assert!(("2025-04-14"..="2025-05-14").contains(&d), "{d}");
    }
    assert_eq!(r.transits.len(), 9);
    assert!(r.dasha.is_some());
    // Gregorian month, ISO-like week (Sunday–Saturday), BS year, single day.
    let r = run(Period::Monthly, Calendar::Ad, "2025-02-10", Locale::En).unwrap();
    assert_eq!(
        (r.start_date.as_str(), r.end_date.as_str()),
        ("2025-02-01", "2025-02-28")
    );
    let r = run(Period::Weekly, Calendar::Ad, "2025-02-12", Locale::En).unwrap();
    assert_eq!(
        (r.start_date.as_str(), r.end_date.as_str()),
        ("2025-02-09", "2025-02-15")
    );
    let r = run(Period::Yearly, Calendar::Bs, "2025-02-12", Locale::Ne).unwrap();
    // BS 2081 began on AD 2024-04-13 and BS 2082 on 2025-04-14.
    assert_eq!(
        (r.start_date.as_str(), r.end_date.as_str()),
        ("2024-04-13", "2025-04-13")
    );
    assert!(r.title.contains("2081"));
    assert!(
        r.overall
            .text
            .chars()
            .any(|c| ('\u{0900}'..='\u{097F}').contains(&c))
    );
    assert!(r.lucky_days.len() <= 24, "at most two a month");
    let r = run(Period::Daily, Calendar::Ad, "2025-02-12", Locale::Hi).unwrap();
    assert_eq!(r.start_date, r.end_date);
    // Out of the BS table (a day the body may name): a clear error naming the field.
    match run(Period::Monthly, Calendar::Bs, "2050-01-01", Locale::En) {
        Err(CalcError::Invalid { field, message }) => {
            assert_eq!(field, "date");
            assert!(message.contains("2100"), "{message}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn daily_insight_reads_the_day() {
    use graha::calc::time::InsightOut;
    use graha::endpoints::Endpoint;
    let c = &cases()[2];
    let opts = serde_json::json!({ "date": date_of(c).to_string() });
    let r: InsightOut = typed(&request_at(
        Endpoint::DailyInsight,
        &c["profile"],
        opts,
        "2030-01-01T00:00:00Z",
    ));
    assert_eq!(r.date, c["date"]);
    // ref: ppub-03 limbs and BS date.
    let limbs = &c["atSunriseAstronomical"];
    assert_eq!(r.panchang.tithi.name(), limbs["tithi"]);
    assert_eq!(r.panchang.nakshatra.name(), limbs["nakshatra"]);
    assert_eq!(r.bs_date.day, c["bikramSambat"]["day"]);
    assert_eq!(r.transits.len(), 9);
    assert!((1..=10).contains(&r.score));
    let reading = &r.reading;
    assert!(
        reading.contains("Rahu kalam") && !reading.contains('{'),
        "{reading}"
    );
    for slot in &r.panchang.good_choghadiya {
        assert_eq!(slot.nature, Nature::Auspicious);
    }
}

#[test]
fn a_place_and_any_date_from_1800_to_2400_have_a_full_day_page() {
    use graha::calc::time::PanchangOut;
    use graha::calc::{CalcRequest, Place};
    use graha::endpoints::Endpoint;
    let delhi = Place {
        latitude: 28.6139,
        longitude: 77.209,
        timezone: "Asia/Kolkata".into(),
    };
    let at = |date: &str| {
        CalcRequest::from_body(
            Endpoint::Panchang,
            &serde_json::json!({ "date": date }),
            Vec::new(),
            Some(delhi.clone()),
            "2026-11-25T06:00:00Z".parse().unwrap(),
        )
        .unwrap()
    };
    // 2023-08-01 lies in the adhika Shravana of 2023 (18 July – 16 August).
    let replied = graha::calc::run_replied(&at("2023-08-01")).unwrap();
    // The settings echo as written.
    let wire = serde_json::to_value(&replied).unwrap();
    assert_eq!(wire["settings"]["ayanamsa"], "lahiri");
    let r = PanchangOut::try_from(replied.reply).unwrap();
    assert!(r.lunar_month.is_adhika, "{:?}", r.lunar_month);
    assert_eq!(r.lunar_month.amanta, "Shravana");
    assert_eq!(r.location.timezone, "Asia/Kolkata");
    assert!(r.sunrise.starts_with("05:"));
    assert!(r.limbs.tithi.ends_at.ends_with("+05:30"));
    assert_eq!(r.horas.len(), 24);
    assert!(r.moonrise.is_some() || r.moonset.is_some());
    assert!(r.tarabala.is_none(), "a place has no natal Moon");
    // Outside the Bikram Sambat table the BS date is null, the rest computed.
    for date in ["1800-03-01", "2400-12-31"] {
        let r: PanchangOut = typed(&at(date));
        assert!(r.bs_date.is_none(), "{date}");
        assert!(
            !r.tithi.name().is_empty()
                && matches!(
                    r.samvatsara.key.0,
                    graha::calc::time::CalendarName::Samvatsara(_)
                ),
            "{date}"
        );
    }
}

#[test]
fn a_profile_gets_its_tarabala_and_chandrabala() {
    use graha::calc::time::PanchangOut;
    use graha::endpoints::Endpoint;
    let c = &cases()[0];
    let r: PanchangOut = typed(&request_at(
        Endpoint::Panchang,
        &c["profile"],
        serde_json::json!({ "date": date_of(c).to_string() }),
        "2030-01-01T00:00:00Z",
    ));
    let taras = r.tarabala.as_ref().unwrap();
    assert!(!taras.is_empty());
    assert_eq!(
        taras[0].starts_at[..10],
        r.limb_spans.nakshatras[0].starts_at[..10]
    );
    assert!(!r.chandrabala.as_ref().unwrap().is_empty());
    assert!(r.limbs.tithi.ends_at.ends_with("+05:45"));
}

#[test]
fn gowri_panchangam_follows_the_published_tamil_table() {
    // The table as the almanac prints it (`tests/data/gowri_tamil.json`); the parts are the
    // eighths of the day and of the night, at Chennai for a week.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/gowri_tamil.json");
    let table: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let eph = Ephemeris::new();
    let start = NaiveDate::from_ymd_opt(2026, 11, 29).unwrap(); // a Sunday
    for k in 0..7 {
        let date = start + chrono::Days::new(k);
        let p = Panchang::compute(&eph, date, 13.0827, 80.2707).unwrap();
        let parts = p.gowri();
        let weekday = p.vara.english();
        for (half, slots) in [("day", &parts[..8]), ("night", &parts[8..])] {
            let printed: Vec<&str> = table[half][weekday]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_str().unwrap())
                .collect();
            let ours: Vec<&str> = slots.iter().map(|s| s.kind.name()).collect();
            assert_eq!(ours, printed, "{date} ({weekday}) {half}");
        }
        let choghadiya = p.choghadiya();
        for (g, c) in parts.iter().zip(choghadiya.iter()) {
            assert_eq!(
                (g.slot, g.daytime),
                (c.slot, c.daytime),
                "{date}: the same eighths"
            );
        }
        // Visham by day is Rahu kalam.
        let visham = parts[..8].iter().find(|s| s.kind == Gowri::Visham).unwrap();
        assert_eq!(visham.slot, p.rahu_kalam(), "{date}");
    }
    assert_eq!(Gowri::Uthi.nature(), Nature::Auspicious);
    assert_eq!(Gowri::Soram.nature(), Nature::Inauspicious);
}
