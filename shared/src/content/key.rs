//! Content keys checked when the code is compiled. `shared/build.rs` lists every key of the
//! English texts in [`KEYS`]; [`key!`](crate::key) asserts in a constant that its key is one of
//! them (or, for a template, that some key fits it), so a misspelt key fails the build instead
//! of reaching a reader.

use std::borrow::Cow;
use std::fmt;

include!(concat!(env!("OUT_DIR"), "/content_keys.rs"));

/// A content key, made by [`key!`](crate::key): a literal key known to exist, or a template
/// known to fit at least one key, filled at run time.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Key(Cow<'static, str>);

impl Key {
    /// For `key!` only: a literal it has checked.
    #[doc(hidden)]
    pub const fn __checked(key: &'static str) -> Key {
        Key(Cow::Borrowed(key))
    }

    /// For `key!` only: a template it has checked, filled.
    #[doc(hidden)]
    pub fn __filled(key: String) -> Key {
        Key(Cow::Owned(key))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A content key: `key!("signs.Aries.nature")` names one that must exist;
/// `key!("signs.{}.nature", sign.name())` is a template whose `{}` (one or more characters,
/// no dot) are filled in order like `format!`'s, and at least one key must fit it. Either fails
/// to compile when no content key matches. A template filled at run time with a value the
/// content has no text for makes the lookup panic (`content/families.rs` tests every value the
/// code fills templates with).
#[macro_export]
macro_rules! key {
    ($key:literal $(,)?) => {{
        $crate::assert_key!($key);
        $crate::content::Key::__checked($key)
    }};
    ($template:literal, $($arg:expr),+ $(,)?) => {{
        const _: () = ::core::assert!(
            $crate::content::matches($template),
            "no content key in shared/content/en fits this template"
        );
        $crate::content::Key::__filled(::std::format!($template, $($arg),+))
    }};
}

/// Fails to compile unless the content key made of these literals, concatenated, exists: for
/// code that keeps part of a key apart from its topic (a yoga's catalogue key, whose texts are
/// `yogas.list.<key>.name`).
#[macro_export]
macro_rules! assert_key {
    ($($part:literal),+ $(,)?) => {
        const _: () = ::core::assert!(
            $crate::content::exists(::core::concat!($($part),+)),
            ::core::concat!("no content key `", $($part,)+ "` in shared/content/en")
        );
    };
}

/// Whether `key` is one of [`KEYS`].
pub const fn exists(key: &str) -> bool {
    let key = key.as_bytes();
    let i = lower_bound(key);
    i < KEYS.len() && equal(KEYS[i].as_bytes(), key)
}

/// Whether some key fits `template`, where each `{}` stands for one or more characters other
/// than a dot. Only the keys sharing the template's literal beginning are tried.
pub const fn matches(template: &str) -> bool {
    let t = template.as_bytes();
    let mut fixed = 0;
    while fixed < t.len() && t[fixed] != b'{' {
        fixed += 1;
    }
    let prefix = t.split_at(fixed).0;
    let mut i = lower_bound(prefix);
    while i < KEYS.len() && starts_with(KEYS[i].as_bytes(), prefix) {
        if fits(t, 0, KEYS[i].as_bytes(), 0) {
            return true;
        }
        i += 1;
    }
    false
}

/// The first index of [`KEYS`] whose key is not less than `x` (byte order).
const fn lower_bound(x: &[u8]) -> usize {
    let (mut lo, mut hi) = (0, KEYS.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if less(KEYS[mid].as_bytes(), x) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

const fn less(a: &[u8], b: &[u8]) -> bool {
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return a[i] < b[i];
        }
        i += 1;
    }
    a.len() < b.len()
}

const fn equal(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && starts_with(a, b)
}

const fn starts_with(a: &[u8], prefix: &[u8]) -> bool {
    if a.len() < prefix.len() {
        return false;
    }
    let mut i = 0;
    while i < prefix.len() {
        if a[i] != prefix[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether `k[ki..]` fits `t[ti..]`.
const fn fits(t: &[u8], mut ti: usize, k: &[u8], mut ki: usize) -> bool {
    while ti < t.len() {
        if t[ti] == b'{' && ti + 1 < t.len() && t[ti + 1] == b'}' {
            // One or more characters up to the next dot, the shortest first.
            let mut end = ki;
            while end < k.len() && k[end] != b'.' {
                end += 1;
                if fits(t, ti + 2, k, end) {
                    return true;
                }
            }
            return false;
        }
        if ki >= k.len() || t[ti] != k[ki] {
            return false;
        }
        ti += 1;
        ki += 1;
    }
    ki == k.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_sorted_and_found() {
        assert!(
            KEYS.windows(2).all(|w| w[0] < w[1]),
            "sorted, no duplicates"
        );
        assert!(KEYS.iter().all(|k| exists(k)));
        assert!(exists("signs.Aries.nature"));
        assert!(!exists("signs.Aries.natur"));
        assert!(!exists("signs.Aries"));
        assert!(!exists(""));
    }

    #[test]
    fn templates_fit_whole_segments() {
        assert!(matches("signs.{}.nature"));
        assert!(matches("planets.conjunction.{}-{}"));
        assert!(matches("nakshatras.{}.name"));
        // A segment may hold a space (`nakshatras.Purva Phalguni.name`).
        assert!(matches("nakshatras.Purva {}.name"));
        assert!(!matches("signs.{}.natur"));
        // `{}` is one segment, never two (nor a part of one then a dot).
        assert!(!matches("signs.{}"));
        assert!(
            !matches("signs.{sign}.nature"),
            "named arguments are not templates"
        );
        assert!(!matches("nosuchtopic.{}.name"));
    }
}
