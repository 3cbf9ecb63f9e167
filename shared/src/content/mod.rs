//! Interpretation texts in English, Hindi and Nepali, loaded once from the data files under
//! `shared/content/<locale>/<topic>.json`. Code looks texts up by [`Key`], made with
//! [`key!`](crate::key), which checks the key against the English files when the code is
//! compiled; every key exists in every locale (checked by a test). A key filled from a template
//! with a value the content has no text for is a bug: the lookups panic rather than show a key
//! to a reader.

#[cfg(test)]
mod families;
mod key;

pub use key::{KEYS, Key, exists, matches};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::OnceLock;

/// A reply language.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    #[default]
    En,
    Hi,
    Ne,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Hi, Locale::Ne];
    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Hi => "hi",
            Locale::Ne => "ne",
        }
    }
    pub fn parse(s: &str) -> Option<Locale> {
        Locale::ALL.into_iter().find(|l| l.code() == s)
    }
}

macro_rules! topics {
    ($($t:literal),+ $(,)?) => {
        /// The content topics, one file per locale each.
        pub const TOPICS: &[&str] = &[$($t),+];
        fn raw(locale: Locale) -> Vec<(&'static str, &'static str)> {
            match locale {
                Locale::En => vec![$(($t, include_str!(concat!("../../content/en/", $t, ".json")))),+],
                Locale::Hi => vec![$(($t, include_str!(concat!("../../content/hi/", $t, ".json")))),+],
                Locale::Ne => vec![$(($t, include_str!(concat!("../../content/ne/", $t, ".json")))),+],
            }
        }
    };
}

topics!(
    "common",
    "depth",
    "signs",
    "planets",
    "nakshatras",
    "elements",
    "houses",
    "dasha",
    "vargas",
    "strength",
    "yogas",
    "doshas",
    "functional",
    "personality",
    "predictions",
    "remedies",
    "transits",
    "panchang",
    "festivals",
    "rashifal",
    "matching",
    "guru",
    "report",
    "muhurta",
    "planetInHouse",
    "planetInSign",
    "lordInHouse",
    "dashaPairs",
    "moonSigns",
    "notes",
    "divisional",
    "dashaPratyantar",
    "horoscope",
    "varshaphal",
    "specialPoints",
    "dashboard",
);

/// One locale's texts, flattened to dotted keys: `{"signs": {"Aries": {"trait": "…"}}}` is
/// found as `signs.Aries.trait`.
pub struct Catalog {
    texts: HashMap<String, Value>,
}

fn flatten(prefix: &str, v: &Value, out: &mut HashMap<String, Value>) {
    match v {
        Value::Object(m) => {
            for (k, v) in m {
                flatten(&format!("{prefix}.{k}"), v, out);
            }
        }
        other => {
            out.insert(prefix.to_owned(), other.clone());
        }
    }
}

impl Catalog {
    fn load(locale: Locale) -> Catalog {
        Catalog::parse(locale.code(), raw(locale))
    }

    /// A catalog from `(topic, JSON text)` pairs of the locale `code`.
    fn parse(code: &str, files: Vec<(&str, &str)>) -> Catalog {
        let mut texts = HashMap::new();
        for (topic, text) in files {
            let v: Value = serde_json::from_str(text)
                .unwrap_or_else(|e| panic!("content/{code}/{topic}.json: {e}"));
            flatten(topic, &v, &mut texts);
        }
        Catalog { texts }
    }

    /// All keys of this locale.
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.texts.keys()
    }

    /// The raw value at a key (a string, a list of strings, a number).
    pub fn value(&self, key: &Key) -> Option<&Value> {
        self.texts.get(key.as_str())
    }
}

/// The catalog of a locale, loaded on first use.
pub fn catalog(locale: Locale) -> &'static Catalog {
    static C: OnceLock<[Catalog; 3]> = OnceLock::new();
    let all = C.get_or_init(|| Locale::ALL.map(Catalog::load));
    &all[locale as usize]
}

/// Where a lookup in `locale` searches: that locale's texts, then English.
fn searched(locale: Locale) -> [&'static Catalog; 2] {
    [catalog(locale), catalog(Locale::En)]
}

/// The first value at `key` that `pick` accepts, in the order of `cats`.
fn lookup<'c, T: ?Sized>(
    cats: [&'c Catalog; 2],
    key: &Key,
    pick: impl Fn(&'c Value) -> Option<&'c T>,
) -> Option<&'c T> {
    cats.into_iter().find_map(|c| c.value(key).and_then(&pick))
}

/// A key with nothing to show in any locale: only a template filled with a value the content
/// does not know gets here (`key!` checked every literal and template). A bug, and never shown
/// to a reader: the calculation fails instead.
#[track_caller]
fn missing(key: &Key, what: &str) -> ! {
    panic!(
        "content key `{key}` has no {what} in any locale (a template filled with a value the \
         content does not know)"
    )
}

#[track_caller]
fn text_in(cats: [&Catalog; 2], key: Key) -> String {
    match lookup(cats, &key, Value::as_str) {
        Some(s) => s.to_owned(),
        None => missing(&key, "text"),
    }
}

#[track_caller]
fn list_in(cats: [&Catalog; 2], key: Key) -> Vec<String> {
    match lookup(cats, &key, Value::as_array) {
        Some(a) => a
            .iter()
            .filter_map(|x| x.as_str().map(str::to_owned))
            .collect(),
        None => missing(&key, "list"),
    }
}

/// The text at `key` in `locale`, else in English; `None` when there is none. Only for the few
/// places with a fallback of their own (a report printing a value it has no word for).
pub fn get(locale: Locale, key: Key) -> Option<&'static str> {
    lookup(searched(locale), &key, Value::as_str)
}

/// The text at `key` in `locale`, falling back to English.
///
/// # Panics
/// When no locale has a text at `key`: a template filled with a value the content does not
/// know (`key!` checked every literal key and that every template fits some key).
#[track_caller]
pub fn text(locale: Locale, key: Key) -> String {
    text_in(searched(locale), key)
}

/// The text at `key` with `{name}` placeholders filled from `args`. A text that begins with a
/// placeholder begins with a capital letter once filled ("the Sun in Aries…" → "The Sun in
/// Aries…"): a text is a sentence, or a label that starts like one.
///
/// # Panics
/// When no locale has a text at `key`.
#[track_caller]
pub fn fill(locale: Locale, key: Key, args: &[(&str, &str)]) -> String {
    let template = text(locale, key);
    let mut s = template.clone();
    for (k, v) in args {
        s = s.replace(&format!("{{{k}}}"), v);
    }
    match s.chars().next() {
        Some(first) if template.starts_with('{') && first.is_lowercase() => {
            first.to_uppercase().chain(s.chars().skip(1)).collect()
        }
        _ => s,
    }
}

/// A list of texts at `key` (e.g. remedies), falling back to English.
///
/// # Panics
/// When no locale has a list at `key`.
#[track_caller]
pub fn list(locale: Locale, key: Key) -> Vec<String> {
    list_in(searched(locale), key)
}

/// How an ordinal stands in its sentence: Hindi bends it before a postposition ("पाँचवें भाव
/// में") and not as a predicate ("पाँचवाँ है"); Nepali and English do not bend it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Case {
    Direct,
    Oblique,
}

/// The ordinal word for `n` (1–27: houses, padas, signs and nakshatras counted) in `locale`:
/// "5th", "पाँचवाँ"/"पाँचवें", "पाँचौँ" (`common.ordinal.*`, `common.ordinalOblique.*`), never
/// a digit with a suffix glued on.
///
/// # Panics
/// When `n` is outside 1–27 (no content has a word for it).
#[track_caller]
pub fn ordinal(locale: Locale, n: u8, case: Case) -> String {
    match case {
        Case::Direct => text(locale, crate::key!("common.ordinal.{}", n)),
        Case::Oblique => text(locale, crate::key!("common.ordinalOblique.{}", n)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::key;

    #[test]
    fn the_compiled_key_list_is_the_english_catalog() {
        let mut en: Vec<&str> = catalog(Locale::En).keys().map(String::as_str).collect();
        en.sort();
        assert_eq!(
            KEYS,
            en.as_slice(),
            "shared/build.rs flattens as Catalog::load does"
        );
        let files: Vec<String> =
            std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/content/en"))
                .unwrap()
                .map(|e| {
                    e.unwrap()
                        .path()
                        .file_stem()
                        .unwrap()
                        .to_string_lossy()
                        .into_owned()
                })
                .collect();
        for f in &files {
            assert!(
                TOPICS.contains(&f.as_str()),
                "content/en/{f}.json is not in topics!()"
            );
        }
        assert_eq!(files.len(), TOPICS.len());
    }

    /// A Hindi catalog missing a text falls back to the English one; Hindi wins where it has
    /// the text.
    #[test]
    fn a_text_missing_in_a_locale_comes_from_english() {
        let en = Catalog::parse(
            "en",
            vec![(
                "report",
                r#"{"a": "English A", "b": "English B", "l": ["one", "two"]}"#,
            )],
        );
        let hi = Catalog::parse("hi", vec![("report", r#"{"a": "हिन्दी A"}"#)]);
        let k = |s: &'static str| Key::__checked(s);
        assert_eq!(text_in([&hi, &en], k("report.a")), "हिन्दी A");
        assert_eq!(text_in([&hi, &en], k("report.b")), "English B");
        assert_eq!(list_in([&hi, &en], k("report.l")), ["one", "two"]);
        // The real catalogs: a key every locale has comes back in the locale asked for
        // (ref: shared/content/hi/signs.json, Taurus).
        assert_eq!(text(Locale::Hi, key!("signs.Taurus.name")), "वृषभ");
    }

    /// Ordinals are words in Hindi and Nepali, bent in Hindi before a postposition
    /// (ref: shared/content/{en,hi,ne}/common.json).
    #[test]
    fn ordinals_are_words() {
        assert_eq!(ordinal(Locale::En, 2, Case::Oblique), "2nd");
        assert_eq!(ordinal(Locale::Hi, 5, Case::Direct), "पाँचवाँ");
        assert_eq!(ordinal(Locale::Hi, 5, Case::Oblique), "पाँचवें");
        assert_eq!(ordinal(Locale::Hi, 1, Case::Oblique), "पहले");
        assert_eq!(ordinal(Locale::Ne, 1, Case::Oblique), "पहिलो");
        assert_eq!(ordinal(Locale::Ne, 27, Case::Direct), "सत्ताइसौँ");
    }

    #[test]
    #[should_panic(expected = "content key `report.rating.nosuch` has no text in any locale")]
    fn a_text_missing_everywhere_is_a_bug_not_the_key() {
        text(Locale::Ne, key!("report.rating.{}", "nosuch"));
    }

    #[test]
    #[should_panic(expected = "content key `doshas.nosuch.remedies` has no list in any locale")]
    fn a_list_missing_everywhere_is_a_bug_not_an_empty_list() {
        list(Locale::En, key!("doshas.{}.remedies", "nosuch"));
    }

    #[test]
    fn an_optional_text_is_none_when_missing() {
        assert_eq!(get(Locale::Hi, key!("report.rating.{}", "nosuch")), None);
        // ref: shared/content/en/report.json, rating.strong.
        assert_eq!(
            get(Locale::En, key!("report.rating.{}", "strong")),
            Some("Well supported")
        );
    }

    #[test]
    fn every_key_exists_in_every_locale_and_is_not_empty() {
        let en: std::collections::BTreeSet<_> = catalog(Locale::En).keys().cloned().collect();
        for l in [Locale::Hi, Locale::Ne] {
            let other: std::collections::BTreeSet<_> = catalog(l).keys().cloned().collect();
            let missing: Vec<_> = en.difference(&other).collect();
            let extra: Vec<_> = other.difference(&en).collect();
            assert!(missing.is_empty(), "{}: missing {missing:?}", l.code());
            assert!(extra.is_empty(), "{}: extra {extra:?}", l.code());
        }
        for l in Locale::ALL {
            for (k, v) in &catalog(l).texts {
                let empty = match v {
                    Value::String(s) => s.trim().is_empty(),
                    Value::Array(a) => {
                        a.is_empty()
                            || a.iter()
                                .any(|x| x.as_str().is_none_or(|s| s.trim().is_empty()))
                    }
                    _ => false,
                };
                assert!(!empty, "{}: {k} is empty", l.code());
            }
        }
    }
}
