//! The writer task of the credit leases: every statement in order, settlements before the
//! takes of the same round, and the sweep of idle leases.

use super::*;

/// Takes the messages queued (settlements wait [`LINGER`] for others), writes the settlements in
/// one statement, then the takes; every [`TICK`], retries failed settlements and gives back the
/// free credits of leases no call used since the last tick; every [`RENEW`], renews the leases.
pub(super) async fn writer(
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
