from enum import StrEnum


class DashaYear(StrEnum):
    JULIAN = "julian"
    SAVANA = "savana"
    SIDEREAL = "sidereal"

    def __str__(self) -> str:
        return str(self.value)
