from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="KeyLimitDetails")


@_attrs_define
class KeyLimitDetails:
    """`key_limit_reached`: the live keys the plan allows.

    Attributes:
        max_keys (int):
    """

    max_keys: int

    def to_dict(self) -> dict[str, Any]:
        max_keys = self.max_keys

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "maxKeys": max_keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_keys = d.pop("maxKeys")

        key_limit_details = cls(
            max_keys=max_keys,
        )

        return key_limit_details
