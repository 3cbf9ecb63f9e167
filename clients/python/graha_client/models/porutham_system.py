from typing import Literal

PoruthamSystem = Literal["porutham"]

PORUTHAM_SYSTEM_VALUES: set[PoruthamSystem] = {
    "porutham",
}


def check_porutham_system(value: str) -> PoruthamSystem:
    if value in PORUTHAM_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PORUTHAM_SYSTEM_VALUES!r}")
