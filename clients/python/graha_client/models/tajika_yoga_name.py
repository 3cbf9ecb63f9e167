from enum import StrEnum


class TajikaYogaName(StrEnum):
    DUHPHALIKUTTHA = "duhphaliKuttha"
    DURAPHA = "durapha"
    DUTTHOTTHADAVIRA = "dutthotthaDavira"
    EESARPHA = "eesarpha"
    GAIRIKAMBOOLA = "gairiKamboola"
    IKKAVALA = "ikkavala"
    INDUVARA = "induvara"
    ITHASALA = "ithasala"
    KAMBOOLA = "kamboola"
    KHALLASARA = "khallasara"
    KUTTHA = "kuttha"
    MANAHOO = "manahoo"
    NAKTA = "nakta"
    RADDA = "radda"
    TAMBIRA = "tambira"
    YAMAYA = "yamaya"

    def __str__(self) -> str:
        return str(self.value)
