from typing import Literal

Element = Literal["air", "earth", "fire", "water"]

ELEMENT_VALUES: set[Element] = {
    "air",
    "earth",
    "fire",
    "water",
}


def check_element(value: str) -> Element:
    if value in ELEMENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ELEMENT_VALUES!r}")
