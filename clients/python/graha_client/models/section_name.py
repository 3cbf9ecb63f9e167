from enum import StrEnum


class SectionName(StrEnum):
    ASCENDANT = "ascendant"
    ASHTAKAVARGA = "ashtakavarga"
    ASPECTS = "aspects"
    ATMAKARAKA = "atmakaraka"
    AVASTHAS = "avasthas"
    BASIC_DETAILS = "basic-details"
    BHAVA_BALA = "bhava-bala"
    BIRTH_CHART = "birth-chart"
    CHAKRAS = "chakras"
    CHART_IMAGE = "chart-image"
    CONJUNCTIONS = "conjunctions"
    DAILY_INSIGHT = "daily-insight"
    DASHA = "dasha"
    DOSHA = "dosha"
    ELEMENTS = "elements"
    FUNCTIONAL = "functional"
    HOUSE_LORDS = "house-lords"
    JAIMINI = "jaimini"
    NAKSHATRA = "nakshatra"
    PERSONALITY = "personality"
    PLANETS = "planets"
    PREDICTIONS = "predictions"
    RASHI = "rashi"
    RASHIFAL = "rashifal"
    REMEDIES = "remedies"
    SADE_SATI = "sade-sati"
    SHADBALA = "shadbala"
    SPECIAL_POINTS = "special-points"
    TRANSITS = "transits"
    VARGAS = "vargas"
    YOGAS = "yogas"

    def __str__(self) -> str:
        return str(self.value)
