//! The blocks of calls an account with a large plan may make without a Redis round trip each
//! (see [`RateBlocks`]); the API's state keeps one per process.

use std::collections::HashMap;
use std::sync::Mutex;
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
    /// Made with a test key (the reply says `X-Graha-Mode: test`).
    pub test: bool,
}

/// Plans allowing at least this many calls a minute count them in blocks.
pub(crate) const BLOCKS_FROM: u32 = 2_000;
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
    pub(crate) fn spend(&self, account: &Uuid, limit: u32) -> Option<RateInfo> {
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
            test: false,
        })
    }

    /// The block to ask for, and the stale calls to give back with it (window, count).
    pub(crate) fn next_take(&self, account: &Uuid, limit: u32) -> (u32, i64, u32) {
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
    pub(crate) fn keep(
        &self,
        account: Uuid,
        granted: u32,
        remaining: u32,
        reset: u64,
        window: i64,
    ) {
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
