from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FoundPlace")


@_attrs_define
class FoundPlace:
    """A place found.

    Attributes:
        admin1 (None | str): The first-level region (a state, a province) in English; null where the data has none.
        country (str): The country's English name.
        latitude (float): Degrees, north positive.
        longitude (float): Degrees, east positive.
        name (str): The place's name; in Devanagari for `locale` hi and ne where the data has one.
        population (int):
        timezone (str): An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the names accepted.
    """

    admin1: None | str
    country: str
    latitude: float
    longitude: float
    name: str
    population: int
    timezone: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        admin1: None | str
        admin1 = self.admin1

        country = self.country

        latitude = self.latitude

        longitude = self.longitude

        name = self.name

        population = self.population

        timezone = self.timezone

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "admin1": admin1,
                "country": country,
                "latitude": latitude,
                "longitude": longitude,
                "name": name,
                "population": population,
                "timezone": timezone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_admin1(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        admin1 = _parse_admin1(d.pop("admin1"))

        country = d.pop("country")

        latitude = d.pop("latitude")

        longitude = d.pop("longitude")

        name = d.pop("name")

        population = d.pop("population")

        timezone = d.pop("timezone")

        found_place = cls(
            admin1=admin1,
            country=country,
            latitude=latitude,
            longitude=longitude,
            name=name,
            population=population,
            timezone=timezone,
        )

        found_place.additional_properties = d
        return found_place

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
