from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="HouseOut")


@_attrs_define
class HouseOut:
    """A house (with its lord): the whole-sign house, or under another house system the
    bhava, told by its cusp (`sign` and `degree` are the cusp's, `lord` its sign's lord).

        Attributes:
            degree (float):
            house (int):
            lord (PlanetName):
            sign (SignName):
            longitude (float | None | Unset): The bhava's cusp, where it begins (for `sripati`, the sandhi), longitude 0 ≤ l
                < 360;
                absent under `whole-sign`.
            lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
                when `lord` is a name (GET /v1/glossary lists them).
            mid_longitude (float | None | Unset): The bhava's middle (bhava madhya; for `sripati` the Porphyry cusp, so
                house 1's is the
                ascendant), longitude 0 ≤ l < 360; absent under `whole-sign`.
            sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
                when `sign` is a name (GET /v1/glossary lists them).
    """

    degree: float
    house: int
    lord: PlanetName
    sign: SignName
    longitude: float | None | Unset = UNSET
    lord_name: str | Unset = UNSET
    mid_longitude: float | None | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        degree = self.degree

        house = self.house

        lord = self.lord.value

        sign = self.sign.value

        longitude: float | None | Unset
        if isinstance(self.longitude, Unset):
            longitude = UNSET
        else:
            longitude = self.longitude

        lord_name = self.lord_name

        mid_longitude: float | None | Unset
        if isinstance(self.mid_longitude, Unset):
            mid_longitude = UNSET
        else:
            mid_longitude = self.mid_longitude

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "degree": degree,
                "house": house,
                "lord": lord,
                "sign": sign,
            }
        )
        if longitude is not UNSET:
            field_dict["longitude"] = longitude
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name
        if mid_longitude is not UNSET:
            field_dict["midLongitude"] = mid_longitude
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        degree = d.pop("degree")

        house = d.pop("house")

        lord = PlanetName(d.pop("lord"))

        sign = SignName(d.pop("sign"))

        def _parse_longitude(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        longitude = _parse_longitude(d.pop("longitude", UNSET))

        lord_name = d.pop("lordName", UNSET)

        def _parse_mid_longitude(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mid_longitude = _parse_mid_longitude(d.pop("midLongitude", UNSET))

        sign_name = d.pop("signName", UNSET)

        house_out = cls(
            degree=degree,
            house=house,
            lord=lord,
            sign=sign,
            longitude=longitude,
            lord_name=lord_name,
            mid_longitude=mid_longitude,
            sign_name=sign_name,
        )

        house_out.additional_properties = d
        return house_out

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
