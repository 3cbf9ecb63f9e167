from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName

T = TypeVar("T", bound="HouseSignificatorsOut")


@_attrs_define
class HouseSignificatorsOut:
    """The planets signifying a house: level A's first, then B, C and D.

    Attributes:
        house (int):
        planets (list[PlanetName]):
    """

    house: int
    planets: list[PlanetName]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        house = self.house

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.value
            planets.append(planets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "house": house,
                "planets": planets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        house = d.pop("house")

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = PlanetName(planets_item_data)

            planets.append(planets_item)

        house_significators_out = cls(
            house=house,
            planets=planets,
        )

        house_significators_out.additional_properties = d
        return house_significators_out

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
