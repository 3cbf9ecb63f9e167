from typing import Literal

ErrorErrorType6Code = Literal["too_many_failed_authentications"]

ERROR_ERROR_TYPE_6_CODE_VALUES: set[ErrorErrorType6Code] = {
    "too_many_failed_authentications",
}


def check_error_error_type_6_code(value: str) -> ErrorErrorType6Code:
    if value in ERROR_ERROR_TYPE_6_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_ERROR_TYPE_6_CODE_VALUES!r}")
