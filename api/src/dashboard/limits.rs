//! The dashboard's limits: attempts counted in Redis before the work they allow (so parallel
//! requests cannot all pass a count read before any of them wrote it), and the password hashes
//! running at once in this process.

use crate::error::ApiError;
use crate::state::AppState;
use sha2::{Digest, Sha256};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// The window of the sign-in, sign-up and password limits, in seconds.
pub const WINDOW_SECS: i64 = 15 * 60;

fn window() -> (i64, u64) {
    let now = chrono::Utc::now().timestamp();
    (
        now.div_euclid(WINDOW_SECS),
        (WINDOW_SECS - now.rem_euclid(WINDOW_SECS)) as u64,
    )
}

/// The counter of `what` for `who` in the current window. Emails, addresses and sessions are
/// hashed: the keys name no person.
pub fn key(state: &AppState, what: &str, who: &str) -> String {
    let h: String = Sha256::digest(who.as_bytes())[..12]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("{}:dash:{what}:{h}:{}", state.names.prefix, window().0)
}

/// Counts one attempt on each key (one INCR each, in one round trip) and says whether every
/// count is still within its limit. The attempt is counted before the work it allows, so at
/// most `limit` attempts a window ever get past it, however many arrive at once.
pub async fn take(state: &AppState, keys: &[(&str, u32)]) -> Result<bool, ApiError> {
    let mut pipe = redis::pipe();
    for (key, _) in keys {
        pipe.incr(*key, 1u32)
            .expire(*key, WINDOW_SECS + 60)
            .ignore();
    }
    let mut conn = state.redis.clone();
    let counts: Vec<u32> = pipe.query_async(&mut conn).await?;
    Ok(counts.iter().zip(keys).all(|(n, (_, limit))| n <= limit))
}

/// Forgets a key's count (a right password clears its failures).
pub async fn clear(state: &AppState, key: &str) {
    let mut conn = state.redis.clone();
    let _: Result<(), _> = redis::cmd("DEL").arg(key).query_async(&mut conn).await;
}

/// Minutes until the limits' window turns.
pub fn minutes_left() -> u64 {
    window().1.div_ceil(60)
}

/// Counts a dashboard write (a form that changes something) of the session whose token hashes
/// to `session`, against `GRAHA_DASHBOARD_WRITES_PER_MINUTE` in a fixed minute: `Err(seconds
/// to wait)` past it.
pub async fn write(state: &AppState, session: &[u8]) -> Result<Result<(), u64>, ApiError> {
    let now = chrono::Utc::now().timestamp();
    let h: String = session[..12].iter().map(|b| format!("{b:02x}")).collect();
    let key = format!(
        "{}:dash:writes:{h}:{}",
        state.names.prefix,
        now.div_euclid(60)
    );
    let mut conn = state.redis.clone();
    let (n,): (u32,) = redis::pipe()
        .incr(&key, 1u32)
        .expire(&key, 70)
        .ignore()
        .query_async(&mut conn)
        .await?;
    if n > state.config.dashboard_writes_per_minute {
        metrics::counter!("graha_dashboard_writes_refused_total").increment(1);
        return Ok(Err((60 - now.rem_euclid(60)) as u64));
    }
    Ok(Ok(()))
}

/// The password hashes (argon2id, 19 MiB each) this process runs at once, on blocking
/// threads, and the few requests that may wait for one. A request beyond both is refused at
/// once (503, Retry-After) rather than queued: memory stays bounded whatever arrives.
pub struct Hashing {
    run: Arc<Semaphore>,
    admit: Arc<Semaphore>,
}

/// Why a hash was not run.
#[derive(Debug)]
pub enum NotHashed {
    /// Every hashing slot and waiting place is taken.
    Busy,
    Failed(ApiError),
}

impl From<ApiError> for NotHashed {
    fn from(e: ApiError) -> Self {
        NotHashed::Failed(e)
    }
}

impl Hashing {
    /// Requests that may wait for a slot, per slot.
    const WAITING_PER_SLOT: usize = 4;

    pub fn new(at_once: usize) -> Self {
        let at_once = at_once.max(1);
        Hashing {
            run: Arc::new(Semaphore::new(at_once)),
            admit: Arc::new(Semaphore::new(at_once * (1 + Self::WAITING_PER_SLOT))),
        }
    }

    /// Runs `f` (a hash or a verification) on a blocking thread when a slot is free, waiting
    /// for one only while the waiting places last. The permits go with the hash to its
    /// thread: a client that hangs up does not free a slot its hash still uses.
    pub async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, NotHashed> {
        let Ok(admitted) = self.admit.clone().try_acquire_owned() else {
            metrics::counter!("graha_dashboard_hashing_busy_total").increment(1);
            return Err(NotHashed::Busy);
        };
        let slot = self
            .run
            .clone()
            .acquire_owned()
            .await
            .map_err(ApiError::internal)?;
        Ok(tokio::task::spawn_blocking(move || {
            let done = f();
            drop((slot, admitted));
            done
        })
        .await
        .map_err(ApiError::internal)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn hashing_runs_at_most_its_slots_and_refuses_beyond_its_waiting_places() {
        let h = Arc::new(Hashing::new(2));
        let (now, peak) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let tasks: Vec<_> = (0..40)
            .map(|_| {
                let (h, now, peak) = (h.clone(), now.clone(), peak.clone());
                tokio::spawn(async move {
                    h.run(move || {
                        let n = now.fetch_add(1, Ordering::SeqCst) + 1;
                        peak.fetch_max(n, Ordering::SeqCst);
                        std::thread::sleep(std::time::Duration::from_millis(50));
                        now.fetch_sub(1, Ordering::SeqCst);
                    })
                    .await
                    .is_ok()
                })
            })
            .collect();
        let ran = futures::future::join_all(tasks)
            .await
            .into_iter()
            .filter(|r| *r.as_ref().unwrap())
            .count();
        assert!(peak.load(Ordering::SeqCst) <= 2);
        // Two running and eight waiting: the rest were refused at once.
        assert!((2..=10).contains(&ran), "{ran} ran");
    }
}
