from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="KarakamshaOut")


@_attrs_define
class KarakamshaOut:
    """The atmakaraka's navamsa sign.

    Attributes:
        atmakaraka (PlanetName):
        house (int): Whole-sign house of the karakamsha from the natal ascendant's sign.
        sign (SignName):
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    atmakaraka: PlanetName
    house: int
    sign: SignName
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        atmakaraka = self.atmakaraka.value

        house = self.house

        sign = self.sign.value

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "atmakaraka": atmakaraka,
                "house": house,
                "sign": sign,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        atmakaraka = PlanetName(d.pop("atmakaraka"))

        house = d.pop("house")

        sign = SignName(d.pop("sign"))

        sign_name = d.pop("signName", UNSET)

        karakamsha_out = cls(
            atmakaraka=atmakaraka,
            house=house,
            sign=sign,
            sign_name=sign_name,
        )

        karakamsha_out.additional_properties = d
        return karakamsha_out

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
