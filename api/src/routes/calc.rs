//! Every paid endpoint through one path: the endpoint table (`graha::endpoints`) gives cost,
//! tier, queue and accepted fields; this route authenticates, gates, validates, checks profile
//! ownership, reserves credits, enqueues, awaits the job and settles the charge.

pub use super::subjects::load_persons;
use super::subjects::{named_place, persons_in_order, subject_fields, subjects};
use crate::dispatch::Job;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::extract::{Account, Entitled, JsonObject, RequestId, deny_unknown};
use crate::money::{Charge, credit_headers};
use crate::replies::{JobAccepted, ok};
use crate::state::AppState;
use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use graha::calc::calendar::CalendarFormat;
use graha::calc::call::{Common, Options};
use graha::calc::{CalcRequest, Call, PersonData};
use graha::endpoints::{Endpoint, Queue, Subjects};
use graha::jobs::{CalcJob, JOB_VERSION, JobFailure, JobMeta, JobOutcome, PdfJob, ReportKind};
use graha::store::{ledger, reports};
use serde_json::{Map, Value};
use std::time::Duration;
use uuid::Uuid;

mod report;
use report::{Order, report};

pub fn router() -> Router<AppState> {
    let mut r = Router::new();
    for &e in Endpoint::ALL {
        if e == Endpoint::Guru {
            continue; // its own route module: messages, not profiles
        }
        let path = format!("/v1{}", e.path());
        r = r.route(
            crate::contract::reg(&path, &["post"]),
            post(
                move |state: State<AppState>,
                      account: Entitled,
                      rid: RequestId,
                      headers: HeaderMap,
                      body: JsonObject| {
                    calculate(e, state, account, rid, headers, body)
                },
            )
            .layer(axum::Extension(e)),
        );
    }
    r
}

/// One paid call of `e` for `account`, exactly as its route makes it (plan gate, validation,
/// ownership, reservation, queue, settlement): the dashboard's charged work comes through here,
/// so it has no second path to the workers. The caller has authenticated and rate-limited.
pub async fn call(
    state: &AppState,
    e: Endpoint,
    account: Account,
    request_id: String,
    body: Map<String, Value>,
) -> ApiResult<Response> {
    if e == Endpoint::Guru {
        return Err(ApiError::internal("the Guru has its own route"));
    }
    if !account.consumer.allows(e.tier()) {
        return Err(ApiError::PlanUpgradeRequired);
    }
    calculate(
        e,
        State(state.clone()),
        Entitled(account),
        RequestId(request_id),
        HeaderMap::new(),
        JsonObject(body),
    )
    .await
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
        Queue::Calc => state.config.calc_deadline,
        Queue::Pdf => state.config.pdf_deadline,
        Queue::Guru => state.config.guru_deadline,
        Queue::PdfAsync => state.config.async_report_hold,
    }
}

fn report_kind(e: Endpoint) -> Option<ReportKind> {
    match e {
        Endpoint::ReportKundli => Some(ReportKind::Kundli),
        Endpoint::ReportPredictions => Some(ReportKind::Predictions),
        Endpoint::ReportCompatibility => Some(ReportKind::Compatibility),
        Endpoint::ReportVarshaphal => Some(ReportKind::Varshaphal),
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

/// What a body asks for, read and checked: every bad field named in one 422.
struct Asked {
    call: Call,
    common: Common,
    /// The place the body names (none for a profile).
    place: Option<graha::calc::Place>,
    /// A horary's moment and place.
    moment: Option<(graha::calc::Place, chrono::DateTime<chrono::Utc>)>,
}

/// Reads a body of `e`: its subjects' place or moment, the common fields and its options.
fn read_body(e: Endpoint, body: &Map<String, Value>) -> ApiResult<Asked> {
    let allowed: Vec<&str> = subject_fields(e)
        .iter()
        .chain(e.subjects().birth_fields())
        .chain(e.subjects().place_fields())
        .chain(e.subjects().optional_fields())
        .chain(Common::FIELDS)
        .chain(Call::fields(e))
        .copied()
        .collect();
    deny_unknown(body, &allowed)?;
    // A moment and a place are checked with the options, so one reply names every bad field.
    let mut errs = Vec::new();
    let moment = (e.subjects() == Subjects::Moment)
        .then(|| super::place::moment(body, &mut errs))
        .flatten();
    let place = named_place(e, body, &mut errs);
    let mut bad = Vec::new();
    let common = Common::read(body, &mut bad);
    let call = Call::read(e, body, &mut bad);
    errs.extend(bad.into_iter().map(FieldError::from));
    match (common, call, errs.is_empty()) {
        (Some(common), Some(call), true) => Ok(Asked {
            call,
            common,
            place,
            moment,
        }),
        _ => Err(ApiError::Validation(errs)),
    }
}

/// A callback is for a job answered later, to a host outside the service's network.
fn check_callback(state: &AppState, call: &Call, asynchronous: bool) -> ApiResult<()> {
    let Some(url) = call.callback_url() else {
        return Ok(());
    };
    let why = if !asynchronous {
        "needs the header Prefer: respond-async"
    } else {
        match graha::webhooks::check_url(url, state.config.webhook_allow_private) {
            Ok(_) => return Ok(()),
            Err(why) => why,
        }
    };
    Err(ApiError::Validation(vec![FieldError::new(
        "callbackUrl",
        why,
    )]))
}

/// The persons named and the call's charge. A report, or a kundli made later, holds a
/// reservation until its worker settles it; a synchronous call is paid from this process's
/// lease on the account, once its profiles are found (404 before anything is taken).
async fn pay(
    state: &AppState,
    e: Endpoint,
    hold: ledger::Hold<'_>,
    reported: bool,
    (ids, names): (&[Uuid], &[String]),
) -> ApiResult<(Vec<PersonData>, Charge)> {
    if !reported {
        let persons = find(state, hold.account_id, ids, names).await?;
        let charge = Charge::lease(
            state,
            hold.account_id,
            hold.request_id.to_owned(),
            hold.amount,
            e.name(),
        )
        .await?;
        return Ok((persons, charge));
    }
    if ids.is_empty() {
        return Ok((Vec::new(), Charge::reserve(state, hold).await?));
    }
    let (rows, charge) = Charge::reserve_with_profiles(state, hold, ids.to_vec()).await?;
    // A missing profile is 404 (nothing was reserved then); a charge made is refunded on drop.
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let persons = persons_in_order(&names, ids, &rows)?;
    let charge = charge.ok_or_else(|| ApiError::internal("profiles found, nothing reserved"))?;
    Ok((persons, charge))
}

/// The account's profiles `ids`, named by the fields `names` (404 naming a missing one), read
/// with the other calls reading profiles at the same moment (`profile_loads`).
async fn find(
    state: &AppState,
    account: Uuid,
    ids: &[Uuid],
    names: &[String],
) -> ApiResult<Vec<PersonData>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let rows = state.profile_loads.load(account, ids.to_vec()).await?;
    persons_in_order(&names, ids, &rows)
}

/// A test key's call: the persons named, found as a paid call finds them, and a charge that
/// takes nothing (docs/decisions.md, "Test mode").
async fn free(
    state: &AppState,
    hold: ledger::Hold<'_>,
    (ids, names): (&[Uuid], &[String]),
) -> ApiResult<(Vec<PersonData>, Charge)> {
    let persons = find(state, hold.account_id, ids, names).await?;
    let charge = Charge::free(state, hold.account_id, hold.request_id.to_owned()).await?;
    Ok((persons, charge))
}

#[tracing::instrument(skip_all, fields(endpoint = e.name(), account = %account.id))]
async fn calculate(
    e: Endpoint,
    State(state): State<AppState>,
    Entitled(account): Entitled,
    RequestId(request_id): RequestId,
    headers: HeaderMap,
    JsonObject(body): JsonObject,
) -> ApiResult<Response> {
    // A chart picture may be asked for as the file itself (`Accept`); a client that can take
    // none of its forms is told so before anything is reserved.
    let image = if e == Endpoint::ChartImage {
        crate::accept::negotiate(&headers, crate::accept::PICTURE)?
    } else {
        None
    };
    let asked = read_body(e, &body)?;
    // A kundli is gated as its sections are.
    if let Call::Kundli(k) = &asked.call
        && !account.consumer.allows(Endpoint::bundle_tier(&k.include))
    {
        return Err(ApiError::PlanUpgradeRequired);
    }
    // A test key's call is answered as any other and charged nothing.
    let cost = if account.test { 0 } else { asked.call.cost() };
    let charge_id = format!("{request_id}:{}", Uuid::new_v4().simple());
    // A report, or a whole kundli, may be made later (`Prefer: respond-async`).
    let asynchronous = (report_kind(e).is_some() || e == Endpoint::Kundli) && wants_async(&headers);
    check_callback(&state, &asked.call, asynchronous)?;
    let hold = ledger::Hold {
        account_id: account.id,
        request_id: &charge_id,
        amount: cost,
        endpoint: e.name(),
        seconds: hold_seconds(&state, e.queue(), asynchronous),
    };
    let named = subjects(e, &body, asked.place.is_some())?;
    let (ids, names) = named.stored();
    let reported = report_kind(e).is_some() || (e == Endpoint::Kundli && asynchronous);
    // A calculation answered now waits for its account's turn (docs/decisions.md, "Fair
    // share"); reports are capped by their own slots.
    let turn = if reported {
        None
    } else {
        Some(state.inflight.enter(account.id).await?)
    };
    let (found, charge) = if account.test {
        free(&state, hold, (&ids, &names)).await?
    } else {
        pay(&state, e, hold, reported, (&ids, &names)).await?
    };
    let persons = named.persons(found);
    let req = calc_request(e, asked, persons, image, account.settings);
    let meta = JobMeta {
        v: JOB_VERSION,
        job_id: Uuid::new_v4(),
        request_id: charge_id,
        reply_to: Some(state.dispatcher.reply_to.clone()),
        account: Some(account.id),
        test: account.test,
    };
    if account.test {
        crate::usage::count_test_call(&state, account.id, e);
    }
    // An asynchronous kundli is made and stored as a report is: its JSON is downloaded.
    let later = (e == Endpoint::Kundli && asynchronous).then_some(ReportKind::Data);
    if let Some(kind) = report_kind(e).or(later) {
        let order = Order {
            kind,
            cost,
            asynchronous,
            profiles: ids,
        };
        return report(&state, &account, charge, meta, req, order).await;
    }
    answer(&state, charge, cost, meta, req, turn).await
}

/// A calculation of the account's own stored profile that the dashboard shows without a
/// charge (a profile's chart page): read and computed on the worker's engine threads as a paid
/// call is, with no hold, no charge and no ledger row (docs/decisions.md, "A free chart
/// page"). Its reply's JSON.
pub async fn uncharged(
    state: &AppState,
    account: &crate::account::Account,
    e: Endpoint,
    persons: Vec<PersonData>,
    body: &Map<String, Value>,
) -> ApiResult<bytes::Bytes> {
    let asked = read_body(e, body)?;
    let req = calc_request(e, asked, persons, None, account.settings);
    let meta = JobMeta {
        v: JOB_VERSION,
        job_id: Uuid::new_v4(),
        request_id: format!("free:{}", Uuid::new_v4().simple()),
        reply_to: Some(state.dispatcher.reply_to.clone()),
        account: Some(account.id),
        test: false,
    };
    let job_id = meta.job_id;
    let reply = state
        .dispatcher
        .call(
            job_id,
            Job::Calc(CalcJob { meta, req }),
            deadline(state, e.queue()),
        )
        .await?;
    match reply.outcome {
        JobOutcome::Json { data } => Ok(data),
        JobOutcome::Failed { failure } => Err(failure_error(failure)),
        _ => Err(ApiError::internal(
            "a free calculation answered other than JSON",
        )),
    }
}

/// The request a worker computes: what the body asked for, its persons, and the account's
/// defaults under the body's settings.
fn calc_request(
    e: Endpoint,
    asked: Asked,
    persons: Vec<PersonData>,
    image: Option<graha::calc::ImageFormat>,
    defaults: graha::astro::Settings,
) -> CalcRequest {
    // A horary's moment is the request's "now".
    let (place, now) = match asked.moment {
        Some((place, at)) => (Some(place), at),
        None => (asked.place, chrono::Utc::now()),
    };
    CalcRequest {
        call: asked.call,
        place,
        persons,
        locale: asked.common.locale.unwrap_or_default(),
        numerals: asked.common.numerals.unwrap_or_default(),
        settings: asked
            .common
            .settings(graha::calc::defaults_for(e, defaults)),
        image,
        now,
    }
}

/// Runs a calculation answered now and answers its reply, settling its charge: captured as the
/// reply is sent, refunded when it fails.
async fn answer(
    state: &AppState,
    charge: Charge,
    cost: i64,
    meta: JobMeta,
    req: CalcRequest,
    turn: Option<crate::inflight::Turn>,
) -> ApiResult<Response> {
    let e = req.endpoint();
    let image = req.image.is_some();
    // A calendar asked for as ICS is answered as the file.
    let ics = match &req.call {
        Call::Calendar(o) if o.format == Some(CalendarFormat::Ics) => {
            Some(format!("graha-{}-{:02}.ics", o.year.0, o.month.0))
        }
        _ => None,
    };
    // A sign horoscope is the same for everyone until its period ends: caches may keep it.
    let keep = match &req.call {
        Call::Horoscope(o) => Some(graha::calc::time::horoscope_max_age(o, req.now)),
        _ => None,
    };
    let started = std::time::Instant::now();
    let deadline = deadline(state, e.queue());
    let job_id = meta.job_id;
    let reply = match state
        .dispatcher
        .call(job_id, Job::Calc(CalcJob { meta, req }), deadline)
        .await
    {
        Ok(r) => r,
        Err(err) => {
            charge.refund().await;
            return Err(err);
        }
    };
    drop(turn);
    let made = match reply.outcome {
        // A picture asked for as a file comes as one (a worker that answers JSON is older
        // than the request).
        JobOutcome::Json { .. } if image => Err(ApiError::internal("a picture answered as JSON")),
        JobOutcome::Json { data } => match (&ics, keep) {
            (Some(name), _) => calendar_file(name, &data),
            (None, Some(seconds)) => Ok(cacheable(&data, seconds)),
            (None, None) => Ok(crate::replies::ok_raw(&data)),
        },
        JobOutcome::File { mime_type, body } => match HeaderValue::from_str(&mime_type) {
            Ok(mime) => {
                let mut resp = body.into_response();
                resp.headers_mut().insert(header::CONTENT_TYPE, mime);
                Ok(resp)
            }
            Err(_) => Err(ApiError::internal("a file reply without a media type")),
        },
        JobOutcome::Failed { failure } => Err(failure_error(failure)),
        JobOutcome::Report { .. } => {
            Err(ApiError::internal("a calculation answered with a report"))
        }
    };
    let mut resp = match made {
        Ok(resp) => resp,
        Err(err) => {
            charge.refund().await;
            return Err(err);
        }
    };
    credit_headers(&mut resp, cost, charge.balance);
    let mut resp = charge.capture_on_send(resp, cost);
    if e == Endpoint::ChartImage {
        // Caches keep the JSON, SVG and PNG of one request apart.
        resp.headers_mut()
            .insert(header::VARY, HeaderValue::from_static("accept"));
    }
    server_timing(&mut resp, started.elapsed(), reply.work_us);
    Ok(resp)
}

/// A reply caches may keep for `seconds`, with an `ETag` of its data (the same request gives
/// the same bytes).
fn cacheable(data: &[u8], seconds: i64) -> Response {
    use sha2::Digest;
    let mut resp = crate::replies::ok_raw(data);
    let digest = sha2::Sha256::digest(data);
    let tag: String = digest[..16].iter().map(|b| format!("{b:02x}")).collect();
    let h = resp.headers_mut();
    if let Ok(v) = HeaderValue::from_str(&format!("\"{tag}\"")) {
        h.insert(header::ETAG, v);
    }
    if let Ok(v) = HeaderValue::from_str(&format!("public, max-age={seconds}")) {
        h.insert(header::CACHE_CONTROL, v);
    }
    resp
}

/// The `text/calendar` file (named `name`) of a calendar reply asked for as ICS.
fn calendar_file(name: &str, data: &[u8]) -> ApiResult<Response> {
    #[derive(serde::Deserialize)]
    struct Ics {
        ics: String,
    }
    let Ics { ics } = serde_json::from_slice(data)
        .map_err(|_| ApiError::internal("a calendar asked for as ICS came without it"))?;
    let mut resp = ics.into_response();
    let headers = resp.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/calendar; charset=utf-8"),
    );
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\"")) {
        headers.insert(header::CONTENT_DISPOSITION, v);
    }
    Ok(resp)
}

/// How long a call's reservation may stay open before the sweeper refunds it: its job deadline
/// and a margin, or for an asynchronous report, how long it may wait for a worker.
pub fn hold_seconds(state: &AppState, q: Queue, asynchronous: bool) -> i32 {
    let wait = if asynchronous {
        state.config.async_report_hold
    } else {
        deadline(state, q)
    };
    (wait + Duration::from_secs(120))
        .as_secs()
        .min(i32::MAX as u64) as i32
}
