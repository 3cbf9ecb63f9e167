from enum import StrEnum


class QueuedState(StrEnum):
    QUEUED = "queued"

    def __str__(self) -> str:
        return str(self.value)
