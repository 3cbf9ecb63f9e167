from typing import Literal

PostV1RemediesBodyLocaleType1 = Literal["en", "hi", "ne"]

POST_V1_REMEDIES_BODY_LOCALE_TYPE_1_VALUES: set[PostV1RemediesBodyLocaleType1] = {
    "en",
    "hi",
    "ne",
}


def check_post_v1_remedies_body_locale_type_1(value: str) -> PostV1RemediesBodyLocaleType1:
    if value in POST_V1_REMEDIES_BODY_LOCALE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_REMEDIES_BODY_LOCALE_TYPE_1_VALUES!r}")
