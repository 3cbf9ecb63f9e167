from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

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
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    degree: float
    house: int
    karaka: str
    meaning: str
    planet: PlanetName
    sign: SignName
    planet_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        degree = self.degree

        house = self.house

        karaka = self.karaka

        meaning = self.meaning

        planet = self.planet.value

        sign = self.sign.value

        planet_name = self.planet_name

        sign_name = self.sign_name

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
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

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

        planet_name = d.pop("planetName", UNSET)

        sign_name = d.pop("signName", UNSET)

        chara_karaka_out = cls(
            degree=degree,
            house=house,
            karaka=karaka,
            meaning=meaning,
            planet=planet,
            sign=sign,
            planet_name=planet_name,
            sign_name=sign_name,
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
