from typing import Literal

ErrorErrorType2Code = Literal["plan_upgrade_required"]

ERROR_ERROR_TYPE_2_CODE_VALUES: set[ErrorErrorType2Code] = {
    "plan_upgrade_required",
}


def check_error_error_type_2_code(value: str) -> ErrorErrorType2Code:
    if value in ERROR_ERROR_TYPE_2_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERROR_ERROR_TYPE_2_CODE_VALUES!r}")
