from typing import Literal

AshtakootSystem = Literal["ashtakoot"]

ASHTAKOOT_SYSTEM_VALUES: set[AshtakootSystem] = {
    "ashtakoot",
}


def check_ashtakoot_system(value: str) -> AshtakootSystem:
    if value in ASHTAKOOT_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ASHTAKOOT_SYSTEM_VALUES!r}")
