from typing import Literal

ErrorErrorType1Code = Literal["insufficient_credits"]

ERROR_ERROR_TYPE_1_CODE_VALUES: set[ErrorErrorType1Code] = {
    "insufficient_credits",
}


def check_error_error_type_1_code(value: str) -> ErrorErrorType1Code:
    if value in ERROR_ERROR_TYPE_1_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_ERROR_TYPE_1_CODE_VALUES!r}")
