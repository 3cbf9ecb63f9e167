from enum import StrEnum


class Numerals(StrEnum):
    LATIN = "latin"
    NATIVE = "native"

    def __str__(self) -> str:
        return str(self.value)
