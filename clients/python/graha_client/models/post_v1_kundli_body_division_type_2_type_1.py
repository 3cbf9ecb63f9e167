from typing import Literal

PostV1KundliBodyDivisionType2Type1 = Literal[
    "D1",
    "D10",
    "D108",
    "D11",
    "D12",
    "D144",
    "D16",
    "D2",
    "D20",
    "D24",
    "D27",
    "D3",
    "D30",
    "D4",
    "D40",
    "D45",
    "D5",
    "D6",
    "D60",
    "D7",
    "D8",
    "D81",
    "D9",
]

POST_V1_KUNDLI_BODY_DIVISION_TYPE_2_TYPE_1_VALUES: set[PostV1KundliBodyDivisionType2Type1] = {
    "D1",
    "D10",
    "D108",
    "D11",
    "D12",
    "D144",
    "D16",
    "D2",
    "D20",
    "D24",
    "D27",
    "D3",
    "D30",
    "D4",
    "D40",
    "D45",
    "D5",
    "D6",
    "D60",
    "D7",
    "D8",
    "D81",
    "D9",
}


def check_post_v1_kundli_body_division_type_2_type_1(value: str) -> PostV1KundliBodyDivisionType2Type1:
    if value in POST_V1_KUNDLI_BODY_DIVISION_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_DIVISION_TYPE_2_TYPE_1_VALUES!r}"
    )
