from enum import StrEnum


class PartConvention(StrEnum):
    BEGINNING = "beginning"
    MIDDLE = "middle"

    def __str__(self) -> str:
        return str(self.value)
