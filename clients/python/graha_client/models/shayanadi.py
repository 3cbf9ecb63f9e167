from enum import StrEnum


class Shayanadi(StrEnum):
    AGAMA = "agama"
    AGAMANA = "agamana"
    BHOJANA = "bhojana"
    GAMANA = "gamana"
    KAUTUKA = "kautuka"
    NETRAPANI = "netrapani"
    NIDRA = "nidra"
    NRITYA_LIPSA = "nritya-lipsa"
    PRAKASHA = "prakasha"
    SABHA = "sabha"
    SHAYANA = "shayana"
    UPAVESHANA = "upaveshana"

    def __str__(self) -> str:
        return str(self.value)
