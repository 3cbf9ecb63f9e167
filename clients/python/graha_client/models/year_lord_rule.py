from enum import StrEnum


class YearLordRule(StrEnum):
    MUNTHALORD = "munthaLord"
    ONLY = "only"
    STRONGEST = "strongest"
    TIE = "tie"

    def __str__(self) -> str:
        return str(self.value)
