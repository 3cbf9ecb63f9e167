from enum import StrEnum


class GetV1UsageGroupBy(StrEnum):
    DAY = "day"
    ENDPOINT = "endpoint"

    def __str__(self) -> str:
        return str(self.value)
