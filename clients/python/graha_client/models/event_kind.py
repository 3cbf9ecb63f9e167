from typing import Literal

EventKind = Literal["combustion", "ingress", "lunar-eclipse", "nakshatra-ingress", "solar-eclipse", "station"]

EVENT_KIND_VALUES: set[EventKind] = {
    "combustion",
    "ingress",
    "lunar-eclipse",
    "nakshatra-ingress",
    "solar-eclipse",
    "station",
}


def check_event_kind(value: str) -> EventKind:
    if value in EVENT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {EVENT_KIND_VALUES!r}")
