from enum import StrEnum


class MatchingSystem(StrEnum):
    ASHTAKOOT = "ashtakoot"
    DASHAKOOT = "dashakoot"
    PORUTHAM = "porutham"

    def __str__(self) -> str:
        return str(self.value)
