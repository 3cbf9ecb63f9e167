from typing import Literal

Ayanamsa = Literal[
    "aryabhata",
    "deluce",
    "fagan-bradley",
    "jn-bhasin",
    "kp",
    "lahiri",
    "lahiri-icrc",
    "raman",
    "suryasiddhanta",
    "tropical",
    "true-chitra",
    "true-pushya",
    "true-revati",
    "ushashashi",
    "yukteshwar",
]

AYANAMSA_VALUES: set[Ayanamsa] = {
    "aryabhata",
    "deluce",
    "fagan-bradley",
    "jn-bhasin",
    "kp",
    "lahiri",
    "lahiri-icrc",
    "raman",
    "suryasiddhanta",
    "tropical",
    "true-chitra",
    "true-pushya",
    "true-revati",
    "ushashashi",
    "yukteshwar",
}


def check_ayanamsa(value: str) -> Ayanamsa:
    if value in AYANAMSA_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AYANAMSA_VALUES!r}")
