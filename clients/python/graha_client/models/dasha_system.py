from enum import StrEnum


class DashaSystem(StrEnum):
    ASHTOTTARI = "ashtottari"
    CHARA = "chara"
    CHATURASEETI = "chaturaseeti"
    DRIG = "drig"
    DWADASHOTTARI = "dwadashottari"
    DWISAPTATI = "dwisaptati"
    KALACHAKRA = "kalachakra"
    MOOLA = "moola"
    NAISARGIKA = "naisargika"
    NARAYANA = "narayana"
    PANCHOTTARI = "panchottari"
    SHASHTIHAYANI = "shashtihayani"
    SHATABDIKA = "shatabdika"
    SHODASHOTTARI = "shodashottari"
    SHOOLA = "shoola"
    SUDASA = "sudasa"
    TARA = "tara"
    VIMSHOTTARI = "vimshottari"
    YOGINI = "yogini"

    def __str__(self) -> str:
        return str(self.value)
