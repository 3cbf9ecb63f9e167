from enum import StrEnum


class ErrorErrorType7Code(StrEnum):
    CONFLICT = "conflict"
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    INTERNAL = "internal"
    INVALID_API_KEY = "invalid_api_key"
    INVALID_JSON = "invalid_json"
    LAST_KEY = "last_key"
    METHOD_NOT_ALLOWED = "method_not_allowed"
    NOT_ACCEPTABLE = "not_acceptable"
    NOT_FOUND = "not_found"
    PROFILE_LIMIT_REACHED = "profile_limit_reached"
    REQUEST_TIMEOUT = "request_timeout"
    TIMEOUT = "timeout"
    UNAVAILABLE = "unavailable"
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"

    def __str__(self) -> str:
        return str(self.value)
