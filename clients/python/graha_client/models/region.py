from typing import Literal

Region = Literal["both", "in", "np"]

REGION_VALUES: set[Region] = {
    "both",
    "in",
    "np",
}


def check_region(value: str) -> Region:
    if value in REGION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REGION_VALUES!r}")
