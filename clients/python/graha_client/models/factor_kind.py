from enum import StrEnum


class FactorKind(StrEnum):
    CHANDRASHTAMA = "chandrashtama"
    ECLIPSE = "eclipse"
    INGRESS = "ingress"
    MOON = "moon"
    STATION = "station"
    TARA = "tara"
    TITHI = "tithi"
    TRANSIT = "transit"
    WEEKDAY = "weekday"

    def __str__(self) -> str:
        return str(self.value)
