from typing import Literal

ConsumerPlanName = Literal["free", "personal", "pro"]

CONSUMER_PLAN_NAME_VALUES: set[ConsumerPlanName] = {
    "free",
    "personal",
    "pro",
}


def check_consumer_plan_name(value: str) -> ConsumerPlanName:
    if value in CONSUMER_PLAN_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSUMER_PLAN_NAME_VALUES!r}")
