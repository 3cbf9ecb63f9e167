from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nakshatra_name import NakshatraName

T = TypeVar("T", bound="CalendarNakshatra")


@_attrs_define
class CalendarNakshatra:
    """The nakshatra at sunrise.

    Attributes:
        ends_at (str):
        label (str):
        name (NakshatraName):
    """

    ends_at: str
    label: str
    name: NakshatraName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ends_at = self.ends_at

        label = self.label

        name = self.name.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endsAt": ends_at,
                "label": label,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ends_at = d.pop("endsAt")

        label = d.pop("label")

        name = NakshatraName(d.pop("name"))

        calendar_nakshatra = cls(
            ends_at=ends_at,
            label=label,
            name=name,
        )

        calendar_nakshatra.additional_properties = d
        return calendar_nakshatra

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
