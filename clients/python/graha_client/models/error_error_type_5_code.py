from enum import StrEnum


class ErrorErrorType5Code(StrEnum):
    DAILY_LIMIT_REACHED = "daily_limit_reached"
    RATE_LIMITED = "rate_limited"
    TOO_MANY_IN_PROGRESS = "too_many_in_progress"

    def __str__(self) -> str:
        return str(self.value)
