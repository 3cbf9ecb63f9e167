from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SizeDetails")


@_attrs_define
class SizeDetails:
    """`payload_too_large`: the largest body the route takes, in bytes.

    Attributes:
        limit (int):
    """

    limit: int

    def to_dict(self) -> dict[str, Any]:
        limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "limit": limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        limit = d.pop("limit")

        size_details = cls(
            limit=limit,
        )

        return size_details
