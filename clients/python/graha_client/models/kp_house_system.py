from enum import StrEnum


class KpHouseSystem(StrEnum):
    CAMPANUS = "campanus"
    EQUAL = "equal"
    KOCH = "koch"
    PLACIDUS = "placidus"
    PORPHYRY = "porphyry"
    REGIOMONTANUS = "regiomontanus"
    SRIPATI = "sripati"

    def __str__(self) -> str:
        return str(self.value)
