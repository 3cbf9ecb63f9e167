from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.planet_name import PlanetName
from ..models.year_lord_rule import YearLordRule
from ..types import UNSET, Unset

T = TypeVar("T", bound="YearLordOut")


@_attrs_define
class YearLordOut:
    """The lord of the year (varsheshwara).

    Attributes:
        candidates (list[PlanetName]): The office-holders aspecting the year's ascendant, in office order.
        planet (PlanetName):
        reading (str): What its lordship brings to the year.
        reason (str): Why it holds the year, in the reader's language.
        rule (YearLordRule): Why a graha holds the year's lordship.
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
    """

    candidates: list[PlanetName]
    planet: PlanetName
    reading: str
    reason: str
    rule: YearLordRule
    planet_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.value
            candidates.append(candidates_item)

        planet = self.planet.value

        reading = self.reading

        reason = self.reason

        rule = self.rule.value

        planet_name = self.planet_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "candidates": candidates,
                "planet": planet,
                "reading": reading,
                "reason": reason,
                "rule": rule,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = PlanetName(candidates_item_data)

            candidates.append(candidates_item)

        planet = PlanetName(d.pop("planet"))

        reading = d.pop("reading")

        reason = d.pop("reason")

        rule = YearLordRule(d.pop("rule"))

        planet_name = d.pop("planetName", UNSET)

        year_lord_out = cls(
            candidates=candidates,
            planet=planet,
            reading=reading,
            reason=reason,
            rule=rule,
            planet_name=planet_name,
        )

        year_lord_out.additional_properties = d
        return year_lord_out

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
