from enum import StrEnum


class ErrorErrorType6Code(StrEnum):
    TOO_MANY_FAILED_AUTHENTICATIONS = "too_many_failed_authentications"

    def __str__(self) -> str:
        return str(self.value)
