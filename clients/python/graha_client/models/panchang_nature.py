from typing import Literal

PanchangNature = Literal["auspicious", "inauspicious", "neutral"]

PANCHANG_NATURE_VALUES: set[PanchangNature] = {
    "auspicious",
    "inauspicious",
    "neutral",
}


def check_panchang_nature(value: str) -> PanchangNature:
    if value in PANCHANG_NATURE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PANCHANG_NATURE_VALUES!r}")
