from enum import StrEnum


class PlacementKind(StrEnum):
    LORDINHOUSE = "lordInHouse"
    PLANETINHOUSE = "planetInHouse"
    PLANETINSIGN = "planetInSign"

    def __str__(self) -> str:
        return str(self.value)
