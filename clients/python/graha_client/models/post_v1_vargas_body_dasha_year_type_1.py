from typing import Literal

PostV1VargasBodyDashaYearType1 = Literal["julian", "savana", "sidereal"]

POST_V1_VARGAS_BODY_DASHA_YEAR_TYPE_1_VALUES: set[PostV1VargasBodyDashaYearType1] = {
    "julian",
    "savana",
    "sidereal",
}


def check_post_v1_vargas_body_dasha_year_type_1(value: str) -> PostV1VargasBodyDashaYearType1:
    if value in POST_V1_VARGAS_BODY_DASHA_YEAR_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_VARGAS_BODY_DASHA_YEAR_TYPE_1_VALUES!r}")
