from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="RulingPlanetsOut")


@_attrs_define
class RulingPlanetsOut:
    """The ruling planets of the request's `now` at the birth place.

    Attributes:
        ascendant_sign_lord (PlanetName):
        ascendant_star_lord (PlanetName):
        ascendant_sub_lord (PlanetName):
        at (datetime.datetime): The moment judged: the request's `now`.
        day_lord (PlanetName):
        moon_sign_lord (PlanetName):
        moon_star_lord (PlanetName):
        moon_sub_lord (PlanetName):
        planets (list[PlanetName]): The distinct ruling planets in the order above.
        ascendant_sign_lord_name (str | Unset): `ascendantSignLord` as the reader of the request's `locale` reads it
            (English for `en`); present when `ascendantSignLord` is a name (GET /v1/glossary lists them).
        ascendant_star_lord_name (str | Unset): `ascendantStarLord` as the reader of the request's `locale` reads it
            (English for `en`); present when `ascendantStarLord` is a name (GET /v1/glossary lists them).
        ascendant_sub_lord_name (str | Unset): `ascendantSubLord` as the reader of the request's `locale` reads it
            (English for `en`); present when `ascendantSubLord` is a name (GET /v1/glossary lists them).
        day_lord_name (str | Unset): `dayLord` as the reader of the request's `locale` reads it (English for `en`);
            present when `dayLord` is a name (GET /v1/glossary lists them).
        moon_sign_lord_name (str | Unset): `moonSignLord` as the reader of the request's `locale` reads it (English for
            `en`); present when `moonSignLord` is a name (GET /v1/glossary lists them).
        moon_star_lord_name (str | Unset): `moonStarLord` as the reader of the request's `locale` reads it (English for
            `en`); present when `moonStarLord` is a name (GET /v1/glossary lists them).
        moon_sub_lord_name (str | Unset): `moonSubLord` as the reader of the request's `locale` reads it (English for
            `en`); present when `moonSubLord` is a name (GET /v1/glossary lists them).
    """

    ascendant_sign_lord: PlanetName
    ascendant_star_lord: PlanetName
    ascendant_sub_lord: PlanetName
    at: datetime.datetime
    day_lord: PlanetName
    moon_sign_lord: PlanetName
    moon_star_lord: PlanetName
    moon_sub_lord: PlanetName
    planets: list[PlanetName]
    ascendant_sign_lord_name: str | Unset = UNSET
    ascendant_star_lord_name: str | Unset = UNSET
    ascendant_sub_lord_name: str | Unset = UNSET
    day_lord_name: str | Unset = UNSET
    moon_sign_lord_name: str | Unset = UNSET
    moon_star_lord_name: str | Unset = UNSET
    moon_sub_lord_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant_sign_lord = self.ascendant_sign_lord.value

        ascendant_star_lord = self.ascendant_star_lord.value

        ascendant_sub_lord = self.ascendant_sub_lord.value

        at = self.at.isoformat()

        day_lord = self.day_lord.value

        moon_sign_lord = self.moon_sign_lord.value

        moon_star_lord = self.moon_star_lord.value

        moon_sub_lord = self.moon_sub_lord.value

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.value
            planets.append(planets_item)

        ascendant_sign_lord_name = self.ascendant_sign_lord_name

        ascendant_star_lord_name = self.ascendant_star_lord_name

        ascendant_sub_lord_name = self.ascendant_sub_lord_name

        day_lord_name = self.day_lord_name

        moon_sign_lord_name = self.moon_sign_lord_name

        moon_star_lord_name = self.moon_star_lord_name

        moon_sub_lord_name = self.moon_sub_lord_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendantSignLord": ascendant_sign_lord,
                "ascendantStarLord": ascendant_star_lord,
                "ascendantSubLord": ascendant_sub_lord,
                "at": at,
                "dayLord": day_lord,
                "moonSignLord": moon_sign_lord,
                "moonStarLord": moon_star_lord,
                "moonSubLord": moon_sub_lord,
                "planets": planets,
            }
        )
        if ascendant_sign_lord_name is not UNSET:
            field_dict["ascendantSignLordName"] = ascendant_sign_lord_name
        if ascendant_star_lord_name is not UNSET:
            field_dict["ascendantStarLordName"] = ascendant_star_lord_name
        if ascendant_sub_lord_name is not UNSET:
            field_dict["ascendantSubLordName"] = ascendant_sub_lord_name
        if day_lord_name is not UNSET:
            field_dict["dayLordName"] = day_lord_name
        if moon_sign_lord_name is not UNSET:
            field_dict["moonSignLordName"] = moon_sign_lord_name
        if moon_star_lord_name is not UNSET:
            field_dict["moonStarLordName"] = moon_star_lord_name
        if moon_sub_lord_name is not UNSET:
            field_dict["moonSubLordName"] = moon_sub_lord_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ascendant_sign_lord = PlanetName(d.pop("ascendantSignLord"))

        ascendant_star_lord = PlanetName(d.pop("ascendantStarLord"))

        ascendant_sub_lord = PlanetName(d.pop("ascendantSubLord"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        day_lord = PlanetName(d.pop("dayLord"))

        moon_sign_lord = PlanetName(d.pop("moonSignLord"))

        moon_star_lord = PlanetName(d.pop("moonStarLord"))

        moon_sub_lord = PlanetName(d.pop("moonSubLord"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = PlanetName(planets_item_data)

            planets.append(planets_item)

        ascendant_sign_lord_name = d.pop("ascendantSignLordName", UNSET)

        ascendant_star_lord_name = d.pop("ascendantStarLordName", UNSET)

        ascendant_sub_lord_name = d.pop("ascendantSubLordName", UNSET)

        day_lord_name = d.pop("dayLordName", UNSET)

        moon_sign_lord_name = d.pop("moonSignLordName", UNSET)

        moon_star_lord_name = d.pop("moonStarLordName", UNSET)

        moon_sub_lord_name = d.pop("moonSubLordName", UNSET)

        ruling_planets_out = cls(
            ascendant_sign_lord=ascendant_sign_lord,
            ascendant_star_lord=ascendant_star_lord,
            ascendant_sub_lord=ascendant_sub_lord,
            at=at,
            day_lord=day_lord,
            moon_sign_lord=moon_sign_lord,
            moon_star_lord=moon_star_lord,
            moon_sub_lord=moon_sub_lord,
            planets=planets,
            ascendant_sign_lord_name=ascendant_sign_lord_name,
            ascendant_star_lord_name=ascendant_star_lord_name,
            ascendant_sub_lord_name=ascendant_sub_lord_name,
            day_lord_name=day_lord_name,
            moon_sign_lord_name=moon_sign_lord_name,
            moon_star_lord_name=moon_star_lord_name,
            moon_sub_lord_name=moon_sub_lord_name,
        )

        ruling_planets_out.additional_properties = d
        return ruling_planets_out

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
