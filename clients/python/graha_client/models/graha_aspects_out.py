from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.aspected_house_out import AspectedHouseOut
    from ..models.aspected_planet_out import AspectedPlanetOut


T = TypeVar("T", bound="GrahaAspectsOut")


@_attrs_define
class GrahaAspectsOut:
    """One graha's aspects.

    Attributes:
        aspected_by (list[PlanetName]): The grahas that aspect this one.
        aspected_houses (list[AspectedHouseOut]):
        aspected_planets (list[AspectedPlanetOut]):
        full_aspect_houses (list[int]): The house of the 7th aspect.
        house (int):
        nature (str): Natural nature: `benefic` or `malefic` (BPHS ch. 3).
        planet (PlanetName):
        reading (str):
        sign (SignName):
        special_aspect_houses (list[int]):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    aspected_by: list[PlanetName]
    aspected_houses: list[AspectedHouseOut]
    aspected_planets: list[AspectedPlanetOut]
    full_aspect_houses: list[int]
    house: int
    nature: str
    planet: PlanetName
    reading: str
    sign: SignName
    special_aspect_houses: list[int]
    planet_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        aspected_by = []
        for aspected_by_item_data in self.aspected_by:
            aspected_by_item = aspected_by_item_data.value
            aspected_by.append(aspected_by_item)

        aspected_houses = []
        for aspected_houses_item_data in self.aspected_houses:
            aspected_houses_item = aspected_houses_item_data.to_dict()
            aspected_houses.append(aspected_houses_item)

        aspected_planets = []
        for aspected_planets_item_data in self.aspected_planets:
            aspected_planets_item = aspected_planets_item_data.to_dict()
            aspected_planets.append(aspected_planets_item)

        full_aspect_houses = self.full_aspect_houses

        house = self.house

        nature = self.nature

        planet = self.planet.value

        reading = self.reading

        sign = self.sign.value

        special_aspect_houses = self.special_aspect_houses

        planet_name = self.planet_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aspectedBy": aspected_by,
                "aspectedHouses": aspected_houses,
                "aspectedPlanets": aspected_planets,
                "fullAspectHouses": full_aspect_houses,
                "house": house,
                "nature": nature,
                "planet": planet,
                "reading": reading,
                "sign": sign,
                "specialAspectHouses": special_aspect_houses,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.aspected_house_out import AspectedHouseOut  # noqa: PLC0415
        from ..models.aspected_planet_out import AspectedPlanetOut  # noqa: PLC0415

        d = dict(src_dict)
        aspected_by = []
        _aspected_by = d.pop("aspectedBy")
        for aspected_by_item_data in _aspected_by:
            aspected_by_item = PlanetName(aspected_by_item_data)

            aspected_by.append(aspected_by_item)

        aspected_houses = []
        _aspected_houses = d.pop("aspectedHouses")
        for aspected_houses_item_data in _aspected_houses:
            aspected_houses_item = AspectedHouseOut.from_dict(aspected_houses_item_data)

            aspected_houses.append(aspected_houses_item)

        aspected_planets = []
        _aspected_planets = d.pop("aspectedPlanets")
        for aspected_planets_item_data in _aspected_planets:
            aspected_planets_item = AspectedPlanetOut.from_dict(aspected_planets_item_data)

            aspected_planets.append(aspected_planets_item)

        full_aspect_houses = cast(list[int], d.pop("fullAspectHouses"))

        house = d.pop("house")

        nature = d.pop("nature")

        planet = PlanetName(d.pop("planet"))

        reading = d.pop("reading")

        sign = SignName(d.pop("sign"))

        special_aspect_houses = cast(list[int], d.pop("specialAspectHouses"))

        planet_name = d.pop("planetName", UNSET)

        sign_name = d.pop("signName", UNSET)

        graha_aspects_out = cls(
            aspected_by=aspected_by,
            aspected_houses=aspected_houses,
            aspected_planets=aspected_planets,
            full_aspect_houses=full_aspect_houses,
            house=house,
            nature=nature,
            planet=planet,
            reading=reading,
            sign=sign,
            special_aspect_houses=special_aspect_houses,
            planet_name=planet_name,
            sign_name=sign_name,
        )

        graha_aspects_out.additional_properties = d
        return graha_aspects_out

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
