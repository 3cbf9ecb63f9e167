from enum import StrEnum


class VimshottariSystem(StrEnum):
    VIMSHOTTARI = "vimshottari"

    def __str__(self) -> str:
        return str(self.value)
