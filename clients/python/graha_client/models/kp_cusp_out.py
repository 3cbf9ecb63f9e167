from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..models.sign_name import SignName

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
