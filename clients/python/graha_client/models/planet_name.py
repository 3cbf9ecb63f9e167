from typing import Literal

PlanetName = Literal["Jupiter", "Ketu", "Mars", "Mercury", "Moon", "Rahu", "Saturn", "Sun", "Venus"]

PLANET_NAME_VALUES: set[PlanetName] = {
    "Jupiter",
    "Ketu",
    "Mars",
    "Mercury",
    "Moon",
    "Rahu",
    "Saturn",
    "Sun",
    "Venus",
}


def check_planet_name(value: str) -> PlanetName:
    if value in PLANET_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLANET_NAME_VALUES!r}")
