from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="MunthaOut")


@_attrs_define
class MunthaOut:
    """The muntha: the birth ascendant's sign moved on one sign a year.

    Attributes:
        house (int): Its house in the annual chart.
        lord (PlanetName):
        reading (str): What the muntha's house brings to the year, and how its lord delivers it.
        sign (SignName):
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    house: int
    lord: PlanetName
    reading: str
    sign: SignName
    lord_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        house = self.house

        lord = self.lord.value

        reading = self.reading

        sign = self.sign.value

        lord_name = self.lord_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "house": house,
                "lord": lord,
                "reading": reading,
                "sign": sign,
            }
        )
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        house = d.pop("house")

        lord = PlanetName(d.pop("lord"))

        reading = d.pop("reading")

        sign = SignName(d.pop("sign"))

        lord_name = d.pop("lordName", UNSET)

        sign_name = d.pop("signName", UNSET)

        muntha_out = cls(
            house=house,
            lord=lord,
            reading=reading,
            sign=sign,
            lord_name=lord_name,
            sign_name=sign_name,
        )

        muntha_out.additional_properties = d
        return muntha_out

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
