from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName

T = TypeVar("T", bound="ArgalaSourceOut")


@_attrs_define
class ArgalaSourceOut:
    """One argala on a house and its obstruction.

    Attributes:
        from_ (int): 2, 4, 11, or 5 (secondary), counted from the house.
        obstructing_planets (list[PlanetName]):
        obstruction_from (int): 12, 10, 3 or 9: where the virodhargala comes from.
        planets (list[PlanetName]):
        secondary (bool):
        stands (bool): Some graha causes it and fewer obstruct it.
    """

    from_: int
    obstructing_planets: list[PlanetName]
    obstruction_from: int
    planets: list[PlanetName]
    secondary: bool
    stands: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        obstructing_planets = []
        for obstructing_planets_item_data in self.obstructing_planets:
            obstructing_planets_item = obstructing_planets_item_data.value
            obstructing_planets.append(obstructing_planets_item)

        obstruction_from = self.obstruction_from

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.value
            planets.append(planets_item)

        secondary = self.secondary

        stands = self.stands

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "obstructingPlanets": obstructing_planets,
                "obstructionFrom": obstruction_from,
                "planets": planets,
                "secondary": secondary,
                "stands": stands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        obstructing_planets = []
        _obstructing_planets = d.pop("obstructingPlanets")
        for obstructing_planets_item_data in _obstructing_planets:
            obstructing_planets_item = PlanetName(obstructing_planets_item_data)

            obstructing_planets.append(obstructing_planets_item)

        obstruction_from = d.pop("obstructionFrom")

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = PlanetName(planets_item_data)

            planets.append(planets_item)

        secondary = d.pop("secondary")

        stands = d.pop("stands")

        argala_source_out = cls(
            from_=from_,
            obstructing_planets=obstructing_planets,
            obstruction_from=obstruction_from,
            planets=planets,
            secondary=secondary,
            stands=stands,
        )

        argala_source_out.additional_properties = d
        return argala_source_out

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
