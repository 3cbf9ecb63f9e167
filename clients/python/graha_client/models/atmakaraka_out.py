from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.atmakaraka_aspect_out import AtmakarakaAspectOut
    from ..models.chara_karaka_out import CharaKarakaOut


T = TypeVar("T", bound="AtmakarakaOut")


@_attrs_define
class AtmakarakaOut:
    """The atmakaraka, with its longitude, pada, the scheme and all seven chara karakas.

    Attributes:
        aspects (list[AtmakarakaAspectOut]):
        chara_karakas (list[CharaKarakaOut]):
        degree (float): Degrees within the sign: the highest of Sun … Saturn.
        description (str):
        house (int):
        karaka_scheme (str): `seven`: Sun … Saturn ranked by degree in sign; Rahu is not counted (Jaimini).
        longitude (float):
        nakshatra (NakshatraName):
        nakshatra_pada (int):
        planet (PlanetName):
        sign (SignName):
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    aspects: list[AtmakarakaAspectOut]
    chara_karakas: list[CharaKarakaOut]
    degree: float
    description: str
    house: int
    karaka_scheme: str
    longitude: float
    nakshatra: NakshatraName
    nakshatra_pada: int
    planet: PlanetName
    sign: SignName
    nakshatra_name: str | Unset = UNSET
    planet_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        aspects = []
        for aspects_item_data in self.aspects:
            aspects_item = aspects_item_data.to_dict()
            aspects.append(aspects_item)

        chara_karakas = []
        for chara_karakas_item_data in self.chara_karakas:
            chara_karakas_item = chara_karakas_item_data.to_dict()
            chara_karakas.append(chara_karakas_item)

        degree = self.degree

        description = self.description

        house = self.house

        karaka_scheme = self.karaka_scheme

        longitude = self.longitude

        nakshatra = self.nakshatra.value

        nakshatra_pada = self.nakshatra_pada

        planet = self.planet.value

        sign = self.sign.value

        nakshatra_name = self.nakshatra_name

        planet_name = self.planet_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aspects": aspects,
                "charaKarakas": chara_karakas,
                "degree": degree,
                "description": description,
                "house": house,
                "karakaScheme": karaka_scheme,
                "longitude": longitude,
                "nakshatra": nakshatra,
                "nakshatraPada": nakshatra_pada,
                "planet": planet,
                "sign": sign,
            }
        )
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.atmakaraka_aspect_out import AtmakarakaAspectOut  # noqa: PLC0415
        from ..models.chara_karaka_out import CharaKarakaOut  # noqa: PLC0415

        d = dict(src_dict)
        aspects = []
        _aspects = d.pop("aspects")
        for aspects_item_data in _aspects:
            aspects_item = AtmakarakaAspectOut.from_dict(aspects_item_data)

            aspects.append(aspects_item)

        chara_karakas = []
        _chara_karakas = d.pop("charaKarakas")
        for chara_karakas_item_data in _chara_karakas:
            chara_karakas_item = CharaKarakaOut.from_dict(chara_karakas_item_data)

            chara_karakas.append(chara_karakas_item)

        degree = d.pop("degree")

        description = d.pop("description")

        house = d.pop("house")

        karaka_scheme = d.pop("karakaScheme")

        longitude = d.pop("longitude")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        nakshatra_pada = d.pop("nakshatraPada")

        planet = PlanetName(d.pop("planet"))

        sign = SignName(d.pop("sign"))

        nakshatra_name = d.pop("nakshatraName", UNSET)

        planet_name = d.pop("planetName", UNSET)

        sign_name = d.pop("signName", UNSET)

        atmakaraka_out = cls(
            aspects=aspects,
            chara_karakas=chara_karakas,
            degree=degree,
            description=description,
            house=house,
            karaka_scheme=karaka_scheme,
            longitude=longitude,
            nakshatra=nakshatra,
            nakshatra_pada=nakshatra_pada,
            planet=planet,
            sign=sign,
            nakshatra_name=nakshatra_name,
            planet_name=planet_name,
            sign_name=sign_name,
        )

        atmakaraka_out.additional_properties = d
        return atmakaraka_out

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
