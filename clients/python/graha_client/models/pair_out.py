from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PairOut")


@_attrs_define
class PairOut:
    """Two grahas of a conjunction.

    Attributes:
        orb (float): Separation in longitude, degrees.
        planets (list[str]):
        reading (str):
    """

    orb: float
    planets: list[str]
    reading: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        orb = self.orb

        planets = self.planets

        reading = self.reading

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "orb": orb,
                "planets": planets,
                "reading": reading,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        orb = d.pop("orb")

        planets = cast(list[str], d.pop("planets"))

        reading = d.pop("reading")

        pair_out = cls(
            orb=orb,
            planets=planets,
            reading=reading,
        )

        pair_out.additional_properties = d
        return pair_out

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
