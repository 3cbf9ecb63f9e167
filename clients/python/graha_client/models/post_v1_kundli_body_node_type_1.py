from typing import Literal

PostV1KundliBodyNodeType1 = Literal["mean", "true"]

POST_V1_KUNDLI_BODY_NODE_TYPE_1_VALUES: set[PostV1KundliBodyNodeType1] = {
    "mean",
    "true",
}


def check_post_v1_kundli_body_node_type_1(value: str) -> PostV1KundliBodyNodeType1:
    if value in POST_V1_KUNDLI_BODY_NODE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_NODE_TYPE_1_VALUES!r}")
