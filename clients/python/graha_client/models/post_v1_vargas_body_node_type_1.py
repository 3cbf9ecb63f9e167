from typing import Literal

PostV1VargasBodyNodeType1 = Literal["mean", "true"]

POST_V1_VARGAS_BODY_NODE_TYPE_1_VALUES: set[PostV1VargasBodyNodeType1] = {
    "mean",
    "true",
}


def check_post_v1_vargas_body_node_type_1(value: str) -> PostV1VargasBodyNodeType1:
    if value in POST_V1_VARGAS_BODY_NODE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_VARGAS_BODY_NODE_TYPE_1_VALUES!r}")
