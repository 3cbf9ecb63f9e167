//! Captures written behind the replies: a successful call's answer goes out as soon as it is
//! made, and its capture joins the next batch — one statement (and one commit) for all the
//! captures of a few milliseconds, instead of a statement and a wait each.
//!
//! A capture not yet written when the API process dies leaves its reservation open; the
//! sweeper refunds it once its deadline passes. So a crash can only undercharge (answered
//! calls of the last few milliseconds go free), never charge a call without its answer — the
//! same bound the database's own crash gives, captures committing without the WAL flush
//! (docs/decisions.md, Billing). A graceful stop writes every pending capture first
//! ([`Captures::flush`]).

use graha::store::ledger;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// Most captures one statement takes.
const BATCH: usize = 512;
/// How long the first capture of a batch waits for others: nobody waits on it, so this costs
/// no latency, and at a few thousand calls a second it gathers some tens per statement.
const LINGER: Duration = Duration::from_millis(5);

enum Pending {
    Capture(String),
    /// Everything queued before it is written when this is answered.
    Flush(oneshot::Sender<()>),
}

/// The handle the calculation routes capture through.
#[derive(Clone)]
pub struct Captures {
    queue: mpsc::UnboundedSender<Pending>,
}

impl Captures {
    /// Starts the writer on the current runtime.
    pub fn start(db: sqlx::PgPool) -> Self {
        let (queue, rx) = mpsc::unbounded_channel();
        tokio::spawn(writer(db, rx));
        Captures { queue }
    }

    /// Queues the capture of the open reservation of `request_id`: the credits stay spent.
    pub fn capture(&self, request_id: &str) {
        if self
            .queue
            .send(Pending::Capture(request_id.to_owned()))
            .is_err()
        {
            tracing::warn!(%request_id, "capture writer stopped; the sweeper will refund");
        }
    }

    /// Waits until every capture queued so far is written (or has failed).
    pub async fn flush(&self) {
        let (done, written) = oneshot::channel();
        if self.queue.send(Pending::Flush(done)).is_ok() {
            let _ = written.await;
        }
    }
}

/// Takes the captures queued (waiting [`LINGER`] after the first for more), writes them in one
/// statement, answers the flushes among them; again.
async fn writer(db: sqlx::PgPool, mut rx: mpsc::UnboundedReceiver<Pending>) {
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        if rx.recv_many(&mut batch, BATCH).await == 0 {
            return; // every handle dropped: the process is stopping
        }
        let flushing = |b: &[Pending]| b.iter().any(|p| matches!(p, Pending::Flush(_)));
        if !flushing(&batch) {
            let linger = tokio::time::sleep(LINGER);
            tokio::pin!(linger);
            while batch.len() < BATCH && !flushing(&batch) {
                let room = BATCH - batch.len();
                tokio::select! {
                    () = &mut linger => break,
                    n = rx.recv_many(&mut batch, room) => if n == 0 { break },
                }
            }
        }
        let mut ids = Vec::with_capacity(batch.len());
        let mut flushes = Vec::new();
        for p in batch.drain(..) {
            match p {
                Pending::Capture(id) => ids.push(id),
                Pending::Flush(done) => flushes.push(done),
            }
        }
        if !ids.is_empty() {
            write(&db, &ids).await;
        }
        for done in flushes {
            let _ = done.send(());
        }
    }
}

async fn write(db: &sqlx::PgPool, ids: &[String]) {
    let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
    let result = match db.acquire().await {
        Ok(mut conn) => ledger::capture_many(&mut conn, &ids).await,
        Err(e) => Err(e),
    };
    metrics::histogram!("graha_capture_batch_size").record(ids.len() as f64);
    if let Err(e) = result {
        metrics::counter!("graha_capture_failures_total").increment(ids.len() as u64);
        tracing::error!(error = %e, captures = ids.len(), "capturing failed; the sweeper will refund");
    }
}
