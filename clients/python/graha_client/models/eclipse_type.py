from enum import StrEnum


class EclipseType(StrEnum):
    ANNULAR = "annular"
    HYBRID = "hybrid"
    PARTIAL = "partial"
    PENUMBRAL = "penumbral"
    TOTAL = "total"

    def __str__(self) -> str:
        return str(self.value)
