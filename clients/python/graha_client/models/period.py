from typing import Literal

Period = Literal["daily", "monthly", "weekly", "yearly"]

PERIOD_VALUES: set[Period] = {
    "daily",
    "monthly",
    "weekly",
    "yearly",
}


def check_period(value: str) -> Period:
    if value in PERIOD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PERIOD_VALUES!r}")
