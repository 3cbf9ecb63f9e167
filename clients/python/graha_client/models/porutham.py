from typing import Literal

Porutham = Literal[
    "dina", "gana", "mahendra", "rajju", "rasi", "rasiAdhipathi", "streeDeergha", "vasya", "vedha", "yoni"
]

PORUTHAM_VALUES: set[Porutham] = {
    "dina",
    "gana",
    "mahendra",
    "rajju",
    "rasi",
    "rasiAdhipathi",
    "streeDeergha",
    "vasya",
    "vedha",
    "yoni",
}


def check_porutham(value: str) -> Porutham:
    if value in PORUTHAM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PORUTHAM_VALUES!r}")
