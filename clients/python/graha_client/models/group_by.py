from typing import Literal

GroupBy = Literal["day", "endpoint"]

GROUP_BY_VALUES: set[GroupBy] = {
    "day",
    "endpoint",
}


def check_group_by(value: str) -> GroupBy:
    if value in GROUP_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GROUP_BY_VALUES!r}")
