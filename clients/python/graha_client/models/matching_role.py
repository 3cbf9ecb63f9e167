from enum import StrEnum


class MatchingRole(StrEnum):
    BRIDE = "bride"
    GROOM = "groom"

    def __str__(self) -> str:
        return str(self.value)
