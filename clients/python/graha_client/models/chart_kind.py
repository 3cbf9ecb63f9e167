from enum import StrEnum


class ChartKind(StrEnum):
    BHAVA = "bhava"
    RASI = "rasi"
    SARVATOBHADRA = "sarvatobhadra"
    SUDARSHANA = "sudarshana"

    def __str__(self) -> str:
        return str(self.value)
