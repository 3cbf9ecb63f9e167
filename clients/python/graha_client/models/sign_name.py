from typing import Literal

SignName = Literal[
    "Aquarius",
    "Aries",
    "Cancer",
    "Capricorn",
    "Gemini",
    "Leo",
    "Libra",
    "Pisces",
    "Sagittarius",
    "Scorpio",
    "Taurus",
    "Virgo",
]

SIGN_NAME_VALUES: set[SignName] = {
    "Aquarius",
    "Aries",
    "Cancer",
    "Capricorn",
    "Gemini",
    "Leo",
    "Libra",
    "Pisces",
    "Sagittarius",
    "Scorpio",
    "Taurus",
    "Virgo",
}


def check_sign_name(value: str) -> SignName:
    if value in SIGN_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SIGN_NAME_VALUES!r}")
