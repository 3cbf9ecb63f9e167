from enum import StrEnum


class Polar(StrEnum):
    NO_SUNRISE = "no-sunrise"
    NO_SUNSET = "no-sunset"

    def __str__(self) -> str:
        return str(self.value)
