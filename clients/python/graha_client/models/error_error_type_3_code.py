from enum import StrEnum


class ErrorErrorType3Code(StrEnum):
    KEY_LIMIT_REACHED = "key_limit_reached"

    def __str__(self) -> str:
        return str(self.value)
