//! Reservations written together: the paid calls that arrive while a reservation is being
//! written are reserved by the next statement as one batch — one round trip and one commit for
//! all of them, each still its own reservation and ledger row (`ledger::reserve_many`). A lone
//! call never waits for a batch to fill: a statement starts as soon as the one before has
//! returned, with every call waiting by then.

use crate::captures::Captures;
use crate::charge::{Charge, OwnedHold, reserve_error};
use crate::error::{ApiError, ApiResult};
use graha::store::ledger::{self, Reserve};
use graha::store::profiles::ProfileRow;
use std::sync::Arc;
use tokio::sync::{Mutex, mpsc, oneshot};
use uuid::Uuid;

/// Most calls one statement reserves.
const BATCH: usize = 128;
/// Statements in flight at once. One: the batches are larger (3.5 calls against 2.5 at 2,800
/// calls a second) and Postgres spends less a call (0.17–0.18 ms against 0.18–0.19), and the
/// latency at 1,000 calls a second is lower too (docs/benchmarks.md, "Throughput").
const WRITERS: usize = 1;

type Reserved = ApiResult<(Vec<ProfileRow>, Option<Charge>)>;

/// A call waiting for its batch, and where to give it its charge.
struct Pending {
    hold: OwnedHold,
    profiles: Vec<Uuid>,
    done: oneshot::Sender<Reserved>,
}

/// The handle the paid routes reserve through.
#[derive(Clone)]
pub struct Reservations {
    queue: mpsc::UnboundedSender<Pending>,
}

impl Reservations {
    /// Starts the writers on the current runtime.
    pub fn start(db: sqlx::PgPool, captures: Captures) -> Self {
        let (queue, rx) = mpsc::unbounded_channel();
        let rx = Arc::new(Mutex::new(rx));
        for _ in 0..WRITERS {
            tokio::spawn(writer(db.clone(), captures.clone(), rx.clone()));
        }
        Reservations { queue }
    }

    /// Reserves `hold` once every one of `profiles` is found among the account's: the rows
    /// found, and the charge (none when a profile is missing; 402 when the balance is short).
    pub(crate) async fn reserve(&self, hold: OwnedHold, profiles: Vec<Uuid>) -> Reserved {
        let (done, outcome) = oneshot::channel();
        self.queue
            .send(Pending {
                hold,
                profiles,
                done,
            })
            .map_err(|_| ApiError::Unavailable("the service is shutting down".into()))?;
        outcome
            .await
            .unwrap_or_else(|_| Err(ApiError::internal("reservation writer stopped")))
    }
}

/// Takes every call waiting (at least one), reserves them in one statement, answers each. A
/// request gone meanwhile drops the charge made for it, which refunds it.
async fn writer(
    db: sqlx::PgPool,
    captures: Captures,
    rx: Arc<Mutex<mpsc::UnboundedReceiver<Pending>>>,
) {
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        let got = rx.lock().await.recv_many(&mut batch, BATCH).await;
        if got == 0 {
            return; // every handle dropped: the process is stopping
        }
        metrics::histogram!("graha_reserve_batch_size").record(batch.len() as f64);
        let results = reserve_batch(&db, &batch).await;
        for (p, result) in batch.drain(..).zip(results) {
            let answer = result.map_err(reserve_error).and_then(|(rows, reserve)| {
                let charge = reserve
                    .map(|r| Charge::settle_reserve(&db, &captures, r, p.hold.hold()))
                    .transpose()?;
                Ok((rows, charge))
            });
            let _ = p.done.send(answer);
        }
    }
}

type Outcome = Result<(Vec<ProfileRow>, Option<Reserve>), sqlx::Error>;

/// The batch in one statement; should it fail (one call's request id charged before, say), each
/// call alone, so that the failure is that call's only.
async fn reserve_batch(db: &sqlx::PgPool, batch: &[Pending]) -> Vec<Outcome> {
    let mut conn = match db.acquire().await {
        Ok(c) => c,
        Err(e) => return batch.iter().map(|_| Err(copy_error(&e))).collect(),
    };
    let holds: Vec<ledger::Hold<'_>> = batch.iter().map(|p| p.hold.hold()).collect();
    let ids: Vec<&[Uuid]> = batch.iter().map(|p| p.profiles.as_slice()).collect();
    match ledger::reserve_many(&mut conn, &holds, &ids).await {
        Ok(all) => all.into_iter().map(Ok).collect(),
        Err(e) if batch.len() == 1 => vec![Err(e)],
        Err(_) => {
            let mut out = Vec::with_capacity(batch.len());
            for (hold, ids) in holds.iter().zip(&ids) {
                let one = ledger::reserve_many(&mut conn, std::slice::from_ref(hold), &[ids]).await;
                out.push(one.map(|mut v| v.pop().unwrap_or_default()));
            }
            out
        }
    }
}

/// An error for every call of a batch that could not start (no connection).
fn copy_error(e: &sqlx::Error) -> sqlx::Error {
    match e {
        sqlx::Error::PoolTimedOut => sqlx::Error::PoolTimedOut,
        sqlx::Error::PoolClosed => sqlx::Error::PoolClosed,
        sqlx::Error::Io(io) => sqlx::Error::Io(std::io::Error::new(io.kind(), io.to_string())),
        other => sqlx::Error::Protocol(other.to_string()),
    }
}
