from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.porutham import Porutham

T = TypeVar("T", bound="PoruthamOut")


@_attrs_define
class PoruthamOut:
    """One porutham (`{ name, compatible, description }`).

    Attributes:
        compatible (bool): Whether it agrees (fully or middling; a middling agreement says so in `description`).
        description (str): What the porutham weighs and why it agrees or not, in the request's locale.
        label (str): The porutham's name in the request's locale.
        name (Porutham): The ten poruthams in the customary order.
    """

    compatible: bool
    description: str
    label: str
    name: Porutham
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        compatible = self.compatible

        description = self.description

        label = self.label

        name = self.name.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "compatible": compatible,
                "description": description,
                "label": label,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        compatible = d.pop("compatible")

        description = d.pop("description")

        label = d.pop("label")

        name = Porutham(d.pop("name"))

        porutham_out = cls(
            compatible=compatible,
            description=description,
            label=label,
            name=name,
        )

        porutham_out.additional_properties = d
        return porutham_out

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
