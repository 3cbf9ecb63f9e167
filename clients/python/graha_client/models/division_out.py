from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.varga_ascendant_out import VargaAscendantOut
    from ..models.varga_planet_out import VargaPlanetOut


T = TypeVar("T", bound="DivisionOut")


@_attrs_define
class DivisionOut:
    """One divisional chart.

    Attributes:
        ascendant (VargaAscendantOut): The varga ascendant.
        description (str):
        name (str): Sanskrit name (Navamsa, Dasamsa, …).
        parts (int): Parts per sign.
        planets (list[VargaPlanetOut]):
    """

    ascendant: VargaAscendantOut
    description: str
    name: str
    parts: int
    planets: list[VargaPlanetOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant = self.ascendant.to_dict()

        description = self.description

        name = self.name

        parts = self.parts

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendant": ascendant,
                "description": description,
                "name": name,
                "parts": parts,
                "planets": planets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.varga_ascendant_out import VargaAscendantOut  # noqa: PLC0415
        from ..models.varga_planet_out import VargaPlanetOut  # noqa: PLC0415

        d = dict(src_dict)
        ascendant = VargaAscendantOut.from_dict(d.pop("ascendant"))

        description = d.pop("description")

        name = d.pop("name")

        parts = d.pop("parts")

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = VargaPlanetOut.from_dict(planets_item_data)

            planets.append(planets_item)

        division_out = cls(
            ascendant=ascendant,
            description=description,
            name=name,
            parts=parts,
            planets=planets,
        )

        division_out.additional_properties = d
        return division_out

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
