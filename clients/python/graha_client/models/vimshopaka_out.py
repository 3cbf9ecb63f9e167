from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="VimshopakaOut")


@_attrs_define
class VimshopakaOut:
    """A graha's vimshopaka bala (BPHS ch. 7) in each of the four schemes, each of 20.

    Attributes:
        dashavarga (float):
        planet (PlanetName):
        saptavarga (float):
        shadvarga (float):
        shodashavarga (float):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    dashavarga: float
    planet: PlanetName
    saptavarga: float
    shadvarga: float
    shodashavarga: float
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dashavarga = self.dashavarga

        planet = self.planet.value

        saptavarga = self.saptavarga

        shadvarga = self.shadvarga

        shodashavarga = self.shodashavarga

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dashavarga": dashavarga,
                "planet": planet,
                "saptavarga": saptavarga,
                "shadvarga": shadvarga,
                "shodashavarga": shodashavarga,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dashavarga = d.pop("dashavarga")

        planet = PlanetName(d.pop("planet"))

        saptavarga = d.pop("saptavarga")

        shadvarga = d.pop("shadvarga")

        shodashavarga = d.pop("shodashavarga")

        planet_name = d.pop("planetName", UNSET)

        vimshopaka_out = cls(
            dashavarga=dashavarga,
            planet=planet,
            saptavarga=saptavarga,
            shadvarga=shadvarga,
            shodashavarga=shodashavarga,
            planet_name=planet_name,
        )

        vimshopaka_out.additional_properties = d
        return vimshopaka_out

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
