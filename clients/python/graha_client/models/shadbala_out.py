from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName

if TYPE_CHECKING:
    from ..models.shadbala_planet_out import ShadbalaPlanetOut


T = TypeVar("T", bound="ShadbalaOut")


@_attrs_define
class ShadbalaOut:
    """
    Attributes:
        interpretation (str):
        planets (list[ShadbalaPlanetOut]): Sun … Saturn.
        strongest (PlanetName):
        unit (str):
        weakest (PlanetName):
    """

    interpretation: str
    planets: list[ShadbalaPlanetOut]
    strongest: PlanetName
    unit: str
    weakest: PlanetName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        interpretation = self.interpretation

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        strongest = self.strongest.value

        unit = self.unit

        weakest = self.weakest.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "interpretation": interpretation,
                "planets": planets,
                "strongest": strongest,
                "unit": unit,
                "weakest": weakest,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shadbala_planet_out import ShadbalaPlanetOut  # noqa: PLC0415

        d = dict(src_dict)
        interpretation = d.pop("interpretation")

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = ShadbalaPlanetOut.from_dict(planets_item_data)

            planets.append(planets_item)

        strongest = PlanetName(d.pop("strongest"))

        unit = d.pop("unit")

        weakest = PlanetName(d.pop("weakest"))

        shadbala_out = cls(
            interpretation=interpretation,
            planets=planets,
            strongest=strongest,
            unit=unit,
            weakest=weakest,
        )

        shadbala_out.additional_properties = d
        return shadbala_out

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
