from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="AtmakarakaAspectOut")


@_attrs_define
class AtmakarakaAspectOut:
    """A graha aspecting the atmakaraka.

    Attributes:
        aspect_degree (float): The aspecting graha's degrees within its sign.
        aspect_house (int):
        aspect_planet (PlanetName):
        aspect_sign (SignName):
        distance (int): The aspect counted from the aspecting graha's sign (7 full; 3, 4, 5, 8, 9, 10 special).
        nature (str): Natural nature of the aspecting graha: `benefic` or `malefic` (BPHS ch. 3).
        aspect_sign_name (str | Unset): `aspectSign` as the reader of the request's `locale` reads it (English for
            `en`); present when `aspectSign` is a name (GET /v1/glossary lists them).
    """

    aspect_degree: float
    aspect_house: int
    aspect_planet: PlanetName
    aspect_sign: SignName
    distance: int
    nature: str
    aspect_sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        aspect_degree = self.aspect_degree

        aspect_house = self.aspect_house

        aspect_planet = self.aspect_planet.value

        aspect_sign = self.aspect_sign.value

        distance = self.distance

        nature = self.nature

        aspect_sign_name = self.aspect_sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aspectDegree": aspect_degree,
                "aspectHouse": aspect_house,
                "aspectPlanet": aspect_planet,
                "aspectSign": aspect_sign,
                "distance": distance,
                "nature": nature,
            }
        )
        if aspect_sign_name is not UNSET:
            field_dict["aspectSignName"] = aspect_sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        aspect_degree = d.pop("aspectDegree")

        aspect_house = d.pop("aspectHouse")

        aspect_planet = PlanetName(d.pop("aspectPlanet"))

        aspect_sign = SignName(d.pop("aspectSign"))

        distance = d.pop("distance")

        nature = d.pop("nature")

        aspect_sign_name = d.pop("aspectSignName", UNSET)

        atmakaraka_aspect_out = cls(
            aspect_degree=aspect_degree,
            aspect_house=aspect_house,
            aspect_planet=aspect_planet,
            aspect_sign=aspect_sign,
            distance=distance,
            nature=nature,
            aspect_sign_name=aspect_sign_name,
        )

        atmakaraka_aspect_out.additional_properties = d
        return atmakaraka_aspect_out

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
