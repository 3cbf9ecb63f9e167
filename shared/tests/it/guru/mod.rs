//! The Guru's pure logic: chart facts against the reference births, topic recognition in three
//! languages, earlier messages as context, and the safety rules for sensitive questions and a
//! model's foretelling. The builtin answers and what a model is told are in the child modules.

mod answers;
mod prompt;

use crate::support::{accepted, births};
use chrono::{DateTime, NaiveDate, Utc};
use graha::astro::{Chart, Planet};
use graha::calc::{Gender, PersonData};
use graha::content::Locale;
use graha::guru::safety::{self, Sensitive};
use graha::guru::{Facts, Intent, Topic, builtin, intent};
use graha::jobs::{ChatMessage, GuruRequest, Role};
use serde_json::Value;

/// A fixed "now" so the answers are reproducible.
fn now() -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2026-01-15T06:00:00Z")
        .unwrap()
        .to_utc()
}

fn person(profile: &Value) -> PersonData {
    let s = |k: &str| profile[k].as_str().unwrap().to_owned();
    PersonData {
        name: s("name"),
        gender: Some(if s("gender") == "male" {
            Gender::Male
        } else {
            Gender::Female
        }),
        date: s("date").parse().unwrap(),
        time: chrono::NaiveTime::parse_from_str(&s("time"), "%H:%M").unwrap(),
        timezone: s("timezone"),
        location: s("location"),
        latitude: profile["latitude"].as_f64().unwrap(),
        longitude: profile["longitude"].as_f64().unwrap(),
    }
}

fn pub08() -> &'static Value {
    births().iter().find(|b| b["id"] == "pub-08").unwrap()
}

fn ask(locale: Locale, texts: &[&str], person: Option<PersonData>) -> GuruRequest {
    let messages = texts
        .iter()
        .enumerate()
        .map(|(i, t)| ChatMessage {
            role: if i % 2 == 0 {
                Role::User
            } else {
                Role::Assistant
            },
            content: (*t).to_owned(),
        })
        .collect();
    GuruRequest {
        messages,
        person,
        locale,
        conversation_history: None,
        now: now(),
        settings: Default::default(),
    }
}

fn date(v: &Value) -> NaiveDate {
    NaiveDate::parse_from_str(v.as_str().unwrap(), "%Y-%m-%d").unwrap()
}

#[test]
fn facts_match_the_reference_births() {
    let today = now().date_naive();
    let (mut dashas, mut checked) = (0, 0);
    for b in births() {
        let id = b["id"].as_str().unwrap();
        let Ok(f) = Facts::compute(&person(&b["profile"]), now()) else {
            panic!("{id}: no facts");
        };
        // ref: births_public.json <id>: ascendant, Moon sign, every graha's sign and house.
        let asc = Value::from(f.ascendant.name());
        assert!(
            b["ascendant"]["sign"] == asc || accepted(&b["ascendant"], "sign", &asc),
            "{id} ascendant"
        );
        let moon = Value::from(f.moon_sign.name());
        assert!(
            b["moonSign"] == moon || accepted(b, "moonSign", &moon),
            "{id} moon sign"
        );
        for r in b["planets"].as_array().unwrap() {
            let p = Planet::from_name(r["planet"].as_str().unwrap()).unwrap();
            let g = f.planet(p);
            let house = Value::from(g.house);
            assert!(
                r["house"] == house || accepted(r, "house", &house),
                "{id} {p} house"
            );
            if p == Planet::Moon {
                let n = Value::from(f.moon_nakshatra.name());
                assert!(
                    r["nakshatra"] == n || accepted(r, "nakshatra", &n),
                    "{id} Moon nakshatra"
                );
            }
        }
        // The running maha and antar dasha on the fixed day, by the reference timeline (local
        // dates; a day either side of a boundary is left out, the reference being whole days).
        let Some(d) = &f.dasha else {
            // Only a birth still to come (ref pub-19, 2029) has no dasha running now.
            assert!(date(&b["profile"]["date"]) > today, "{id}: no dasha");
            continue;
        };
        let clear = |s: &Value| {
            date(&s["startDate"]) + chrono::Days::new(1) < today
                && today + chrono::Days::new(1) < date(&s["endDate"])
        };
        if let Some(m) = b["dasha"]["timeline"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| clear(m))
        {
            assert_eq!(d.maha.name(), m["planet"], "{id} maha dasha");
            if let Some(a) = m["antarDashas"]
                .as_array()
                .unwrap()
                .iter()
                .find(|a| clear(a))
            {
                assert_eq!(d.antar.name(), a["planet"], "{id} antar dasha");
                assert_eq!(d.antar_end, date(&a["endDate"]), "{id} antar end");
                checked += 1;
            }
            dashas += 1;
        }
        // The antars that follow run on without a gap.
        for w in d.upcoming.windows(2) {
            assert_eq!(w[0].end, w[1].start, "{id} upcoming antars");
        }
        assert_eq!(
            d.upcoming.first().map(|s| s.start),
            Some(d.antar_end),
            "{id} next antar"
        );
    }
    assert!(
        dashas >= 18 && checked >= 18,
        "{dashas} maha and {checked} antar dashas checked"
    );
}

#[test]
fn facts_carry_the_transits_yogas_and_doshas_of_the_engine() {
    let b = pub08();
    let f = Facts::compute(&person(&b["profile"]), now()).unwrap();
    // Mars in the 4th (ref pub-08) is a Mangal dosha house (1, 4, 7, 8 or 12).
    assert_eq!(f.planet(Planet::Mars).house, 4);
    assert!(
        f.mangal.present
            && f.doshas
                .iter()
                .any(|d| d.kind == graha::astro::DoshaKind::Mangal)
    );
    // Saturn in its own sign Aquarius (BPHS ch. 3) in the 10th: Shasha yoga (BPHS ch. 75).
    assert_eq!(f.planet(Planet::Saturn).dignity, graha::astro::Dignity::Own);
    assert!(f.yogas.iter().any(|y| y.key == "shasha"), "{:?}", f.yogas);
    // Transits are counted from the Moon sign (Virgo): the house of each graha's sign.
    let now_chart = Chart::at(graha::astro::JulianDay::from_utc(now()), 0.0, 0.0).unwrap();
    for t in &f.transits {
        assert_eq!(t.sign, now_chart.graha(t.planet).sign());
        assert_eq!(t.house_from_moon, f.moon_sign.house_of(t.sign));
    }
    // Slow grahas know when they leave their sign, in the future.
    for p in [Planet::Jupiter, Planet::Saturn, Planet::Rahu, Planet::Ketu] {
        assert!(f.transit(p).until.is_some_and(|d| d > f.today), "{p}");
    }
    assert!(f.transit(Planet::Moon).until.is_none());
}

#[test]
fn topics_are_recognised_in_three_languages() {
    let cases: &[(&str, Topic)] = &[
        ("Will I get a promotion at my job?", Topic::Career),
        ("Should I invest my savings?", Topic::Money),
        ("When will I get married?", Topic::Marriage),
        ("How is my health these days?", Topic::Health),
        ("Will I pass my exams?", Topic::Education),
        ("How are things with my mother?", Topic::Family),
        ("Can I settle abroad?", Topic::Travel),
        ("How can I grow in meditation?", Topic::Spirituality),
        ("What remedy should I do?", Topic::Remedies),
        ("मेरी नौकरी कब लगेगी?", Topic::Career),
        ("मेरी शादी कब होगी?", Topic::Marriage),
        ("मेरी पढ़ाई कैसी रहेगी?", Topic::Education),
        ("कोई उपाय बताइए", Topic::Remedies),
        ("मेरो जागिर कस्तो छ?", Topic::Career),
        ("मेरो बिहे कहिले हुन्छ?", Topic::Marriage),
        ("विदेश जाने योग छ?", Topic::Travel),
        ("shaadi kab hogi", Topic::Marriage),
    ];
    for (q, t) in cases {
        assert_eq!(intent(&ask(Locale::En, &[q], None)).topic, Some(*t), "{q}");
    }
    // Whole words only: "diet" is not "die", "startup" is no "art".
    assert_eq!(
        intent(&ask(Locale::En, &["What diet suits me?"], None)).sensitive,
        None
    );
    assert_eq!(
        intent(&ask(Locale::En, &["When?"], None)).topic,
        Some(Topic::Timing)
    );
    assert_eq!(
        intent(&ask(Locale::En, &["Tell me about me"], None)).topic,
        None
    );
}

#[test]
fn earlier_messages_are_context_for_a_follow_up() {
    let follow = intent(&ask(
        Locale::En,
        &["How will my career go?", "…", "And when?"],
        None,
    ));
    assert_eq!(
        follow,
        Intent {
            topic: Some(Topic::Career),
            area: Some(Topic::Career),
            timing_focus: true,
            sensitive: None,
            asks: Vec::new(),
        }
    );
    let remedy = intent(&ask(
        Locale::Hi,
        &["मेरी शादी कब होगी?", "…", "उपाय बताइए"],
        None,
    ));
    assert_eq!(
        (remedy.topic, remedy.area),
        (Some(Topic::Remedies), Some(Topic::Marriage))
    );
    let more = intent(&ask(
        Locale::Ne,
        &["मेरो स्वास्थ्य कस्तो छ?", "…", "अनि किन?"],
        None,
    ));
    assert_eq!(more.topic, Some(Topic::Health));
    // A new area is not overridden by the old one.
    let new = intent(&ask(
        Locale::En,
        &["How will my career go?", "…", "And my marriage?"],
        None,
    ));
    assert_eq!(new.topic, Some(Topic::Marriage));
    // The compressed history is context too.
    let mut req = ask(Locale::En, &["When?"], None);
    req.conversation_history = Some("The user asked about studying abroad for a degree.".into());
    assert_eq!(intent(&req).topic, Some(Topic::Education));
    // "When?" after a question on death is still that question.
    assert_eq!(
        intent(&ask(Locale::En, &["Will I die young?", "…", "When?"], None)).sensitive,
        Some(Sensitive::Death)
    );
}

#[test]
fn sensitive_questions_get_the_kind_answer_in_their_locale() {
    let cases: &[(Locale, &str, Sensitive)] = &[
        (Locale::En, "When will I die?", Sensitive::Death),
        (Locale::En, "What is my lifespan?", Sensitive::Death),
        (Locale::En, "Will I get cancer?", Sensitive::Illness),
        (
            Locale::En,
            "Will I have an accident this year?",
            Sensitive::Disaster,
        ),
        (Locale::En, "I want to kill myself", Sensitive::SelfHarm),
        (Locale::Hi, "मेरी मृत्यु कब होगी?", Sensitive::Death),
        (Locale::Hi, "क्या मुझे कैंसर होगा?", Sensitive::Illness),
        (Locale::Hi, "क्या मेरी दुर्घटना होगी?", Sensitive::Disaster),
        (Locale::Ne, "मेरो मृत्यु कहिले हुन्छ?", Sensitive::Death),
        (Locale::Ne, "मलाई क्यान्सर हुन्छ?", Sensitive::Illness),
        (Locale::Ne, "भूकम्प आउँछ?", Sensitive::Disaster),
    ];
    let chart = Some(person(&pub08()["profile"]));
    for (l, q, kind) in cases {
        let req = ask(*l, &[q], chart.clone());
        assert_eq!(intent(&req).sensitive, Some(*kind), "{q}");
        let a = builtin::answer(&req).unwrap();
        assert_eq!(a, safety::answer(*kind, *l), "{q}");
    }
    // The answers point to a doctor or professional, in each language.
    for (l, word) in [
        (Locale::En, "doctor"),
        (Locale::Hi, "डॉक्टर"),
        (Locale::Ne, "डाक्टर"),
    ] {
        assert!(safety::answer(Sensitive::Illness, l).contains(word));
        assert!(safety::answer(Sensitive::Death, l).contains(word));
    }
}

#[test]
fn a_models_foretelling_is_removed_and_negations_kept() {
    let en = safety::check_output(
        "Saturn strengthens your work. You will definitely die at the age of 60.",
        Locale::En,
    );
    assert!(
        en.starts_with("Saturn strengthens your work.") && !en.contains("60"),
        "{en}"
    );
    assert!(en.ends_with(&safety::answer(Sensitive::Death, Locale::En)));
    let hi = safety::check_output("गुरु शुभ हैं। 2030 में आपको कैंसर होगा।", Locale::Hi);
    assert!(hi.starts_with("गुरु शुभ हैं।") && !hi.contains("2030"), "{hi}");
    assert!(hi.ends_with(&safety::answer(Sensitive::Illness, Locale::Hi)));
    let ne = safety::check_output("तपाईंको दुर्घटना निश्चित हुनेछ।", Locale::Ne);
    assert_eq!(ne, safety::answer(Sensitive::Disaster, Locale::Ne));
    let kept = "No one can say when anyone will die. Jupiter supports you.";
    assert_eq!(safety::check_output(kept, Locale::En), kept);
    assert_eq!(
        safety::check_output("Mercury favours study.", Locale::En),
        "Mercury favours study."
    );
}
