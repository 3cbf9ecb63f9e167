//! Plans and the billing calendar. Credit costs live in the endpoint table
//! (`endpoints.rs`); the money movements themselves are in `store::ledger`.

use chrono::{DateTime, Months, Utc};
use serde::{Deserialize, Serialize};

/// Developer plan: credits, rate limit and key allowance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DeveloperPlan {
    Trial,
    Starter,
    Growth,
}

impl DeveloperPlan {
    pub const ALL: [DeveloperPlan; 3] = [
        DeveloperPlan::Trial,
        DeveloperPlan::Starter,
        DeveloperPlan::Growth,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            DeveloperPlan::Trial => "trial",
            DeveloperPlan::Starter => "starter",
            DeveloperPlan::Growth => "growth",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == s)
    }
    /// Credits granted: once for Trial, every billing month for Starter and Growth.
    pub fn credits(self) -> i64 {
        match self {
            DeveloperPlan::Trial => 500,
            DeveloperPlan::Starter => 50_000,
            DeveloperPlan::Growth => 250_000,
        }
    }
    pub fn refills(self) -> bool {
        self != DeveloperPlan::Trial
    }
    pub fn rate_limit_per_minute(self) -> u32 {
        match self {
            DeveloperPlan::Trial => 5,
            DeveloperPlan::Starter => 60,
            DeveloperPlan::Growth => 120,
        }
    }
    pub fn max_keys(self) -> i64 {
        match self {
            DeveloperPlan::Trial => 1,
            DeveloperPlan::Starter => 3,
            DeveloperPlan::Growth => 10,
        }
    }
}

/// Consumer plan: which endpoints an account may call (free < personal < pro).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ConsumerPlan {
    Free,
    Personal,
    Pro,
}

impl ConsumerPlan {
    pub const ALL: [ConsumerPlan; 3] = [
        ConsumerPlan::Free,
        ConsumerPlan::Personal,
        ConsumerPlan::Pro,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            ConsumerPlan::Free => "free",
            ConsumerPlan::Personal => "personal",
            ConsumerPlan::Pro => "pro",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == s)
    }
    /// Whether this plan may call an endpoint of `tier`.
    pub fn allows(self, tier: crate::endpoints::Tier) -> bool {
        match tier {
            crate::endpoints::Tier::Any => true,
            crate::endpoints::Tier::Personal => self >= ConsumerPlan::Personal,
        }
    }
}

/// Start of billing period `n` (0 = the anchor itself). Months are calendar months from the
/// anchor; a day the month lacks (31st) falls on the month's last day.
pub fn period_start(anchor: DateTime<Utc>, n: u32) -> DateTime<Utc> {
    anchor.checked_add_months(Months::new(n)).unwrap_or(anchor)
}

/// The start of the billing period that contains `at` (never before the anchor).
pub fn current_period_start(anchor: DateTime<Utc>, at: DateTime<Utc>) -> DateTime<Utc> {
    period_bounds(anchor, at).0
}

/// `(start, end)` of the billing period containing `at`; `end` is the next refill.
pub fn period_bounds(anchor: DateTime<Utc>, at: DateTime<Utc>) -> (DateTime<Utc>, DateTime<Utc>) {
    if at < anchor {
        return (anchor, period_start(anchor, 1));
    }
    // Estimate then correct: months between the two dates.
    let approx = ((at - anchor).num_days() / 31).max(0) as u32;
    let mut n = approx;
    while period_start(anchor, n + 1) <= at {
        n += 1;
    }
    (period_start(anchor, n), period_start(anchor, n + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().to_utc()
    }

    #[test]
    fn plans_match_the_spec() {
        // ref: the published plans: Trial 500 credits once, Starter 50,000 a month at 60
        // requests a minute with 3 keys, Growth 250,000 a month at 120 with 10 keys.
        assert_eq!(DeveloperPlan::Trial.credits(), 500);
        assert_eq!(DeveloperPlan::Starter.credits(), 50_000);
        assert_eq!(DeveloperPlan::Growth.rate_limit_per_minute(), 120);
        assert_eq!(DeveloperPlan::Starter.max_keys(), 3);
        assert!(!DeveloperPlan::Trial.refills());
        assert!(ConsumerPlan::Pro.allows(crate::endpoints::Tier::Personal));
        assert!(!ConsumerPlan::Free.allows(crate::endpoints::Tier::Personal));
    }

    #[test]
    fn billing_months_follow_the_anchor_day() {
        let anchor = t("2026-01-31T10:00:00Z");
        assert_eq!(period_start(anchor, 1), t("2026-02-28T10:00:00Z"));
        assert_eq!(period_start(anchor, 2), t("2026-03-31T10:00:00Z"));
        let (s, e) = period_bounds(anchor, t("2026-03-15T00:00:00Z"));
        assert_eq!(
            (s, e),
            (t("2026-02-28T10:00:00Z"), t("2026-03-31T10:00:00Z"))
        );
        let (s, _) = period_bounds(anchor, t("2026-03-31T10:00:00Z"));
        assert_eq!(s, t("2026-03-31T10:00:00Z"));
        let (s, e) = period_bounds(anchor, t("2026-01-31T10:00:00Z"));
        assert_eq!((s, e), (anchor, t("2026-02-28T10:00:00Z")));
    }
}
