//! Limits counted in Redis, so they hold across API replicas, each one Redis round trip (a
//! plan of thousands of calls a minute counts its calls in blocks, see [`RateBlocks`]):
//! - per account, the developer plan's requests per minute, as a sliding window;
//! - per client address, the public Guru's daily allowance (counted where it is used);
//! - per client address, failed authentications, so that guessing keys costs no database
//!   look-ups beyond a few a minute.

use crate::account::Account;
use crate::error::ApiError;
use crate::state::AppState;
use chrono::{NaiveTime, Utc};
use redis::AsyncCommands;
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};
use std::time::{Duration, Instant};
use uuid::Uuid;

/// Rate-limit figures of the current request, filled by [`Account`] and written to the
/// response headers by the middleware.
#[derive(Clone, Copy, Debug)]
pub struct RateInfo {
    pub limit: u32,
    pub remaining: u32,
    /// Seconds until the window resets.
    pub reset: u64,
    /// This request is over the limit.
    pub exceeded: bool,
}

/// Slot the middleware puts in each request for [`RateInfo`].
#[derive(Clone, Default)]
pub struct RateSlot(pub Arc<Mutex<Option<RateInfo>>>);

/// The sliding-window counter: the current minute's count plus the previous minute's weighted
/// by how much of it still lies within the last 60 s. Unlike a fixed window, no two-minute
/// boundary lets a client through twice its limit in a moment (a fixed window let 120 calls
/// through in 1.7 s on a 60/min plan). Time is Redis's own, so every replica counts alike; a
/// refused call is not counted, so a client that keeps knocking is let in again on time.
///
/// ARGV: limit, window seconds, calls wanted (a block, see [`RateBlocks`]), and calls of an
/// earlier block given back unspent with the window they were counted in (0 for none). Grants
/// up to the calls wanted that fit under the limit. Returns `{granted (0: refused), remaining
/// after them, seconds to reset or to retry, window}`.
static SLIDING_WINDOW: LazyLock<redis::Script> = LazyLock::new(|| {
    redis::Script::new(
        r"
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local limit = tonumber(ARGV[1])
local w = tonumber(ARGV[2])
local want = tonumber(ARGV[3])
local back = tonumber(ARGV[5])
if back > 0 then
  local bk = KEYS[1] .. ':' .. ARGV[4]
  if tonumber(redis.call('GET', bk) or '0') >= back then redis.call('DECRBY', bk, back) end
end
local cur = math.floor(now / w)
local elapsed = now - cur * w
local ck = KEYS[1] .. ':' .. cur
local prev = tonumber(redis.call('GET', KEYS[1] .. ':' .. (cur - 1)) or '0')
local c = tonumber(redis.call('GET', ck) or '0')
local est = prev * (w - elapsed) / w + c
if est + 1 > limit then
  local wait
  if c + 1 > limit then
    -- Only the next window helps: then this window's count weighs in, falling.
    wait = (w - elapsed) + math.max(0, w - (limit - 1) * w / c)
  else
    wait = math.max(0, (w - elapsed) - (limit - 1 - c) * w / prev)
  end
  return {0, 0, math.max(1, math.ceil(wait)), cur}
end
local free = math.floor(limit - est)
local take = math.min(want, free)
if redis.call('INCRBY', ck, take) == take then
  redis.call('EXPIRE', ck, 2 * w + 5)
end
return {take, math.max(0, free - take), math.ceil(w - elapsed), cur}
",
    )
});

/// Plans allowing at least this many calls a minute count them in blocks.
const BLOCKS_FROM: u32 = 2_000;
/// A block is at most this many calls, and at most a thousandth of the limit.
const LARGEST_BLOCK: u32 = 64;
/// A block's calls not spent within this time are given back (with the account's next take).
const BLOCK_FRESH: Duration = Duration::from_millis(250);
/// Accounts whose blocks are kept before the quiet ones are forgotten.
const MOST_ACCOUNTS: usize = 10_000;

/// Calls an account may still make, counted in Redis ahead of time by this process.
///
/// A plan of [`BLOCKS_FROM`] calls a minute or more counts its calls in blocks: one script
/// call counts (and so reserves under the limit) up to [`LARGEST_BLOCK`] calls, a thousandth of
/// the limit at most, and this process lets that many through with no round trip. The limit
/// still holds across replicas: every call let through was counted in Redis before it. A block
/// not spent within [`BLOCK_FRESH`] is given back with the account's next take; one left when
/// the account goes quiet stays counted, so a replica may refuse up to 0.1 % of a limit early,
/// never let more through. A block starts at one call and doubles while they are spent fresh.
#[derive(Default)]
pub struct RateBlocks(Mutex<HashMap<Uuid, Block>>);

struct Block {
    window: i64,
    /// Calls counted and not yet let through.
    left: u32,
    /// The limit's remaining calls after this block's.
    remaining: u32,
    taken: Instant,
    /// Seconds to the window's reset, when `taken`.
    reset: u64,
    size: u32,
}

impl RateBlocks {
    /// A call from the account's block, when one is fresh and not spent.
    fn spend(&self, account: &Uuid, limit: u32) -> Option<RateInfo> {
        let mut blocks = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let b = blocks.get_mut(account)?;
        if b.left == 0 || b.taken.elapsed() > BLOCK_FRESH {
            return None;
        }
        b.left -= 1;
        let gone = b.taken.elapsed().as_secs();
        Some(RateInfo {
            limit,
            remaining: b.remaining + b.left,
            reset: b.reset.saturating_sub(gone).max(1),
            exceeded: false,
        })
    }

    /// The block to ask for, and the stale calls to give back with it (window, count).
    fn next_take(&self, account: &Uuid, limit: u32) -> (u32, i64, u32) {
        let largest = LARGEST_BLOCK.min(limit / 1000).max(1);
        let mut blocks = self.0.lock().unwrap_or_else(|e| e.into_inner());
        match blocks.get_mut(account) {
            None => (1, 0, 0),
            Some(b) => {
                let fresh = b.taken.elapsed() <= BLOCK_FRESH;
                let want = if fresh { (b.size * 2).min(largest) } else { 1 };
                let back = if fresh {
                    0
                } else {
                    std::mem::take(&mut b.left)
                };
                (want, b.window, back)
            }
        }
    }

    /// Keeps the rest of a block just taken (its first call is the caller's).
    fn keep(&self, account: Uuid, granted: u32, remaining: u32, reset: u64, window: i64) {
        let mut blocks = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if blocks.len() >= MOST_ACCOUNTS && !blocks.contains_key(&account) {
            // Quiet accounts' blocks are forgotten (their spare calls stay counted).
            blocks.retain(|_, b| b.taken.elapsed() <= BLOCK_FRESH);
        }
        let b = blocks.entry(account).or_insert(Block {
            window,
            left: 0,
            remaining,
            taken: Instant::now(),
            reset,
            size: 0,
        });
        // Calls of a block taken meanwhile by a concurrent request stay spendable.
        let left = if b.window == window && b.taken.elapsed() <= BLOCK_FRESH {
            b.left
        } else {
            0
        };
        *b = Block {
            window,
            left: left + granted - 1,
            remaining,
            taken: Instant::now(),
            reset,
            size: granted,
        };
    }
}

/// Counts a request of `account` against its plan's per-minute limit.
pub async fn check(state: &AppState, account: &Account) -> Result<RateInfo, ApiError> {
    let limit = account.rate_limit;
    let blocks = limit >= BLOCKS_FROM;
    if blocks && let Some(info) = state.rate_blocks.spend(&account.id, limit) {
        return Ok(info);
    }
    let (want, back_window, back) = if blocks {
        state.rate_blocks.next_take(&account.id, limit)
    } else {
        (1, 0, 0)
    };
    let mut conn = state.redis.clone();
    let (granted, remaining, reset, window): (u32, u32, u64, i64) = SLIDING_WINDOW
        .key(state.names.rate_key(&account.id))
        .arg(limit)
        .arg(60)
        .arg(want)
        .arg(back_window)
        .arg(back)
        .invoke_async(&mut conn)
        .await?;
    if blocks && granted > 0 {
        state
            .rate_blocks
            .keep(account.id, granted, remaining, reset, window);
    }
    Ok(RateInfo {
        limit,
        remaining: remaining + granted.saturating_sub(1),
        reset,
        exceeded: granted == 0,
    })
}

fn minute() -> (i64, u64) {
    let now = chrono::Utc::now().timestamp();
    (now.div_euclid(60), (60 - now.rem_euclid(60)) as u64)
}

/// 429 when `client` has already presented too many unknown keys this minute (asked before a
/// key is looked up in the database).
pub async fn refuse_failing_client(state: &AppState, client: &str) -> Result<(), ApiError> {
    let (window, retry_after) = minute();
    let mut conn = state.redis.clone();
    let failed: Option<u32> = redis::cmd("GET")
        .arg(state.names.auth_failure_key(client, window))
        .query_async(&mut conn)
        .await?;
    if failed.unwrap_or(0) >= state.settings.auth_failures_per_minute {
        metrics::counter!("graha_auth_failures_refused_total").increment(1);
        return Err(ApiError::TooManyFailedAuthentications { retry_after });
    }
    Ok(())
}

/// Counts a failed authentication of `client` (a well-formed key that is unknown or revoked).
pub async fn note_failed_authentication(state: &AppState, client: &str) {
    let (window, _) = minute();
    let key = state.names.auth_failure_key(client, window);
    let mut conn = state.redis.clone();
    let counted: Result<(), _> = redis::pipe()
        .incr(&key, 1u32)
        .ignore()
        .expire(&key, 70)
        .ignore()
        .query_async(&mut conn)
        .await;
    if let Err(e) = counted {
        tracing::warn!(error = %e, "counting a failed authentication failed");
    }
}

/// 429 `daily_limit_reached` when `client` has used today's public allowance (one read).
pub async fn refuse_spent_allowance(state: &AppState, client: &str) -> Result<(), ApiError> {
    let day = Utc::now().date_naive().to_string();
    let mut conn = state.redis.clone();
    let used: Option<u32> = conn.get(state.names.public_guru_key(client, &day)).await?;
    let limit = state.settings.public_guru_per_day;
    if used.unwrap_or(0) >= limit {
        return Err(ApiError::DailyLimitReached {
            retry_after: seconds_to_utc_midnight(),
            limit,
        });
    }
    Ok(())
}

pub fn seconds_to_utc_midnight() -> u64 {
    let now = Utc::now();
    let tomorrow = now
        .date_naive()
        .succ_opt()
        .unwrap_or(now.date_naive())
        .and_time(NaiveTime::MIN)
        .and_utc();
    (tomorrow - now).num_seconds().max(1) as u64
}
