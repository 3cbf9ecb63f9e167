from enum import StrEnum


class DeveloperPlanName(StrEnum):
    GROWTH = "growth"
    STARTER = "starter"
    TRIAL = "trial"

    def __str__(self) -> str:
        return str(self.value)
