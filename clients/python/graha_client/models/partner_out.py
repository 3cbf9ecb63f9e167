from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PartnerOut")


@_attrs_define
class PartnerOut:
    """One partner (`bride` / `groom`, plus the Moon's attributes the kootas read).

    Attributes:
        gana (str):
        moon_longitude (float): Sidereal longitude of the natal Moon, degrees 0–360.
        nadi (str):
        nakshatra (NakshatraName):
        nakshatra_lord (PlanetName):
        nakshatra_pada (int):
        name (str):
        rashi (SignName):
        rashi_lord (PlanetName):
        varna (str):
        vashya (str):
        yoni (str): The yoni animal, e.g. `Horse`.
        yoni_sex (str): `Male` or `Female`.
        nakshatra_lord_name (str | Unset): `nakshatraLord` as the reader of the request's `locale` reads it (English for
            `en`); present when `nakshatraLord` is a name (GET /v1/glossary lists them).
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        rashi_lord_name (str | Unset): `rashiLord` as the reader of the request's `locale` reads it (English for `en`);
            present when `rashiLord` is a name (GET /v1/glossary lists them).
        rashi_name (str | Unset): `rashi` as the reader of the request's `locale` reads it (English for `en`); present
            when `rashi` is a name (GET /v1/glossary lists them).
    """

    gana: str
    moon_longitude: float
    nadi: str
    nakshatra: NakshatraName
    nakshatra_lord: PlanetName
    nakshatra_pada: int
    name: str
    rashi: SignName
    rashi_lord: PlanetName
    varna: str
    vashya: str
    yoni: str
    yoni_sex: str
    nakshatra_lord_name: str | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    rashi_lord_name: str | Unset = UNSET
    rashi_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gana = self.gana

        moon_longitude = self.moon_longitude

        nadi = self.nadi

        nakshatra = self.nakshatra.value

        nakshatra_lord = self.nakshatra_lord.value

        nakshatra_pada = self.nakshatra_pada

        name = self.name

        rashi = self.rashi.value

        rashi_lord = self.rashi_lord.value

        varna = self.varna

        vashya = self.vashya

        yoni = self.yoni

        yoni_sex = self.yoni_sex

        nakshatra_lord_name = self.nakshatra_lord_name

        nakshatra_name = self.nakshatra_name

        rashi_lord_name = self.rashi_lord_name

        rashi_name = self.rashi_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gana": gana,
                "moonLongitude": moon_longitude,
                "nadi": nadi,
                "nakshatra": nakshatra,
                "nakshatraLord": nakshatra_lord,
                "nakshatraPada": nakshatra_pada,
                "name": name,
                "rashi": rashi,
                "rashiLord": rashi_lord,
                "varna": varna,
                "vashya": vashya,
                "yoni": yoni,
                "yoniSex": yoni_sex,
            }
        )
        if nakshatra_lord_name is not UNSET:
            field_dict["nakshatraLordName"] = nakshatra_lord_name
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if rashi_lord_name is not UNSET:
            field_dict["rashiLordName"] = rashi_lord_name
        if rashi_name is not UNSET:
            field_dict["rashiName"] = rashi_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gana = d.pop("gana")

        moon_longitude = d.pop("moonLongitude")

        nadi = d.pop("nadi")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        nakshatra_lord = PlanetName(d.pop("nakshatraLord"))

        nakshatra_pada = d.pop("nakshatraPada")

        name = d.pop("name")

        rashi = SignName(d.pop("rashi"))

        rashi_lord = PlanetName(d.pop("rashiLord"))

        varna = d.pop("varna")

        vashya = d.pop("vashya")

        yoni = d.pop("yoni")

        yoni_sex = d.pop("yoniSex")

        nakshatra_lord_name = d.pop("nakshatraLordName", UNSET)

        nakshatra_name = d.pop("nakshatraName", UNSET)

        rashi_lord_name = d.pop("rashiLordName", UNSET)

        rashi_name = d.pop("rashiName", UNSET)

        partner_out = cls(
            gana=gana,
            moon_longitude=moon_longitude,
            nadi=nadi,
            nakshatra=nakshatra,
            nakshatra_lord=nakshatra_lord,
            nakshatra_pada=nakshatra_pada,
            name=name,
            rashi=rashi,
            rashi_lord=rashi_lord,
            varna=varna,
            vashya=vashya,
            yoni=yoni,
            yoni_sex=yoni_sex,
            nakshatra_lord_name=nakshatra_lord_name,
            nakshatra_name=nakshatra_name,
            rashi_lord_name=rashi_lord_name,
            rashi_name=rashi_name,
        )

        partner_out.additional_properties = d
        return partner_out

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
