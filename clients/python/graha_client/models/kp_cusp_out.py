from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="KpCuspOut")


@_attrs_define
class KpCuspOut:
    """A house cusp (where the house begins) with its KP lords.

    Attributes:
        kp_number (int): The KP number 1–249 of the sub (a sub straddling a sign boundary counts twice).
        longitude (float): Sidereal longitude, 0 ≤ l < 360.
        nakshatra (NakshatraName):
        sign (SignName):
        sign_lord (PlanetName):
        star_lord (PlanetName):
        sub_lord (PlanetName):
        sub_sub_lord (PlanetName):
        house (int):
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        sign_lord_name (str | Unset): `signLord` as the reader of the request's `locale` reads it (English for `en`);
            present when `signLord` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
        star_lord_name (str | Unset): `starLord` as the reader of the request's `locale` reads it (English for `en`);
            present when `starLord` is a name (GET /v1/glossary lists them).
        sub_lord_name (str | Unset): `subLord` as the reader of the request's `locale` reads it (English for `en`);
            present when `subLord` is a name (GET /v1/glossary lists them).
        sub_sub_lord_name (str | Unset): `subSubLord` as the reader of the request's `locale` reads it (English for
            `en`); present when `subSubLord` is a name (GET /v1/glossary lists them).
    """

    kp_number: int
    longitude: float
    nakshatra: NakshatraName
    sign: SignName
    sign_lord: PlanetName
    star_lord: PlanetName
    sub_lord: PlanetName
    sub_sub_lord: PlanetName
    house: int
    nakshatra_name: str | Unset = UNSET
    sign_lord_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    star_lord_name: str | Unset = UNSET
    sub_lord_name: str | Unset = UNSET
    sub_sub_lord_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kp_number = self.kp_number

        longitude = self.longitude

        nakshatra = self.nakshatra.value

        sign = self.sign.value

        sign_lord = self.sign_lord.value

        star_lord = self.star_lord.value

        sub_lord = self.sub_lord.value

        sub_sub_lord = self.sub_sub_lord.value

        house = self.house

        nakshatra_name = self.nakshatra_name

        sign_lord_name = self.sign_lord_name

        sign_name = self.sign_name

        star_lord_name = self.star_lord_name

        sub_lord_name = self.sub_lord_name

        sub_sub_lord_name = self.sub_sub_lord_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kpNumber": kp_number,
                "longitude": longitude,
                "nakshatra": nakshatra,
                "sign": sign,
                "signLord": sign_lord,
                "starLord": star_lord,
                "subLord": sub_lord,
                "subSubLord": sub_sub_lord,
                "house": house,
            }
        )
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if sign_lord_name is not UNSET:
            field_dict["signLordName"] = sign_lord_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name
        if star_lord_name is not UNSET:
            field_dict["starLordName"] = star_lord_name
        if sub_lord_name is not UNSET:
            field_dict["subLordName"] = sub_lord_name
        if sub_sub_lord_name is not UNSET:
            field_dict["subSubLordName"] = sub_sub_lord_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kp_number = d.pop("kpNumber")

        longitude = d.pop("longitude")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        sign = SignName(d.pop("sign"))

        sign_lord = PlanetName(d.pop("signLord"))

        star_lord = PlanetName(d.pop("starLord"))

        sub_lord = PlanetName(d.pop("subLord"))

        sub_sub_lord = PlanetName(d.pop("subSubLord"))

        house = d.pop("house")

        nakshatra_name = d.pop("nakshatraName", UNSET)

        sign_lord_name = d.pop("signLordName", UNSET)

        sign_name = d.pop("signName", UNSET)

        star_lord_name = d.pop("starLordName", UNSET)

        sub_lord_name = d.pop("subLordName", UNSET)

        sub_sub_lord_name = d.pop("subSubLordName", UNSET)

        kp_cusp_out = cls(
            kp_number=kp_number,
            longitude=longitude,
            nakshatra=nakshatra,
            sign=sign,
            sign_lord=sign_lord,
            star_lord=star_lord,
            sub_lord=sub_lord,
            sub_sub_lord=sub_sub_lord,
            house=house,
            nakshatra_name=nakshatra_name,
            sign_lord_name=sign_lord_name,
            sign_name=sign_name,
            star_lord_name=star_lord_name,
            sub_lord_name=sub_lord_name,
            sub_sub_lord_name=sub_sub_lord_name,
        )

        kp_cusp_out.additional_properties = d
        return kp_cusp_out

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
