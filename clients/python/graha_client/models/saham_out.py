from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="SahamOut")


@_attrs_define
class SahamOut:
    """A saham (sensitive point) of the annual chart.

    Attributes:
        degree (float):
        house (int): Its house in the annual chart.
        longitude (float):
        meaning (str): What it signifies.
        name (str): Its key (`punya`, `vidya`, …).
        night (bool): Formed by the night formula (the year begins by night).
        sign (SignName):
        title (str): Its name in the reader's language.
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    degree: float
    house: int
    longitude: float
    meaning: str
    name: str
    night: bool
    sign: SignName
    title: str
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        degree = self.degree

        house = self.house

        longitude = self.longitude

        meaning = self.meaning

        name = self.name

        night = self.night

        sign = self.sign.value

        title = self.title

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "degree": degree,
                "house": house,
                "longitude": longitude,
                "meaning": meaning,
                "name": name,
                "night": night,
                "sign": sign,
                "title": title,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        degree = d.pop("degree")

        house = d.pop("house")

        longitude = d.pop("longitude")

        meaning = d.pop("meaning")

        name = d.pop("name")

        night = d.pop("night")

        sign = SignName(d.pop("sign"))

        title = d.pop("title")

        sign_name = d.pop("signName", UNSET)

        saham_out = cls(
            degree=degree,
            house=house,
            longitude=longitude,
            meaning=meaning,
            name=name,
            night=night,
            sign=sign,
            title=title,
            sign_name=sign_name,
        )

        saham_out.additional_properties = d
        return saham_out

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
