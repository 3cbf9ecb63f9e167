from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ascendant_out import AscendantOut
    from ..models.house_out import HouseOut
    from ..models.planet_out import PlanetOut


T = TypeVar("T", bound="AnnualChartOut")


@_attrs_define
class AnnualChartOut:
    """The annual chart.

    Attributes:
        ascendant (AscendantOut): The ascendant as published.
        houses (list[HouseOut]):
        planets (list[PlanetOut]):
    """

    ascendant: AscendantOut
    houses: list[HouseOut]
    planets: list[PlanetOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant = self.ascendant.to_dict()

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
                "ascendant": ascendant,
                "houses": houses,
                "planets": planets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ascendant_out import AscendantOut  # noqa: PLC0415
        from ..models.house_out import HouseOut  # noqa: PLC0415
        from ..models.planet_out import PlanetOut  # noqa: PLC0415

        d = dict(src_dict)
        ascendant = AscendantOut.from_dict(d.pop("ascendant"))

        houses = []
        _houses = d.pop("houses")
        for houses_item_data in _houses:
            houses_item = HouseOut.from_dict(houses_item_data)

            houses.append(houses_item)

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = PlanetOut.from_dict(planets_item_data)

            planets.append(planets_item)

        annual_chart_out = cls(
            ascendant=ascendant,
            houses=houses,
            planets=planets,
        )

        annual_chart_out.additional_properties = d
        return annual_chart_out

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
