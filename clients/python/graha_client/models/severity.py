from typing import Literal

Severity = Literal["cancelled", "high", "low", "moderate", "none"]

SEVERITY_VALUES: set[Severity] = {
    "cancelled",
    "high",
    "low",
    "moderate",
    "none",
}


def check_severity(value: str) -> Severity:
    if value in SEVERITY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEVERITY_VALUES!r}")
