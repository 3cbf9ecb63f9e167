//! Interpretation texts in English, Hindi and Nepali, loaded once from the data files under
//! `shared/content/<locale>/<topic>.json`. Code looks texts up by key; it never builds a
//! paragraph from literals. Every key exists in every locale (checked by a test).

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
    "rashifal",
    "matching",
    "guru",
    "report",
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
        let mut texts = HashMap::new();
        for (topic, text) in raw(locale) {
            let v: Value = serde_json::from_str(text)
                .unwrap_or_else(|e| panic!("content/{}/{topic}.json: {e}", locale.code()));
            flatten(topic, &v, &mut texts);
        }
        Catalog { texts }
    }

    /// All keys of this locale.
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.texts.keys()
    }

    /// The raw value at a key (a string, a list of strings, a number).
    pub fn value(&self, key: &str) -> Option<&Value> {
        self.texts.get(key)
    }
}

/// The catalog of a locale, loaded on first use.
pub fn catalog(locale: Locale) -> &'static Catalog {
    static C: OnceLock<[Catalog; 3]> = OnceLock::new();
    let all = C.get_or_init(|| Locale::ALL.map(Catalog::load));
    &all[locale as usize]
}

/// The text at `key` in `locale`, falling back to English; the key itself if missing anywhere
/// (the completeness test keeps that from happening).
pub fn text(locale: Locale, key: &str) -> String {
    lookup(locale, key)
        .and_then(|v| v.as_str())
        .map(str::to_owned)
        .unwrap_or_else(|| key.to_owned())
}

/// The text at `key` with `{name}` placeholders filled from `args`.
pub fn fill(locale: Locale, key: &str, args: &[(&str, &str)]) -> String {
    let mut s = text(locale, key);
    for (k, v) in args {
        s = s.replace(&format!("{{{k}}}"), v);
    }
    s
}

/// A list of texts at `key` (e.g. remedies), empty when missing.
pub fn list(locale: Locale, key: &str) -> Vec<String> {
    lookup(locale, key)
        .and_then(|v| v.as_array())
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

fn lookup(locale: Locale, key: &str) -> Option<&'static Value> {
    catalog(locale)
        .value(key)
        .or_else(|| catalog(Locale::En).value(key))
}

#[cfg(test)]
mod tests {
    use super::*;

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
            for k in catalog(l).keys() {
                let v = catalog(l).value(k).unwrap();
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
