//! The cap on an account's calculations in flight, across the fleet (docs/decisions.md, "Fair
//! share").
//!
//! A calculation in flight holds a token in the account's Redis sorted set (member: token, score:
//! the time it lapses on Redis's clock, so a crashed API leaks nothing for long). Within this
//! process, an account's calls queue in turn for its tokens (a fair semaphore of the cap's size),
//! and a token a finished call leaves is kept idle a moment for the account's next call: an
//! account calling steadily takes and gives back tokens only as its parallelism changes, not per
//! call. Idle tokens are given back by a sweeper, so another replica's call waits for one at most
//! that moment. A call that cannot have a token within the wait is 429 `too_many_in_progress`, as
//! is a call beyond the waiters one account may have queued.

use crate::error::{ApiError, ApiResult};
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{AcquireError, OwnedSemaphorePermit, Semaphore};
use tokio::time::error::Elapsed;
use uuid::Uuid;

/// Drops lapsed tokens, then adds ARGV[3] lapsing ARGV[2] ms from now if fewer than ARGV[1] are
/// held. Returns 1 if taken.
static TAKE: LazyLock<redis::Script> = LazyLock::new(|| {
    redis::Script::new(
        r"
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
",
    )
});

/// Removes the tokens ARGV; the set goes with its last one.
static GIVE: LazyLock<redis::Script> = LazyLock::new(|| {
    redis::Script::new(
        r"
redis.call('ZREM', KEYS[1], unpack(ARGV))
if redis.call('ZCARD', KEYS[1]) == 0 then redis.call('DEL', KEYS[1]) end
return 0
",
    )
});

/// Moves the tokens' lapse ARGV[1] ms ahead (a token kept busy for long).
static RENEW: LazyLock<redis::Script> = LazyLock::new(|| {
    redis::Script::new(
        r"
local t = redis.call('TIME')
local at = t[1] * 1000 + math.floor(t[2] / 1000) + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', at, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0
",
    )
});

#[derive(Debug, Clone)]
pub struct Limits {
    /// Calculations one account may have in flight across the fleet.
    pub cap: u32,
    /// How long a call may wait for its turn.
    pub wait: Duration,
    /// Calls of one account that may wait for a turn in this process; beyond, 429 at once.
    pub waiting: usize,
    /// How long a token lives in Redis unless renewed (longer than a call can take).
    pub lapse: Duration,
    /// How long a finished call's token is kept for the account's next call.
    pub keep_idle: Duration,
}

/// A token this process holds: its name and when it was last renewed.
struct Token {
    name: String,
    renewed: Instant,
}

struct AccountSlots {
    /// The account's calls in this process take turns for these permits (the cap's number).
    turns: Arc<Semaphore>,
    /// Calls waiting for a turn.
    waiting: usize,
    /// Tokens no call is using, with the moment each was left.
    idle: Vec<(Token, Instant)>,
    /// Calls holding a turn (with a token, or about to take one).
    busy: usize,
}

pub struct InFlight {
    redis: redis::aio::ConnectionManager,
    prefix: String,
    limits: Limits,
    accounts: Mutex<HashMap<Uuid, AccountSlots>>,
}

/// A call's hold on one of its account's tokens; given back (kept idle) when dropped.
pub struct Turn {
    owner: Arc<InFlight>,
    account: Uuid,
    token: Option<Token>,
    _permit: OwnedSemaphorePermit,
}

impl InFlight {
    pub fn new(redis: redis::aio::ConnectionManager, prefix: &str, limits: Limits) -> Arc<Self> {
        let me = Arc::new(InFlight {
            redis,
            prefix: format!("{prefix}:inflight:calc:"),
            limits,
            accounts: Mutex::new(HashMap::new()),
        });
        let weak = Arc::downgrade(&me);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(25));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let Some(me) = weak.upgrade() else { return };
                me.sweep().await;
            }
        });
        me
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Uuid, AccountSlots>> {
        self.accounts.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn key(&self, account: Uuid) -> String {
        format!("{}{account}", self.prefix)
    }

    fn too_many(&self) -> ApiError {
        ApiError::TooManyInProgress {
            what: "calculations",
            limit: self.limits.cap,
        }
    }

    /// Waits for the account's turn and a token, up to the wait; 429 beyond it.
    pub async fn enter(self: &Arc<Self>, account: Uuid) -> ApiResult<Turn> {
        let deadline = Instant::now() + self.limits.wait;
        let turns = self.queue_for(account)?;
        let permit = tokio::time::timeout_at(deadline.into(), turns.acquire_owned()).await;
        let (permit, kept) = self.take_turn(account, permit)?;
        let mut turn = Turn {
            owner: self.clone(),
            account,
            token: None,
            _permit: permit,
        };
        // An idle token of the account's (renewed if it was kept long), else a new one from
        // Redis (other replicas may hold the rest: try again until the wait ends).
        let key = self.key(account);
        let mut conn = self.redis.clone();
        turn.token = Some(match kept {
            Some(t) => self.renewed(&key, &mut conn, t).await?,
            None => self.new_token(&key, &mut conn, deadline).await?,
        });
        Ok(turn)
    }

    /// Joins the account's queue for a turn and gives its permits; 429 when too many wait.
    fn queue_for(&self, account: Uuid) -> ApiResult<Arc<Semaphore>> {
        let mut accounts = self.lock();
        let cap = self.limits.cap as usize;
        let slots = accounts.entry(account).or_insert_with(|| AccountSlots {
            turns: Arc::new(Semaphore::new(cap)),
            waiting: 0,
            idle: Vec::new(),
            busy: 0,
        });
        // A queue of waiters is bounded.
        if slots.turns.available_permits() == 0 && slots.waiting >= self.limits.waiting {
            return Err(self.too_many());
        }
        slots.waiting += 1;
        Ok(slots.turns.clone())
    }

    /// Leaves the queue: with the permit waited for, busy, with an idle token if one is kept;
    /// 429 when the wait ended first.
    fn take_turn(
        &self,
        account: Uuid,
        permit: Result<Result<OwnedSemaphorePermit, AcquireError>, Elapsed>,
    ) -> ApiResult<(OwnedSemaphorePermit, Option<Token>)> {
        let mut accounts = self.lock();
        let s = accounts.get_mut(&account);
        match (permit, s) {
            (Ok(Ok(permit)), Some(s)) => {
                s.waiting = s.waiting.saturating_sub(1);
                s.busy += 1;
                let kept = s.idle.pop().map(|(t, _)| t);
                Ok((permit, kept))
            }
            (_, s) => {
                if let Some(s) = s {
                    s.waiting = s.waiting.saturating_sub(1);
                }
                Err(self.too_many())
            }
        }
    }

    /// A kept token, its lapse moved ahead if it was last renewed long ago.
    async fn renewed(
        &self,
        key: &str,
        conn: &mut redis::aio::ConnectionManager,
        mut t: Token,
    ) -> ApiResult<Token> {
        if t.renewed.elapsed() >= self.limits.lapse / 3 {
            let _: i32 = RENEW
                .key(key)
                .arg(self.limits.lapse.as_millis() as u64)
                .arg(&t.name)
                .invoke_async(conn)
                .await?;
            t.renewed = Instant::now();
        }
        Ok(t)
    }

    /// A new token from Redis, tried again while the account's tokens are all held elsewhere,
    /// up to `deadline`; 429 beyond it.
    async fn new_token(
        &self,
        key: &str,
        conn: &mut redis::aio::ConnectionManager,
        deadline: Instant,
    ) -> ApiResult<Token> {
        let name = Uuid::new_v4().simple().to_string();
        loop {
            let taken: i32 = TAKE
                .key(key)
                .arg(self.limits.cap)
                .arg(self.limits.lapse.as_millis() as u64)
                .arg(&name)
                .invoke_async(conn)
                .await?;
            if taken == 1 {
                return Ok(Token {
                    name,
                    renewed: Instant::now(),
                });
            }
            if Instant::now() + Duration::from_millis(20) > deadline {
                return Err(self.too_many());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Gives back tokens idle past `keep_idle`, renews the ones kept long, and forgets accounts
    /// with nothing held or waiting.
    async fn sweep(&self) {
        let now = Instant::now();
        let renew_after = self.limits.lapse / 3;
        let mut give: Vec<(String, Vec<String>)> = Vec::new();
        let mut renew: Vec<(String, Vec<String>)> = Vec::new();
        {
            let mut accounts = self.lock();
            accounts.retain(|account, s| {
                let (old, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut s.idle)
                    .into_iter()
                    .partition(|(_, since)| now.duration_since(*since) >= self.limits.keep_idle);
                s.idle = kept;
                if !old.is_empty() {
                    give.push((
                        self.key(*account),
                        old.into_iter().map(|(t, _)| t.name).collect(),
                    ));
                }
                let stale: Vec<String> = s
                    .idle
                    .iter_mut()
                    .filter(|(t, _)| now.duration_since(t.renewed) >= renew_after)
                    .map(|(t, _)| {
                        t.renewed = now;
                        t.name.clone()
                    })
                    .collect();
                if !stale.is_empty() {
                    renew.push((self.key(*account), stale));
                }
                s.busy > 0 || s.waiting > 0 || !s.idle.is_empty()
            });
        }
        let mut conn = self.redis.clone();
        for (key, names) in give {
            let r: Result<i32, _> = GIVE.key(key).arg(names).invoke_async(&mut conn).await;
            if let Err(e) = r {
                tracing::warn!(error = %e, "giving back calculation tokens (they lapse)");
            }
        }
        for (key, names) in renew {
            let r: Result<i32, _> = RENEW
                .key(key)
                .arg(self.limits.lapse.as_millis() as u64)
                .arg(names)
                .invoke_async(&mut conn)
                .await;
            if let Err(e) = r {
                tracing::warn!(error = %e, "renewing calculation tokens");
            }
        }
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        // The account's entry stays while a turn is held, so the token is kept, not lost.
        let mut accounts = self.owner.lock();
        if let Some(s) = accounts.get_mut(&self.account) {
            s.busy = s.busy.saturating_sub(1);
            if let Some(token) = self.token.take() {
                s.idle.push((token, Instant::now()));
            }
        }
    }
}
