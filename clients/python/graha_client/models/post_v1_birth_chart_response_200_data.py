from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ascendant_out import AscendantOut
    from ..models.house_out import HouseOut
    from ..models.planet_out import PlanetOut
    from ..models.settings_echo import SettingsEcho


T = TypeVar("T", bound="PostV1BirthChartResponse200Data")


@_attrs_define
class PostV1BirthChartResponse200Data:
    """
    Attributes:
        ascendant (AscendantOut): The ascendant as published.
        ayanamsa (float): The chosen ayanamsa at birth (Lahiri by default; 0 for tropical), degrees.
        birth_utc (str):
        houses (list[HouseOut]):
        julian_day (float):
        moon_sign (SignName):
        planets (list[PlanetOut]):
        sun_sign (SignName):
        settings (SettingsEcho): The settings a reply was computed under, as every calculation reply but the
            bare planets array carries them in `settings`.
        moon_sign_name (str | Unset): `moonSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `moonSign` is a name (GET /v1/glossary lists them).
        sun_sign_name (str | Unset): `sunSign` as the reader of the request's `locale` reads it (English for `en`);
            present when `sunSign` is a name (GET /v1/glossary lists them).
    """

    ascendant: AscendantOut
    ayanamsa: float
    birth_utc: str
    houses: list[HouseOut]
    julian_day: float
    moon_sign: SignName
    planets: list[PlanetOut]
    sun_sign: SignName
    settings: SettingsEcho
    moon_sign_name: str | Unset = UNSET
    sun_sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant = self.ascendant.to_dict()

        ayanamsa = self.ayanamsa

        birth_utc = self.birth_utc

        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data.to_dict()
            houses.append(houses_item)

        julian_day = self.julian_day

        moon_sign = self.moon_sign.value

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        sun_sign = self.sun_sign.value

        settings = self.settings.to_dict()

        moon_sign_name = self.moon_sign_name

        sun_sign_name = self.sun_sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendant": ascendant,
                "ayanamsa": ayanamsa,
                "birthUtc": birth_utc,
                "houses": houses,
                "julianDay": julian_day,
                "moonSign": moon_sign,
                "planets": planets,
                "sunSign": sun_sign,
                "settings": settings,
            }
        )
        if moon_sign_name is not UNSET:
            field_dict["moonSignName"] = moon_sign_name
        if sun_sign_name is not UNSET:
            field_dict["sunSignName"] = sun_sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ascendant_out import AscendantOut  # noqa: PLC0415
        from ..models.house_out import HouseOut  # noqa: PLC0415
        from ..models.planet_out import PlanetOut  # noqa: PLC0415
        from ..models.settings_echo import SettingsEcho  # noqa: PLC0415

        d = dict(src_dict)
        ascendant = AscendantOut.from_dict(d.pop("ascendant"))

        ayanamsa = d.pop("ayanamsa")

        birth_utc = d.pop("birthUtc")

        houses = []
        _houses = d.pop("houses")
        for houses_item_data in _houses:
            houses_item = HouseOut.from_dict(houses_item_data)

            houses.append(houses_item)

        julian_day = d.pop("julianDay")

        moon_sign = SignName(d.pop("moonSign"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = PlanetOut.from_dict(planets_item_data)

            planets.append(planets_item)

        sun_sign = SignName(d.pop("sunSign"))

        settings = SettingsEcho.from_dict(d.pop("settings"))

        moon_sign_name = d.pop("moonSignName", UNSET)

        sun_sign_name = d.pop("sunSignName", UNSET)

        post_v1_birth_chart_response_200_data = cls(
            ascendant=ascendant,
            ayanamsa=ayanamsa,
            birth_utc=birth_utc,
            houses=houses,
            julian_day=julian_day,
            moon_sign=moon_sign,
            planets=planets,
            sun_sign=sun_sign,
            settings=settings,
            moon_sign_name=moon_sign_name,
            sun_sign_name=sun_sign_name,
        )

        post_v1_birth_chart_response_200_data.additional_properties = d
        return post_v1_birth_chart_response_200_data

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
