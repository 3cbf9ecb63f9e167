//! The engine's own threads: calculations wait in one queue for a few threads that do nothing
//! else, never on an async thread.
//!
//! Tokio's blocking pool starts a thread for each task that finds every thread busy and wakes an
//! idle one for each task after that: with eight calculations in flight that is eight threads on
//! two cores and a thread woken per calculation. A thread of this lane that finds the queue full
//! takes the next calculation without sleeping, so under load a calculation costs no wake-up of
//! its own.

use std::panic::AssertUnwindSafe;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};

type Work = Box<dyn FnOnce() + Send>;

/// The engine's threads and their queue.
pub struct Lane {
    queue: mpsc::Sender<Work>,
}

/// The work panicked, or the lane is gone.
#[derive(Debug)]
pub struct Failed;

impl Lane {
    /// A lane of `threads` threads; they end when the lane is dropped.
    pub fn new(threads: usize) -> std::io::Result<Self> {
        let (queue, taken) = mpsc::channel::<Work>();
        let taken = Arc::new(Mutex::new(taken));
        for i in 0..threads.max(1) {
            let taken = taken.clone();
            std::thread::Builder::new()
                .name(format!("graha-engine-{i}"))
                .spawn(move || {
                    loop {
                        // One thread waits on the queue; the others wait for their turn.
                        let next = taken.lock().unwrap_or_else(|e| e.into_inner()).recv();
                        match next {
                            Ok(work) => work(),
                            Err(_) => return,
                        }
                    }
                })?;
        }
        Ok(Lane { queue })
    }

    /// Runs `f` on the lane and waits for its result.
    pub async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Failed> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let work: Work = Box::new(move || {
            let _ = tx.send(std::panic::catch_unwind(AssertUnwindSafe(f)));
        });
        self.queue.send(work).map_err(|_| Failed)?;
        match rx.await {
            Ok(Ok(v)) => Ok(v),
            _ => Err(Failed),
        }
    }
}
