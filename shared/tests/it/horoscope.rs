//! Sign horoscopes (`POST /v1/horoscope`): read from the period's sky, the same bytes for the
//! same request, fresh words from one day to the next.

use crate::support::typed;
use graha::astro::horoscope::noon;
use graha::astro::{Ephemeris, Planet, Settings, Sign};
use graha::calc::time::{FactorKind, HoroscopeOut};
use graha::calc::{CalcRequest, Output};
use graha::endpoints::Endpoint;
use serde_json::{Value, json};

/// A sign horoscope's five areas with their names.
macro_rules! areas {
    ($h:expr) => {
        [
            ("overall", &$h.overall),
            ("love", &$h.love),
            ("career", &$h.career),
            ("finance", &$h.finance),
            ("health", &$h.health),
        ]
    };
}

fn request(options: Value) -> CalcRequest {
    CalcRequest::from_body(
        Endpoint::Horoscope,
        &options,
        Vec::new(),
        None,
        "2026-11-29T06:00:00Z".parse().unwrap(),
    )
    .unwrap()
}

fn bytes(options: Value) -> Vec<u8> {
    match graha::calc::run_output(&request(options)).unwrap() {
        Output::Json(b) => b,
        other => panic!("not JSON: {other:?}"),
    }
}

fn run(options: Value) -> HoroscopeOut {
    typed(&request(options))
}

/// Every string of a reply, for the language checks.
fn strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        Value::Object(o) => o.values().for_each(|x| strings(x, out)),
        _ => {}
    }
}

/// For each sign, seven consecutive days in each language: the same request gives the same
/// bytes; the Moon's house in the factors is the Swiss Ephemeris's at noon in Kathmandu; each
/// area's text changes from a day to the next whenever that house does; Hindi and Nepali
/// texts hold no Latin letter.
#[test]
fn seven_days_of_each_sign_follow_the_moon() {
    let eph = Ephemeris::with(&Settings::default());
    let zone = chrono_tz::Asia::Kathmandu;
    for locale in ["en", "hi", "ne"] {
        let mut previous: Option<HoroscopeOut> = None;
        for day in 1..=7 {
            let date = format!("2026-12-{day:02}");
            let options =
                json!({ "sign": "all", "period": "daily", "date": date, "locale": locale });
            let raw = bytes(options.clone());
            assert_eq!(
                raw,
                bytes(options.clone()),
                "{locale} {date}: the same bytes again"
            );
            let r = run(options);
            let list = &r.horoscopes;
            assert_eq!(list.len(), 12);
            let moon = eph
                .longitude(noon(date.parse().unwrap(), zone), Planet::Moon)
                .unwrap();
            let houses: Vec<u8> = Sign::ALL.iter().map(|s| s.house_of(moon.sign())).collect();
            for (i, h) in list.iter().enumerate() {
                assert_eq!(h.sign, Sign::ALL[i]);
                assert_eq!(h.start_date, date);
                let factor = h
                    .factors
                    .iter()
                    .find(|f| f.kind == FactorKind::Moon)
                    .unwrap();
                assert_eq!(
                    factor.house,
                    Some(houses[i]),
                    "{date} {}",
                    Sign::ALL[i].name()
                );
                for (_, area) in areas!(h) {
                    assert!((1..=10).contains(&area.score));
                }
            }
            // The written reply's strings, as a reader gets them.
            if locale != "en" {
                let wire: Value = serde_json::from_slice(&raw).unwrap();
                let mut all = Vec::new();
                strings(&wire, &mut all);
                for s in all.iter().filter(|s| s.contains(' ')) {
                    assert!(
                        !s.chars().any(|c| c.is_ascii_alphabetic()),
                        "{locale} {date}: {s}"
                    );
                }
            }
            if let Some(before) = &previous {
                for i in 0..12 {
                    let house = |v: &HoroscopeOut| {
                        v.horoscopes[i]
                            .factors
                            .iter()
                            .find(|f| f.kind == FactorKind::Moon)
                            .unwrap()
                            .house
                    };
                    if house(before) == house(&r) {
                        continue;
                    }
                    for ((area, was), (_, now)) in areas!(before.horoscopes[i])
                        .into_iter()
                        .zip(areas!(r.horoscopes[i]))
                    {
                        assert_ne!(
                            was.text,
                            now.text,
                            "{locale} {date} {}: {area} as the day before",
                            Sign::ALL[i].name()
                        );
                    }
                }
            }
            previous = Some(r);
        }
    }
}

/// A month of daily texts for one sign never repeats a paragraph of an area.
#[test]
fn no_paragraph_repeats_within_a_month() {
    for locale in ["en", "hi", "ne"] {
        let mut seen: Vec<std::collections::HashSet<String>> = vec![Default::default(); 12 * 5];
        for day in 1..=31 {
            let date = format!("2026-12-{day:02}");
            let r =
                run(json!({ "sign": "all", "period": "daily", "date": date, "locale": locale }));
            for (i, h) in r.horoscopes.iter().enumerate() {
                for (a, (area, got)) in areas!(h).into_iter().enumerate() {
                    let text = got.text.clone();
                    assert!(
                        seen[i * 5 + a].insert(text.clone()),
                        "{locale} {date} {} {area}: {text}",
                        Sign::ALL[i].name()
                    );
                }
            }
        }
    }
}

/// August 2026 holds the total solar eclipse of 12 August (in Cancer, sidereal) and the partial
/// lunar eclipse of 28 August (in Aquarius) (NASA's Five Millennium Canon: greatest eclipse
/// 17:46 UT and 04:13 UT, i.e. 12 August 23:31 and 28 August 09:58 in Kathmandu): a month's
/// factors name both, with the house from the sign.
#[test]
fn a_month_names_its_eclipses_ingresses_and_chandrashtama() {
    let r = run(json!({ "sign": "aries", "period": "monthly", "date": "2026-08-15" }));
    let h = &r.horoscopes[0];
    assert_eq!(h.start_date, "2026-08-01");
    assert_eq!(h.end_date, "2026-08-31");
    let factors = &h.factors;
    let eclipses: Vec<(&str, u8)> = factors
        .iter()
        .filter(|f| f.kind == FactorKind::Eclipse)
        .map(|f| (f.date.as_deref().unwrap(), f.house.unwrap()))
        .collect();
    // Cancer is the 4th from Aries, Aquarius the 11th.
    assert_eq!(eclipses, vec![("2026-08-12", 4), ("2026-08-28", 11)]);
    // The Sun enters Leo (sidereal) in mid-August.
    let sun = factors
        .iter()
        .find(|f| f.kind == FactorKind::Ingress && f.planet == Some(Planet::Sun))
        .unwrap();
    assert_eq!(sun.house, Some(5));
    assert!(sun.date.as_deref().unwrap().starts_with("2026-08-1"));
    // The Moon passes Scorpio, the 8th from Aries, at least once a month.
    assert!(factors.iter().any(|f| f.kind == FactorKind::Chandrashtama));
    assert!(h.lucky.day.is_some());
    assert!(h.overall.text.contains("eclipse"));
}

/// A year is read from the slow grahas: their houses are the factors', and 2026 holds
/// Jupiter's ingress into Cancer (sidereal, 2 June 2026).
#[test]
fn a_year_reads_the_slow_grahas() {
    let r = run(json!({ "sign": "all", "period": "yearly", "date": "2026-03-01" }));
    let eph = Ephemeris::with(&Settings::default());
    let mid = noon("2026-07-02".parse().unwrap(), chrono_tz::Asia::Kathmandu);
    for (i, h) in r.horoscopes.iter().enumerate() {
        assert_eq!(h.start_date, "2026-01-01");
        assert_eq!(h.end_date, "2026-12-31");
        assert!(h.lucky.day.is_none());
        let factors = &h.factors;
        for p in [Planet::Jupiter, Planet::Saturn, Planet::Rahu, Planet::Ketu] {
            let f = factors
                .iter()
                .find(|f| f.kind == FactorKind::Transit && f.planet == Some(p))
                .unwrap();
            let sign = eph.longitude(mid, p).unwrap().sign();
            assert_eq!(f.house, Some(Sign::ALL[i].house_of(sign)), "{}", p.name());
        }
        let jupiter = factors
            .iter()
            .find(|f| f.kind == FactorKind::Ingress && f.planet == Some(Planet::Jupiter))
            .unwrap();
        assert_eq!(jupiter.date.as_deref(), Some("2026-06-02"));
    }
}

/// A week runs Sunday to Saturday; its lucky time is its lucky graha's hora on its best day,
/// in the zone's offset; most signs have a best day in a week.
#[test]
fn a_week_has_its_best_day_and_hora() {
    let r = run(
        json!({ "sign": "all", "period": "weekly", "date": "2026-12-02", "timezone": "America/New_York" }),
    );
    let mut with_day = 0;
    for h in &r.horoscopes {
        assert_eq!(h.start_date, "2026-11-29");
        assert_eq!(h.end_date, "2026-12-05");
        let lucky = &h.lucky;
        assert!((1..=9).contains(&lucky.number));
        if let Some(day) = &lucky.day {
            with_day += 1;
            let start = &lucky.time.as_ref().unwrap().start;
            assert!(start.starts_with(day.as_str()), "{start} on {day}");
            assert!(start.ends_with("-05:00"), "{start}");
        }
    }
    assert!(with_day >= 6, "{with_day} signs with a best day");
    assert_eq!(r.horoscopes[4].sign, Sign::Leo);
}
