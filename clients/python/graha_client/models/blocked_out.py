from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BlockedOut")


@_attrs_define
class BlockedOut:
    """A hard rule that refused part of the range.

    Attributes:
        rule (str):
        share (float): The share of the range it refused, 0–1.
        source (str):
        text (str): In the reply's language.
    """

    rule: str
    share: float
    source: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        share = self.share

        source = self.source

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rule": rule,
                "share": share,
                "source": source,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule = d.pop("rule")

        share = d.pop("share")

        source = d.pop("source")

        text = d.pop("text")

        blocked_out = cls(
            rule=rule,
            share=share,
            source=source,
            text=text,
        )

        blocked_out.additional_properties = d
        return blocked_out

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
