from typing import Literal

PostV1MuhurtaBodyActivity = Literal[
    "business", "griha-pravesh", "marriage", "mundan", "naming", "property", "travel", "vehicle"
]

POST_V1_MUHURTA_BODY_ACTIVITY_VALUES: set[PostV1MuhurtaBodyActivity] = {
    "business",
    "griha-pravesh",
    "marriage",
    "mundan",
    "naming",
    "property",
    "travel",
    "vehicle",
}


def check_post_v1_muhurta_body_activity(value: str) -> PostV1MuhurtaBodyActivity:
    if value in POST_V1_MUHURTA_BODY_ACTIVITY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_MUHURTA_BODY_ACTIVITY_VALUES!r}")
