from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.calendar import Calendar
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.calendar_day_out import CalendarDayOut
    from ..models.location_out import LocationOut


T = TypeVar("T", bound="CalendarOut")


@_attrs_define
class CalendarOut:
    """`POST /v1/calendar`.

    Attributes:
        calendar (Calendar): Calendar of a rashifal's bounds: Gregorian (`ad`) or Bikram Sambat (`bs`).
        days (list[CalendarDayOut]):
        location (LocationOut):
        month (int): 1–12, of `calendar`.
        year (int):
        ics (None | str | Unset): The month as an RFC 5545 calendar, with `format: ics` (the API answers it as
            `text/calendar`).
    """

    calendar: Calendar
    days: list[CalendarDayOut]
    location: LocationOut
    month: int
    year: int
    ics: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calendar = self.calendar.value

        days = []
        for days_item_data in self.days:
            days_item = days_item_data.to_dict()
            days.append(days_item)

        location = self.location.to_dict()

        month = self.month

        year = self.year

        ics: None | str | Unset
        if isinstance(self.ics, Unset):
            ics = UNSET
        else:
            ics = self.ics

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "calendar": calendar,
                "days": days,
                "location": location,
                "month": month,
                "year": year,
            }
        )
        if ics is not UNSET:
            field_dict["ics"] = ics

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_day_out import CalendarDayOut  # noqa: PLC0415
        from ..models.location_out import LocationOut  # noqa: PLC0415

        d = dict(src_dict)
        calendar = Calendar(d.pop("calendar"))

        days = []
        _days = d.pop("days")
        for days_item_data in _days:
            days_item = CalendarDayOut.from_dict(days_item_data)

            days.append(days_item)

        location = LocationOut.from_dict(d.pop("location"))

        month = d.pop("month")

        year = d.pop("year")

        def _parse_ics(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ics = _parse_ics(d.pop("ics", UNSET))

        calendar_out = cls(
            calendar=calendar,
            days=days,
            location=location,
            month=month,
            year=year,
            ics=ics,
        )

        calendar_out.additional_properties = d
        return calendar_out

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
