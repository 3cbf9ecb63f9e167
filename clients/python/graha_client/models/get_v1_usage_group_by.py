from typing import Literal

GetV1UsageGroupBy = Literal["day", "endpoint"]

GET_V1_USAGE_GROUP_BY_VALUES: set[GetV1UsageGroupBy] = {
    "day",
    "endpoint",
}


def check_get_v1_usage_group_by(value: str) -> GetV1UsageGroupBy:
    if value in GET_V1_USAGE_GROUP_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_V1_USAGE_GROUP_BY_VALUES!r}")
