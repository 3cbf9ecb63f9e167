from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PanchangBody")


@_attrs_define
class PanchangBody:
    """A body's sidereal place.

    Attributes:
        longitude (float):
        nakshatra (NakshatraName):
        pada (int):
        sign (SignName):
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    longitude: float
    nakshatra: NakshatraName
    pada: int
    sign: SignName
    nakshatra_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        longitude = self.longitude

        nakshatra = self.nakshatra.value

        pada = self.pada

        sign = self.sign.value

        nakshatra_name = self.nakshatra_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "longitude": longitude,
                "nakshatra": nakshatra,
                "pada": pada,
                "sign": sign,
            }
        )
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        longitude = d.pop("longitude")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        pada = d.pop("pada")

        sign = SignName(d.pop("sign"))

        nakshatra_name = d.pop("nakshatraName", UNSET)

        sign_name = d.pop("signName", UNSET)

        panchang_body = cls(
            longitude=longitude,
            nakshatra=nakshatra,
            pada=pada,
            sign=sign,
            nakshatra_name=nakshatra_name,
            sign_name=sign_name,
        )

        panchang_body.additional_properties = d
        return panchang_body

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
