from enum import StrEnum


class LordRole(StrEnum):
    LAGNALORD = "lagnaLord"
    SEVENTHLORD = "seventhLord"
    TENTHLORD = "tenthLord"

    def __str__(self) -> str:
        return str(self.value)
