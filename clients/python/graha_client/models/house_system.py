from typing import Literal

HouseSystem = Literal["campanus", "equal", "koch", "placidus", "porphyry", "regiomontanus", "sripati", "whole-sign"]

HOUSE_SYSTEM_VALUES: set[HouseSystem] = {
    "campanus",
    "equal",
    "koch",
    "placidus",
    "porphyry",
    "regiomontanus",
    "sripati",
    "whole-sign",
}


def check_house_system(value: str) -> HouseSystem:
    if value in HOUSE_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HOUSE_SYSTEM_VALUES!r}")
