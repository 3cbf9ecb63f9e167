from typing import Literal

DeveloperPlanName = Literal["growth", "starter", "trial"]

DEVELOPER_PLAN_NAME_VALUES: set[DeveloperPlanName] = {
    "growth",
    "starter",
    "trial",
}


def check_developer_plan_name(value: str) -> DeveloperPlanName:
    if value in DEVELOPER_PLAN_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DEVELOPER_PLAN_NAME_VALUES!r}")
