from enum import StrEnum


class OfficeRole(StrEnum):
    BIRTHLAGNALORD = "birthLagnaLord"
    DINRATRIPATI = "dinRatriPati"
    MUNTHALORD = "munthaLord"
    TRIRASHIPATI = "triRashiPati"
    YEARLAGNALORD = "yearLagnaLord"

    def __str__(self) -> str:
        return str(self.value)
