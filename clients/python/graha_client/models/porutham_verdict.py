from typing import Literal

PoruthamVerdict = Literal["acceptable", "notRecommended", "recommended"]

PORUTHAM_VERDICT_VALUES: set[PoruthamVerdict] = {
    "acceptable",
    "notRecommended",
    "recommended",
}


def check_porutham_verdict(value: str) -> PoruthamVerdict:
    if value in PORUTHAM_VERDICT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PORUTHAM_VERDICT_VALUES!r}")
