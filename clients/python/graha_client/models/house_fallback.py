from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.house_system import HouseSystem

T = TypeVar("T", bound="HouseFallback")


@_attrs_define
class HouseFallback:
    """A house system asked for but undefined at the place, and the one used instead.

    Attributes:
        requested (HouseSystem): How the bhavas (houses) are divided.
        used (HouseSystem): How the bhavas (houses) are divided.
    """

    requested: HouseSystem
    used: HouseSystem
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        requested = self.requested.value

        used = self.used.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "requested": requested,
                "used": used,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        requested = HouseSystem(d.pop("requested"))

        used = HouseSystem(d.pop("used"))

        house_fallback = cls(
            requested=requested,
            used=used,
        )

        house_fallback.additional_properties = d
        return house_fallback

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
