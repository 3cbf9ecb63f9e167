//! The Tokio runtime of the API and the worker.

/// A multi-threaded runtime with `TOKIO_WORKER_THREADS` async threads, by default half the
/// cores (at least one). Both processes are I/O-bound on their async threads — the engine and
/// PDF rendering run on the blocking pool — and share the machine with Postgres, Redis and each
/// other; more async threads than that mostly add cross-thread wake-ups (docs/benchmarks.md).
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

/// Opts the process out of transparent huge pages (Linux; elsewhere it does nothing); a
/// kernel that refuses leaves them on, with a warning. Call at the start of `main`: the flag
/// covers the whole address space, the memory mapped before it too.
///
/// mimalloc advises the kernel to back its arenas with 2 MiB pages (`MADV_HUGEPAGE`), which
/// the kernel honours even where huge pages are only on request (`madvise`, the Debian
/// default). A heap of some 30 MB then lives in a dozen huge pages: one small block still in use
/// keeps a whole 2 MiB resident, a purged 64 KiB range splits its huge page, and `khugepaged`
/// later fills mostly empty ranges back into whole huge pages. The footprint then follows where
/// a few long-lived blocks happened to land, not what the process holds; with 4 KiB pages what
/// is freed and purged leaves the resident set (figures: docs/reliability.md, "Soak").
pub fn small_pages() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: PR_SET_THP_DISABLE takes plain integer arguments and only sets a flag on
        // this process's memory map.
        if unsafe { libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0) } != 0 {
            let error = std::io::Error::last_os_error();
            tracing::warn!(%error, "transparent huge pages stay on");
        }
    }
}

/// Returns what the calling thread's heap has freed, and the heaps of threads that have ended,
/// to the system now (the API and the worker run on mimalloc). Blocking-pool threads come and go
/// (Tokio ends one after 10 s idle); the allocator hands an ended thread's heap to whichever
/// thread next needs memory, and until then its free pages stay resident.
pub fn release_freed_memory() {
    // SAFETY: mi_collect works on the calling thread's heap and the abandoned ones, which no
    // other thread owns.
    unsafe { libmimalloc_sys::mi_collect(true) }
}

/// Runs `fut` to completion and every `every` calls [`release_freed_memory`] on the calling
/// thread and once more on a runtime thread. Run from `block_on`, the first call is on the main
/// thread, where it also takes back the heaps of threads that have ended; the second frees the
/// blocks other threads released into a runtime thread's heap (payloads, replies). What it
/// changed at rest is in docs/reliability.md ("Soak: the memory figures across runs").
pub async fn with_housekeeping<F: std::future::Future>(
    fut: F,
    every: std::time::Duration,
) -> F::Output {
    let mut fut = std::pin::pin!(fut);
    let mut tick = tokio::time::interval(every);
    loop {
        tokio::select! {
            done = &mut fut => return done,
            _ = tick.tick() => {
                release_freed_memory();
                tokio::spawn(async { release_freed_memory() });
            }
        }
    }
}
