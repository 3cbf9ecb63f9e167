from enum import StrEnum


class DashakootSystem(StrEnum):
    DASHAKOOT = "dashakoot"

    def __str__(self) -> str:
        return str(self.value)
