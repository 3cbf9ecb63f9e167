from typing import Literal

PostV1ChartImageBodyNodeType1 = Literal["mean", "true"]

POST_V1_CHART_IMAGE_BODY_NODE_TYPE_1_VALUES: set[PostV1ChartImageBodyNodeType1] = {
    "mean",
    "true",
}


def check_post_v1_chart_image_body_node_type_1(value: str) -> PostV1ChartImageBodyNodeType1:
    if value in POST_V1_CHART_IMAGE_BODY_NODE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_CHART_IMAGE_BODY_NODE_TYPE_1_VALUES!r}")
