from typing import Literal

DashaYear = Literal["julian", "savana", "sidereal"]

DASHA_YEAR_VALUES: set[DashaYear] = {
    "julian",
    "savana",
    "sidereal",
}


def check_dasha_year(value: str) -> DashaYear:
    if value in DASHA_YEAR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DASHA_YEAR_VALUES!r}")
