from typing import Literal

PostV1SadeSatiBodyNodeType1 = Literal["mean", "true"]

POST_V1_SADE_SATI_BODY_NODE_TYPE_1_VALUES: set[PostV1SadeSatiBodyNodeType1] = {
    "mean",
    "true",
}


def check_post_v1_sade_sati_body_node_type_1(value: str) -> PostV1SadeSatiBodyNodeType1:
    if value in POST_V1_SADE_SATI_BODY_NODE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_SADE_SATI_BODY_NODE_TYPE_1_VALUES!r}")
