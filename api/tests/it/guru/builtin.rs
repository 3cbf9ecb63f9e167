//! The builtin provider: each topic's answer in each locale names the houses, signs, lords and
//! karakas the sample chart gives it.

use super::{app_with_guru, assert_mentions, dasha_today, pub08, user};
use graha::billing::{ConsumerPlan, DeveloperPlan};
use graha::content::{self, Key, Locale};
use graha::key;
use graha_worker::guru::Config;
use reqwest::StatusCode;
use serde_json::json;

/// What one topic's answer must name, for the sample chart (ascendant Taurus, ref pub-08):
/// houses read, their signs and lords (whole-sign houses from Taurus, lords by sign), karakas.
struct Expect {
    topic: &'static str,
    houses: &'static [u8],
    signs: &'static [&'static str],
    planets: &'static [&'static str],
}

const EXPECT: &[Expect] = &[
    // 10th from Taurus = Aquarius (Saturn); karakas Sun, Saturn.
    Expect {
        topic: "career",
        houses: &[10],
        signs: &["Aquarius"],
        planets: &["Saturn", "Sun"],
    },
    // 2nd = Gemini (Mercury), 11th = Pisces (Jupiter); karakas Jupiter, Venus.
    Expect {
        topic: "money",
        houses: &[2, 11],
        signs: &["Gemini", "Pisces"],
        planets: &["Mercury", "Jupiter", "Venus"],
    },
    // 7th = Scorpio (Mars); Venus; Mars in the 4th raises Mangal dosha (ref: Mars house 4).
    Expect {
        topic: "marriage",
        houses: &[7, 4],
        signs: &["Scorpio"],
        planets: &["Mars", "Venus"],
    },
    // 1st = Taurus, 6th = Libra (both Venus); Sun, Moon.
    Expect {
        topic: "health",
        houses: &[1, 6],
        signs: &["Taurus", "Libra"],
        planets: &["Venus", "Sun", "Moon"],
    },
    // 4th = Leo (Sun), 5th = Virgo (Mercury); Mercury, Jupiter.
    Expect {
        topic: "education",
        houses: &[4, 5],
        signs: &["Leo", "Virgo"],
        planets: &["Sun", "Mercury", "Jupiter"],
    },
    // 2nd = Gemini (Mercury), 4th = Leo (Sun); Moon, Jupiter.
    Expect {
        topic: "family",
        houses: &[2, 4],
        signs: &["Gemini", "Leo"],
        planets: &["Mercury", "Sun", "Moon", "Jupiter"],
    },
    // 9th = Capricorn (Saturn), 12th = Aries (Mars); Rahu.
    Expect {
        topic: "travel",
        houses: &[9, 12],
        signs: &["Capricorn", "Aries"],
        planets: &["Saturn", "Mars", "Rahu"],
    },
    // 9th and 12th; Jupiter, Ketu.
    Expect {
        topic: "spirituality",
        houses: &[9, 12],
        signs: &["Capricorn", "Aries"],
        planets: &["Saturn", "Mars", "Jupiter", "Ketu"],
    },
    Expect {
        topic: "timing",
        houses: &[],
        signs: &[],
        planets: &[],
    },
    Expect {
        topic: "remedies",
        houses: &[],
        signs: &[],
        planets: &[],
    },
];

fn question(locale: Locale, topic: &str) -> &'static str {
    match (locale, topic) {
        (Locale::En, "career") => "How will my career go?",
        (Locale::En, "money") => "What does my chart say about money and wealth?",
        (Locale::En, "marriage") => "When will I get married?",
        (Locale::En, "health") => "How is my health?",
        (Locale::En, "education") => "Will my studies go well?",
        (Locale::En, "family") => "Tell me about my family.",
        (Locale::En, "travel") => "Will I travel abroad?",
        (Locale::En, "spirituality") => "What about my spiritual path?",
        (Locale::En, "timing") => "When will things change for me?",
        (Locale::En, _) => "Which remedies should I do?",
        (Locale::Hi, "career") => "मेरा करियर कैसा रहेगा?",
        (Locale::Hi, "money") => "मेरी आर्थिक स्थिति और धन कैसा रहेगा?",
        (Locale::Hi, "marriage") => "मेरी शादी कब होगी?",
        (Locale::Hi, "health") => "मेरा स्वास्थ्य कैसा रहेगा?",
        (Locale::Hi, "education") => "मेरी पढ़ाई कैसी रहेगी?",
        (Locale::Hi, "family") => "मेरे परिवार के बारे में बताइए।",
        (Locale::Hi, "travel") => "क्या मैं विदेश जाऊँगा?",
        (Locale::Hi, "spirituality") => "मेरा आध्यात्मिक मार्ग कैसा है?",
        (Locale::Hi, "timing") => "मेरा अच्छा समय कब आएगा?",
        (Locale::Hi, _) => "मुझे कौन से उपाय करने चाहिए?",
        (Locale::Ne, "career") => "मेरो करियर कस्तो हुन्छ?",
        (Locale::Ne, "money") => "मेरो आर्थिक अवस्था र धन कस्तो छ?",
        (Locale::Ne, "marriage") => "मेरो बिहे कहिले हुन्छ?",
        (Locale::Ne, "health") => "मेरो स्वास्थ्य कस्तो छ?",
        (Locale::Ne, "education") => "मेरो पढाइ कस्तो हुन्छ?",
        (Locale::Ne, "family") => "मेरो परिवारको बारेमा भन्नुहोस्।",
        (Locale::Ne, "travel") => "के म विदेश जान्छु?",
        (Locale::Ne, "spirituality") => "मेरो आध्यात्मिक मार्ग कस्तो छ?",
        (Locale::Ne, "timing") => "मेरो राम्रो समय कहिले आउँछ?",
        (Locale::Ne, _) => "मैले कुन उपाय गर्नुपर्छ?",
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn builtin_answers_each_topic_in_each_locale_from_the_chart() {
    let app = app_with_guru(Config::default()).await;
    let acct = app.account(DeveloperPlan::Growth, ConsumerPlan::Free).await;
    let pid = app.profile(&acct.key).await;
    let r = pub08();
    let (maha, antar) = dasha_today(&r);
    for locale in Locale::ALL {
        let name = |key: Key| content::text(locale, key);
        for e in EXPECT {
            let q = question(locale, e.topic);
            let (s, v, _) = app
                .post(
                    &acct.key,
                    "/v1/guru",
                    json!({ "profileId": pid, "messages": [user(q)], "locale": locale.code() }),
                )
                .await;
            assert_eq!(s, StatusCode::OK, "{q}: {v}");
            let answer = v["data"]["message"].as_str().unwrap();
            let what = format!("{} {} ({q})", locale.code(), e.topic);
            assert!(
                !answer.contains('{') && !answer.contains("guru."),
                "{what}: unfilled text in\n{answer}"
            );
            assert_mentions(answer, &name(key!("guru.intro.{}", e.topic)), &what);
            for h in e.houses {
                assert_mentions(answer, &name(key!("guru.house.{}", h)), &what);
            }
            for s in e.signs {
                assert_mentions(answer, &name(key!("signs.{}.name", s)), &what);
            }
            for p in e.planets {
                assert_mentions(answer, &name(key!("planets.{}.name", p)), &what);
            }
            match e.topic {
                // The running periods (ref pub-08 timeline) and their readings.
                "timing" => {
                    assert_mentions(answer, &name(key!("dasha.maha.{}", maha)), &what);
                    if let Some(a) = &antar {
                        assert_mentions(answer, &name(key!("dashaPairs.{}.{}", maha, a)), &what);
                    }
                }
                // The maha dasha lord always gets its remedy.
                "remedies" => assert_mentions(answer, &name(key!("guru.remedy.{}", maha)), &what),
                // Mars in the 4th (ref) is a Mangal dosha house: its remedy is given.
                "marriage" => {
                    assert_mentions(answer, &name(key!("guru.remedy.dosha.mangal")), &what)
                }
                "health" => assert_mentions(answer, &name(key!("guru.closing.health")), &what),
                _ => {}
            }
            if e.topic != "remedies" {
                assert_mentions(answer, &name(key!("planets.{}.name", maha)), &what);
            }
        }
    }
    // A follow-up keeps the earlier topic: "and when?" after a marriage question answers its timing.
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "profileId": pid, "messages": [user("Tell me about my marriage"), { "role": "assistant", "content": "…" }, user("And when?")] }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let answer = v["data"]["message"].as_str().unwrap();
    assert_mentions(
        answer,
        &content::fill(
            Locale::En,
            key!("guru.followUp.timing"),
            &[
                ("topic", "marriage and relationships"),
                ("planets", "Mars and Venus"),
            ],
        ),
        "follow-up",
    );
    // Without a chart: a general answer that invites birth details.
    let (s, v, _) = app
        .post(
            &acct.key,
            "/v1/guru",
            json!({ "messages": [user("How will my career go?")] }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_mentions(
        v["data"]["message"].as_str().unwrap(),
        &content::text(Locale::En, key!("guru.general.invite")),
        "no chart",
    );
    app.assert_books_balance(acct.id).await;
}
