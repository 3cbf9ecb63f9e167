from enum import StrEnum


class Baladi(StrEnum):
    BALA = "bala"
    KUMARA = "kumara"
    MRITA = "mrita"
    VRIDDHA = "vriddha"
    YUVA = "yuva"

    def __str__(self) -> str:
        return str(self.value)
