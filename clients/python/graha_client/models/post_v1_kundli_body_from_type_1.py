from typing import Literal

PostV1KundliBodyFromType1 = Literal["birth", "today"]

POST_V1_KUNDLI_BODY_FROM_TYPE_1_VALUES: set[PostV1KundliBodyFromType1] = {
    "birth",
    "today",
}


def check_post_v1_kundli_body_from_type_1(value: str) -> PostV1KundliBodyFromType1:
    if value in POST_V1_KUNDLI_BODY_FROM_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_FROM_TYPE_1_VALUES!r}")
