from enum import StrEnum


class ReportKindName(StrEnum):
    COMPATIBILITY = "compatibility"
    DATA = "data"
    KUNDLI = "kundli"
    PREDICTIONS = "predictions"
    VARSHAPHAL = "varshaphal"

    def __str__(self) -> str:
        return str(self.value)
