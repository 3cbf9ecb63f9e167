from enum import StrEnum


class Activity(StrEnum):
    BUSINESS = "business"
    GRIHA_PRAVESH = "griha-pravesh"
    MARRIAGE = "marriage"
    MUNDAN = "mundan"
    NAMING = "naming"
    PROPERTY = "property"
    TRAVEL = "travel"
    VEHICLE = "vehicle"

    def __str__(self) -> str:
        return str(self.value)
