from enum import StrEnum


class HoroscopeSign(StrEnum):
    ALL = "all"
    AQUARIUS = "aquarius"
    ARIES = "aries"
    CANCER = "cancer"
    CAPRICORN = "capricorn"
    GEMINI = "gemini"
    LEO = "leo"
    LIBRA = "libra"
    PISCES = "pisces"
    SAGITTARIUS = "sagittarius"
    SCORPIO = "scorpio"
    TAURUS = "taurus"
    VIRGO = "virgo"

    def __str__(self) -> str:
        return str(self.value)
