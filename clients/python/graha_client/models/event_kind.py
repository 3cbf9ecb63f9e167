from enum import StrEnum


class EventKind(StrEnum):
    COMBUSTION = "combustion"
    INGRESS = "ingress"
    LUNAR_ECLIPSE = "lunar-eclipse"
    NAKSHATRA_INGRESS = "nakshatra-ingress"
    SOLAR_ECLIPSE = "solar-eclipse"
    STATION = "station"

    def __str__(self) -> str:
        return str(self.value)
