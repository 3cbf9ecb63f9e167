from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SystemDashaLevel")


@_attrs_define
class SystemDashaLevel:
    """One level of another system's periods running at `now`.

    Attributes:
        end_date (str):
        level (str): `maha` or `antar`.
        lord (str):
        name (str):
        start_date (str):
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
    """

    end_date: str
    level: str
    lord: str
    name: str
    start_date: str
    lord_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_date = self.end_date

        level = self.level

        lord = self.lord

        name = self.name

        start_date = self.start_date

        lord_name = self.lord_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endDate": end_date,
                "level": level,
                "lord": lord,
                "name": name,
                "startDate": start_date,
            }
        )
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        end_date = d.pop("endDate")

        level = d.pop("level")

        lord = d.pop("lord")

        name = d.pop("name")

        start_date = d.pop("startDate")

        lord_name = d.pop("lordName", UNSET)

        system_dasha_level = cls(
            end_date=end_date,
            level=level,
            lord=lord,
            name=name,
            start_date=start_date,
            lord_name=lord_name,
        )

        system_dasha_level.additional_properties = d
        return system_dasha_level

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
