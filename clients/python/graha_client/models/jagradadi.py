from enum import StrEnum


class Jagradadi(StrEnum):
    JAGRAT = "jagrat"
    SUSHUPTI = "sushupti"
    SWAPNA = "swapna"

    def __str__(self) -> str:
        return str(self.value)
