from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReadingPeriod")


@_attrs_define
class ReadingPeriod:
    """A dasha period as published: dates are local dates in the birth timezone (as `/v1/dasha`).

    Attributes:
        end_date (str):
        planet (PlanetName):
        start_date (str):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    end_date: str
    planet: PlanetName
    start_date: str
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end_date = self.end_date

        planet = self.planet.value

        start_date = self.start_date

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endDate": end_date,
                "planet": planet,
                "startDate": start_date,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        end_date = d.pop("endDate")

        planet = PlanetName(d.pop("planet"))

        start_date = d.pop("startDate")

        planet_name = d.pop("planetName", UNSET)

        reading_period = cls(
            end_date=end_date,
            planet=planet,
            start_date=start_date,
            planet_name=planet_name,
        )

        reading_period.additional_properties = d
        return reading_period

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
