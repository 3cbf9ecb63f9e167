from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.sign_name import SignName

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
    """

    chandra_bala: bool
    house_from_moon: int
    nakshatra: NakshatraName
    sign: SignName
    tara: str
    tara_is_good: bool
    tara_number: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chandra_bala = self.chandra_bala

        house_from_moon = self.house_from_moon

        nakshatra = self.nakshatra.value

        sign = self.sign.value

        tara = self.tara

        tara_is_good = self.tara_is_good

        tara_number = self.tara_number

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

        moon_day_out = cls(
            chandra_bala=chandra_bala,
            house_from_moon=house_from_moon,
            nakshatra=nakshatra,
            sign=sign,
            tara=tara,
            tara_is_good=tara_is_good,
            tara_number=tara_number,
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
