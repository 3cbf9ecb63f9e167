from typing import Literal

PostV1KundliBodyCalendarType1 = Literal["ad", "bs"]

POST_V1_KUNDLI_BODY_CALENDAR_TYPE_1_VALUES: set[PostV1KundliBodyCalendarType1] = {
    "ad",
    "bs",
}


def check_post_v1_kundli_body_calendar_type_1(value: str) -> PostV1KundliBodyCalendarType1:
    if value in POST_V1_KUNDLI_BODY_CALENDAR_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_CALENDAR_TYPE_1_VALUES!r}")
