from typing import Literal

PostV1PlanetsBodyNodeType1 = Literal["mean", "true"]

POST_V1_PLANETS_BODY_NODE_TYPE_1_VALUES: set[PostV1PlanetsBodyNodeType1] = {
    "mean",
    "true",
}


def check_post_v1_planets_body_node_type_1(value: str) -> PostV1PlanetsBodyNodeType1:
    if value in POST_V1_PLANETS_BODY_NODE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_PLANETS_BODY_NODE_TYPE_1_VALUES!r}")
