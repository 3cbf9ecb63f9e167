from enum import StrEnum


class PanchangNature(StrEnum):
    AUSPICIOUS = "auspicious"
    INAUSPICIOUS = "inauspicious"
    NEUTRAL = "neutral"

    def __str__(self) -> str:
        return str(self.value)
