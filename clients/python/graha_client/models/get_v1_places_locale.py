from enum import StrEnum


class GetV1PlacesLocale(StrEnum):
    EN = "en"
    HI = "hi"
    NE = "ne"

    def __str__(self) -> str:
        return str(self.value)
