from typing import Literal

Calendar = Literal["ad", "bs"]

CALENDAR_VALUES: set[Calendar] = {
    "ad",
    "bs",
}


def check_calendar(value: str) -> Calendar:
    if value in CALENDAR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CALENDAR_VALUES!r}")
