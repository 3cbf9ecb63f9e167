from typing import Literal

PostV1KundliBodyDashaYearType3Type1 = Literal["julian", "savana", "sidereal"]

POST_V1_KUNDLI_BODY_DASHA_YEAR_TYPE_3_TYPE_1_VALUES: set[PostV1KundliBodyDashaYearType3Type1] = {
    "julian",
    "savana",
    "sidereal",
}


def check_post_v1_kundli_body_dasha_year_type_3_type_1(value: str) -> PostV1KundliBodyDashaYearType3Type1:
    if value in POST_V1_KUNDLI_BODY_DASHA_YEAR_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_DASHA_YEAR_TYPE_3_TYPE_1_VALUES!r}"
    )
