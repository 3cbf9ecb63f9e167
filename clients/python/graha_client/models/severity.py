from enum import StrEnum


class Severity(StrEnum):
    CANCELLED = "cancelled"
    HIGH = "high"
    LOW = "low"
    MODERATE = "moderate"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
