//! The texts a reader sees in Hindi and Nepali (docs/decisions.md, "Readings"): ordinals
//! written as words, one spelling per word, and the Guru's safety lists and answers.

use graha::astro::{Planet, Sign};
use graha::content::Locale;
use graha::guru::Sensitive;
use graha::guru::safety;
use serde_json::Value;

/// Every text of a locale as `(dotted key, text)`, list items included, read from
/// `shared/content/<locale>/*.json`.
fn texts(locale: &str) -> Vec<(String, String)> {
    fn walk(prefix: &str, v: &Value, out: &mut Vec<(String, String)>) {
        match v {
            Value::Object(m) => m
                .iter()
                .for_each(|(k, v)| walk(&format!("{prefix}.{k}"), v, out)),
            Value::Array(a) => a
                .iter()
                .enumerate()
                .for_each(|(i, v)| walk(&format!("{prefix}[{i}]"), v, out)),
            Value::String(s) => out.push((prefix.to_owned(), s.clone())),
            _ => {}
        }
    }
    let dir = format!("{}/content/{locale}", env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the content directory") {
        let path = entry.expect("a file").path();
        let topic = path
            .file_stem()
            .expect("a file name")
            .to_string_lossy()
            .into_owned();
        let v: Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("a content file"))
                .expect("JSON");
        walk(&topic, &v, &mut out);
    }
    assert!(out.len() > 1000, "{locale}: only {} texts", out.len());
    out
}

fn is_devanagari_letter(c: char) -> bool {
    ('\u{0900}'..='\u{097F}').contains(&c) && !('\u{0966}'..='\u{096F}').contains(&c)
}

/// The places in `s` where `word` stands as a word of its own.
fn word_at(s: &str, word: &str) -> bool {
    s.match_indices(word).any(|(i, _)| {
        let before = s[..i].chars().next_back();
        let after = s[i + word.len()..].chars().next();
        !before.is_some_and(is_devanagari_letter) && !after.is_some_and(is_devanagari_letter)
    })
}

/// A number (ASCII or Devanagari digits, or a `{placeholder}` filled with one) with an
/// ordinal ending glued on: "1वें", "{house} औं", "५औँ".
fn digit_ordinal(s: &str) -> Option<String> {
    const ENDINGS: [&str; 7] = ["वें", "वाँ", "वां", "वीं", "औं", "औँ", "ौं"];
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    for (n, &(_, c)) in chars.iter().enumerate() {
        if !(c.is_ascii_digit() || ('०'..='९').contains(&c) || c == '}') {
            continue;
        }
        let next = chars.get(n + 1).map_or(s.len(), |&(i, _)| i);
        let rest = s[next..].trim_start();
        if ENDINGS.iter().any(|e| rest.starts_with(e)) {
            let from = chars[n.saturating_sub(12)].0;
            let to = chars.get(n + 6).map_or(s.len(), |&(i, _)| i);
            return Some(s[from..to].to_owned());
        }
    }
    None
}

/// An ordinal is a word (पाँचवें, पाँचौँ), filled from `common.ordinal*`, never digits with an
/// ending (`report.kundli.ascendantReading` once showed "1वें भाव").
#[test]
fn hindi_and_nepali_write_ordinals_as_words() {
    let mut found = Vec::new();
    for l in ["hi", "ne"] {
        for (k, s) in texts(l) {
            if let Some(at) = digit_ordinal(&s) {
                found.push(format!("{l}: {k}: …{at}…"));
            }
        }
    }
    assert!(found.is_empty(), "digit ordinals: {found:#?}");
    assert!(digit_ordinal("लग्नेश 1वें भाव में").is_some());
    assert!(digit_ordinal("{house} औं भावमा").is_some());
    assert_eq!(digit_ordinal("28 वा बढी बिन्दु"), None);
}

/// Hindi: चंद्र, कुंभ, शापित, everywhere.
#[test]
fn hindi_has_one_spelling_per_word() {
    let mut found = Vec::new();
    for (k, s) in texts("hi") {
        for w in ["श्रापित", "कुम्भ", "चन्द्र", "स्वाती"]
        {
            if s.contains(w) {
                found.push(format!("{k}: {w}"));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

/// Nepali: मङ्गल, the -ौँ ending (the bija mantras of the remedies keep their anusvara),
/// one spelling per nakshatra, and Saturn is never "ऊ".
#[test]
fn nepali_has_one_spelling_per_word() {
    let mut found = Vec::new();
    for (k, s) in texts("ne") {
        for w in ["मंगल", "पूर्वफाल्गुनी", "उत्तरफाल्गुनी", "पूर्वभाद्रपद", "उत्तरभाद्रपद"]
        {
            if s.contains(w) {
                found.push(format!("{k}: {w}"));
            }
        }
        // A remedy's bija mantra (क्रौं, भ्रौं, प्रौं …) keeps its anusvara.
        if s.contains("ौं") && !k.starts_with("remedies.") && !k.contains(".remedies[") {
            found.push(format!("{k}: ौं"));
        }
        if word_at(&s, "ऊ") {
            found.push(format!("{k}: ऊ"));
        }
        if s.contains("ढैया") && !s.contains("अढैया") {
            found.push(format!("{k}: ढैया"));
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

/// The texts write ASCII digits, as nearly all of them did.
#[test]
fn hindi_and_nepali_write_ascii_digits() {
    for l in ["hi", "ne"] {
        for (k, s) in texts(l) {
            assert!(
                !s.chars().any(|c| ('०'..='९').contains(&c)),
                "{l}: {k}: {s}"
            );
        }
    }
}

/// The Sun is the soul (आत्मा); the Moon is the mind (मन).
#[test]
fn the_sun_is_the_soul_not_the_mind() {
    for l in ["hi", "ne"] {
        for (k, s) in texts(l) {
            if k.starts_with("personality.sun.") {
                assert!(!word_at(&s, "मन"), "{l}: {k}: {s}");
            }
        }
    }
}

/// The Guru will not predict a lifespan, so no static text promises a long life; the word is
/// only a keyword the safety check listens for.
#[test]
fn no_text_promises_a_long_life() {
    for l in ["hi", "ne"] {
        for (k, s) in texts(l) {
            if !k.starts_with("guru.safety.keywords.") {
                assert!(!s.contains("दीर्घायु"), "{l}: {k}: {s}");
            }
        }
    }
    for (k, s) in texts("en") {
        let s = s.to_lowercase();
        assert!(
            !s.contains("long life") && !s.contains("lives long") && !s.contains("long-lived"),
            "en: {k}: {s}"
        );
    }
}

/// "कभी" is "ever", not "never" (a negation list holding it let "कभी-कभी … होगी" through);
/// "हुन्छ" ("is", "happens") is no sign of certainty and filtered ordinary Nepali sentences.
#[test]
fn the_safety_lists_hold_no_everyday_words() {
    let list = |l: &str, which: &str| -> Vec<String> {
        texts(l)
            .into_iter()
            .filter(|(k, _)| k.starts_with(&format!("guru.safety.{which}")))
            .map(|(_, s)| s)
            .collect()
    };
    assert!(!list("hi", "negation").is_empty());
    for l in ["hi", "ne"] {
        for which in ["negation", "certainty", "keywords"] {
            let words = list(l, which);
            assert!(!words.iter().any(|w| w == "कभी"), "{l} {which}: {words:?}");
            assert!(!words.iter().any(|w| w == "हुन्छ"), "{l} {which}: {words:?}");
        }
    }
    // "कभी-कभी" ("sometimes") negates nothing: the sentence foretelling death goes.
    let out = safety::check_output(
        "आपका स्वभाव शांत है। कभी-कभी ऐसे योग से मृत्यु जल्दी होगी।",
        Locale::Hi,
    );
    assert!(!out.contains("जल्दी होगी"), "{out}");
    assert!(out.starts_with("आपका स्वभाव शांत है।"), "{out}");
    // "हुन्छ" alone is no prediction: a kind Nepali sentence stays.
    let kind = "मृत्युको चिन्ता मनमा आउनु स्वाभाविक हुन्छ।";
    assert_eq!(safety::check_output(kind, Locale::Ne), kind);
}

/// Thoughts of self-harm are answered with the helplines of Nepal (1166) and India
/// (Tele-MANAS 14416, 1-800-891-4416), in every locale.
#[test]
fn the_self_harm_answer_gives_the_helplines() {
    for l in Locale::ALL {
        let a = safety::answer(Sensitive::SelfHarm, l);
        for number in ["1166", "14416", "1-800-891-4416"] {
            assert!(a.contains(number), "{}: {a}", l.code());
        }
    }
}

/// Latin words a Hindi or Nepali text may hold: chart names (D1, D9), an ayanamsa's acronym, the
/// product's name and a format the Guru's model is told not to use.
const LATIN_ALLOWED: [&str; 5] = ["D1", "D9", "ICRC", "HTML", "Graha"];

/// Hindi and Nepali prose is written in Devanagari: no Latin word outside placeholders and the
/// list above. The dashboard's words are not prose of readings: they name technical things in
/// their own letters (UTC, PDF, USD, an email address, a header, a language by its own name).
#[test]
fn hindi_and_nepali_prose_has_no_latin_words() {
    let mut found = Vec::new();
    for l in ["hi", "ne"] {
        for (k, s) in texts(l)
            .into_iter()
            .filter(|(k, _)| !k.starts_with("dashboard."))
        {
            let mut rest = s.as_str();
            let mut prose = String::new();
            // Placeholders ({house}, {p1}) are filled by the code.
            while let Some(open) = rest.find('{') {
                prose.push_str(&rest[..open]);
                rest = rest[open..]
                    .find('}')
                    .map_or("", |close| &rest[open + close + 1..]);
            }
            prose.push_str(rest);
            for w in prose.split(|c: char| !c.is_ascii_alphanumeric()) {
                if w.chars().any(|c| c.is_ascii_alphabetic()) && !LATIN_ALLOWED.contains(&w) {
                    found.push(format!("{l}: {k}: {w}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

const HOUSES: [&str; 12] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12",
];

/// The keys of each readings table (docs/decisions.md, "Readings"): planet in house and in
/// sign (9 × 12), the lord of each house in each house (12 × 12), maha × antar dasha (9 × 9),
/// and the rashifal's Moon sign × area × period (12 × 5 × 4).
fn tables() -> Vec<(&'static str, Vec<String>)> {
    let planets: Vec<&str> = Planet::ALL.iter().map(|p| p.name()).collect();
    let signs: Vec<&str> = Sign::ALL.iter().map(|s| s.name()).collect();
    fn pairs<A: AsRef<str>>(a: &[A], b: &[&str]) -> Vec<String> {
        a.iter()
            .flat_map(|x| b.iter().map(move |y| format!("{}.{y}", x.as_ref())))
            .collect()
    }
    let areas = ["overall", "career", "finance", "love", "health"];
    let periods = ["daily", "weekly", "monthly", "yearly"];
    vec![
        ("planetInHouse", pairs(&planets, &HOUSES)),
        ("planetInSign", pairs(&planets, &signs)),
        ("lordInHouse", pairs(&HOUSES, &HOUSES)),
        ("dashaPairs", pairs(&planets, &planets)),
        ("moonSigns", pairs(&pairs(&signs, &areas), &periods)),
    ]
}

/// Every reading exists in every locale, each written for its case: no two of a table are the
/// same, not even once the planet, sign and house names are taken out (a template with a name
/// swapped in would be).
#[test]
fn every_reading_exists_in_every_locale_and_is_written_for_its_case() {
    let mut sizes = Vec::new();
    for locale in ["en", "hi", "ne"] {
        let all: std::collections::HashMap<String, String> = texts(locale).into_iter().collect();
        // Names of the locale, to take out of the texts.
        let names: Vec<String> = Planet::ALL
            .iter()
            .map(|p| format!("planets.{}.name", p.name()))
            .chain(Sign::ALL.iter().map(|s| format!("signs.{}.name", s.name())))
            .filter_map(|k| all.get(&k).map(|n| n.to_lowercase()))
            .collect();
        for (topic, keys) in tables() {
            let mut seen: std::collections::HashMap<String, String> = Default::default();
            for k in &keys {
                let key = format!("{topic}.{k}");
                let text = all
                    .get(&key)
                    .unwrap_or_else(|| panic!("{locale}: {key} is missing"));
                assert!(text.chars().count() >= 80, "{locale}: {key}: {text}");
                assert!(!text.contains('{'), "{locale}: {key}: {text}");
                let mut bare = text.to_lowercase();
                for n in &names {
                    bare = bare.replace(n.as_str(), "");
                }
                bare.retain(|c| !c.is_ascii_digit());
                if let Some(other) = seen.insert(bare, k.clone()) {
                    panic!("{locale}: {key} repeats {topic}.{other}");
                }
            }
            sizes.push(keys.len());
        }
    }
    assert_eq!(
        sizes.iter().sum::<usize>(),
        3 * (108 + 108 + 144 + 81 + 240)
    );
}

/// The spelling rules of a locale (`shared/content/glossary.json`): one spelling per term
/// (`spellings`: variants refused anywhere, `words`: variants refused as words of their own,
/// except in the keys of `exceptions`, proper names and search keywords), and the calques of
/// English a native reader stumbles on (`calques`).
#[test]
fn every_text_follows_its_locales_glossary() {
    let glossary: Value =
        serde_json::from_str(include_str!("../../content/glossary.json")).expect("glossary.json");
    let list = |v: &Value| -> Vec<String> {
        v.as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|s| s.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    };
    let mut found = Vec::new();
    for l in ["hi", "ne"] {
        let rules = &glossary[l];
        let exceptions = list(&rules["exceptions"]);
        let variants = |group: &str| -> Vec<(String, String)> {
            rules[group]
                .as_object()
                .expect("a map from a term to its refused variants")
                .iter()
                .flat_map(|(good, bad)| list(bad).into_iter().map(|b| (good.clone(), b)))
                .collect()
        };
        let (spellings, words, calques) = (
            variants("spellings"),
            variants("words"),
            list(&rules["calques"]),
        );
        assert!(!spellings.is_empty() && !calques.is_empty(), "{l}");
        for (k, s) in texts(l) {
            for (good, bad) in &spellings {
                if s.contains(bad.as_str()) {
                    found.push(format!("{l}: {k}: {bad} (write {good})"));
                }
            }
            if !exceptions.iter().any(|e| k.starts_with(e.as_str())) {
                for (good, bad) in &words {
                    if word_at(&s, bad) {
                        found.push(format!("{l}: {k}: {bad} (write {good})"));
                    }
                }
            }
            for c in &calques {
                if s.contains(c.as_str()) {
                    found.push(format!("{l}: {k}: the calque {c:?}"));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} texts off the glossary: {found:#?}",
        found.len()
    );
}

/// Words that state a death, a divorce, a disease or a danger to a spouse as fact, or rank
/// people, in each locale: no text carries them (docs/decisions.md, "Readings").
const FLAT_PREDICTIONS: [(&str, &[&str]); 3] = [
    (
        "en",
        &[
            "death-inflicting",
            "danger to the wife",
            "danger to the husband",
            "danger to the life",
            "will die",
            "early death",
            "untimely death",
            "widowhood",
            "divorce is certain",
            "will divorce",
            "ranks above",
            "feed brahmins.",
            "death inflicting",
            "danger to life",
            "wife's life",
            "husband's life",
            "forbid",
            "widow",
            "lead to divorce",
            "ends in divorce",
            "trimbakeshwar",
            "feed brahmins, cows",
            "dosha of each cancels the other",
            "accidents are possible",
            "illness or accidents",
            "premature death",
            "short life",
            "loss of the spouse",
            "death of the spouse",
            "childless",
            "infertile",
            "infertility",
            "barren",
            "cuts and fevers",
            "poverty in the home",
            "harm to the children",
            "injury or surgery",
        ],
    ),
    (
        "hi",
        &[
            "मृत्यु देने वाला",
            "मृत्युकारक",
            "पत्नी के प्राण",
            "पति के प्राण",
            "अकाल मृत्यु",
            "वैधव्य",
            "तलाक होगा",
            "प्राणों पर संकट",
            "मृत्यु देने",
            "मृत्यु हो",
            "विधवा",
            "विधुर",
            "रोग होगा",
            "तलाक हो",
            "निषेध",
            "दीर्घ आयु",
            "त्र्यंबकेश्वर",
            "ब्राह्मणों, गायों",
            "दुर्घटना संभव",
            "संतानहीन",
            "सन्तानहीन",
            "निःसंतान",
            "बाँझ",
            "दरिद्रता आती है",
            "सन्तान को कष्ट होता है",
            "दोनों का दोष परस्पर कट जाता है",
            "अलगाव संभव",
            "शल्य-क्रिया भी",
            "प्राणघातक",
            "जान को खतरा",
        ],
    ),
    (
        "ne",
        &[
            "मृत्यु दिने",
            "मृत्युकारक",
            "पत्नीको ज्यान",
            "पतिको ज्यान",
            "अकाल मृत्यु",
            "वैधव्य",
            "सम्बन्धविच्छेद हुन्छ",
            "ज्यानमा सङ्कट",
            "मृत्यु हुन्छ",
            "मृत्यु हुने",
            "विधवा",
            "विधुर",
            "निषेध",
            "लामो आयु",
            "त्र्यम्बकेश्वर",
            "ब्राह्मण, गाई",
            "दुर्घटना सम्भव",
            "निःसन्तान",
            "सन्तानहीन",
            "बाँझ",
            "दरिद्रता आउँछ",
            "सन्तानलाई कष्ट हुन्छ",
            "दोष आपसमा काटिन्छ",
            "चोटपटक र ज्वरो",
            "शल्यक्रिया पनि",
            "रोग लाग्छ",
            "ज्यान जान",
            "पारपाचुके हुन्छ",
        ],
    ),
];

#[test]
fn no_text_predicts_death_divorce_or_disease_as_fact() {
    let mut found = Vec::new();
    for (l, phrases) in FLAT_PREDICTIONS {
        for (k, s) in texts(l) {
            if k.starts_with("guru.safety.") {
                continue;
            }
            let lower = s.to_lowercase();
            for p in phrases {
                if lower.contains(p) {
                    found.push(format!("{l}: {k}: {p:?}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

/// The readings are written at length, each for its case: the median of each table in
/// whitespace-separated words, in every locale (planet in sign and in house, the lord of each
/// house in each house, maha × antar dasha: 100–160; a transit from the Moon: 40–80), and each
/// of the texts added with them exists in every locale.
#[test]
fn the_readings_are_long_enough() {
    let median = |mut v: Vec<usize>| {
        v.sort_unstable();
        v[v.len() / 2]
    };
    for l in ["en", "hi", "ne"] {
        let all = texts(l);
        let words_of = |prefix: &str| -> Vec<usize> {
            all.iter()
                .filter(|(k, _)| k.starts_with(prefix))
                .map(|(_, s)| s.split_whitespace().count())
                .collect()
        };
        for (table, n, lo, hi) in [
            ("planetInSign.", 108, 100, 160),
            ("planetInHouse.", 108, 100, 160),
            ("lordInHouse.", 144, 100, 160),
            ("dashaPairs.", 81, 100, 160),
            ("transits.effects.", 108, 40, 80),
        ] {
            let words = words_of(table);
            assert_eq!(words.len(), n, "{l}: {table}");
            let m = median(words);
            assert!((lo..=hi).contains(&m), "{l}: {table} median {m} words");
        }
        for (added, n) in [
            ("notes.", 20),
            ("divisional.", 66),
            ("dashaPratyantar.", 21),
            ("remedies.mantra.", 9),
            ("remedies.gemstone.", 9),
        ] {
            assert_eq!(words_of(added).len(), n, "{l}: {added}");
        }
    }
}
