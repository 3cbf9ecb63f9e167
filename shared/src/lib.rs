//! Graha: the Vedic astrology engine and everything the Graha binaries share.

pub use graha_engine as astro;
pub mod billing;
pub mod branding;
pub mod calc;
pub mod content;
pub mod draw;
pub mod endpoints;
pub mod envelope;
pub mod guru;
pub mod jobs;
pub mod ops;
pub mod places;
pub mod queue;
pub mod runtime;
pub mod storage;
pub mod store;
pub mod telemetry;
pub mod webhooks;
