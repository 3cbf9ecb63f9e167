from typing import Literal

YogakarakaName = Literal["Jupiter", "Ketu", "Mars", "Mercury", "Moon", "None", "Rahu", "Saturn", "Sun", "Venus"]

YOGAKARAKA_NAME_VALUES: set[YogakarakaName] = {
    "Jupiter",
    "Ketu",
    "Mars",
    "Mercury",
    "Moon",
    "None",
    "Rahu",
    "Saturn",
    "Sun",
    "Venus",
}


def check_yogakaraka_name(value: str) -> YogakarakaName:
    if value in YOGAKARAKA_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {YOGAKARAKA_NAME_VALUES!r}")
