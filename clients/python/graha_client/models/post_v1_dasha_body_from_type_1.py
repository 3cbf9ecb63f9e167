from typing import Literal

PostV1DashaBodyFromType1 = Literal["birth", "today"]

POST_V1_DASHA_BODY_FROM_TYPE_1_VALUES: set[PostV1DashaBodyFromType1] = {
    "birth",
    "today",
}


def check_post_v1_dasha_body_from_type_1(value: str) -> PostV1DashaBodyFromType1:
    if value in POST_V1_DASHA_BODY_FROM_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_DASHA_BODY_FROM_TYPE_1_VALUES!r}")
