//! The predictions and basic-details replies over the reference births, both read from the
//! dasha running at the request's moment: factors in the reply's language, the running and
//! following dashas, and the basic details against the reference (the tithi at birth too).

use super::{NOW, birth, reply};
use crate::support::births;
use graha::astro::panchang::Paksha;
use graha::astro::{Nakshatra, Sign};
use graha::calc::dasha::PeriodLevel;
use graha::calc::reading::{BasicDetailsOut, PredictionsOut};
use graha::content::Locale;
use graha::endpoints::Endpoint;
use serde_json::Value;

/// The reference maha dasha running at `NOW`.
fn ref_maha_now(b: &Value) -> &str {
    let day = &NOW[..10];
    b["dasha"]["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["startDate"].as_str().unwrap() <= day && day < m["endDate"].as_str().unwrap())
        .map(|m| m["planet"].as_str().unwrap())
        .unwrap_or("")
}

#[test]
fn prediction_factors_are_in_the_replys_language() {
    // `factor` in hi/ne replies (and the PDFs built from them) carries no English;
    // `factorEn` keeps the English form whatever the locale.
    let mut failures = Vec::new();
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let en: PredictionsOut = reply(Endpoint::Predictions, b, Locale::En);
        for locale in [Locale::Hi, Locale::Ne] {
            let r: PredictionsOut = reply(Endpoint::Predictions, b, locale);
            assert_eq!(r.periods.len(), en.periods.len(), "{id}");
            for (p, p_en) in r.periods.iter().zip(&en.periods) {
                let statements = std::iter::once(&p.overall)
                    .chain(p.areas.iter().map(|a| &a.statement))
                    .zip(
                        std::iter::once(&p_en.overall)
                            .chain(p_en.areas.iter().map(|a| &a.statement)),
                    );
                for (st, st_en) in statements {
                    let f = &st.factor;
                    if f.chars().any(|c| c.is_ascii_alphabetic())
                        || !f.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c))
                    {
                        failures.push(format!("{id} {} {f:?}", locale.code()));
                    }
                    assert_eq!(st.factor_en, st_en.factor_en, "{id}");
                }
            }
        }
        for p in &en.periods {
            let f = &p.overall.factor_en;
            assert!(f.contains(" dasha; ") && f.contains(" house"), "{id}: {f}");
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The maha dasha named first, in Hindi.
    let r: PredictionsOut = reply(Endpoint::Predictions, birth("pub-02"), Locale::Hi);
    let maha = &r.periods[0].overall.factor;
    assert!(maha.contains(" महादशा; "), "{maha}");
}

#[test]
fn predictions_read_the_running_and_following_dashas() {
    for id in ["pub-02", "pub-09", "pub-16"] {
        let b = birth(id);
        let r: PredictionsOut = reply(Endpoint::Predictions, b, Locale::En);
        // ref: births_public.json <id>.dasha.timeline: the maha dasha running on 2026-01-01.
        assert_eq!(
            r.current_dasha.maha_dasha.planet.name(),
            ref_maha_now(b),
            "{id}"
        );
        let periods = &r.periods;
        assert_eq!(periods.len(), 5, "{id}");
        let levels: Vec<PeriodLevel> = periods.iter().map(|p| p.level).collect();
        assert_eq!(
            levels,
            [
                PeriodLevel::Maha,
                PeriodLevel::Antar,
                PeriodLevel::Antar,
                PeriodLevel::Antar,
                PeriodLevel::Maha
            ]
        );
        assert!(periods[0].is_current);
        assert!(periods[1].is_current);
        assert!(!periods[2].is_current);
        // Consecutive antar dashas, and the next maha starts where the current one ends.
        assert_eq!(periods[1].period.end_date, periods[2].period.start_date);
        assert_eq!(periods[2].period.end_date, periods[3].period.start_date);
        assert_eq!(periods[0].period.end_date, periods[4].period.start_date);
        for p in periods {
            assert!(p.overall.factor.contains(" dasha"));
            // Every area a period touches comes from a house its lord rules or occupies.
            let lord = &p.lord;
            let mut houses: Vec<u8> = lord.houses_ruled.clone();
            houses.push(lord.house);
            assert!(!p.areas.is_empty(), "{id}");
            for a in &p.areas {
                assert!(!a.statement.factor.is_empty());
                assert!(["favourable", "mixed", "challenging"].contains(&a.tone.name()));
            }
        }
    }
}

#[test]
fn basic_details_match_the_reference() {
    let sign = |v: &Value| Sign::from_name(v.as_str().unwrap()).unwrap();
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let r: BasicDetailsOut = reply(Endpoint::BasicDetails, b, Locale::En);
        let moon = b["planets"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["planet"] == "Moon")
            .unwrap();
        // ref: births_public.json <id>.moonSign, .sunSign, .ascendant, Moon nakshatra and pada.
        assert_eq!(r.moon_sign, sign(&b["moonSign"]), "{id}");
        assert_eq!(r.sun_sign, sign(&b["sunSign"]), "{id}");
        assert_eq!(r.ascendant.sign, sign(&b["ascendant"]["sign"]), "{id}");
        assert_eq!(
            Some(r.nakshatra.name),
            Nakshatra::from_name(moon["nakshatra"].as_str().unwrap()),
            "{id}"
        );
        assert_eq!(r.nakshatra.pada, moon["pada"], "{id}");
        assert!((r.ayanamsa.degrees - b["ayanamsa"]["degrees"].as_f64().unwrap()).abs() < 1e-4);
        let maha = ref_maha_now(b);
        if !maha.is_empty() {
            let now = r.current_dasha.as_ref().expect("a dasha running");
            assert_eq!(now.maha_dasha.planet.name(), maha, "{id}");
        }
        // The birth's panchang and avakahada attributes: in range, the yoni named.
        assert!((1..=30).contains(&r.tithi.number), "{id}: tithi");
        assert!((1..=27).contains(&r.yoga.number), "{id}: yoga");
        assert!((1..=60).contains(&r.karana.number), "{id}: karana");
        assert!(!r.yoni.is_empty(), "{id}: yoni");
        // HH:MM, or null where the Sun stays up (pub-13: Tromsø at the June solstice).
        if id == "pub-13" {
            assert!(
                r.sunrise.is_none() && r.sunset.is_none(),
                "{id}: {:?}",
                r.sunrise
            );
        } else {
            let rise = r.sunrise.as_deref().unwrap();
            assert!(
                rise.len() == 5 && rise < r.sunset.as_deref().unwrap(),
                "{id}"
            );
        }
    }
}

#[test]
fn basic_details_tithi_at_birth() {
    // ref: births_public.json pub-10: Sun in Capricorn, Moon in Aries (2nd house) on
    // 1988-01-26 — the Moon ~90° ahead of the Sun: tithi 8 or 9 of the bright fortnight.
    let b = birth("pub-10");
    let r: BasicDetailsOut = reply(Endpoint::BasicDetails, b, Locale::En);
    let sun = b["planets"][0]["longitude"].as_f64().unwrap();
    let moon = b["planets"][1]["longitude"].as_f64().unwrap();
    let tithi = ((moon - sun).rem_euclid(360.0) / 12.0).floor() as u8 + 1;
    assert_eq!(r.tithi.number, tithi);
    assert_eq!(
        r.tithi.paksha.0,
        if tithi <= 15 {
            Paksha::Shukla
        } else {
            Paksha::Krishna
        }
    );
}
