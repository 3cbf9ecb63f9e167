from enum import StrEnum


class DashaSystem(StrEnum):
    ASHTOTTARI = "ashtottari"
    CHARA = "chara"
    VIMSHOTTARI = "vimshottari"
    YOGINI = "yogini"

    def __str__(self) -> str:
        return str(self.value)
