from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreditsDetails")


@_attrs_define
class CreditsDetails:
    """`insufficient_credits`: what the call costs and what the balance holds.

    Attributes:
        available (int):
        required (int):
    """

    available: int
    required: int

    def to_dict(self) -> dict[str, Any]:
        available = self.available

        required = self.required

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "available": available,
                "required": required,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        available = d.pop("available")

        required = d.pop("required")

        credits_details = cls(
            available=available,
            required=required,
        )

        return credits_details
