from enum import StrEnum


class ErrorErrorType4Code(StrEnum):
    PAYLOAD_TOO_LARGE = "payload_too_large"

    def __str__(self) -> str:
        return str(self.value)
