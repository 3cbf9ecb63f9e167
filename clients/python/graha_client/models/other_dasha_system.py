from enum import StrEnum


class OtherDashaSystem(StrEnum):
    ASHTOTTARI = "ashtottari"
    CHARA = "chara"
    YOGINI = "yogini"

    def __str__(self) -> str:
        return str(self.value)
