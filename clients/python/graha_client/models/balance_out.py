from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="BalanceOut")


@_attrs_define
class BalanceOut:
    """What remained of the first maha dasha at birth.

    Attributes:
        days (int):
        months (int):
        planet (PlanetName):
        total_years (float): The same balance in decimal years.
        years (int):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    days: int
    months: int
    planet: PlanetName
    total_years: float
    years: int
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        days = self.days

        months = self.months

        planet = self.planet.value

        total_years = self.total_years

        years = self.years

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "days": days,
                "months": months,
                "planet": planet,
                "totalYears": total_years,
                "years": years,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        days = d.pop("days")

        months = d.pop("months")

        planet = PlanetName(d.pop("planet"))

        total_years = d.pop("totalYears")

        years = d.pop("years")

        planet_name = d.pop("planetName", UNSET)

        balance_out = cls(
            days=days,
            months=months,
            planet=planet,
            total_years=total_years,
            years=years,
            planet_name=planet_name,
        )

        balance_out.additional_properties = d
        return balance_out

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
