from typing import Literal

PostV1KpBodyLocaleType1 = Literal["en", "hi", "ne"]

POST_V1_KP_BODY_LOCALE_TYPE_1_VALUES: set[PostV1KpBodyLocaleType1] = {
    "en",
    "hi",
    "ne",
}


def check_post_v1_kp_body_locale_type_1(value: str) -> PostV1KpBodyLocaleType1:
    if value in POST_V1_KP_BODY_LOCALE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KP_BODY_LOCALE_TYPE_1_VALUES!r}")
