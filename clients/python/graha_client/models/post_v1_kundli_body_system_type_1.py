from typing import Literal

PostV1KundliBodySystemType1 = Literal["ashtottari", "chara", "vimshottari", "yogini"]

POST_V1_KUNDLI_BODY_SYSTEM_TYPE_1_VALUES: set[PostV1KundliBodySystemType1] = {
    "ashtottari",
    "chara",
    "vimshottari",
    "yogini",
}


def check_post_v1_kundli_body_system_type_1(value: str) -> PostV1KundliBodySystemType1:
    if value in POST_V1_KUNDLI_BODY_SYSTEM_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_SYSTEM_TYPE_1_VALUES!r}")
