from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PanchaVargeeyaOut")


@_attrs_define
class PanchaVargeeyaOut:
    """Pancha-vargeeya bala of a graha.

    Attributes:
        drekkana (float):
        hadda (float):
        kshetra (float):
        navamsa (float):
        planet (PlanetName):
        rupas (float): The total, rupas (0–20): the five parts' sum ÷ 4.
        uchcha (float):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    drekkana: float
    hadda: float
    kshetra: float
    navamsa: float
    planet: PlanetName
    rupas: float
    uchcha: float
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        drekkana = self.drekkana

        hadda = self.hadda

        kshetra = self.kshetra

        navamsa = self.navamsa

        planet = self.planet.value

        rupas = self.rupas

        uchcha = self.uchcha

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "drekkana": drekkana,
                "hadda": hadda,
                "kshetra": kshetra,
                "navamsa": navamsa,
                "planet": planet,
                "rupas": rupas,
                "uchcha": uchcha,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        drekkana = d.pop("drekkana")

        hadda = d.pop("hadda")

        kshetra = d.pop("kshetra")

        navamsa = d.pop("navamsa")

        planet = PlanetName(d.pop("planet"))

        rupas = d.pop("rupas")

        uchcha = d.pop("uchcha")

        planet_name = d.pop("planetName", UNSET)

        pancha_vargeeya_out = cls(
            drekkana=drekkana,
            hadda=hadda,
            kshetra=kshetra,
            navamsa=navamsa,
            planet=planet,
            rupas=rupas,
            uchcha=uchcha,
            planet_name=planet_name,
        )

        pancha_vargeeya_out.additional_properties = d
        return pancha_vargeeya_out

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
