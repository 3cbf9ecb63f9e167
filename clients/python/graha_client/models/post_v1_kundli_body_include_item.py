from typing import Literal

PostV1KundliBodyIncludeItem = Literal[
    "ascendant",
    "ashtakavarga",
    "aspects",
    "atmakaraka",
    "basic-details",
    "birth-chart",
    "chart-image",
    "conjunctions",
    "daily-insight",
    "dasha",
    "dosha",
    "elements",
    "functional",
    "house-lords",
    "jaimini",
    "nakshatra",
    "personality",
    "planets",
    "predictions",
    "rashi",
    "rashifal",
    "remedies",
    "sade-sati",
    "shadbala",
    "transits",
    "vargas",
    "yogas",
]

POST_V1_KUNDLI_BODY_INCLUDE_ITEM_VALUES: set[PostV1KundliBodyIncludeItem] = {
    "ascendant",
    "ashtakavarga",
    "aspects",
    "atmakaraka",
    "basic-details",
    "birth-chart",
    "chart-image",
    "conjunctions",
    "daily-insight",
    "dasha",
    "dosha",
    "elements",
    "functional",
    "house-lords",
    "jaimini",
    "nakshatra",
    "personality",
    "planets",
    "predictions",
    "rashi",
    "rashifal",
    "remedies",
    "sade-sati",
    "shadbala",
    "transits",
    "vargas",
    "yogas",
}


def check_post_v1_kundli_body_include_item(value: str) -> PostV1KundliBodyIncludeItem:
    if value in POST_V1_KUNDLI_BODY_INCLUDE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_KUNDLI_BODY_INCLUDE_ITEM_VALUES!r}")
