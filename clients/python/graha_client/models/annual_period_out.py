from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.annual_sub_period_out import AnnualSubPeriodOut


T = TypeVar("T", bound="AnnualPeriodOut")


@_attrs_define
class AnnualPeriodOut:
    """A period of an annual dasha.

    Attributes:
        days (float): Days.
        end (str):
        planet (str): The graha, or `Ascendant` (a patyayini period). Example: Jupiter.
        start (str): RFC 3339 in the birth zone, to the second.
        sub_periods (list[AnnualSubPeriodOut]):
        planet_name (str | Unset): `planet` as the reader of the request's `locale` reads it (English for `en`); present
            when `planet` is a name (GET /v1/glossary lists them).
        reading (None | str | Unset): What the period favours and what to watch (mudda periods).
    """

    days: float
    end: str
    planet: str
    start: str
    sub_periods: list[AnnualSubPeriodOut]
    planet_name: str | Unset = UNSET
    reading: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        days = self.days

        end = self.end

        planet = self.planet

        start = self.start

        sub_periods = []
        for sub_periods_item_data in self.sub_periods:
            sub_periods_item = sub_periods_item_data.to_dict()
            sub_periods.append(sub_periods_item)

        planet_name = self.planet_name

        reading: None | str | Unset
        if isinstance(self.reading, Unset):
            reading = UNSET
        else:
            reading = self.reading

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "days": days,
                "end": end,
                "planet": planet,
                "start": start,
                "subPeriods": sub_periods,
            }
        )
        if planet_name is not UNSET:
            field_dict["planetName"] = planet_name
        if reading is not UNSET:
            field_dict["reading"] = reading

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.annual_sub_period_out import AnnualSubPeriodOut  # noqa: PLC0415

        d = dict(src_dict)
        days = d.pop("days")

        end = d.pop("end")

        planet = d.pop("planet")

        start = d.pop("start")

        sub_periods = []
        _sub_periods = d.pop("subPeriods")
        for sub_periods_item_data in _sub_periods:
            sub_periods_item = AnnualSubPeriodOut.from_dict(sub_periods_item_data)

            sub_periods.append(sub_periods_item)

        planet_name = d.pop("planetName", UNSET)

        def _parse_reading(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reading = _parse_reading(d.pop("reading", UNSET))

        annual_period_out = cls(
            days=days,
            end=end,
            planet=planet,
            start=start,
            sub_periods=sub_periods,
            planet_name=planet_name,
            reading=reading,
        )

        annual_period_out.additional_properties = d
        return annual_period_out

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
