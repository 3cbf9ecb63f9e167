//! Transit search: Saturn's ingresses 2020–2030 against the ephemeris itself, stays and passes,
//! Sade Sati and Kantak Shani.

use chrono::{NaiveDate, TimeZone, Utc};
use graha::astro::transit::{
    KANTAK_HOUSES, SadeSatiPhase, SignificantKind, ingresses, kantak_shani_periods, pass_at,
    sade_sati_periods,
};
use graha::astro::{Days, Ephemeris, JulianDay, Planet, Sign};

fn jd(y: i32, m: u32, d: u32) -> JulianDay {
    JulianDay::from_utc(Utc.with_ymd_and_hms(y, m, d, 0, 0, 0).unwrap())
}

fn sign_at(eph: &Ephemeris, p: Planet, t: JulianDay) -> Sign {
    eph.graha(t, p).unwrap().longitude.sign()
}

/// Date in India (UTC+05:30), as Lahiri transit tables print it.
fn ist_date(t: JulianDay) -> NaiveDate {
    (t.to_utc() + chrono::Duration::minutes(330)).date_naive()
}

#[test]
fn saturn_ingresses_2020_2030_agree_with_the_ephemeris() {
    let eph = Ephemeris::new();
    let (from, to) = (jd(2020, 1, 1), jd(2031, 1, 1));
    let found = ingresses(&eph, Planet::Saturn, from, to).unwrap();
    // Each date found: Saturn is in the old sign a minute before and in the new one a minute
    // after, and it moved the way the ingress says.
    let minute = 1.0 / 1440.0;
    for i in &found {
        assert_eq!(
            sign_at(&eph, Planet::Saturn, i.jd + Days::new(-minute)),
            i.from,
            "{i:?}"
        );
        assert_eq!(
            sign_at(&eph, Planet::Saturn, i.jd + Days::new(minute)),
            i.to,
            "{i:?}"
        );
        let speed = eph.graha(i.jd, Planet::Saturn).unwrap().speed;
        assert_eq!(speed < 0.0, i.retrograde, "{i:?}");
    }
    // Nothing missed: a day-by-day scan sees exactly these sign changes.
    let mut scanned = Vec::new();
    let mut t = from;
    let mut sign = sign_at(&eph, Planet::Saturn, t);
    while t.value() < to.value() {
        let next = t + Days::new(1.0);
        let s = sign_at(&eph, Planet::Saturn, next);
        if s != sign {
            scanned.push((t, s));
            sign = s;
        }
        t = next;
    }
    assert_eq!(found.len(), scanned.len(), "{found:?}");
    for (i, (day, to_sign)) in found.iter().zip(&scanned) {
        assert!(
            i.jd.value() >= day.value() && i.jd.value() <= day.value() + 1.0,
            "{i:?} vs scan {day:?}"
        );
        assert_eq!(i.to, *to_sign);
    }
    // The published Lahiri dates of the decade's first ingresses (Indian Standard Time):
    // Capricorn 2020-01-24, Aquarius 2022-04-29, back into Capricorn 2022-07-12, Aquarius again
    // 2023-01-17, Pisces 2025-03-29.
    let published = [
        (Sign::Capricorn, "2020-01-24", false),
        (Sign::Aquarius, "2022-04-29", false),
        (Sign::Capricorn, "2022-07-12", true),
        (Sign::Aquarius, "2023-01-17", false),
        (Sign::Pisces, "2025-03-29", false),
    ];
    for ((to, date, retro), got) in published.iter().zip(&found) {
        assert_eq!((got.to, got.retrograde), (*to, *retro), "{got:?}");
        let want: NaiveDate = date.parse().unwrap();
        assert!(
            (ist_date(got.jd) - want).num_days().abs() <= 1,
            "{to}: {} vs {want}",
            ist_date(got.jd)
        );
    }
}

#[test]
fn a_pass_gathers_retrograde_re_entries() {
    let eph = Ephemeris::new();
    // Saturn entered Aquarius in April 2022, slipped back into Capricorn in July and returned in
    // January 2023: one pass of two stays.
    let pass = pass_at(&eph, Planet::Saturn, jd(2024, 1, 1)).unwrap();
    assert_eq!(pass.sign, Sign::Aquarius);
    assert_eq!(pass.stays.len(), 2, "{pass:?}");
    assert!(!pass.stays[0].entered_retrograde && pass.stays[0].left_retrograde);
    assert!(!pass.stays[1].entered_retrograde && !pass.stays[1].left_retrograde);
    assert_eq!(
        ist_date(pass.start()),
        "2022-04-29".parse::<NaiveDate>().unwrap()
    );
    assert_eq!(
        ist_date(pass.end()),
        "2025-03-29".parse::<NaiveDate>().unwrap()
    );
    // The same pass seen from inside its first stay.
    let again = pass_at(&eph, Planet::Saturn, jd(2022, 6, 1)).unwrap();
    assert_eq!(again.stays.len(), pass.stays.len());
    for (a, b) in again.stays.iter().zip(&pass.stays) {
        assert!(
            (a.start.value() - b.start.value()).abs() < 1e-4
                && (a.end.value() - b.end.value()).abs() < 1e-4
        );
    }
    // Fast and always-retrograde grahas: one stay, bounded by ingresses.
    for p in [Planet::Moon, Planet::Sun, Planet::Rahu, Planet::Ketu] {
        let pass = pass_at(&eph, p, jd(2025, 5, 10)).unwrap();
        assert_eq!(pass.stays.len(), 1, "{p}");
        let s = pass.stays[0];
        assert!(s.contains(jd(2025, 5, 10)));
        let eps = 1.0 / 1440.0;
        assert_ne!(
            sign_at(&eph, p, s.start + Days::new(-eps)),
            pass.sign,
            "{p}"
        );
        assert_eq!(sign_at(&eph, p, s.start + Days::new(eps)), pass.sign, "{p}");
        assert_ne!(sign_at(&eph, p, s.end + Days::new(eps)), pass.sign, "{p}");
    }
}

#[test]
fn sade_sati_over_a_lifetime() {
    let eph = Ephemeris::new();
    for moon in Sign::ALL.iter().copied() {
        let (from, to) = (jd(1950, 1, 1), jd(2050, 1, 1));
        let periods = sade_sati_periods(&eph, moon, from, to).unwrap();
        // Saturn goes round in about 29.5 years: three or four Sade Satis in a century.
        assert!(
            (3..=4).contains(&periods.len()),
            "{moon}: {}",
            periods.len()
        );
        for p in &periods {
            let years = (p.end().value() - p.start().value()) / 365.25;
            assert!((6.0..=9.5).contains(&years), "{moon}: {years} years");
            // It opens with Saturn entering the 12th from the Moon and closes with it leaving the
            // 2nd, checked on the ephemeris on both sides of each date.
            let eps = 1.0 / 1440.0;
            assert_eq!(
                sign_at(&eph, Planet::Saturn, p.start() + Days::new(eps)),
                moon.nth(12)
            );
            assert_eq!(
                sign_at(&eph, Planet::Saturn, p.start() + Days::new(-eps)),
                moon.nth(11)
            );
            assert_eq!(
                sign_at(&eph, Planet::Saturn, p.end() + Days::new(-eps)),
                moon.nth(2)
            );
            assert_eq!(
                sign_at(&eph, Planet::Saturn, p.end() + Days::new(eps)),
                moon.nth(3)
            );
            // The phases come in order rising → peak → setting (a retrograde loop may repeat
            // one), each stay bounded by the ephemeris.
            let phases: Vec<SadeSatiPhase> = p.phases().map(|(ph, _)| ph).collect();
            assert!(
                phases.windows(2).all(|w| w[0] as u8 <= w[1] as u8 + 1),
                "{phases:?}"
            );
            assert_eq!(phases.first(), Some(&SadeSatiPhase::Rising));
            assert_eq!(phases.last(), Some(&SadeSatiPhase::Setting));
            for (_, s) in p.phases() {
                let mid = JulianDay::new(0.5 * (s.start.value() + s.end.value()));
                assert_eq!(sign_at(&eph, Planet::Saturn, mid), s.sign);
                assert!(p.active_at(mid));
            }
        }
        for w in periods.windows(2) {
            assert!(
                w[1].start().value() - w[0].end().value() > 20.0 * 365.25,
                "{moon}"
            );
        }
    }
}

#[test]
fn sade_sati_of_a_capricorn_moon() {
    // Saturn entered Sagittarius (12th from Capricorn) on 2017-01-26, went back into Scorpio on
    // 2017-06-21 and returned on 2017-10-26; it left Aquarius for Pisces on 2025-03-29.
    let eph = Ephemeris::new();
    let periods = sade_sati_periods(&eph, Sign::Capricorn, jd(2020, 1, 1), jd(2020, 1, 2)).unwrap();
    assert_eq!(periods.len(), 1);
    let p = &periods[0];
    let d = |s: &str| s.parse::<NaiveDate>().unwrap();
    assert!((ist_date(p.start()) - d("2017-01-26")).num_days().abs() <= 1);
    assert!((ist_date(p.end()) - d("2025-03-29")).num_days().abs() <= 1);
    assert_eq!(p.stays[0].sign, Sign::Sagittarius);
    assert!(
        p.stays[0].left_retrograde,
        "the first stay ends in a retrograde exit"
    );
    assert_eq!(p.phase_at(jd(2021, 1, 1)), Some(SadeSatiPhase::Peak));
    assert_eq!(p.phase_at(jd(2024, 1, 1)), Some(SadeSatiPhase::Setting));
    assert_eq!(
        p.phase_at(jd(2017, 8, 1)),
        None,
        "Saturn was back in Scorpio"
    );
}

#[test]
fn kantak_shani_spells() {
    let eph = Ephemeris::new();
    let moon = Sign::Leo;
    let spells = kantak_shani_periods(&eph, moon, jd(2000, 1, 1), jd(2030, 1, 1)).unwrap();
    assert!(!spells.is_empty());
    for k in &spells {
        assert!(KANTAK_HOUSES.contains(&k.house));
        for s in &k.pass {
            assert_eq!(moon.house_of(s.sign), k.house);
            let mid = JulianDay::new(0.5 * (s.start.value() + s.end.value()));
            assert_eq!(moon.house_of(sign_at(&eph, Planet::Saturn, mid)), k.house);
        }
    }
    // In 30 years Saturn passes each of the four houses once.
    let mut houses: Vec<u8> = spells.iter().map(|k| k.house).collect();
    houses.sort();
    houses.dedup();
    assert_eq!(houses, KANTAK_HOUSES.to_vec());
}

#[test]
fn transits_and_sade_sati_replies() {
    use crate::panchang::request_at;
    use crate::support::{birth_of, births, typed};
    use graha::calc::time::{SadeSatiReply, TransitsOut};
    use graha::endpoints::Endpoint;
    let eph = Ephemeris::new();
    let now = "2025-06-01T06:00:00Z";
    let at = jd(2025, 6, 1) + Days::new(0.25);
    for b in births().iter().take(8) {
        let id = b["id"].as_str().unwrap();
        let chart = graha::astro::Chart::compute(&birth_of(&b["profile"])).unwrap();
        let moon = chart.moon_sign();
        let r: TransitsOut = typed(&request_at(
            Endpoint::Transits,
            &b["profile"],
            serde_json::json!({}),
            now,
        ));
        assert_eq!(r.moon_sign, moon, "{id}");
        let list = &r.transits;
        assert_eq!(list.len(), 9);
        for t in list {
            let p = t.planet;
            let sign = sign_at(&eph, p, at);
            assert_eq!(t.current_sign, sign, "{id} {p}");
            assert_eq!(t.natal_house_from_moon, moon.house_of(sign), "{id} {p}");
            let (entered, leaves) = (t.entered_on.as_str(), t.leaves_on.as_str());
            assert!(
                entered <= "2025-06-01" && "2025-06-01" <= leaves,
                "{id} {p}: {entered}..{leaves}"
            );
            assert!(t.duration.contains(entered), "{id} {p}");
            assert!(!t.effect.is_empty());
        }
        let saturn_house = moon.house_of(sign_at(&eph, Planet::Saturn, at));
        let has_sade = r
            .significant_transits
            .iter()
            .any(|s| matches!(s.kind.0, SignificantKind::SadeSati(_)));
        assert_eq!(has_sade, matches!(saturn_house, 12 | 1 | 2), "{id}");

        let s: SadeSatiReply = typed(&request_at(
            Endpoint::SadeSati,
            &b["profile"],
            serde_json::json!({}),
            now,
        ));
        let ss = &s.sade_sati;
        assert_eq!(ss.is_active, matches!(saturn_house, 12 | 1 | 2), "{id}");
        assert_eq!(ss.moon_sign, moon);
        assert!(ss.end_date.as_str() > "2025-06-01", "{id}: current or next");
        if ss.is_active {
            let phase = [
                SadeSatiPhase::Rising,
                SadeSatiPhase::Peak,
                SadeSatiPhase::Setting,
            ][[12, 1, 2].iter().position(|&h| h == saturn_house).unwrap()];
            assert_eq!(ss.phase.map(|p| p.0), Some(phase), "{id}");
        }
        let k = &s.kantak_shani;
        assert_eq!(k.is_active, matches!(saturn_house, 1 | 4 | 8 | 10), "{id}");
        // The lifetime list: birth to 100 years, in order, the current one flagged.
        let periods = &s.periods;
        assert!((3..=5).contains(&periods.len()), "{id}: {}", periods.len());
        for w in periods.windows(2) {
            assert!(w[0].end_date < w[1].start_date);
        }
        let current = periods.iter().filter(|p| p.is_current).count();
        assert!(current <= 1, "{id}");
        // Within the first hundred years an active Sade Sati is the one flagged current.
        let young = (at.value() - chart.jd.value()) / 365.25 < 90.0;
        if young && ss.is_active {
            assert_eq!(current, 1, "{id}");
            let cur = periods.iter().find(|p| p.is_current).unwrap();
            assert_eq!(cur.start_date, ss.start_date, "{id}");
            assert_eq!(cur.end_date, ss.end_date, "{id}");
        }
    }
}

#[test]
fn replies_in_nepali_and_hindi_have_no_missing_text() {
    use crate::panchang::request_at;
    use crate::support::births;
    use graha::content::Locale;
    use graha::endpoints::Endpoint;
    let b = &births()[3];
    for locale in [Locale::Hi, Locale::Ne] {
        for endpoint in [
            Endpoint::Transits,
            Endpoint::SadeSati,
            Endpoint::Rashifal,
            Endpoint::DailyInsight,
            Endpoint::Panchang,
        ] {
            let opts = serde_json::json!({ "locale": locale.code() });
            let r = graha::calc::run_json(&request_at(
                endpoint,
                &b["profile"],
                opts,
                "2025-06-01T06:00:00Z",
            ))
            .unwrap();
            let text = r.to_string();
            // A missing text would show as its key or an unfilled placeholder.
            for raw in [
                "planets.",
                "signs.",
                "transits.",
                "rashifal.",
                "panchang.",
                "nakshatras.",
                "{",
            ] {
                let inner = text.trim_start_matches('{');
                assert!(
                    !inner.contains(&format!("\"{raw}")) && !inner.contains(&format!(" {raw}")),
                    "{endpoint:?} {locale:?}: {raw} in {text}"
                );
            }
        }
    }
}

/// A daily rashifal is composed from the day's sky: seven consecutive days for one profile
/// differ whenever the Moon's house from the natal Moon differs (and in their tara, weekday and
/// tithi besides), and the same day gives the same words.
#[test]
fn the_daily_rashifal_changes_with_the_sky() {
    use crate::panchang::request_at;
    use crate::support::{births, typed};
    use graha::astro::{Ephemeris, Planet, rashifal::morning};
    use graha::calc::time::RashifalOut;
    use graha::endpoints::Endpoint;
    let b = &births()[3];
    let chart = graha::astro::Chart::compute(&crate::support::birth_of(&b["profile"])).unwrap();
    let eph = Ephemeris::with(&chart.settings);
    for locale in ["en", "hi", "ne"] {
        let mut days: Vec<(u8, String)> = Vec::new();
        for day in 1..=7 {
            let date = format!("2026-03-{day:02}");
            let opts = serde_json::json!({ "period": "daily", "date": date, "locale": locale });
            let run = || -> RashifalOut {
                typed(&request_at(
                    Endpoint::Rashifal,
                    &b["profile"],
                    opts.clone(),
                    "2026-03-01T06:00:00Z",
                ))
            };
            let r = run();
            // The whole reply, field by field.
            assert_eq!(
                format!("{r:?}"),
                format!("{:?}", run()),
                "{locale} {date}: the same words again"
            );
            let moon = eph
                .longitude(
                    morning(date.parse().unwrap(), chart.longitude),
                    Planet::Moon,
                )
                .unwrap();
            let house = chart.house_from_moon(moon.sign());
            days.push((house, r.overall.text));
        }
        for pair in days.windows(2) {
            assert_ne!(pair[0].1, pair[1].1, "{locale}: two days alike");
        }
        let houses: std::collections::BTreeSet<u8> = days.iter().map(|d| d.0).collect();
        assert!(
            houses.len() >= 3,
            "{locale}: the Moon moved through {houses:?}"
        );
    }
}

/// A month's rashifal follows the fast grahas: two consecutive months of one profile read
/// differently, and the same month reads the same.
#[test]
fn the_monthly_rashifal_follows_the_fast_grahas() {
    use crate::panchang::request_at;
    use crate::support::{births, typed};
    use graha::calc::time::RashifalOut;
    use graha::endpoints::Endpoint;
    let b = &births()[3];
    for locale in ["en", "hi", "ne"] {
        let month = |date: &str| -> RashifalOut {
            let opts = serde_json::json!({ "period": "monthly", "date": date, "locale": locale });
            typed(&request_at(
                Endpoint::Rashifal,
                &b["profile"],
                opts,
                "2026-03-01T06:00:00Z",
            ))
        };
        let (march, april) = (month("2026-03-10"), month("2026-04-10"));
        // The whole reply, field by field.
        assert_eq!(
            format!("{march:?}"),
            format!("{:?}", month("2026-03-20")),
            "{locale}: one month, one reading"
        );
        let areas = |r: &RashifalOut| {
            [
                ("overall", r.overall.text.clone()),
                ("career", r.career.text.clone()),
                ("finance", r.finance.text.clone()),
                ("love", r.love.text.clone()),
                ("health", r.health.text.clone()),
            ]
        };
        for ((area, m), (_, a)) in areas(&march).into_iter().zip(areas(&april)) {
            assert_ne!(m, a, "{locale} {area}");
        }
    }
}
