from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="VargaAscendantOut")


@_attrs_define
class VargaAscendantOut:
    """The varga ascendant.

    Attributes:
        degree (float):
        sign (SignName):
        sign_lord (PlanetName):
        sign_lord_name (str | Unset): `signLord` as the reader of the request's `locale` reads it (English for `en`);
            present when `signLord` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    degree: float
    sign: SignName
    sign_lord: PlanetName
    sign_lord_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        degree = self.degree

        sign = self.sign.value

        sign_lord = self.sign_lord.value

        sign_lord_name = self.sign_lord_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "degree": degree,
                "sign": sign,
                "signLord": sign_lord,
            }
        )
        if sign_lord_name is not UNSET:
            field_dict["signLordName"] = sign_lord_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        degree = d.pop("degree")

        sign = SignName(d.pop("sign"))

        sign_lord = PlanetName(d.pop("signLord"))

        sign_lord_name = d.pop("signLordName", UNSET)

        sign_name = d.pop("signName", UNSET)

        varga_ascendant_out = cls(
            degree=degree,
            sign=sign,
            sign_lord=sign_lord,
            sign_lord_name=sign_lord_name,
            sign_name=sign_name,
        )

        varga_ascendant_out.additional_properties = d
        return varga_ascendant_out

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
