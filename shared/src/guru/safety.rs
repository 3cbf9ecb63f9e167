//! Safety of the Guru's answers, whatever the provider.
//!
//! - Questions about death, lifespan, serious illness, accidents or disasters (and words of
//!   self-harm) are answered kindly with what astrology cannot do and whom to see instead; the
//!   keyword lists and the answers are content (`guru.safety.*`), per locale.
//! - A model's output is untrusted text: markup is stripped, the length is capped, and sentences
//!   that foretell death, illness or disaster as certain are removed (the kind answer is added in
//!   their place).

use super::fold::Folded;
use crate::content::{self, Locale};
use crate::key;

/// Longest answer returned to a caller, in characters.
pub const MAX_ANSWER_CHARS: usize = 4_000;

/// A question astrology must not answer with a prediction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sensitive {
    /// Thoughts of suicide or self-harm: support first.
    SelfHarm,
    /// Lifespan, the time or manner of death.
    Death,
    /// A serious disease (cancer, heart attack, …).
    Illness,
    /// Accidents and disasters.
    Disaster,
}

impl Sensitive {
    /// In the order they are checked: the gravest first.
    pub const ALL: [Sensitive; 4] = [
        Sensitive::SelfHarm,
        Sensitive::Death,
        Sensitive::Illness,
        Sensitive::Disaster,
    ];

    /// camelCase key, also the content key (`guru.safety.keywords.<key>`, `guru.safety.answer.<key>`).
    pub fn key(self) -> &'static str {
        match self {
            Sensitive::SelfHarm => "selfHarm",
            Sensitive::Death => "death",
            Sensitive::Illness => "illness",
            Sensitive::Disaster => "disaster",
        }
    }
}

fn kind_in(words: &Folded) -> Option<Sensitive> {
    Sensitive::ALL
        .into_iter()
        .find(|k| words.count(key!("guru.safety.keywords.{}", k.key())) > 0)
}

/// Whether a text asks (or speaks) about something astrology must not foretell.
pub fn sensitive(text: &str) -> Option<Sensitive> {
    kind_in(&Folded::new(text))
}

/// The kind answer to a sensitive question, in the locale.
pub fn answer(kind: Sensitive, locale: Locale) -> String {
    content::text(locale, key!("guru.safety.answer.{}", kind.key()))
}

/// Plain text from a model's output: no HTML or XML tags (script and style blocks dropped with
/// their content), no control characters, no `javascript:` links, at most `max_chars`
/// characters (cut at a word boundary, with an ellipsis).
pub fn sanitize(raw: &str, max_chars: usize) -> String {
    let no_blocks = drop_blocks(raw, &["script", "style"]);
    let mut out = String::with_capacity(no_blocks.len());
    let mut chars = no_blocks.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '<'
            && chars
                .peek()
                .is_some_and(|n| n.is_ascii_alphabetic() || matches!(n, '/' | '!' | '?'))
        {
            // A tag: skip to its end (or drop the rest of a tag that never closes).
            for t in chars.by_ref() {
                if t == '>' {
                    break;
                }
            }
            continue;
        }
        if c.is_control() && c != '\n' && c != '\t' {
            continue;
        }
        out.push(c);
    }
    let out = remove_ci(&out, "javascript:");
    let out = remove_ci(&out, "vbscript:");
    let mut text = String::with_capacity(out.len());
    let mut newlines = 0;
    for c in out.trim().chars() {
        newlines = if c == '\n' { newlines + 1 } else { 0 };
        if newlines <= 2 {
            text.push(c);
        }
    }
    cap(&text, max_chars)
}

/// Removes `<name …>…</name>` blocks, case-insensitively; an unclosed block runs to the end.
fn drop_blocks(s: &str, names: &[&str]) -> String {
    let mut out = s.to_owned();
    for name in names {
        loop {
            let lower = out.to_ascii_lowercase();
            let Some(start) = lower.find(&format!("<{name}")) else {
                break;
            };
            let close = format!("</{name}");
            let end = match lower[start..].find(&close) {
                Some(i) => {
                    let after = start + i + close.len();
                    lower[after..]
                        .find('>')
                        .map_or(out.len(), |j| after + j + 1)
                }
                None => out.len(),
            };
            out.replace_range(start..end, "");
        }
    }
    out
}

/// Removes every case-insensitive occurrence of an ASCII needle.
fn remove_ci(s: &str, needle: &str) -> String {
    let mut out = s.to_owned();
    while let Some(i) = out.to_ascii_lowercase().find(needle) {
        out.replace_range(i..i + needle.len(), "");
    }
    out
}

/// At most `max` characters, cut at the last space of the final 200 when there is one.
fn cap(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_owned();
    }
    let keep: String = s.chars().take(max.saturating_sub(1)).collect();
    let tail_start = keep.char_indices().rev().nth(200).map_or(0, |(i, _)| i);
    let cut = keep[tail_start..]
        .rfind(char::is_whitespace)
        .map_or(keep.len(), |i| tail_start + i);
    format!("{}…", keep[..cut].trim_end())
}

/// Splits a text into sentences, each keeping its end mark.
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut iter = text.char_indices().peekable();
    while let Some((i, c)) = iter.next() {
        let end_mark = matches!(c, '.' | '!' | '?' | '।' | '\n');
        let at_boundary = iter.peek().is_none_or(|(_, n)| n.is_whitespace());
        if end_mark && at_boundary {
            let end = i + c.len_utf8();
            out.push(&text[start..end]);
            start = end;
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// A sentence foretelling death, serious illness or disaster as a fact: a sensitive word with
/// a word of certainty or a number (a year, an age) and no negation ("no one can say …").
fn foretells(sentence: &str) -> Option<Sensitive> {
    let w = Folded::new(sentence);
    let kind = kind_in(&w)?;
    if w.count(key!("guru.safety.negation")) > 0 {
        return None;
    }
    let certain = w.count(key!("guru.safety.certainty")) > 0
        || sentence
            .chars()
            .any(|c| c.is_ascii_digit() || ('०'..='९').contains(&c));
    certain.then_some(kind)
}

/// A model's answer with every sentence that foretells death, illness or disaster removed; the
/// kind answer for the gravest one removed is added instead.
pub fn check_output(text: &str, locale: Locale) -> String {
    let mut kept = String::with_capacity(text.len());
    let mut worst: Option<Sensitive> = None;
    for s in sentences(text) {
        match foretells(s) {
            Some(k) => {
                worst = Some(match worst {
                    Some(w)
                        if Sensitive::ALL.iter().position(|x| *x == w)
                            <= Sensitive::ALL.iter().position(|x| *x == k) =>
                    {
                        w
                    }
                    _ => k,
                });
                if s.ends_with('\n') {
                    kept.push('\n');
                }
            }
            None => kept.push_str(s),
        }
    }
    let kept = kept.trim();
    match worst {
        None => kept.to_owned(),
        Some(k) if kept.is_empty() => answer(k, locale),
        Some(k) => cap(
            &format!("{kept}\n\n{}", answer(k, locale)),
            MAX_ANSWER_CHARS,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_scripts_and_control_characters_are_stripped() {
        let raw = "<p>Saturn <b>rules</b> your 10th house.</p><script>alert(1)</script>\u{7}\
                   <img src=x onerror=alert(2)>Keep going. 3 < 5 and <a href=\"javascript:evil()\">link</a>";
        let s = sanitize(raw, 4_000);
        assert_eq!(s, "Saturn rules your 10th house.Keep going. 3 < 5 and link");
        assert!(!s.contains('<') || s.contains("3 < 5"));
        assert_eq!(sanitize("<STYLE>x{}</style>ok", 100), "ok");
        assert_eq!(sanitize("a <unclosed tag", 100), "a");
    }

    #[test]
    fn long_output_is_capped_at_a_word() {
        let raw = "word ".repeat(2_000);
        let s = sanitize(&raw, MAX_ANSWER_CHARS);
        assert!(s.chars().count() <= MAX_ANSWER_CHARS);
        assert!(s.ends_with("word…"), "{}", &s[s.len() - 20..]);
    }

    #[test]
    fn sentences_keep_their_marks() {
        assert_eq!(
            sentences("One. Two? तीन। Four"),
            vec!["One.", " Two?", " तीन।", " Four"]
        );
        assert_eq!(sentences("v1.2 is fine."), vec!["v1.2 is fine."]);
    }
}
