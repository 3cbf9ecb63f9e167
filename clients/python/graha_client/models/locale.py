from typing import Literal

Locale = Literal["en", "hi", "ne"]

LOCALE_VALUES: set[Locale] = {
    "en",
    "hi",
    "ne",
}


def check_locale(value: str) -> Locale:
    if value in LOCALE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LOCALE_VALUES!r}")
