from enum import StrEnum


class NoteKind(StrEnum):
    COMBUST = "combust"
    RETROGRADE = "retrograde"
    VARGOTTAMA = "vargottama"

    def __str__(self) -> str:
        return str(self.value)
