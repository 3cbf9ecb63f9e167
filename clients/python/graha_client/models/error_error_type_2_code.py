from enum import StrEnum


class ErrorErrorType2Code(StrEnum):
    PLAN_UPGRADE_REQUIRED = "plan_upgrade_required"

    def __str__(self) -> str:
        return str(self.value)
