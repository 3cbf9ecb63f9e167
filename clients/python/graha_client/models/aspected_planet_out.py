from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="AspectedPlanetOut")


@_attrs_define
class AspectedPlanetOut:
    """A graha aspected by another, as published.

    Attributes:
        distance (int):
        house (int):
        planet (PlanetName):
        type_ (str):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    distance: int
    house: int
    planet: PlanetName
    type_: str
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        distance = self.distance

        house = self.house

        planet = self.planet.value

        type_ = self.type_

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "distance": distance,
                "house": house,
                "planet": planet,
                "type": type_,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        distance = d.pop("distance")

        house = d.pop("house")

        planet = PlanetName(d.pop("planet"))

        type_ = d.pop("type")

        planet_name = d.pop("planetName", UNSET)

        aspected_planet_out = cls(
            distance=distance,
            house=house,
            planet=planet,
            type_=type_,
            planet_name=planet_name,
        )

        aspected_planet_out.additional_properties = d
        return aspected_planet_out

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
