from enum import StrEnum


class PoruthamVerdict(StrEnum):
    ACCEPTABLE = "acceptable"
    NOTRECOMMENDED = "notRecommended"
    RECOMMENDED = "recommended"

    def __str__(self) -> str:
        return str(self.value)
