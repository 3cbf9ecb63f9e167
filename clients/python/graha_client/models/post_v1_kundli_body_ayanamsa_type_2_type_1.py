from typing import Literal

PostV1KundliBodyAyanamsaType2Type1 = Literal[
    "aryabhata",
    "deluce",
    "fagan-bradley",
    "jn-bhasin",
    "kp",
    "lahiri",
    "lahiri-icrc",
    "raman",
    "suryasiddhanta",
    "tropical",
    "true-chitra",
    "true-pushya",
    "true-revati",
    "ushashashi",
    "yukteshwar",
]

POST_V1_KUNDLI_BODY_AYANAMSA_TYPE_2_TYPE_1_VALUES: set[PostV1KundliBodyAyanamsaType2Type1] = {
    "aryabhata",
    "deluce",
    "fagan-bradley",
    "jn-bhasin",
    "kp",
    "lahiri",
    "lahiri-icrc",
    "raman",
    "suryasiddhanta",
    "tropical",
    "true-chitra",
    "true-pushya",
    "true-revati",
    "ushashashi",
    "yukteshwar",
}


def check_post_v1_kundli_body_ayanamsa_type_2_type_1(value: str) -> PostV1KundliBodyAyanamsaType2Type1:
    if value in POST_V1_KUNDLI_BODY_AYANAMSA_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_AYANAMSA_TYPE_2_TYPE_1_VALUES!r}"
    )
