from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RetryDetails")


@_attrs_define
class RetryDetails:
    """A limit reached: seconds to wait and the limit itself.

    Attributes:
        limit (int):
        retry_after (int):
    """

    limit: int
    retry_after: int

    def to_dict(self) -> dict[str, Any]:
        limit = self.limit

        retry_after = self.retry_after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "limit": limit,
                "retryAfter": retry_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        limit = d.pop("limit")

        retry_after = d.pop("retryAfter")

        retry_details = cls(
            limit=limit,
            retry_after=retry_after,
        )

        return retry_details
