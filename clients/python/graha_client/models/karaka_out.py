from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="KarakaOut")


@_attrs_define
class KarakaOut:
    """A graha holding a chara karaka.

    Attributes:
        degree (float): The graha's degree within its sign, 0 ≤ d < 30.
        karaka (str):
        planet (PlanetName):
        counted_degree (float | None | Unset): Rahu only (eight scheme): 30 − its degree, what it is ranked by.
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    degree: float
    karaka: str
    planet: PlanetName
    counted_degree: float | None | Unset = UNSET
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        degree = self.degree

        karaka = self.karaka

        planet = self.planet.value

        counted_degree: float | None | Unset
        if isinstance(self.counted_degree, Unset):
            counted_degree = UNSET
        else:
            counted_degree = self.counted_degree

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "degree": degree,
                "karaka": karaka,
                "planet": planet,
            }
        )
        if counted_degree is not UNSET:
            field_dict["countedDegree"] = counted_degree
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        degree = d.pop("degree")

        karaka = d.pop("karaka")

        planet = PlanetName(d.pop("planet"))

        def _parse_counted_degree(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        counted_degree = _parse_counted_degree(d.pop("countedDegree", UNSET))

        planet_name = d.pop("planetName", UNSET)

        karaka_out = cls(
            degree=degree,
            karaka=karaka,
            planet=planet,
            counted_degree=counted_degree,
            planet_name=planet_name,
        )

        karaka_out.additional_properties = d
        return karaka_out

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
