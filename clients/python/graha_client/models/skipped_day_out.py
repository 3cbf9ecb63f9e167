from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.polar import Polar

T = TypeVar("T", bound="SkippedDayOut")


@_attrs_define
class SkippedDayOut:
    """A date left out of the search.

    Attributes:
        date (str): `YYYY-MM-DD`, civil date at the place.
        reason (Polar): What a day lacks.
        text (str): In the reply's language.
    """

    date: str
    reason: Polar
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date

        reason = self.reason.value

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "reason": reason,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = d.pop("date")

        reason = Polar(d.pop("reason"))

        text = d.pop("text")

        skipped_day_out = cls(
            date=date,
            reason=reason,
            text=text,
        )

        skipped_day_out.additional_properties = d
        return skipped_day_out

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
