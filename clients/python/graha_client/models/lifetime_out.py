from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.phase_out import PhaseOut


T = TypeVar("T", bound="LifetimeOut")


@_attrs_define
class LifetimeOut:
    """One Sade Sati of a life.

    Attributes:
        age_at_end (float):
        age_at_start (float): Age in years at the start and end (negative: it began before birth).
        end_date (str):
        is_current (bool):
        phases (list[PhaseOut]):
        start_date (str):
    """

    age_at_end: float
    age_at_start: float
    end_date: str
    is_current: bool
    phases: list[PhaseOut]
    start_date: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        age_at_end = self.age_at_end

        age_at_start = self.age_at_start

        end_date = self.end_date

        is_current = self.is_current

        phases = []
        for phases_item_data in self.phases:
            phases_item = phases_item_data.to_dict()
            phases.append(phases_item)

        start_date = self.start_date

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ageAtEnd": age_at_end,
                "ageAtStart": age_at_start,
                "endDate": end_date,
                "isCurrent": is_current,
                "phases": phases,
                "startDate": start_date,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.phase_out import PhaseOut  # noqa: PLC0415

        d = dict(src_dict)
        age_at_end = d.pop("ageAtEnd")

        age_at_start = d.pop("ageAtStart")

        end_date = d.pop("endDate")

        is_current = d.pop("isCurrent")

        phases = []
        _phases = d.pop("phases")
        for phases_item_data in _phases:
            phases_item = PhaseOut.from_dict(phases_item_data)

            phases.append(phases_item)

        start_date = d.pop("startDate")

        lifetime_out = cls(
            age_at_end=age_at_end,
            age_at_start=age_at_start,
            end_date=end_date,
            is_current=is_current,
            phases=phases,
            start_date=start_date,
        )

        lifetime_out.additional_properties = d
        return lifetime_out

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
