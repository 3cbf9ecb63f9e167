from typing import Literal

ErrorErrorType7Code = Literal[
    "conflict",
    "idempotency_key_reused",
    "internal",
    "invalid_api_key",
    "invalid_json",
    "last_key",
    "method_not_allowed",
    "not_acceptable",
    "not_found",
    "profile_limit_reached",
    "request_timeout",
    "timeout",
    "unavailable",
    "unsupported_media_type",
]

ERROR_ERROR_TYPE_7_CODE_VALUES: set[ErrorErrorType7Code] = {
    "conflict",
    "idempotency_key_reused",
    "internal",
    "invalid_api_key",
    "invalid_json",
    "last_key",
    "method_not_allowed",
    "not_acceptable",
    "not_found",
    "profile_limit_reached",
    "request_timeout",
    "timeout",
    "unavailable",
    "unsupported_media_type",
}


def check_error_error_type_7_code(value: str) -> ErrorErrorType7Code:
    if value in ERROR_ERROR_TYPE_7_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_ERROR_TYPE_7_CODE_VALUES!r}")
