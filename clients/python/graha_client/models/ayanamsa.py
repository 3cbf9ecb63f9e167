from enum import StrEnum


class Ayanamsa(StrEnum):
    ARYABHATA = "aryabhata"
    DELUCE = "deluce"
    FAGAN_BRADLEY = "fagan-bradley"
    JN_BHASIN = "jn-bhasin"
    KP = "kp"
    LAHIRI = "lahiri"
    LAHIRI_ICRC = "lahiri-icrc"
    RAMAN = "raman"
    SURYASIDDHANTA = "suryasiddhanta"
    TROPICAL = "tropical"
    TRUE_CHITRA = "true-chitra"
    TRUE_PUSHYA = "true-pushya"
    TRUE_REVATI = "true-revati"
    USHASHASHI = "ushashashi"
    YUKTESHWAR = "yukteshwar"

    def __str__(self) -> str:
        return str(self.value)
