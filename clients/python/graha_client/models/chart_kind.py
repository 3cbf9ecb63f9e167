from enum import StrEnum


class ChartKind(StrEnum):
    BHAVA = "bhava"
    RASI = "rasi"

    def __str__(self) -> str:
        return str(self.value)
