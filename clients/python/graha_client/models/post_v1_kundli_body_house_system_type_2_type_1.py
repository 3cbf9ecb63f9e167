from typing import Literal

PostV1KundliBodyHouseSystemType2Type1 = Literal[
    "campanus", "equal", "koch", "placidus", "porphyry", "regiomontanus", "sripati", "whole-sign"
]

POST_V1_KUNDLI_BODY_HOUSE_SYSTEM_TYPE_2_TYPE_1_VALUES: set[PostV1KundliBodyHouseSystemType2Type1] = {
    "campanus",
    "equal",
    "koch",
    "placidus",
    "porphyry",
    "regiomontanus",
    "sripati",
    "whole-sign",
}


def check_post_v1_kundli_body_house_system_type_2_type_1(value: str) -> PostV1KundliBodyHouseSystemType2Type1:
    if value in POST_V1_KUNDLI_BODY_HOUSE_SYSTEM_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_HOUSE_SYSTEM_TYPE_2_TYPE_1_VALUES!r}"
    )
