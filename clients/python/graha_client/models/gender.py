from typing import Literal

Gender = Literal["female", "male"]

GENDER_VALUES: set[Gender] = {
    "female",
    "male",
}


def check_gender(value: str) -> Gender:
    if value in GENDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GENDER_VALUES!r}")
