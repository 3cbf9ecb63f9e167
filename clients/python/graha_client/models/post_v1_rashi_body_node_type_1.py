from typing import Literal

PostV1RashiBodyNodeType1 = Literal["mean", "true"]

POST_V1_RASHI_BODY_NODE_TYPE_1_VALUES: set[PostV1RashiBodyNodeType1] = {
    "mean",
    "true",
}


def check_post_v1_rashi_body_node_type_1(value: str) -> PostV1RashiBodyNodeType1:
    if value in POST_V1_RASHI_BODY_NODE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_RASHI_BODY_NODE_TYPE_1_VALUES!r}")
