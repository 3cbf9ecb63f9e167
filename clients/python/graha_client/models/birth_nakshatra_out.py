from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName
from ..models.planet_name import PlanetName
from ..types import UNSET, Unset

T = TypeVar("T", bound="BirthNakshatraOut")


@_attrs_define
class BirthNakshatraOut:
    """The Moon's nakshatra at birth, whose lord opens the sequence.

    Attributes:
        lord (PlanetName):
        name (NakshatraName):
        pada (int):
        traversed (float): Fraction of the nakshatra the Moon had traversed at birth, 0–1.
        lord_name (str | Unset): `lord` as the reader of the request's `locale` reads it (English for `en`); present
            when `lord` is a name (GET /v1/glossary lists them).
    """

    lord: PlanetName
    name: NakshatraName
    pada: int
    traversed: float
    lord_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lord = self.lord.value

        name = self.name.value

        pada = self.pada

        traversed = self.traversed

        lord_name = self.lord_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lord": lord,
                "name": name,
                "pada": pada,
                "traversed": traversed,
            }
        )
        if lord_name is not UNSET:
            field_dict["lordName"] = lord_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lord = PlanetName(d.pop("lord"))

        name = NakshatraName(d.pop("name"))

        pada = d.pop("pada")

        traversed = d.pop("traversed")

        lord_name = d.pop("lordName", UNSET)

        birth_nakshatra_out = cls(
            lord=lord,
            name=name,
            pada=pada,
            traversed=traversed,
            lord_name=lord_name,
        )

        birth_nakshatra_out.additional_properties = d
        return birth_nakshatra_out

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
