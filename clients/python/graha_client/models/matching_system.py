from typing import Literal

MatchingSystem = Literal["ashtakoot", "dashakoot", "porutham"]

MATCHING_SYSTEM_VALUES: set[MatchingSystem] = {
    "ashtakoot",
    "dashakoot",
    "porutham",
}


def check_matching_system(value: str) -> MatchingSystem:
    if value in MATCHING_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MATCHING_SYSTEM_VALUES!r}")
