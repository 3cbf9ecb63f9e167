from enum import StrEnum


class PoruthamSystem(StrEnum):
    PORUTHAM = "porutham"

    def __str__(self) -> str:
        return str(self.value)
