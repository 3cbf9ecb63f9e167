//! Text for an operator's terminal: what users wrote is printed with every control character
//! and every invisible formatting character (bidi overrides and isolates, zero-width
//! characters) escaped, so a message cannot reorder, hide or colour what is shown around it.

/// Whether `c` changes how text around it is shown without being seen itself: the bidi
/// controls (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069), zero-width characters and
/// other format characters (U+00AD, U+180E, U+200B–U+200D, U+2060–U+2064, U+FEFF, U+FFF9–U+FFFB),
/// and the line and paragraph separators (U+2028, U+2029).
pub fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{AD}' | '\u{61C}' | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{206F}' | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFB}')
}

/// A line of JSON with every control and invisible character written as a `\uXXXX` escape
/// (they only occur inside strings, where the escape reads back to the same text).
pub fn json_line(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        if c.is_control() || is_invisible(c) {
            let mut units = [0u16; 2];
            for u in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{u:04x}"));
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_bidi_are_escaped_and_read_back() {
        let text = "a\u{202E}b\u{9B}c\u{200B}d\u{1F600}";
        let line = json_line(&serde_json::to_string(&text).unwrap());
        assert_eq!(line, "\"a\\u202eb\\u009bc\\u200bd\u{1F600}\"");
        assert_eq!(serde_json::from_str::<String>(&line).unwrap(), text);
    }
}
