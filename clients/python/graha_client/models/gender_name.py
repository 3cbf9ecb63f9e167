from typing import Literal

GenderName = Literal["female", "male"]

GENDER_NAME_VALUES: set[GenderName] = {
    "female",
    "male",
}


def check_gender_name(value: str) -> GenderName:
    if value in GENDER_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENDER_NAME_VALUES!r}")
