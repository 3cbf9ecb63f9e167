//! Credit leases: the synchronous calls of an account are paid from a block of its credits this
//! process holds (a lease, `take_lease`), so no Postgres statement sits on a call's path. A call
//! takes its cost from the lease's free credits; once it is answered, its cost joins the next
//! settlement — one statement every few milliseconds for all the calls answered meanwhile, each
//! still its own 'reserve' ledger row (`settle_leases`); a call that fails gives its cost back
//! to the lease, with no statement at all.
//!
//! A lease's credits are held, not spent: the balance changes only as calls are settled, so it
//! equals the sum of the ledger at all times, and what no lease holds is what another process
//! (or a report's reservation) can take. A lease unused for a second gives its free credits
//! back; one whose process died is released by the sweeper at its deadline, and the calls it
//! answered but had not settled go free: a crash can only undercharge. A process knows its
//! accounts' balances from its own takes and settlements: `X-Credits-Remaining` counts every
//! call of this process, and those of other replicas as of its last statement
//! (docs/decisions.md, Billing).
//!
//! Every statement runs in one writer task, in order — settlements before the takes of the same
//! round — so the balance a statement reads and the credits this process has yet to settle
//! always describe the same moment.

use crate::error::{ApiError, ApiResult};
use graha::store::ledger::{self, Settled, Taken};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};
use uuid::Uuid;
use writer::writer;

mod writer;

/// How long the first settlement of a batch waits for others: nobody waits on it.
const LINGER: Duration = Duration::from_millis(5);
/// Most messages one round takes.
const BATCH: usize = 1024;
/// A lease's deadline, from its last renewal; renewed every [`RENEW`].
const LEASE_SECONDS: i32 = 60;
const RENEW: Duration = Duration::from_secs(10);
/// How often unused leases give their free credits back, and failed settlements retry.
const TICK: Duration = Duration::from_secs(1);
/// The first block a lease takes, in calls; it doubles while takes come within a second of
/// each other, up to [`MOST_CREDITS`].
const FIRST_CALLS: i64 = 8;
const MOST_CREDITS: i64 = 4096;
/// Blocks one call may take before it gives up (503): more than one only when calls running
/// meanwhile spent the block taken for it.
const TAKES: usize = 4;
/// Settlements kept for a retry while Postgres is away; past this many, calls go free.
const MOST_UNSETTLED: usize = 200_000;

/// The handle the calculation routes charge through.
#[derive(Clone)]
pub struct Leases {
    inner: Arc<Inner>,
}

struct Inner {
    accounts: Mutex<HashMap<Uuid, Arc<AccountLease>>>,
    queue: mpsc::UnboundedSender<Msg>,
}

/// This process's lease on one account.
struct AccountLease {
    account: Uuid,
    state: Mutex<State>,
}

struct State {
    /// The lease's id; a new one when Postgres no longer has the old (released by the sweeper).
    lease: Uuid,
    /// Credits the lease holds that no call has taken.
    free: i64,
    /// Credits taken by calls and not yet settled (running, or answered and queued).
    outstanding: i64,
    /// The balance as last read (it does not count `outstanding`).
    balance: i64,
    /// The next block to take.
    block: i64,
    last_take: Option<Instant>,
    /// A call took credits since the last tick.
    used: bool,
}

impl AccountLease {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes `amount` from the free credits, if there are as many.
    fn allocate(
        self: &Arc<Self>,
        s: &mut State,
        leases: &Leases,
        amount: i64,
        endpoint: &'static str,
    ) -> Option<LeasedCall> {
        if s.free < amount {
            return None;
        }
        s.free -= amount;
        s.outstanding += amount;
        s.used = true;
        Some(LeasedCall {
            leases: leases.clone(),
            account: self.clone(),
            lease: s.lease,
            amount,
            endpoint,
            settled: false,
            balance: s.balance - s.outstanding,
        })
    }
}

/// A call's cost taken from a lease: settled once answered ([`LeasedCall::settle`]), given back
/// when dropped otherwise.
pub struct LeasedCall {
    leases: Leases,
    account: Arc<AccountLease>,
    lease: Uuid,
    amount: i64,
    endpoint: &'static str,
    settled: bool,
    /// The balance after this call, as this process knows it.
    pub balance: i64,
}

impl LeasedCall {
    /// The credits it took.
    pub fn amount(&self) -> i64 {
        self.amount
    }

    /// The call was answered: its cost joins the next settlement.
    pub fn settle(mut self, request_id: String) {
        self.settled = true;
        let msg = Msg::Settle(Settle {
            account: self.account.clone(),
            lease: self.lease,
            request_id,
            amount: self.amount,
            endpoint: self.endpoint,
        });
        if self.leases.inner.queue.send(msg).is_err() {
            self.account.lock().outstanding -= self.amount;
            tracing::warn!("lease writer stopped; an answered call goes unsettled");
        }
    }
}

impl Drop for LeasedCall {
    fn drop(&mut self) {
        if self.settled {
            return;
        }
        let mut s = self.account.lock();
        s.outstanding -= self.amount;
        if s.lease == self.lease {
            s.free += self.amount;
        }
    }
}

enum Msg {
    Settle(Settle),
    Take {
        account: Arc<AccountLease>,
        amount: i64,
        endpoint: &'static str,
        done: oneshot::Sender<ApiResult<LeasedCall>>,
    },
    /// Answered once every settlement queued before it has been written (or has failed).
    Flush(oneshot::Sender<()>),
    /// Gives back the lease's free credits (a reservation is about to be made).
    GiveBack(Arc<AccountLease>, oneshot::Sender<()>),
    /// Settles what is queued and gives back every lease's free credits (the process stops).
    Close(oneshot::Sender<()>),
}

struct Settle {
    account: Arc<AccountLease>,
    lease: Uuid,
    request_id: String,
    amount: i64,
    endpoint: &'static str,
}

impl Leases {
    /// Starts the writer on the current runtime; `holder` names this process in Postgres.
    pub fn start(db: sqlx::PgPool, holder: String) -> Self {
        let (queue, rx) = mpsc::unbounded_channel();
        let leases = Leases {
            inner: Arc::new(Inner {
                accounts: Mutex::new(HashMap::new()),
                queue,
            }),
        };
        tokio::spawn(writer(db, holder, leases.clone(), rx));
        leases
    }

    fn account(&self, account: Uuid) -> Arc<AccountLease> {
        let mut all = self
            .inner
            .accounts
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        all.entry(account)
            .or_insert_with(|| {
                Arc::new(AccountLease {
                    account,
                    state: Mutex::new(State {
                        lease: Uuid::new_v4(),
                        free: 0,
                        outstanding: 0,
                        balance: 0,
                        block: 0,
                        last_take: None,
                        used: false,
                    }),
                })
            })
            .clone()
    }

    /// Takes `amount` credits of `account` for one call: from this process's lease, or from a
    /// block taken for it now; 402 when the account's free credits are short.
    pub async fn charge(
        &self,
        account: Uuid,
        amount: i64,
        endpoint: &'static str,
    ) -> ApiResult<LeasedCall> {
        let acct = self.account(account);
        if let Some(call) = {
            let mut s = acct.lock();
            acct.allocate(&mut s, self, amount, endpoint)
        } {
            return Ok(call);
        }
        let (done, outcome) = oneshot::channel();
        self.inner
            .queue
            .send(Msg::Take {
                account: acct,
                amount,
                endpoint,
                done,
            })
            .map_err(|_| ApiError::Unavailable("the service is shutting down".into()))?;
        outcome
            .await
            .unwrap_or_else(|_| Err(ApiError::internal("lease writer stopped")))
    }

    /// Waits until every call answered so far is settled (or its settlement has failed).
    pub async fn flush(&self) {
        let (done, written) = oneshot::channel();
        if self.inner.queue.send(Msg::Flush(done)).is_ok() {
            let _ = written.await;
        }
    }

    /// Gives back this process's free credits of `account` before a reservation (a report, a
    /// Guru question), so that it may take every credit no running call has taken here.
    pub async fn give_back(&self, account: Uuid) {
        let held = {
            let all = self
                .inner
                .accounts
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            all.get(&account).filter(|a| a.lock().free > 0).cloned()
        };
        let Some(acct) = held else {
            return;
        };
        let (done, given) = oneshot::channel();
        if self.inner.queue.send(Msg::GiveBack(acct, done)).is_ok() {
            let _ = given.await;
        }
    }

    /// The balance a reservation just left: the next calls' `X-Credits-Remaining` start from it.
    pub fn note_balance(&self, account: Uuid, balance: i64) {
        let all = self
            .inner
            .accounts
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(a) = all.get(&account) {
            a.lock().balance = balance;
        }
    }

    /// The account's row with its balance as a reply shows it: the credits this process's
    /// running and unsettled calls took counted as spent. [`Self::flush`] first, before taking
    /// `conn` (the writer needs a connection of the same pool), to have the answered calls
    /// settled.
    pub async fn account_row(
        &self,
        conn: &mut sqlx::PgConnection,
        account: Uuid,
    ) -> Result<Option<graha::store::accounts::Account>, sqlx::Error> {
        let mut row = graha::store::accounts::find(conn, account).await?;
        if let Some(a) = &mut row {
            a.credits -= self.unsettled(account);
        }
        Ok(row)
    }

    /// Credits of `account` this process has taken for calls and not yet settled.
    pub fn unsettled(&self, account: Uuid) -> i64 {
        let all = self
            .inner
            .accounts
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        all.get(&account).map_or(0, |a| a.lock().outstanding)
    }

    /// Settles what is queued and gives every lease's free credits back (graceful stop).
    pub async fn close(&self) {
        let (done, closed) = oneshot::channel();
        if self.inner.queue.send(Msg::Close(done)).is_ok() {
            let _ = closed.await;
        }
    }

    fn all(&self) -> Vec<Arc<AccountLease>> {
        let all = self
            .inner
            .accounts
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        all.values().cloned().collect()
    }
}
