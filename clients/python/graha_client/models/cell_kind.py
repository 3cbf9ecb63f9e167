from enum import StrEnum


class CellKind(StrEnum):
    CONSONANT = "consonant"
    NAKSHATRA = "nakshatra"
    SIGN = "sign"
    TITHI = "tithi"
    VOWEL = "vowel"

    def __str__(self) -> str:
        return str(self.value)
