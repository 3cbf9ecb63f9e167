from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sign_name import SignName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.av_house_out_bhinna import AvHouseOutBhinna


T = TypeVar("T", bound="AvHouseOut")


@_attrs_define
class AvHouseOut:
    """One whole-sign house in the ashtakavarga.

    Attributes:
        bhinna (AvHouseOutBhinna): Each contributor's bindus in this sign (Sun … Saturn, Ascendant).
        description (str):
        house (int):
        rating (str): `strong` (≥ 28), `average` (25–27) or `weak` (≤ 24).
        sarva (int): Sarva bindus of the sign.
        sign (SignName):
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    bhinna: AvHouseOutBhinna
    description: str
    house: int
    rating: str
    sarva: int
    sign: SignName
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bhinna = self.bhinna.to_dict()

        description = self.description

        house = self.house

        rating = self.rating

        sarva = self.sarva

        sign = self.sign.value

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bhinna": bhinna,
                "description": description,
                "house": house,
                "rating": rating,
                "sarva": sarva,
                "sign": sign,
            }
        )
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.av_house_out_bhinna import AvHouseOutBhinna  # noqa: PLC0415

        d = dict(src_dict)
        bhinna = AvHouseOutBhinna.from_dict(d.pop("bhinna"))

        description = d.pop("description")

        house = d.pop("house")

        rating = d.pop("rating")

        sarva = d.pop("sarva")

        sign = SignName(d.pop("sign"))

        sign_name = d.pop("signName", UNSET)

        av_house_out = cls(
            bhinna=bhinna,
            description=description,
            house=house,
            rating=rating,
            sarva=sarva,
            sign=sign,
            sign_name=sign_name,
        )

        av_house_out.additional_properties = d
        return av_house_out

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
