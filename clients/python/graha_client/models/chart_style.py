from enum import StrEnum


class ChartStyle(StrEnum):
    EAST = "east"
    NORTH = "north"
    SOUTH = "south"

    def __str__(self) -> str:
        return str(self.value)
