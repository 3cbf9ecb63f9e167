//! `ApiError`: the status ↔ code table (docs/architecture.md, "The contract"), always answered
//! in our envelope.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;

/// One field's problem, for 422 replies.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FieldError {
    /// The field's name or path, e.g. `birthDetails.time`.
    pub field: String,
    pub message: String,
}

impl From<graha::calc::call::BadField> for FieldError {
    fn from(b: graha::calc::call::BadField) -> FieldError {
        FieldError {
            field: b.field,
            message: b.message,
        }
    }
}

impl FieldError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        FieldError {
            field: field.into(),
            message: message.into(),
        }
    }
}

/// The `details` of an error reply: which ones come with which `code` is [`DETAILS`].
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum Details {
    Validation(ValidationDetails),
    Credits(CreditsDetails),
    Plan(PlanDetails),
    KeyLimit(KeyLimitDetails),
    Size(SizeDetails),
    Retry(RetryDetails),
    Lockout(LockoutDetails),
    None(NoDetails),
}

/// `validation_failed`: every field that is missing or wrong.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ValidationDetails {
    #[schema(min_items = 1)]
    pub fields: Vec<FieldError>,
}

/// `insufficient_credits`: what the call costs and what the balance holds.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreditsDetails {
    #[schema(minimum = 0)]
    pub required: i64,
    #[schema(minimum = 0)]
    pub available: i64,
}

/// A consumer plan an endpoint needs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum RequiredPlan {
    Personal,
    Pro,
}

/// `plan_upgrade_required`: the plan the endpoint needs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PlanDetails {
    pub required_plan: RequiredPlan,
}

/// `key_limit_reached`: the live keys the plan allows.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct KeyLimitDetails {
    #[schema(minimum = 0)]
    pub max_keys: i64,
}

/// `payload_too_large`: the largest body the route takes, in bytes.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SizeDetails {
    #[schema(minimum = 0)]
    pub limit: usize,
}

/// A limit reached: seconds to wait and the limit itself.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RetryDetails {
    #[schema(minimum = 0)]
    pub retry_after: u64,
    #[schema(minimum = 0)]
    pub limit: u32,
}

/// `too_many_failed_authentications`: seconds to wait.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct LockoutDetails {
    #[schema(minimum = 0)]
    pub retry_after: u64,
}

/// No details.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NoDetails {}

/// Which `details` come with which codes; every other code of [`CODES`] has [`NoDetails`].
pub const DETAILS: &[(&[&str], &str)] = &[
    (&["validation_failed"], "ValidationDetails"),
    (&["insufficient_credits"], "CreditsDetails"),
    (&["plan_upgrade_required"], "PlanDetails"),
    (&["key_limit_reached"], "KeyLimitDetails"),
    (&["payload_too_large"], "SizeDetails"),
    (
        &[
            "rate_limited",
            "daily_limit_reached",
            "too_many_in_progress",
        ],
        "RetryDetails",
    ),
    (&["too_many_failed_authentications"], "LockoutDetails"),
];

/// Every error code the API answers with.
pub const CODES: &[&str] = &[
    "invalid_json",
    "validation_failed",
    "invalid_api_key",
    "insufficient_credits",
    "plan_upgrade_required",
    "not_found",
    "method_not_allowed",
    "key_limit_reached",
    "profile_limit_reached",
    "last_key",
    "conflict",
    "idempotency_key_reused",
    "payload_too_large",
    "unsupported_media_type",
    "not_acceptable",
    "request_timeout",
    "rate_limited",
    "daily_limit_reached",
    "too_many_in_progress",
    "too_many_failed_authentications",
    "internal",
    "unavailable",
    "timeout",
];

#[derive(Debug, Clone, thiserror::Error)]
pub enum ApiError {
    #[error("the body is not a JSON object: {0}")]
    InvalidJson(String),
    #[error("validation failed")]
    Validation(Vec<FieldError>),
    #[error("invalid API key")]
    InvalidApiKey,
    #[error("insufficient credits")]
    InsufficientCredits { required: i64, available: i64 },
    #[error("plan upgrade required")]
    PlanUpgradeRequired,
    #[error("not found")]
    NotFound(String),
    #[error("method not allowed")]
    MethodNotAllowed,
    #[error("key limit reached")]
    KeyLimitReached { max: i64 },
    #[error("profile limit reached")]
    ProfileLimitReached { max: u32 },
    #[error("the account's last key")]
    LastKey,
    #[error("payload too large")]
    PayloadTooLarge { limit: usize },
    #[error("unsupported media type")]
    UnsupportedMediaType,
    /// The `Accept` header allows none of the reply's media types (`offered`, listed).
    #[error("not acceptable")]
    NotAcceptable { offered: String },
    #[error("rate limited")]
    RateLimited { retry_after: u64, limit: u32 },
    #[error("daily limit reached")]
    DailyLimitReached { retry_after: u64, limit: u32 },
    #[error("too many jobs in progress")]
    TooManyInProgress { what: &'static str, limit: u32 },
    #[error("too many failed authentications")]
    TooManyFailedAuthentications { retry_after: u64 },
    #[error("request body too slow")]
    RequestTimeout,
    #[error("conflict: {0}")]
    Conflict(String),
    #[error("idempotency key reused with another body")]
    IdempotencyKeyReused,
    #[error("unavailable: {0}")]
    Unavailable(String),
    #[error("timeout")]
    Timeout,
    #[error("internal: {0}")]
    Internal(String),
}

impl ApiError {
    pub fn field(field: &str, message: &str) -> Self {
        ApiError::Validation(vec![FieldError::new(field, message)])
    }
    pub fn internal(e: impl std::fmt::Display) -> Self {
        ApiError::Internal(e.to_string())
    }

    pub fn parts(&self) -> (StatusCode, &'static str, String, Details) {
        use ApiError::*;
        match self {
            InvalidJson(m) => (
                StatusCode::BAD_REQUEST,
                "invalid_json",
                format!("The request body must be a JSON object ({m})."),
                Details::None(NoDetails {}),
            ),
            Validation(fields) => {
                let names: Vec<&str> = fields.iter().map(|f| f.field.as_str()).collect();
                (
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "validation_failed",
                    format!("Some fields are missing or invalid: {}.", names.join(", ")),
                    Details::Validation(ValidationDetails {
                        fields: fields.clone(),
                    }),
                )
            }
            InvalidApiKey => (
                StatusCode::UNAUTHORIZED,
                "invalid_api_key",
                "The X-API-Key header is missing, unknown or revoked.".into(),
                Details::None(NoDetails {}),
            ),
            InsufficientCredits {
                required,
                available,
            } => (
                StatusCode::PAYMENT_REQUIRED,
                "insufficient_credits",
                format!(
                    "This call needs {required} credits; the balance is {available}. Starter and \
                     Growth balances refill at the start of each billing month; to add credits \
                     now, move to a larger developer plan or ask us for a top-up \
                     (GET /api-keys shows the balance and the next refill)."
                ),
                Details::Credits(CreditsDetails {
                    required: *required,
                    available: *available,
                }),
            ),
            PlanUpgradeRequired => (
                StatusCode::FORBIDDEN,
                "plan_upgrade_required",
                "This endpoint needs the personal consumer plan or higher; upgrade the \
                 account's consumer plan to personal or pro to call it (GET /api-keys shows \
                 the current plan)."
                    .into(),
                Details::Plan(PlanDetails {
                    required_plan: RequiredPlan::Personal,
                }),
            ),
            NotFound(what) => (
                StatusCode::NOT_FOUND,
                "not_found",
                format!("{what} was not found."),
                Details::None(NoDetails {}),
            ),
            MethodNotAllowed => (
                StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                "This method is not allowed on this path.".into(),
                Details::None(NoDetails {}),
            ),
            KeyLimitReached { max } => (
                StatusCode::CONFLICT,
                "key_limit_reached",
                if *max == 1 {
                    "The plan allows one API key; revoke it first.".to_owned()
                } else {
                    format!("The plan allows {max} API keys; revoke one first.")
                },
                Details::KeyLimit(KeyLimitDetails { max_keys: *max }),
            ),
            ProfileLimitReached { max } => (
                StatusCode::CONFLICT,
                "profile_limit_reached",
                format!("An account may keep {max} profiles; delete one first."),
                Details::None(NoDetails {}),
            ),
            LastKey => (
                StatusCode::CONFLICT,
                "last_key",
                "This is the account's last live API key and the account has no dashboard \
                 login; revoking it would lock the account out. Create another key first, or \
                 set a login (graha-api account set-login), then revoke this one."
                    .into(),
                Details::None(NoDetails {}),
            ),
            PayloadTooLarge { limit } => (
                StatusCode::PAYLOAD_TOO_LARGE,
                "payload_too_large",
                format!("The body is larger than {limit} bytes."),
                Details::Size(SizeDetails { limit: *limit }),
            ),
            UnsupportedMediaType => (
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
                "Send the body as JSON with Content-Type: application/json.".into(),
                Details::None(NoDetails {}),
            ),
            NotAcceptable { offered } => (
                StatusCode::NOT_ACCEPTABLE,
                "not_acceptable",
                format!(
                    "This reply comes as {offered}; the Accept header allows none of them. \
                     Nothing was charged."
                ),
                Details::None(NoDetails {}),
            ),
            RateLimited { retry_after, limit } => (
                StatusCode::TOO_MANY_REQUESTS,
                "rate_limited",
                format!("The plan allows {limit} requests per minute; retry in {retry_after} s."),
                Details::Retry(RetryDetails {
                    retry_after: *retry_after,
                    limit: *limit,
                }),
            ),
            DailyLimitReached { retry_after, limit } => (
                StatusCode::TOO_MANY_REQUESTS,
                "daily_limit_reached",
                format!(
                    "The public Guru answers {limit} messages a day; retry in {retry_after} s."
                ),
                Details::Retry(RetryDetails {
                    retry_after: *retry_after,
                    limit: *limit,
                }),
            ),
            TooManyInProgress { what, limit } => (
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_in_progress",
                format!(
                    "This account already has {limit} {what} in progress, the most it may have \
                     at once; retry when one has finished."
                ),
                Details::Retry(RetryDetails {
                    retry_after: 5,
                    limit: *limit,
                }),
            ),
            TooManyFailedAuthentications { retry_after } => (
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_failed_authentications",
                format!(
                    "Too many requests from this address presented unknown API keys; retry in \
                     {retry_after} s."
                ),
                Details::Lockout(LockoutDetails {
                    retry_after: *retry_after,
                }),
            ),
            RequestTimeout => (
                StatusCode::REQUEST_TIMEOUT,
                "request_timeout",
                "The request body was not received in time.".into(),
                Details::None(NoDetails {}),
            ),
            Conflict(m) => (
                StatusCode::CONFLICT,
                "conflict",
                m.clone(),
                Details::None(NoDetails {}),
            ),
            IdempotencyKeyReused => (
                StatusCode::UNPROCESSABLE_ENTITY,
                "idempotency_key_reused",
                "This Idempotency-Key was used with a different request body.".into(),
                Details::None(NoDetails {}),
            ),
            Unavailable(_) => (
                StatusCode::SERVICE_UNAVAILABLE,
                "unavailable",
                "The service is temporarily unavailable; nothing was charged. Please retry.".into(),
                Details::None(NoDetails {}),
            ),
            Timeout => (
                StatusCode::GATEWAY_TIMEOUT,
                "timeout",
                "The calculation did not finish in time; nothing was charged. Please retry.".into(),
                Details::None(NoDetails {}),
            ),
            Internal(_) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal",
                "Something went wrong on our side; nothing was charged.".into(),
                Details::None(NoDetails {}),
            ),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, code, message, details) = self.parts();
        match &self {
            ApiError::Internal(cause) => tracing::error!(%cause, "internal error"),
            ApiError::Unavailable(cause) => tracing::warn!(%cause, "dependency unavailable"),
            _ => {}
        }
        let body = graha::envelope::Refusal::new(
            json!({ "code": code, "message": message, "details": details }),
        );
        let mut resp = (status, axum::Json(body)).into_response();
        let retry_after = match self {
            ApiError::RateLimited { retry_after, .. }
            | ApiError::DailyLimitReached { retry_after, .. }
            | ApiError::TooManyFailedAuthentications { retry_after } => Some(retry_after),
            ApiError::TooManyInProgress { .. } => Some(5),
            _ => None,
        };
        if let Some(secs) = retry_after
            && let Ok(v) = HeaderValue::from_str(&secs.max(1).to_string())
        {
            resp.headers_mut().insert(header::RETRY_AFTER, v);
        }
        // A body refused before it was read whole leaves the connection unusable: the server
        // closes it, and says so, or a client would send its next request on it and lose it.
        if matches!(
            self,
            ApiError::PayloadTooLarge { .. } | ApiError::RequestTimeout
        ) {
            resp.headers_mut()
                .insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        resp
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> Self {
        match e {
            sqlx::Error::PoolTimedOut
            | sqlx::Error::Io(_)
            | sqlx::Error::PoolClosed
            | sqlx::Error::Tls(_) => ApiError::Unavailable(format!("postgres: {e}")),
            e => ApiError::Internal(format!("postgres: {e}")),
        }
    }
}

impl From<redis::RedisError> for ApiError {
    fn from(e: redis::RedisError) -> Self {
        ApiError::Unavailable(format!("redis: {e}"))
    }
}

pub type ApiResult<T> = Result<T, ApiError>;
