from typing import Literal

PostV1KundliBodyPeriodType2Type1 = Literal["daily", "monthly", "weekly", "yearly"]

POST_V1_KUNDLI_BODY_PERIOD_TYPE_2_TYPE_1_VALUES: set[PostV1KundliBodyPeriodType2Type1] = {
    "daily",
    "monthly",
    "weekly",
    "yearly",
}


def check_post_v1_kundli_body_period_type_2_type_1(value: str) -> PostV1KundliBodyPeriodType2Type1:
    if value in POST_V1_KUNDLI_BODY_PERIOD_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_PERIOD_TYPE_2_TYPE_1_VALUES!r}")
