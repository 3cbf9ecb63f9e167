//! Delivers the webhooks of finished asynchronous reports. The database queues a
//! delivery when a report with a callback URL ends; each worker polls for due ones (claimed
//! with `skip locked`, so replicas share them), POSTs the job's state signed with the account's
//! secret (Standard Webhooks headers), and records the attempt: delivered on a 2xx, else tried
//! again on the back-off schedule of [`graha::webhooks::retry_after`], for at most 24 hours.
//!
//! Deliveries are sent at once, each on a task of its own, at most [`Config::per_destination`]
//! to one destination (host and port) and [`Config::in_flight`] in all: a receiver that never
//! answers holds up only its own deliveries. A delivery is claimed only when it can start at
//! once, for longer than its attempt can take (the attempt is cut at its deadline), with a token
//! the attempt is recorded under, so one attempt is never sent by two workers.
//! An address that is private, loopback or link-local is refused (SSRF) unless allowed; the
//! name is resolved once per attempt and the request goes to the address checked, with no
//! redirects followed.

use chrono::{DateTime, Utc};
use graha::store::reports;
use graha::store::webhooks::{self as store, Attempt, Claimed, Delivery};
use graha::webhooks::{check_url, is_public, retry_after, signature};
use sqlx::PgPool;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Semaphore;
use tokio::time::Instant;

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
    /// Deliveries sent to one destination at once (`GRAHA_WEBHOOK_PER_DESTINATION`, 4).
    pub per_destination: usize,
    /// Deliveries sent at once in all (`GRAHA_WEBHOOK_IN_FLIGHT`, 64).
    pub in_flight: usize,
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
        let count = |name: &str, default: usize| {
            std::env::var(name)
                .ok()
                .and_then(|v| v.parse().ok())
                .filter(|n| *n > 0)
                .unwrap_or(default)
        };
        Config {
            poll: ms("GRAHA_WEBHOOK_POLL_MS", 1_000),
            retry_unit: ms("GRAHA_WEBHOOK_RETRY_UNIT_MS", 1_000),
            allow_private: crate::env_or("GRAHA_WEBHOOK_ALLOW_PRIVATE", "0") == "1",
            timeout: Duration::from_secs(10),
            per_destination: count("GRAHA_WEBHOOK_PER_DESTINATION", 4),
            in_flight: count("GRAHA_WEBHOOK_IN_FLIGHT", 64),
        }
    }
}

/// A delivery is given up this long after the job ended.
const KEPT_TRYING: Duration = Duration::from_secs(24 * 3600);

/// Time an attempt may take before its request is sent (the job, the secret, the lookup).
const PREPARE: Duration = Duration::from_secs(5);
/// A claim outlasts its attempt's deadline by this much (recording it, clocks).
const CLAIM_MARGIN: Duration = Duration::from_secs(30);
/// Deliveries claimed in one poll at most.
const BATCH: usize = 16;

impl Config {
    /// How long an attempt may take in all: past it the attempt is cut and counted as failed.
    fn attempt_limit(&self) -> Duration {
        PREPARE + self.timeout
    }

    /// How long a delivery stays claimed: longer than its attempt can take.
    fn lease(&self) -> Duration {
        self.attempt_limit() + CLAIM_MARGIN
    }
}

/// The deliveries in flight in this worker, per destination.
#[derive(Clone, Default)]
struct Busy(Arc<Mutex<HashMap<String, usize>>>);

/// A destination's place taken by one delivery, given back when dropped.
struct Place {
    busy: Busy,
    destination: String,
}

impl Busy {
    /// The destinations with no place left.
    fn full(&self, per_destination: usize) -> Vec<String> {
        let busy = self.0.lock().unwrap_or_else(|e| e.into_inner());
        busy.iter()
            .filter(|(_, n)| **n >= per_destination)
            .map(|(d, _)| d.clone())
            .collect()
    }

    /// A place at `destination`, if it has one left.
    fn take(&self, destination: &str, per_destination: usize) -> Option<Place> {
        let mut busy = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let n = busy.entry(destination.to_owned()).or_default();
        (*n < per_destination).then(|| {
            *n += 1;
            Place {
                busy: self.clone(),
                destination: destination.to_owned(),
            }
        })
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut busy = self.busy.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = busy.get_mut(&self.destination) {
            *n -= 1;
            if *n == 0 {
                busy.remove(&self.destination);
            }
        }
    }
}

/// Polls for due deliveries until the process ends, sending each on a task of its own.
pub fn spawn(db: PgPool, cfg: Config) {
    tokio::spawn(async move {
        let slots = Arc::new(Semaphore::new(cfg.in_flight));
        let busy = Busy::default();
        loop {
            tokio::time::sleep(cfg.poll).await;
            let free = slots.available_permits().min(BATCH);
            if free == 0 {
                continue;
            }
            // The attempt's deadline counts from before the claim, so the claim outlasts it.
            let deadline = Instant::now() + cfg.attempt_limit();
            let full = busy.full(cfg.per_destination);
            let due = match db.acquire().await {
                Ok(mut conn) => store::claim_due(&mut conn, free as i64, cfg.lease(), &full).await,
                Err(e) => Err(e),
            };
            let due = match due {
                Ok(due) => due,
                Err(e) => {
                    tracing::warn!(error = %e, "webhook poll failed");
                    continue;
                }
            };
            for c in due {
                // Claimed with others to a destination that has just become full: given back.
                let (Some(place), Ok(slot)) = (
                    busy.take(&c.destination, cfg.per_destination),
                    slots.clone().try_acquire_owned(),
                ) else {
                    if let Err(e) = release(&db, &c).await {
                        tracing::warn!(delivery = %c.delivery.id, error = %e, "webhook not given back");
                    }
                    continue;
                };
                let (db, cfg) = (db.clone(), cfg.clone());
                tokio::spawn(async move {
                    if let Err(e) = deliver(&db, &cfg, &c, deadline).await {
                        tracing::warn!(delivery = %c.delivery.id, error = %e, "webhook not recorded");
                    }
                    drop((place, slot));
                });
            }
        }
    });
}

async fn release(db: &PgPool, c: &Claimed) -> Result<(), sqlx::Error> {
    store::release(&mut *db.acquire().await?, c.delivery.id, c.claim).await
}

/// The body: the job's state as `GET /v1/jobs/{id}` gives it, under a type and a timestamp.
async fn body(db: &PgPool, d: &Delivery) -> anyhow::Result<Vec<u8>> {
    let mut conn = db.acquire().await?;
    let job = reports::find_by_id(&mut conn, d.job_id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("job {} is gone", d.job_id))?;
    let status = job.status();
    Ok(serde_json::to_vec(&serde_json::json!({
        "type": format!("report.{}", job.state.as_str()),
        "timestamp": job.updated_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        "data": status,
    }))?)
}

/// One attempt, cut at `deadline`: sends, then records it under its claim.
async fn deliver(db: &PgPool, cfg: &Config, c: &Claimed, deadline: Instant) -> anyhow::Result<()> {
    let d = &c.delivery;
    let now = Utc::now();
    let sending = async {
        let body = body(db, d)
            .await
            .map_err(|e| Unreached(format!("not sent: {e}")))?;
        let secret = store::secret(
            &mut *db
                .acquire()
                .await
                .map_err(|e| Unreached(format!("not sent: {e}")))?,
            d.account_id,
        )
        .await
        .map_err(|e| Unreached(format!("not sent: {e}")))?;
        send(cfg, d, &secret, now, body).await
    };
    let outcome = tokio::time::timeout_at(deadline, sending)
        .await
        .unwrap_or_else(|_| Err(Unreached("not delivered: no answer in time".into())));
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
    let recorded = store::record(
        &mut *db.acquire().await?,
        d.id,
        c.claim,
        &attempt,
        delivered,
        next,
    )
    .await?;
    if !recorded {
        anyhow::bail!("the delivery's claim was lost before its attempt was recorded");
    }
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

/// The URL checked, its host, and the address to connect to: the name is resolved once and
/// every address it resolves to must be allowed (one that is not refuses the delivery).
async fn destination(
    url: &str,
    allow_private: bool,
) -> Result<(reqwest::Url, String, std::net::SocketAddr), SendError> {
    let url = check_url(url, allow_private).map_err(|why| Refused(format!("refused: {why}")))?;
    let host = url.host_str().unwrap_or_default().to_owned();
    let port = url.port_or_known_default().unwrap_or(443);
    let addrs: Vec<std::net::SocketAddr> =
        tokio::net::lookup_host((host.trim_matches(['[', ']']), port))
            .await
            .map_err(|e| Unreached(format!("{host} does not resolve: {e}")))?
            .collect();
    let addr = allowed(&host, &addrs, allow_private)?;
    Ok((url, host, addr))
}

/// The address to connect to, when every address the host resolved to is allowed.
fn allowed(
    host: &str,
    addrs: &[std::net::SocketAddr],
    allow_private: bool,
) -> Result<std::net::SocketAddr, SendError> {
    let Some(&addr) = addrs.first() else {
        return Err(Unreached(format!("{host} has no address")));
    };
    if !allow_private && addrs.iter().any(|a| !is_public(a.ip())) {
        return Err(Refused(format!(
            "refused: {host} resolves to an address that is not public"
        )));
    }
    Ok(addr)
}

/// POSTs the signed body to the delivery's URL, at an address checked to be allowed.
async fn send(
    cfg: &Config,
    d: &Delivery,
    secret: &str,
    now: DateTime<Utc>,
    body: Vec<u8>,
) -> Result<u16, SendError> {
    let (url, host, addr) = destination(&d.url, cfg.allow_private).await?;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The worker checks every address a name resolves to, whatever the API let through: the
    /// transition forms of an IPv4 address, the special-purpose blocks, and a name resolving to
    /// loopback.
    #[tokio::test]
    async fn every_resolved_address_is_checked_when_delivering() {
        let hosts = [
            "[64:ff9b::7f00:1]",
            "[64:ff9b:1::a00:1]",
            "[2002:7f00:1::1]",
            "[::127.0.0.1]",
            "[fec0::1]",
            "[2001::1]",
            "[100::1]",
            "192.88.99.1",
            "[::ffff:127.0.0.1]",
        ];
        for host in hosts {
            let url = format!("http://{host}:9/hook");
            // The API's check refuses it too; here it is as an API that allowed it stored it.
            assert!(check_url(&url, false).is_err(), "{url}");
            match destination(&url, false).await {
                Err(Refused(_)) => {}
                other => panic!("{url}: {other:?}"),
            }
            assert!(destination(&url, true).await.is_ok(), "{url}");
        }
        // A name: every address it resolves to is checked, not only the one connected to.
        let public: std::net::SocketAddr = "[2606:4700:4700::1111]:443".parse().unwrap();
        let nat64: std::net::SocketAddr = "[64:ff9b::a9fe:a9fe]:443".parse().unwrap();
        assert!(allowed("hooks.example.com", &[public], false).is_ok());
        assert!(matches!(
            allowed("hooks.example.com", &[public, nat64], false),
            Err(Refused(_))
        ));
        let local: Vec<std::net::SocketAddr> = tokio::net::lookup_host(("localhost", 80))
            .await
            .unwrap()
            .collect();
        assert!(matches!(
            allowed("localhost", &local, false),
            Err(Refused(_))
        ));
    }
}
