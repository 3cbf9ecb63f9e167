from enum import StrEnum


class Lajjitadi(StrEnum):
    GARVITA = "garvita"
    KSHOBHITA = "kshobhita"
    KSHUDHITA = "kshudhita"
    LAJJITA = "lajjita"
    MUDITA = "mudita"
    TRISHITA = "trishita"

    def __str__(self) -> str:
        return str(self.value)
