from typing import Literal

PostV1AtmakarakaBodyDashaYearType1 = Literal["julian", "savana", "sidereal"]

POST_V1_ATMAKARAKA_BODY_DASHA_YEAR_TYPE_1_VALUES: set[PostV1AtmakarakaBodyDashaYearType1] = {
    "julian",
    "savana",
    "sidereal",
}


def check_post_v1_atmakaraka_body_dasha_year_type_1(value: str) -> PostV1AtmakarakaBodyDashaYearType1:
    if value in POST_V1_ATMAKARAKA_BODY_DASHA_YEAR_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_ATMAKARAKA_BODY_DASHA_YEAR_TYPE_1_VALUES!r}")
