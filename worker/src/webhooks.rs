//! Delivers the webhooks of finished asynchronous reports (DESIGN §10.5). The database queues a
//! delivery when a report with a callback URL ends; each worker polls for due ones (claimed
//! with `skip locked`, so replicas share them), POSTs the job's state signed with the account's
//! secret (Standard Webhooks headers), and records the attempt: delivered on a 2xx, else tried
//! again on the back-off schedule of [`graha::webhooks::retry_after`], for at most 24 hours.
//! An address that is private, loopback or link-local is refused (SSRF) unless allowed; the
//! name is resolved once per attempt and the request goes to the address checked, with no
//! redirects followed.

use chrono::{DateTime, Utc};
use graha::store::reports;
use graha::store::webhooks::{self as store, Attempt, Delivery};
use graha::webhooks::{check_url, is_public, retry_after, signature};
use sqlx::PgPool;
use std::time::Duration;

/// How deliveries are made.
#[derive(Debug, Clone)]
pub struct Config {
    /// How often the worker looks for due deliveries (`GRAHA_WEBHOOK_POLL_MS`, 1000).
    pub poll: Duration,
    /// The back-off schedule's unit (`GRAHA_WEBHOOK_RETRY_UNIT_MS`, 1000: 5 s, 5 min, …).
    pub retry_unit: Duration,
    /// Private, loopback and link-local receivers allowed (`GRAHA_WEBHOOK_ALLOW_PRIVATE=1`).
    pub allow_private: bool,
    /// How long a receiver may take to answer.
    pub timeout: Duration,
}

impl Config {
    pub fn from_env() -> Config {
        let ms = |name: &str, default: u64| {
            Duration::from_millis(
                std::env::var(name)
                    .ok()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(default),
            )
        };
        Config {
            poll: ms("GRAHA_WEBHOOK_POLL_MS", 1_000),
            retry_unit: ms("GRAHA_WEBHOOK_RETRY_UNIT_MS", 1_000),
            allow_private: crate::env_or("GRAHA_WEBHOOK_ALLOW_PRIVATE", "0") == "1",
            timeout: Duration::from_secs(10),
        }
    }
}

/// A delivery is given up this long after the job ended.
const KEPT_TRYING: Duration = Duration::from_secs(24 * 3600);

/// Polls for due deliveries until the process ends.
pub fn spawn(db: PgPool, cfg: Config) {
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(cfg.poll).await;
            let due = match db.acquire().await {
                Ok(mut conn) => store::claim_due(&mut conn, 16, cfg.timeout * 3).await,
                Err(e) => Err(e),
            };
            match due {
                Ok(due) => {
                    for d in due {
                        if let Err(e) = deliver(&db, &cfg, &d).await {
                            tracing::warn!(delivery = %d.id, error = %e, "webhook not recorded");
                        }
                    }
                }
                Err(e) => tracing::warn!(error = %e, "webhook poll failed"),
            }
        }
    });
}

/// The body: the job's state as `GET /v1/jobs/{id}` gives it, under a type and a timestamp.
async fn body(db: &PgPool, d: &Delivery) -> anyhow::Result<Vec<u8>> {
    let mut conn = db.acquire().await?;
    let job = reports::find_by_id(&mut conn, d.job_id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("job {} is gone", d.job_id))?;
    let status = job.status().map_err(anyhow::Error::msg)?;
    Ok(serde_json::to_vec(&serde_json::json!({
        "type": format!("report.{}", job.state),
        "timestamp": job.updated_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        "data": status,
    }))?)
}

/// One attempt: sends, then records it.
async fn deliver(db: &PgPool, cfg: &Config, d: &Delivery) -> anyhow::Result<()> {
    let body = body(db, d).await?;
    let secret = store::secret(&mut *db.acquire().await?, d.account_id).await?;
    let now = Utc::now();
    let outcome = send(cfg, d, &secret, now, body).await;
    let (status, error) = match &outcome {
        Ok(s) if (200..300).contains(s) => (Some(*s), None),
        Ok(s) => (Some(*s), Some(format!("the receiver answered {s}"))),
        Err(e) => (None, Some(e.to_string())),
    };
    let delivered = error.is_none();
    // A refused address stays refused; other failures are tried again on the schedule.
    let next = match &outcome {
        Err(Refused(_)) => None,
        _ if delivered => None,
        _ => retry_after(d.attempts.0.len() + 1, cfg.retry_unit)
            .and_then(|wait| chrono::Duration::from_std(wait).ok())
            .map(|wait| now + wait)
            .filter(|at| {
                *at - d.created_at <= chrono::Duration::from_std(KEPT_TRYING).unwrap_or_default()
            }),
    };
    let attempt = Attempt {
        at: now,
        status,
        error,
    };
    store::record(&mut *db.acquire().await?, d.id, &attempt, delivered, next).await?;
    metrics::counter!("graha_webhook_attempts_total",
        "outcome" => if delivered { "delivered" } else if next.is_some() { "retry" } else { "failed" })
    .increment(1);
    Ok(())
}

/// Why an attempt did not reach a receiver.
#[derive(Debug)]
enum SendError {
    /// The URL or its addresses are not allowed (never retried).
    Refused(String),
    /// The receiver could not be reached or did not answer in time.
    Unreached(String),
}
use SendError::{Refused, Unreached};

impl std::fmt::Display for SendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused(why) | Unreached(why) => f.write_str(why),
        }
    }
}

/// POSTs the signed body to the delivery's URL, at an address checked to be allowed.
async fn send(
    cfg: &Config,
    d: &Delivery,
    secret: &str,
    now: DateTime<Utc>,
    body: Vec<u8>,
) -> Result<u16, SendError> {
    let url =
        check_url(&d.url, cfg.allow_private).map_err(|why| Refused(format!("refused: {why}")))?;
    let host = url.host_str().unwrap_or_default().to_owned();
    let port = url.port_or_known_default().unwrap_or(443);
    let addrs: Vec<std::net::SocketAddr> =
        tokio::net::lookup_host((host.trim_matches(['[', ']']), port))
            .await
            .map_err(|e| Unreached(format!("{host} does not resolve: {e}")))?
            .collect();
    let Some(&addr) = addrs.first() else {
        return Err(Unreached(format!("{host} has no address")));
    };
    if !cfg.allow_private && addrs.iter().any(|a| !is_public(a.ip())) {
        return Err(Refused(format!(
            "refused: {host} resolves to a private, loopback or link-local address"
        )));
    }
    let id = format!("msg_{}", d.id.simple());
    let timestamp = now.timestamp();
    let sig = signature(secret, &id, timestamp, &body)
        .ok_or_else(|| Refused("the account's secret is malformed".into()))?;
    // The address checked is the one connected to (no second lookup a name could answer
    // differently), and a redirect is not followed.
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(cfg.timeout)
        .resolve(&host, addr)
        .build()
        .map_err(|e| Unreached(e.to_string()))?;
    let r = client
        .post(url)
        .header("content-type", "application/json")
        .header("user-agent", "graha-webhooks")
        .header("webhook-id", id)
        .header("webhook-timestamp", timestamp.to_string())
        .header("webhook-signature", sig)
        .body(body)
        .send()
        .await
        .map_err(|e| Unreached(format!("not delivered: {e}")))?;
    Ok(r.status().as_u16())
}
