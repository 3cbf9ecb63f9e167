from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="RashiDrishtiOut")


@_attrs_define
class RashiDrishtiOut:
    """A sign's aspects (rashi drishti).

    Attributes:
        aspected_planets (list[PlanetName]): The grahas in the signs it aspects.
        aspects (list[SignName]):
        house (int):
        planets (list[PlanetName]): The grahas in the sign.
        sign (SignName):
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    aspected_planets: list[PlanetName]
    aspects: list[SignName]
    house: int
    planets: list[PlanetName]
    sign: SignName
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        aspected_planets = []
        for aspected_planets_item_data in self.aspected_planets:
            aspected_planets_item = aspected_planets_item_data.value
            aspected_planets.append(aspected_planets_item)

        aspects = []
        for aspects_item_data in self.aspects:
            aspects_item = aspects_item_data.value
            aspects.append(aspects_item)

        house = self.house

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.value
            planets.append(planets_item)

        sign = self.sign.value

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aspectedPlanets": aspected_planets,
                "aspects": aspects,
                "house": house,
                "planets": planets,
                "sign": sign,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        aspected_planets = []
        _aspected_planets = d.pop("aspectedPlanets")
        for aspected_planets_item_data in _aspected_planets:
            aspected_planets_item = PlanetName(aspected_planets_item_data)

            aspected_planets.append(aspected_planets_item)

        aspects = []
        _aspects = d.pop("aspects")
        for aspects_item_data in _aspects:
            aspects_item = SignName(aspects_item_data)

            aspects.append(aspects_item)

        house = d.pop("house")

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = PlanetName(planets_item_data)

            planets.append(planets_item)

        sign = SignName(d.pop("sign"))

        sign_name = d.pop("signName", UNSET)

        rashi_drishti_out = cls(
            aspected_planets=aspected_planets,
            aspects=aspects,
            house=house,
            planets=planets,
            sign=sign,
            sign_name=sign_name,
        )

        rashi_drishti_out.additional_properties = d
        return rashi_drishti_out

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
