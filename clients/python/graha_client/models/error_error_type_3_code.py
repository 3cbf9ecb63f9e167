from typing import Literal

ErrorErrorType3Code = Literal["key_limit_reached"]

ERROR_ERROR_TYPE_3_CODE_VALUES: set[ErrorErrorType3Code] = {
    "key_limit_reached",
}


def check_error_error_type_3_code(value: str) -> ErrorErrorType3Code:
    if value in ERROR_ERROR_TYPE_3_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_ERROR_TYPE_3_CODE_VALUES!r}")
