from typing import Literal

PostV1DailyInsightBodyNodeType1 = Literal["mean", "true"]

POST_V1_DAILY_INSIGHT_BODY_NODE_TYPE_1_VALUES: set[PostV1DailyInsightBodyNodeType1] = {
    "mean",
    "true",
}


def check_post_v1_daily_insight_body_node_type_1(value: str) -> PostV1DailyInsightBodyNodeType1:
    if value in POST_V1_DAILY_INSIGHT_BODY_NODE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_DAILY_INSIGHT_BODY_NODE_TYPE_1_VALUES!r}")
