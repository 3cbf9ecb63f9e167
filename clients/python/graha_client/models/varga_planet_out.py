from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="VargaPlanetOut")


@_attrs_define
class VargaPlanetOut:
    """A body in a divisional chart.

    Attributes:
        degree (float): Degrees within the varga sign, 0 ≤ d < 30.
        house (int): Whole-sign house from the varga ascendant.
        planet (PlanetName):
        sign (SignName):
        sign_lord (PlanetName):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        sign_lord_name (str | Unset): `signLord` as the reader of the request's `locale` reads it (English for `en`);
            present when `signLord` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    degree: float
    house: int
    planet: PlanetName
    sign: SignName
    sign_lord: PlanetName
    planet_name: str | Unset = UNSET
    sign_lord_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        degree = self.degree

        house = self.house

        planet = self.planet.value

        sign = self.sign.value

        sign_lord = self.sign_lord.value

        planet_name = self.planet_name

        sign_lord_name = self.sign_lord_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "degree": degree,
                "house": house,
                "planet": planet,
                "sign": sign,
                "signLord": sign_lord,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if sign_lord_name is not UNSET:
            field_dict["signLordName"] = sign_lord_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        degree = d.pop("degree")

        house = d.pop("house")

        planet = PlanetName(d.pop("planet"))

        sign = SignName(d.pop("sign"))

        sign_lord = PlanetName(d.pop("signLord"))

        planet_name = d.pop("planetName", UNSET)

        sign_lord_name = d.pop("signLordName", UNSET)

        sign_name = d.pop("signName", UNSET)

        varga_planet_out = cls(
            degree=degree,
            house=house,
            planet=planet,
            sign=sign,
            sign_lord=sign_lord,
            planet_name=planet_name,
            sign_lord_name=sign_lord_name,
            sign_name=sign_name,
        )

        varga_planet_out.additional_properties = d
        return varga_planet_out

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
