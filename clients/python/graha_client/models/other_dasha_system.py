from typing import Literal

OtherDashaSystem = Literal["ashtottari", "chara", "yogini"]

OTHER_DASHA_SYSTEM_VALUES: set[OtherDashaSystem] = {
    "ashtottari",
    "chara",
    "yogini",
}


def check_other_dasha_system(value: str) -> OtherDashaSystem:
    if value in OTHER_DASHA_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OTHER_DASHA_SYSTEM_VALUES!r}")
