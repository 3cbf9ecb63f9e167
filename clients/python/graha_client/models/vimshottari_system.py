from typing import Literal

VimshottariSystem = Literal["vimshottari"]

VIMSHOTTARI_SYSTEM_VALUES: set[VimshottariSystem] = {
    "vimshottari",
}


def check_vimshottari_system(value: str) -> VimshottariSystem:
    if value in VIMSHOTTARI_SYSTEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VIMSHOTTARI_SYSTEM_VALUES!r}")
