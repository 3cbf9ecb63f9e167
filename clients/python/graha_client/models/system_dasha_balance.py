from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SystemDashaBalance")


@_attrs_define
class SystemDashaBalance:
    """What remained of the first period at birth (chara: all of it).

    Attributes:
        days (int):
        lord (str):
        months (int):
        name (str):
        total_years (float): The same balance in decimal years.
        years (int):
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
    """

    days: int
    lord: str
    months: int
    name: str
    total_years: float
    years: int
    lord_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        days = self.days

        lord = self.lord

        months = self.months

        name = self.name

        total_years = self.total_years

        years = self.years

        lord_name = self.lord_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "days": days,
                "lord": lord,
                "months": months,
                "name": name,
                "totalYears": total_years,
                "years": years,
            }
        )
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        days = d.pop("days")

        lord = d.pop("lord")

        months = d.pop("months")

        name = d.pop("name")

        total_years = d.pop("totalYears")

        years = d.pop("years")

        lord_name = d.pop("lordName", UNSET)

        system_dasha_balance = cls(
            days=days,
            lord=lord,
            months=months,
            name=name,
            total_years=total_years,
            years=years,
            lord_name=lord_name,
        )

        system_dasha_balance.additional_properties = d
        return system_dasha_balance

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
