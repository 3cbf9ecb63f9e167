from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.sign_name import SignName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlacementOut")


@_attrs_define
class PlacementOut:
    """A graha as the picture shows it.

    Attributes:
        house (int): House from the chart's ascendant, 1–12: whole-sign, or in a bhava chart the house of
            the chosen house system.
        is_retrograde (bool):
        planet (PlanetName):
        sign (SignName):
        degree (float | None | Unset): Degrees within the sign (rasi chart only).
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        sign_name (str | Unset): `sign` as the reader of the request's `locale` reads it (English for `en`); present
            when `sign` is a name (GET /v1/glossary lists them).
    """

    house: int
    is_retrograde: bool
    planet: PlanetName
    sign: SignName
    degree: float | None | Unset = UNSET
    planet_name: str | Unset = UNSET
    sign_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        house = self.house

        is_retrograde = self.is_retrograde

        planet = self.planet.value

        sign = self.sign.value

        degree: float | None | Unset
        if isinstance(self.degree, Unset):
            degree = UNSET
        else:
            degree = self.degree

        planet_name = self.planet_name

        sign_name = self.sign_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "house": house,
                "isRetrograde": is_retrograde,
                "planet": planet,
                "sign": sign,
            }
        )
        if degree is not UNSET:
            field_dict["degree"] = degree
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if sign_name is not UNSET:
            field_dict["signName"] = sign_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        house = d.pop("house")

        is_retrograde = d.pop("isRetrograde")

        planet = PlanetName(d.pop("planet"))

        sign = SignName(d.pop("sign"))

        def _parse_degree(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        degree = _parse_degree(d.pop("degree", UNSET))

        planet_name = d.pop("planetName", UNSET)

        sign_name = d.pop("signName", UNSET)

        placement_out = cls(
            house=house,
            is_retrograde=is_retrograde,
            planet=planet,
            sign=sign,
            degree=degree,
            planet_name=planet_name,
            sign_name=sign_name,
        )

        placement_out.additional_properties = d
        return placement_out

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
