from typing import Literal

Activity = Literal["business", "griha-pravesh", "marriage", "mundan", "naming", "property", "travel", "vehicle"]

ACTIVITY_VALUES: set[Activity] = {
    "business",
    "griha-pravesh",
    "marriage",
    "mundan",
    "naming",
    "property",
    "travel",
    "vehicle",
}


def check_activity(value: str) -> Activity:
    if value in ACTIVITY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACTIVITY_VALUES!r}")
