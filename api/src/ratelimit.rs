//! Per-account rate limits, counted in Redis so they hold across API replicas: a fixed
//! one-minute window per account (`INCR` + `EXPIRE` in one round trip).

use crate::error::ApiError;
use crate::extract::{Account, RateInfo};
use crate::state::AppState;

pub async fn check(state: &AppState, account: &Account) -> Result<RateInfo, ApiError> {
    let now = chrono::Utc::now().timestamp();
    let window = now.div_euclid(60);
    let key = state.names.rate_key(&account.id, window);
    let mut conn = state.redis.clone();
    let (count,): (u64,) = redis::pipe()
        .atomic()
        .incr(&key, 1u64)
        .expire(&key, 70)
        .ignore()
        .query_async(&mut conn)
        .await?;
    let limit = account.rate_limit;
    Ok(RateInfo {
        limit,
        remaining: u64::from(limit).saturating_sub(count) as u32,
        reset: (60 - now.rem_euclid(60)) as u64,
        exceeded: count > u64::from(limit),
    })
}
