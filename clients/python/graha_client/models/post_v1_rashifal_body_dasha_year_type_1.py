from typing import Literal

PostV1RashifalBodyDashaYearType1 = Literal["julian", "savana", "sidereal"]

POST_V1_RASHIFAL_BODY_DASHA_YEAR_TYPE_1_VALUES: set[PostV1RashifalBodyDashaYearType1] = {
    "julian",
    "savana",
    "sidereal",
}


def check_post_v1_rashifal_body_dasha_year_type_1(value: str) -> PostV1RashifalBodyDashaYearType1:
    if value in POST_V1_RASHIFAL_BODY_DASHA_YEAR_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_RASHIFAL_BODY_DASHA_YEAR_TYPE_1_VALUES!r}")
