from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="AscendantOut")


@_attrs_define
class AscendantOut:
    """The ascendant as published.

    Attributes:
        degree (float):
        longitude (float):
        nakshatra (NakshatraName):
        nakshatra_lord (PlanetName):
        nakshatra_pada (int):
        sign (SignName):
        sign_lord (PlanetName):
        nakshatra_lord_name (str | Unset): `nakshatraLord` as the reader of the request's `locale` reads it (English for
            `en`); present when `nakshatraLord` is a name (GET /v1/glossary lists them).
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        sign_lord_name (str | Unset): `signLord` as the reader of the request's `locale` reads it (English for `en`);
            present when `signLord` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    degree: float
    longitude: float
    nakshatra: NakshatraName
    nakshatra_lord: PlanetName
    nakshatra_pada: int
    sign: SignName
    sign_lord: PlanetName
    nakshatra_lord_name: str | Unset = UNSET
    nakshatra_name: str | Unset = UNSET
    sign_lord_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        degree = self.degree

        longitude = self.longitude

        nakshatra = self.nakshatra.value

        nakshatra_lord = self.nakshatra_lord.value

        nakshatra_pada = self.nakshatra_pada

        sign = self.sign.value

        sign_lord = self.sign_lord.value

        nakshatra_lord_name = self.nakshatra_lord_name

        nakshatra_name = self.nakshatra_name

        sign_lord_name = self.sign_lord_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "degree": degree,
                "longitude": longitude,
                "nakshatra": nakshatra,
                "nakshatraLord": nakshatra_lord,
                "nakshatraPada": nakshatra_pada,
                "sign": sign,
                "signLord": sign_lord,
            }
        )
        if nakshatra_lord_name is not UNSET:
            field_dict["nakshatraLordName"] = nakshatra_lord_name
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if sign_lord_name is not UNSET:
            field_dict["signLordName"] = sign_lord_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        degree = d.pop("degree")

        longitude = d.pop("longitude")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        nakshatra_lord = PlanetName(d.pop("nakshatraLord"))

        nakshatra_pada = d.pop("nakshatraPada")

        sign = SignName(d.pop("sign"))

        sign_lord = PlanetName(d.pop("signLord"))

        nakshatra_lord_name = d.pop("nakshatraLordName", UNSET)

        nakshatra_name = d.pop("nakshatraName", UNSET)

        sign_lord_name = d.pop("signLordName", UNSET)

        sign_name = d.pop("signName", UNSET)

        ascendant_out = cls(
            degree=degree,
            longitude=longitude,
            nakshatra=nakshatra,
            nakshatra_lord=nakshatra_lord,
            nakshatra_pada=nakshatra_pada,
            sign=sign,
            sign_lord=sign_lord,
            nakshatra_lord_name=nakshatra_lord_name,
            nakshatra_name=nakshatra_name,
            sign_lord_name=sign_lord_name,
            sign_name=sign_name,
        )

        ascendant_out.additional_properties = d
        return ascendant_out

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
