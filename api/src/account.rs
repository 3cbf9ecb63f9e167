//! The account a request acts for, once its key is checked (see the extractor in
//! `extract.rs`). A leaf module, so the limits and the money path can name it without
//! depending on the extractors.

use graha::astro::Settings;
use graha::billing::{ConsumerPlan, DeveloperPlan};
use uuid::Uuid;

/// An authenticated, rate-limited account. Taking it in a handler makes the route need a key.
#[derive(Clone, Debug)]
pub struct Account {
    pub key_id: Uuid,
    pub id: Uuid,
    pub plan: DeveloperPlan,
    pub consumer: ConsumerPlan,
    pub rate_limit: u32,
    /// The account's default calculation settings (a request's own options win).
    pub settings: Settings,
    /// Called with a test key: every endpoint, nothing charged, its own limit
    /// (docs/decisions.md, "Test mode").
    pub test: bool,
}

/// Calls a minute a test key may make, whatever the plan.
pub const TEST_RATE_LIMIT: u32 = 30;
