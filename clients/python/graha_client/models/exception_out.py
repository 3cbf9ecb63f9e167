from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ExceptionOut")


@_attrs_define
class ExceptionOut:
    """A cancelled dosha whose koota counts in the score after cancellations.

    Attributes:
        description (str):
        koota (str):
        restored_points (float):
        rules (list[str]):
    """

    description: str
    koota: str
    restored_points: float
    rules: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        koota = self.koota

        restored_points = self.restored_points

        rules = self.rules

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "koota": koota,
                "restoredPoints": restored_points,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        koota = d.pop("koota")

        restored_points = d.pop("restoredPoints")

        rules = cast(list[str], d.pop("rules"))

        exception_out = cls(
            description=description,
            koota=koota,
            restored_points=restored_points,
            rules=rules,
        )

        exception_out.additional_properties = d
        return exception_out

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
