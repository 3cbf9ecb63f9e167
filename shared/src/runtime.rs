//! The Tokio runtime of the API and the worker.

/// A multi-threaded runtime with `TOKIO_WORKER_THREADS` async threads, by default half the
/// cores (at least one). Both processes are I/O-bound on their async threads — the engine and
/// PDF rendering run on the blocking pool — and share the machine with Postgres, Redis and each
/// other; more async threads than that mostly add cross-thread wake-ups (on two cores, one
/// async thread gave the API and worker pair about 15 % more charts per second than two).
pub fn build() -> std::io::Result<tokio::runtime::Runtime> {
    let threads = std::env::var("TOKIO_WORKER_THREADS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .filter(|n| *n > 0)
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get().div_ceil(2))
                .unwrap_or(1)
        });
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(threads)
        .enable_all()
        .build()
}

/// Runs `fut` to completion, calling `tidy` every `every` on the calling thread and once more on
/// a runtime thread. The binaries pass their allocator's collect: run from `block_on`, the first
/// call is on the main thread, where it also takes back the heaps of threads that have ended.
pub async fn with_housekeeping<F: std::future::Future>(
    fut: F,
    every: std::time::Duration,
    tidy: fn(),
) -> F::Output {
    let mut fut = std::pin::pin!(fut);
    let mut tick = tokio::time::interval(every);
    loop {
        tokio::select! {
            done = &mut fut => return done,
            _ = tick.tick() => {
                tidy();
                tokio::spawn(async move { tidy() });
            }
        }
    }
}
