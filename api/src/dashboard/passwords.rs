//! Passwords and emails of dashboard logins: argon2id hashes, the rules a new password must
//! meet (length and guessability), and the normalised email a login is found by.

use super::view::{self, Lang};
use crate::error::ApiError;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};

/// Passwords: at least this many characters (NIST SP 800-63B asks 8), at most 128.
pub(super) const PASSWORD_MIN: usize = 10;
const PASSWORD_MAX: usize = 128;

/// Hashes a password with argon2id (the crate's defaults: 19 MiB, 2 passes, 1 lane; OWASP's
/// recommended minimum) and a random 16-byte salt, as a PHC string.
pub fn hash_password(password: &str) -> Result<String, ApiError> {
    let mut salt = [0u8; 16];
    rand::Rng::fill(&mut rand::rng(), &mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(ApiError::internal)?;
    argon2::Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(ApiError::internal)
}

/// Whether `password` matches a stored PHC string.
pub fn verify_password(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|h| {
        argon2::Argon2::default()
            .verify_password(password.as_bytes(), &h)
            .is_ok()
    })
}

/// A hash to verify against when the email has no login, so that an unknown email takes as
/// long to refuse as a wrong password.
pub(super) fn decoy() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash_password("decoy password, never valid").unwrap_or_default())
}

/// An email as stored: trimmed, lowercased; `None` unless it looks like one.
pub(super) fn normalize_email(s: &str) -> Option<String> {
    let e = s.trim().to_lowercase();
    let (local, domain) = e.split_once('@')?;
    let ok = !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains('@')
        && e.len() <= 254
        && !e.chars().any(|c| c.is_whitespace() || c.is_control());
    ok.then_some(e)
}

/// What is wrong with a new password, if anything: its length, or that it is easy to guess
/// (zxcvbn's score under 3, with the person's email and name as words an attacker would try
/// first), said with zxcvbn's advice (in English; a page in Hindi or Nepali says its own), in
/// the page's language (English outside a request: the operator CLI).
pub(super) fn password_problem(p: &str, user_inputs: &[&str]) -> Option<String> {
    let n = p.chars().count();
    if n < PASSWORD_MIN {
        return Some(view::fill(
            graha::key!("dashboard.password.tooShort"),
            &[("n", &PASSWORD_MIN.to_string())],
        ));
    }
    if n > PASSWORD_MAX {
        return Some(view::fill(
            graha::key!("dashboard.password.tooLong"),
            &[("n", &PASSWORD_MAX.to_string())],
        ));
    }
    // The inputs whole and their pieces (an email's local part, a name's words).
    let words: Vec<&str> = user_inputs
        .iter()
        .flat_map(|i| std::iter::once(*i).chain(i.split(|c: char| !c.is_alphanumeric())))
        .filter(|w| w.chars().count() >= 3)
        .collect();
    let strength = zxcvbn::zxcvbn(p, &words);
    if strength.score() >= zxcvbn::Score::Three {
        return None;
    }
    let mut said = view::text(graha::key!("dashboard.password.guessable"));
    if view::lang() != Lang::En {
        said.push(' ');
        said.push_str(&view::text(graha::key!("dashboard.password.tip")));
    } else if let Some(f) = strength.feedback() {
        for advice in f
            .warning()
            .map(|w| w.to_string())
            .into_iter()
            .chain(f.suggestions().iter().map(ToString::to_string))
        {
            said.push(' ');
            said.push_str(&advice);
        }
    }
    Some(said)
}
