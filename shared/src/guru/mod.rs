//! The Guru's own logic, pure (no I/O): the chart facts an answer rests on ([`facts`]), the
//! topic of a question ([`topics`]), the builtin provider's answers ([`builtin`]), what a language
//! model is told ([`prompt`]) and the safety rules both providers keep ([`safety`]). The worker
//! calls these; the `openai` provider's HTTP client lives there.

pub mod asks;
pub mod builtin;
pub mod facts;
mod fold;
pub mod prompt;
pub mod safety;
pub mod topics;
mod words;

pub use facts::Facts;
pub use safety::{MAX_ANSWER_CHARS, Sensitive};
pub use topics::{Intent, Topic, intent};
