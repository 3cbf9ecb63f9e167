from typing import Literal

PlacementKind = Literal["lordInHouse", "planetInHouse", "planetInSign"]

PLACEMENT_KIND_VALUES: set[PlacementKind] = {
    "lordInHouse",
    "planetInHouse",
    "planetInSign",
}


def check_placement_kind(value: str) -> PlacementKind:
    if value in PLACEMENT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLACEMENT_KIND_VALUES!r}")
