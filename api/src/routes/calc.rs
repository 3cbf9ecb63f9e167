//! Every paid endpoint through one path: the endpoint table (`graha::endpoints`) gives cost,
//! tier, queue and accepted fields; this route authenticates, gates, validates, checks profile
//! ownership, reserves credits, enqueues, awaits the job and settles the charge.

use super::profiles::parse_id;
use crate::dispatch::Job;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::extract::{Account, JsonObject, RequestId, deny_unknown};
use crate::state::AppState;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use chrono::NaiveDate;
use graha::calc::{CalcRequest, Calendar, ChartStyle, Options, Period, PersonData};
use graha::content::Locale;
use graha::endpoints::{Endpoint, Queue, Subjects};
use graha::jobs::{CalcJob, JOB_VERSION, JobFailure, JobMeta, JobOutcome, PdfJob, ReportKind};
use graha::store::{ledger, profiles, reports};
use serde_json::{Map, Value, json};
use std::time::Duration;
use uuid::Uuid;

pub fn router() -> Router<AppState> {
    let mut r = Router::new();
    for &e in Endpoint::ALL {
        if e == Endpoint::Guru {
            continue; // its own route module: messages, not profiles
        }
        let path = format!("/v1{}", e.path());
        r = r.route(
            super::reg(&path, &["post"]),
            post(
                move |state: State<AppState>,
                      account: Account,
                      rid: RequestId,
                      headers: HeaderMap,
                      body: JsonObject| {
                    calculate(e, state, account, rid, headers, body)
                },
            ),
        );
    }
    r
}

/// The divisions a chart picture or varga can be asked for.
pub const DIVISIONS: &[&str] = &[
    "D1", "D2", "D3", "D4", "D7", "D9", "D10", "D12", "D16", "D20", "D24", "D27", "D30", "D40",
    "D45", "D60",
];

/// Parses the optional fields an endpoint accepts.
pub fn parse_options(e: Endpoint, body: &Map<String, Value>) -> Result<Options, ApiError> {
    let mut o = Options::default();
    let mut errs = Vec::new();
    for name in e.options() {
        let Some(v) = body.get(*name) else { continue };
        if v.is_null() {
            continue;
        }
        match *name {
            "locale" => match v.as_str().and_then(Locale::parse) {
                Some(l) => o.locale = l,
                None => errs.push(FieldError::new("locale", "must be one of en, hi, ne")),
            },
            "date" => match v
                .as_str()
                .filter(|s| s.len() == 10)
                .and_then(|s| NaiveDate::parse_from_str(s, "%Y-%m-%d").ok())
            {
                Some(d) if (1900..=2100).contains(&chrono::Datelike::year(&d)) => o.date = Some(d),
                _ => errs.push(FieldError::new(
                    "date",
                    "must be a date YYYY-MM-DD between 1900 and 2100",
                )),
            },
            "period" => match serde_json::from_value::<Period>(v.clone()) {
                Ok(p) => o.period = Some(p),
                Err(_) => errs.push(FieldError::new(
                    "period",
                    "must be one of daily, weekly, monthly, yearly",
                )),
            },
            "calendar" => match serde_json::from_value::<Calendar>(v.clone()) {
                Ok(c) => o.calendar = Some(c),
                Err(_) => errs.push(FieldError::new("calendar", "must be ad or bs")),
            },
            "presentOnly" => match v.as_bool() {
                Some(b) => o.present_only = b,
                None => errs.push(FieldError::new("presentOnly", "must be true or false")),
            },
            "style" => match serde_json::from_value::<ChartStyle>(v.clone()) {
                Ok(s) => o.style = Some(s),
                Err(_) => errs.push(FieldError::new("style", "must be north or south")),
            },
            "division" => match v.as_str().filter(|s| DIVISIONS.contains(s)) {
                Some(d) => o.division = Some(d.to_owned()),
                None => errs.push(FieldError::new(
                    "division",
                    "must be one of D1 … D60 (the 16 Parashari divisions)",
                )),
            },
            _ => {}
        }
    }
    if errs.is_empty() {
        Ok(o)
    } else {
        Err(ApiError::Validation(errs))
    }
}

fn id_field(body: &Map<String, Value>, field: &str) -> Result<String, FieldError> {
    match body.get(field) {
        Some(Value::String(s)) if !s.is_empty() => Ok(s.clone()),
        Some(_) => Err(FieldError::new(field, "must be a profile id string")),
        None => Err(FieldError::new(field, "is required")),
    }
}

/// The profile fields a body names, in order (one, or bride then groom).
fn subject_fields(e: Endpoint) -> &'static [&'static str] {
    match e.subjects() {
        Subjects::One => &["profileId"],
        Subjects::Couple => &["brideProfileId", "groomProfileId"],
    }
}

/// The profile ids a body names in `fields` (422 for a missing or malformed one).
fn profile_ids(fields: &[&str], body: &Map<String, Value>) -> ApiResult<Vec<Uuid>> {
    let mut errs = Vec::new();
    let ids: Vec<String> = fields
        .iter()
        .filter_map(|f| id_field(body, f).map_err(|e| errs.push(e)).ok())
        .collect();
    if !errs.is_empty() {
        return Err(ApiError::Validation(errs));
    }
    if ids.len() == 2 && ids[0] == ids[1] {
        return Err(ApiError::field(
            fields[1],
            "must name a different profile from the bride's",
        ));
    }
    fields
        .iter()
        .zip(&ids)
        .map(|(f, s)| parse_id(s, &format!("The profile in {f}")))
        .collect()
}

/// The persons of `rows` in the order of `ids`; 404 naming the field of a missing one.
fn persons_in_order(
    fields: &[&str],
    ids: &[Uuid],
    rows: &[profiles::ProfileRow],
) -> ApiResult<Vec<PersonData>> {
    fields
        .iter()
        .zip(ids)
        .map(|(f, id)| {
            rows.iter()
                .find(|r| r.id == *id)
                .map(profiles::ProfileRow::person)
                .ok_or_else(|| ApiError::NotFound(format!("The profile in {f}")))
        })
        .collect()
}

/// Loads the named profiles of the caller's account (one query); 404 if any is not theirs.
pub async fn load_persons(
    state: &AppState,
    account: &Account,
    fields: &[&str],
    body: &Map<String, Value>,
) -> ApiResult<Vec<PersonData>> {
    let ids = profile_ids(fields, body)?;
    let mut conn = state.db.acquire().await?;
    let rows = profiles::find_many(&mut conn, account.id, &ids).await?;
    persons_in_order(fields, &ids, &rows)
}

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

/// What an unsettled charge does when it is dropped (its request ended early: the client went
/// away, or an error was returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum OnDrop {
    Refund,
    /// Refund, and fail the report it pays for if that is not done.
    RefundReport(Uuid),
    /// Nothing: the worker settles it (the job is queued).
    Nothing,
}

/// A reservation that refunds itself unless settled — also when the client goes away and the
/// handler is dropped mid-wait.
pub struct Charge {
    db: sqlx::PgPool,
    captures: crate::captures::Captures,
    pub request_id: String,
    pub balance: i64,
    on_drop: OnDrop,
}

impl Charge {
    /// Loads the profiles a body names in `fields` and reserves the endpoint's cost, in one
    /// round trip to Postgres: 404 if a profile is not the caller's (nothing reserved), 402
    /// when the balance is short.
    pub async fn reserve_with_persons(
        state: &AppState,
        hold: ledger::Hold<'_>,
        fields: &'static [&'static str],
        body: &Map<String, Value>,
    ) -> ApiResult<(Vec<PersonData>, Charge)> {
        let ids = profile_ids(fields, body)?;
        let (state, owned) = (state.clone(), OwnedHold::from(hold));
        // On a task of its own: should the request be dropped (its client gone) while Postgres
        // reserves, the task still makes the charge, whose drop refunds at once.
        tokio::spawn(async move {
            let hold = owned.hold();
            let mut conn = state.db.acquire().await?;
            let reserved = ledger::reserve_with_profiles(&mut conn, hold, &ids).await;
            drop(conn);
            let (rows, reserve) = reserved.map_err(reserve_error)?;
            // Made before anything else can fail, so that a reservation is always refunded.
            let charge = reserve
                .map(|r| Charge::settle_reserve(&state, r, hold))
                .transpose()?;
            let persons = persons_in_order(fields, &ids, &rows)?;
            let charge =
                charge.ok_or_else(|| ApiError::internal("profiles found, nothing reserved"))?;
            Ok((persons, charge))
        })
        .await
        .map_err(ApiError::internal)?
    }

    /// Reserves the endpoint's cost (402 when the balance is short).
    pub async fn reserve(state: &AppState, hold: ledger::Hold<'_>) -> ApiResult<Charge> {
        let (state, owned) = (state.clone(), OwnedHold::from(hold));
        tokio::spawn(async move {
            let hold = owned.hold();
            let mut conn = state.db.acquire().await?;
            let reserve = ledger::reserve(&mut conn, hold)
                .await
                .map_err(reserve_error)?;
            Charge::settle_reserve(&state, reserve, hold)
        })
        .await
        .map_err(ApiError::internal)?
    }

    /// The charge a reservation attempt made, or 402 when the balance was short.
    fn settle_reserve(
        state: &AppState,
        reserve: ledger::Reserve,
        hold: ledger::Hold<'_>,
    ) -> ApiResult<Charge> {
        match reserve {
            ledger::Reserve::Reserved { balance } => {
                metrics::counter!("graha_credits_reserved_total").increment(hold.amount as u64);
                Ok(Charge {
                    db: state.db.clone(),
                    captures: state.captures.clone(),
                    request_id: hold.request_id.to_owned(),
                    balance,
                    on_drop: OnDrop::Refund,
                })
            }
            ledger::Reserve::Insufficient { available } => Err(ApiError::InsufficientCredits {
                required: hold.amount,
                available,
            }),
        }
    }

    pub async fn capture(mut self, cost: i64) -> ApiResult<()> {
        self.on_drop = OnDrop::Nothing;
        self.captures.capture(&self.request_id).await?;
        metrics::counter!("graha_credits_captured_total").increment(cost as u64);
        Ok(())
    }

    /// Refunds it now; the balance after, or `None` when it was no longer open (settled by the
    /// worker meanwhile).
    pub async fn refund(mut self) -> Option<i64> {
        let report = match std::mem::replace(&mut self.on_drop, OnDrop::Nothing) {
            OnDrop::RefundReport(id) => Some(id),
            _ => None,
        };
        refund_now(&self.db, &self.request_id, report).await
    }

    /// A report pays with it: should the request end early, the report is failed as well.
    pub fn pays_for_report(&mut self, report: Uuid) {
        self.on_drop = OnDrop::RefundReport(report);
    }

    /// The charge is settled elsewhere (by the worker, once its job is queued).
    pub fn hand_over(mut self) {
        self.on_drop = OnDrop::Nothing;
    }

    /// From now on the worker settles it, even if this request is dropped (the job is queued).
    pub fn worker_settles(&mut self) {
        self.on_drop = OnDrop::Nothing;
    }
}

/// A [`ledger::Hold`] that can move to another task.
struct OwnedHold {
    account_id: Uuid,
    request_id: String,
    amount: i64,
    endpoint: String,
    seconds: i32,
}

impl From<ledger::Hold<'_>> for OwnedHold {
    fn from(h: ledger::Hold<'_>) -> Self {
        OwnedHold {
            account_id: h.account_id,
            request_id: h.request_id.to_owned(),
            amount: h.amount,
            endpoint: h.endpoint.to_owned(),
            seconds: h.seconds,
        }
    }
}

impl OwnedHold {
    fn hold(&self) -> ledger::Hold<'_> {
        ledger::Hold {
            account_id: self.account_id,
            request_id: &self.request_id,
            amount: self.amount,
            endpoint: &self.endpoint,
            seconds: self.seconds,
        }
    }
}

/// A failed reservation: a request id charged before is a conflict, anything else a fault.
fn reserve_error(e: sqlx::Error) -> ApiError {
    match e {
        sqlx::Error::Database(d)
            if matches!(
                d.constraint(),
                Some("reservations_pkey" | "credit_ledger_request_kind_unique")
            ) =>
        {
            ApiError::Conflict("A request with this x-request-id was already charged.".into())
        }
        e => e.into(),
    }
}

async fn refund_now(db: &sqlx::PgPool, request_id: &str, report: Option<Uuid>) -> Option<i64> {
    let result = match db.acquire().await {
        Ok(mut conn) => match ledger::refund(&mut conn, request_id).await {
            Ok(Some(balance)) => {
                if report.is_some()
                    && let Err(e) =
                        reports::fail_unfinished(&mut conn, request_id, reports::CANCELLED).await
                {
                    tracing::warn!(error = %e, "failing a cancelled report failed");
                }
                Ok(Some(balance))
            }
            other => other,
        },
        Err(e) => Err(e),
    };
    match result {
        Ok(b) => {
            metrics::counter!("graha_credits_refunded_total").increment(1);
            b
        }
        Err(e) => {
            tracing::error!(error = %e, %request_id, "refund failed; the sweeper will refund");
            None
        }
    }
}

impl Drop for Charge {
    fn drop(&mut self) {
        let report = match self.on_drop {
            OnDrop::Nothing => return,
            OnDrop::Refund => None,
            OnDrop::RefundReport(id) => Some(id),
        };
        let (db, id) = (self.db.clone(), self.request_id.clone());
        tokio::spawn(async move { refund_now(&db, &id, report).await });
    }
}

pub fn credit_headers(resp: &mut Response, charged: i64, remaining: i64) {
    let h = resp.headers_mut();
    h.insert("x-credits-charged", HeaderValue::from(charged));
    h.insert("x-credits-remaining", HeaderValue::from(remaining));
}

/// `Server-Timing`: the worker's own time and the queue round trip around it, in ms.
pub fn server_timing(resp: &mut Response, waited: Duration, work_us: u64) {
    let work = work_us as f64 / 1000.0;
    let queue = (waited.as_secs_f64() * 1000.0 - work).max(0.0);
    if let Ok(v) = HeaderValue::from_str(&format!("queue;dur={queue:.3}, work;dur={work:.3}")) {
        resp.headers_mut().insert("server-timing", v);
    }
}

/// Maps a failed job to its reply.
pub fn failure_error(f: JobFailure) -> ApiError {
    match f {
        JobFailure::Invalid { field, message } => ApiError::field(&field, &message),
        JobFailure::Unavailable { message } => ApiError::Unavailable(message),
        JobFailure::Timeout { .. } => ApiError::Timeout,
        JobFailure::Internal { message } => ApiError::Internal(message),
    }
}

fn deadline(state: &AppState, q: Queue) -> Duration {
    match q {
        Queue::Calc => state.settings.calc_deadline,
        Queue::Pdf => state.settings.pdf_deadline,
        Queue::Guru => state.settings.guru_deadline,
        Queue::PdfAsync => state.settings.async_report_hold,
    }
}

fn report_kind(e: Endpoint) -> Option<ReportKind> {
    match e {
        Endpoint::ReportKundli => Some(ReportKind::Kundli),
        Endpoint::ReportPredictions => Some(ReportKind::Predictions),
        Endpoint::ReportCompatibility => Some(ReportKind::Compatibility),
        _ => None,
    }
}

fn wants_async(headers: &HeaderMap) -> bool {
    headers
        .get_all("prefer")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|v| {
            v.split(',')
                .any(|p| p.trim().eq_ignore_ascii_case("respond-async"))
        })
}

#[tracing::instrument(skip_all, fields(endpoint = e.name(), account = %account.id))]
async fn calculate(
    e: Endpoint,
    State(state): State<AppState>,
    account: Account,
    RequestId(request_id): RequestId,
    headers: HeaderMap,
    JsonObject(body): JsonObject,
) -> ApiResult<Response> {
    if !account.consumer.allows(e.tier()) {
        return Err(ApiError::PlanUpgradeRequired);
    }
    let fields = subject_fields(e);
    let allowed: Vec<&str> = fields.iter().chain(e.options()).copied().collect();
    deny_unknown(&body, &allowed)?;
    let options = parse_options(e, &body)?;
    let cost = e.cost();
    let charge_id = format!("{request_id}:{}", Uuid::new_v4().simple());
    let asynchronous = report_kind(e).is_some() && wants_async(&headers);
    let hold = ledger::Hold {
        account_id: account.id,
        request_id: &charge_id,
        amount: cost,
        endpoint: e.name(),
        seconds: hold_seconds(&state, e.queue(), asynchronous),
    };
    let (persons, charge) = Charge::reserve_with_persons(&state, hold, fields, &body).await?;
    let req = CalcRequest {
        endpoint: e,
        persons,
        options,
        now: chrono::Utc::now(),
    };
    let job_id = Uuid::new_v4();
    let meta = JobMeta {
        v: JOB_VERSION,
        job_id,
        request_id: charge_id.clone(),
        reply_to: Some(state.dispatcher.reply_to.clone()),
    };

    if let Some(kind) = report_kind(e) {
        return report(&state, &account, charge, meta, kind, req, asynchronous).await;
    }

    let started = std::time::Instant::now();
    let reply = match state
        .dispatcher
        .call(
            job_id,
            Job::Calc(CalcJob { meta, req }),
            deadline(&state, e.queue()),
        )
        .await
    {
        Ok(r) => r,
        Err(err) => {
            charge.refund().await;
            return Err(err);
        }
    };
    match reply.outcome {
        JobOutcome::Json { data } => {
            let balance = charge.balance;
            charge.capture(cost).await?;
            let mut resp = Json(json!({ "success": true, "data": data })).into_response();
            credit_headers(&mut resp, cost, balance);
            server_timing(&mut resp, started.elapsed(), reply.work_us);
            Ok(resp)
        }
        JobOutcome::Failed { failure } => {
            charge.refund().await;
            Err(failure_error(failure))
        }
        JobOutcome::Report { .. } => {
            charge.refund().await;
            Err(ApiError::internal("a calculation answered with a report"))
        }
    }
}

/// How long a call's reservation may stay open before the sweeper refunds it: its job deadline
/// and a margin, or for an asynchronous report, how long it may wait for a worker.
pub fn hold_seconds(state: &AppState, q: Queue, asynchronous: bool) -> i32 {
    let wait = if asynchronous {
        state.settings.async_report_hold
    } else {
        deadline(state, q)
    };
    (wait + Duration::from_secs(120))
        .as_secs()
        .min(i32::MAX as u64) as i32
}

/// A PDF report: by default wait and stream it; with `Prefer: respond-async` answer 202 with
/// the job id. Either way the worker renders it only while its reservation is open, and
/// captures the charge as it records the report done (see [`PdfJob`]); a sync request that ends
/// early (its client gone, its deadline passed) refunds at once and fails the report.
async fn report(
    state: &AppState,
    account: &Account,
    mut charge: Charge,
    meta: JobMeta,
    kind: ReportKind,
    req: CalcRequest,
    asynchronous: bool,
) -> ApiResult<Response> {
    let cost = req.endpoint.cost();
    let job_id = meta.job_id;
    let cap = state.settings.reports_in_progress_per_account;
    {
        let mut conn = state.db.acquire().await?;
        let recorded = reports::insert_within_cap(
            &mut conn,
            job_id,
            account.id,
            &meta.request_id,
            kind.as_str(),
            i64::from(cap),
        )
        .await?;
        if !recorded {
            charge.refund().await;
            return Err(ApiError::TooManyInProgress {
                what: "reports",
                limit: cap,
            });
        }
    }
    charge.pays_for_report(job_id);
    let meta = JobMeta {
        reply_to: (!asynchronous).then_some(meta.reply_to).flatten(),
        ..meta
    };
    let job = PdfJob {
        meta,
        account_id: account.id,
        kind,
        req,
        asynchronous,
    };
    if asynchronous {
        if let Err(e) = state.dispatcher.push(Job::Pdf(job)).await {
            charge.refund().await;
            return Err(e);
        }
        let balance = charge.balance;
        charge.hand_over();
        let mut resp = (
            StatusCode::ACCEPTED,
            Json(json!({ "success": true, "data": {
                "jobId": job_id, "state": "queued", "statusUrl": format!("/v1/jobs/{job_id}")
            }})),
        )
            .into_response();
        resp.headers_mut().insert(
            header::LOCATION,
            HeaderValue::from_str(&format!("/v1/jobs/{job_id}")).map_err(ApiError::internal)?,
        );
        credit_headers(&mut resp, cost, balance);
        return Ok(resp);
    }
    let balance = charge.balance;
    let reply = state
        .dispatcher
        .call(job_id, Job::Pdf(job), state.settings.pdf_deadline)
        .await;
    let storage_key = match reply.map(|r| r.outcome) {
        Ok(JobOutcome::Report { storage_key, .. }) => {
            charge.hand_over(); // captured by the worker
            storage_key
        }
        Ok(JobOutcome::Failed { failure }) => {
            charge.hand_over(); // refunded by the worker
            return Err(failure_error(failure));
        }
        Ok(JobOutcome::Json { .. }) => {
            charge.refund().await;
            return Err(ApiError::internal("a report job answered with JSON"));
        }
        Err(err) => {
            if charge.refund().await.is_some() {
                return Err(err);
            }
            // Not open any more: the worker captured it just now, so the report is done.
            let mut conn = state.db.acquire().await?;
            match reports::find(&mut conn, account.id, job_id).await? {
                Some(r) if r.state == "done" => r.storage_key.ok_or(err)?,
                _ => return Err(err),
            }
        }
    };
    let bytes = state
        .store
        .get(&storage_key)
        .await
        .map_err(|e| ApiError::Unavailable(e.to_string()))?;
    let mut resp = (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/pdf"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&format!(
                    "attachment; filename=\"graha-{}-{job_id}.pdf\"",
                    kind.as_str()
                ))
                .map_err(ApiError::internal)?,
            ),
        ],
        bytes,
    )
        .into_response();
    resp.headers_mut().insert(
        "x-report-id",
        HeaderValue::from_str(&job_id.to_string()).map_err(ApiError::internal)?,
    );
    credit_headers(&mut resp, cost, balance);
    Ok(resp)
}
