from typing import Literal

RequiredPlan = Literal["personal", "pro"]

REQUIRED_PLAN_VALUES: set[RequiredPlan] = {
    "personal",
    "pro",
}


def check_required_plan(value: str) -> RequiredPlan:
    if value in REQUIRED_PLAN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REQUIRED_PLAN_VALUES!r}")
