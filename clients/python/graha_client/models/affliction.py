from typing import Literal

Affliction = Literal["combust", "debilitated", "enemySign", "nodeConjunction", "weakest", "weakInDusthana"]

AFFLICTION_VALUES: set[Affliction] = {
    "combust",
    "debilitated",
    "enemySign",
    "nodeConjunction",
    "weakest",
    "weakInDusthana",
}


def check_affliction(value: str) -> Affliction:
    if value in AFFLICTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AFFLICTION_VALUES!r}")
