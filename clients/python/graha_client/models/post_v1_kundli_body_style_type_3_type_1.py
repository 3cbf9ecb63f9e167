from typing import Literal

PostV1KundliBodyStyleType3Type1 = Literal["east", "north", "south"]

POST_V1_KUNDLI_BODY_STYLE_TYPE_3_TYPE_1_VALUES: set[PostV1KundliBodyStyleType3Type1] = {
    "east",
    "north",
    "south",
}


def check_post_v1_kundli_body_style_type_3_type_1(value: str) -> PostV1KundliBodyStyleType3Type1:
    if value in POST_V1_KUNDLI_BODY_STYLE_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_STYLE_TYPE_3_TYPE_1_VALUES!r}")
