from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BsDateOut")


@_attrs_define
class BsDateOut:
    """A Bikram Sambat date as published (`bsDate`).

    Attributes:
        day (int):
        formatted (str): The date written out in the reply's language.
        month (int):
        month_name (str): English (Baisakh … Chaitra).
        month_name_ne (str): Nepali, Devanagari.
        year (int):
    """

    day: int
    formatted: str
    month: int
    month_name: str
    month_name_ne: str
    year: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        day = self.day

        formatted = self.formatted

        month = self.month

        month_name = self.month_name

        month_name_ne = self.month_name_ne

        year = self.year

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "day": day,
                "formatted": formatted,
                "month": month,
                "monthName": month_name,
                "monthNameNe": month_name_ne,
                "year": year,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        day = d.pop("day")

        formatted = d.pop("formatted")

        month = d.pop("month")

        month_name = d.pop("monthName")

        month_name_ne = d.pop("monthNameNe")

        year = d.pop("year")

        bs_date_out = cls(
            day=day,
            formatted=formatted,
            month=month,
            month_name=month_name,
            month_name_ne=month_name_ne,
            year=year,
        )

        bs_date_out.additional_properties = d
        return bs_date_out

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
