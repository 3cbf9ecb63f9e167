from enum import StrEnum


class CalendarFormat(StrEnum):
    ICS = "ics"
    JSON = "json"

    def __str__(self) -> str:
        return str(self.value)
