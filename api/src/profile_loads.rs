//! Profiles of synchronous calls: kept for a moment, and read together.
//!
//! A profile read is kept for `GRAHA_KEY_CACHE_MS` (500 ms; at most a second), as a checked key
//! is: a profile this process changes or deletes is forgotten at once, and one another replica
//! changes is seen within that time — the bound a key's revocation has. What is not kept is read
//! by the next statement with the other calls waiting by then, one round trip for all of them;
//! a lone call never waits for a batch to fill (a statement starts as soon as the one before
//! has returned).

use crate::error::{ApiError, ApiResult};
use graha::store::profiles::{self, ProfileRow};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};
use uuid::Uuid;

/// Most calls one statement reads for.
const BATCH: usize = 128;
/// Past this many profiles kept, those past their time are dropped first.
const PRUNE_AT: usize = 4_096;

struct Pending {
    account: Uuid,
    ids: Vec<Uuid>,
    done: oneshot::Sender<ApiResult<Vec<ProfileRow>>>,
}

/// The handle the calculation routes read profiles through.
#[derive(Clone)]
pub struct ProfileLoads {
    queue: mpsc::UnboundedSender<Pending>,
    kept: Arc<Kept>,
}

/// Profiles read lately, with when they were read.
struct Kept {
    rows: Mutex<HashMap<Uuid, (ProfileRow, Instant)>>,
    ttl: Duration,
    /// Bumped by every change this process makes: a read begun before a change is not kept.
    changes: AtomicU64,
}

impl Kept {
    fn lock(&self) -> MutexGuard<'_, HashMap<Uuid, (ProfileRow, Instant)>> {
        self.rows.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The account's profiles among `ids` when every one of them is kept and fresh.
    fn get(&self, account: Uuid, ids: &[Uuid]) -> Option<Vec<ProfileRow>> {
        let rows = self.lock();
        ids.iter()
            .map(|id| {
                rows.get(id)
                    .filter(|(_, at)| at.elapsed() < self.ttl)
                    .map(|(r, _)| r)
            })
            .collect::<Option<Vec<_>>>()
            .map(|found| {
                found
                    .into_iter()
                    .filter(|r| r.account_id == account)
                    .cloned()
                    .collect()
            })
    }

    /// Keeps rows read by a statement begun at change count `since`, unless a change came after.
    fn keep(&self, rows: &[ProfileRow], since: u64) {
        if self.ttl.is_zero() {
            return;
        }
        let mut kept = self.lock();
        if self.changes.load(Ordering::Acquire) != since {
            return;
        }
        if kept.len() >= PRUNE_AT {
            kept.retain(|_, (_, at)| at.elapsed() < self.ttl);
        }
        let now = Instant::now();
        for r in rows {
            kept.insert(r.id, (r.clone(), now));
        }
    }
}

impl ProfileLoads {
    /// Starts the reader on the current runtime; profiles are kept for `ttl`.
    pub fn start(db: sqlx::PgPool, ttl: Duration) -> Self {
        let (queue, rx) = mpsc::unbounded_channel();
        let kept = Arc::new(Kept {
            rows: Mutex::new(HashMap::new()),
            ttl,
            changes: AtomicU64::new(0),
        });
        tokio::spawn(reader(db, kept.clone(), rx));
        ProfileLoads { queue, kept }
    }

    /// Forgets a profile this process has just changed or deleted.
    pub fn forget(&self, id: Uuid) {
        let mut kept = self.kept.lock();
        self.kept.changes.fetch_add(1, Ordering::AcqRel);
        kept.remove(&id);
    }

    /// The profiles among `ids` that are the account's (missing or foreign ones are absent).
    pub async fn load(&self, account: Uuid, ids: Vec<Uuid>) -> ApiResult<Vec<ProfileRow>> {
        if let Some(rows) = self.kept.get(account, &ids) {
            return Ok(rows);
        }
        let (done, rows) = oneshot::channel();
        self.queue
            .send(Pending { account, ids, done })
            .map_err(|_| ApiError::Unavailable("the service is shutting down".into()))?;
        rows.await
            .unwrap_or_else(|_| Err(ApiError::internal("profile reader stopped")))
    }
}

async fn reader(db: sqlx::PgPool, kept: Arc<Kept>, mut rx: mpsc::UnboundedReceiver<Pending>) {
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        if rx.recv_many(&mut batch, BATCH).await == 0 {
            return; // every handle dropped: the process is stopping
        }
        let mut ids: Vec<Uuid> = batch.iter().flat_map(|p| p.ids.iter().copied()).collect();
        ids.sort_unstable();
        ids.dedup();
        let since = kept.changes.load(Ordering::Acquire);
        let found = match db.acquire().await {
            Ok(mut conn) => profiles::find_any(&mut conn, &ids).await,
            Err(e) => Err(e),
        };
        match found {
            Ok(rows) => {
                kept.keep(&rows, since);
                let by_id: HashMap<Uuid, &ProfileRow> = rows.iter().map(|r| (r.id, r)).collect();
                for p in batch.drain(..) {
                    let theirs = p
                        .ids
                        .iter()
                        .filter_map(|id| by_id.get(id))
                        .filter(|r| r.account_id == p.account)
                        .map(|r| (*r).clone())
                        .collect();
                    let _ = p.done.send(Ok(theirs));
                }
            }
            Err(e) => {
                let e = ApiError::from(e);
                for p in batch.drain(..) {
                    let _ = p.done.send(Err(e.clone()));
                }
            }
        }
    }
}
