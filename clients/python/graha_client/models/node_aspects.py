from enum import StrEnum


class NodeAspects(StrEnum):
    FIVESEVENNINE = "fiveSevenNine"
    SEVENTHONLY = "seventhOnly"

    def __str__(self) -> str:
        return str(self.value)
