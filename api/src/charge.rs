//! A paid call's charge ([`Charge`]): a reservation — reserve, capture, refund, and the refund
//! when a request ends early — or credits of this process's lease on the account; and the credit
//! headers of a reply. It is made from the API's state in `money`; held by the reservations'
//! batcher, it needs none of that state itself.

use crate::error::{ApiError, ApiResult};
use crate::leases::LeasedCall;
use axum::http::HeaderValue;
use axum::response::Response;
use graha::store::{ledger, reports};
use uuid::Uuid;

/// What an unsettled charge does when it is dropped (its request ended early: the client went
/// away, or an error was returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum OnDrop {
    Refund,
    /// Refund, and fail the report it pays for if that is not done.
    RefundReport(Uuid),
    /// Nothing: the worker settles it (the job is queued).
    Nothing,
}

/// A reservation, or credits taken from a lease, that refunds itself unless settled — also when
/// the client goes away and the handler is dropped mid-wait.
pub struct Charge {
    pub(crate) db: sqlx::PgPool,
    pub(crate) captures: crate::captures::Captures,
    pub request_id: String,
    pub balance: i64,
    pub(crate) on_drop: OnDrop,
    /// Paid from a lease: settled once answered, given back when dropped.
    pub(crate) leased: Option<LeasedCall>,
    /// A test key's call: nothing was taken, so nothing is captured or refunded.
    pub(crate) free: bool,
}

impl Charge {
    /// The charge a reservation attempt made, or 402 when the balance was short.
    pub(crate) fn settle_reserve(
        db: &sqlx::PgPool,
        captures: &crate::captures::Captures,
        reserve: ledger::Reserve,
        hold: ledger::Hold<'_>,
    ) -> ApiResult<Charge> {
        match reserve {
            ledger::Reserve::Reserved { balance } => {
                metrics::counter!("graha_credits_reserved_total").increment(hold.amount as u64);
                Ok(Charge {
                    db: db.clone(),
                    captures: captures.clone(),
                    request_id: hold.request_id.to_owned(),
                    balance,
                    on_drop: OnDrop::Refund,
                    leased: None,
                    free: false,
                })
            }
            ledger::Reserve::Insufficient { available } => Err(ApiError::InsufficientCredits {
                required: hold.amount,
                available,
            }),
        }
    }

    /// The call is answered: its credits stay spent (the capture, or the lease's settlement, is
    /// written behind the reply, see [`crate::captures`] and [`crate::leases`]).
    fn capture(mut self, cost: i64) {
        self.on_drop = OnDrop::Nothing;
        if self.free {
            return;
        }
        match self.leased.take() {
            Some(call) => call.settle(std::mem::take(&mut self.request_id)),
            None => self.captures.capture(&self.request_id),
        }
        metrics::counter!("graha_credits_captured_total").increment(cost as u64);
    }

    /// `resp`, whose body captures this charge as the server takes its last bytes to write
    /// them to the client: a reply dropped before (the client gone, the process stopping) drops
    /// the charge with it, which refunds.
    pub fn capture_on_send(self, resp: Response, cost: i64) -> Response {
        resp.map(|inner| {
            axum::body::Body::new(CaptureOnSend {
                inner,
                charge: Some((self, cost)),
            })
        })
    }

    /// Refunds it now; the balance after, or `None` when it was no longer open (settled by the
    /// worker meanwhile).
    pub async fn refund(mut self) -> Option<i64> {
        if self.free {
            return Some(self.balance);
        }
        if let Some(call) = self.leased.take() {
            let balance = self.balance + call.amount();
            drop(call); // back to the lease
            metrics::counter!("graha_credits_refunded_total").increment(1);
            return Some(balance);
        }
        let report = match std::mem::replace(&mut self.on_drop, OnDrop::Nothing) {
            OnDrop::RefundReport(id) => Some(id),
            _ => None,
        };
        refund_now(&self.db, &self.request_id, report).await
    }

    /// A report pays with it: should the request end early, the report is failed as well.
    pub fn pays_for_report(&mut self, report: Uuid) {
        if !self.free {
            self.on_drop = OnDrop::RefundReport(report);
        }
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
pub(crate) struct OwnedHold {
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
    pub(crate) fn hold(&self) -> ledger::Hold<'_> {
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
pub(crate) fn reserve_error(e: sqlx::Error) -> ApiError {
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

/// A reply's body holding its call's charge until the server has taken the whole body (see
/// [`Charge::capture_on_send`]).
struct CaptureOnSend {
    inner: axum::body::Body,
    charge: Option<(Charge, i64)>,
}

impl http_body::Body for CaptureOnSend {
    type Data = bytes::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<http_body::Frame<Self::Data>, Self::Error>>> {
        use std::task::Poll;
        let polled = std::pin::Pin::new(&mut self.inner).poll_frame(cx);
        let ended = match &polled {
            Poll::Ready(None) => true,
            Poll::Ready(Some(Ok(_))) => self.inner.is_end_stream(),
            _ => false,
        };
        if ended && let Some((charge, cost)) = self.charge.take() {
            charge.capture(cost);
        }
        polled
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.inner.size_hint()
    }
}
