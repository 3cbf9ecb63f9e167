from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.house_significators_out import HouseSignificatorsOut
    from ..models.planet_significators_out import PlanetSignificatorsOut


T = TypeVar("T", bound="SignificatorsOut")


@_attrs_define
class SignificatorsOut:
    """`significators`: per planet and per house.

    Attributes:
        houses (list[HouseSignificatorsOut]):
        planets (list[PlanetSignificatorsOut]):
    """

    houses: list[HouseSignificatorsOut]
    planets: list[PlanetSignificatorsOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data.to_dict()
            houses.append(houses_item)

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "houses": houses,
                "planets": planets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.house_significators_out import HouseSignificatorsOut  # noqa: PLC0415
        from ..models.planet_significators_out import PlanetSignificatorsOut  # noqa: PLC0415

        d = dict(src_dict)
        houses = []
        _houses = d.pop("houses")
        for houses_item_data in _houses:
            houses_item = HouseSignificatorsOut.from_dict(houses_item_data)

            houses.append(houses_item)

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = PlanetSignificatorsOut.from_dict(planets_item_data)

            planets.append(planets_item)

        significators_out = cls(
            houses=houses,
            planets=planets,
        )

        significators_out.additional_properties = d
        return significators_out

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
