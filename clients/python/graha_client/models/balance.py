from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.consumer_plan_name import ConsumerPlanName
from ..models.developer_plan_name import DeveloperPlanName

if TYPE_CHECKING:
    from ..models.settings import Settings


T = TypeVar("T", bound="Balance")


@_attrs_define
class Balance:
    """The account's plan and balance (`GET /api-keys`, and with the keys `GET /v1/keys`).

    Attributes:
        consumer_plan (ConsumerPlanName): A consumer plan.
        credits_ (int): Credits left.
        credits_per_month (int | None): Credits granted each billing month (null for Trial: granted once).
        credits_refill_at (datetime.datetime | None): When a Starter or Growth balance refills next (null for a Trial
            account).
        developer_plan (DeveloperPlanName): A developer plan.
        max_keys (int): Live keys the plan allows.
        rate_limit_per_minute (int):
        settings (Settings): The settings of one calculation. Every field may be left out of a request (its default).
    """

    consumer_plan: ConsumerPlanName
    credits_: int
    credits_per_month: int | None
    credits_refill_at: datetime.datetime | None
    developer_plan: DeveloperPlanName
    max_keys: int
    rate_limit_per_minute: int
    settings: Settings
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        consumer_plan = self.consumer_plan.value

        credits_ = self.credits_

        credits_per_month: int | None
        credits_per_month = self.credits_per_month

        credits_refill_at: None | str
        if isinstance(self.credits_refill_at, datetime.datetime):
            credits_refill_at = self.credits_refill_at.isoformat()
        else:
            credits_refill_at = self.credits_refill_at

        developer_plan = self.developer_plan.value

        max_keys = self.max_keys

        rate_limit_per_minute = self.rate_limit_per_minute

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "consumerPlan": consumer_plan,
                "credits": credits_,
                "creditsPerMonth": credits_per_month,
                "creditsRefillAt": credits_refill_at,
                "developerPlan": developer_plan,
                "maxKeys": max_keys,
                "rateLimitPerMinute": rate_limit_per_minute,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.settings import Settings  # noqa: PLC0415

        d = dict(src_dict)
        consumer_plan = ConsumerPlanName(d.pop("consumerPlan"))

        credits_ = d.pop("credits")

        def _parse_credits_per_month(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        credits_per_month = _parse_credits_per_month(d.pop("creditsPerMonth"))

        def _parse_credits_refill_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                credits_refill_at_type_0 = datetime.datetime.fromisoformat(data)

                return credits_refill_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        credits_refill_at = _parse_credits_refill_at(d.pop("creditsRefillAt"))

        developer_plan = DeveloperPlanName(d.pop("developerPlan"))

        max_keys = d.pop("maxKeys")

        rate_limit_per_minute = d.pop("rateLimitPerMinute")

        settings = Settings.from_dict(d.pop("settings"))

        balance = cls(
            consumer_plan=consumer_plan,
            credits_=credits_,
            credits_per_month=credits_per_month,
            credits_refill_at=credits_refill_at,
            developer_plan=developer_plan,
            max_keys=max_keys,
            rate_limit_per_minute=rate_limit_per_minute,
            settings=settings,
        )

        balance.additional_properties = d
        return balance

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
