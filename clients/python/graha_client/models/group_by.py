from enum import StrEnum


class GroupBy(StrEnum):
    DAY = "day"
    ENDPOINT = "endpoint"

    def __str__(self) -> str:
        return str(self.value)
