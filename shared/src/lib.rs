//! Graha: the Vedic astrology engine and everything the Graha binaries share.

pub mod astro;
pub mod calc;
pub mod content;
pub mod endpoints;
