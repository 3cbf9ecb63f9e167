from typing import Literal

PostV1EventsBodyKindsType0Item = Literal[
    "combustion", "ingress", "lunar-eclipse", "nakshatra-ingress", "solar-eclipse", "station"
]

POST_V1_EVENTS_BODY_KINDS_TYPE_0_ITEM_VALUES: set[PostV1EventsBodyKindsType0Item] = {
    "combustion",
    "ingress",
    "lunar-eclipse",
    "nakshatra-ingress",
    "solar-eclipse",
    "station",
}


def check_post_v1_events_body_kinds_type_0_item(value: str) -> PostV1EventsBodyKindsType0Item:
    if value in POST_V1_EVENTS_BODY_KINDS_TYPE_0_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {POST_V1_EVENTS_BODY_KINDS_TYPE_0_ITEM_VALUES!r}")
