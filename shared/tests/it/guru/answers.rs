//! The Guru's builtin answers: the factors each rests on, the topics' yogas in the catalogue,
//! every answer filled and within the cap, and direct questions about the chart answered first
//! with the fact.

use super::{ask, now, person, pub08};
use crate::support::births;
use graha::astro::Planet;
use graha::content::{self, Key, Locale};
use graha::guru::safety;
use graha::guru::{Facts, Topic, builtin, intent};
use graha::key;

#[test]
fn builtin_answers_name_the_factors_they_rest_on() {
    let p = person(&pub08()["profile"]);
    let f = Facts::compute(&p, now()).unwrap();
    let d = f.dasha.as_ref().unwrap();
    for l in Locale::ALL {
        let name = |k: Key| content::text(l, k);
        // Career: the 10th house Aquarius and its lord Saturn (ref pub-08, ascendant Taurus),
        // the Sun, the running maha dasha, Saturn's transit, and a remedy.
        let a = builtin::answer(&ask(l, &["How will my career go?"], Some(p.clone()))).unwrap();
        for needle in [
            name(key!("guru.house.10")),
            name(key!("signs.Aquarius.name")),
            name(key!("planets.Saturn.name")),
            name(key!("planets.Sun.name")),
            name(key!("planets.{}.name", d.maha.name())),
            name(key!("signs.{}.name", f.transit(Planet::Saturn).sign.name())),
        ] {
            assert!(
                a.to_lowercase().contains(&needle.to_lowercase()),
                "{}: {needle:?} in\n{a}",
                l.code()
            );
        }
        assert!(!a.contains('{'), "{a}");
        // Without a chart: the general reading and an invitation to share the birth details.
        let g = builtin::answer(&ask(l, &["How will my career go?"], None)).unwrap();
        assert!(
            g.contains(&name(key!("guru.intro.career")))
                && g.contains(&name(key!("guru.general.invite"))),
            "{g}"
        );
        // No topic: the chart in brief and the topics one can ask about.
        let o = builtin::answer(&ask(l, &["Namaste"], Some(p.clone()))).unwrap();
        assert!(o.contains(&name(key!("guru.general.unknown"))), "{o}");
        assert!(
            o.contains(&name(key!("nakshatras.{}.name", f.moon_nakshatra.name()))),
            "{o}"
        );
    }
}

#[test]
fn every_topic_names_yogas_of_the_catalogue() {
    for t in Topic::ALL {
        for key in t.significators().yogas {
            assert!(
                graha::astro::yogas::rule(key).is_some(),
                "{}: unknown yoga {key}",
                t.key()
            );
        }
    }
}

#[test]
fn every_builtin_answer_is_filled_and_within_the_cap() {
    let questions = [
        "How will my career go?",
        "What about money?",
        "When will I marry?",
        "How is my health?",
        "Will I pass my exams?",
        "Tell me about my family",
        "Will I go abroad?",
        "My spiritual path?",
        "When?",
        "Which remedies should I do?",
        "Namaste",
    ];
    let mut longest = 0;
    for b in births() {
        let p = person(&b["profile"]);
        for l in Locale::ALL {
            for q in questions {
                let a = builtin::answer(&ask(l, &[q], Some(p.clone()))).unwrap();
                let n = a.chars().count();
                longest = longest.max(n);
                assert!(
                    n <= safety::MAX_ANSWER_CHARS,
                    "{} {} {q:?}: {n} characters",
                    b["id"],
                    l.code()
                );
                assert!(
                    !a.contains('{') && !a.contains("guru.") && !a.contains("  "),
                    "{} {q:?}:\n{a}",
                    b["id"]
                );
            }
        }
    }
    assert!(
        longest > 500,
        "answers have substance ({longest} characters at most)"
    );
}

/// Direct questions about the chart are answered first, with the fact (docs/decisions.md,
/// "Readings"): each kind of question in each language, over four births, names the fact from
/// the chart in its first paragraph, and a two-part question names both.
#[test]
fn factual_questions_are_answered_first_with_the_fact() {
    use graha::guru::asks::Ask;
    let questions: [(Ask, [&str; 3]); 7] = [
        (
            Ask::Ascendant,
            ["What is my ascendant?", "मेरा लग्न क्या है?", "मेरो लग्न के हो?"],
        ),
        (
            Ask::MoonSign,
            [
                "What is my Moon sign?",
                "मेरी चंद्र राशि क्या है?",
                "मेरो चन्द्र राशि कुन हो?",
            ],
        ),
        (
            Ask::SunSign,
            [
                "What is my sun sign?",
                "मेरी सूर्य राशि क्या है?",
                "मेरो सूर्य राशि कुन हो?",
            ],
        ),
        (
            Ask::Nakshatra,
            [
                "Which nakshatra was I born in?",
                "मेरा जन्म नक्षत्र कौन सा है?",
                "मेरो जन्म नक्षत्र कुन हो?",
            ],
        ),
        (
            Ask::Dasha,
            [
                "Which maha dasha am I running now?",
                "अभी मेरी कौन सी महादशा चल रही है?",
                "अहिले मेरो कुन महादशा चलिरहेको छ?",
            ],
        ),
        (
            Ask::SadeSati,
            [
                "Am I in Sade Sati?",
                "क्या मुझ पर साढ़ेसाती चल रही है?",
                "के ममाथि साढेसाती चलिरहेको छ?",
            ],
        ),
        (
            Ask::PlanetHouse(Planet::Saturn),
            [
                "Which house is my Saturn in?",
                "मेरा शनि किस भाव में है?",
                "मेरो शनि कुन भावमा छ?",
            ],
        ),
    ];
    for birth in births().iter().take(4) {
        let p = person(&birth["profile"]);
        let f = Facts::compute(&p, now()).unwrap();
        let d = f.dasha.as_ref().unwrap();
        for (ask_kind, texts) in &questions {
            for (l, text) in Locale::ALL.into_iter().zip(texts) {
                let req = ask(l, &[text], Some(p.clone()));
                assert_eq!(intent(&req).asks, vec![*ask_kind], "{}: {text}", l.code());
                let answer = builtin::answer(&req).unwrap();
                let first = answer.split("\n\n").next().unwrap();
                let name = |k: Key| content::text(l, k);
                let facts: Vec<String> = match ask_kind {
                    Ask::Ascendant => vec![name(key!("signs.{}.name", f.ascendant.name()))],
                    Ask::MoonSign => vec![name(key!("signs.{}.name", f.moon_sign.name()))],
                    Ask::SunSign => vec![name(key!("signs.{}.name", f.sun_sign.name()))],
                    Ask::Nakshatra => vec![
                        name(key!("nakshatras.{}.name", f.moon_nakshatra.name())),
                        f.moon_pada.to_string(),
                    ],
                    Ask::Dasha => vec![
                        name(key!("planets.{}.short", d.maha.name())),
                        name(key!("planets.{}.short", d.antar.name())),
                        d.maha_end.to_string(),
                    ],
                    Ask::SadeSati => vec![
                        name(key!("signs.{}.name", f.transit(Planet::Saturn).sign.name())),
                        name(if f.sade_sati.is_some() {
                            key!("guru.ask.answer.sadeSatiYes")
                        } else {
                            key!("guru.ask.answer.sadeSatiNo")
                        })
                        .split([':', ',', '।', ';'])
                        .next()
                        .unwrap()
                        .to_owned(),
                    ],
                    Ask::PlanetHouse(pl) => vec![
                        name(key!("planets.{}.name", pl.name())),
                        name(key!("guru.house.{}", f.planet(*pl).house)),
                    ],
                };
                for fact in facts {
                    assert!(
                        first.to_lowercase().contains(&fact.to_lowercase()),
                        "{}: {text}: {fact:?} not in the first paragraph:\n{answer}",
                        l.code()
                    );
                }
                assert!(
                    !answer.contains('{') && !answer.contains("the the"),
                    "{answer}"
                );
            }
        }
        // A two-part question: both facts, first, and no general timing paragraph.
        let req = ask(
            Locale::En,
            &["What is my Moon sign, and which maha dasha am I running now?"],
            Some(p.clone()),
        );
        assert_eq!(intent(&req).asks, vec![Ask::MoonSign, Ask::Dasha]);
        let answer = builtin::answer(&req).unwrap();
        let first = answer.split("\n\n").next().unwrap();
        let en = |k: Key| content::text(Locale::En, k);
        for fact in [
            en(key!("signs.{}.name", f.moon_sign.name())),
            en(key!("planets.{}.short", d.maha.name())),
        ] {
            assert!(first.contains(&fact), "{fact} in {answer}");
        }
        assert!(!answer.contains(&en(key!("guru.intro.timing"))), "{answer}");
    }
}
