from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ElementFigures")


@_attrs_define
class ElementFigures:
    """Per-element figures of the balance.

    Attributes:
        air (float):
        earth (float):
        fire (float):
        water (float):
    """

    air: float
    earth: float
    fire: float
    water: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        air = self.air

        earth = self.earth

        fire = self.fire

        water = self.water

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "air": air,
                "earth": earth,
                "fire": fire,
                "water": water,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        air = d.pop("air")

        earth = d.pop("earth")

        fire = d.pop("fire")

        water = d.pop("water")

        element_figures = cls(
            air=air,
            earth=earth,
            fire=fire,
            water=water,
        )

        element_figures.additional_properties = d
        return element_figures

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
