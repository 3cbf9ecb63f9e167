from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlanetOut")


@_attrs_define
class PlanetOut:
    """A graha as published (with longitude, pada, nakshatra lord and speed).

    Attributes:
        degree (float): Degrees within the sign, 0 ≤ d < 30.
        house (int): House in the chosen house system (the bhava whose arc from its cusp to the next holds
            the planet); the whole-sign house under the default `whole-sign`.
        is_retrograde (bool):
        longitude (float): Sidereal longitude, 0 ≤ l < 360.
        nakshatra (NakshatraName):
        nakshatra_lord (PlanetName):
        nakshatra_pada (int):
        planet (PlanetName):
        sign (SignName):
        sign_house (int): Whole-sign house from the ascendant's sign, whatever the house system: the house the
            classical rules (yogas, doshas, aspects…) read.
        speed (float): Degrees per day.
        nakshatra_lord_name (str | Unset): `nakshatraLord` as the reader of the request's `locale` reads it (English for
            `en`); present when `nakshatraLord` is a name (GET /v1/glossary lists them).
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    degree: float
    house: int
    is_retrograde: bool
    longitude: float
    nakshatra: NakshatraName
    nakshatra_lord: PlanetName
    nakshatra_pada: int
    planet: PlanetName
    sign: SignName
    sign_house: int
    speed: float
    nakshatra_lord_name: str | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    planet_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        degree = self.degree

        house = self.house

        is_retrograde = self.is_retrograde

        longitude = self.longitude

        nakshatra = self.nakshatra.value

        nakshatra_lord = self.nakshatra_lord.value

        nakshatra_pada = self.nakshatra_pada

        planet = self.planet.value

        sign = self.sign.value

        sign_house = self.sign_house

        speed = self.speed

        nakshatra_lord_name = self.nakshatra_lord_name

        nakshatra_name = self.nakshatra_name

        planet_name = self.planet_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "degree": degree,
                "house": house,
                "isRetrograde": is_retrograde,
                "longitude": longitude,
                "nakshatra": nakshatra,
                "nakshatraLord": nakshatra_lord,
                "nakshatraPada": nakshatra_pada,
                "planet": planet,
                "sign": sign,
                "signHouse": sign_house,
                "speed": speed,
            }
        )
        if nakshatra_lord_name is not UNSET:
            field_dict["nakshatraLordName"] = nakshatra_lord_name
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        degree = d.pop("degree")

        house = d.pop("house")

        is_retrograde = d.pop("isRetrograde")

        longitude = d.pop("longitude")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        nakshatra_lord = PlanetName(d.pop("nakshatraLord"))

        nakshatra_pada = d.pop("nakshatraPada")

        planet = PlanetName(d.pop("planet"))

        sign = SignName(d.pop("sign"))

        sign_house = d.pop("signHouse")

        speed = d.pop("speed")

        nakshatra_lord_name = d.pop("nakshatraLordName", UNSET)

        nakshatra_name = d.pop("nakshatraName", UNSET)

        planet_name = d.pop("planetName", UNSET)

        sign_name = d.pop("signName", UNSET)

        planet_out = cls(
            degree=degree,
            house=house,
            is_retrograde=is_retrograde,
            longitude=longitude,
            nakshatra=nakshatra,
            nakshatra_lord=nakshatra_lord,
            nakshatra_pada=nakshatra_pada,
            planet=planet,
            sign=sign,
            sign_house=sign_house,
            speed=speed,
            nakshatra_lord_name=nakshatra_lord_name,
            nakshatra_name=nakshatra_name,
            planet_name=planet_name,
            sign_name=sign_name,
        )

        planet_out.additional_properties = d
        return planet_out

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
