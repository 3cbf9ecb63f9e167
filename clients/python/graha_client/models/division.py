from enum import StrEnum


class Division(StrEnum):
    D1 = "D1"
    D10 = "D10"
    D108 = "D108"
    D11 = "D11"
    D12 = "D12"
    D144 = "D144"
    D16 = "D16"
    D2 = "D2"
    D20 = "D20"
    D24 = "D24"
    D27 = "D27"
    D3 = "D3"
    D30 = "D30"
    D4 = "D4"
    D40 = "D40"
    D45 = "D45"
    D5 = "D5"
    D6 = "D6"
    D60 = "D60"
    D7 = "D7"
    D8 = "D8"
    D81 = "D81"
    D9 = "D9"

    def __str__(self) -> str:
        return str(self.value)
