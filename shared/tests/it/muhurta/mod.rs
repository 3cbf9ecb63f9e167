//! The muhurta finder: the months with no marriage (Chaturmas, kharmas) say why; every window
//! it returns keeps its activity's hard rules, checked here against the calendar's day page and
//! the ephemeris; the ranking; the participants' tarabala; the reply's shape and language.

use chrono::NaiveDate;
use graha::astro::calendar::{self, DayPage, Place, Region, Tara};
use graha::astro::muhurta_finder::{
    self, Activity, Effect, Found, Query, Rule, Value, YogaShunned,
};
use graha::astro::panchang::{Tithi, Vara};
use graha::astro::{Chart, Ephemeris, JulianDay, Longitude, Nakshatra, Planet, Settings, Sign};
use graha::calc::CalcError;
use graha::calc::muhurta::muhurta_reply;
use graha::content::Locale;
use std::collections::HashMap;

mod drik;

fn date(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

fn search(activity: Activity, from: &str, to: &str, moons: &[Longitude]) -> Found {
    let eph = Ephemeris::new();
    muhurta_finder::find(
        &eph,
        &Query {
            activity,
            from: date(from),
            to: date(to),
            place: Place::kathmandu(),
            moons,
        },
    )
    .unwrap()
}

/// The day pages of the calendar, by date, to judge moments independently of the finder.
struct Pages {
    eph: Ephemeris,
    pages: HashMap<NaiveDate, DayPage>,
}

impl Pages {
    fn new() -> Pages {
        Pages {
            eph: Ephemeris::new(),
            pages: HashMap::new(),
        }
    }
    /// The page of the day (sunrise to sunrise) holding `t`.
    fn holding(&mut self, t: JulianDay) -> &DayPage {
        let place = Place::kathmandu();
        let mut d = place.date_of(t);
        let page = self.page(d);
        if t < page.frame.sunrise {
            d = d.pred_opt().unwrap();
        }
        self.page(d)
    }
    fn page(&mut self, d: NaiveDate) -> &DayPage {
        let eph = &self.eph;
        self.pages
            .entry(d)
            .or_insert_with(|| calendar::day(eph, d, Place::kathmandu(), Region::Np).unwrap())
    }
}

fn spell_at<T: Copy>(spells: &[calendar::Spell<T>], t: JulianDay) -> T {
    spells
        .iter()
        .find(|s| s.start <= t && t < s.end)
        .map(|s| s.value)
        .expect("a spell at every moment of the day")
}

/// Every moment a window holds, one a quarter hour and its last minute.
fn moments(start: JulianDay, end: JulianDay) -> Vec<JulianDay> {
    let step = graha::astro::Days::from_minutes(15.0);
    let last = end - graha::astro::Days::from_minutes(0.5);
    let mut out = Vec::new();
    let mut t = start + graha::astro::Days::from_minutes(0.5);
    while t < last {
        out.push(t);
        t += step;
    }
    out.push(last);
    out
}

/// Checks the hard rules of `activity` at every moment of every window, against the day page.
fn assert_hard_rules(activity: Activity, found: &Found, moons: &[Longitude]) {
    let rules = activity.rules();
    let mut pages = Pages::new();
    let eph = Ephemeris::new();
    let place = Place::kathmandu();
    for w in &found.windows {
        for t in moments(w.start, w.end) {
            let page = pages.holding(t);
            let tithi: Tithi = spell_at(&page.tithis, t);
            let n = tithi.number();
            // ref: Muhurta Chintamani ch. 1 — Amavasya is never taken, a rikta tithi only where
            // the activity's own list names it (a marriage, as the almanacs allow).
            assert!(n != 30, "{t:?}: {n}");
            assert!(
                !matches!(n % 15, 4 | 9 | 14) || rules.tithis.contains(&n),
                "{t:?}: {n}"
            );
            assert!(rules.tithis.contains(&n), "{t:?}: tithi {n}");
            let nak = spell_at(&page.nakshatras, t);
            assert!(rules.nakshatras.contains(&nak), "{t:?}: {nak:?}");
            // ref: Muhurta Chintamani ch. 1 — an inauspicious yoga's harmful ghatis (all of
            // Vyatipata and Vaidhriti) are never taken, nor any of the nine where the activity
            // shuns them whole (a marriage).
            let yoga = page
                .yogas
                .iter()
                .find(|s| s.start <= t && t < s.end)
                .unwrap();
            let harmful = muhurta_finder::tyajya_end(yoga.value, yoga.start, yoga.end);
            assert!(harmful.is_none_or(|end| t >= end), "{t:?}: yoga");
            if rules.yogas == YogaShunned::Whole {
                assert!(!yoga.value.is_inauspicious(), "{t:?}: {:?}", yoga.value);
            }
            if rules.gandanta == muhurta_finder::Applies::Hard {
                let moon = eph.longitude(t, Planet::Moon).unwrap();
                assert!(!muhurta_finder::is_gandanta(moon), "{t:?}: gandanta");
            }
            assert!(!spell_at(&page.karanas, t).is_vishti(), "{t:?}: bhadra");
            let rahu = page.panchang().rahu_kalam();
            assert!(!(rahu.start <= t && t < rahu.end), "{t:?}: Rahu kalam");
            let asc = eph
                .angles(t, place.latitude, place.longitude)
                .unwrap()
                .ascendant
                .sign();
            if rules.lagna == muhurta_finder::Applies::Hard {
                assert!(rules.lagnas.contains(&asc), "{t:?}: lagna {asc:?}");
            }
            let sun = eph.longitude(t, Planet::Sun).unwrap().sign();
            let moon_sign = spell_at(&page.moon_signs, t);
            if activity == Activity::Marriage {
                // Kharmas: the Sun in Sagittarius or Pisces.
                assert!(!matches!(sun, Sign::Sagittarius | Sign::Pisces), "{t:?}");
                // Chaturmas: Ashadha Shukla 11 to Kartika Shukla 11 (amanta months).
                // The lunar month of the moment (a new month may begin after sunrise).
                let month = calendar::LunarMonth::at(&mut calendar::Sky::new(&eph), t).unwrap();
                assert!(!muhurta_finder::is_chaturmas(&month, n), "{t:?}: chaturmas");
                assert!(!month.is_adhika, "{t:?}: adhika");
            }
            if activity == Activity::Travel {
                assert!(!matches!(moon_sign, Sign::Aquarius | Sign::Pisces), "{t:?}");
            }
            for m in moons {
                let tara = Tara::of(m.nakshatra(), nak);
                assert!(
                    tara.is_favourable() || tara == Tara::Janma,
                    "{t:?}: {tara:?}"
                );
                assert_ne!(calendar::chandrabala(m.sign(), moon_sign).0, 8, "{t:?}");
            }
        }
    }
}

#[test]
fn muhurta_no_marriage_in_chaturmas_with_the_reason() {
    // August 2025 lies wholly in Chaturmas: Devshayani Ekadashi 2025-07-06, Prabodhini
    // Ekadashi 2025-11-01 (ref: Nepal's and Drik Panchang's calendars for 2025).
    let found = search(Activity::Marriage, "2025-08-01", "2025-08-31", &[]);
    assert!(found.windows.is_empty());
    assert_eq!(found.qualified, 0);
    let first = found.blocked[0];
    assert_eq!(first.rule, Rule::Chaturmas);
    assert!(first.share > 0.999, "{first:?}");
}

#[test]
fn muhurta_no_marriage_in_kharmas_with_the_reason() {
    // Kharmas: the Sun in sidereal Sagittarius from Dhanu sankranti (2025-12-16) to Makar
    // Sankranti (2026-01-14).
    let found = search(Activity::Marriage, "2025-12-17", "2026-01-13", &[]);
    assert!(found.windows.is_empty());
    let kharmas = found
        .blocked
        .iter()
        .find(|b| b.rule == Rule::Kharmas)
        .expect("kharmas named");
    assert!(kharmas.share > 0.999, "{kharmas:?}");
    assert!(found.blocked[0].share > 0.999);
}

#[test]
fn muhurta_marriage_season_yields_windows_that_keep_the_rules() {
    // Late November 2025: after Prabodhini Ekadashi, before kharmas — the wedding season
    // (Drik Panchang lists vivaha muhurtas on 22–25 and 29–30 November 2025).
    let found = search(Activity::Marriage, "2025-11-20", "2025-11-30", &[]);
    assert!(!found.windows.is_empty(), "{:?}", found.blocked);
    assert!(found.blocked.iter().all(|b| b.rule != Rule::Chaturmas));
    assert_hard_rules(Activity::Marriage, &found, &[]);
    for w in &found.windows {
        assert!(w.end > w.start);
        assert!((0.0..=100.0).contains(&w.score));
        assert!(w.findings.iter().all(|f| f.effect != Effect::Forbids));
        assert!(
            w.favourable()
                .any(|f| f.rule == Rule::Nakshatra && matches!(f.value, Value::Nakshatra(_)))
        );
        // A marriage's lagna counts for or against the window without refusing it.
        let lagna = w.findings.iter().find(|f| f.rule == Rule::Lagna).unwrap();
        let Value::Sign(sign) = lagna.value else {
            panic!("{lagna:?}")
        };
        let favourable = Activity::Marriage.rules().lagnas.contains(&sign);
        assert_eq!(
            matches!(lagna.effect, Effect::For(_)),
            favourable,
            "{lagna:?}"
        );
    }
}

#[test]
fn muhurta_every_activity_keeps_its_hard_rules() {
    for a in Activity::ALL {
        let found = search(a, "2026-02-01", "2026-02-14", &[]);
        assert_hard_rules(a, &found, &[]);
        if !found.windows.is_empty() {
            continue;
        }
        assert!(!found.blocked.is_empty(), "{a:?}: no window and no reason");
    }
}

#[test]
fn muhurta_windows_are_ranked_by_score() {
    let found = search(Activity::Business, "2026-01-01", "2026-03-31", &[]);
    assert!(found.windows.len() > 1);
    assert!(found.windows.len() <= muhurta_finder::MAX_WINDOWS);
    assert!(found.qualified >= found.windows.len());
    for p in found.windows.windows(2) {
        assert!(p[0].score >= p[1].score, "{} < {}", p[0].score, p[1].score);
    }
    // Windows never overlap.
    let mut spans: Vec<_> = found.windows.iter().map(|w| (w.start, w.end)).collect();
    spans.sort_by(|a, b| a.0.total_cmp(&b.0));
    for p in spans.windows(2) {
        assert!(p[0].1 <= p[1].0);
    }
}

#[test]
fn muhurta_participants_tarabala_is_applied() {
    // A participant born with the Moon in Rohini: counted from Rohini (Janma), Magha and Mula
    // are Vadha, Swati Vipat, Anuradha and Uttara Bhadrapada Pratyari — marriage stars that
    // are bad taras for them (ref: the tara count of Muhurta Chintamani ch. 1).
    let moon = Longitude::new(Nakshatra::Rohini.index() as f64 * 360.0 / 27.0 + 5.0);
    let alone = search(Activity::Marriage, "2025-11-20", "2026-03-10", &[]);
    let with = search(Activity::Marriage, "2025-11-20", "2026-03-10", &[moon]);
    assert_hard_rules(Activity::Marriage, &with, &[moon]);
    // Some window alone falls on a bad tara of the participant: it is not returned with them.
    let bad = |w: &muhurta_finder::Window| {
        w.findings.iter().any(|f| match f.value {
            Value::Nakshatra(n) => {
                !Tara::of(moon.nakshatra(), n).is_favourable()
                    && Tara::of(moon.nakshatra(), n) != Tara::Janma
            }
            _ => false,
        })
    };
    assert!(alone.windows.iter().any(bad));
    assert!(!with.windows.iter().any(bad));
    // Every window with them names the participant's tarabala and chandrabala.
    for w in &with.windows {
        for rule in [Rule::Tarabala, Rule::Chandrabala] {
            assert!(
                w.findings
                    .iter()
                    .any(|f| f.rule == rule && f.participant == Some(0)),
                "{rule:?}"
            );
        }
    }
    // Janma tara is counted against.
    for w in &with.windows {
        for f in &w.findings {
            if let (Rule::Tarabala, Value::Tara(Tara::Janma)) = (f.rule, f.value) {
                assert!(matches!(f.effect, Effect::Against(_)));
            }
        }
    }
}

fn kathmandu_chart() -> Chart {
    // 1990-04-15 06:30 Kathmandu (+05:45) = 00:45 UT.
    Chart::at(JulianDay::new(2_447_996.531_25), 27.7172, 85.324).unwrap()
}

#[test]
fn muhurta_reply_says_why_in_the_readers_language() {
    let out = muhurta_reply(
        Activity::Marriage,
        (date("2025-08-01"), date("2025-08-31")),
        Place::kathmandu(),
        &[],
        &Settings::default(),
        Locale::Hi,
    )
    .unwrap();
    assert!(out.windows.is_empty());
    assert_eq!(out.none[0].rule, "chaturmas");
    assert!(out.none[0].text.contains("चातुर्मास"), "{}", out.none[0].text);
    assert!(out.summary.contains("चातुर्मास"), "{}", out.summary);
    assert!(out.none[0].source.contains("Nirnaya Sindhu"));
    assert_eq!(out.activity, Activity::Marriage);
    // As written: the activity by its published key, the blocks under `none`.
    let json = serde_json::to_value(&out).unwrap();
    assert_eq!(json["activity"], "marriage");
    assert_eq!(json["none"][0]["rule"], "chaturmas");
}

#[test]
fn muhurta_reply_windows_are_local_times_with_reasons() {
    let chart = kathmandu_chart();
    let out = muhurta_reply(
        Activity::GrihaPravesh,
        (date("2026-02-01"), date("2026-03-10")),
        Place::kathmandu(),
        &[chart],
        &Settings::default(),
        Locale::Ne,
    )
    .unwrap();
    assert!(!out.windows.is_empty(), "{}", out.summary);
    let w = &out.windows[0];
    let start = &w.start;
    assert!(start.ends_with(":00+05:45"), "{start}");
    chrono::DateTime::parse_from_rfc3339(start).unwrap();
    let reasons = &w.reasons.favourable;
    assert!(reasons.iter().any(|r| r.rule == "nakshatra"));
    assert!(reasons.iter().any(|r| r.rule == "lagna"));
    assert!(reasons.iter().all(|r| !r.source.is_empty()));
    // Nepali text in Devanagari.
    assert!(reasons[0].text.contains("शुभ"));
    // As written: the reasons under `for` and `against`.
    let json = serde_json::to_value(&out).unwrap();
    let written = &json["windows"][0]["reasons"];
    assert!(written["for"].is_array() && written["against"].is_array());
}

#[test]
fn muhurta_range_is_at_most_a_year() {
    let err = muhurta_reply(
        Activity::Travel,
        (date("2026-01-01"), date("2027-01-02")),
        Place::kathmandu(),
        &[],
        &Settings::default(),
        Locale::En,
    )
    .unwrap_err();
    assert!(matches!(err, CalcError::Invalid { ref field, .. } if field == "to"));
}

#[test]
fn muhurta_lagna_splits_at_sign_changes() {
    // Property wants a fixed lagna: every window lies within the rising of Taurus, Leo,
    // Scorpio or Aquarius, and none is longer than the longest a sign takes to rise at
    // Kathmandu (under 3 hours).
    let found = search(Activity::Property, "2026-01-05", "2026-01-20", &[]);
    assert!(!found.windows.is_empty());
    for w in &found.windows {
        assert!((w.end - w.start).hours() < 3.0, "{:?}", w);
    }
}

/// The five samskara activities find their windows in a spring month at Kathmandu, each window
/// keeping its activity's hard rules; the thread ceremony is sought in Uttarayana and counted
/// against in Dakshinayana.
#[test]
fn the_samskaras_and_the_engagement_have_their_windows() {
    for a in [
        Activity::Annaprashan,
        Activity::Karnavedha,
        Activity::Upanayana,
        Activity::Vidyarambh,
        Activity::Engagement,
    ] {
        let found = search(a, "2026-04-20", "2026-05-20", &[]);
        assert!(found.qualified > 0, "{a:?}: {:?}", found.blocked);
        assert_hard_rules(a, &found, &[]);
        for w in &found.windows {
            let hindu_day = Place::kathmandu().date_of(w.start);
            assert!(w.day == hindu_day || w.day.succ_opt() == Some(hindu_day));
        }
        assert!(found.days.windows(2).all(|d| d[0] < d[1]));
    }
    let thread = search(Activity::Upanayana, "2026-04-20", "2026-05-20", &[]);
    assert!(
        thread
            .windows
            .iter()
            .all(|w| w.favourable().any(|f| f.rule == Rule::Ayana))
    );
}
