from enum import StrEnum


class Calendar(StrEnum):
    AD = "ad"
    BS = "bs"

    def __str__(self) -> str:
        return str(self.value)
