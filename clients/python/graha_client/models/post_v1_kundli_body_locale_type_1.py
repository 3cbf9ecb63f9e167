from typing import Literal

PostV1KundliBodyLocaleType1 = Literal["en", "hi", "ne"]

POST_V1_KUNDLI_BODY_LOCALE_TYPE_1_VALUES: set[PostV1KundliBodyLocaleType1] = {
    "en",
    "hi",
    "ne",
}


def check_post_v1_kundli_body_locale_type_1(value: str) -> PostV1KundliBodyLocaleType1:
    if value in POST_V1_KUNDLI_BODY_LOCALE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_LOCALE_TYPE_1_VALUES!r}")
