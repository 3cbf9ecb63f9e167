from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProminentYogaOut")


@_attrs_define
class ProminentYogaOut:
    """
    Attributes:
        category (str):
        display_name (str):
        key (str):
        name (str):
        strength (str):
    """

    category: str
    display_name: str
    key: str
    name: str
    strength: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        display_name = self.display_name

        key = self.key

        name = self.name

        strength = self.strength

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "category": category,
                "displayName": display_name,
                "key": key,
                "name": name,
                "strength": strength,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category")

        display_name = d.pop("displayName")

        key = d.pop("key")

        name = d.pop("name")

        strength = d.pop("strength")

        prominent_yoga_out = cls(
            category=category,
            display_name=display_name,
            key=key,
            name=name,
            strength=strength,
        )

        prominent_yoga_out.additional_properties = d
        return prominent_yoga_out

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
