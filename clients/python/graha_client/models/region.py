from enum import StrEnum


class Region(StrEnum):
    BOTH = "both"
    IN = "in"
    NP = "np"

    def __str__(self) -> str:
        return str(self.value)
