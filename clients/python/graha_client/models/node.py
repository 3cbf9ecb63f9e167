from enum import StrEnum


class Node(StrEnum):
    MEAN = "mean"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
