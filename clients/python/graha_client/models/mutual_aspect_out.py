from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MutualAspectOut")


@_attrs_define
class MutualAspectOut:
    """Two grahas aspecting each other.

    Attributes:
        distances (list[int]): The aspect each casts on the other, counted from its own sign.
        planets (list[str]):
        reading (str):
    """

    distances: list[int]
    planets: list[str]
    reading: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        distances = self.distances

        planets = self.planets

        reading = self.reading

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "distances": distances,
                "planets": planets,
                "reading": reading,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        distances = cast(list[int], d.pop("distances"))

        planets = cast(list[str], d.pop("planets"))

        reading = d.pop("reading")

        mutual_aspect_out = cls(
            distances=distances,
            planets=planets,
            reading=reading,
        )

        mutual_aspect_out.additional_properties = d
        return mutual_aspect_out

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
