from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlanetSignificatorsOut")


@_attrs_define
class PlanetSignificatorsOut:
    """A planet's significations at the four KP levels (house numbers).

    Attributes:
        level_a (list[int]): Houses occupied by the planet's star lord.
        level_b (list[int]): The house the planet occupies.
        level_c (list[int]): Houses owned by the planet's star lord (cusp in its sign).
        level_d (list[int]): Houses owned by the planet.
        planet (PlanetName):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    level_a: list[int]
    level_b: list[int]
    level_c: list[int]
    level_d: list[int]
    planet: PlanetName
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        level_a = self.level_a

        level_b = self.level_b

        level_c = self.level_c

        level_d = self.level_d

        planet = self.planet.value

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "levelA": level_a,
                "levelB": level_b,
                "levelC": level_c,
                "levelD": level_d,
                "planet": planet,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level_a = cast(list[int], d.pop("levelA"))

        level_b = cast(list[int], d.pop("levelB"))

        level_c = cast(list[int], d.pop("levelC"))

        level_d = cast(list[int], d.pop("levelD"))

        planet = PlanetName(d.pop("planet"))

        planet_name = d.pop("planetName", UNSET)

        planet_significators_out = cls(
            level_a=level_a,
            level_b=level_b,
            level_c=level_c,
            level_d=level_d,
            planet=planet,
            planet_name=planet_name,
        )

        planet_significators_out.additional_properties = d
        return planet_significators_out

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
