from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LockoutDetails")


@_attrs_define
class LockoutDetails:
    """`too_many_failed_authentications`: seconds to wait.

    Attributes:
        retry_after (int):
    """

    retry_after: int

    def to_dict(self) -> dict[str, Any]:
        retry_after = self.retry_after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "retryAfter": retry_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        retry_after = d.pop("retryAfter")

        lockout_details = cls(
            retry_after=retry_after,
        )

        return lockout_details
