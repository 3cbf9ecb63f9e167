from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlanetNatureOut")


@_attrs_define
class PlanetNatureOut:
    """A planet's functional nature as published.

    Attributes:
        houses_ruled (list[int]): Houses the planet rules, counted from the ascendant (empty for Rahu and Ketu).
        is_badhaka (bool):
        is_maraka (bool):
        is_yogakaraka (bool):
        nature (str): `benefic`, `malefic` or `neutral`.
        planet (PlanetName):
        reason (str): Why, in the reply's language: one sentence per lordship rule applied.
        score (float): The lordship score (BPHS ch. 34 weights; see `astro::functional`).
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    houses_ruled: list[int]
    is_badhaka: bool
    is_maraka: bool
    is_yogakaraka: bool
    nature: str
    planet: PlanetName
    reason: str
    score: float
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        houses_ruled = self.houses_ruled

        is_badhaka = self.is_badhaka

        is_maraka = self.is_maraka

        is_yogakaraka = self.is_yogakaraka

        nature = self.nature

        planet = self.planet.value

        reason = self.reason

        score = self.score

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "housesRuled": houses_ruled,
                "isBadhaka": is_badhaka,
                "isMaraka": is_maraka,
                "isYogakaraka": is_yogakaraka,
                "nature": nature,
                "planet": planet,
                "reason": reason,
                "score": score,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        houses_ruled = cast(list[int], d.pop("housesRuled"))

        is_badhaka = d.pop("isBadhaka")

        is_maraka = d.pop("isMaraka")

        is_yogakaraka = d.pop("isYogakaraka")

        nature = d.pop("nature")

        planet = PlanetName(d.pop("planet"))

        reason = d.pop("reason")

        score = d.pop("score")

        planet_name = d.pop("planetName", UNSET)

        planet_nature_out = cls(
            houses_ruled=houses_ruled,
            is_badhaka=is_badhaka,
            is_maraka=is_maraka,
            is_yogakaraka=is_yogakaraka,
            nature=nature,
            planet=planet,
            reason=reason,
            score=score,
            planet_name=planet_name,
        )

        planet_nature_out.additional_properties = d
        return planet_nature_out

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
