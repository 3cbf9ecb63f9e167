//! The money path of a paid call: what a request holds ([`Charge`]: a reservation — reserve,
//! capture, refund, and the refund when a request ends early — or credits of this process's
//! lease on the account, see [`crate::leases`]), the per-account slot of heavy
//! jobs ([`Slot`]), and the credit headers of a reply. The ledger's statements are in
//! `graha::store::ledger`; this is the request's side of them.

use crate::account::Account;
pub use crate::charge::{Charge, credit_headers};
use crate::charge::{OnDrop, OwnedHold};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use graha::endpoints::Queue;
use graha::store::{ledger, profiles};
use uuid::Uuid;

/// A per-account slot for heavy jobs (PDF reports, the Guru), counted in Redis so the cap holds
/// across API replicas; released when dropped.
pub struct Slot {
    redis: redis::aio::ConnectionManager,
    key: String,
}

impl Slot {
    /// Takes one of the account's `cap` slots for `queue`, or answers 429.
    pub async fn take(
        state: &AppState,
        account: &Account,
        queue: Queue,
        cap: u32,
    ) -> ApiResult<Slot> {
        let key = format!(
            "{}:inflight:{}:{}",
            state.names.prefix,
            graha::queue::queue_name(queue),
            account.id
        );
        let mut conn = state.redis.clone();
        let (n,): (u32,) = redis::pipe()
            .atomic()
            .incr(&key, 1u32)
            .expire(&key, 300)
            .ignore()
            .query_async(&mut conn)
            .await?;
        let slot = Slot { redis: conn, key };
        if n > cap {
            return Err(ApiError::TooManyInProgress {
                what: match queue {
                    Queue::Guru => "Guru questions",
                    _ => "reports",
                },
                limit: cap,
            });
        }
        Ok(slot)
    }
}

/// Gives a slot back; the counter goes when it reaches zero, so idle accounts leave no key.
static RELEASE_SLOT: std::sync::LazyLock<redis::Script> = std::sync::LazyLock::new(|| {
    redis::Script::new(
        "if redis.call('decr', KEYS[1]) <= 0 then redis.call('del', KEYS[1]) end return 0",
    )
});

impl Drop for Slot {
    fn drop(&mut self) {
        let (mut conn, key) = (self.redis.clone(), std::mem::take(&mut self.key));
        tokio::spawn(async move {
            let _: Result<i64, _> = RELEASE_SLOT.key(key).invoke_async(&mut conn).await;
        });
    }
}

impl Charge {
    /// Takes the call's cost from this process's lease on the account (a synchronous call):
    /// no statement on the call's path unless the lease must grow; 402 when the balance is
    /// short.
    pub async fn lease(
        state: &AppState,
        account: Uuid,
        request_id: String,
        amount: i64,
        endpoint: &'static str,
    ) -> ApiResult<Charge> {
        let call = state.leases.charge(account, amount, endpoint).await?;
        metrics::counter!("graha_credits_reserved_total").increment(amount as u64);
        Ok(Charge {
            db: state.db.clone(),
            captures: state.captures.clone(),
            request_id,
            balance: call.balance,
            on_drop: OnDrop::Nothing,
            leased: Some(call),
            free: false,
        })
    }

    /// A test key's call: nothing reserved or taken, no ledger row; the balance as it stands.
    pub async fn free(state: &AppState, account: Uuid, request_id: String) -> ApiResult<Charge> {
        let mut conn = state.db.acquire().await?;
        let balance: i64 = sqlx::query_scalar("select credits from accounts where id = $1")
            .bind(account)
            .fetch_one(&mut *conn)
            .await?;
        Ok(Charge {
            db: state.db.clone(),
            captures: state.captures.clone(),
            request_id,
            balance: balance - state.leases.unsettled(account),
            on_drop: OnDrop::Nothing,
            leased: None,
            free: true,
        })
    }

    /// Loads the account's profiles `ids` and reserves the hold, in one round trip to
    /// Postgres shared with the other calls reserving at the same moment
    /// ([`crate::reservations`]): the rows found, and the charge when every profile was found
    /// (nothing is reserved otherwise); 402 when the balance is short. Should the request be
    /// dropped (its client gone) while Postgres reserves, the charge made is dropped in its
    /// place, which refunds at once.
    pub async fn reserve_with_profiles(
        state: &AppState,
        hold: ledger::Hold<'_>,
        ids: Vec<Uuid>,
    ) -> ApiResult<(Vec<profiles::ProfileRow>, Option<Charge>)> {
        // The credits this process's lease holds free are the account's to reserve too.
        state.leases.give_back(hold.account_id).await;
        let account = hold.account_id;
        let mut reserved = state
            .reservations
            .reserve(OwnedHold::from(hold), ids)
            .await?;
        if let (_, Some(charge)) = &mut reserved {
            // The balance read does not count the calls this process has yet to settle.
            state.leases.note_balance(account, charge.balance);
            charge.balance -= state.leases.unsettled(account);
        }
        Ok(reserved)
    }

    /// Reserves the endpoint's cost (402 when the balance is short).
    pub async fn reserve(state: &AppState, hold: ledger::Hold<'_>) -> ApiResult<Charge> {
        let (_, charge) = Self::reserve_with_profiles(state, hold, Vec::new()).await?;
        charge.ok_or_else(|| ApiError::internal("no profiles to find, nothing reserved"))
    }
}
