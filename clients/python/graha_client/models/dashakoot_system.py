from typing import Literal

DashakootSystem = Literal["dashakoot"]

DASHAKOOT_SYSTEM_VALUES: set[DashakootSystem] = {
    "dashakoot",
}


def check_dashakoot_system(value: str) -> DashakootSystem:
    if value in DASHAKOOT_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DASHAKOOT_SYSTEM_VALUES!r}")
