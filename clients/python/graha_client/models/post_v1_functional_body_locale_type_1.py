from typing import Literal

PostV1FunctionalBodyLocaleType1 = Literal["en", "hi", "ne"]

POST_V1_FUNCTIONAL_BODY_LOCALE_TYPE_1_VALUES: set[PostV1FunctionalBodyLocaleType1] = {
    "en",
    "hi",
    "ne",
}


def check_post_v1_functional_body_locale_type_1(value: str) -> PostV1FunctionalBodyLocaleType1:
    if value in POST_V1_FUNCTIONAL_BODY_LOCALE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_FUNCTIONAL_BODY_LOCALE_TYPE_1_VALUES!r}")
