//! Captures written together: the successful calls that finish while a capture is being
//! written are captured by the next statement as one batch, one commit (and one WAL flush) for
//! all of them, instead of a statement and a synchronous commit each.

use crate::error::{ApiError, ApiResult};
use graha::store::ledger;
use std::sync::Arc;
use tokio::sync::{Mutex, mpsc, oneshot};

/// Most captures one statement takes.
const BATCH: usize = 256;
/// Statements in flight at once: one collects while the other commits, so a lone capture
/// never waits for a batch to fill.
const WRITERS: usize = 2;

/// A capture waiting for its batch, and where to say how the batch went.
struct Pending {
    request_id: String,
    done: oneshot::Sender<ApiResult<()>>,
}

/// The handle the calculation routes capture through.
#[derive(Clone)]
pub struct Captures {
    queue: mpsc::UnboundedSender<Pending>,
}

impl Captures {
    /// Starts the writers on the current runtime.
    pub fn start(db: sqlx::PgPool) -> Self {
        let (queue, rx) = mpsc::unbounded_channel();
        let rx = Arc::new(Mutex::new(rx));
        for _ in 0..WRITERS {
            tokio::spawn(writer(db.clone(), rx.clone()));
        }
        Captures { queue }
    }

    /// Marks the open reservation of `request_id` captured, once its batch has committed.
    pub async fn capture(&self, request_id: &str) -> ApiResult<()> {
        let (done, outcome) = oneshot::channel();
        self.queue
            .send(Pending {
                request_id: request_id.to_owned(),
                done,
            })
            .map_err(|_| ApiError::Unavailable("the service is shutting down".into()))?;
        outcome
            .await
            .unwrap_or_else(|_| Err(ApiError::internal("capture writer stopped")))
    }
}

/// Takes every capture waiting (at least one), writes them in one statement, answers each.
async fn writer(db: sqlx::PgPool, rx: Arc<Mutex<mpsc::UnboundedReceiver<Pending>>>) {
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        let got = rx.lock().await.recv_many(&mut batch, BATCH).await;
        if got == 0 {
            return; // every handle dropped: the process is stopping
        }
        let ids: Vec<&str> = batch.iter().map(|p| p.request_id.as_str()).collect();
        let result = match db.acquire().await {
            Ok(mut conn) => ledger::capture_many(&mut conn, &ids).await,
            Err(e) => Err(e),
        };
        let result: ApiResult<()> = result.map(|_| ()).map_err(ApiError::from);
        metrics::histogram!("graha_capture_batch_size").record(batch.len() as f64);
        for p in batch.drain(..) {
            let _ = p.done.send(result.clone());
        }
    }
}
