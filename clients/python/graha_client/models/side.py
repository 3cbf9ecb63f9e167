from typing import Literal

Side = Literal["ascending", "descending"]

SIDE_VALUES: set[Side] = {
    "ascending",
    "descending",
}


def check_side(value: str) -> Side:
    if value in SIDE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIDE_VALUES!r}")
