from enum import StrEnum


class ConsumerPlanName(StrEnum):
    FREE = "free"
    PERSONAL = "personal"
    PRO = "pro"

    def __str__(self) -> str:
        return str(self.value)
