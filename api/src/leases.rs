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

/// Takes the messages queued (settlements wait [`LINGER`] for others), writes the settlements in
/// one statement, then the takes; every [`TICK`], retries failed settlements and gives back the
/// free credits of leases no call used since the last tick; every [`RENEW`], renews the leases.
async fn writer(
    db: sqlx::PgPool,
    holder: String,
    leases: Leases,
    mut rx: mpsc::UnboundedReceiver<Msg>,
) {
    let mut batch = Vec::with_capacity(BATCH);
    let mut unsettled: Vec<Settle> = Vec::new();
    let mut tick = tokio::time::interval(TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut renewed = Instant::now();
    loop {
        let ticked = tokio::select! {
            n = rx.recv_many(&mut batch, BATCH) => {
                if n == 0 {
                    return; // every handle dropped
                }
                false
            }
            _ = tick.tick() => true,
        };
        if !ticked && !urgent(&batch) {
            linger(&mut rx, &mut batch).await;
        }
        let round = Round::sort(&mut batch, &mut unsettled);
        if !unsettled.is_empty() {
            settle(&db, &mut unsettled).await;
        }
        if round.answer(&db, &holder, &leases).await {
            continue;
        }
        if ticked {
            for account in leases.all() {
                release(&db, &account, false).await;
            }
            forget_idle(&leases);
            if renewed.elapsed() >= RENEW {
                renewed = Instant::now();
                if let Err(e) = renew(&db, &holder).await {
                    tracing::warn!(error = %e, "renewing credit leases failed");
                }
            }
        }
    }
}

/// Whether a batch holds a message other than a settlement (someone waits on it).
fn urgent(batch: &[Msg]) -> bool {
    batch.iter().any(|m| !matches!(m, Msg::Settle(_)))
}

/// Waits up to [`LINGER`] for more settlements to join the batch, until it is full or holds a
/// message someone waits on.
async fn linger(rx: &mut mpsc::UnboundedReceiver<Msg>, batch: &mut Vec<Msg>) {
    let linger = tokio::time::sleep(LINGER);
    tokio::pin!(linger);
    while batch.len() < BATCH && !urgent(batch) {
        let room = BATCH - batch.len();
        tokio::select! {
            () = &mut linger => break,
            n = rx.recv_many(batch, room) => if n == 0 { break },
        }
    }
}

/// A take asked of the writer: the lease, the amount, the endpoint and who waits for it.
type TakeAsked = (
    Arc<AccountLease>,
    i64,
    &'static str,
    oneshot::Sender<ApiResult<LeasedCall>>,
);

/// One round's messages but the settlements, by kind.
struct Round {
    takes: Vec<TakeAsked>,
    waiters: Vec<oneshot::Sender<()>>,
    gives: Vec<(Arc<AccountLease>, oneshot::Sender<()>)>,
    closing: Option<oneshot::Sender<()>>,
}

impl Round {
    /// Empties the batch: settlements join `unsettled`, the other messages the round.
    fn sort(batch: &mut Vec<Msg>, unsettled: &mut Vec<Settle>) -> Round {
        let (mut takes, mut waiters, mut gives, mut closing) =
            (Vec::new(), Vec::new(), Vec::new(), None);
        for m in batch.drain(..) {
            match m {
                Msg::Settle(s) => unsettled.push(s),
                Msg::Take {
                    account,
                    amount,
                    endpoint,
                    done,
                } => {
                    takes.push((account, amount, endpoint, done));
                }
                Msg::Flush(done) => waiters.push(done),
                Msg::GiveBack(account, done) => gives.push((account, done)),
                Msg::Close(done) => closing = Some(done),
            }
        }
        Round {
            takes,
            waiters,
            gives,
            closing,
        }
    }

    /// Makes the takes, answers the flushes, gives back what was asked and, on closing, every
    /// lease's free credits; true when the writer was closing.
    async fn answer(self, db: &sqlx::PgPool, holder: &str, leases: &Leases) -> bool {
        for (account, amount, endpoint, done) in self.takes {
            let _ = done.send(take(db, holder, leases, &account, amount, endpoint).await);
        }
        for done in self.waiters {
            let _ = done.send(());
        }
        for (account, done) in self.gives {
            release(db, &account, true).await;
            let _ = done.send(());
        }
        let Some(done) = self.closing else {
            return false;
        };
        for account in leases.all() {
            release(db, &account, true).await;
        }
        let _ = done.send(());
        true
    }
}

/// Writes the settlements in one statement. On a fault they are kept for the next round (the
/// oldest dropped, going free, past [`MOST_UNSETTLED`]).
async fn settle(db: &sqlx::PgPool, unsettled: &mut Vec<Settle>) {
    let calls: Vec<ledger::LeaseCall<'_>> = unsettled
        .iter()
        .map(|s| ledger::LeaseCall {
            lease: s.lease,
            account_id: s.account.account,
            request_id: &s.request_id,
            amount: s.amount,
            endpoint: s.endpoint,
        })
        .collect();
    let result = match db.acquire().await {
        Ok(mut conn) => ledger::settle_leases(&mut conn, &calls).await,
        Err(e) => Err(e),
    };
    metrics::histogram!("graha_settle_batch_size").record(calls.len() as f64);
    drop(calls);
    match result {
        Ok(settled) => {
            let outcome: HashMap<Uuid, Settled> =
                settled.into_iter().map(|s| (s.lease, s)).collect();
            for s in unsettled.drain(..) {
                let mut st = s.account.lock();
                st.outstanding -= s.amount;
                match outcome.get(&s.lease) {
                    Some(Settled {
                        balance: Some(b), ..
                    }) => st.balance = *b,
                    _ => {
                        // Released by the sweeper (or short): these calls go free, and the
                        // process starts a new lease.
                        if st.lease == s.lease {
                            metrics::counter!("graha_lease_lost_total").increment(1);
                            st.lease = Uuid::new_v4();
                            st.free = 0;
                        }
                    }
                }
            }
        }
        Err(e) => {
            metrics::counter!("graha_settle_failures_total").increment(1);
            tracing::error!(error = %e, calls = unsettled.len(), "settling answered calls failed; retrying");
            if unsettled.len() > MOST_UNSETTLED {
                let gone = unsettled.len() - MOST_UNSETTLED;
                for s in unsettled.drain(..gone) {
                    s.account.lock().outstanding -= s.amount;
                }
            }
        }
    }
}

/// A block for `account` big enough for a call of `amount`, and the call's share of it. Calls
/// running meanwhile may take from the lease too (a smaller call, or one given back and taken
/// again), so a block that no longer covers this call is followed by another.
async fn take(
    db: &sqlx::PgPool,
    holder: &str,
    leases: &Leases,
    account: &Arc<AccountLease>,
    amount: i64,
    endpoint: &'static str,
) -> ApiResult<LeasedCall> {
    for _ in 0..TAKES {
        let (lease, need, want) = {
            let mut s = account.lock();
            // Calls given back, or a block taken, since this call asked.
            if let Some(call) = account.allocate(&mut s, leases, amount, endpoint) {
                return Ok(call);
            }
            let soon = s
                .last_take
                .is_some_and(|t| t.elapsed() < Duration::from_secs(1));
            s.block = if soon {
                (s.block * 2).min(MOST_CREDITS)
            } else {
                amount * FIRST_CALLS
            };
            (s.lease, amount - s.free, s.block.max(amount))
        };
        let mut conn = db.acquire().await?;
        let taken = ledger::take_lease(
            &mut conn,
            lease,
            account.account,
            holder,
            need,
            want,
            LEASE_SECONDS,
        )
        .await?;
        let mut s = account.lock();
        s.last_take = Some(Instant::now());
        match taken {
            Taken::Granted { granted, balance } => {
                if s.lease == lease {
                    s.free += granted;
                }
                s.balance = balance;
                if let Some(call) = account.allocate(&mut s, leases, amount, endpoint) {
                    return Ok(call);
                }
            }
            Taken::Short { free } => {
                return Err(ApiError::InsufficientCredits {
                    required: amount,
                    available: free + s.free,
                });
            }
        }
    }
    Err(ApiError::Unavailable(
        "credits are being taken by many calls at once; retry".into(),
    ))
}

/// Gives back a lease's free credits: all of them (`all`), or those of a lease no call used
/// since the last tick.
async fn release(db: &sqlx::PgPool, account: &Arc<AccountLease>, all: bool) {
    let (lease, amount) = {
        let mut s = account.lock();
        let idle = !std::mem::replace(&mut s.used, false);
        if s.free == 0 || !(all || idle) {
            return;
        }
        (s.lease, std::mem::take(&mut s.free))
    };
    let given = match db.acquire().await {
        Ok(mut conn) => ledger::release_lease(&mut conn, lease, Some(amount)).await,
        Err(e) => Err(e),
    };
    if let Err(e) = given {
        tracing::warn!(error = %e, "giving back a lease's credits failed");
        let mut s = account.lock();
        if s.lease == lease {
            s.free += amount;
        }
    }
}

/// Drops the accounts this process holds nothing of.
fn forget_idle(leases: &Leases) {
    let mut all = leases
        .inner
        .accounts
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    all.retain(|_, a| {
        let s = a.lock();
        s.free > 0 || s.outstanding > 0 || s.used || Arc::strong_count(a) > 1
    });
}

async fn renew(db: &sqlx::PgPool, holder: &str) -> Result<(), sqlx::Error> {
    let mut conn = db.acquire().await?;
    ledger::renew_leases(&mut conn, holder, LEASE_SECONDS).await
}
