from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AnnualSubPeriodOut")


@_attrs_define
class AnnualSubPeriodOut:
    """A sub-period of an annual dasha.

    Attributes:
        days (float): Days.
        end (str):
        planet (str): The graha, or `Ascendant` (a patyayini sub-period). Example: Jupiter.
        start (str): RFC 3339 in the birth zone, to the second.
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    days: float
    end: str
    planet: str
    start: str
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        days = self.days

        end = self.end

        planet = self.planet

        start = self.start

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "days": days,
                "end": end,
                "planet": planet,
                "start": start,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        days = d.pop("days")

        end = d.pop("end")

        planet = d.pop("planet")

        start = d.pop("start")

        planet_name = d.pop("planetName", UNSET)

        annual_sub_period_out = cls(
            days=days,
            end=end,
            planet=planet,
            start=start,
            planet_name=planet_name,
        )

        annual_sub_period_out.additional_properties = d
        return annual_sub_period_out

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
