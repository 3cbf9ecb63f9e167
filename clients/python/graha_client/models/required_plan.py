from enum import StrEnum


class RequiredPlan(StrEnum):
    PERSONAL = "personal"
    PRO = "pro"

    def __str__(self) -> str:
        return str(self.value)
