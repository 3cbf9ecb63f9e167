from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="LordOut")


@_attrs_define
class LordOut:
    """The dasha lord as placed in the natal chart.

    Attributes:
        dignity (str):
        house (int):
        houses_ruled (list[int]):
        nature (str): Functional nature for the ascendant.
        sign (SignName):
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    dignity: str
    house: int
    houses_ruled: list[int]
    nature: str
    sign: SignName
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dignity = self.dignity

        house = self.house

        houses_ruled = self.houses_ruled

        nature = self.nature

        sign = self.sign.value

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dignity": dignity,
                "house": house,
                "housesRuled": houses_ruled,
                "nature": nature,
                "sign": sign,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dignity = d.pop("dignity")

        house = d.pop("house")

        houses_ruled = cast(list[int], d.pop("housesRuled"))

        nature = d.pop("nature")

        sign = SignName(d.pop("sign"))

        sign_name = d.pop("signName", UNSET)

        lord_out = cls(
            dignity=dignity,
            house=house,
            houses_ruled=houses_ruled,
            nature=nature,
            sign=sign,
            sign_name=sign_name,
        )

        lord_out.additional_properties = d
        return lord_out

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
