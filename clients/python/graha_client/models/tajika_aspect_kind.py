from enum import StrEnum


class TajikaAspectKind(StrEnum):
    CONJUNCTION = "conjunction"
    OPPOSITION = "opposition"
    SEXTILE = "sextile"
    SQUARE = "square"
    TRINE = "trine"

    def __str__(self) -> str:
        return str(self.value)
