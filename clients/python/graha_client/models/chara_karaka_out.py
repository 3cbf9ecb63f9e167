from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName

T = TypeVar("T", bound="CharaKarakaOut")


@_attrs_define
class CharaKarakaOut:
    """One chara karaka.

    Attributes:
        degree (float):
        house (int):
        karaka (str):
        meaning (str): What the karaka signifies (localised).
        planet (PlanetName):
        sign (SignName):
    """

    degree: float
    house: int
    karaka: str
    meaning: str
    planet: PlanetName
    sign: SignName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        degree = self.degree

        house = self.house

        karaka = self.karaka

        meaning = self.meaning

        planet = self.planet.value

        sign = self.sign.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "degree": degree,
                "house": house,
                "karaka": karaka,
                "meaning": meaning,
                "planet": planet,
                "sign": sign,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        degree = d.pop("degree")

        house = d.pop("house")

        karaka = d.pop("karaka")

        meaning = d.pop("meaning")

        planet = PlanetName(d.pop("planet"))

        sign = SignName(d.pop("sign"))

        chara_karaka_out = cls(
            degree=degree,
            house=house,
            karaka=karaka,
            meaning=meaning,
            planet=planet,
            sign=sign,
        )

        chara_karaka_out.additional_properties = d
        return chara_karaka_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
