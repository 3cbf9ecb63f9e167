from enum import StrEnum


class HouseSystem(StrEnum):
    CAMPANUS = "campanus"
    EQUAL = "equal"
    KOCH = "koch"
    PLACIDUS = "placidus"
    PORPHYRY = "porphyry"
    REGIOMONTANUS = "regiomontanus"
    SRIPATI = "sripati"
    WHOLE_SIGN = "whole-sign"

    def __str__(self) -> str:
        return str(self.value)
