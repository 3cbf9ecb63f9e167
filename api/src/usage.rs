//! An account's usage: its charged calls and the credits they cost, per UTC day
//! or per endpoint, read from the credit ledger. `GET /v1/usage` serves it to keys and the
//! dashboard's overview draws it.
//!
//! A call counts once it is charged: its `reserve` row has no `refund` row and no open
//! reservation (a capture deletes the reservation; `scripts/lib.sh` `CHARGED_SQL` says the same).
//! Calls in flight and failed calls are not usage. Test keys' calls are charged nothing and
//! leave the ledger untouched: they are counted apart (`test_usage`, [`count_test_call`]) and
//! shown apart (`testCalls`).

use crate::error::{ApiError, FieldError};
use chrono::{Days, NaiveDate, Utc};
use serde::Serialize;
use sqlx::PgConnection;
use utoipa::ToSchema;
use uuid::Uuid;

/// The longest range one request may ask for, in days.
pub const MAX_DAYS: u64 = 366;
/// The range when none is asked for: the last 30 days, today included.
pub const DEFAULT_DAYS: u64 = 30;

/// How the items are grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum GroupBy {
    /// One item per UTC day of the range, days without calls included (0).
    Day,
    /// One item per endpoint called in the range, most credits first.
    Endpoint,
}

/// One day's or one endpoint's usage.
#[derive(Debug, Clone, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct UsageItem {
    /// The UTC day (with `groupBy=day`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub day: Option<NaiveDate>,
    /// The endpoint's path, e.g. `/v1/birth-chart` (with `groupBy=endpoint`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub endpoint: Option<String>,
    /// Charged calls.
    #[schema(minimum = 0)]
    pub calls: i64,
    /// Credits those calls cost.
    #[schema(minimum = 0)]
    pub credits: i64,
}

/// The reply of `GET /v1/usage`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Usage {
    /// First day of the range (UTC), inclusive.
    pub from: NaiveDate,
    /// Last day of the range (UTC), inclusive.
    pub to: NaiveDate,
    pub group_by: GroupBy,
    pub items: Vec<UsageItem>,
    /// Charged calls in the whole range.
    #[schema(minimum = 0)]
    pub total_calls: i64,
    /// Credits spent in the whole range.
    #[schema(minimum = 0)]
    pub total_credits: i64,
    /// Calls made with test keys in the range: answered, charged nothing, not in `items`.
    #[schema(minimum = 0)]
    pub test_calls: i64,
}

/// What a usage request asks for, parsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UsageQuery {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub group_by: GroupBy,
}

impl UsageQuery {
    /// The last `DEFAULT_DAYS` days up to `today`, per day.
    pub fn recent(today: NaiveDate) -> UsageQuery {
        UsageQuery {
            from: today
                .checked_sub_days(Days::new(DEFAULT_DAYS - 1))
                .unwrap_or(today),
            to: today,
            group_by: GroupBy::Day,
        }
    }

    /// Parses `from`, `to` (YYYY-MM-DD, default the last 30 days up to today, UTC) and
    /// `groupBy` (`day`, the default, or `endpoint`); other names are ignored. 422 names each
    /// bad field.
    pub fn parse(query: Option<&str>, today: NaiveDate) -> Result<UsageQuery, ApiError> {
        let mut q = UsageQuery::recent(today);
        let pairs: Vec<(String, String)> = form_urlencoded::parse(query.unwrap_or("").as_bytes())
            .into_owned()
            .collect();
        let last = |name: &str| {
            pairs
                .iter()
                .rev()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        };
        let mut errs = Vec::new();
        let day = |name: &str, errs: &mut Vec<FieldError>| {
            let v = last(name)?;
            match NaiveDate::parse_from_str(v, "%Y-%m-%d") {
                Ok(d) if v.len() == 10 && (1900..=2200).contains(&chrono::Datelike::year(&d)) => {
                    Some(d)
                }
                _ => {
                    errs.push(FieldError::new(name, "must be a date YYYY-MM-DD"));
                    None
                }
            }
        };
        let (from, to) = (day("from", &mut errs), day("to", &mut errs));
        match (from, to) {
            (Some(f), Some(t)) => (q.from, q.to) = (f, t),
            (Some(f), None) => {
                q.from = f;
                q.to = f
                    .checked_add_days(Days::new(DEFAULT_DAYS - 1))
                    .unwrap_or(f)
                    .min(today.max(f));
            }
            (None, Some(t)) => {
                q.to = t;
                q.from = t.checked_sub_days(Days::new(DEFAULT_DAYS - 1)).unwrap_or(t);
            }
            (None, None) => {}
        }
        match last("groupBy") {
            None | Some("day") => {}
            Some("endpoint") => q.group_by = GroupBy::Endpoint,
            Some(_) => errs.push(FieldError::new("groupBy", "must be day or endpoint")),
        }
        if errs.is_empty() {
            if q.to < q.from {
                errs.push(FieldError::new("to", "must not be before from"));
            } else if (q.to - q.from).num_days() as u64 >= MAX_DAYS {
                errs.push(FieldError::new(
                    "to",
                    format!("must be less than {MAX_DAYS} days after from"),
                ));
            }
        }
        if errs.is_empty() {
            Ok(q)
        } else {
            Err(ApiError::Validation(errs))
        }
    }
}

/// The account's usage in the query's range.
pub async fn usage(
    conn: &mut PgConnection,
    account: Uuid,
    q: UsageQuery,
) -> Result<Usage, sqlx::Error> {
    let start = q.from.and_time(chrono::NaiveTime::MIN).and_utc();
    let end = (q.to + Days::new(1))
        .and_time(chrono::NaiveTime::MIN)
        .and_utc();
    // One row per (day, endpoint): both groupings are folded from it.
    let rows: Vec<Row> = sqlx::query_as(
        "select (l.created_at at time zone 'UTC')::date as day, l.endpoint, \
                count(*)::bigint, coalesce(sum(-l.amount), 0)::bigint \
         from credit_ledger l \
         where l.account_id = $1 and l.kind = 'reserve' \
           and l.created_at >= $2 and l.created_at < $3 \
           and not exists (select 1 from credit_ledger f \
                           where f.request_id = l.request_id and f.kind = 'refund') \
           and not exists (select 1 from reservations r where r.request_id = l.request_id) \
         group by 1, 2",
    )
    .bind(account)
    .bind(start)
    .bind(end)
    .fetch_all(&mut *conn)
    .await?;
    let test_calls: i64 = sqlx::query_scalar(
        "select coalesce(sum(calls), 0)::bigint from test_usage \
         where account_id = $1 and day >= $2 and day <= $3",
    )
    .bind(account)
    .bind(q.from)
    .bind(q.to)
    .fetch_one(&mut *conn)
    .await?;
    let (total_calls, total_credits) = rows.iter().fold((0, 0), |(c, k), r| (c + r.2, k + r.3));
    let items = match q.group_by {
        GroupBy::Day => per_day(&rows, q.from, q.to),
        GroupBy::Endpoint => per_endpoint(&rows),
    };
    Ok(Usage {
        from: q.from,
        to: q.to,
        group_by: q.group_by,
        items,
        total_calls,
        total_credits,
        test_calls,
    })
}

/// Counts a test key's call of `endpoint` for the account today, behind the reply (a count
/// that fails is logged, never the call's failure).
pub fn count_test_call(
    state: &crate::state::AppState,
    account: Uuid,
    endpoint: graha::endpoints::Endpoint,
) {
    let db = state.db.clone();
    tokio::spawn(async move {
        let counted = sqlx::query(
            "insert into test_usage (account_id, day, endpoint, calls) values ($1, $2, $3, 1) \
             on conflict (account_id, day, endpoint) do update set calls = test_usage.calls + 1",
        )
        .bind(account)
        .bind(today())
        .bind(endpoint.name())
        .execute(&db)
        .await;
        if let Err(e) = counted {
            tracing::warn!(error = %e, "counting a test call failed");
        }
    });
}

/// One ledger row of the usage query: the day, the endpoint, the calls and the credits.
type Row = (NaiveDate, Option<String>, i64, i64);

/// The usage of each day from `from` to `to`, days without calls included.
fn per_day(rows: &[Row], from: NaiveDate, to: NaiveDate) -> Vec<UsageItem> {
    let mut items = Vec::new();
    let mut d = from;
    while d <= to {
        let (calls, credits) = rows
            .iter()
            .filter(|r| r.0 == d)
            .fold((0, 0), |(c, k), r| (c + r.2, k + r.3));
        items.push(UsageItem {
            day: Some(d),
            endpoint: None,
            calls,
            credits,
        });
        d = d + Days::new(1);
    }
    items
}

/// The usage of each endpoint called, most credits first.
fn per_endpoint(rows: &[Row]) -> Vec<UsageItem> {
    let mut items: Vec<UsageItem> = Vec::new();
    for r in rows {
        let name = endpoint_path(r.1.as_deref().unwrap_or("unknown"));
        match items
            .iter_mut()
            .find(|i| i.endpoint.as_deref() == Some(&name))
        {
            Some(i) => {
                i.calls += r.2;
                i.credits += r.3;
            }
            None => items.push(UsageItem {
                day: None,
                endpoint: Some(name),
                calls: r.2,
                credits: r.3,
            }),
        }
    }
    items.sort_by(|a, b| {
        b.credits
            .cmp(&a.credits)
            .then_with(|| a.endpoint.cmp(&b.endpoint))
    });
    items
}

/// The path a ledger row's endpoint name is called at (`birth-chart` → `/v1/birth-chart`).
fn endpoint_path(name: &str) -> String {
    format!("/v1/{}", name.trim_start_matches('/'))
}

/// Today in UTC (the days of usage are UTC days).
pub fn today() -> NaiveDate {
    Utc::now().date_naive()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn the_default_range_is_the_last_30_days() {
        let q = UsageQuery::parse(None, d("2026-11-30")).unwrap();
        assert_eq!((q.from, q.to), (d("2026-11-01"), d("2026-11-30")));
        assert_eq!(q.group_by, GroupBy::Day);
        let q = UsageQuery::parse(
            Some("groupBy=endpoint&from=2026-01-01&to=2026-01-01"),
            d("2026-11-30"),
        )
        .unwrap();
        assert_eq!(
            (q.from, q.to, q.group_by),
            (d("2026-01-01"), d("2026-01-01"), GroupBy::Endpoint)
        );
    }

    #[test]
    fn bad_ranges_name_their_field() {
        let today = d("2026-11-30");
        for (query, field) in [
            ("groupBy=week", "groupBy"),
            ("from=2026-13-01", "from"),
            ("from=2026-02-01&to=2026-01-01", "to"),
            ("from=2025-01-01&to=2026-11-30", "to"),
        ] {
            match UsageQuery::parse(Some(query), today) {
                Err(ApiError::Validation(f)) => assert_eq!(f[0].field, field, "{query}"),
                other => panic!("{query}: {other:?}"),
            }
        }
    }
}
