//! Limits counted in Redis, so they hold across API replicas, each one Redis round trip (a
//! plan of thousands of calls a minute counts its calls in blocks, see `rate_blocks`):
//! - per account, the developer plan's requests per minute, as a sliding window;
//! - per client address, the public Guru's daily allowance (counted where it is used);
//! - per client address, failed authentications, so that guessing keys costs no database
//!   look-ups beyond a few a minute.

use crate::account::Account;
use crate::error::ApiError;
use crate::rate_blocks::BLOCKS_FROM;
pub use crate::rate_blocks::RateInfo;
use crate::state::AppState;
use chrono::{NaiveTime, Utc};
use redis::AsyncCommands;
use std::sync::{Arc, LazyLock, Mutex};

/// Slot the middleware puts in each request for [`RateInfo`].
#[derive(Clone, Default)]
pub struct RateSlot(pub Arc<Mutex<Option<RateInfo>>>);

/// The sliding-window counter: the current minute's count plus the previous minute's weighted
/// by how much of it still lies within the last 60 s. Unlike a fixed window, no two-minute
/// boundary lets a client through twice its limit in a moment (a fixed window let 120 calls
/// through in 1.7 s on a 60/min plan). Time is Redis's own, so every replica counts alike; a
/// refused call is not counted, so a client that keeps knocking is let in again on time.
///
/// ARGV: limit, window seconds, calls wanted (a block, see `RateBlocks`), and calls of an
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
        .key(if account.test {
            state.names.test_rate_key(&account.id)
        } else {
            state.names.rate_key(&account.id)
        })
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
        test: account.test,
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
    if failed.unwrap_or(0) >= state.config.auth_failures_per_minute {
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
    let limit = state.config.public_guru_per_day;
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
