from enum import StrEnum


class ChartPoint(StrEnum):
    ARDHAPRAHARA = "ardhaprahara"
    BHAVA = "bhava"
    DHUMA = "dhuma"
    GHATI = "ghati"
    GULIKA = "gulika"
    HORA = "hora"
    INDRACHAPA = "indrachapa"
    INDU = "indu"
    KALA = "kala"
    MANDI = "mandi"
    MRITYU = "mrityu"
    PARIVESHA = "parivesha"
    PRANAPADA = "pranapada"
    SREE = "sree"
    UPAKETU = "upaketu"
    VARNADA = "varnada"
    VIGHATI = "vighati"
    VYATIPATA = "vyatipata"
    YAMAGHANTAKA = "yamaghantaka"

    def __str__(self) -> str:
        return str(self.value)
