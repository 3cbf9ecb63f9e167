//! Every error the API answers validates against the document's `Error`, whose `details` are
//! typed by `code`.

use super::validate;
use serde_json::{Value, json};

/// Every error the API answers validates against the document's `Error`, whose `details` are
/// typed by `code`: one of each kind, and a code outside the document's list fails.
#[tokio::test]
async fn every_error_validates_against_the_documented_error() {
    use axum::response::IntoResponse;
    use graha_api::error::{ApiError, FieldError};
    let doc = graha_api::openapi::document();
    let schema = json!({ "$ref": "#/components/schemas/Error" });
    let errors = vec![
        ApiError::InvalidJson("line 1".into()),
        ApiError::Validation(vec![FieldError::new("date", "must be a date")]),
        ApiError::InvalidApiKey,
        ApiError::InsufficientCredits {
            required: 5,
            available: 2,
        },
        ApiError::PlanUpgradeRequired,
        ApiError::NotFound("The profile".into()),
        ApiError::MethodNotAllowed,
        ApiError::KeyLimitReached { max: 3 },
        ApiError::LastKey,
        ApiError::PayloadTooLarge { limit: 65_536 },
        ApiError::UnsupportedMediaType,
        ApiError::NotAcceptable {
            offered: "application/json, image/svg+xml, image/png".into(),
        },
        ApiError::RateLimited {
            retry_after: 12,
            limit: 60,
        },
        ApiError::DailyLimitReached {
            retry_after: 3_600,
            limit: 5,
        },
        ApiError::TooManyInProgress {
            what: "reports",
            limit: 10,
        },
        ApiError::TooManyFailedAuthentications { retry_after: 30 },
        ApiError::RequestTimeout,
        ApiError::Conflict("in flight".into()),
        ApiError::IdempotencyKeyReused,
        ApiError::Unavailable("redis".into()),
        ApiError::Timeout,
        ApiError::internal("bug"),
    ];
    let mut codes = std::collections::BTreeSet::new();
    for e in errors {
        let body = http_body_util::BodyExt::collect(e.into_response().into_body())
            .await
            .unwrap()
            .to_bytes();
        let v: Value = serde_json::from_slice(&body).unwrap();
        codes.insert(v["error"]["code"].as_str().unwrap().to_owned());
        validate(&schema, &v, doc, "$").unwrap_or_else(|why| panic!("{v}: {why}"));
    }
    assert_eq!(codes.len(), 22, "one error of each code");
    let mut wrong = json!({ "success": false, "error": { "code": "rate_limited", "message": "m", "details": {} } });
    assert!(
        validate(&schema, &wrong, doc, "$").is_err(),
        "rate_limited needs its details"
    );
    wrong["error"]["code"] = json!("no_such_code");
    assert!(validate(&schema, &wrong, doc, "$").is_err());
}
