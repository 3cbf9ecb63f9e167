from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.group_by import GroupBy

if TYPE_CHECKING:
    from ..models.usage_item import UsageItem


T = TypeVar("T", bound="Usage")


@_attrs_define
class Usage:
    """The reply of `GET /v1/usage`.

    Attributes:
        from_ (datetime.date): First day of the range (UTC), inclusive.
        group_by (GroupBy): How the items are grouped.
        items (list[UsageItem]):
        test_calls (int): Calls made with test keys in the range: answered, charged nothing, not in `items`.
        to (datetime.date): Last day of the range (UTC), inclusive.
        total_calls (int): Charged calls in the whole range.
        total_credits (int): Credits spent in the whole range.
    """

    from_: datetime.date
    group_by: GroupBy
    items: list[UsageItem]
    test_calls: int
    to: datetime.date
    total_calls: int
    total_credits: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.isoformat()

        group_by = self.group_by.value

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        test_calls = self.test_calls

        to = self.to.isoformat()

        total_calls = self.total_calls

        total_credits = self.total_credits

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "groupBy": group_by,
                "items": items,
                "testCalls": test_calls,
                "to": to,
                "totalCalls": total_calls,
                "totalCredits": total_credits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.usage_item import UsageItem  # noqa: PLC0415

        d = dict(src_dict)
        from_ = datetime.date.fromisoformat(d.pop("from"))

        group_by = GroupBy(d.pop("groupBy"))

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = UsageItem.from_dict(items_item_data)

            items.append(items_item)

        test_calls = d.pop("testCalls")

        to = datetime.date.fromisoformat(d.pop("to"))

        total_calls = d.pop("totalCalls")

        total_credits = d.pop("totalCredits")

        usage = cls(
            from_=from_,
            group_by=group_by,
            items=items,
            test_calls=test_calls,
            to=to,
            total_calls=total_calls,
            total_credits=total_credits,
        )

        usage.additional_properties = d
        return usage

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
