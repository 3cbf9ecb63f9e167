from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KootaOut")


@_attrs_define
class KootaOut:
    """One koota (`{ name, maxPoints, obtainedPoints, description }`).

    Attributes:
        bride_value (str): The bride's and groom's factor (English): varna, vashya class, tara (counted from that
            partner's nakshatra to the other's), yoni animal, Moon-sign lord, gana, Moon sign, nadi.
        description (str): What the koota measures and why it scored so, in the request's locale.
        groom_value (str):
        label (str): The koota's name in the request's locale.
        max_points (float):
        name (str):
        obtained_points (float):
    """

    bride_value: str
    description: str
    groom_value: str
    label: str
    max_points: float
    name: str
    obtained_points: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bride_value = self.bride_value

        description = self.description

        groom_value = self.groom_value

        label = self.label

        max_points = self.max_points

        name = self.name

        obtained_points = self.obtained_points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "brideValue": bride_value,
                "description": description,
                "groomValue": groom_value,
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
        bride_value = d.pop("brideValue")

        description = d.pop("description")

        groom_value = d.pop("groomValue")

        label = d.pop("label")

        max_points = d.pop("maxPoints")

        name = d.pop("name")

        obtained_points = d.pop("obtainedPoints")

        koota_out = cls(
            bride_value=bride_value,
            description=description,
            groom_value=groom_value,
            label=label,
            max_points=max_points,
            name=name,
            obtained_points=obtained_points,
        )

        koota_out.additional_properties = d
        return koota_out

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
