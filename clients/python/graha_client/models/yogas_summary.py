from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="YogasSummary")


@_attrs_define
class YogasSummary:
    """Counts over the present yogas.

    Attributes:
        auspicious (int):
        checked (int):
        inauspicious (int):
        mixed (int):
        present (int):
    """

    auspicious: int
    checked: int
    inauspicious: int
    mixed: int
    present: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        auspicious = self.auspicious

        checked = self.checked

        inauspicious = self.inauspicious

        mixed = self.mixed

        present = self.present

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "auspicious": auspicious,
                "checked": checked,
                "inauspicious": inauspicious,
                "mixed": mixed,
                "present": present,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auspicious = d.pop("auspicious")

        checked = d.pop("checked")

        inauspicious = d.pop("inauspicious")

        mixed = d.pop("mixed")

        present = d.pop("present")

        yogas_summary = cls(
            auspicious=auspicious,
            checked=checked,
            inauspicious=inauspicious,
            mixed=mixed,
            present=present,
        )

        yogas_summary.additional_properties = d
        return yogas_summary

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
