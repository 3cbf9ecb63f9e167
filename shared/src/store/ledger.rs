//! The credit ledger, the two-phase charge of reports and Guru questions (reserve → capture |
//! refund), and the credit leases synchronous calls are paid from (take → settle, release).
//!
//! Every balance change is one SQL statement that updates `accounts.credits` and writes its
//! ledger row together; `(request_id, kind)` is unique, so a repeated call changes nothing.

use super::profiles::{ProfileRow, columns};
use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

/// Outcome of a reservation attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reserve {
    /// Reserved; the balance after it.
    Reserved { balance: i64 },
    /// Not enough credits; nothing changed.
    Insufficient { available: i64 },
}

/// What a reservation is for.
#[derive(Debug, Clone, Copy)]
pub struct Hold<'a> {
    pub account_id: Uuid,
    /// Unique per call; the ledger rows of the call carry it.
    pub request_id: &'a str,
    pub amount: i64,
    pub endpoint: &'a str,
    /// How long it may stay open: past this the sweeper refunds it.
    pub seconds: i32,
}

/// Reserves credits for one request, atomically: the balance check, the debit, the ledger row
/// and the open reservation are one transaction — [`reserve_many`] with one call and no
/// profiles.
pub async fn reserve(conn: &mut PgConnection, hold: Hold<'_>) -> Result<Reserve, sqlx::Error> {
    let mut out = reserve_many(conn, &[hold], &[&[]]).await?;
    out.pop()
        .and_then(|(_, reserve)| reserve)
        .ok_or_else(|| sqlx::Error::Protocol("reserve_many answered no row".into()))
}

/// The reservations of many calls in one statement (one round trip, one commit), each as it
/// would be made alone: call `i` is `holds[i]` on the profiles `profile_ids[i]` (none: no
/// profiles to find); it gives the account's rows among them and the reservation, made only
/// when every one is the account's (`None`: one is missing or another account's). Calls of one account are reserved in the order
/// given. A failure (a request id charged before, say) fails the whole statement and reserves
/// nothing.
pub async fn reserve_many(
    conn: &mut PgConnection,
    holds: &[Hold<'_>],
    profile_ids: &[&[Uuid]],
) -> Result<Vec<(Vec<ProfileRow>, Option<Reserve>)>, sqlx::Error> {
    use sqlx::{FromRow, Row};
    let n = holds.len();
    let (mut first, mut count, mut ids) = (Vec::with_capacity(n), Vec::with_capacity(n), vec![]);
    for wanted in profile_ids.iter().take(n) {
        first.push(ids.len() as i32 + 1);
        count.push(wanted.len() as i32);
        ids.extend_from_slice(wanted);
    }
    count.resize(n, 0);
    first.resize(n, ids.len() as i32 + 1);
    let rows = sqlx::query(concat!(
        "select r.item, r.attempted, r.reserved, r.balance, p.* \
         from reserve_many($1, $2, $3, $4, $5, $6, $7, $8) r \
         left join lateral (select ",
        columns!(),
        " from profiles \
            where id = any(($8::uuid[])[($6::int[])[r.item] : ($6::int[])[r.item] + ($7::int[])[r.item] - 1]) \
              and account_id = ($1::uuid[])[r.item]) p on true"
    ))
    .bind(holds.iter().map(|h| h.account_id).collect::<Vec<_>>())
    .bind(holds.iter().map(|h| h.request_id).collect::<Vec<_>>())
    .bind(holds.iter().map(|h| h.amount).collect::<Vec<_>>())
    .bind(holds.iter().map(|h| h.endpoint).collect::<Vec<_>>())
    .bind(holds.iter().map(|h| h.seconds).collect::<Vec<_>>())
    .bind(&first)
    .bind(&count)
    .bind(&ids)
    .fetch_all(&mut *conn)
    .await?;
    let mut out: Vec<(Vec<ProfileRow>, Option<Reserve>)> = (0..n).map(|_| (vec![], None)).collect();
    for row in rows {
        let item: i32 = row.try_get("item")?;
        let Some(slot) = usize::try_from(item - 1).ok().and_then(|i| out.get_mut(i)) else {
            continue;
        };
        let (attempted, reserved): (bool, bool) =
            (row.try_get("attempted")?, row.try_get("reserved")?);
        let balance: Option<i64> = row.try_get("balance")?;
        slot.1 = match (attempted, reserved) {
            (false, _) => None,
            (true, true) => Some(Reserve::Reserved {
                balance: balance.unwrap_or(0),
            }),
            (true, false) => Some(Reserve::Insufficient {
                available: balance.unwrap_or(0),
            }),
        };
        if row.try_get::<Option<Uuid>, _>("id")?.is_some() {
            slot.0.push(ProfileRow::from_row(&row)?);
        }
    }
    Ok(out)
}

/// Captures an open reservation (the credits stay spent). False if it was not open.
pub async fn capture(conn: &mut PgConnection, request_id: &str) -> Result<bool, sqlx::Error> {
    Ok(capture_many(conn, &[request_id]).await? == 1)
}

/// Captures the open reservations among `request_ids`, in one statement (one commit): their
/// reservations are deleted and their 'reserve' ledger rows stand. Returns how many were open.
/// (`capture_reservations` looks each id up by the primary key; see its migration.)
pub async fn capture_many(
    conn: &mut PgConnection,
    request_ids: &[&str],
) -> Result<u64, sqlx::Error> {
    let n: i64 = sqlx::query_scalar("select capture_reservations($1)")
        .bind(request_ids)
        .fetch_one(conn)
        .await?;
    Ok(n as u64)
}

/// Refunds an open reservation: credits back, ledger row, reservation closed — once.
/// Returns the balance after, or `None` if it was not open.
pub async fn refund(conn: &mut PgConnection, request_id: &str) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("select refund_reservation($1)")
        .bind(request_id)
        .fetch_one(conn)
        .await
}

/// Adds (or with a negative `amount`, removes, never below zero nor below what the account's
/// leases hold) credits through the ledger.
/// `request_id` makes it idempotent. Returns the balance after, `None` if already applied.
pub async fn adjust(
    conn: &mut PgConnection,
    account_id: Uuid,
    request_id: &str,
    kind: &str,
    amount: i64,
) -> Result<Option<i64>, sqlx::Error> {
    apply(conn, account_id, request_id, kind, |balance, held| {
        amount.max(held - balance)
    })
    .await
}

/// Sets the balance to `target` through one ledger row (a monthly refill resets the balance
/// to the plan's credits; never below what the account's leases hold). Idempotent by
/// `request_id`.
pub async fn reset_to(
    conn: &mut PgConnection,
    account_id: Uuid,
    request_id: &str,
    kind: &str,
    target: i64,
) -> Result<Option<i64>, sqlx::Error> {
    apply(conn, account_id, request_id, kind, |balance, held| {
        target.max(held) - balance
    })
    .await
}

/// One idempotent balance change in its own transaction: lock the account, skip if the
/// `(request_id, kind)` row exists, apply `delta(balance, held)`, write the row.
async fn apply(
    conn: &mut PgConnection,
    account_id: Uuid,
    request_id: &str,
    kind: &str,
    delta: impl FnOnce(i64, i64) -> i64,
) -> Result<Option<i64>, sqlx::Error> {
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    let Some((balance, held)): Option<(i64, i64)> =
        sqlx::query_as("select credits, held from accounts where id = $1 for update")
            .bind(account_id)
            .fetch_optional(&mut *tx)
            .await?
    else {
        return Ok(None);
    };
    let exists: bool = sqlx::query_scalar(
        "select exists (select 1 from credit_ledger where request_id = $1 and kind = $2)",
    )
    .bind(request_id)
    .bind(kind)
    .fetch_one(&mut *tx)
    .await?;
    if exists {
        return Ok(None);
    }
    let amount = delta(balance, held);
    let after = balance + amount;
    sqlx::query("update accounts set credits = $2 where id = $1")
        .bind(account_id)
        .bind(after)
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "insert into credit_ledger (account_id, request_id, kind, amount, balance_after)          values ($1, $2, $3, $4, $5)",
    )
    .bind(account_id)
    .bind(request_id)
    .bind(kind)
    .bind(amount)
    .bind(after)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(after))
}

/// Sum of an account's ledger rows (equals its balance at all times).
pub async fn sum(conn: &mut PgConnection, account_id: Uuid) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "select coalesce(sum(amount), 0)::bigint from credit_ledger where account_id = $1",
    )
    .bind(account_id)
    .fetch_one(conn)
    .await
}

/// Open reservations whose deadline passed before `as_of` (left by a crashed API, or an
/// async job no worker took in time).
pub async fn stale_reservations(
    conn: &mut PgConnection,
    as_of: DateTime<Utc>,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "select request_id from reservations where expires_at < $1 \
         order by expires_at limit 10000",
    )
    .bind(as_of)
    .fetch_all(conn)
    .await
}

/// Whether a request's reservation is still open (neither captured nor refunded).
pub async fn is_open(conn: &mut PgConnection, request_id: &str) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("select exists (select 1 from reservations where request_id = $1)")
        .bind(request_id)
        .fetch_one(conn)
        .await
}

/// One answered call paid from a lease.
#[derive(Debug, Clone, Copy)]
pub struct LeaseCall<'a> {
    pub lease: Uuid,
    pub account_id: Uuid,
    /// Unique per call; its 'reserve' ledger row carries it.
    pub request_id: &'a str,
    pub amount: i64,
    pub endpoint: &'a str,
}

/// What a settlement did for one lease.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settled {
    pub lease: Uuid,
    /// The balance after its calls; `None` when the lease was released (or short) and its
    /// calls were not charged.
    pub balance: Option<i64>,
}

/// Outcome of taking credits into a lease.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taken {
    /// `granted` credits added to the lease; the balance then.
    Granted { granted: i64, balance: i64 },
    /// Fewer free credits than needed; nothing changed.
    Short { free: i64 },
}

/// Adds to lease `lease` (made if missing) at most `want` of the account's free credits, and at
/// most half of them unless `need` takes more; nothing when fewer than `need` are free.
pub async fn take_lease(
    conn: &mut PgConnection,
    lease: Uuid,
    account_id: Uuid,
    holder: &str,
    need: i64,
    want: i64,
    seconds: i32,
) -> Result<Taken, sqlx::Error> {
    let (granted, balance, free): (i64, i64, i64) =
        sqlx::query_as("select granted, balance, free from take_lease($1, $2, $3, $4, $5, $6)")
            .bind(lease)
            .bind(account_id)
            .bind(holder)
            .bind(need)
            .bind(want)
            .bind(seconds)
            .fetch_one(conn)
            .await?;
    Ok(if granted > 0 {
        Taken::Granted { granted, balance }
    } else {
        Taken::Short { free }
    })
}

/// Settles answered calls in one statement: per lease, its calls' credits leave the balance and
/// the lease, each call with its own 'reserve' ledger row; a lease released meanwhile settles
/// nothing (its calls go free).
pub async fn settle_leases(
    conn: &mut PgConnection,
    calls: &[LeaseCall<'_>],
) -> Result<Vec<Settled>, sqlx::Error> {
    let rows: Vec<(Uuid, bool, Option<i64>)> =
        sqlx::query_as("select lease, settled, balance from settle_leases($1, $2, $3, $4, $5)")
            .bind(calls.iter().map(|c| c.lease).collect::<Vec<_>>())
            .bind(calls.iter().map(|c| c.account_id).collect::<Vec<_>>())
            .bind(calls.iter().map(|c| c.request_id).collect::<Vec<_>>())
            .bind(calls.iter().map(|c| c.amount).collect::<Vec<_>>())
            .bind(calls.iter().map(|c| c.endpoint).collect::<Vec<_>>())
            .fetch_all(conn)
            .await?;
    Ok(rows
        .into_iter()
        .map(|(lease, settled, balance)| Settled {
            lease,
            balance: balance.filter(|_| settled),
        })
        .collect())
}

/// Gives back at most `amount` (`None`: all) of a lease's credits; how many were given back.
pub async fn release_lease(
    conn: &mut PgConnection,
    lease: Uuid,
    amount: Option<i64>,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("select release_lease($1, $2)")
        .bind(lease)
        .bind(amount)
        .fetch_one(conn)
        .await
}

/// Moves the deadline of every lease `holder` holds `seconds` ahead.
pub async fn renew_leases(
    conn: &mut PgConnection,
    holder: &str,
    seconds: i32,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "update credit_leases set expires_at = now() + make_interval(secs => $2) \
         where holder = $1",
    )
    .bind(holder)
    .bind(seconds)
    .execute(conn)
    .await?;
    Ok(())
}

/// Leases whose deadline passed before `as_of` (their process died, or lost Postgres).
pub async fn stale_leases(
    conn: &mut PgConnection,
    as_of: DateTime<Utc>,
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "select id from credit_leases where expires_at < $1 order by expires_at limit 10000",
    )
    .bind(as_of)
    .fetch_all(conn)
    .await
}
