from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.porutham import Porutham

T = TypeVar("T", bound="DashakootKootaOut")


@_attrs_define
class DashakootKootaOut:
    """One Dashakoot koota.

    Attributes:
        description (str):
        label (str): The koota's name in the request's locale.
        max_points (float):
        name (Porutham): The ten poruthams in the customary order.
        obtained_points (float): 1 (uttama), 0.5 (madhyama) or 0 (adhama).
    """

    description: str
    label: str
    max_points: float
    name: Porutham
    obtained_points: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        label = self.label

        max_points = self.max_points

        name = self.name.value

        obtained_points = self.obtained_points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "label": label,
                "maxPoints": max_points,
                "name": name,
                "obtainedPoints": obtained_points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        label = d.pop("label")

        max_points = d.pop("maxPoints")

        name = Porutham(d.pop("name"))

        obtained_points = d.pop("obtainedPoints")

        dashakoot_koota_out = cls(
            description=description,
            label=label,
            max_points=max_points,
            name=name,
            obtained_points=obtained_points,
        )

        dashakoot_koota_out.additional_properties = d
        return dashakoot_koota_out

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
