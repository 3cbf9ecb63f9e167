from typing import Literal

PostV1BirthChartBodyNodeType1 = Literal["mean", "true"]

POST_V1_BIRTH_CHART_BODY_NODE_TYPE_1_VALUES: set[PostV1BirthChartBodyNodeType1] = {
    "mean",
    "true",
}


def check_post_v1_birth_chart_body_node_type_1(value: str) -> PostV1BirthChartBodyNodeType1:
    if value in POST_V1_BIRTH_CHART_BODY_NODE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_BIRTH_CHART_BODY_NODE_TYPE_1_VALUES!r}")
