from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="AspectedHouseOut")


@_attrs_define
class AspectedHouseOut:
    """A house a graha aspects, as published.

    Attributes:
        distance (int): Counted from the aspecting graha's sign as the 1st.
        house (int):
        sign (SignName):
        type_ (str): `full` for the 7th, `special` for Mars' 4th/8th, Jupiter's 5th/9th, Saturn's 3rd/10th
            (and the nodes' 5th/9th).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    distance: int
    house: int
    sign: SignName
    type_: str
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        distance = self.distance

        house = self.house

        sign = self.sign.value

        type_ = self.type_

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "distance": distance,
                "house": house,
                "sign": sign,
                "type": type_,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        distance = d.pop("distance")

        house = d.pop("house")

        sign = SignName(d.pop("sign"))

        type_ = d.pop("type")

        sign_name = d.pop("signName", UNSET)

        aspected_house_out = cls(
            distance=distance,
            house=house,
            sign=sign,
            type_=type_,
            sign_name=sign_name,
        )

        aspected_house_out.additional_properties = d
        return aspected_house_out

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
