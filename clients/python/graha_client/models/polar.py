from typing import Literal

Polar = Literal["no-sunrise", "no-sunset"]

POLAR_VALUES: set[Polar] = {
    "no-sunrise",
    "no-sunset",
}


def check_polar(value: str) -> Polar:
    if value in POLAR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POLAR_VALUES!r}")
