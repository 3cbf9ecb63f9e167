from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.gender import Gender
from ..types import UNSET, Unset

T = TypeVar("T", bound="Birth")


@_attrs_define
class Birth:
    """A birth given with a calculation instead of a stored profile: checked as a profile is, not
    stored. Name, gender and place name may be left out.

        Attributes:
            date (datetime.date): YYYY-MM-DD, 1800-01-01 to 2200-12-31.
            latitude (float): Degrees, north positive.
            longitude (float): Degrees, east positive.
            time (str): HH:MM or HH:MM:SS, 24-hour, local time at the birth place; a time a DST change skipped
                there is refused.
            timezone (str): An IANA time zone name, such as Asia/Kathmandu; GET /v1/timezones lists the names accepted.
            gender (Gender | None | Unset):
            location (None | str | Unset): The birth place as the person names it, 1–200 characters after trimming, no
                control
                characters.
            name (None | str | Unset): The person's name, 1–100 characters after trimming, no control characters (printed on
                reports).
    """

    date: datetime.date
    latitude: float
    longitude: float
    time: str
    timezone: str
    gender: Gender | None | Unset = UNSET
    location: None | str | Unset = UNSET
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        latitude = self.latitude

        longitude = self.longitude

        time = self.time

        timezone = self.timezone

        gender: None | str | Unset
        if isinstance(self.gender, Unset):
            gender = UNSET
        elif isinstance(self.gender, Gender):
            gender = self.gender.value
        else:
            gender = self.gender

        location: None | str | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
                "latitude": latitude,
                "longitude": longitude,
                "time": time,
                "timezone": timezone,
            }
        )
        if gender is not UNSET:
            field_dict["gender"] = gender
        if location is not UNSET:
            field_dict["location"] = location
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        latitude = d.pop("latitude")

        longitude = d.pop("longitude")

        time = d.pop("time")

        timezone = d.pop("timezone")

        def _parse_gender(data: object) -> Gender | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                gender_type_0 = Gender(data)

                return gender_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Gender | None | Unset, data)

        gender = _parse_gender(d.pop("gender", UNSET))

        def _parse_location(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        location = _parse_location(d.pop("location", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        birth = cls(
            date=date,
            latitude=latitude,
            longitude=longitude,
            time=time,
            timezone=timezone,
            gender=gender,
            location=location,
            name=name,
        )

        return birth
