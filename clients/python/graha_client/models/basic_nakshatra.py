from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="BasicNakshatra")


@_attrs_define
class BasicNakshatra:
    """
    Attributes:
        lord (str):
        name (str):
        number (int):
        pada (int):
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
    """

    lord: str
    name: str
    number: int
    pada: int
    lord_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lord = self.lord

        name = self.name

        number = self.number

        pada = self.pada

        lord_name = self.lord_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lord": lord,
                "name": name,
                "number": number,
                "pada": pada,
            }
        )
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lord = d.pop("lord")

        name = d.pop("name")

        number = d.pop("number")

        pada = d.pop("pada")

        lord_name = d.pop("lordName", UNSET)

        basic_nakshatra = cls(
            lord=lord,
            name=name,
            number=number,
            pada=pada,
            lord_name=lord_name,
        )

        basic_nakshatra.additional_properties = d
        return basic_nakshatra

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
