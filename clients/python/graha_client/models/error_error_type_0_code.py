from typing import Literal

ErrorErrorType0Code = Literal["validation_failed"]

ERROR_ERROR_TYPE_0_CODE_VALUES: set[ErrorErrorType0Code] = {
    "validation_failed",
}


def check_error_error_type_0_code(value: str) -> ErrorErrorType0Code:
    if value in ERROR_ERROR_TYPE_0_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_ERROR_TYPE_0_CODE_VALUES!r}")
