from typing import Literal

EclipseType = Literal["annular", "hybrid", "partial", "penumbral", "total"]

ECLIPSE_TYPE_VALUES: set[EclipseType] = {
    "annular",
    "hybrid",
    "partial",
    "penumbral",
    "total",
}


def check_eclipse_type(value: str) -> EclipseType:
    if value in ECLIPSE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ECLIPSE_TYPE_VALUES!r}")
