from enum import StrEnum


class DashaSystem(StrEnum):
    ASHTOTTARI = "ashtottari"
    CHARA = "chara"
    CHATURASEETI = "chaturaseeti"
    DWADASHOTTARI = "dwadashottari"
    DWISAPTATI = "dwisaptati"
    PANCHOTTARI = "panchottari"
    SHASHTIHAYANI = "shashtihayani"
    SHATABDIKA = "shatabdika"
    SHODASHOTTARI = "shodashottari"
    VIMSHOTTARI = "vimshottari"
    YOGINI = "yogini"

    def __str__(self) -> str:
        return str(self.value)
