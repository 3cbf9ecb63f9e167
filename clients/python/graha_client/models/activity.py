from enum import StrEnum


class Activity(StrEnum):
    ANNAPRASHAN = "annaprashan"
    BUSINESS = "business"
    ENGAGEMENT = "engagement"
    GRIHA_PRAVESH = "griha-pravesh"
    KARNAVEDHA = "karnavedha"
    MARRIAGE = "marriage"
    MUNDAN = "mundan"
    NAMING = "naming"
    PROPERTY = "property"
    TRAVEL = "travel"
    UPANAYANA = "upanayana"
    VEHICLE = "vehicle"
    VIDYARAMBH = "vidyarambh"

    def __str__(self) -> str:
        return str(self.value)
