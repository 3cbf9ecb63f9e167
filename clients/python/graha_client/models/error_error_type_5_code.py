from typing import Literal

ErrorErrorType5Code = Literal["daily_limit_reached", "rate_limited", "too_many_in_progress"]

ERROR_ERROR_TYPE_5_CODE_VALUES: set[ErrorErrorType5Code] = {
    "daily_limit_reached",
    "rate_limited",
    "too_many_in_progress",
}


def check_error_error_type_5_code(value: str) -> ErrorErrorType5Code:
    if value in ERROR_ERROR_TYPE_5_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_ERROR_TYPE_5_CODE_VALUES!r}")
