from enum import StrEnum


class OtherDashaSystem(StrEnum):
    ASHTOTTARI = "ashtottari"
    CHARA = "chara"
    CHATURASEETI = "chaturaseeti"
    DWADASHOTTARI = "dwadashottari"
    DWISAPTATI = "dwisaptati"
    PANCHOTTARI = "panchottari"
    SHASHTIHAYANI = "shashtihayani"
    SHATABDIKA = "shatabdika"
    SHODASHOTTARI = "shodashottari"
    YOGINI = "yogini"

    def __str__(self) -> str:
        return str(self.value)
