//! Graha: the Vedic astrology engine and everything the Graha binaries share.

pub mod astro;
pub mod calc;
pub mod content;
pub mod draw;
pub mod endpoints;
pub mod guru;
pub mod billing;
pub mod jobs;
pub mod queue;
pub mod store;
pub mod storage;
pub mod ops;
