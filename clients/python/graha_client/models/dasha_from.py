from enum import StrEnum


class DashaFrom(StrEnum):
    BIRTH = "birth"
    TODAY = "today"

    def __str__(self) -> str:
        return str(self.value)
