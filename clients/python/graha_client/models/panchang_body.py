from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.sign_name import SignName

T = TypeVar("T", bound="PanchangBody")


@_attrs_define
class PanchangBody:
    """A body's sidereal place.

    Attributes:
        longitude (float):
        nakshatra (NakshatraName):
        pada (int):
        sign (SignName):
    """

    longitude: float
    nakshatra: NakshatraName
    pada: int
    sign: SignName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        longitude = self.longitude

        nakshatra = self.nakshatra.value

        pada = self.pada

        sign = self.sign.value

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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        longitude = d.pop("longitude")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        pada = d.pop("pada")

        sign = SignName(d.pop("sign"))

        panchang_body = cls(
            longitude=longitude,
            nakshatra=nakshatra,
            pada=pada,
            sign=sign,
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
