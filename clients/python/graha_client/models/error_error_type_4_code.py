from typing import Literal

ErrorErrorType4Code = Literal["payload_too_large"]

ERROR_ERROR_TYPE_4_CODE_VALUES: set[ErrorErrorType4Code] = {
    "payload_too_large",
}


def check_error_error_type_4_code(value: str) -> ErrorErrorType4Code:
    if value in ERROR_ERROR_TYPE_4_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_ERROR_TYPE_4_CODE_VALUES!r}")
