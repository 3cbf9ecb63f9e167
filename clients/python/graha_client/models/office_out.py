from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.office_role import OfficeRole
from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="OfficeOut")


@_attrs_define
class OfficeOut:
    """One of the five office-holders (panchadhikaris).

    Attributes:
        planet (PlanetName):
        role (OfficeRole): An office of the year (panchadhikari).
        rupas (float): Pancha-vargeeya bala, rupas (0–20): the strongest aspecting office-holder rules the
            year.
        title (str): The office's name in the reader's language.
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    planet: PlanetName
    role: OfficeRole
    rupas: float
    title: str
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet.value

        role = self.role.value

        rupas = self.rupas

        title = self.title

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "role": role,
                "rupas": rupas,
                "title": title,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        planet = PlanetName(d.pop("planet"))

        role = OfficeRole(d.pop("role"))

        rupas = d.pop("rupas")

        title = d.pop("title")

        planet_name = d.pop("planetName", UNSET)

        office_out = cls(
            planet=planet,
            role=role,
            rupas=rupas,
            title=title,
            planet_name=planet_name,
        )

        office_out.additional_properties = d
        return office_out

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
