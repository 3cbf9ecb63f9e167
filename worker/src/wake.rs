//! Wake an idle apalis-redis worker the moment a job is pushed.
//!
//! apalis-redis 1.0 parks a worker after an empty fetch until its next heartbeat (seconds).
//! [`Wakeable`] wraps the storage: it remembers the worker task's waker whenever the storage
//! answers `Pending`, and one pub/sub subscription per process (on the queue's wake channel, to
//! which the API publishes after each push) wakes it at once. A fetch already
//! in flight when the job landed may come back empty and park the worker with the job queued, so
//! unless a fetch has brought tasks since the announcement (after which the worker fetches
//! again by itself), the workers are woken again 1 ms and 4 ms later.
//!
//! A finished job's acknowledgement waits in apalis's event channel until the worker is next
//! polled while not fetching; a worker that parked right after the job would otherwise send it
//! only when the next job wakes it, one Redis round trip on that job's way. So a handler also
//! asks for a wake 1 ms after it finishes ([`WakeSignal::settle_soon`]).

use apalis_core::backend::{Backend, BackendConfig, WireFormatBackend};
use apalis_core::worker::context::WorkerContext;
use futures::StreamExt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};
use std::time::Duration;

/// Wakers of the workers of one queue in this process.
#[derive(Clone, Default)]
pub struct WakeSignal {
    wakers: Arc<Mutex<Vec<Waker>>>,
    /// Fetches that brought tasks, so far.
    fetched: Arc<AtomicU64>,
    /// A settling wake is already due.
    settling: Arc<AtomicBool>,
    /// Announcements received, so far.
    announcements: Arc<AtomicU64>,
    /// `fetched` when the latest announcement came.
    announced: Arc<AtomicU64>,
    /// The re-waking task is running.
    rewaking: Arc<AtomicBool>,
}

impl WakeSignal {
    fn register(&self, w: &Waker) {
        let mut ws = self.wakers.lock().unwrap_or_else(|e| e.into_inner());
        if !ws.iter().any(|x| x.will_wake(w)) {
            if ws.len() >= 64 {
                ws.remove(0);
            }
            ws.push(w.clone());
        }
    }

    fn wake_all(&self) {
        let ws = self.wakers.lock().unwrap_or_else(|e| e.into_inner());
        for w in ws.iter() {
            w.wake_by_ref();
        }
    }

    /// Wakes the workers now, and again shortly unless a fetch brings tasks meanwhile. One task
    /// per process keeps the re-wakes of all announcements then arriving (under load, one per
    /// job): it re-wakes 1 ms and 4 ms after the latest, unless a fetch has brought tasks since
    /// that one.
    fn announce(&self) {
        self.announced
            .store(self.fetched.load(Ordering::Acquire), Ordering::Release);
        self.announcements.fetch_add(1, Ordering::AcqRel);
        self.wake_all();
        if self.rewaking.swap(true, Ordering::AcqRel) {
            return;
        }
        let again = self.clone();
        tokio::spawn(async move {
            loop {
                let round = again.announcements.load(Ordering::Acquire);
                for pause in [1, 3] {
                    tokio::time::sleep(Duration::from_millis(pause)).await;
                    let mark = again.announced.load(Ordering::Acquire);
                    if again.fetched.load(Ordering::Acquire) == mark {
                        again.wake_all();
                    }
                }
                if again.announcements.load(Ordering::Acquire) == round {
                    again.rewaking.store(false, Ordering::Release);
                    // One that came as the flag went down starts its own task.
                    if again.announcements.load(Ordering::Acquire) == round
                        || again.rewaking.swap(true, Ordering::AcqRel)
                    {
                        return;
                    }
                }
            }
        });
    }

    /// Wakes the workers 1 ms from now (once, however many jobs ask meanwhile), so that the
    /// acknowledgements of the jobs just finished go out before the next job arrives.
    pub fn settle_soon(&self) {
        if self.settling.swap(true, Ordering::AcqRel) {
            return;
        }
        let me = self.clone();
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(1)).await;
            me.settling.store(false, Ordering::Release);
            me.wake_all();
        });
    }

    /// Subscribes to `channel` and wakes the workers on every message; reconnects on error.
    pub fn listen(self, client: redis::Client, channel: String) {
        tokio::spawn(async move {
            loop {
                match client.get_async_pubsub().await {
                    Ok(mut ps) => {
                        if ps.subscribe(&channel).await.is_ok() {
                            // Anything pushed while we were not listening is picked up now.
                            self.wake_all();
                            let mut stream = ps.on_message();
                            while stream.next().await.is_some() {
                                self.announce();
                            }
                        }
                    }
                    Err(e) => tracing::warn!(error = %e, %channel, "wake subscription failed"),
                }
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        });
    }
}

/// A backend that can be woken by a [`WakeSignal`].
pub struct Wakeable<B> {
    inner: B,
    signal: WakeSignal,
}

impl<B> Wakeable<B> {
    pub fn new(inner: B, signal: WakeSignal) -> Self {
        Wakeable { inner, signal }
    }
}

impl<B: Backend> Backend for Wakeable<B> {
    type Task = B::Task;
    type Error = B::Error;

    fn poll_ready(
        &mut self,
        cx: &mut Context<'_>,
        worker: &WorkerContext,
    ) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx, worker)
    }

    fn poll_next(
        &mut self,
        cx: &mut Context<'_>,
        worker: &WorkerContext,
    ) -> Poll<Option<Result<Self::Task, Self::Error>>> {
        let r = self.inner.poll_next(cx, worker);
        match &r {
            Poll::Pending => self.signal.register(cx.waker()),
            Poll::Ready(Some(Ok(_))) => {
                self.signal.fetched.fetch_add(1, Ordering::Release);
            }
            Poll::Ready(_) => {}
        }
        r
    }

    fn poll_close(
        &mut self,
        cx: &mut Context<'_>,
        worker: &WorkerContext,
    ) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_close(cx, worker)
    }
}

impl<B: BackendConfig> BackendConfig for Wakeable<B> {
    type Args = B::Args;
    type Id = B::Id;
    type Kind = B::Kind;
    type Config = B::Config;
    type Layer = B::Layer;

    fn config(&self) -> &Self::Config {
        self.inner.config()
    }

    fn middleware(&mut self, worker: &mut WorkerContext) -> Self::Layer {
        self.inner.middleware(worker)
    }
}

impl<B: WireFormatBackend> WireFormatBackend for Wakeable<B> {
    type Codec = B::Codec;
    type Compact = B::Compact;

    fn codec(&self) -> &Self::Codec {
        self.inner.codec()
    }
}
