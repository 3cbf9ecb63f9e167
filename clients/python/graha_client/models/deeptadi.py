from enum import StrEnum


class Deeptadi(StrEnum):
    BHITA = "bhita"
    DEENA = "deena"
    DEEPTA = "deepta"
    KHALA = "khala"
    MUDITA = "mudita"
    PEEDITA = "peedita"
    SHAKTA = "shakta"
    SHANTA = "shanta"
    SWASTHA = "swastha"
    VIKALA = "vikala"

    def __str__(self) -> str:
        return str(self.value)
