from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="UsageItem")


@_attrs_define
class UsageItem:
    """One day's or one endpoint's usage.

    Attributes:
        calls (int): Charged calls.
        credits_ (int): Credits those calls cost.
        day (datetime.date | None | Unset): The UTC day (with `groupBy=day`).
        endpoint (None | str | Unset): The endpoint's path, e.g. `/v1/birth-chart` (with `groupBy=endpoint`).
    """

    calls: int
    credits_: int
    day: datetime.date | None | Unset = UNSET
    endpoint: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calls = self.calls

        credits_ = self.credits_

        day: None | str | Unset
        if isinstance(self.day, Unset):
            day = UNSET
        elif isinstance(self.day, datetime.date):
            day = self.day.isoformat()
        else:
            day = self.day

        endpoint: None | str | Unset
        if isinstance(self.endpoint, Unset):
            endpoint = UNSET
        else:
            endpoint = self.endpoint

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "calls": calls,
                "credits": credits_,
            }
        )
        if day is not UNSET:
            field_dict["day"] = day
        if endpoint is not UNSET:
            field_dict["endpoint"] = endpoint

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        calls = d.pop("calls")

        credits_ = d.pop("credits")

        def _parse_day(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                day_type_0 = datetime.date.fromisoformat(data)

                return day_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        day = _parse_day(d.pop("day", UNSET))

        def _parse_endpoint(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        endpoint = _parse_endpoint(d.pop("endpoint", UNSET))

        usage_item = cls(
            calls=calls,
            credits_=credits_,
            day=day,
            endpoint=endpoint,
        )

        usage_item.additional_properties = d
        return usage_item

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
