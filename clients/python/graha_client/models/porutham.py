from enum import StrEnum


class Porutham(StrEnum):
    DINA = "dina"
    GANA = "gana"
    MAHENDRA = "mahendra"
    RAJJU = "rajju"
    RASI = "rasi"
    RASIADHIPATHI = "rasiAdhipathi"
    STREEDEERGHA = "streeDeergha"
    VASYA = "vasya"
    VEDHA = "vedha"
    YONI = "yoni"

    def __str__(self) -> str:
        return str(self.value)
