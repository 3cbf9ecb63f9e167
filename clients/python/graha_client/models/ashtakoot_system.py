from enum import StrEnum


class AshtakootSystem(StrEnum):
    ASHTAKOOT = "ashtakoot"

    def __str__(self) -> str:
        return str(self.value)
