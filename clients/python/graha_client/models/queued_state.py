from typing import Literal

QueuedState = Literal["queued"]

QUEUED_STATE_VALUES: set[QueuedState] = {
    "queued",
}


def check_queued_state(value: str) -> QueuedState:
    if value in QUEUED_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUEUED_STATE_VALUES!r}")
