//! Text folded for keyword matching, shared by the topic reader and the safety checks.

use crate::content::{self, Key, Locale};

/// A message prepared for keyword matching: lower case, punctuation as spaces, words padded by
/// single spaces (`" will i marry "`).
pub(crate) struct Folded {
    padded: String,
}

impl Folded {
    pub(crate) fn new(text: &str) -> Folded {
        let mut padded = String::with_capacity(text.len() + 2);
        padded.push(' ');
        for c in text.chars().flat_map(char::to_lowercase) {
            let sep = c.is_whitespace()
                || c.is_ascii_punctuation()
                || matches!(
                    c,
                    '।' | '॥' | '“' | '”' | '‘' | '’' | '…' | '–' | '—' | '¿' | '¡'
                );
            let c = if sep { ' ' } else { c };
            if !(c == ' ' && padded.ends_with(' ')) {
                padded.push(c);
            }
        }
        if !padded.ends_with(' ') {
            padded.push(' ');
        }
        Folded { padded }
    }

    /// Whether a keyword (see the module documentation) occurs.
    pub(crate) fn has(&self, keyword: &str) -> bool {
        let keyword = keyword.trim();
        let prefix = keyword.ends_with('*');
        // The keyword goes through the same folding as the text ("माता-पिता" → "माता पिता").
        let kw = Folded::new(keyword.trim_end_matches('*')).padded;
        let kw = kw.trim();
        if kw.is_empty() {
            return false;
        }
        if prefix {
            self.padded.contains(&format!(" {kw}"))
        } else {
            self.padded.contains(&format!(" {kw} "))
        }
    }

    /// How many keywords of the list at `key` (in every locale) occur.
    pub(crate) fn count(&self, key: Key) -> usize {
        let mut seen: Vec<String> = Vec::new();
        for l in Locale::ALL {
            for kw in content::list(l, key.clone()) {
                if !seen.contains(&kw) && self.has(&kw) {
                    seen.push(kw);
                }
            }
        }
        seen.len()
    }

    /// Whether any keyword of the list at `key` (in every locale) occurs; each occurrence is taken
    /// out of the text (a `word*` keyword takes the whole word it begins).
    pub(crate) fn take(&mut self, key: Key) -> bool {
        let mut found = false;
        for l in Locale::ALL {
            for kw in content::list(l, key.clone()) {
                while self.has(&kw) {
                    found = true;
                    self.remove(&kw);
                }
            }
        }
        found
    }

    /// Takes the first occurrence of a keyword that [`Folded::has`].
    fn remove(&mut self, keyword: &str) {
        let keyword = keyword.trim();
        let prefix = keyword.ends_with('*');
        let kw = Folded::new(keyword.trim_end_matches('*')).padded;
        let needle = if prefix {
            format!(" {}", kw.trim())
        } else {
            kw.clone()
        };
        if let Some(at) = self.padded.find(&needle) {
            // Through the end of the word the match ends in.
            let from = at + 1;
            let after = at + needle.len();
            let end = if prefix {
                self.padded[after..]
                    .find(' ')
                    .map_or(self.padded.len(), |e| after + e)
            } else {
                after - 1
            };
            self.padded.replace_range(from..end, "");
            self.padded = Folded::new(&self.padded).padded;
        }
    }

    pub(crate) fn word_count(&self) -> usize {
        self.padded.split_whitespace().count()
    }
}
