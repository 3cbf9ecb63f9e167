from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.required_plan import RequiredPlan

T = TypeVar("T", bound="PlanDetails")


@_attrs_define
class PlanDetails:
    """`plan_upgrade_required`: the plan the endpoint needs.

    Attributes:
        required_plan (RequiredPlan): A consumer plan an endpoint needs.
    """

    required_plan: RequiredPlan

    def to_dict(self) -> dict[str, Any]:
        required_plan = self.required_plan.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "requiredPlan": required_plan,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        required_plan = RequiredPlan(d.pop("requiredPlan"))

        plan_details = cls(
            required_plan=required_plan,
        )

        return plan_details
