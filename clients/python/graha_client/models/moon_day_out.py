from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="MoonDayOut")


@_attrs_define
class MoonDayOut:
    """
    Attributes:
        chandra_bala (bool): The day's Moon in a good house from the natal Moon.
        house_from_moon (int):
        nakshatra (NakshatraName):
        sign (SignName):
        tara (str):
        tara_is_good (bool):
        tara_number (int):
        nakshatra_name (str | Unset): `nakshatra` as the reader of the request's `locale` reads it (English for `en`);
            present when `nakshatra` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    chandra_bala: bool
    house_from_moon: int
    nakshatra: NakshatraName
    sign: SignName
    tara: str
    tara_is_good: bool
    tara_number: int
    nakshatra_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chandra_bala = self.chandra_bala

        house_from_moon = self.house_from_moon

        nakshatra = self.nakshatra.value

        sign = self.sign.value

        tara = self.tara

        tara_is_good = self.tara_is_good

        tara_number = self.tara_number

        nakshatra_name = self.nakshatra_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chandraBala": chandra_bala,
                "houseFromMoon": house_from_moon,
                "nakshatra": nakshatra,
                "sign": sign,
                "tara": tara,
                "taraIsGood": tara_is_good,
                "taraNumber": tara_number,
            }
        )
        if nakshatra_name is not UNSET:
            field_dict["nakshatraName"] = nakshatra_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chandra_bala = d.pop("chandraBala")

        house_from_moon = d.pop("houseFromMoon")

        nakshatra = NakshatraName(d.pop("nakshatra"))

        sign = SignName(d.pop("sign"))

        tara = d.pop("tara")

        tara_is_good = d.pop("taraIsGood")

        tara_number = d.pop("taraNumber")

        nakshatra_name = d.pop("nakshatraName", UNSET)

        sign_name = d.pop("signName", UNSET)

        moon_day_out = cls(
            chandra_bala=chandra_bala,
            house_from_moon=house_from_moon,
            nakshatra=nakshatra,
            sign=sign,
            tara=tara,
            tara_is_good=tara_is_good,
            tara_number=tara_number,
            nakshatra_name=nakshatra_name,
            sign_name=sign_name,
        )

        moon_day_out.additional_properties = d
        return moon_day_out

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
