from typing import Literal

NakshatraName = Literal[
    "Anuradha",
    "Ardra",
    "Ashlesha",
    "Ashwini",
    "Bharani",
    "Chitra",
    "Dhanishta",
    "Hasta",
    "Jyeshtha",
    "Krittika",
    "Magha",
    "Mrigashira",
    "Mula",
    "Punarvasu",
    "Purva Ashadha",
    "Purva Bhadrapada",
    "Purva Phalguni",
    "Pushya",
    "Revati",
    "Rohini",
    "Shatabhisha",
    "Shravana",
    "Swati",
    "Uttara Ashadha",
    "Uttara Bhadrapada",
    "Uttara Phalguni",
    "Vishakha",
]

NAKSHATRA_NAME_VALUES: set[NakshatraName] = {
    "Anuradha",
    "Ardra",
    "Ashlesha",
    "Ashwini",
    "Bharani",
    "Chitra",
    "Dhanishta",
    "Hasta",
    "Jyeshtha",
    "Krittika",
    "Magha",
    "Mrigashira",
    "Mula",
    "Punarvasu",
    "Purva Ashadha",
    "Purva Bhadrapada",
    "Purva Phalguni",
    "Pushya",
    "Revati",
    "Rohini",
    "Shatabhisha",
    "Shravana",
    "Swati",
    "Uttara Ashadha",
    "Uttara Bhadrapada",
    "Uttara Phalguni",
    "Vishakha",
}


def check_nakshatra_name(value: str) -> NakshatraName:
    if value in NAKSHATRA_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NAKSHATRA_NAME_VALUES!r}")
