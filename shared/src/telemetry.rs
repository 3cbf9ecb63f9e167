//! The metric names each process exports, registered at zero when it starts: a dashboard or an
//! alert on a counter sees a series from the first scrape, not only after the first event
//! (a refund, a refused request) has happened.

use crate::endpoints::Queue;
use crate::queue::queue_name;

/// The API's counters and histograms.
pub fn api_metrics_at_zero() {
    for name in [
        "graha_auth_failures_refused_total",
        "graha_body_budget_refusals_total",
        "graha_credits_reserved_total",
        "graha_credits_captured_total",
        "graha_credits_refunded_total",
        "graha_dashboard_hashing_busy_total",
        "graha_rate_limited_total",
    ] {
        metrics::counter!(name).absolute(0);
    }
    for q in Queue::ALL {
        for outcome in ["ok", "failed", "timeout"] {
            metrics::counter!("graha_job_replies_total", "queue" => queue_name(q), "outcome" => outcome)
                .absolute(0);
        }
    }
    for name in ["graha_queue_overhead_seconds", "graha_capture_batch_size"] {
        let _ = metrics::histogram!(name);
    }
}

/// The worker's.
pub fn worker_metrics_at_zero() {
    for q in Queue::ALL {
        for outcome in ["ok", "failed", "invalid"] {
            metrics::counter!("graha_jobs_total", "queue" => queue_name(q), "outcome" => outcome)
                .absolute(0);
        }
        let _ = metrics::histogram!("graha_job_seconds", "queue" => queue_name(q));
    }
}

/// The scheduler's.
pub fn scheduler_metrics_at_zero() {
    for name in [
        "graha_scheduler_refills_total",
        "graha_scheduler_sweeper_refunds_total",
        "graha_scheduler_leases_released_total",
        "graha_scheduler_reports_expired_total",
    ] {
        metrics::counter!(name).absolute(0);
    }
}
