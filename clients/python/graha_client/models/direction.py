from enum import StrEnum


class Direction(StrEnum):
    DIRECT = "direct"
    RETROGRADE = "retrograde"

    def __str__(self) -> str:
        return str(self.value)
