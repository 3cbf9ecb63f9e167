//! The engine's own threads: calculations wait for a few threads that do nothing else, never on
//! an async thread.
//!
//! Tokio's blocking pool starts a thread for each task that finds every thread busy and wakes an
//! idle one for each task after that: with eight calculations in flight that is eight threads on
//! two cores and a thread woken per calculation. A thread of this lane that finds work waiting
//! takes the next calculation without sleeping, so under load a calculation costs no wake-up of
//! its own.
//!
//! The waiting calculations are taken by account in turn (round robin), not first come first
//! served: an account with a backlog waits behind its own calculations, and another account's
//! call waits for at most the calculations already running (docs/decisions.md, "Fair share").

use std::collections::{HashMap, VecDeque};
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Condvar, Mutex};
use uuid::Uuid;

type Work = Box<dyn FnOnce() + Send>;

/// Whose work it is; work of no account is one party of its own.
type Party = Option<Uuid>;

/// The waiting work, by party, and when each party was last served.
#[derive(Default)]
struct Waiting {
    /// Parties with work waiting, in the order their work arrived (each at most once).
    turns: VecDeque<Party>,
    work: HashMap<Party, VecDeque<Work>>,
    /// The tick each party's work was last taken at (a party not here was never served, or not
    /// lately).
    served: HashMap<Party, u64>,
    tick: u64,
    closed: bool,
}

impl Waiting {
    fn push(&mut self, party: Party, work: Work) {
        let queue = self.work.entry(party).or_default();
        if queue.is_empty() {
            self.turns.push_back(party);
        }
        queue.push_back(work);
    }

    /// The oldest work of the party served least lately (first arrived on a tie): a party
    /// whose work is running when more of it arrives waits behind every other party's, even one
    /// that arrived after it.
    fn pop(&mut self) -> Option<Work> {
        let at = (0..self.turns.len())
            .min_by_key(|&i| self.served.get(&self.turns[i]).copied().unwrap_or(0))?;
        let party = self.turns.remove(at)?;
        let queue = self.work.get_mut(&party)?;
        let work = queue.pop_front();
        if queue.is_empty() {
            self.work.remove(&party);
        } else {
            self.turns.push_back(party);
        }
        self.tick += 1;
        self.served.insert(party, self.tick);
        // Bounded: the ticks of parties with nothing waiting are forgotten now and then (such a
        // party then counts as not served lately, which it was not).
        if self.served.len() > 4 * self.work.len() + 256 {
            let work = &self.work;
            self.served.retain(|p, _| work.contains_key(p));
        }
        work
    }
}

struct Shared {
    waiting: Mutex<Waiting>,
    ready: Condvar,
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Waiting> {
        self.waiting.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The engine's threads and their queue.
pub struct Lane {
    shared: Arc<Shared>,
}

/// The work panicked, or the lane is gone.
#[derive(Debug)]
pub struct Failed;

impl Lane {
    /// A lane of `threads` threads; they end when the lane is dropped.
    pub fn new(threads: usize) -> std::io::Result<Self> {
        let shared = Arc::new(Shared {
            waiting: Mutex::new(Waiting::default()),
            ready: Condvar::new(),
        });
        for i in 0..threads.max(1) {
            let shared = shared.clone();
            std::thread::Builder::new()
                .name(format!("graha-engine-{i}"))
                .spawn(move || {
                    loop {
                        let next = {
                            let mut w = shared.lock();
                            loop {
                                if let Some(work) = w.pop() {
                                    break Some(work);
                                }
                                if w.closed {
                                    break None;
                                }
                                w = shared.ready.wait(w).unwrap_or_else(|e| e.into_inner());
                            }
                        };
                        match next {
                            Some(work) => work(),
                            None => return,
                        }
                    }
                })?;
        }
        Ok(Lane { shared })
    }

    /// Runs `f` on the lane, in `party`'s turn, and waits for its result.
    pub async fn run<T: Send + 'static>(
        &self,
        party: Party,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Failed> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let work: Work = Box::new(move || {
            let _ = tx.send(std::panic::catch_unwind(AssertUnwindSafe(f)));
        });
        {
            let mut w = self.shared.lock();
            if w.closed {
                return Err(Failed);
            }
            w.push(party, work);
        }
        self.shared.ready.notify_one();
        match rx.await {
            Ok(Ok(v)) => Ok(v),
            _ => Err(Failed),
        }
    }
}

impl Drop for Lane {
    fn drop(&mut self) {
        self.shared.lock().closed = true;
        self.shared.ready.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn noop() -> Work {
        Box::new(|| {})
    }

    #[test]
    fn parties_take_turns_and_each_keeps_its_own_order() {
        let (a, b) = (Some(Uuid::from_u128(1)), Some(Uuid::from_u128(2)));
        let mut w = Waiting::default();
        let order = Arc::new(Mutex::new(Vec::new()));
        let tag = |s: &'static str| -> Work {
            let order = order.clone();
            Box::new(move || order.lock().unwrap().push(s))
        };
        // One account's backlog of four, then another's single call, then work of no account.
        for s in ["a1", "a2", "a3", "a4"] {
            w.push(a, tag(s));
        }
        w.push(b, tag("b1"));
        w.push(None, tag("n1"));
        w.push(b, tag("b2"));
        while let Some(work) = w.pop() {
            work();
        }
        assert_eq!(
            *order.lock().unwrap(),
            ["a1", "b1", "n1", "a2", "b2", "a3", "a4"]
        );
        assert!(w.work.is_empty() && w.turns.is_empty());
        w.push(a, noop());
        assert_eq!(w.turns.len(), 1);
    }

    #[test]
    fn a_party_served_last_waits_behind_one_that_arrived_after_it() {
        // A's only job is taken (it runs); A sends another, then B its first: B goes first,
        // though A's second arrived before it.
        let (a, b) = (Some(Uuid::from_u128(1)), Some(Uuid::from_u128(2)));
        let mut w = Waiting::default();
        let order = Arc::new(Mutex::new(Vec::new()));
        let tag = |s: &'static str| -> Work {
            let order = order.clone();
            Box::new(move || order.lock().unwrap().push(s))
        };
        w.push(a, tag("a0"));
        let running = w.pop().unwrap();
        w.push(a, tag("a1"));
        w.push(b, tag("b"));
        running();
        while let Some(work) = w.pop() {
            work();
        }
        assert_eq!(*order.lock().unwrap(), ["a0", "b", "a1"]);
    }

    #[tokio::test]
    async fn a_call_behind_another_accounts_backlog_runs_after_the_job_running() {
        // One thread; account A's first job holds it until A has five more waiting and B has
        // asked for one.
        let lane = Arc::new(Lane::new(1).unwrap());
        let a = Some(Uuid::from_u128(1));
        let done = Arc::new(Mutex::new(Vec::new()));
        let (open, gate) = std::sync::mpsc::channel::<()>();
        let mut gate = Some(gate);
        let mut calls = Vec::new();
        for i in 0..6 {
            let (lane, done) = (lane.clone(), done.clone());
            let gate = gate.take();
            calls.push(tokio::spawn(async move {
                lane.run(a, move || {
                    if let Some(g) = gate {
                        let _ = g.recv();
                    }
                    done.lock().unwrap().push(format!("a{i}"));
                })
                .await
            }));
            tokio::task::yield_now().await;
        }
        let b = {
            let (lane, done) = (lane.clone(), done.clone());
            tokio::spawn(async move {
                lane.run(Some(Uuid::from_u128(2)), move || {
                    done.lock().unwrap().push("b".into())
                })
                .await
            })
        };
        // A's five and B's one are waiting (A's first is running).
        while lane.shared.lock().work.len() < 2 {
            tokio::task::yield_now().await;
        }
        open.send(()).unwrap();
        b.await.unwrap().unwrap();
        for c in calls {
            c.await.unwrap().unwrap();
        }
        // First come first served would run B last.
        assert_eq!(done.lock().unwrap()[..2], ["a0", "b"]);
    }
}
