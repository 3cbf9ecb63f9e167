from typing import Literal

PostV1KundliBodyNodeType2Type1 = Literal["mean", "true"]

POST_V1_KUNDLI_BODY_NODE_TYPE_2_TYPE_1_VALUES: set[PostV1KundliBodyNodeType2Type1] = {
    "mean",
    "true",
}


def check_post_v1_kundli_body_node_type_2_type_1(value: str) -> PostV1KundliBodyNodeType2Type1:
    if value in POST_V1_KUNDLI_BODY_NODE_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_NODE_TYPE_2_TYPE_1_VALUES!r}")
