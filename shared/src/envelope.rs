//! The envelope every JSON reply travels in, written here once: `{"success": true, "data": …}`
//! for a reply, `{"success": false, "error": …}` for a refusal. The API wraps its replies in it;
//! a worker that stores a reply for later (an asynchronous kundli) stores it enveloped.

use serde::{Serialize, Serializer};

/// `true` or `false`, as the envelope's `success` says.
#[derive(Debug, Clone, Copy)]
struct Success<const OK: bool>;

impl<const OK: bool> Serialize for Success<OK> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bool(OK)
    }
}

/// `{"success": true, "data": …}`.
#[derive(Debug, Clone, Serialize)]
pub struct Envelope<T> {
    success: Success<true>,
    data: T,
}

impl<T> Envelope<T> {
    pub fn new(data: T) -> Envelope<T> {
        Envelope {
            success: Success,
            data,
        }
    }
}

/// `{"success": false, "error": …}`.
#[derive(Debug, Clone, Serialize)]
pub struct Refusal<E> {
    success: Success<false>,
    error: E,
}

impl<E> Refusal<E> {
    pub fn new(error: E) -> Refusal<E> {
        Refusal {
            success: Success,
            error,
        }
    }
}

/// The success envelope around a reply already written as JSON text (a worker's), the text
/// copied in as it is, without parsing or re-encoding it.
pub fn around(data: &[u8]) -> Vec<u8> {
    let mut body = Vec::with_capacity(OPEN.len() + data.len() + 1);
    body.extend_from_slice(OPEN);
    body.extend_from_slice(data);
    body.push(b'}');
    body
}

/// What [`around`] opens a reply with.
const OPEN: &[u8] = br#"{"success":true,"data":"#;

/// The reply's data as the text [`around`] put in, or none for a body it did not write.
pub fn within(body: &[u8]) -> Option<&[u8]> {
    body.strip_prefix(OPEN)?.strip_suffix(b"}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_forms_write_the_same_envelope() {
        let typed = serde_json::to_vec(&Envelope::new(serde_json::json!({ "a": 1 }))).unwrap();
        assert_eq!(typed, around(br#"{"a":1}"#));
        assert_eq!(within(&typed), Some(&br#"{"a":1}"#[..]));
        assert_eq!(within(br#"{"success":false,"error":{}}"#), None);
        let refused = serde_json::to_string(&Refusal::new("no")).unwrap();
        assert_eq!(refused, r#"{"success":false,"error":"no"}"#);
    }
}
